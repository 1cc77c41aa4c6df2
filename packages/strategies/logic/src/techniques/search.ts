import { bitCount, lowestBit, lowestDigit } from '@sudoku-lab/core';
/**
 * Sudoku Explainer's techniques below its chains, as it finds and rates them. Its rating of a puzzle
 * hangs on which technique fires first at each point, so these follow its rules where they differ
 * from the player-facing ladder's: subsets looked for only in units with enough empty cells, fish
 * whose base lines hold the digit at least twice each, the "direct" forms that are rated by the
 * single they yield, unique loops of any even length, and aligned pair exclusion.
 *
 * Words beyond board.ts's glossary:
 *   direct     a locked candidate or hidden subset rated as the single it yields at once
 *   loop       a unique loop: 4, 6, 8... cells holding digits a and b, each unit of it visited twice
 *   extra      a loop cell's candidates other than a and b
 *   excluder   a bivalue cell that sees both cells of an aligned pair
 */
import * as board from '../board.js';
import { Memo, UnitMemo } from '../memo.js';
import type { Board, Mark, Rated, Step } from '../state.js';

// Module constants, read once (see solutions.ts).
const { CELLS, PEERS, SIZE, UNIT_CELLS, UNITS_OF } = board;

/** Units in the order Sudoku Explainer visits them: boxes, then columns, then rows. */
export const EXPLAINER_UNITS: readonly number[] = [
  ...Array.from({ length: 9 }, (_, i) => 18 + i),
  ...Array.from({ length: 9 }, (_, i) => 9 + i),
  ...Array.from({ length: 9 }, (_, i) => i),
];

/** Whether a cell lies in a unit. */
const IN_UNIT = new Uint8Array(27 * CELLS);
for (let unit = 0; unit < 27; unit++)
  for (let i = 0; i < SIZE; i++) IN_UNIT[unit * CELLS + UNIT_CELLS[unit * SIZE + i]!] = 1;
export const inUnit = (cell: number, unit: number) => IN_UNIT[unit * CELLS + cell] === 1;

// Sets of cells, for the searches that intersect many of them (aligned exclusion, strong links):
// three 27-bit words, cells 0..26, 27..53 and 54..80, stored at `at`, `at + 1`, `at + 2` of an
// Int32Array. Two sets meet, or one holds another, in three word operations instead of a list scan.
export const WORD = 27;

export function addCell(sets: Int32Array, at: number, cell: number): void {
  const word = (cell / WORD) | 0;
  sets[at + word]! |= 1 << (cell - word * WORD);
}

export function hasCell(sets: Int32Array, at: number, cell: number): boolean {
  const word = (cell / WORD) | 0;
  return (sets[at + word]! & (1 << (cell - word * WORD))) !== 0;
}

/**
 * The cells of three words, ascending, written into `out` from `at`; returns the count written past
 * them. A buffer kept in the scratch, not an array emptied and refilled: the exclusions list the
 * cells of many sets a call, and an array emptied by its length drops its storage each time.
 */
export function cellsOfWords(w0: number, w1: number, w2: number, out: Int32Array, at: number): number {
  let n = at;
  for (let word = 0; word < 3; word++) {
    for (let rest = word === 0 ? w0 : word === 1 ? w1 : w2; rest !== 0; rest &= rest - 1)
      out[n++] = word * WORD + lowestBit(rest);
  }
  return n;
}

/** A word of a set that holds all its 27 cells. */
export const ALL_CELLS_WORD = (1 << WORD) - 1;

/** Each unit's cells as a set: UNIT_SETS[unit * 3 ...]. */
export const UNIT_SETS = new Int32Array(27 * 3);
/** Each cell's peers as a set: PEER_SETS[cell * 3 ...]. */
export const PEER_SETS = new Int32Array(CELLS * 3);
for (let unit = 0; unit < 27; unit++)
  for (let i = 0; i < SIZE; i++) addCell(UNIT_SETS, unit * 3, UNIT_CELLS[unit * SIZE + i]!);
for (let cell = 0; cell < CELLS; cell++)
  for (let k = 0; k < 20; k++) addCell(PEER_SETS, cell * 3, PEERS[cell * 20 + k]!);

/** Every k-subset of 0..n-1 as a bit mask, in the order Sudoku Explainer enumerates them (ascending masks). */
function subsetMasks(k: number, n: number): Int32Array {
  const out: number[] = [];
  for (let mask = 0; mask < 1 << n; mask++) if (bitCount(mask) === k) out.push(mask);
  return Int32Array.from(out);
}
const MASKS: readonly Int32Array[] = [0, 1, 2, 3, 4].map((k) => subsetMasks(k, SIZE));

/**
 * The k-subsets of 0..8 that lie within a mask of the open ones, ascending: a search that needs
 * every member open (a digit with few enough places, a cell with few enough candidates, a line that
 * holds the digit twice) walks these instead of all of MASKS[k], meeting its picks in the same order
 * and skipping only picks that fail. WITHIN[k][open] for each of the 512 masks.
 */
export const WITHIN: readonly (readonly Int32Array[])[] = MASKS.map((masks) =>
  Array.from({ length: 1 << SIZE }, (_, open) => masks.filter((mask) => (mask & ~open) === 0)),
);

/** A digit's positions (0..8) in a unit, as a 9-bit mask. */
export function positions(state: Board, unit: number, bit: number): number {
  const { candidates } = state;
  let mask = 0;
  for (let i = 0; i < SIZE; i++) if (candidates[UNIT_CELLS[unit * SIZE + i]!]! & bit) mask |= 1 << i;
  return mask;
}

