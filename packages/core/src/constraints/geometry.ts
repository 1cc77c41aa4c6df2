/** Where the shapes' standard extra groups and moves lie: the boxes, the diagonals, windoku's windows. */
import type { Shape } from '../shape.js';

/** An extra group of cells whose digits differ: a diagonal, a window, an extra region. */
export interface House {
  /** For messages: "the main diagonal", "window 2", "extra region 1". */
  readonly name: string;
  /** Its cells, ascending; at most size of them. */
  readonly cells: readonly number[];
}

/** The boxes of a shape as a region map: what `regions` replaces. */
export function boxRegions(shape: Shape): number[] {
  const { size, boxHeight, boxWidth } = shape;
  const regions: number[] = [];
  for (let cell = 0; cell < shape.cellCount; cell++) {
    const row = Math.floor(cell / size);
    const column = cell % size;
    regions.push(Math.floor(row / boxHeight) * (size / boxWidth) + Math.floor(column / boxWidth));
  }
  return regions;
}

/** Sudoku X's two houses: the main diagonal (top left to bottom right) and the anti-diagonal. */
export function diagonalHouses(shape: Shape): House[] {
  const { size } = shape;
  const main: number[] = [];
  const anti: number[] = [];
  for (let i = 0; i < size; i++) {
    main.push(i * size + i);
    anti.push(i * size + size - 1 - i);
  }
  return [
    { name: 'the main diagonal', cells: main },
    { name: 'the anti-diagonal', cells: anti.sort((a, b) => a - b) },
  ];
}

/**
 * Windoku's four windows: the boxes one row and one column in from each box corner of the board,
 * placed between the boxes (rows 2-4 and 6-8 by columns 2-4 and 6-8 on 9x9). Only for shapes with
 * square boxes and at least two boxes a side, where such windows fit (4x4 has none, nor 6x6).
 */
export function windowHouses(shape: Shape): House[] {
  const { size, boxHeight, boxWidth } = shape;
  if (boxHeight !== boxWidth || boxHeight < 3) {
    throw new RangeError(`windoku's windows are defined on 9x9 and 16x16, not ${shape.name}`);
  }
  const starts: number[] = [];
  for (let start = 1; start + boxHeight <= size - 1; start += boxHeight + 1) starts.push(start);
  const houses: House[] = [];
  for (const top of starts) {
    for (const left of starts) {
      const cells: number[] = [];
      for (let r = 0; r < boxHeight; r++)
        for (let c = 0; c < boxWidth; c++) cells.push((top + r) * size + left + c);
      houses.push({ name: `window ${houses.length + 1}`, cells });
    }
  }
  return houses;
}

/** The moves that make extra peers: a knight's and a king's diagonal step, as (row, column) steps. */
export const KNIGHT_MOVES: readonly (readonly [number, number])[] = [
  [-2, -1],
  [-2, 1],
  [-1, -2],
  [-1, 2],
  [1, -2],
  [1, 2],
  [2, -1],
  [2, 1],
];
/** A king's moves that leave its row and column: the others are peers already. */
export const KING_MOVES: readonly (readonly [number, number])[] = [
  [-1, -1],
  [-1, 1],
  [1, -1],
  [1, 1],
];

/** The cells a `moves` step away from `cell`, ascending. */
export function cellsAMoveAway(
  shape: Shape,
  cell: number,
  moves: readonly (readonly [number, number])[],
): number[] {
  const { size } = shape;
  const row = Math.floor(cell / size);
  const column = cell % size;
  const away: number[] = [];
  for (const [dr, dc] of moves) {
    const r = row + dr;
    const c = column + dc;
    if (r >= 0 && r < size && c >= 0 && c < size) away.push(r * size + c);
  }
  return away.sort((a, b) => a - b);
}
