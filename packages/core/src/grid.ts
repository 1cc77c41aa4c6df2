import { hasConflict } from './conflicts.js';
import { digitRange } from './digits.js';
import { printable } from './errors.js';
import { cellName, resolveShape, type Shape } from './shape.js';

/** An immutable board: a shape and its cells, row-major, digits 1..size and 0 for empty. */
export interface Grid {
  readonly shape: Shape;
  readonly cells: readonly number[];
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
    Object.freeze(this);
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
 * Whether two givens of a well-formed Grid share a digit in a unit: known from the making for a Grid
 * core made, worked out every time for any other.
 */
export function givensClash(grid: Grid): boolean {
  return CoreGrid.clashOf(grid) ?? hasConflict(grid.shape, grid.cells);
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
  return null;
}

/** A Grid from a shape and its cells; throws a RangeError naming the first bad cell. */
export function createGrid(shape: Shape, cells: ArrayLike<number>): Grid {
  const grid = { shape, cells: Array.from(cells) };
  const problem = gridProblem(grid);
  if (problem !== null) throw new RangeError(problem);
  return freezeGrid(resolveShape(shape)!, grid.cells);
}

/**
 * Wraps cells already known to be valid, under a canonical shape; internal to core's own producers.
 * `clash` is whether two givens share a unit, when the caller knows (a solution has none); otherwise it
 * is worked out here, while the cells can still be read at full speed (see CoreGrid).
 */
export function freezeGrid(shape: Shape, cells: number[], clash = hasConflict(shape, cells)): Grid {
  return new CoreGrid(shape, Object.freeze(widen(cells)), clash);
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
export function copyGrid(shape: Shape, cells: ArrayLike<number>, clash?: boolean): Grid {
  let copy: number[];
  if (Array.isArray(cells)) copy = [...(cells as readonly number[])];
  else {
    const count = cells.length;
    copy = new Array<number>(count);
    for (let cell = 0; cell < count; cell++) copy[cell] = cells[cell]!;
  }
  return freezeGrid(shape, copy, clash);
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
  if (a.shape.name !== b.shape.name || a.cells.length !== b.cells.length) return false;
  for (let cell = 0; cell < a.cells.length; cell++) if (a.cells[cell] !== b.cells[cell]) return false;
  return true;
}

/**
 * A value as a message shows it: its kind, and for a primitive the value itself (a string cut at 20
 * characters, its control characters escaped). Never calls the value's own toString.
 */
export function describeValue(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  switch (typeof value) {
    case 'string':
      return `"${printable(value.length > 20 ? `${value.slice(0, 20)}…` : value)}"`;
    case 'number':
    case 'boolean':
    case 'bigint':
      return `${typeof value} ${String(value)}`;
    case 'object':
      return 'an object';
    case 'function':
      return 'a function';
    case 'symbol':
      return 'a symbol';
    default:
      return 'undefined';
  }
}
