/**
 * Glossary (core's, plus the words of human solving):
 *   cell        0..80, row-major; written r3c5 as players do (row 3, column 5)
 *   digit       1..9; 0 is an empty cell
 *   unit        0..26: rows 0..8, columns 9..17, boxes 18..26; written "row 3", "column 5", "box 2"
 *   line        a row or a column
 *   peers       the 20 other cells that share a unit with a cell
 *   candidates  the digits a cell may still take: bit d-1 for digit d
 *   bivalue     a cell with exactly two candidates
 *   strong link two places for a digit that cannot both be false (the only two in a unit, or a bivalue cell)
 *   weak link   two places that cannot both be true (peers holding one digit, two digits of one cell)
 *
 * The tables are core's 9x9 tables, read once into module constants, plus a few this package needs.
 */
import { digitsOf, shapes, tablesFor } from '@sudoku-lab/core';

export const SIZE = 9;
export const CELLS = 81;
export const UNITS = 27;
export const ALL = 0x1ff;

const tables = tablesFor(shapes['9x9']);

/** Unit u's nine cells: UNIT_CELLS[u * 9 ... + 9]. */
export const UNIT_CELLS = tables.units;
/** Cell c's row, column and box: UNITS_OF[c * 3 ... + 3]. */
export const UNITS_OF = tables.unitsOfCell;
/** Cell c's 20 peers: PEERS[c * 20 ... + 20]. */
export const PEERS = tables.peers;
export const rowOf = tables.rowOf;
export const columnOf = tables.columnOf;
export const boxOf = tables.boxOf;

/** Cell c's row, column and box as one 27-bit mask of units: UNIT_BITS[c]. */
export const UNIT_BITS = Int32Array.from({ length: CELLS }, (_, cell) => {
  let bits = 0;
  for (let k = 0; k < 3; k++) bits |= 1 << UNITS_OF[cell * 3 + k]!;
  return bits;
});

/**
 * The positions (0..8) in unit a of the cells it shares with unit b, a 9-bit mask: OVERLAP[a * 27 + b]
 * (a box and a line share three cells or none; two lines one or none; 0 for a unit and itself).
 */
export const OVERLAP = new Uint16Array(UNITS * UNITS);
for (let a = 0; a < UNITS; a++)
  for (let b = 0; b < UNITS; b++)
    for (let i = 0; i < SIZE; i++)
      for (let j = 0; j < SIZE; j++)
        if (a !== b && UNIT_CELLS[a * SIZE + i] === UNIT_CELLS[b * SIZE + j])
          OVERLAP[a * UNITS + b]! |= 1 << i;

/** The units as arrays of cells, for code that reads better with them than with offsets. */
export const unitCells: readonly (readonly number[])[] = Array.from({ length: UNITS }, (_, u) =>
  Array.from(UNIT_CELLS.subarray(u * SIZE, u * SIZE + SIZE)),
);

/** Whether two different cells share a unit. */
const SEES = new Uint8Array(CELLS * CELLS);
for (let cell = 0; cell < CELLS; cell++) {
  for (let k = 0; k < 20; k++) SEES[cell * CELLS + PEERS[cell * 20 + k]!] = 1;
}
export function sees(a: number, b: number): boolean {
  return SEES[a * CELLS + b] === 1;
}

/** "r3c5". */
export function cellText(cell: number): string {
  return `r${rowOf[cell]! + 1}c${columnOf[cell]! + 1}`;
}

/** "r3c5, r3c7 and r4c1". */
export function cellsText(cells: readonly number[]): string {
  return listText(cells.map(cellText));
}

/** "row 3", "column 5", "box 2". */
export function unitText(unit: number): string {
  const kind = unit < 9 ? 'row' : unit < 18 ? 'column' : 'box';
  return `${kind} ${(unit % 9) + 1}`;
}

/** "1/7" for a candidates mask. */
export function digitsText(mask: number): string {
  return digitsOf(mask).join('/');
}

/** "a, b and c". */
export function listText(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/** The cells common to both lists' peers: those that see every cell given. */
export function seenByAll(cells: readonly number[]): number[] {
  const seen: number[] = [];
  for (let cell = 0; cell < CELLS; cell++) {
    if (cells.every((other) => other !== cell && sees(cell, other))) seen.push(cell);
  }
  return seen;
}

/** Every way to pick n of the items, in order. */
export function* combinations<T>(
  items: readonly T[],
  n: number,
  start = 0,
  picked: T[] = [],
): Generator<T[]> {
  if (picked.length === n) {
    yield picked.slice();
    return;
  }
  for (let i = start; i <= items.length - (n - picked.length); i++) {
    picked.push(items[i]!);
    yield* combinations(items, n, i + 1, picked);
    picked.pop();
  }
}
