import { digitBit, type Exclusion, type Grid, type ShapeTables } from '@sudoku-lab/core';
import { type Budget, checkBudget } from './budget.js';
import { type Count, carvedCounts } from './prover.js';
import { UnavoidableSets } from './unavoidable.js';

/** What one carve starts from and where it stops. */
export interface CarveTask {
  readonly tables: ShapeTables;
  /** The full board the clues are taken from, and the same as a Grid (made once, for the counts and the result). */
  readonly solution: readonly number[];
  readonly board: Grid;
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
 * back by singles keeps its one solution for sure: only the others are counted (keepsOneSolution).
 */
export function carve(task: CarveTask): number[] {
  const { tables, solution, order, stopAt } = task;
  const cells = [...solution];
  const { sets, clueSets } = toolsFor(tables);
  const clues = clueSets.load(cells);
  const unavoidable = sets.load(solution);
  const counts = carvedCounts(task.board, task.budget);
  let count = tables.cellCount;
  for (const orbit of order) {
    if (count <= stopAt) break;
    let avoided = true;
    let forced = true;
    for (const cell of orbit) {
      clues.remove(cell);
      if (!unavoidable.remove(cell)) avoided = false;
    }
    for (const cell of orbit) if (forced && avoided) forced = clues.forced(cell, solution[cell]!);
    if (avoided && (forced || keepsOneSolution(cells, orbit, task, counts))) {
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

/** The carve's tables, made once per shape and refilled for each board (one carve runs at a time). */
interface Tools {
  readonly sets: UnavoidableSets;
  readonly clueSets: ClueSets;
}

const toolsOfShape = new Map<string, Tools>();

function toolsFor(tables: ShapeTables): Tools {
  let tools = toolsOfShape.get(tables.shape.name);
  if (tools === undefined) {
    const clueSets = new ClueSets(tables, []);
    tools = { sets: new UnavoidableSets(tables), clueSets };
    toolsOfShape.set(tables.shape.name, tools);
  }
  return tools;
}

/**
 * Whether the carved puzzle (`cells`, the orbit just taken away) still has one solution, the full
 * board S. Its other solutions, if any, differ from S somewhere in the orbit: split them by the first
 * orbit cell where they do (branch i agrees with S on orbit[0..i-1] and not at orbit[i]), so that no
 * count to two is needed, only one count to one per branch: S's digits put back at orbit[0..i-1] (in
 * `cells` itself, emptied again after) and S's digit excluded at orbit[i], by core's counter of
 * puzzles carved from S, guided by S (a second solution differs from S in few cells: an unavoidable set).
 */
function keepsOneSolution(
  cells: number[],
  orbit: readonly number[],
  task: CarveTask,
  counts: (cells: readonly number[], limit: 1, exclude: Exclusion) => Count,
): boolean {
  const { solution } = task;
  checkBudget(task.budget, task.attempt);
  let second = false;
  for (let i = 0; i < orbit.length && !second; i++) {
    const cell = orbit[i]!;
    const exclude: Exclusion = { cell, digit: solution[cell]! };
    const count = counts(cells, 1, exclude);
    second = count > 0;
    cells[cell] = solution[cell]!;
  }
  for (const cell of orbit) cells[cell] = 0;
  return !second;
}

/**
 * The clues of a board being carved, with the digits each unit holds as clues (a bit per digit), so
 * that a cell whose digit is forced by a single can be seen without a search.
 */
export class ClueSets {
  private readonly held: Uint32Array;
  private readonly all: number;
  private cells: number[] = [];

  constructor(
    private readonly tables: ShapeTables,
    cells: number[],
  ) {
    this.held = new Uint32Array(tables.unitCount);
    this.all = (1 << tables.size) - 1;
    this.load(cells);
  }

  /**
   * Starts again on other cells, which it then reads and writes; returns this. The carve keeps one
   * ClueSets a shape, board after board: making a typed array costs V8 more than filling one.
   */
  load(cells: number[]): this {
    this.cells = cells;
    this.held.fill(0);
    for (let cell = 0; cell < cells.length; cell++) if (cells[cell] !== 0) this.toggle(cell, cells[cell]!);
    return this;
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
