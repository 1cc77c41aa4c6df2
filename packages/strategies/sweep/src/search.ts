import { admits, bitCount, type RuleTables, type SearchContext } from '@sudoku-lab/core';

// The pencil sweep of the 2019 "solving sudoku from scratch" write-up (josephm28/sudoku, solve.js).
//
// Glossary. A cell is an index into the board, row-major; a digit is 1..size, 0 for an empty cell. A cell's
// peers are the cells that may not hold its digit, read from the puzzle's constraints: the other cells of
// its row, its column and its box (or jigsaw region), and on a variant those of its extra houses and cages
// and the cells a knight's or king's move away when that is a rule. A cell's candidates are the digits none
// of its peers holds, kept as a bitmask (bit d-1 for digit d) and always computed afresh from the board, as
// the write-up does. Any other rule (a cage's sum) is core's: `admits` is asked when a digit is written.
//
// A sweep visits the empty cells in row-major order. A cell with one candidate gets it at once, so the
// cells after it in the same sweep see it; a cell with none is a dead end. When a sweep writes nothing, the
// board is snapshot and swept again, allowed to write the first candidate at the first cell met with
// exactly two; if that branch dead-ends, the snapshot comes back and a sweep may write the second instead.

/** The candidates of a cell, read from the board: the digits none of its peers holds. */
export function candidates(constraints: RuleTables, board: Uint8Array, cell: number): number {
  const { peerStart, peers, size } = constraints;
  let held = 0;
  // An empty peer (digit 0) shifts to bit 0 and back out: no branch for it.
  for (let k = peerStart[cell]!, end = peerStart[cell + 1]!; k < end; k++)
    held |= (1 << board[peers[k]!]!) >> 1;
  return ((1 << size) - 1) & ~held;
}

/** The candidate of a mask at a position, counting from the lowest digit (0 is the lowest). */
export function nthCandidate(mask: number, position: number): number {
  for (let digit = 1; mask !== 0; digit++, mask >>>= 1) {
    if (mask & 1 && position-- === 0) return digit;
  }
  throw new RangeError(`the mask has no candidate at position ${position}`);
}

/** The guess a sweep may make: at the first cell it meets with exactly `size` candidates, the `pick`th. */
export interface Guess {
  readonly size: number;
  readonly pick: number;
}

/** What a sweep did: the digits it wrote, whether it met a dead end, the fewest candidates it saw. */
export interface SweepOutcome {
  readonly written: number;
  readonly deadEnd: boolean;
  /** Among the empty cells it left, the fewest candidates any had (Infinity when it left none). */
  readonly fewest: number;
}

/** The counters sweep adds to the common stats. */
export type SweepCounter = 'sweeps' | 'deadEnds';

/**
 * The search of the write-up: sweeps, a snapshot and a guess when a sweep changes nothing, the snapshot
 * back when a guess dead-ends. Where the write-up has no rule (no cell with exactly two candidates, so its
 * guessing sweep changes nothing either and it recurses until the stack runs out) the guess goes to the
 * first cell with the fewest candidates, each of them in turn: with two, that is the write-up's rule.
 */
export class SweepSearch {
  private readonly board: Uint8Array;
  private readonly constraints: RuleTables;

  constructor(private readonly context: SearchContext<SweepCounter>) {
    this.board = Uint8Array.from(context.puzzle.cells);
    this.constraints = context.constraints;
  }

  run(): void {
    this.solve(null);
  }

  /**
   * Sweeps until the board is full (a solution: no more passes), a sweep dead-ends, or one writes nothing;
   * then guesses. The first sweep makes `guess`, when given. Returns true when the search should stop.
   */
  private solve(guess: Guess | null): boolean {
    const { board, context } = this;
    for (;;) {
      if (!board.includes(0)) return context.foundSolution(board);
      context.counters.sweeps++;
      const outcome = this.sweep(guess);
      guess = null;
      if (outcome.deadEnd) {
        context.counters.deadEnds++;
        return false;
      }
      if (outcome.written > 0) continue;
      // Stuck: nothing was written, so every empty cell holds two candidates or more.
      const snapshot = board.slice();
      for (let pick = 0; pick < outcome.fewest; pick++) {
        if (this.solve({ size: outcome.fewest, pick })) return true;
        board.set(snapshot);
        context.counters.backtracks++;
        context.trace?.({ type: 'backtrack' });
      }
      return false;
    }
  }

  /** One pass over the board in row-major order, writing each cell's only candidate as it goes. */
  private sweep(guess: Guess | null): SweepOutcome {
    const { board, constraints } = this;
    let written = 0;
    let fewest = Number.POSITIVE_INFINITY;
    for (let cell = 0; cell < board.length; cell++) {
      if (board[cell] !== 0) continue;
      const mask = candidates(constraints, board, cell);
      const count = bitCount(mask);
      if (count === 0) return this.deadEnd(cell, written);
      if (count === 1) {
        if (!this.write(cell, nthCandidate(mask, 0), 'single')) return this.deadEnd(cell, written);
        written++;
      } else if (guess !== null && count === guess.size) {
        if (!this.write(cell, nthCandidate(mask, guess.pick), 'guess')) return this.deadEnd(cell, written);
        written++;
        guess = null;
      } else if (count < fewest) fewest = count;
    }
    return { written, deadEnd: false, fewest };
  }

  /**
   * Writes a single or a guess: false when core does not admit the digit, a dead end. The candidates
   * keep the peers; any other rule (a cage's sum) is core's to judge, here where every digit goes in.
   */
  private write(cell: number, digit: number, reason: 'single' | 'guess'): boolean {
    const { board, context } = this;
    context.countPlacement();
    if (reason === 'guess') {
      context.counters.guesses++;
      // The replay saves the board at the guess, to come back to at its backtrack.
      context.trace?.({ type: 'guess', cell });
    }
    context.trace?.({ type: 'place', cell, digit, reason });
    if (!admits(this.constraints, board, cell, digit)) return false;
    board[cell] = digit;
    return true;
  }

  /** A cell with no candidate, or with one core does not admit: the sweep stops there. */
  private deadEnd(cell: number, written: number): SweepOutcome {
    this.context.trace?.({ type: 'contradiction', cell });
    return { written, deadEnd: true, fewest: 0 };
  }
}
