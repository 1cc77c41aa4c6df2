import { hasConflict } from './conflicts.js';
import { digitRange } from './digits.js';
import { describeValue } from './errors.js';
import { normalizeRules, rulesProblem } from './families.js';
import { ruleConflicts } from './rule-conflicts.js';
import type { Rules } from './rules.js';
import { cellName, resolveShape, type Shape } from './shape.js';

/**
 * An immutable board: a shape and its cells, row-major, digits 1..size and 0 for empty; and, for a
 * variant, its rules beyond rows, columns and boxes (absent on a classic puzzle).
 */
export interface Grid {
  readonly shape: Shape;
  readonly cells: readonly number[];
  readonly rules?: Rules;
}

/**
 * A Grid core made itself: its shape canonical, its cells checked and frozen. The private field is a
 * brand that no copy, spread or structured clone carries, so a look-alike is checked like any other
 * value, while core's own grids (every parsed puzzle, every solution) skip the check.
 */
class CoreGrid implements Grid {
  /**
   * Whether two givens clash, worked out as the Grid is made, from its cells before they are frozen:
   * V8 (Node 20) reads the elements of a frozen array several times slower than those of any other, so
   * the check before every solve would cost more on the frozen cells than the rest of core's work.
   * The one private field is also the brand: one field less to add to every Grid made.
   */
  readonly #clash: boolean;

  constructor(
    readonly shape: Shape,
    readonly cells: readonly number[],
    clash: boolean,
  ) {
    this.#clash = clash;
    // A variant's Grid (RuledGrid) adds its rules first, then freezes itself.
    if (new.target === CoreGrid) Object.freeze(this);
  }

  static made(value: unknown): value is CoreGrid {
    return CoreGrid.clashOf(value) !== undefined;
  }

  /** The clash of a Grid core made, or undefined for any other value: one brand check for both. */
  static clashOf(value: unknown): boolean | undefined {
    return typeof value === 'object' && value !== null && #clash in value ? value.#clash : undefined;
  }
}

/**
 * A variant's Grid: a classic one's class stays as it was, so a classic solve sees the one hidden
 * class it always did and pays nothing for the rules.
 */
class RuledGrid extends CoreGrid {
  readonly rules: Rules;

  constructor(shape: Shape, cells: readonly number[], clash: boolean, rules: Rules) {
    super(shape, cells, clash);
    this.rules = rules;
    Object.freeze(this);
  }
}

/** Whether two givens clash under a variant's rules (see ruleConflicts). */
function rulesClash(shape: Shape, cells: ArrayLike<number>, rules: Rules): boolean {
  return ruleConflicts(cells, shape, rules).length > 0;
}

/**
 * Whether two givens of a well-formed Grid share a digit in a unit (or break a rule of its variant):
 * known from the making for a Grid core made, worked out every time for any other.
 */
export function givensClash(grid: Grid): boolean {
  const known = CoreGrid.clashOf(grid);
  if (known !== undefined) return known;
  return grid.rules === undefined
    ? hasConflict(grid.shape, grid.cells)
    : rulesClash(grid.shape, grid.cells, grid.rules);
}

/**
 * For a Grid core made, whether two of its givens clash (known from its making); undefined for any
 * other value, which is to be checked (gridProblem) before it is trusted.
 */
export function knownClash(value: unknown): boolean | undefined {
  return CoreGrid.clashOf(value);
}

/**
 * Why a value is not a well-formed Grid, in words, or null when it is one. Used where a Grid arrives from
 * outside the type system (a worker message, a JavaScript caller).
 */
export function gridProblem(grid: unknown): string | null {
  if (CoreGrid.made(grid)) return null;
  if (typeof grid !== 'object' || grid === null) return `expected a Grid, got ${describeValue(grid)}`;
  const { shape: maybeShape, cells } = grid as Partial<Grid>;
  const shape = maybeShape === undefined ? undefined : resolveShape(maybeShape);
  if (shape === undefined) return 'the grid has no known shape (4x4, 6x6, 9x9 or 16x16)';
  if (!Array.isArray(cells)) return 'the grid has no cells array';
  if (cells.length !== shape.cellCount) {
    return `a ${shape.name} grid has ${shape.cellCount} cells, this one has ${cells.length}`;
  }
  for (let cell = 0; cell < cells.length; cell++) {
    const value: unknown = cells[cell];
    if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value > shape.size) {
      // A hole reads as undefined: told apart only here, off the path every well-formed grid takes.
      if (!(cell in cells)) return `${cellName(shape, cell)} is missing (the cells array has a hole there)`;
      return `${cellName(shape, cell)}: ${describeValue(value)} is not a digit of a ${shape.name} grid (${digitRange(shape)}, 0 for empty)`;
    }
  }
  const { rules } = grid as Partial<Grid>;
  if (rules !== undefined) {
    const problem = rulesProblem(shape, rules);
    if (problem !== null) return problem;
  }
  return null;
}

