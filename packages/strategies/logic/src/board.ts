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

/**
 * The houses a finder reads, for the classic board and a variant's alike (glossary above, widened):
 *   unit        nine cells holding every digit once: rows 0..8, columns 9..17, regions 18..26 (the
 *               boxes, or a jigsaw's regions), then a variant's full extra houses (diagonals, windows)
 *   region      a cell's unit among 18..26: its box on the classic board
 *   peers       every cell that may not hold a cell's digit: its units' cells, and on a variant its
 *               cage mates and its knight's or king's moves where those rules hold
 * A finder written over these serves the classic ladders and the variant ladder with one body.
 */
export interface Houses {
  readonly unitCount: number;
  /** Unit u's nine cells: unitCells[u * 9 ... + 9], ascending. */
  readonly unitCells: ArrayLike<number>;
  /** "row 3", "column 5", "box 2" on the classic board; "region 2", "the main diagonal" on a variant. */
  readonly unitNames: readonly string[];
  /** Each cell's region (18..26 less 18). */
  readonly regionOf: ArrayLike<number>;
  /** Whether the regions are the 3x3 boxes (not a jigsaw's): box-shaped reasoning holds. */
  readonly boxes: boolean;
  /** Whether the units are the rows, columns and regions alone, and the peers theirs (no extra peers). */
  readonly plain: boolean;
  /** The most units a cell lies in: 3 on the classic board, more with extra houses. */
  readonly unitsPerCell: number;
  /** Cell c's peers: peers[peerStart[c] ... peerStart[c + 1]]. */
  readonly peerStart: ArrayLike<number>;
  readonly peers: ArrayLike<number>;
  /** The most peers a cell has: 20 on the classic board. */
  readonly peersPerCell: number;
  /** Whether two cells are peers: seen[a * 81 + b] === 1. */
  readonly seen: Uint8Array;
  /**
   * The groups of fewer than nine cells whose digits differ (a variant's killer cages, then its
   * small houses): group k's cells groupCells[groupStart[k] ... groupStart[k + 1]], its name, and its
   * cage's index among the rules' cages (-1 for a small house). None on the classic board.
   */
  readonly groupCount: number;
  readonly groupStart: ArrayLike<number>;
  readonly groupCells: ArrayLike<number>;
  readonly groupNames: readonly string[];
  readonly groupCages: readonly number[];
}

/** The classic board's houses: core's 9x9 tables as the rest of this file reads them. */
export const CLASSIC: Houses = Object.freeze({
  unitCount: UNITS,
  unitCells: UNIT_CELLS,
  unitNames: Object.freeze(Array.from({ length: UNITS }, (_, unit) => unitText(unit))),
  regionOf: boxOf,
  boxes: true,
  plain: true,
  unitsPerCell: 3,
  peerStart: Int32Array.from({ length: CELLS + 1 }, (_, cell) => cell * 20),
  peers: PEERS,
  peersPerCell: 20,
  seen: SEES,
  groupCount: 0,
  groupStart: [0],
  groupCells: [],
  groupNames: [],
  groupCages: [],
});

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
