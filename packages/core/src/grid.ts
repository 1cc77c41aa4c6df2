import { digitRange } from './digits.js';
import { cellName, resolveShape, type Shape } from './shape.js';

/** An immutable board: a shape and its cells, row-major, digits 1..size and 0 for empty. */
export interface Grid {
  readonly shape: Shape;
  readonly cells: readonly number[];
}

/**
 * Why a value is not a well-formed Grid, in words, or null when it is one. Used where a Grid arrives from
 * outside the type system (a worker message, a JavaScript caller).
 */
export function gridProblem(grid: unknown): string | null {
  if (typeof grid !== 'object' || grid === null) return `expected a Grid, got ${describeValue(grid)}`;
  const { shape: maybeShape, cells } = grid as Partial<Grid>;
  const shape = maybeShape === undefined ? undefined : resolveShape(maybeShape);
  if (shape === undefined) return 'the grid has no known shape (4x4, 6x6, 9x9 or 16x16)';
  if (!Array.isArray(cells)) return 'the grid has no cells array';
  if (cells.length !== shape.cellCount) {
    return `a ${shape.name} grid has ${shape.cellCount} cells, this one has ${cells.length}`;
  }
  for (let cell = 0; cell < cells.length; cell++) {
    const value = cells[cell];
    if (!Number.isInteger(value) || value < 0 || value > shape.size) {
      return `${cellName(shape, cell)}: ${String(value)} is not a digit of a ${shape.name} grid (${digitRange(shape)}, 0 for empty)`;
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

/** Wraps cells already known to be valid; internal to core's own producers. */
export function freezeGrid(shape: Shape, cells: number[]): Grid {
  return Object.freeze({ shape, cells: Object.freeze(cells) });
}

/** A board with every cell empty. */
export function emptyGrid(shape: Shape): Grid {
  return freezeGrid(shape, new Array<number>(shape.cellCount).fill(0));
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

export function describeValue(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'string')
    return value.length > 20 ? `"${value.slice(0, 20)}…"` : JSON.stringify(value);
  if (typeof value === 'number' || typeof value === 'boolean') return `${typeof value} ${String(value)}`;
  return typeof value === 'object' ? 'an object' : typeof value;
}
