import { allDigits, digitBit } from './digits.js';
import { printable } from './errors.js';
import { checkedGrid, freezeGrid, type Grid } from './grid.js';
import { cellName } from './shape.js';
import type { SolveEvent } from './solver.js';
import { verifySolution } from './verify.js';

/** A trace that cannot be replayed: `index` is the event at fault. */
export class TraceError extends Error {
  override readonly name = 'TraceError';
  constructor(
    message: string,
    readonly index: number,
  ) {
    // Event fields come from a strategy: escaped, so a forged one cannot reach a terminal raw.
    super(printable(`event ${index}: ${message}`));
  }
}

/** The board a replay is at: digits, and candidates as the trace's eliminations left them. */
export interface ReplayState {
  readonly cells: number[];
  /** Candidates per cell (bitmask); a filled cell holds its digit's bit. */
  readonly candidates: number[];
}

/** Where a replayed trace ended: the final board, the solutions it reached, the guesses left open. */
export interface Replay {
  /** The board after the last event. */
  readonly final: Grid;
  /** The board at each 'solution' event, in order. */
  readonly solutions: Grid[];
  /** Guesses still open (saved boards on the stack) after the last event. */
  readonly depth: number;
}

/**
 * Step-by-step replay of a trace, for viewers: `apply` one event at a time and read `state`.
 * The rules: 'place' fills an empty cell (a given or a filled cell is a fault), 'eliminate' clears a
 * candidate, 'guess' saves the board, 'backtrack' restores the last saved one, and at 'solution' the
 * board must be a solution of the puzzle.
 *
 * Saving is an undo log, not a copy: each change records what it overwrote, and a backtrack undoes
 * changes back to the last guess's mark. So a guess costs nothing, whatever the board's size.
 */
export class TraceReplayer {
  /** The board now; changed in place as events apply. */
  readonly state: ReplayState;
  readonly solutions: Grid[] = [];
  /** Triples (cell, previous digit, previous candidates), newest last. */
  private readonly undo: number[] = [];
  /** Where the undo log stood at each open guess. */
  private readonly marks: number[] = [];
  private index = 0;

  /** The puzzle, checked (see checkedGrid). */
  readonly puzzle: Grid;

  constructor(puzzle: Grid) {
    this.puzzle = checkedGrid(puzzle);
    const all = allDigits(this.puzzle.shape);
    this.state = {
      cells: [...this.puzzle.cells],
      candidates: this.puzzle.cells.map((digit) => (digit === 0 ? all : digitBit(digit))),
    };
  }

  /** Guesses still open: saved boards a backtrack can return to. */
  get depth(): number {
    return this.marks.length;
  }

  /** Applies the next event of the trace to the board; throws a TraceError naming the event when it breaks a rule. */
  apply(event: SolveEvent): void {
    const { shape } = this.puzzle;
    const at = this.index++;
    const { cells, candidates } = this.state;
    const checkCell = (cell: number) => {
      if (!Number.isInteger(cell) || cell < 0 || cell >= shape.cellCount) {
        throw new TraceError(`${event.type} names cell ${cell}, which is not on a ${shape.name} board`, at);
      }
    };
    switch (event.type) {
      case 'place': {
        checkCell(event.cell);
        if (!Number.isInteger(event.digit) || event.digit < 1 || event.digit > shape.size) {
          throw new TraceError(`place of ${event.digit}, which is not a digit of ${shape.name}`, at);
        }
        if (cells[event.cell] !== 0) {
          throw new TraceError(
            `place ${event.digit} at ${cellName(shape, event.cell)}, which holds ${cells[event.cell]}`,
            at,
          );
        }
        this.change(event.cell, event.digit, digitBit(event.digit));
        return;
      }
      case 'eliminate':
        checkCell(event.cell);
        this.change(event.cell, cells[event.cell]!, candidates[event.cell]! & ~digitBit(event.digit));
        return;
      case 'guess':
        this.marks.push(this.undo.length);
        return;
      case 'backtrack': {
        const mark = this.marks.pop();
        if (mark === undefined) throw new TraceError('backtrack with no guess to return to', at);
        while (this.undo.length > mark) {
          const previousCandidates = this.undo.pop()!;
          const previousDigit = this.undo.pop()!;
          const cell = this.undo.pop()!;
          cells[cell] = previousDigit;
          candidates[cell] = previousCandidates;
        }
        return;
      }
      case 'contradiction':
        return;
      case 'solution': {
        const board = freezeGrid(shape, [...cells], undefined, this.puzzle.rules);
        const verdict = verifySolution(this.puzzle, board);
        if (!verdict.ok) {
          throw new TraceError(`solution event on a board that is not a solution: ${verdict.reason}`, at);
        }
        this.solutions.push(board);
        return;
      }
      default:
        throw new TraceError(`unknown event ${JSON.stringify(event)}`, at);
    }
  }

  private change(cell: number, digit: number, cellCandidates: number): void {
    const { cells, candidates } = this.state;
    // Outside every guess nothing can be undone, so nothing needs recording.
    if (this.marks.length > 0) this.undo.push(cell, cells[cell]!, candidates[cell]!);
    cells[cell] = digit;
    candidates[cell] = cellCandidates;
  }
}

/** Replays a whole trace onto its puzzle; throws TraceError at the first event that does not fit. */
export function replayTrace(puzzle: Grid, events: Iterable<SolveEvent>): Replay {
  const replayer = new TraceReplayer(puzzle);
  for (const event of events) replayer.apply(event);
  return {
    final: freezeGrid(replayer.puzzle.shape, [...replayer.state.cells], undefined, replayer.puzzle.rules),
    solutions: replayer.solutions,
    depth: replayer.depth,
  };
}
