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
import * as board from './board.js';
import { FailureMemo, withPeers } from './failure-memo.js';
import { Memo, UnitMemo } from './memo.js';
import type { Board, Mark, Rated, Step } from './state.js';

// Module constants, read once (see solutions.ts).
const SIZE = 9;
const ALL = board.ALL;
const CELLS = 81;
const UNIT_CELLS = board.UNIT_CELLS;
const UNITS_OF = board.UNITS_OF;
const PEERS = board.PEERS;
const OVERLAP = board.OVERLAP;
const bitCount = board.bitCount;
const lowestDigit = board.lowestDigit;
const sees = board.sees;
const cellText = board.cellText;
const cellsText = board.cellsText;
const unitText = board.unitText;
const digitsText = board.digitsText;

/** Units in the order Sudoku Explainer visits them: boxes, then columns, then rows. */
const EXPLAINER_UNITS: readonly number[] = [
  ...Array.from({ length: 9 }, (_, i) => 18 + i),
  ...Array.from({ length: 9 }, (_, i) => 9 + i),
  ...Array.from({ length: 9 }, (_, i) => i),
];

/** Whether a cell lies in a unit. */
const IN_UNIT = new Uint8Array(27 * CELLS);
for (let unit = 0; unit < 27; unit++)
  for (let i = 0; i < SIZE; i++) IN_UNIT[unit * CELLS + UNIT_CELLS[unit * SIZE + i]!] = 1;
const inUnit = (cell: number, unit: number) => IN_UNIT[unit * CELLS + cell] === 1;

// Sets of cells, for the searches that intersect many of them (aligned exclusion, strong links):
// three 27-bit words, cells 0..26, 27..53 and 54..80, stored at `at`, `at + 1`, `at + 2` of an
// Int32Array. Two sets meet, or one holds another, in three word operations instead of a list scan.
const WORD = 27;

function addCell(sets: Int32Array, at: number, cell: number): void {
  const word = (cell / WORD) | 0;
  sets[at + word]! |= 1 << (cell - word * WORD);
}

function hasCell(sets: Int32Array, at: number, cell: number): boolean {
  const word = (cell / WORD) | 0;
  return (sets[at + word]! & (1 << (cell - word * WORD))) !== 0;
}

/**
 * The cells of three words, ascending, written into `out` from `at`; returns the count written past
 * them. A buffer kept in the scratch, not an array emptied and refilled: the exclusions list the
 * cells of many sets a call, and an array emptied by its length drops its storage each time.
 */
function cellsOfWords(w0: number, w1: number, w2: number, out: Int32Array, at: number): number {
  let n = at;
  for (let word = 0; word < 3; word++) {
    for (let rest = word === 0 ? w0 : word === 1 ? w1 : w2; rest !== 0; rest &= rest - 1)
      out[n++] = word * WORD + 31 - Math.clz32(rest & -rest);
  }
  return n;
}

/** A word of a set that holds all its 27 cells. */
const ALL_CELLS_WORD = (1 << WORD) - 1;

/** Each unit's cells as a set: UNIT_SETS[unit * 3 ...]. */
const UNIT_SETS = new Int32Array(27 * 3);
/** Each cell's peers as a set: PEER_SETS[cell * 3 ...]. */
const PEER_SETS = new Int32Array(CELLS * 3);
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
const WITHIN: readonly (readonly Int32Array[])[] = MASKS.map((masks) =>
  Array.from({ length: 1 << SIZE }, (_, open) => masks.filter((mask) => (mask & ~open) === 0)),
);