/**
 * A Grid from a shape, its cells and, for a variant, its rules; throws a RangeError naming the first
 * bad cell or what is wrong with the rules (see rulesProblem). Rules that say nothing beyond the
 * classic ones (no houses, no cages, regions that are the boxes) make a classic Grid.
 */
export function createGrid(shape: Shape, cells: ArrayLike<number>, rules?: Rules): Grid {
  const grid =
    rules === undefined ? { shape, cells: Array.from(cells) } : { shape, cells: Array.from(cells), rules };
  const problem = gridProblem(grid);
  if (problem !== null) throw new RangeError(problem);
  return canonicalOver(grid, grid.cells);
}

/** A well-formed grid's Grid under its canonical shape and normalized rules, over `cells` (frozen in place). */
function canonicalOver(grid: Grid, cells: number[]): Grid {
  const shape = resolveShape(grid.shape)!;
  return freezeGrid(
    shape,
    cells,
    undefined,
    grid.rules === undefined ? undefined : normalizeRules(shape, grid.rules),
  );
}

/**
 * A Grid that core's tables can be read by: one core made, as it is; any other checked (gridProblem:
 * a RangeError says what is wrong) and copied under its canonical shape and normalized rules. A
 * JavaScript caller's grid may name its shape ('9x9') or hand in a look-alike of it, which gridProblem
 * accepts, and a function reading `shape.size` or looking up its tables off such a grid would read
 * undefined there. Every function of core that takes a Grid from outside starts with this.
 */
export function checkedGrid(grid: Grid): Grid {
  if (CoreGrid.made(grid)) return grid;
  const problem = gridProblem(grid);
  if (problem !== null) throw new RangeError(problem);
  return canonicalOver(grid, [...grid.cells]);
}

/**
 * Wraps cells already known to be valid, under a canonical shape; internal to core's own producers.
 * `clash` is whether two givens share a unit, when the caller knows (a solution has none); otherwise it
 * is worked out here, while the cells can still be read at full speed (see CoreGrid). `rules` are
 * checked and normalized ones (normalizeRules), or undefined for a classic Grid.
 */
export function freezeGrid(shape: Shape, cells: number[], clash?: boolean, rules?: Rules): Grid {
  if (rules === undefined) {
    return new CoreGrid(shape, Object.freeze(widen(cells)), clash ?? hasConflict(shape, cells));
  }
  return new RuledGrid(shape, Object.freeze(widen(cells)), clash ?? rulesClash(shape, cells, rules), rules);
}

/** The puzzle with the same cells under `rules` (checked and normalized; undefined: classic). */
export function withRules(grid: Grid, rules: Rules | undefined): Grid {
  return createGrid(grid.shape, grid.cells, rules);
}

/** Any object: see widen. */
const NOT_A_DIGIT = {} as unknown as number;

/**
 * Turns an array of small integers into one of any values, in place and keeping its cells, by writing
 * an object into it and the cell back: V8 (Node 20) freezes an array of small integers by a slower
 * path (core's README has the figures).
 */
function widen(cells: number[]): number[] {
  if (cells.length > 0) {
    const first = cells[0]!;
    cells[0] = NOT_A_DIGIT;
    cells[0] = first;
  }
  return cells;
}

/**
 * A Grid of a copy of cells already known to be valid (a search's board, typed array or not); `clash`
 * as for freezeGrid. An array is copied by spreading it (V8's quick copy, also of a frozen one), a
 * typed array cell by cell (far quicker than spreading or Array.from on one).
 */
export function copyGrid(shape: Shape, cells: ArrayLike<number>, clash?: boolean, rules?: Rules): Grid {
  let copy: number[];
  if (Array.isArray(cells)) copy = [...(cells as readonly number[])];
  else {
    const count = cells.length;
    copy = new Array<number>(count);
    for (let cell = 0; cell < count; cell++) copy[cell] = cells[cell]!;
  }
  return freezeGrid(shape, copy, clash, rules);
}

/** A board with every cell empty. */
export function emptyGrid(shape: Shape): Grid {
  return freezeGrid(shape, new Array<number>(shape.cellCount).fill(0), false);
}

/** How many cells are empty. */
export function countEmpty(grid: Grid): number {
  let empty = 0;
  for (const digit of grid.cells) if (digit === 0) empty++;
  return empty;
}

/** Two grids of the same shape with the same cells. */
export function sameGrid(a: Grid, b: Grid): boolean {
  if (resolveShape(a.shape) !== resolveShape(b.shape) || a.cells.length !== b.cells.length) return false;
  for (let cell = 0; cell < a.cells.length; cell++) if (a.cells[cell] !== b.cells[cell]) return false;
  return true;
}