/**
 * Every unit's places of every digit, as 9-bit masks: table[unit * 9 + digit - 1], kept in the
 * workspace; the locking, subset and fish searches read a unit's places of a digit many times a
 * step. The table is a function of the candidates alone, and its readers only read it: the
 * workspace keeps the candidates it was made from (at first none, and an empty table), and brings it
 * to a finder's board cell by cell: a cell whose candidates differ flips, in the rows of its three
 * units, its place for each digit that came or went. The next rung, asked about the same board,
 * finds no cell to change; the next step's board, a few.
 */
interface PlacesWork {
  readonly table: Uint16Array;
  readonly from: Uint16Array;
}

const placesBuffer = (): PlacesWork => ({
  table: new Uint16Array(27 * SIZE),
  from: new Uint16Array(CELLS),
});

/** Cell c's position (0..8) in each of its units, as UNITS_OF lists them: UNIT_POSITION[c * 3 + k]. */
const UNIT_POSITION = Uint8Array.from({ length: CELLS * 3 }, (_, at) => {
  const cell = (at / 3) | 0;
  return UNIT_CELLS.subarray(UNITS_OF[at]! * SIZE, UNITS_OF[at]! * SIZE + SIZE).indexOf(cell);
});

export function placesTable(state: Board): Uint16Array {
  const { candidates } = state;
  const { table, from } = state.work.scratch(placesBuffer);
  for (let cell = 0; cell < CELLS; cell++) {
    const flipped = from[cell]! ^ candidates[cell]!;
    if (flipped === 0) continue;
    for (let k = cell * 3, end = k + 3; k < end; k++) {
      const row = UNITS_OF[k]! * SIZE - 1;
      const bit = 1 << UNIT_POSITION[k]!;
      for (let rest = flipped; rest !== 0; rest &= rest - 1) table[row + lowestDigit(rest)]! ^= bit;
    }
    from[cell] = candidates[cell]!;
  }
  return table;
}

export function emptyCount(state: Board, unit: number): number {
  let n = 0;
  for (let i = 0; i < SIZE; i++) if (state.cells[UNIT_CELLS[unit * SIZE + i]!] === 0) n++;
  return n;
}

export const cellsAt = (unit: number, mask: number): number[] => {
  const out: number[] = [];
  for (let i = 0; i < SIZE; i++) if (mask & (1 << i)) out.push(UNIT_CELLS[unit * SIZE + i]!);
  return out;
};

export const rated = (rating: number, step: Step): Rated => ({ rating, step });

/** The marks of a digit mask at a cell. */
export function marksOf(cell: number, mask: number, out: Mark[]): void {
  for (let rest = mask; rest !== 0; rest &= rest - 1) out.push({ cell, digit: lowestDigit(rest) });
}

// Memos of the searches that look at one digit or one unit (see memo.ts). After a step, Sudoku
// Explainer's ladder runs every technique again from the first, on a board that changed in a cell or
// two: most digits and units are as they were, and so is what a search finds there.

/**
 * A digit's plane, the cells holding it as a candidate, as its places in the nine rows: key[row]. The
 * searches on one digit (locking, fish, strong links) read nothing else of the candidates, so it is
 * the key of what they find on the digit; fish reads the digit's placements too (key[9]).
 */
export function planeKey(places: Uint16Array, digit: number, key: Int32Array): void {
  for (let row = 0; row < SIZE; row++) key[row] = places[row * SIZE + digit - 1]!;
}

/** A search's memo by digit, its key, and this call's results by digit. */
export interface DigitWork<T> {
  readonly memo: Memo<T>;
  readonly key: Int32Array;
  readonly found: T[];
}

/** The maker of a search's DigitWork (each search has its own maker, and so its own memo per call). */
export const digitWork =
  <T>(width: number) =>
  (): DigitWork<T> => ({ memo: new Memo<T>(SIZE + 1, width), key: new Int32Array(width), found: [] });

/**
 * What a one-digit search finds on each digit (found[digit]): the memo's result where the digit's
 * plane (and `extra[digit]`, where the search reads more) is as it was, else the search's.
 */
export function perDigit<T>(
  state: Board,
  make: () => DigitWork<T>,
  places: Uint16Array,
  search: (digit: number) => T,
  extra?: Int32Array,
): readonly T[] {
  const { memo, key, found } = state.work.scratch(make);
  for (let digit = 1; digit <= SIZE; digit++) {
    planeKey(places, digit, key);
    if (extra !== undefined) key[SIZE] = extra[digit]!;
    let result = memo.lookup(digit, key);
    if (result === undefined) {
      result = search(digit);
      memo.store(digit, key, result);
    }
    found[digit] = result;
  }
  return found;
}

/** The maker of a search's UnitMemo (each search has its own maker, and so its own memo per call). */
export const unitWork = () => (): UnitMemo => new UnitMemo();

/** Every unit, as a 27-bit mask. */
export const ALL_UNITS = (1 << 27) - 1;

/** The cells before `cell` in word `w` of a set, as a mask of that word. */
export function before(cell: number, w: number): number {
  const word = (cell / WORD) | 0;
  if (w < word) return -1;
  if (w > word) return 0;
  return (1 << (cell - word * WORD)) - 1;
}

/** The cells after `cell` in word `w` of a set, as a mask of that word (all of them for cell -1). */
export function after(cell: number, w: number): number {
  if (cell < 0) return -1;
  const word = (cell / WORD) | 0;
  if (w < word) return 0;
  if (w > word) return -1;
  return ~((2 << (cell - word * WORD)) - 1);
}

/** The units of a cell by Sudoku Explainer's region kinds (box, row, column). */
export const KINDS = [2, 0, 1] as const; // offsets into UNITS_OF: box, row, column

export const unitCellsOf = (unit: number): readonly number[] => board.unitCells[unit]!;
