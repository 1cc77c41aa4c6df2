/**
 * Where cells stand to each other on a 9x9 board, the tables computed once:
 *   neighbour       a cell next to another, up, down, left or right (an edge between them)
 *   king neighbour  a cell a king's move away: a neighbour or diagonally next to it (the next cell of a line)
 *   edge            two neighbours, the lower index first
 *   diagonal        the cells from a cell on the border to the far border, a step down or up and left or
 *                   right at a time, with the direction from its first cell (a little killer's)
 */
import type { Diagonal } from '@sudoku-lab/core';

export const SIZE = 9;
export const CELLS = SIZE * SIZE;

const rowOf = (cell: number) => Math.floor(cell / SIZE);
const columnOf = (cell: number) => cell % SIZE;
const inside = (row: number, column: number) => row >= 0 && row < SIZE && column >= 0 && column < SIZE;

function around(cell: number, steps: readonly (readonly [number, number])[]): number[] {
  const row = rowOf(cell);
  const column = columnOf(cell);
  return steps
    .filter(([dr, dc]) => inside(row + dr, column + dc))
    .map(([dr, dc]) => (row + dr) * SIZE + column + dc);
}

const ORTHOGONAL = [
  [-1, 0],
  [1, 0],
  [0, -1],
  [0, 1],
] as const;
const KING = [...ORTHOGONAL, [-1, -1], [-1, 1], [1, -1], [1, 1]] as const;

/** Each cell's neighbours (up, down, left, right). */
export const neighboursOf: readonly (readonly number[])[] = Array.from({ length: CELLS }, (_, cell) =>
  around(cell, ORTHOGONAL),
);
/** Each cell's king neighbours. */
export const kingNeighboursOf: readonly (readonly number[])[] = Array.from({ length: CELLS }, (_, cell) =>
  around(cell, KING),
);
/** Every edge of the board, row by row. */
export const edges: readonly (readonly [number, number])[] = Array.from({ length: CELLS }, (_, cell) =>
  neighboursOf[cell]!.filter((other) => other > cell).map((other) => [cell, other] as const),
).flat();

const STEP: Readonly<Record<Diagonal, readonly [number, number]>> = {
  UL: [-1, -1],
  UR: [-1, 1],
  DL: [1, -1],
  DR: [1, 1],
};

/**
 * Every diagonal of at least two cells, in each direction from each border cell whose cell behind
 * (against the direction) is off the board: where a little killer's clue can stand. Each line of
 * cells appears twice, once from each end.
 */
export const diagonals: readonly { readonly cells: readonly number[]; readonly direction: Diagonal }[] = (
  Object.keys(STEP) as Diagonal[]
).flatMap((direction) => {
  const [dr, dc] = STEP[direction];
  const found: { cells: number[]; direction: Diagonal }[] = [];
  for (let start = 0; start < CELLS; start++) {
    const row = rowOf(start);
    const column = columnOf(start);
    if (inside(row - dr, column - dc)) continue;
    const cells: number[] = [];
    for (let r = row, c = column; inside(r, c); r += dr, c += dc) cells.push(r * SIZE + c);
    if (cells.length >= 2) found.push({ cells, direction });
  }
  return found;
});

/** The four cells around each point inside the board where four cells meet (a quadruple's circle), row by row. */
export const points: readonly (readonly number[])[] = Array.from(
  { length: (SIZE - 1) * (SIZE - 1) },
  (_, at) => {
    const cell = Math.floor(at / (SIZE - 1)) * SIZE + (at % (SIZE - 1));
    return [cell, cell + 1, cell + SIZE, cell + SIZE + 1];
  },
);

/** The cells of row or column `index`, in order. */
export function lineCells(line: 'row' | 'column', index: number): number[] {
  return Array.from({ length: SIZE }, (_, k) => (line === 'row' ? index * SIZE + k : k * SIZE + index));
}