/** A digit's positions (0..8) in a unit, as a 9-bit mask. */
function positions(state: Board, unit: number, bit: number): number {
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

function placesTable(state: Board): Uint16Array {
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

function emptyCount(state: Board, unit: number): number {
  let n = 0;
  for (let i = 0; i < SIZE; i++) if (state.cells[UNIT_CELLS[unit * SIZE + i]!] === 0) n++;
  return n;
}

const cellsAt = (unit: number, mask: number): number[] => {
  const out: number[] = [];
  for (let i = 0; i < SIZE; i++) if (mask & (1 << i)) out.push(UNIT_CELLS[unit * SIZE + i]!);
  return out;
};

const rated = (rating: number, step: Step): Rated => ({ rating, step });

/** The marks of a digit mask at a cell. */
function marksOf(cell: number, mask: number, out: Mark[]): void {
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
function planeKey(places: Uint16Array, digit: number, key: Int32Array): void {
  for (let row = 0; row < SIZE; row++) key[row] = places[row * SIZE + digit - 1]!;
}

/** A search's memo by digit, its key, and this call's results by digit. */
interface DigitWork<T> {
  readonly memo: Memo<T>;
  readonly key: Int32Array;
  readonly found: T[];
}

/** The maker of a search's DigitWork (each search has its own maker, and so its own memo per call). */
const digitWork =
  <T>(width: number) =>
  (): DigitWork<T> => ({ memo: new Memo<T>(SIZE + 1, width), key: new Int32Array(width), found: [] });

/**
 * What a one-digit search finds on each digit (found[digit]): the memo's result where the digit's
 * plane (and `extra[digit]`, where the search reads more) is as it was, else the search's.
 */
function perDigit<T>(
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
const unitWork = () => (): UnitMemo => new UnitMemo();

/** Every unit, as a 27-bit mask. */
const ALL_UNITS = (1 << 27) - 1;

// ---------------------------------------------------------------------------------------------
// Direct pointing and claiming (1.7, 1.9): a locked candidate whose removals leave the digit one
// place in another box (pointing) or another line of the same kind (claiming).

/** The pairs (first unit kind, second) in Sudoku Explainer's order: box-column, box-row, column-box, row-box. */
const LOCKING_KINDS: readonly (readonly [number, number])[] = [
  [18, 9],
  [18, 0],
  [9, 18],
  [0, 18],
];

/**
 * What a locking search asks of a locked candidate: the digit's two or more places in unit
 * firstKind + i1 all lie in unit secondKind + i2. Its answer is a hit (>= 0), or -1 to go on.
 */
type LockedTest = (
  places: Uint16Array,
  digit: number,
  firstKind: number,
  secondKind: number,
  i1: number,
  i2: number,
) => number;

/** The first hit `test` gives on the digit's locked candidates of a kind, in SE's order (unit, then other), or -1. */
function firstLocked(
  places: Uint16Array,
  digit: number,
  firstKind: number,
  secondKind: number,
  test: LockedTest,
): number {
  for (let i1 = 0; i1 < SIZE; i1++) {
    const unit = firstKind + i1;
    const where = places[unit * SIZE + digit - 1]!;
    if (bitCount(where) < 2) continue;
    // Two places share one unit of the second kind at most: the one through the first place is the
    // only other unit that may hold them all.
    const first = UNIT_CELLS[unit * SIZE + 31 - Math.clz32(where & -where)]!;
    const i2 = UNITS_OF[first * 3 + secondKind / SIZE]! - secondKind;
    // The digit's places in the unit all lie in the other unit.
    if ((where & ~OVERLAP[unit * 27 + secondKind + i2]!) !== 0) continue;
    const hit = test(places, digit, firstKind, secondKind, i1, i2);
    if (hit !== -1) return hit;
  }
  return -1;
}

/** A direct locking: a third unit of the first kind keeps one place for the digit outside the other; i1 * 81 + i2 * 9 + i3. */
const singleLeft: LockedTest = (places, digit, firstKind, secondKind, i1, i2) => {
  const other = secondKind + i2;
  for (let i3 = 0; i3 < SIZE; i3++) {
    const third = firstKind + i3;
    const overlap = OVERLAP[third * 27 + other]!;
    if (i3 === i1 || overlap === 0) continue;
    const where3 = places[third * SIZE + digit - 1]!;
    if (bitCount(where3) < 2) continue;
    // Outside the other unit, the third keeps one place for the digit.
    if (bitCount(where3 & ~overlap) === 1) return i1 * 81 + i2 * 9 + i3;
  }
  return -1;
};

/** The first direct locking of a kind on a digit, as i1 * 81 + i2 * 9 + i3 (its three units' indices), or -1. */
const directLockingHit = (
  places: Uint16Array,
  digit: number,
  firstKind: number,
  secondKind: number,
): number => firstLocked(places, digit, firstKind, secondKind, singleLeft);

/**
 * A digit's hits of each locking kind, searched as the kinds are reached: UNSEARCHED until then, and
 * each written only once its kind's search on the digit has run to its end. The first kind on any
 * digit ends the search of all, so the later kinds are often never searched.
 */
const UNSEARCHED = -2;
const unsearched = () => new Int32Array(LOCKING_KINDS.length).fill(UNSEARCHED);

const directLockingWork = digitWork<Int32Array>(SIZE);

export function directLocking(state: Board): Rated | null {
  const places = placesTable(state);
  const hits = perDigit(state, directLockingWork, places, unsearched);
  for (let k = 0; k < LOCKING_KINDS.length; k++) {
    const [firstKind, secondKind] = LOCKING_KINDS[k]!;
    for (let digit = 1; digit <= SIZE; digit++) {
      const known = hits[digit]!;
      if (known[k] === UNSEARCHED) known[k] = directLockingHit(places, digit, firstKind, secondKind);
      const hit = known[k]!;
      if (hit === -1) continue;
      const unit = firstKind + ((hit / 81) | 0);
      const other = secondKind + (((hit / 9) | 0) % 9);
      const third = firstKind + (hit % 9);
      const rest = places[third * SIZE + digit - 1]! & ~OVERLAP[third * 27 + other]!;
      const remain = UNIT_CELLS[third * SIZE + 31 - Math.clz32(rest)]!;
      const cells = cellsAt(unit, places[unit * SIZE + digit - 1]!);
      // A direct step is its single: SE places the digit and leaves the candidates as they are.
      const pointing = firstKind === 18;
      const name = pointing ? 'Direct pointing' : 'Direct claiming';
      return rated(pointing ? 1.7 : 1.9, {
        technique: pointing ? 'direct-pointing' : 'direct-claiming',
        placements: [{ cell: remain, digit }],
        eliminations: [],
        cells,
        units: [unit, other, third],
        roles: [
          ...cells.map((cell) => ({ cell, role: 'pattern' as const })),
          { cell: remain, role: 'target' },
        ],
        text: `${name}: in ${unitText(unit)}, ${digit} is only in ${unitText(other)}, so in ${unitText(third)} it fits only ${cellText(remain)}.`,
      });
    }
  }
  return null;
}

/** A locking: the other unit has places of the digit outside the unit, to remove; i1 * 9 + i2. */
const placesOutside: LockedTest = (places, digit, firstKind, secondKind, i1, i2) => {
  const unit = firstKind + i1;
  const other = secondKind + i2;
  return (places[other * SIZE + digit - 1]! & ~OVERLAP[other * 27 + unit]!) !== 0 ? i1 * 9 + i2 : -1;
};

/** The first locking of a kind on a digit, as i1 * 9 + i2 (its two units' indices), or -1. */
const lockingHit = (places: Uint16Array, digit: number, firstKind: number, secondKind: number): number =>
  firstLocked(places, digit, firstKind, secondKind, placesOutside);

const lockingWork = digitWork<Int32Array>(SIZE);

/**
 * Pointing (2.6) and claiming (2.8) in Sudoku Explainer's order: all pointing before any claiming,
 * box-column before box-row and column-box before row-box, digit by digit, unit by unit.
 */
export function locking(state: Board): Rated | null {
  const places = placesTable(state);
  const hits = perDigit(state, lockingWork, places, unsearched);
  for (let k = 0; k < LOCKING_KINDS.length; k++) {
    const [firstKind, secondKind] = LOCKING_KINDS[k]!;
    for (let digit = 1; digit <= SIZE; digit++) {
      const known = hits[digit]!;
      if (known[k] === UNSEARCHED) known[k] = lockingHit(places, digit, firstKind, secondKind);
      const hit = known[k]!;
      if (hit === -1) continue;
      const unit = firstKind + ((hit / 9) | 0);
      const other = secondKind + (hit % 9);
      const gone = places[other * SIZE + digit - 1]! & ~OVERLAP[other * 27 + unit]!;
      const eliminations: Mark[] = cellsAt(other, gone).map((cell) => ({ cell, digit }));
      const pointing = firstKind === 18;
      const verb = pointing ? 'Pointing' : 'Claiming';
      return rated(pointing ? 2.6 : 2.8, {
        technique: pointing ? 'pointing' : 'claiming',
        placements: [],
        eliminations,
        cells: cellsAt(unit, places[unit * SIZE + digit - 1]!),
        units: [unit, other],
        text: `${verb}: in ${unitText(unit)}, ${digit} is only in ${unitText(other)}, so it leaves the rest of ${unitText(other)}.`,
      });
    }
  }
  return null;
}

// ---------------------------------------------------------------------------------------------
// Subsets, Sudoku Explainer's way: naked n-sets only in units with at least 2n empty cells, hidden
// n-sets only in units with more than 2n (fewer, and the complementary naked set is as easy); every
// digit (or cell) of the set must have two places (or candidates) at least. Each unit is searched
// on its own, in SE's order, and the first step found is taken: a unit where the search found
// nothing on the board it last ran on, its cells as they were there, is passed over (see UnitMemo).

const SUBSET_NAMES = ['', '', 'pair', 'triple', 'quad'] as const;
const NAKED_RATINGS = [0, 0, 3.0, 3.6, 5.0];
const HIDDEN_RATINGS = [0, 0, 3.4, 4.0, 5.4];

/**
 * The cells that may be in a naked set of `size` in a unit: those with two candidates at least, and
 * no more than the set has digits (its candidates are among them). A pick of any other cell fails.
 */
function openCells(candidates: Uint16Array, unit: number, size: number): number {
  let open = 0;
  for (let i = 0; i < SIZE; i++) {
    const n = bitCount(candidates[UNIT_CELLS[unit * SIZE + i]!]!);
    if (n > 1 && n <= size) open |= 1 << i;
  }
  return open;
}

export function nakedSet(size: number): (state: Board) => Rated | null {
  const technique = `naked-${SUBSET_NAMES[size]}`;
  const within = WITHIN[size]!;
  const work = unitWork();
  /** The first set in a unit among the picks of its open cells. */
  const searchUnit = (state: Board, unit: number, open: number): Rated | null => {
    const { candidates } = state;
    for (const picked of within[open]!) {
      let union = 0;
      for (let i = 0; i < SIZE; i++)
        if (picked & (1 << i)) union |= candidates[UNIT_CELLS[unit * SIZE + i]!]!;
      if (bitCount(union) !== size) continue;
      const eliminations: Mark[] = [];
      for (let i = 0; i < SIZE; i++) {
        if (picked & (1 << i)) continue;
        const cell = UNIT_CELLS[unit * SIZE + i]!;
        marksOf(cell, candidates[cell]! & union, eliminations);
      }
      if (eliminations.length === 0) continue;
      const cells = cellsAt(unit, picked);
      return rated(NAKED_RATINGS[size]!, {
        technique,
        placements: [],
        eliminations,
        cells,
        units: [unit],
        text: `Naked ${SUBSET_NAMES[size]}: in ${unitText(unit)}, ${cellsText(cells)} hold only ${digitsText(union)}, so those digits leave the unit's other cells.`,
      });
    }
    return null;
  };
  return (state) => {
    const memo = state.work.scratch(work);
    const nothing = memo.since(state.cells, state.candidates);
    for (const unit of EXPLAINER_UNITS) {
      if (nothing & (1 << unit)) continue;
      // Too few empty cells, or fewer open cells than the set has: there is nothing to search.
      if (emptyCount(state, unit) >= size * 2) {
        const open = openCells(state.candidates, unit, size);
        const found = bitCount(open) < size ? null : searchUnit(state, unit, open);
        if (found !== null) return found;
      }
      memo.store(unit);
    }
    return null;
  };
}

/**
 * The hidden set of `size` digits in a unit, from the places table (the unit's row starts at `row`):
 * returns its positions, or 0.
 */
function hiddenPositions(places: Uint16Array, row: number, digits: number): number {
  let union = 0;
  for (let rest = digits; rest !== 0; rest &= rest - 1) {
    const where = places[row + lowestDigit(rest) - 1]!;
    if (bitCount(where) <= 1) return 0;
    union |= where;
  }
  return bitCount(union) === bitCount(digits) ? union : 0;
}

/**
 * The digits that may be in a hidden set of `size` in a unit: those with two places at least, and no
 * more than the set has cells (its places are among them). A pick of any other digit fails.
 */
function openDigits(places: Uint16Array, row: number, size: number): number {
  let open = 0;
  for (let d = 0; d < SIZE; d++) {
    const n = bitCount(places[row + d]!);
    if (n > 1 && n <= size) open |= 1 << d;
  }
  return open;
}

export function hiddenSet(size: number, direct: boolean): (state: Board) => Rated | null {
  const technique = `${direct ? 'direct-' : ''}hidden-${SUBSET_NAMES[size]}`;
  const within = WITHIN[size]!;
  const name = `${direct ? 'Direct hidden' : 'Hidden'} ${SUBSET_NAMES[size]}`;
  const work = unitWork();
  /** The first set in a unit among the picks of its open digits, from the places table. */
  const searchUnit = (state: Board, unit: number, places: Uint16Array, open: number): Rated | null => {
    const { candidates } = state;
    const row = unit * SIZE;
    for (const digits of within[open]!) {
      const union = hiddenPositions(places, row, digits);
      if (union === 0) continue;
      const cells = cellsAt(unit, union);
      if (!direct) {
        const eliminations: Mark[] = [];
        for (const cell of cells) marksOf(cell, candidates[cell]! & ~digits, eliminations);
        if (eliminations.length === 0) continue;
        return rated(HIDDEN_RATINGS[size]!, {
          technique,
          placements: [],
          eliminations,
          cells,
          units: [unit],
          text: `${name}: in ${unitText(unit)}, ${digitsText(digits)} fit only in ${cellsText(cells)}, so those cells' other candidates go.`,
        });
      }
      // Direct: some other digit is left with one place in the unit.
      for (let digit = 1; digit <= SIZE; digit++) {
        const bit = 1 << (digit - 1);
        if (digits & bit) continue;
        const where = places[row + digit - 1]!;
        if (bitCount(where) <= 1) continue;
        const rest = where & ~union;
        if (bitCount(rest) !== 1) continue;
        const target = UNIT_CELLS[row + 31 - Math.clz32(rest)]!;
        return rated(size === 2 ? 2.0 : 2.5, {
          technique,
          placements: [{ cell: target, digit }],
          eliminations: [],
          cells,
          units: [unit],
          roles: [
            ...cells.map((cell) => ({ cell, role: 'pattern' as const })),
            { cell: target, role: 'target' },
          ],
          text: `${name}: in ${unitText(unit)}, ${digitsText(digits)} fit only in ${cellsText(cells)}, so ${digit} fits only ${cellText(target)}.`,
        });
      }
    }
    return null;
  };
  return (state) => {
    const memo = state.work.scratch(work);
    const nothing = memo.since(state.cells, state.candidates);
    if (nothing === ALL_UNITS) return null;
    const places = placesTable(state);
    for (const unit of EXPLAINER_UNITS) {
      if (nothing & (1 << unit)) continue;
      // Too few empty cells, or fewer open digits than the set has: there is nothing to search.
      const empty = emptyCount(state, unit);
      if (empty > size * 2 || (direct && empty > size)) {
        const open = openDigits(places, unit * SIZE, size);
        const found = bitCount(open) < size ? null : searchUnit(state, unit, places, open);
        if (found !== null) return found;
      }
      memo.store(unit);
    }
    return null;
  };
}

// ---------------------------------------------------------------------------------------------
// Fish (X-Wing 3.2, Swordfish 3.8, Jellyfish 5.2): columns as the base first, then rows; each base
// line holds the digit twice at least, and the digit is placed at most 9 - 2n times. Sudoku
// Explainer tries each pick of base lines on every digit before the next pick: the step it takes is
// the one of the earliest pick, on the lowest digit among those of that pick.

const FISH = ['', '', 'x-wing', 'swordfish', 'jellyfish'] as const;
const FISH_NAMES = ['', '', 'X-Wing', 'Swordfish', 'Jellyfish'] as const;
const FISH_RATINGS = [0, 0, 3.2, 3.8, 5.2];
const BASE_KINDS = [9, 0] as const;

/** The cover lines of a pick of base lines on a digit (a 9-bit mask of them), or 0 where it is no fish that eliminates. */
function fishCover(
  places: Uint16Array,
  size: number,
  baseKind: number,
  lines: number,
  digit: number,
): number {
  let union = 0;
  for (let i = 0; i < SIZE; i++) {
    if ((lines & (1 << i)) === 0) continue;
    const where = places[(baseKind + i) * SIZE + digit - 1]!;
    if (bitCount(where) <= 1) return 0;
    union |= where;
  }
  if (bitCount(union) !== size) return 0;
  // The i-th cell of a cover line lies in base line i: the digit elsewhere in a cover line goes.
  const coverKind = baseKind === 9 ? 0 : 9;
  for (let j = 0; j < SIZE; j++)
    if (union & (1 << j) && (places[(coverKind + j) * SIZE + digit - 1]! & ~lines) !== 0) return union;
  return 0;
}

export function fish(size: number): (state: Board) => Rated | null {
  const within = WITHIN[size]!;
  const work = digitWork<Int32Array>(SIZE + 1);
  /**
   * The first pick of base lines of a kind (a 9-bit mask of them) that is a fish on the digit, or -1.
   * Picks are met in ascending order of their masks, so the lower mask is the earlier pick.
   */
  const firstPick = (places: Uint16Array, placed: Int32Array, digit: number, baseKind: number): number => {
    if (placed[digit]! + size * 2 > SIZE) return -1;
    // The digit's base lines that hold it twice at least, and in no more places than the fish has
    // cover lines (its places are among them): a pick of any other line fails.
    let open = 0;
    for (let i = 0; i < SIZE; i++) {
      const n = bitCount(places[(baseKind + i) * SIZE + digit - 1]!);
      if (n > 1 && n <= size) open |= 1 << i;
    }
    if (bitCount(open) < size) return -1;
    for (const lines of within[open]!)
      if (fishCover(places, size, baseKind, lines, digit) !== 0) return lines;
    return -1;
  };
  // Each digit's first pick for each base kind, searched as the kinds are reached (as for locking).
  const unsearchedPicks = () => new Int32Array(BASE_KINDS.length).fill(UNSEARCHED);
  return (state) => {
    const { candidates, cells } = state;
    const places = placesTable(state);
    const placed = state.work.scratch(placedBuffer);
    placed.fill(0);
    for (let cell = 0; cell < CELLS; cell++) placed[cells[cell]!]!++;
    const picks = perDigit(state, work, places, unsearchedPicks, placed);
    for (let b = 0; b < BASE_KINDS.length; b++) {
      let digit = 0;
      for (let d = 1; d <= SIZE; d++) {
        const known = picks[d]!;
        if (known[b] === UNSEARCHED) known[b] = firstPick(places, placed, d, BASE_KINDS[b]!);
        const pick = known[b]!;
        if (pick !== -1 && (digit === 0 || pick < picks[digit]![b]!)) digit = d;
      }
      if (digit === 0) continue;
      const baseKind = BASE_KINDS[b]!;
      const coverKind = baseKind === 9 ? 0 : 9;
      const lines = picks[digit]![b]!;
      const union = fishCover(places, size, baseKind, lines, digit);
      const bit = 1 << (digit - 1);
      const eliminations: Mark[] = [];
      const pattern: number[] = [];
      for (let j = 0; j < SIZE; j++) {
        if ((union & (1 << j)) === 0) continue;
        for (let i = 0; i < SIZE; i++) {
          const cell = UNIT_CELLS[(coverKind + j) * SIZE + i]!;
          if ((candidates[cell]! & bit) === 0) continue;
          if (lines & (1 << i)) pattern.push(cell);
          else eliminations.push({ cell, digit });
        }
      }
      const base = [0, 1, 2, 3, 4, 5, 6, 7, 8].filter((i) => lines & (1 << i));
      const cover = [0, 1, 2, 3, 4, 5, 6, 7, 8].filter((i) => union & (1 << i));
      const [baseWord, coverWord] = baseKind === 9 ? ['columns', 'rows'] : ['rows', 'columns'];
      const numbers = (list: number[]) => board.listText(list.map((l) => String(l + 1)));
      return rated(FISH_RATINGS[size]!, {
        technique: FISH[size]!,
        placements: [],
        eliminations,
        cells: pattern.sort((a, b) => a - b),
        units: [...base.map((i) => baseKind + i), ...cover.map((j) => coverKind + j)],
        text: `${FISH_NAMES[size]}: ${digit} in ${baseWord} ${numbers(base)} lies only in ${coverWord} ${numbers(cover)}, so it leaves the rest of those ${coverWord}.`,
      });
    }
    return null;
  };
}

/** How many times each digit is placed: placed[digit] (placed[0] counts the empty cells). */
const placedBuffer = () => new Int32Array(SIZE + 1);

// ---------------------------------------------------------------------------------------------
// Unique rectangles and loops (4.5 and up): on a puzzle with one solution, no loop of cells may be
// left holding only a and b. Sudoku Explainer rates every loop it finds and takes the easiest:
// 4.5, plus 0.1 for a loop of 6 cells, 0.2 of 8, 0.5 of 10 or more; a type 3 adds 0.1 a digit of
// its subset beyond the first.

interface LoopHint {
  readonly rating: number;
  readonly type: number;
  readonly step: Step;
}

/** The units of a cell by Sudoku Explainer's region kinds (box, row, column). */
const KINDS = [2, 0, 1] as const; // offsets into UNITS_OF: box, row, column

function loopRating(length: number): number {
  let rating = 4.5;
  if (length >= 10) rating += 0.3;
  if (length >= 8) rating += 0.2;
  else if (length >= 6) rating += 0.1;
  return rating;
}

/** Each digit's cells (digitCells[(digit - 1) * 3 ...]) and the bivalue cells, as sets. */
function cellSets(candidates: Uint16Array, digitCells: Int32Array, bivalues: Int32Array): void {
  digitCells.fill(0);
  bivalues.fill(0);
  for (let cell = 0; cell < CELLS; cell++) {
    const mask = candidates[cell]!;
    if (bitCount(mask) === 2) addCell(bivalues, 0, cell);
    for (let rest = mask; rest !== 0; rest &= rest - 1)
      addCell(digitCells, (lowestDigit(rest) - 1) * 3, cell);
  }
}

const UNIT_BITS = board.UNIT_BITS;

/**
 * The loops of a and b through a bivalue cell, each as walked (both ways round), given each
 * digit's cells (digitCells[(digit - 1) * 3 ...]) and the bivalue cells; `holders` and `onPath` are
 * the walk's sets of cells: those holding both digits, and those of the loop so far. A unit's
 * cells are met in ascending order, as Sudoku Explainer meets them.
 *
 * `odd` and `even` are the units of the path's cells at odd and at even places. A valid loop meets
 * no unit twice at places of one parity (see validLoop), and every loop that goes on from a path
 * holds the path at the same places: where the next cell would meet such a unit again, no loop the
 * walk finds that way is valid, and it does not go there.
 *
 * Nor does it go through the cells before `start` that hold a and b only. Whether the walk takes a
 * valid loop depends on none of its cells being the start: each of its junctions joins units of two
 * kinds (three of its cells in one unit break validLoop), and it holds at most two cells with more
 * than a and b or their extra digits are one. So the caller, walking from each such cell in turn,
 * found every valid loop through an earlier one from there, and would drop it here as a repeat.
 *
 * `reach`, where given, gets from `at` on the cells the walk met as holders (three words): the only
 * cells besides the start whose candidates it reads.
 */
export function findLoops(
  state: Board,
  start: number,
  a: number,
  b: number,
  digitCells: Int32Array,
  bivalues: Int32Array,
  holders: Int32Array,
  onPath: Int32Array,
  reach?: Int32Array,
  at = 0,
): number[][] {
  const { candidates } = state;
  const pair = (1 << (a - 1)) | (1 << (b - 1));
  onPath.fill(0);
  for (let w = 0; w < 3; w++) {
    const both = digitCells[(a - 1) * 3 + w]! & digitCells[(b - 1) * 3 + w]!;
    holders[w] = both & ~(bivalues[w]! & before(start, w));
  }
  const found: number[][] = [];
  const loop: number[] = [];
  const walk = (
    cell: number,
    allowedExtra: number,
    extra: number,
    lastKind: number,
    odd: number,
    even: number,
  ): void => {
    loop.push(cell);
    addCell(onPath, 0, cell);
    const nextOdd = loop.length % 2 === 1;
    const met = nextOdd ? odd : even;
    for (let kind = 0; kind < 3; kind++) {
      if (kind === lastKind) continue;
      const unit = UNITS_OF[cell * 3 + KINDS[kind]!]!;
      for (let w = 0; w < 3; w++) {
        const held = UNIT_SETS[unit * 3 + w]! & holders[w]!;
        if (reach) reach[at + w]! |= held;
        for (let rest = held; rest !== 0; rest &= rest - 1) {
          const next = w * WORD + 31 - Math.clz32(rest & -rest);
          if (next === start && loop.length >= 4) {
            found.push(loop.slice());
            continue;
          }
          if (hasCell(onPath, 0, next) || (UNIT_BITS[next]! & met) !== 0) continue;
          const mask = candidates[next]!;
          const nextExtra = extra | (mask & ~pair);
          const count = bitCount(mask);
          if (count === 2 || bitCount(nextExtra) === 1 || allowedExtra > 0) {
            const units = UNIT_BITS[next]!;
            walk(
              next,
              count > 2 ? allowedExtra - 1 : allowedExtra,
              nextExtra,
              kind,
              nextOdd ? odd | units : odd,
              nextOdd ? even : even | units,
            );
          }
        }
      }
    }
    loop.pop();
    onPath[(cell / WORD) | 0]! &= ~(1 << (cell % WORD));
  };
  walk(start, 2, 0, -1, 0, UNIT_BITS[start]!);
  return found;
}

/** Every unit a loop visits is visited by exactly two of its cells, one at an odd place and one at an even. */
export function validLoop(loop: readonly number[]): boolean {
  // The units met at odd and at even places, as 27-bit masks: each met once, and the same units.
  let odd = 0;
  let even = 0;
  for (let i = 0; i < loop.length; i++) {
    const cell = loop[i]!;
    for (let k = 0; k < 3; k++) {
      const bit = 1 << UNITS_OF[cell * 3 + k]!;
      if (i % 2 === 1) {
        if (odd & bit) return false;
        odd |= bit;
      } else {
        if (even & bit) return false;
        even |= bit;
      }
    }
  }
  return odd === even;
}

function commonUnits(p: number, q: number): number[] {
  const out: number[] = [];
  for (const kind of KINDS) {
    const unit = UNITS_OF[p * 3 + kind]!;
    if (inUnit(q, unit)) out.push(unit);
  }
  return out;
}

function loopStep(
  type: number,
  loop: readonly number[],
  a: number,
  b: number,
  eliminations: Mark[],
  units: number[],
  why: string,
  hidden = false,
): Step {
  const kind = loop.length === 4 ? 'Unique rectangle' : 'Unique loop';
  const id = loop.length === 4 ? `unique-rectangle-${type}` : `unique-loop-${type}`;
  return {
    technique: hidden ? `${id}-hidden` : id,
    placements: [],
    eliminations,
    cells: [...loop].sort((x, y) => x - y),
    units,
    text: `${kind} type ${type}: ${cellsText(loop)} would otherwise hold only ${a}/${b}, a deadly pattern; ${why}.`,
  };
}

type LoopPush = (
  type: number,
  rating: number,
  eliminations: Mark[],
  units: number[],
  why: string,
  hidden?: boolean,
) => void;

/** A unique loop's type 3 with a hidden subset (see loopHints), rated 0.1 a cell of it beyond the pair. */
function hiddenType3(
  state: Board,
  loop: readonly number[],
  a: number,
  b: number,
  c1: number,
  c2: number,
  extra: number,
  unit: number,
  degree: number,
  push: LoopPush,
): void {
  const { candidates } = state;
  const pair = (1 << (a - 1)) | (1 << (b - 1));
  const free = 0x1ff & ~pair & ~extra;
  const freeDigits = board.digitsIn(free);
  const c2Bit = 1 << UNIT_CELLS.subarray(unit * SIZE, unit * SIZE + SIZE).indexOf(c2);
  for (const chosen of combinationsOf(freeDigits, degree - 2)) {
    const digits = chosen.reduce((m, d) => m | (1 << (d - 1)), pair);
    let places = 0;
    let empty = false;
    for (let rest = digits; rest !== 0; rest &= rest - 1) {
      const at = positions(state, unit, rest & -rest) & ~c2Bit;
      if (at === 0) empty = true;
      places |= at;
    }
    if (empty || bitCount(places) !== degree) continue;
    const cells = cellsAt(unit, places).filter((c) => c !== c1);
    const eliminations: Mark[] = [];
    for (const cell of cells) marksOf(cell, candidates[cell]! & ~digits, eliminations);
    push(
      3,
      loopRating(loop.length) + (degree - 2) * 0.1,
      eliminations,
      [unit],
      `one of ${cellsText([c1, c2])} takes ${digitsText(extra)}, so ${digitsText(digits)} in ${unitText(unit)}, ${cellText(c2)} aside, have only ${cellsText([c1, ...cells])}: a hidden subset`,
      true,
    );
  }
}

function loopHints(state: Board, loop: readonly number[], a: number, b: number, out: LoopHint[]): void {
  const { candidates } = state;
  const pair = (1 << (a - 1)) | (1 << (b - 1));
  const base = loopRating(loop.length);
  const extras = loop.filter((c) => bitCount(candidates[c]!) > 2);
  const push: LoopPush = (type, rating, eliminations, units, why, hidden = false) => {
    if (eliminations.length > 0)
      out.push({ rating, type, step: loopStep(type, loop, a, b, eliminations, units, why, hidden) });
  };
  const type2 = () => {
    const value = lowestDigit(candidates[extras[0]!]! & ~pair);
    const eliminations: Mark[] = [];
    for (let cell = 0; cell < CELLS; cell++)
      if (state.has(cell, value) && !extras.includes(cell) && extras.every((e) => sees(cell, e)))
        eliminations.push({ cell, digit: value });
    push(
      2,
      base,
      eliminations,
      [],
      `one of ${cellsText(extras)} is ${value}, so ${value} leaves the cells that see them all`,
    );
  };
  if (extras.length === 1) {
    const cell = extras[0]!;
    const eliminations: Mark[] = [];
    marksOf(cell, candidates[cell]! & pair, eliminations);
    push(1, base, eliminations, [], `${cellText(cell)} is neither ${a} nor ${b}`);
    return;
  }
  if (extras.length > 2) {
    type2();
    return;
  }
  if (extras.length !== 2) return;
  const [c1, c2] = extras as [number, number];
  const extra = (candidates[c1]! | candidates[c2]!) & ~pair;
  if (bitCount(extra) === 1) type2();
  else {
    // Type 3: the two roof cells act as one cell holding the extras (one of them takes one), in a
    // unit they share. Naked: with degree - 1 other cells of the unit, a naked subset of degree
    // digits (its digits leave the cells that see all their holders); as Sukaku Explainer's
    // corrected rule has it, the extras that are not in both roof cells must be among the other
    // cells' digits too. Hidden: a and b and degree - 2 digits that are not extras have, c2 set
    // aside, just degree places, c1 among them; the other cells of those places lose their other
    // digits (where c2 is not a or b that is plain; where it is, c1 takes an extra, and the rest
    // of the set fills the other places).
    const shared = extra & candidates[c1]! & candidates[c2]!;
    for (let degree = 2; degree <= 7; degree++) {
      for (const unit of commonUnits(c1, c2)) {
        const empty = emptyCount(state, unit);
        if (degree * 2 <= empty && degree >= bitCount(extra)) {
          const others = unitCellsOf(unit).filter((c) => c !== c1 && c !== c2 && candidates[c] !== 0);
          for (const picked of combinationsOf(others, degree - 1)) {
            let union = extra;
            let ok = true;
            for (const c of picked) {
              if (bitCount(candidates[c]!) <= 1) ok = false;
              union |= candidates[c]!;
            }
            if (!ok || bitCount(union) !== degree) continue;
            let covered = shared;
            for (const c of picked) covered |= candidates[c]!;
            if (bitCount(covered) !== degree) continue;
            const eliminations: Mark[] = [];
            for (let rest = union; rest !== 0; rest &= rest - 1) {
              const digit = lowestDigit(rest);
              const holders = [...picked, c1, c2].filter((c) => state.has(c, digit));
              for (let cell = 0; cell < CELLS; cell++) {
                if (holders.includes(cell) || cell === c1 || cell === c2 || picked.includes(cell)) continue;
                if (state.has(cell, digit) && holders.every((h) => sees(cell, h)))
                  eliminations.push({ cell, digit });
              }
            }
            push(
              3,
              base + (degree - 1) * 0.1,
              eliminations,
              [unit],
              `one of ${cellsText([c1, c2])} takes ${digitsText(extra)}, which with ${cellsText(picked)} makes a naked subset of ${digitsText(union)} in ${unitText(unit)}`,
            );
          }
        }
        if (degree * 2 < empty) hiddenType3(state, loop, a, b, c1, c2, extra, unit, degree, push);
      }
    }
  }
  // Type 4: a or b is locked to the roof cells in a shared unit: the other digit leaves them.
  for (const [lock, other] of [
    [a, b],
    [b, a],
  ] as const) {
    const unit = commonUnits(c1, c2).find((u) =>
      unitCellsOf(u).every((c) => c === c1 || c === c2 || !state.has(c, lock)),
    );
    if (unit === undefined) continue;
    push(
      4,
      base,
      [
        { cell: c1, digit: other },
        { cell: c2, digit: other },
      ],
      [unit],
      `${lock} in ${unitText(unit)} is in ${cellText(c1)} or ${cellText(c2)}, so neither is ${other}`,
    );
    break;
  }
}

const unitCellsOf = (unit: number): readonly number[] => board.unitCells[unit]!;

function combinationsOf(items: readonly number[], n: number): number[][] {
  return [...board.combinations(items, n)];
}

/** The unique loops' scratch: the memo of the last failure, and the loops found then from each start. */
interface LoopScratch {
  readonly memo: FailureMemo;
  readonly changed: Int32Array;
  /** The loops first found from each bivalue cell at the last failure. */
  loopsAt: (readonly (readonly number[])[])[];
  /** The holders each start's walk met at the last failure (see findLoops), three words a cell, and this call's. */
  reachAt: Int32Array;
  reach: Int32Array;
  /** The walk's sets of cells (see findLoops), and each digit's cells and the bivalue cells. */
  readonly holders: Int32Array;
  readonly onPath: Int32Array;
  readonly digitCells: Int32Array;
  readonly bivalues: Int32Array;
}

const loopScratch = (): LoopScratch => ({
  memo: new FailureMemo(),
  changed: new Int32Array(3),
  loopsAt: [],
  reachAt: new Int32Array(CELLS * 3),
  reach: new Int32Array(CELLS * 3),
  holders: new Int32Array(3),
  onPath: new Int32Array(3),
  digitCells: new Int32Array(SIZE * 3),
  bivalues: new Int32Array(3),
});

/**
 * Whether the loops from `start` may differ from those found at the last failure. Its walk reads
 * the candidates of the start and of the holders it meets; where none of those changed, each is a
 * holder as it was (a cell cannot gain a candidate, and a cell is a holder by its own candidates
 * and whether it is a bivalue cell before the start), so the walk meets the same holders on every
 * path and finds the same loops in the same order.
 */
function startChanged(start: number, reachAt: Int32Array, changed: Int32Array): boolean {
  if (hasCell(changed, 0, start)) return true;
  for (let w = 0; w < 3; w++) if ((reachAt[start * 3 + w]! & changed[w]!) !== 0) return true;
  return false;
}

/**
 * Whether a changed cell is in a loop's support: its cells and, where two of them hold more than a
 * and b (its roof), the units those share, read by types 3 and 4; every other cell loopHints reads
 * is one an elimination falls on, which can only lose candidates. A loop whose support is as it was
 * at the last failure was walked then too (its walk reads only its cells), from the same cell and
 * in the same order, and took nothing: it takes nothing now.
 */
function loopSupportChanged(candidates: Uint16Array, loop: readonly number[], changed: Int32Array): boolean {
  let roof = 0;
  let c1 = -1;
  let c2 = -1;
  for (const cell of loop) {
    if (hasCell(changed, 0, cell)) return true;
    if (bitCount(candidates[cell]!) <= 2) continue;
    roof++;
    if (c1 < 0) c1 = cell;
    else c2 = cell;
  }
  if (roof !== 2) return false;
  for (const kind of KINDS) {
    const unit = UNITS_OF[c1 * 3 + kind]!;
    if (!inUnit(c2, unit)) continue;
    for (let w = 0; w < 3; w++) if ((UNIT_SETS[unit * 3 + w]! & changed[w]!) !== 0) return true;
  }
  return false;
}

export function uniqueLoops(state: Board): Rated | null {
  const { candidates } = state;
  const scratch = state.work.scratch(loopScratch);
  const { memo, changed, loopsAt, reachAt, reach, holders, onPath, digitCells, bivalues } = scratch;
  // After a failure, the starts whose loops may have changed (see startChanged) are walked again;
  // the others' loops are those found then, taken in the same order. A loop's hints are read on
  // the board as it is where its support changed (see loopSupportChanged); elsewhere it took
  // nothing then and takes nothing now, so a step is what a whole search finds.
  const since = memo.changes(state, changed);
  cellSets(candidates, digitCells, bivalues);
  const building: (readonly (readonly number[])[])[] = [];
  const hints: LoopHint[] = [];
  // The loops found from this start so far, as three words of cells each: the walk meets each
  // loop both ways round. A later start of the same digits never finds an earlier one's loop, as
  // its walk leaves out the bivalue cells before it.
  const seen: number[] = [];
  for (let cell = 0; cell < CELLS; cell++) {
    const mask = candidates[cell]!;
    if (bitCount(mask) !== 2) continue;
    const a = lowestDigit(mask);
    const b = lowestDigit(mask & (mask - 1));
    let loops = since && !startChanged(cell, reachAt, changed) ? loopsAt[cell] : undefined;
    if (loops === undefined) {
      const fresh: number[][] = [];
      reach.fill(0, cell * 3, cell * 3 + 3);
      seen.length = 0;
      const walked = findLoops(state, cell, a, b, digitCells, bivalues, holders, onPath, reach, cell * 3);
      for (const loop of walked) {
        if (!validLoop(loop)) continue;
        let w0 = 0;
        let w1 = 0;
        let w2 = 0;
        for (const c of loop) {
          if (c < WORD) w0 |= 1 << c;
          else if (c < 2 * WORD) w1 |= 1 << (c - WORD);
          else w2 |= 1 << (c - 2 * WORD);
        }
        let known = false;
        for (let k = 0; k < seen.length && !known; k += 3)
          known = seen[k] === w0 && seen[k + 1] === w1 && seen[k + 2] === w2;
        if (known) continue;
        seen.push(w0, w1, w2);
        fresh.push(loop);
      }
      loops = fresh;
    } else reach.set(reachAt.subarray(cell * 3, cell * 3 + 3), cell * 3);
    building[cell] = loops;
    for (const loop of loops)
      if (!since || loopSupportChanged(candidates, loop, changed)) loopHints(state, loop, a, b, hints);
  }
  if (hints.length === 0) {
    memo.failed(state);
    scratch.loopsAt = building;
    scratch.reachAt = reach;
    scratch.reach = reachAt;
    return null;
  }
  memo.found();
  let best = hints[0]!;
  for (const h of hints)
    if (h.rating < best.rating - 1e-9 || (Math.abs(h.rating - best.rating) < 1e-9 && h.type < best.type))
      best = h;
  return rated(Math.round(best.rating * 10) / 10, best.step);
}

// ---------------------------------------------------------------------------------------------
// Bivalue universal grave (5.6 type 1, 5.7 types 2 and 4): were every cell bivalue and every digit
// twice in each unit, the puzzle would have two solutions; the cells with more (the BUG cells) keep
// one of the digits that break the pattern.

/**
 * Whether a BUG may stand on the board, by a test that reads each cell once. A BUG cell holds
 * three candidates or more, and every such cell must be one (else it keeps three when its BUG
 * digits go, and the pattern fails): the BUG cells are exactly the cells of three or more. With
 * none there is no step; with two or more, every BUG step (types 2, 3 and 4) eliminates from cells
 * that see them all. So where no cell holds three, or two or more do and share no peer,
 * `bivalueGrave` returns null, and it may return at once.
 */
function bugMayStand(candidates: Uint16Array): boolean {
  let many = 0;
  let w0 = -1;
  let w1 = -1;
  let w2 = -1;
  for (let cell = 0; cell < CELLS; cell++) {
    if (bitCount(candidates[cell]!) < 3) continue;
    many++;
    w0 &= PEER_SETS[cell * 3]!;
    w1 &= PEER_SETS[cell * 3 + 1]!;
    w2 &= PEER_SETS[cell * 3 + 2]!;
  }
  return many === 1 || (many > 1 && (w0 | w1 | w2) !== 0);
}

export function bivalueGrave(state: Board): Rated | null {
  const { candidates, cells } = state;
  if (!bugMayStand(candidates)) return null;
  const bugCells: number[] = [];
  const bugValues = new Map<number, number>();
  let allValues = 0;
  const reduced = candidates.slice();
  let common = null as Set<number> | null;
  // Where every unit that breaks the pattern breaks it on one digit, every cell of three or more
  // digits holding it there is a BUG cell (Sukaku Explainer's correction of SE's rule, which takes
  // only a cell that is alone in some unit).
  const extraCells: number[] = [];
  let onlyBit = 0;
  let oneValue = true;
  const addBugCell = (cell: number, bit: number): boolean => {
    if (!bugCells.includes(cell)) bugCells.push(cell);
    bugValues.set(cell, (bugValues.get(cell) ?? 0) | bit);
    allValues |= bit;
    reduced[cell]! &= ~bit;
    const peers = new Set<number>();
    for (let k = cell * 20; k < cell * 20 + 20; k++) peers.add(PEERS[k]!);
    const before: Set<number> | null = common;
    common = before === null ? peers : new Set([...before].filter((c) => peers.has(c)));
    for (const c of bugCells) common.delete(c);
    return !(bugCells.length > 1 && bitCount(allValues) > 1 && common.size === 0);
  };
  for (const unit of EXPLAINER_UNITS) {
    for (let digit = 1; digit <= SIZE; digit++) {
      const bit = 1 << (digit - 1);
      const places = positions(state, unit, bit);
      const n = bitCount(places);
      if (n === 0 || n === 2) continue;
      const fresh = cellsAt(unit, places).filter((c) => bitCount(candidates[c]!) >= 3);
      if (onlyBit === 0) onlyBit = bit;
      if (onlyBit !== bit) oneValue = false;
      if (oneValue) for (const c of fresh) if (!extraCells.includes(c)) extraCells.push(c);
      if (fresh.length === 0) return null;
      if (fresh.length !== 1) continue;
      if (!addBugCell(fresh[0]!, bit)) return null;
    }
  }
  if (oneValue && extraCells.length > bugCells.length) {
    for (const cell of extraCells) if (!bugCells.includes(cell) && !addBugCell(cell, onlyBit)) return null;
  }
  for (let cell = 0; cell < CELLS; cell++)
    if (cells[cell] === 0 && bitCount(reduced[cell]!) !== 2) return null;
  for (let unit = 0; unit < 27; unit++) {
    for (let digit = 1; digit <= SIZE; digit++) {
      let n = 0;
      for (let i = 0; i < SIZE; i++) if (reduced[UNIT_CELLS[unit * SIZE + i]!]! & (1 << (digit - 1))) n++;
      if (n !== 0 && n !== 2) return null;
    }
  }
  if (bugCells.length === 0) return null;
  const pattern = bugCells.slice().sort((x, y) => x - y);
  if (bugCells.length === 1) {
    const cell = bugCells[0]!;
    const eliminations: Mark[] = [];
    marksOf(cell, candidates[cell]! & ~allValues, eliminations);
    return rated(5.6, {
      technique: 'bug-1',
      placements: [],
      eliminations,
      cells: pattern,
      units: [],
      text: `BUG type 1: every empty cell but ${cellText(cell)} holds two digits; were it not ${digitsText(allValues)}, every digit would have two places in every unit, a deadly pattern, so its other candidates go.`,
    });
  }
  const targets = [...((common as Set<number> | null) ?? [])].sort((x, y) => x - y);
  if (bitCount(allValues) === 1) {
    const digit = lowestDigit(allValues);
    const eliminations = targets.filter((c) => state.has(c, digit)).map((cell) => ({ cell, digit }));
    if (eliminations.length > 0) {
      return rated(5.7, {
        technique: 'bug-2',
        placements: [],
        eliminations,
        cells: pattern,
        units: [],
        text: `BUG type 2: one of ${cellsText(pattern)} is ${digit} (else a deadly pattern), so ${digit} leaves the cells that see them all.`,
      });
    }
  }
  if (bugCells.length === 2 && targets.length > 0) {
    // Type 4: one of the two BUG cells takes its BUG digit; where a digit they share is locked to
    // them in a unit they share, the other takes that digit: each keeps its BUG digits and that one.
    const [p, q] = bugCells as [number, number];
    for (const unit of commonUnits(p, q)) {
      const shared = candidates[p]! & candidates[q]! & ~bugValues.get(p)! & ~bugValues.get(q)!;
      for (let rest = shared; rest !== 0; rest &= rest - 1) {
        const bit = rest & -rest;
        const locked = unitCellsOf(unit).every((c) => c === p || c === q || (candidates[c]! & bit) === 0);
        if (!locked) continue;
        const eliminations: Mark[] = [];
        marksOf(p, candidates[p]! & ~(bugValues.get(p)! | bit), eliminations);
        marksOf(q, candidates[q]! & ~(bugValues.get(q)! | bit), eliminations);
        if (eliminations.length === 0) continue;
        return rated(5.7, {
          technique: 'bug-4',
          placements: [],
          eliminations,
          cells: pattern,
          units: [unit],
          text: `BUG type 4: one of ${cellsText(pattern)} holds its BUG digit, and ${lowestDigit(bit)} is locked to them in ${unitText(unit)}, so their other shared candidates go.`,
        });
      }
    }
  }
  if (bitCount(allValues) > 1 && targets.length > 0) return bugType3(state, pattern, allValues, targets);
  return null;
}

/**
 * BUG type 3: the BUG cells, all in one unit, act as one cell holding their BUG digits (one of them
 * takes one); with degree - 1 cells of the unit that see them all, holding degree digits between
 * them and those, a naked subset: each of its digits leaves the cells that see all its holders.
 * Rated 5.7, + 0.1 a digit of the subset beyond the first.
 */
function bugType3(
  state: Board,
  bugCells: readonly number[],
  values: number,
  targets: readonly number[],
): Rated | null {
  const { candidates } = state;
  for (let degree = 2; degree <= 6; degree++) {
    for (const kind of KINDS) {
      const unit = UNITS_OF[bugCells[0]! * 3 + kind]!;
      if (!bugCells.every((c) => inUnit(c, unit))) continue;
      const inside = targets.filter((c) => inUnit(c, unit));
      if (inside.length < degree) continue;
      for (const picked of combinationsOf(inside, degree - 1)) {
        let union = 0;
        for (const c of picked) union |= candidates[c]!;
        if (bitCount(union) !== degree || (values & ~union) !== 0) continue;
        if (picked.some((c) => bitCount(candidates[c]!) <= 1)) continue;
        const eliminations: Mark[] = [];
        for (let rest = union; rest !== 0; rest &= rest - 1) {
          const digit = lowestDigit(rest);
          const holders = [...picked, ...bugCells].filter((c) => state.has(c, digit));
          for (let cell = 0; cell < CELLS; cell++)
            if (state.has(cell, digit) && !holders.includes(cell) && holders.every((h) => sees(cell, h)))
              eliminations.push({ cell, digit });
        }
        if (eliminations.length === 0) continue;
        return rated(Math.round((5.7 + (degree - 1) * 0.1) * 10) / 10, {
          technique: 'bug-3',
          placements: [],
          eliminations,
          cells: [...bugCells, ...picked].sort((x, y) => x - y),
          units: [unit],
          text: `BUG type 3: one of ${cellsText(bugCells)} takes ${digitsText(values)} (else a deadly pattern), which with ${cellsText(picked)} makes a naked subset of ${digitsText(union)} in ${unitText(unit)}, so those digits leave the cells that see all their holders.`,
        });
      }
    }
  }
  return null;
}

// ---------------------------------------------------------------------------------------------
// Aligned pair exclusion (6.2): two cells, and the bivalue cells that see both (at least two); a
// pair of digits for the two that would empty one of those cells cannot be, and a candidate of the
// two cells in no allowed pair goes.

/**
 * An aligned exclusion's scratch: its memo of the last failure, and its sets of cells. A base is a
 * cell of two candidates or more that sees no cell of one candidate and some excluders: the cells
 * of two (for pairs) or two or three (for triples) candidates that it sees.
 */
interface AlignedScratch {
  readonly memo: FailureMemo;
  readonly changed: Int32Array;
  /** The changed cells and the cells that are bases now and were not at the last failure. */
  readonly marked: Int32Array;
  /** The changed cells that are excluders now (of two to `most` candidates). */
  readonly changedExcluders: Int32Array;
  /** Those and their peers (for triples). */
  readonly nearMarked: Int32Array;
  /** Each cell's excluders as a set: excluderSets[cell * 3 ...]. */
  readonly excluderSets: Int32Array;
  /** The bases as a set, and the cells a base may be paired with (see pairable). */
  readonly baseSet: Int32Array;
  readonly reach: Int32Array;
  /** The cells that share two excluders or more with a base (see partnersOf). */
  readonly partners: Int32Array;
  /** Each cell's count of candidates. */
  readonly counts: Uint8Array;
  /** The cells whose base status and excluders are worked out again (see alignedBases). */
  readonly redo: Int32Array;
  /**
   * Whether the tables (counts, baseSet, excluderSets) are those of the board the memo holds: the
   * last call ran to its end and found nothing.
   */
  kept: boolean;
  /** The candidates of a triple's excluders (they are among a cell's 20 peers). */
  readonly masks: Uint16Array;
  /** The excluders shared by a pair or triple (among a cell's 20 peers). */
  readonly shared: Int32Array;
  /** The cells that see two of a pair's shared excluders or more: where a triple's third may be. */
  readonly twice: Int32Array;
}

const alignedScratch = (): AlignedScratch => ({
  memo: new FailureMemo(),
  changed: new Int32Array(3),
  marked: new Int32Array(3),
  changedExcluders: new Int32Array(3),
  nearMarked: new Int32Array(3),
  excluderSets: new Int32Array(CELLS * 3),
  baseSet: new Int32Array(3),
  reach: new Int32Array(3),
  partners: new Int32Array(3),
  counts: new Uint8Array(CELLS),
  redo: new Int32Array(3),
  kept: false,
  masks: new Uint16Array(20),
  shared: new Int32Array(20),
  twice: new Int32Array(3),
});
const pairScratch = () => alignedScratch();
const tripleScratch = () => alignedScratch();

/** Whether a cell is a base, given each cell's count of candidates, excluders holding up to `most`. */
function isBaseOn(counts: Uint8Array, cell: number, most: number): boolean {
  if (counts[cell]! < 2) return false;
  let excluders = false;
  for (let k = cell * 20; k < cell * 20 + 20; k++) {
    const n = counts[PEERS[k]!]!;
    if (n === 1) return false;
    if (n >= 2 && n <= most) excluders = true;
  }
  return excluders;
}

/**
 * The bases of the board, ascending (and `baseSet`, `counts`, `excluderSets`); after a failure,
 * with `marked`: the changed cells and the new bases (bases now that were not then), and
 * `changedExcluders`. After a failure the tables are the failed board's (see `kept`), and a cell's
 * base status and excluders read only its own count and its peers': only the changed cells'
 * counts, and the status and excluders of those and their peers, are worked out again.
 */
function alignedBases(state: Board, most: number, scratch: AlignedScratch, since: boolean): number[] {
  const { candidates } = state;
  const { changed, marked, changedExcluders, excluderSets, baseSet, counts, redo } = scratch;
  if (since) {
    for (let word = 0; word < 3; word++) {
      for (let rest = changed[word]!; rest !== 0; rest &= rest - 1) {
        const cell = word * WORD + 31 - Math.clz32(rest & -rest);
        counts[cell] = bitCount(candidates[cell]!);
      }
    }
    withPeers(changed, redo);
    marked.set(changed);
    changedExcluders.fill(0);
  } else {
    for (let cell = 0; cell < CELLS; cell++) counts[cell] = bitCount(candidates[cell]!);
    redo.fill(ALL_CELLS_WORD);
  }
  for (let word = 0; word < 3; word++) {
    for (let rest = redo[word]!; rest !== 0; rest &= rest - 1) {
      const cell = word * WORD + 31 - Math.clz32(rest & -rest);
      const n = counts[cell]!;
      if (since && n >= 2 && n <= most && hasCell(changed, 0, cell)) addCell(changedExcluders, 0, cell);
      const was = hasCell(baseSet, 0, cell);
      if (!isBaseOn(counts, cell, most)) {
        baseSet[word]! &= ~(rest & -rest);
        continue;
      }
      addCell(baseSet, 0, cell);
      if (since && !was) addCell(marked, 0, cell);
      const at = cell * 3;
      excluderSets[at] = 0;
      excluderSets[at + 1] = 0;
      excluderSets[at + 2] = 0;
      for (let k = cell * 20; k < cell * 20 + 20; k++) {
        const peer = PEERS[k]!;
        const count = counts[peer]!;
        if (count >= 2 && count <= most) addCell(excluderSets, at, peer);
      }
    }
  }
  const bases: number[] = [];
  for (let word = 0; word < 3; word++)
    for (let rest = baseSet[word]!; rest !== 0; rest &= rest - 1)
      bases.push(word * WORD + 31 - Math.clz32(rest & -rest));
  return bases;
}

/** Whether the peers common to the cells (two or three) hold a cell of the set. */
function commonPeersMeet(set: Int32Array, a: number, b: number, c = -1): boolean {
  for (let w = 0; w < 3; w++) {
    let common = PEER_SETS[a * 3 + w]! & PEER_SETS[b * 3 + w]! & set[w]!;
    if (c >= 0) common &= PEER_SETS[c * 3 + w]!;
    if (common !== 0) return true;
  }
  return false;
}

/** The cells before `cell` in word `w` of a set, as a mask of that word. */
function before(cell: number, w: number): number {
  const word = (cell / WORD) | 0;
  if (w < word) return -1;
  if (w > word) return 0;
  return (1 << (cell - word * WORD)) - 1;
}

/**
 * The cells a base q may be paired with for a step, written to `reach`: every cell, or after a
 * failure, where q is not marked, the marked cells and the cells that see with q a changed
 * excluder (see alignedPairExclusion).
 */
function pairable(q: number, since: boolean, scratch: AlignedScratch): void {
  const { changedExcluders, marked, reach } = scratch;
  if (!since || hasCell(marked, 0, q)) {
    reach.fill(-1);
    return;
  }
  reach.set(marked);
  for (let word = 0; word < 3; word++) {
    for (let rest = changedExcluders[word]! & PEER_SETS[q * 3 + word]!; rest !== 0; rest &= rest - 1) {
      const cell = word * WORD + 31 - Math.clz32(rest & -rest);
      for (let w = 0; w < 3; w++) reach[w]! |= PEER_SETS[cell * 3 + w]!;
    }
  }
}

export function alignedPairExclusion(state: Board): Rated | null {
  const { candidates } = state;
  const scratch = state.work.scratch(pairScratch);
  const { memo, changed, excluderSets, baseSet, reach, partners, shared } = scratch;
  // A pair's support: its two cells, whether each is a base, and its excluders (the cells that see
  // both). After a failure only pairs with a marked cell (changed, or a new base) or a changed
  // excluder can take a step: where neither cell is marked and every excluder is unchanged, the
  // two cells and their candidates are as they were, with excluders that were all excluders then
  // with the same candidates (some of then's may have gone): every choice allowed then is allowed
  // now, and none was barred then. They are met in the usual order, so the first step of them is
  // the first of all.
  const since = scratch.kept && memo.changes(state, changed);
  scratch.kept = false;
  const bases = alignedBases(state, 2, scratch, since);
  // Pairs in Sudoku Explainer's order: (0,1), (0,2), (1,2), (0,3), ...; a pair takes a step only
  // with two shared excluders or more, so p is among the cells that see two of q's (see partnersOf).
  for (let j = 1; j < bases.length; j++) {
    const q = bases[j]!;
    pairable(q, since, scratch);
    partnersOf(excluderSets, q, partners);
    for (let w = 0; w < 3; w++) {
      for (let rest = baseSet[w]! & reach[w]! & partners[w]! & before(q, w); rest !== 0; rest &= rest - 1) {
        const p = w * WORD + 31 - Math.clz32(rest & -rest);
        const s0 = excluderSets[p * 3]! & excluderSets[q * 3]!;
        const s1 = excluderSets[p * 3 + 1]! & excluderSets[q * 3 + 1]!;
        const s2 = excluderSets[p * 3 + 2]! & excluderSets[q * 3 + 2]!;
        const count = cellsOfWords(s0, s1, s2, shared, 0);
        const seen = sees(p, q);
        let allowedP = 0;
        let allowedQ = 0;
        for (let mp = candidates[p]!; mp !== 0; mp &= mp - 1) {
          const bp = mp & -mp;
          for (let mq = candidates[q]!; mq !== 0; mq &= mq - 1) {
            const bq = mq & -mq;
            if (bp === bq && seen) continue;
            if (emptiesOne(candidates, shared, count, bp | bq)) continue;
            allowedP |= bp;
            allowedQ |= bq;
          }
        }
        const eliminations: Mark[] = [];
        marksOf(p, candidates[p]! & ~allowedP, eliminations);
        marksOf(q, candidates[q]! & ~allowedQ, eliminations);
        if (eliminations.length === 0) continue;
        memo.found();
        const excluders = Array.from(shared.subarray(0, count));
        return rated(6.2, {
          technique: 'aligned-pair-exclusion',
          placements: [],
          eliminations,
          cells: [p, q, ...excluders],
          units: [],
          roles: [
            { cell: p, role: 'pivot' },
            { cell: q, role: 'pivot' },
            ...excluders.map((cell) => ({ cell, role: 'link' as const })),
          ],
          text: `Aligned pair exclusion: ${cellText(p)} and ${cellText(q)} cannot take digits that would empty one of ${cellsText(excluders)}, which see both; so ${eliminations.map((e) => `${e.digit} at ${cellText(e.cell)}`).join(', ')} go.`,
        });
      }
    }
  }
  memo.failed(state);
  scratch.kept = true;
  return null;
}

// ---------------------------------------------------------------------------------------------
// Wings of an almost locked set and a bivalue cell (WXYZ-Wing 5.5-5.6, VWXYZ-Wing 6.2-6.4), as
// Sukaku Explainer (Sudoku Explainer's maintained heir)
// finds them: n cells that all see one another holding n + 1 digits between them, and a bivalue
// cell xz outside them with both digits in the set. Where every cell of the set holding x sees the
// bivalue cell (x a restricted common), z leaves the cells that see the bivalue cell and every
// z of the set; where z is restricted too, the n + 2 cells hold n + 2 digits, a locked set, and
// each digit leaves the cells that see all its holders. The rating grows with the set and, for the
// middle sizes, is highest when its largest cell holds about half of its digits.

const WING_NAMES = ['', '', '', 'WXYZ-Wing', 'VWXYZ-Wing'] as const;
const WING_IDS = ['', '', '', 'wxyz-wing', 'vwxyz-wing'] as const;

function wingRating(n: number, biggest: number): number {
  const [base, span] = n === 3 ? [5.5, 4] : [6.2, 5];
  const middle = Math.floor((span + 2) / 2);
  return Math.round((base + (span - middle - Math.abs(middle - biggest)) * 0.1) * 10) / 10;
}

interface WingHint {
  readonly rating: number;
  readonly eliminations: number;
  readonly suffix: string;
  /** The set's cells ascending, then its bivalue cell: the order in which the whole search meets the wings. */
  readonly order: readonly number[];
  readonly step: Step;
}

/** Whether one wing comes before another in the order of a whole search (see WingHint). */
function wingBefore(x: readonly number[], y: readonly number[]): boolean {
  for (let k = 0; k < x.length; k++) if (x[k] !== y[k]) return x[k]! < y[k]!;
  return false;
}

/** Cells that see every cell given (and are none of them) and hold the digit. */
function seeingAll(
  state: Board,
  holders: readonly number[],
  digit: number,
  exclude: readonly number[],
): number[] {
  const out: number[] = [];
  const first = holders[0]!;
  for (let k = first * 20; k < first * 20 + 20; k++) {
    const cell = PEERS[k]!;
    if (!state.has(cell, digit) || exclude.includes(cell)) continue;
    if (holders.every((h) => h === cell || sees(cell, h))) out.push(cell);
  }
  return out.sort((a, b) => a - b);
}

/** A wing search's scratch: its memo of the last failure, and its sets of cells. */
interface WingScratch {
  readonly memo: FailureMemo;
  /**
   * The cells changed since the last failure that could be in a set (two candidates or more), the
   * changed bivalue cells, and the cells near a change: those and the peers of these.
   */
  readonly changed: Int32Array;
  readonly pivots: Int32Array;
  readonly near: Int32Array;
  /** The cells that may be in a set: two candidates or more, and no more than it has digits. */
  readonly live: Int32Array;
  /** The cells that see every cell of the set so far, at each depth: common[depth * 3 ...]. */
  readonly common: Int32Array;
  /** For `consider`: the cells seen by the set; the set; each digit's holders in it, and the cells seeing those. */
  readonly range: Int32Array;
  readonly cellsOf: Int32Array;
  readonly holders: Int32Array;
  readonly seeHolders: Int32Array;
  /** Each digit's cells on the board, and the bivalue cells. */
  readonly digitCells: Int32Array;
  readonly bivalues: Int32Array;
}

/**
 * Keeps the changed cells of two candidates or more; writes the bivalue ones (pivots) and the cells
 * near a change: those changed cells, and the cells that see a pivot and hold one of its digits (a
 * set whose wing has that pivot holds one: its restricted common x).
 */
function nearChanges(
  candidates: Uint16Array,
  changed: Int32Array,
  near: Int32Array,
  pivots: Int32Array,
): void {
  pivots.fill(0);
  for (let word = 0; word < 3; word++) {
    for (let rest = changed[word]!; rest !== 0; rest &= rest - 1) {
      const low = rest & -rest;
      const n = bitCount(candidates[word * WORD + 31 - Math.clz32(low)]!);
      if (n < 2) changed[word]! &= ~low;
      else if (n === 2) pivots[word]! |= low;
    }
  }
  near.set(changed);
  for (let word = 0; word < 3; word++) {
    for (let rest = pivots[word]!; rest !== 0; rest &= rest - 1) {
      const pivot = word * WORD + 31 - Math.clz32(rest & -rest);
      const digits = candidates[pivot]!;
      for (let k = pivot * 20; k < pivot * 20 + 20; k++) {
        const peer = PEERS[k]!;
        if (candidates[peer]! & digits) addCell(near, 0, peer);
      }
    }
  }
}

/** The cells after `cell` in word `w` of a set, as a mask of that word (all of them for cell -1). */
function after(cell: number, w: number): number {
  if (cell < 0) return -1;
  const word = (cell / WORD) | 0;
  if (w < word) return 0;
  if (w > word) return -1;
  return ~((2 << (cell - word * WORD)) - 1);
}

/** Whether every holder of the digit (a bit) in a wing's set sees yz. */
function wingRestricted(holders: Int32Array, bit: number, yz: number): boolean {
  const d = (lowestDigit(bit) - 1) * 3;
  return (
    (holders[d]! & ~PEER_SETS[yz * 3]!) === 0 &&
    (holders[d + 1]! & ~PEER_SETS[yz * 3 + 1]!) === 0 &&
    (holders[d + 2]! & ~PEER_SETS[yz * 3 + 2]!) === 0
  );
}

/** Appends the cells other than the set's and yz that hold the digit and see its holders (and yz). */
function wingEliminations(
  seeHolders: Int32Array,
  digitCells: Int32Array,
  cellsOf: Int32Array,
  bit: number,
  yz: number,
  withYz: boolean,
  out: Mark[],
): void {
  const digit = lowestDigit(bit);
  const d = (digit - 1) * 3;
  for (let w = 0; w < 3; w++) {
    let rest = seeHolders[d + w]! & digitCells[d + w]! & ~cellsOf[w]!;
    if (withYz) rest &= PEER_SETS[yz * 3 + w]!;
    for (; rest !== 0; rest &= rest - 1) {
      const cell = w * WORD + 31 - Math.clz32(rest & -rest);
      if (cell !== yz) out.push({ cell, digit });
    }
  }
}

export function alsWing(n: number): (state: Board) => Rated | null {
  const technique = WING_IDS[n]!;
  const name = WING_NAMES[n]!;
  const scratch = (): WingScratch => ({
    memo: new FailureMemo(),
    changed: new Int32Array(3),
    near: new Int32Array(3),
    pivots: new Int32Array(3),
    live: new Int32Array(3),
    common: new Int32Array((n + 1) * 3),
    range: new Int32Array(3),
    cellsOf: new Int32Array(3),
    holders: new Int32Array(SIZE * 3),
    seeHolders: new Int32Array(SIZE * 3),
    digitCells: new Int32Array(SIZE * 3),
    bivalues: new Int32Array(3),
  });
  return (state) => {
    const { candidates } = state;
    const {
      memo,
      changed,
      near,
      pivots,
      live,
      common,
      range,
      cellsOf,
      holders,
      seeHolders,
      digitCells,
      bivalues,
    } = state.work.scratch(scratch);
    // A wing's support is its set and its bivalue cell: they decide the pattern, its digits x and
    // z and which cells hold them; its eliminations fall on other cells that can only lose
    // candidates, so a wing that took nothing on the last failed board takes nothing now. After a
    // failure the search visits only sets that hold a changed cell (with every bivalue cell), or
    // that see a changed bivalue cell (with those only): sets holding a cell near a change. As every
    // wing that can take a step is among them, and equal ones are taken by their place in the whole
    // search's order, the best of them is the best of all.
    const since = memo.changes(state, changed);
    if (since) nearChanges(candidates, changed, near, pivots);
    const hints: WingHint[] = [];
    const set: number[] = [];
    // Where each digit is (digitCells[(digit - 1) * 3 ...]), read by the eliminations.
    for (let d = 0; d < SIZE; d++) {
      digitCells[d * 3] = 0;
      digitCells[d * 3 + 1] = 0;
      digitCells[d * 3 + 2] = 0;
    }
    bivalues.fill(0);
    for (let cell = 0; cell < CELLS; cell++) {
      if (bitCount(candidates[cell]!) === 2) addCell(bivalues, 0, cell);
      for (let rest = candidates[cell]!; rest !== 0; rest &= rest - 1)
        addCell(digitCells, (lowestDigit(rest) - 1) * 3, cell);
    }
    const consider = (union: number, onlyChanged: boolean) => {
      // The set's cells, and the bivalue cells that see one of them (and are none of them), holding
      // digits of the set only: where its bivalue cell may be. With none, no wing.
      range.fill(0);
      cellsOf.fill(0);
      for (const c of set) {
        addCell(cellsOf, 0, c);
        for (let w = 0; w < 3; w++) range[w]! |= PEER_SETS[c * 3 + w]!;
      }
      let some = 0;
      for (let w = 0; w < 3; w++) {
        range[w]! &= ~cellsOf[w]! & (onlyChanged ? pivots[w]! : bivalues[w]!);
        for (let rest = union ^ ALL; rest !== 0; rest &= rest - 1)
          range[w]! &= ~digitCells[(lowestDigit(rest) - 1) * 3 + w]!;
        some |= range[w]!;
      }
      if (some === 0) return;
      // Each digit's holders in the set, and the cells that see all of those.
      let biggest = 0;
      let size = 0;
      for (let rest = union; rest !== 0; rest &= rest - 1) {
        const d = (lowestDigit(rest) - 1) * 3;
        holders[d] = 0;
        holders[d + 1] = 0;
        holders[d + 2] = 0;
        seeHolders[d] = -1;
        seeHolders[d + 1] = -1;
        seeHolders[d + 2] = -1;
      }
      for (const c of set) {
        const count = bitCount(candidates[c]!);
        biggest = Math.max(biggest, count);
        size += count;
        for (let rest = candidates[c]!; rest !== 0; rest &= rest - 1) {
          const d = (lowestDigit(rest) - 1) * 3;
          addCell(holders, d, c);
          for (let w = 0; w < 3; w++) seeHolders[d + w]! &= PEER_SETS[c * 3 + w]!;
        }
      }
      for (let w = 0; w < 3; w++) {
        for (let rest = range[w]!; rest !== 0; rest &= rest - 1) {
          const yz = w * WORD + 31 - Math.clz32(rest & -rest);
          const mask = candidates[yz]!;
          const lo = mask & -mask;
          const hi = mask & ~lo;
          const hiRestricted = wingRestricted(holders, hi, yz);
          const loRestricted = wingRestricted(holders, lo, yz);
          const both = hiRestricted && loRestricted;
          const x = loRestricted ? lo : hiRestricted ? hi : 0;
          if (x === 0) continue;
          const z = mask & ~x;
          const eliminations: Mark[] = [];
          if (both) {
            for (let rest = union; rest !== 0; rest &= rest - 1)
              wingEliminations(
                seeHolders,
                digitCells,
                cellsOf,
                rest & -rest,
                yz,
                (mask & rest & -rest) !== 0,
                eliminations,
              );
          } else wingEliminations(seeHolders, digitCells, cellsOf, z, yz, true, eliminations);
          if (eliminations.length === 0) continue;
          const cells = [...set].sort((a, b) => a - b);
          hints.push({
            rating: wingRating(n, biggest),
            eliminations: eliminations.length,
            suffix: `${both ? 2 : 1}${biggest}${size}`,
            order: [...cells, yz],
            step: {
              technique,
              placements: [],
              eliminations,
              cells: [...cells, yz].sort((a, b) => a - b),
              units: [],
              roles: [
                ...cells.map((cell) => ({ cell, role: 'pattern' as const })),
                { cell: yz, role: 'pivot' },
              ],
              text: `${name}: ${cellsText(cells)} hold ${digitsText(union)} between them (one digit more than cells), and ${cellText(yz)} holds ${digitsText(mask)}; ${both ? `both are restricted commons, so the ${n + 1} cells lock ${n + 1} digits` : `every ${lowestDigit(x)} of the set sees ${cellText(yz)}, so one of them is ${lowestDigit(z)}`}, and ${board.listText(eliminations.map((e) => `${e.digit} at ${cellText(e.cell)}`))} go${eliminations.length === 1 ? 'es' : ''}.`,
            },
          });
        }
      }
    };
    // `hitChanged`: whether the set so far holds a changed cell; `from`: the cell its next cells
    // come after (-1 for any).
    const grow = (union: number, hitChanged: boolean, from: number) => {
      const depth = set.length;
      const at = (depth - 1) * 3;
      const completes = depth === n - 1;
      // The cells after `from` that see every cell of the set and may be in one, ascending as
      // the peers are: the order in which Sudoku Explainer's search meets them.
      for (let w = 0; w < 3; w++) {
        for (let rest = common[at + w]! & live[w]! & after(from, w); rest !== 0; rest &= rest - 1) {
          const cell = w * WORD + 31 - Math.clz32(rest & -rest);
          const next = union | candidates[cell]!;
          const digits = bitCount(next);
          if (digits > n + 1 || (completes && digits !== n + 1)) continue;
          set.push(cell);
          if (!completes) {
            for (let v = 0; v < 3; v++) common[depth * 3 + v] = common[at + v]! & PEER_SETS[cell * 3 + v]!;
            grow(next, hitChanged || hasCell(changed, 0, cell), cell);
          } else if (!since || hitChanged || hasCell(changed, 0, cell)) consider(next, false);
          else consider(next, true);
          set.pop();
        }
      }
    };
    live.fill(0);
    for (let cell = 0; cell < CELLS; cell++) {
      const count = bitCount(candidates[cell]!);
      if (count >= 2 && count <= n + 1) addCell(live, 0, cell);
    }
    // The whole search grows each set from its first cell. After a failure each set holding a cell
    // near a change is grown once, from the first such cell, with the other cells its peers that
    // are not near cells before it, in any place; a wing found so is taken by its place in the
    // whole search's order (see wingBefore).
    for (let cell = 0; cell < CELLS; cell++) {
      if (!hasCell(live, 0, cell) || (since && !hasCell(near, 0, cell))) continue;
      set.push(cell);
      for (let w = 0; w < 3; w++)
        common[w] = PEER_SETS[cell * 3 + w]! & (since ? ~(near[w]! & before(cell, w)) : -1);
      grow(candidates[cell]!, since && hasCell(changed, 0, cell), since ? -1 : cell);
      set.pop();
    }
    if (hints.length === 0) {
      memo.failed(state);
      return null;
    }
    memo.found();
    let best = hints[0]!;
    for (const h of hints) {
      const better =
        h.rating < best.rating - 1e-9 ||
        (Math.abs(h.rating - best.rating) < 1e-9 &&
          (h.eliminations > best.eliminations ||
            (h.eliminations === best.eliminations &&
              (h.suffix > best.suffix || (h.suffix === best.suffix && wingBefore(h.order, best.order))))));
      if (better) best = h;
    }
    return rated(best.rating, best.step);
  };
}

// ---------------------------------------------------------------------------------------------
// Strong-link chains on one digit (Sukaku Explainer's "n Strong Links": skyscraper, 2-string
// kite, turbot fish and their grouped forms at n = 2, 4.0-4.3; three links 5.4-5.7).
// A strong link: a unit where the digit has two places, or (grouped) places in a box's row and
// column only with one arm a single cell, or places in a line in two of its boxes with one side a
// single cell. The links are joined end to start by weak links (the cells share a unit); the digit
// leaves the cells that see both ends, or, where the ends see each other too (a loop), the cells
// of each weak link's unit. Rated by n (4.0, 5.4), + 0.1 for a mix of unit kinds (+ 0.2 for a
// box with both kinds of line), + 0.3 for any grouped link.

interface Link {
  readonly unit: number;
  /** 0 box, 1 row, 2 column. */
  readonly kind: number;
  readonly from: readonly number[];
  readonly to: readonly number[];
  readonly grouped: boolean;
}

const STRONG_BASE = [0, 0, 4.0, 5.4];

/** Whether the cells all lie in one row, column or box. */
function oneUnit(cells: readonly number[]): boolean {
  for (let k = 0; k < 3; k++) {
    const unit = UNITS_OF[cells[0]! * 3 + k]!;
    if (cells.every((c) => inUnit(c, unit))) return true;
  }
  return false;
}

function sharedUnit(cells: readonly number[]): number {
  for (const kind of KINDS) {
    const unit = UNITS_OF[cells[0]! * 3 + kind]!;
    if (cells.every((c) => inUnit(c, unit))) return unit;
  }
  return -1;
}

/** A strong link with what the chain search reads of it (see linkGraph). */
interface LinkData {
  readonly link: Link;
  /** Its cells, its start and its end as sets: words 0..2, 3..5 and 6..8. */
  readonly sets: Int32Array;
  /** For each kind of KINDS (box, row, column), that unit of the end's first cell where it holds the whole end, else -1. */
  readonly endUnits: readonly number[];
  /** endUnits as a 27-bit mask. */
  readonly endMask: number;
  /** The units holding the whole start, as a 27-bit mask. */
  readonly startMask: number;
}

function linkData(link: Link): LinkData {
  const { from, to } = link;
  const sets = new Int32Array(9);
  for (const cell of from) {
    addCell(sets, 0, cell);
    addCell(sets, 3, cell);
  }
  for (const cell of to) {
    addCell(sets, 0, cell);
    addCell(sets, 6, cell);
  }
  const endUnits = KINDS.map((kind) => {
    const unit = UNITS_OF[to[0]! * 3 + kind]!;
    return holdsAll(unit, to) ? unit : -1;
  });
  let endMask = 0;
  for (const unit of endUnits) if (unit !== -1) endMask |= 1 << unit;
  let startMask = 0;
  for (let k = 0; k < 3; k++) {
    const unit = UNITS_OF[from[0]! * 3 + k]!;
    if (holdsAll(unit, from)) startMask |= 1 << unit;
  }
  return { link, sets, endUnits, endMask, startMask };
}

/** Whether a unit holds every cell of a list. */
function holdsAll(unit: number, cells: readonly number[]): boolean {
  for (const cell of cells) if (!inUnit(cell, unit)) return false;
  return true;
}

const NO_LINKS: readonly LinkData[] = [];

/** The strong links of a unit whose places of a digit are `mask` (whatever the digit), each both ways. */
function unitLinks(unit: number, mask: number): readonly LinkData[] {
  const size = bitCount(mask);
  if (size < 2 || size > 6) return NO_LINKS;
  const links: LinkData[] = [];
  const add = (kind: number, a: number[], b: number[], grouped: boolean) => {
    links.push(linkData({ unit, kind, from: a, to: b, grouped }));
    links.push(linkData({ unit, kind, from: b, to: a, grouped }));
  };
  const kind = unit >= 18 ? 0 : unit < 9 ? 1 : 2;
  const cells = cellsAt(unit, mask);
  if (cells.length === 2) {
    add(kind, [cells[0]!], [cells[1]!], false);
    return links;
  }
  if (kind === 0) {
    // An empty rectangle: the cells lie in one row and one column of the box, both arms used.
    for (const heart of unitCellsOf(unit)) {
      const row = UNITS_OF[heart * 3]!;
      const column = UNITS_OF[heart * 3 + 1]!;
      if (!cells.every((c) => inUnit(c, row) || inUnit(c, column))) continue;
      const arm1 = cells.filter((c) => inUnit(c, row) && c !== heart);
      const arm2 = cells.filter((c) => inUnit(c, column) && c !== heart);
      if (arm1.length === 0 || arm2.length === 0) continue;
      const withHeart = (arm: number[]) => (cells.includes(heart) ? [...arm, heart] : arm);
      if (arm1.length === 1) add(kind, arm1, withHeart(arm2), true);
      else if (arm2.length === 1) add(kind, arm2, withHeart(arm1), true);
      // Two cells in each arm: each side is an arm and the heart, which both sides share (the
      // digit is in one arm or at the heart, and so on one side whichever way).
      else add(kind, withHeart(arm1), withHeart(arm2), true);
      break;
    }
  } else {
    // A line's cells in two of its boxes: the digit is in one group or the other (either side
    // may be a single cell or a group of two or three).
    const boxes = [...new Set(cells.map((c) => UNITS_OF[c * 3 + 2]!))];
    if (boxes.length !== 2) return links;
    const a = cells.filter((c) => inUnit(c, boxes[0]!));
    const b = cells.filter((c) => inUnit(c, boxes[1]!));
    add(kind, a, b, true);
  }
  return links;
}

/**
 * A chain's rating from its length, the kinds of unit of its links (a mask: 1 << kind) and whether
 * any is grouped.
 */
function linkRating(length: number, kinds: number, grouped: boolean): number {
  const base = STRONG_BASE[length]!;
  if (grouped) return Math.round((base + 0.3) * 10) / 10;
  const box = (kinds & 1) !== 0;
  const mixed = (kinds & 6) === 6;
  const add = box && mixed ? 0.2 : box || mixed ? 0.1 : 0;
  return Math.round((base + add) * 10) / 10;
}

/** The unit (box, row, then column) holding every cell of a set of which `cell` is one, or -1. */
function unitHolding(w0: number, w1: number, w2: number, cell: number): number {
  for (const kind of KINDS) {
    const unit = UNITS_OF[cell * 3 + kind]!;
    const at = unit * 3;
    if ((w0 & ~UNIT_SETS[at]!) === 0 && (w1 & ~UNIT_SETS[at + 1]!) === 0 && (w2 & ~UNIT_SETS[at + 2]!) === 0)
      return unit;
  }
  return -1;
}

/**
 * A digit's strong links and how they join: what the chain searches of every length read. Its
 * tables have room for the most links a digit can have, of which the first `count` are its.
 */
interface LinkGraph {
  count: number;
  readonly links: Link[];
  /** Each link's cells as a set at 9i, its start at 9i + 3, its end at 9i + 6. */
  readonly sets: Int32Array;
  /** The cells holding the digit, as a set. */
  readonly holders: Int32Array;
  /**
   * The units that can weakly link one link's end to another's start: for link i and each kind of
   * KINDS (box, row, column), endUnits[i * 3 + k] is that unit of the end's first cell where it holds
   * the whole end, else -1; startUnits[i] is a 27-bit mask of the units holding the whole start.
   */
  readonly endUnits: Int32Array;
  readonly startUnits: Int32Array;
  /**
   * Each link's unit (bits 0..4), its kind of unit and grouping as LINK_RATINGS reads them (1 << kind,
   * plus 8 if grouped; from bit 5).
   */
  readonly info: Int32Array;
  /**
   * The links each link's end is weakly linked to, in the links' order: a chain goes on only by
   * them. Link i's are a set of links, bits ascending: nextBits[2i] holds links 0..31, nextBits[2i + 1]
   * the rest (a unit has one link of a digit at most, both ways: 54 links at most).
   */
  readonly nextBits: Int32Array;
}

/**
 * A unit's strong links for a set of places, and what linkGraph copies of each: LINK_WORDS words a
 * link, its cells, start and end as sets (9), its endUnits (3), its startMask and its info (as
 * LinkGraph's). One flat table a unit, read in order, instead of an object and two arrays a link.
 */
interface UnitLinks {
  readonly links: readonly Link[];
  readonly table: Int32Array;
}

const LINK_WORDS = 14;
const NO_UNIT_LINKS: UnitLinks = { links: [], table: new Int32Array(0) };

function unitLinksTable(data: readonly LinkData[]): UnitLinks {
  const table = new Int32Array(data.length * LINK_WORDS);
  data.forEach(({ link, sets, endUnits, startMask }, k) => {
    const at = k * LINK_WORDS;
    table.set(sets, at);
    table[at + 9] = endUnits[0]!;
    table[at + 10] = endUnits[1]!;
    table[at + 11] = endUnits[2]!;
    table[at + 12] = startMask;
    table[at + 13] = link.unit | (((1 << link.kind) | (link.grouped ? 8 : 0)) << 5);
  });
  return { links: data.map((d) => d.link), table };
}

/**
 * The strong links of a unit with these places, as the call's workspace keeps them: unitLinks is a
 * function of the unit and its places alone (whatever the digit), so each pair is worked out once.
 */
const unitLinksWork = () => new Array<UnitLinks | undefined>(27 * 512);

function unitLinksOf(known: (UnitLinks | undefined)[], unit: number, mask: number): UnitLinks {
  let links = known[unit * 512 + mask];
  if (links === undefined) {
    links = unitLinksTable(unitLinks(unit, mask));
    known[unit * 512 + mask] = links;
  }
  return links;
}

/** The most strong links a digit can have: one a unit, both ways. */
const MOST_LINKS = 54;

/** A link graph with room for any digit's links, its tables sharing one buffer. */
function emptyGraph(): LinkGraph {
  const buffer = new Int32Array(MOST_LINKS * 16 + 3);
  const table = (from: number, words: number) =>
    buffer.subarray(MOST_LINKS * from, MOST_LINKS * (from + words));
  return {
    count: 0,
    links: [],
    sets: table(0, 9),
    endUnits: table(9, 3),
    startUnits: table(12, 1),
    info: table(13, 1),
    nextBits: table(14, 2),
    holders: buffer.subarray(MOST_LINKS * 16),
  };
}

/**
 * Each digit's link graph, made once per call (see workspace.ts) and built again in place whenever
 * the digit's plane changes: the memo of graphs (linkGraphWork) holds one graph a digit, the last
 * built, and a digit's new graph replaces it there. linkGraph runs to its end (it checks no budget),
 * so the memo never holds a graph half built.
 */
const linkGraphsWork = () => Array.from({ length: SIZE + 1 }, emptyGraph);

/**
 * A digit's link graph: its strong links, each both ways, in Sudoku Explainer's order (by unit),
 * and how they join. A function of the digit's plane (its places), which `holders` is too.
 * Built in the digit's graph of the workspace (see linkGraphsWork).
 */
function linkGraph(state: Board, places: Uint16Array, digit: number): LinkGraph {
  const graph = state.work.scratch(linkGraphsWork)[digit]!;
  /** The digit's places in a unit (in a row, its cells' bits in order). */
  const placesIn = (unit: number) => places[unit * SIZE + digit - 1]!;
  const { links, sets, holders, endUnits, startUnits, info, nextBits } = graph;
  const known = state.work.scratch(unitLinksWork);
  const byUnit: UnitLinks[] = new Array(27);
  let count = 0;
  for (let unit = 0; unit < 27; unit++) {
    const mask = placesIn(unit);
    // Places too few or too many for a strong link (see unitLinks): nothing to look up.
    const size = bitCount(mask);
    const ofUnit = size < 2 || size > 6 ? NO_UNIT_LINKS : unitLinksOf(known, unit, mask);
    byUnit[unit] = ofUnit;
    count += ofUnit.links.length;
  }
  graph.count = count;
  nextBits.fill(0, 0, count * 2);
  // Per unit, the links starting in it (their starts lie wholly in the unit), as a set of links.
  const startsIn = state.work.scratch(linkGraphScratch);
  startsIn.fill(0);
  let i = 0;
  for (const unit of EXPLAINER_UNITS) {
    const { links: ofUnit, table } = byUnit[unit]!;
    for (let k = 0; k < ofUnit.length; k++) {
      links[i] = ofUnit[k]!;
      const at = k * LINK_WORDS;
      for (let w = 0; w < 9; w++) sets[i * 9 + w] = table[at + w]!;
      endUnits[i * 3] = table[at + 9]!;
      endUnits[i * 3 + 1] = table[at + 10]!;
      endUnits[i * 3 + 2] = table[at + 11]!;
      const startMask = table[at + 12]!;
      startUnits[i] = startMask;
      info[i] = table[at + 13]!;
      for (let rest = startMask; rest !== 0; rest &= rest - 1) {
        const start = 31 - Math.clz32(rest & -rest);
        startsIn[start * 2 + (i >> 5)]! |= 1 << (i & 31);
      }
      i++;
    }
  }
  // Link i goes on to the links starting in a unit of its end: the union of those units' sets of
  // links, whose bits ascending are the links' order, each link once.
  for (let from = 0; from < count; from++) {
    for (let k = 0; k < 3; k++) {
      const unit = endUnits[from * 3 + k]!;
      if (unit === -1) continue;
      nextBits[from * 2]! |= startsIn[unit * 2]!;
      nextBits[from * 2 + 1]! |= startsIn[unit * 2 + 1]!;
    }
  }
  // The digit's cells, three rows a word.
  for (let word = 0; word < 3; word++) {
    const row = word * 3;
    holders[word] = placesIn(row) | (placesIn(row + 1) << SIZE) | (placesIn(row + 2) << (2 * SIZE));
  }
  return graph;
}

/** linkGraph's sets of the links starting in each unit (two words a unit), made once per call. */
const linkGraphScratch = () => new Int32Array(27 * 2);

/** The link graphs of the digits, shared by the searches of every length (see memo.ts). */
const linkGraphWork = digitWork<LinkGraph>(SIZE);

/** A digit's link graph, from the memo where the digit's plane is as it was. */
function linkGraphOf(state: Board, places: Uint16Array, digit: number): LinkGraph {
  const { memo, key } = state.work.scratch(linkGraphWork);
  planeKey(places, digit, key);
  let graph = memo.lookup(digit, key);
  if (graph === undefined) {
    graph = linkGraph(state, places, digit);
    memo.store(digit, key, graph);
  }
  return graph;
}

/** A digit's chain of n strong links that Sudoku Explainer would take among the digit's: see strongLinkChains. */
interface ChainFound {
  readonly rating: number;
  /** How many candidates it eliminates. */
  readonly eliminations: number;
  readonly chain: Link[];
}

/** LINK_RATINGS[n][kinds | grouped << 3]: linkRating(n, kinds, grouped), for chains of 2 and 3 links. */
const LINK_RATINGS: readonly Float64Array[] = [0, 1, 2, 3].map((n) =>
  Float64Array.from({ length: 16 }, (_, at) => (n < 2 ? 0 : linkRating(n, at & 7, at >= 8))),
);

/**
 * The chains of n strong links on one digit, in Sudoku Explainer's order, and the one it takes: the
 * lowest rated, ties going to the one that eliminates more (then to the first found). The search
 * reads the digit's link graph only, and only counts each chain's eliminations, on cell sets.
 * Given `fresh` (a set of links, two words as nextBits), it visits only the chains holding one of
 * them, in the same order: where every other chain is known to eliminate nothing (see
 * strongLinkChains), it takes the same one.
 */
function bestChain(graph: LinkGraph, n: number, fresh: Int32Array | null): ChainFound | null {
  const { count, links, sets, holders, endUnits, startUnits, info, nextBits } = graph;
  if (count < n * 2) return null;
  const ratings = LINK_RATINGS[n]!;
  let best: ChainFound | null = null;
  // The best's rating, or Infinity before there is one: a chain rated above it is not taken.
  let bestRating = Number.POSITIVE_INFINITY;
  const chain = new Int32Array(n);
  /** The unit that weakly links link i's end to link j's start (box, row, column first), or -1. */
  const join = (i: number, j: number): number => {
    for (let k = 0; k < 3; k++) {
      const unit = endUnits[i * 3 + k]!;
      if (unit !== -1 && (startUnits[j]! >> unit) & 1) return unit;
    }
    return -1;
  };
  let used = 0;
  // How many links of the chain so far are fresh (every link is, without `fresh`): with none, the
  // next link must be one from which the links still to come can reach a fresh one.
  let freshIn = 0;
  const isFresh = (j: number): number => (fresh === null ? 1 : (fresh[j >> 5]! >>> (j & 31)) & 1);
  const reach = fresh === null ? null : freshReach(nextBits, count, n, fresh);
  /** The links that may come at `depth` in the chain so far, word w (as nextBits): see reach. */
  const allowed = (depth: number, w: number): number =>
    reach === null || freshIn !== 0 ? -1 : reach[(n - 1 - depth) * 2 + w]!;
  /** Weighs the chain: its kinds of unit and grouping (`at`, as in LINK_RATINGS) are those of its links. */
  const finish = (at: number) => {
    const rating = ratings[at]!;
    const first = chain[0]! * 9;
    const last = chain[n - 1]! * 9;
    const e0 = sets[first + 3]! | sets[last + 6]!;
    const e1 = sets[first + 4]! | sets[last + 7]!;
    const e2 = sets[first + 5]! | sets[last + 8]!;
    let c0 = 0;
    let c1 = 0;
    let c2 = 0;
    for (let k = 0; k < n; k++) {
      const link = chain[k]! * 9;
      c0 |= sets[link]!;
      c1 |= sets[link + 1]!;
      c2 |= sets[link + 2]!;
    }
    let x0 = holders[0]! & ~c0;
    let x1 = holders[1]! & ~c1;
    let x2 = holders[2]! & ~c2;
    const closing = unitHolding(e0, e1, e2, links[chain[0]!]!.from[0]!);
    if (closing === -1) {
      // The digit leaves the cells that see both ends.
      for (let word = 0; word < 3; word++) {
        for (let rest = word === 0 ? e0 : word === 1 ? e1 : e2; rest !== 0; rest &= rest - 1) {
          const end = word * WORD + 31 - Math.clz32(rest & -rest);
          x0 &= PEER_SETS[end * 3]!;
          x1 &= PEER_SETS[end * 3 + 1]!;
          x2 &= PEER_SETS[end * 3 + 2]!;
        }
      }
    } else {
      // A loop: the digit leaves the units of its weak links.
      let u0 = UNIT_SETS[closing * 3]!;
      let u1 = UNIT_SETS[closing * 3 + 1]!;
      let u2 = UNIT_SETS[closing * 3 + 2]!;
      for (let k = 0; k + 1 < n; k++) {
        const unit = join(chain[k]!, chain[k + 1]!);
        u0 |= UNIT_SETS[unit * 3]!;
        u1 |= UNIT_SETS[unit * 3 + 1]!;
        u2 |= UNIT_SETS[unit * 3 + 2]!;
      }
      x0 &= u0;
      x1 &= u1;
      x2 &= u2;
    }
    const eliminations = bitCount(x0) + bitCount(x1) + bitCount(x2);
    if (eliminations === 0) return;
    if (
      best === null ||
      rating < best.rating - 1e-9 ||
      (Math.abs(rating - best.rating) < 1e-9 && eliminations > best.eliminations)
    ) {
      best = { rating, eliminations, chain: Array.from(chain, (i) => links[i]!) };
      bestRating = rating;
    }
  };
  // A link adds its kind of unit and may make the chain grouped, and neither lowers a rating: a chain
  // begun with links rated above the best so far is not taken however it goes on, nor is any chain
  // rated above it whatever it eliminates, so neither is followed further.
  const extend = (depth: number, at: number) => {
    if (depth === n) {
      finish(at);
      return;
    }
    const i = chain[depth - 1]!;
    for (let w = 0; w < 2; w++)
      for (let rest = nextBits[i * 2 + w]! & allowed(depth, w); rest !== 0; rest &= rest - 1) {
        const j = w * 32 + 31 - Math.clz32(rest & -rest);
        const unit = info[j]! & 31;
        if (used & (1 << unit)) continue;
        const more = at | (info[j]! >> 5);
        if (ratings[more]! > bestRating + 1e-9) continue;
        const s0 = sets[j * 9]!;
        const s1 = sets[j * 9 + 1]!;
        const s2 = sets[j * 9 + 2]!;
        let apart = true;
        for (let k = 0; k < depth && apart; k++) {
          const c = chain[k]! * 9;
          if ((sets[c]! & s0) !== 0 || (sets[c + 1]! & s1) !== 0 || (sets[c + 2]! & s2) !== 0) apart = false;
        }
        if (!apart) continue;
        used |= 1 << unit;
        chain[depth] = j;
        const was = freshIn;
        freshIn += isFresh(j);
        extend(depth + 1, more);
        freshIn = was;
        used &= ~(1 << unit);
      }
  };
  for (let j = 0; j < count; j++) {
    const at = info[j]! >> 5;
    if (ratings[at]! > bestRating + 1e-9) continue;
    if (((allowed(0, j >> 5) >>> (j & 31)) & 1) === 0) continue;
    used = 1 << (info[j]! & 31);
    chain[0] = j;
    freshIn = isFresh(j);
    extend(1, at);
  }
  return best;
}

/**
 * The links from which a chain can reach a fresh link within k more links, at words 2k and 2k + 1
 * (as nextBits), for k below n: the fresh links themselves, and those going on to a link that can
 * within k - 1. A chain that holds no fresh link yet goes on only by these (the links to come
 * being fewer at each depth), so that every chain it can complete holds one.
 */
function freshReach(nextBits: Int32Array, count: number, n: number, fresh: Int32Array): Int32Array {
  const reach = new Int32Array(n * 2);
  reach[0] = fresh[0]!;
  reach[1] = fresh[1]!;
  for (let k = 1; k < n; k++) {
    const r0 = reach[k * 2 - 2]!;
    const r1 = reach[k * 2 - 1]!;
    let w0 = fresh[0]!;
    let w1 = fresh[1]!;
    for (let i = 0; i < count; i++)
      if ((nextBits[i * 2]! & r0) !== 0 || (nextBits[i * 2 + 1]! & r1) !== 0) {
        if (i < 32) w0 |= 1 << i;
        else w1 |= 1 << (i - 32);
      }
    reach[k * 2] = w0;
    reach[k * 2 + 1] = w1;
  }
  return reach;
}

/**
 * The chains of n strong links on every digit, and the one Sudoku Explainer takes: the lowest rated,
 * ties going to the one that eliminates more, then to the first found (the lowest digit's, as each
 * digit's best is its first found among its equals). A digit's best is a function of its plane, so
 * a digit whose plane is as it was the last time keeps its best (see memo.ts); the step is worded
 * for the one taken.
 *
 * A digit whose last search found nothing, and whose plane has only lost cells since, is searched
 * only along chains holding a link of a unit that lost a cell, as failure-memo.ts argues for a
 * board: a chain of links of the other units is a chain of the last plane too (a unit's links are a
 * function of its places, and so are the joins between them), and then eliminated nothing; its
 * eliminations now are among those, as the digit's cells are fewer. So every chain that eliminates
 * anything holds a fresh link, and the search of those alone, in the same order, takes the same one.
 */
export function strongLinkChains(n: number): (state: Board) => Rated | null {
  const work = digitWork<ChainFound | null>(SIZE);
  return (state) => {
    const places = placesTable(state);
    const { memo } = state.work.scratch(work);
    const { before, fresh } = state.work.scratch(chainsScratch);
    const found = perDigit(state, work, places, (digit) => {
      const graph = linkGraphOf(state, places, digit);
      const shrunk = memo.last(digit, before) === null && freshLinks(graph, places, digit, before, fresh);
      return bestChain(graph, n, shrunk ? fresh : null);
    });
    let best: ChainFound | null = null;
    let bestDigit = 0;
    for (let digit = 1; digit <= SIZE; digit++) {
      const chain = found[digit] ?? null;
      if (
        chain !== null &&
        (best === null ||
          chain.rating < best.rating - 1e-9 ||
          (Math.abs(chain.rating - best.rating) < 1e-9 && chain.eliminations > best.eliminations))
      ) {
        best = chain;
        bestDigit = digit;
      }
    }
    if (best === null) return null;
    return rated(best.rating, strongLinkStep(state, n, bestDigit, best.chain));
  };
}

/** strongLinkChains' scratch: a digit's plane at its last search, and the fresh links (see freshLinks). */
const chainsScratch = () => ({ before: new Int32Array(SIZE), fresh: new Int32Array(2) });

/**
 * The links of a digit's graph in the units that lost a cell of the digit since its plane `then`,
 * written to `fresh` (a set of links, as nextBits), and true; or false when the plane has gained a
 * cell since (another board), so that there is nothing to go from.
 */
function freshLinks(
  graph: LinkGraph,
  places: Uint16Array,
  digit: number,
  then: Int32Array,
  fresh: Int32Array,
): boolean {
  let units = 0;
  for (let row = 0; row < SIZE; row++) {
    const now = places[row * SIZE + digit - 1]!;
    if ((now & ~then[row]!) !== 0) return false;
    for (let gone = then[row]! & ~now; gone !== 0; gone &= gone - 1) {
      const cell = row * SIZE + 31 - Math.clz32(gone & -gone);
      units |= (1 << UNITS_OF[cell * 3]!) | (1 << UNITS_OF[cell * 3 + 1]!) | (1 << UNITS_OF[cell * 3 + 2]!);
    }
  }
  fresh.fill(0);
  const { info } = graph;
  for (let j = 0; j < graph.count; j++) if ((units >> (info[j]! & 31)) & 1) fresh[j >> 5]! |= 1 << (j & 31);
  return true;
}

/** The step of a chain of strong links the search took, its eliminations in Sudoku Explainer's order. */
function strongLinkStep(state: Board, n: number, digit: number, chain: readonly Link[]): Step {
  const ends = [...chain[0]!.from, ...chain[chain.length - 1]!.to];
  const inChain = chain.flatMap((l) => [...l.from, ...l.to]);
  const eliminations: Mark[] = [];
  const closing = oneUnit(ends) ? sharedUnit(ends) : -1;
  if (closing === -1) {
    for (const cell of seeingAll(state, ends, digit, inChain)) eliminations.push({ cell, digit });
  } else {
    // A loop: each weak link's unit loses the digit outside the chain.
    const weak = [closing];
    for (let i = 0; i + 1 < chain.length; i++)
      weak.push(sharedUnit([...chain[i]!.to, ...chain[i + 1]!.from]));
    const seen = new Set<number>();
    for (const unit of weak)
      for (const cell of unitCellsOf(unit))
        if (state.has(cell, digit) && !inChain.includes(cell) && !seen.has(cell)) {
          seen.add(cell);
          eliminations.push({ cell, digit });
        }
  }
  const text = chain
    .map((l) => `${l.from.map(cellText).join('|')}=${l.to.map(cellText).join('|')}`)
    .join(' - ');
  const grouped = chain.some((l) => l.grouped);
  return {
    technique: `strong-links-${n}`,
    placements: [],
    eliminations,
    cells: [...new Set(inChain)].sort((a, b) => a - b),
    units: chain.map((l) => l.unit),
    roles: inChain.map((cell) => ({ cell, role: 'link' as const })),
    text: `${n} strong links${grouped ? ' (grouped)' : ''} on ${digit}: ${text}; ${closing === -1 ? `one end is ${digit}, so ${digit} leaves the cells that see both` : `the ends see each other, a loop, so ${digit} leaves the units of its weak links`} (${cellsText(eliminations.map((e) => e.cell))}).`,
  };
}

// ---------------------------------------------------------------------------------------------
// Aligned triple exclusion (7.5): three cells (two, and a third that one of them sees through an
// excluder), and the cells of two or three candidates that see all three (at least two of them):
// a choice of digits for the three that repeats a digit between two that see each other, or that
// would take every candidate of one of those cells, cannot be; a candidate in no allowed choice goes.

export function alignedTripleExclusion(state: Board): Rated | null {
  const scratch = state.work.scratch(tripleScratch);
  const { memo, changed, marked, changedExcluders, nearMarked, excluderSets, baseSet, reach, twice } =
    scratch;
  const { masks, shared, partners } = scratch;
  // A triple's support: its three cells, whether each is a base, and its excluders (the cells that
  // see all three). After a failure only triples with a marked cell (changed, or a new base) or a
  // changed excluder can take a step (as for pairs: see alignedPairExclusion), met in the usual
  // order: the first step of them is the first of all. Such a triple's first two cells are near a
  // marked base or a changed excluder (the third is an excluder of one of them), so pairs of two
  // cells near none are passed over; and where neither is marked nor sees with the other a
  // changed excluder, only a marked third can do.
  const since = scratch.kept && memo.changes(state, changed);
  scratch.kept = false;
  const bases = alignedBases(state, 3, scratch, since);
  if (since) {
    for (let w = 0; w < 3; w++) reach[w] = (marked[w]! & baseSet[w]!) | changedExcluders[w]!;
    withPeers(reach, nearMarked);
  }
  for (let j = 1; j < bases.length; j++) {
    const b = bases[j]!;
    const bNear = !since || hasCell(nearMarked, 0, b);
    // A triple's shared excluders are among its first two cells': a sees two of b's or more.
    partnersOf(excluderSets, b, partners);
    for (let w = 0; w < 3; w++) {
      const firsts = baseSet[w]! & partners[w]! & before(b, w) & (bNear ? -1 : nearMarked[w]!);
      for (let rest = firsts; rest !== 0; rest &= rest - 1) {
        const a = w * WORD + 31 - Math.clz32(rest & -rest);
        const ab0 = excluderSets[a * 3]! & excluderSets[b * 3]!;
        const ab1 = excluderSets[a * 3 + 1]! & excluderSets[b * 3 + 1]!;
        const ab2 = excluderSets[a * 3 + 2]! & excluderSets[b * 3 + 2]!;
        // Whether every triple of the pair may take a step, or only those whose third cell is marked.
        const pairMarked =
          !since || hasCell(marked, 0, a) || hasCell(marked, 0, b) || commonPeersMeet(changedExcluders, a, b);
        if (!pairMarked && !thirdMarked(excluderSets, a, b, marked, baseSet)) continue;
        // The third cells, bases other than a and b that see two of the pair's shared excluders or
        // more (those it shares): a's excluders, then b's not among them, ascending.
        seenTwice(ab0, ab1, ab2, twice);
        for (let v = 0; v < 3; v++) twice[v]! &= baseSet[v]! & (pairMarked ? -1 : marked[v]!);
        twice[(a / WORD) | 0]! &= ~(1 << (a % WORD));
        twice[(b / WORD) | 0]! &= ~(1 << (b % WORD));
        for (let side = 0; side < 2; side++) {
          for (let v = 0; v < 3; v++) {
            const own = excluderSets[(side === 0 ? a : b) * 3 + v]!;
            const thirds = twice[v]! & own & (side === 0 ? -1 : ~excluderSets[a * 3 + v]!);
            for (let more = thirds; more !== 0; more &= more - 1) {
              const c = v * WORD + 31 - Math.clz32(more & -more);
              if (metBefore(excluderSets, a, b, c)) continue;
              const count = cellsOfWords(
                ab0 & excluderSets[c * 3]!,
                ab1 & excluderSets[c * 3 + 1]!,
                ab2 & excluderSets[c * 3 + 2]!,
                shared,
                0,
              );
              const found = tripleExclusion(state, a, b, c, shared, count, masks);
              if (found !== null) {
                memo.found();
                return found;
              }
            }
          }
        }
      }
    }
  }
  memo.failed(state);
  scratch.kept = true;
  return null;
}

/**
 * The cells that share two excluders or more with a base, written to `out`: an excluder of the base
 * is an excluder of each cell it sees (its count of candidates is what makes it one), so they are
 * the cells that see two of the base's excluders or more.
 */
function partnersOf(excluderSets: Int32Array, base: number, out: Int32Array): void {
  seenTwice(excluderSets[base * 3]!, excluderSets[base * 3 + 1]!, excluderSets[base * 3 + 2]!, out);
}

/** The cells that see two cells or more of a set (three words), written to `out`. */
function seenTwice(w0: number, w1: number, w2: number, out: Int32Array): void {
  let once0 = 0;
  let once1 = 0;
  let once2 = 0;
  out.fill(0);
  for (let word = 0; word < 3; word++) {
    for (let rest = word === 0 ? w0 : word === 1 ? w1 : w2; rest !== 0; rest &= rest - 1) {
      const at = (word * WORD + 31 - Math.clz32(rest & -rest)) * 3;
      out[0]! |= once0 & PEER_SETS[at]!;
      out[1]! |= once1 & PEER_SETS[at + 1]!;
      out[2]! |= once2 & PEER_SETS[at + 2]!;
      once0 |= PEER_SETS[at]!;
      once1 |= PEER_SETS[at + 1]!;
      once2 |= PEER_SETS[at + 2]!;
    }
  }
}

/**
 * Whether the search met the triple of a, b (a before b) and c before, in other roles, and found
 * nothing. The three cells x < y < z are met as (x, y) with z where z is an excluder of x or y,
 * then as (x, z) with y, then as (y, z) with x, each where the third is an excluder of one of the
 * two. The exclusion does not depend on the roles, nor do its excluders (the cells that see all
 * three), so a triple met again finds nothing: after a failure, where the triple's support changed
 * the search looked at every meeting of it; where it did not, no meeting takes a step.
 */
function metBefore(excluderSets: Int32Array, a: number, b: number, c: number): boolean {
  const excludes = (p: number, q: number) => hasCell(excluderSets, q * 3, p);
  if (c > b) return false;
  return excludes(b, a) || excludes(b, c) || (c < a && (excludes(a, b) || excludes(a, c)));
}

/** Whether an excluder of a or of b is a marked base: a third cell that may make a step with them. */
function thirdMarked(
  excluderSets: Int32Array,
  a: number,
  b: number,
  marked: Int32Array,
  baseSet: Int32Array,
): boolean {
  for (let w = 0; w < 3; w++)
    if (((excluderSets[a * 3 + w]! | excluderSets[b * 3 + w]!) & marked[w]! & baseSet[w]!) !== 0) return true;
  return false;
}

/** Whether the digits taken leave one of the excluders without a candidate. */
function emptiesOne(candidates: Uint16Array, excluders: Int32Array, count: number, taken: number): boolean {
  for (let i = 0; i < count; i++) if ((candidates[excluders[i]!]! & ~taken) === 0) return true;
  return false;
}

// Which of three cells see one another, for `allowedChoice`.
const SEES_AB = 1;
const SEES_AC = 2;
const SEES_BC = 4;

/**
 * Whether three cells may take digits da, db, dc (as bits): no digit repeated between two that see
 * each other, and every excluder (its candidates in `masks[0 ... count]`) keeps one.
 */
function allowedChoice(
  masks: Uint16Array,
  count: number,
  seen: number,
  da: number,
  db: number,
  dc: number,
): boolean {
  if ((da === db && seen & SEES_AB) || (da === dc && seen & SEES_AC) || (db === dc && seen & SEES_BC))
    return false;
  const taken = da | db | dc;
  for (let i = 0; i < count; i++) if ((masks[i]! & ~taken) === 0) return false;
  return true;
}

/**
 * The exclusion of three cells by the excluders that see all three: a choice of digits repeating one
 * between two cells that see each other, or taking every candidate of an excluder, cannot be; the
 * step that removes the candidates in no allowed choice, or null when there is none.
 */
export function tripleExclusion(
  state: Board,
  a: number,
  b: number,
  c: number,
  excluders: Int32Array,
  count: number,
  masks: Uint16Array,
): Rated | null {
  const { candidates } = state;
  const seen = (sees(a, b) ? SEES_AB : 0) | (sees(a, c) ? SEES_AC : 0) | (sees(b, c) ? SEES_BC : 0);
  const maskA = candidates[a]!;
  const maskB = candidates[b]!;
  const maskC = candidates[c]!;
  for (let i = 0; i < count; i++) masks[i] = candidates[excluders[i]!]!;
  // A candidate stays when one allowed choice holds it; each choice found lets its other two stay
  // too. Only a candidate with no allowed choice needs every choice tried.
  let allowedA = 0;
  let allowedB = 0;
  let allowedC = 0;
  for (let ma = maskA; ma !== 0; ma &= ma - 1) {
    const da = ma & -ma;
    if (allowedA & da) continue;
    search: for (let mb = maskB; mb !== 0; mb &= mb - 1)
      for (let mc = maskC; mc !== 0; mc &= mc - 1)
        if (allowedChoice(masks, count, seen, da, mb & -mb, mc & -mc)) {
          allowedA |= da;
          allowedB |= mb & -mb;
          allowedC |= mc & -mc;
          break search;
        }
  }
  for (let mb = maskB; mb !== 0; mb &= mb - 1) {
    const db = mb & -mb;
    if (allowedB & db) continue;
    search: for (let ma = maskA; ma !== 0; ma &= ma - 1)
      for (let mc = maskC; mc !== 0; mc &= mc - 1)
        if (allowedChoice(masks, count, seen, ma & -ma, db, mc & -mc)) {
          allowedA |= ma & -ma;
          allowedB |= db;
          allowedC |= mc & -mc;
          break search;
        }
  }
  for (let mc = maskC; mc !== 0; mc &= mc - 1) {
    const dc = mc & -mc;
    if (allowedC & dc) continue;
    search: for (let ma = maskA; ma !== 0; ma &= ma - 1)
      for (let mb = maskB; mb !== 0; mb &= mb - 1)
        if (allowedChoice(masks, count, seen, ma & -ma, mb & -mb, dc)) {
          allowedA |= ma & -ma;
          allowedB |= mb & -mb;
          allowedC |= dc;
          break search;
        }
  }
  if ((maskA & ~allowedA) === 0 && (maskB & ~allowedB) === 0 && (maskC & ~allowedC) === 0) return null;
  const cells = [a, b, c];
  const shared = Array.from(excluders.subarray(0, count));
  const eliminations: Mark[] = [];
  marksOf(a, candidates[a]! & ~allowedA, eliminations);
  marksOf(b, candidates[b]! & ~allowedB, eliminations);
  marksOf(c, candidates[c]! & ~allowedC, eliminations);
  if (eliminations.length === 0) return null;
  return rated(7.5, {
    technique: 'aligned-triple-exclusion',
    placements: [],
    eliminations,
    cells: [...cells, ...shared],
    units: [],
    roles: [
      ...cells.map((cell) => ({ cell, role: 'pivot' as const })),
      ...shared.map((cell) => ({ cell, role: 'link' as const })),
    ],
    text: `Aligned triple exclusion: ${cellsText(cells)} cannot take digits that would empty one of ${cellsText(shared)}, which see all three; so ${eliminations.map((e) => `${e.digit} at ${cellText(e.cell)}`).join(', ')} go.`,
  });
}
