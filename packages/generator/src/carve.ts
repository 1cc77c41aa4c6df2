import { digitBit, type Grid, type ShapeTables } from '@sudoku-lab/core';
import { GenerateAbortedError } from './errors.js';
import { type Budget, countSolutions } from './prover.js';
import { UnavoidableSets } from './unavoidable.js';

/** What one carve starts from and where it stops. */
export interface CarveTask {
  readonly tables: ShapeTables;
  /** The full board the clues are taken from. */
  readonly solution: readonly number[];
  /** The orbits of the symmetry, in the (seeded) order their removal is tried. */
  readonly order: readonly (readonly number[])[];
  /** Stop taking clues away once the puzzle has this many or fewer (0: go on to a minimal puzzle). */
  readonly stopAt: number;
  readonly budget: Budget;
  /** Attempts made before this one, for the message when the budget runs out. */
  readonly attempt: number;
}

/**
 * Takes the clues of a full board away an orbit at a time, in the task's order, keeping each removal
 * only while the puzzle keeps its one solution. Going through every orbit once leaves a minimal puzzle:
 * an orbit whose removal let in a second solution would let it in again later, when the puzzle holds
 * fewer clues still (a puzzle with fewer clues has every solution of one with more). A removal that
 * leaves an unavoidable set without a clue has a second solution for sure, and one whose clues are forced
 * back by singles keeps its one solution for sure: only the others are asked of the prover.
 */
export function carve(task: CarveTask): number[] {
  const { tables, solution, order, stopAt } = task;
  const cells = [...solution];
  const clues = new ClueSets(tables, cells);
  const unavoidable = new UnavoidableSets(tables, solution);
  const puzzle: Grid = { shape: tables.shape, cells };
  let count = tables.cellCount;
  for (const orbit of order) {
    if (count <= stopAt) break;
    let avoided = true;
    for (const cell of orbit) {
      clues.remove(cell);
      if (!unavoidable.remove(cell)) avoided = false;
    }
    const unique =
      avoided && (orbit.every((cell) => clues.forced(cell, solution[cell]!)) || proveUnique(puzzle, task));
    if (unique) {
      count -= orbit.length;
    } else {
      for (const cell of orbit) {
        clues.restore(cell, solution[cell]!);
        unavoidable.restore(cell);
      }
    }
  }
  return cells;
}

function proveUnique(puzzle: Grid, task: CarveTask): boolean {
  const count = countSolutions(puzzle, task.budget);
  if (count !== 'aborted') return count === 1;
  const { signal } = task.budget;
  const reason = signal?.aborted ? 'signal' : 'deadline';
  throw new GenerateAbortedError(
    reason,
    task.attempt,
    reason === 'signal'
      ? 'stopped: the AbortSignal fired'
      : `stopped: the deadline passed (after ${task.attempt} puzzles carved and set aside)`,
  );
}

/**
 * The clues of a board being carved, with the digits each unit holds as clues (a bit per digit), so
 * that a cell whose digit is forced by a single can be seen without a search.
 */
export class ClueSets {
  private readonly held: Uint32Array;
  private readonly all: number;

  constructor(
    private readonly tables: ShapeTables,
    private readonly cells: number[],
  ) {
    this.held = new Uint32Array(tables.unitCount);
    this.all = (1 << tables.size) - 1;
    cells.forEach((digit, cell) => {
      if (digit !== 0) this.toggle(cell, digit);
    });
  }

  remove(cell: number): void {
    this.toggle(cell, this.cells[cell]!);
    this.cells[cell] = 0;
  }

  restore(cell: number, digit: number): void {
    this.cells[cell] = digit;
    this.toggle(cell, digit);
  }

  private toggle(cell: number, digit: number): void {
    const { unitsOfCell } = this.tables;
    const bit = digitBit(digit);
    for (let k = 0; k < 3; k++) this.held[unitsOfCell[cell * 3 + k]!]! ^= bit;
  }

  /** The digits the clues among a cell's peers rule out. */
  private seen(cell: number): number {
    const { unitsOfCell } = this.tables;
    const at = cell * 3;
    return this.held[unitsOfCell[at]!]! | this.held[unitsOfCell[at + 1]!]! | this.held[unitsOfCell[at + 2]!]!;
  }

  /**
   * Whether the clues alone force `digit` into the empty cell: every other digit is among its peers'
   * clues (a naked single), or one of its units has no other empty cell where the digit could go (a
   * hidden single). Then every solution of the carved puzzle has the removed clue back, so a puzzle
   * that had one solution still has one: no search is needed to prove it.
   */
  forced(cell: number, digit: number): boolean {
    const bit = digitBit(digit);
    if ((this.seen(cell) | bit) === this.all) return true;
    const { units, unitsOfCell, size } = this.tables;
    for (let k = 0; k < 3; k++) {
      const unit = unitsOfCell[cell * 3 + k]!;
      let alone = true;
      for (let i = unit * size; i < unit * size + size && alone; i++) {
        const other = units[i]!;
        alone = other === cell || this.cells[other] !== 0 || (this.seen(other) & bit) !== 0;
      }
      if (alone) return true;
    }
    return false;
  }
}
