import { bitCount, lowestBit, lowestDigit } from '@sudoku-lab/core';
import type { Houses } from '../board.js';
import * as board from '../board.js';
import { scoreOf } from '../records.js';
import { type Board, eliminationStep, type Mark, type Position, type Rated, type Step } from '../state.js';
import { leavesText } from '../variants/text.js';
import type { FinderTable } from './finders.js';
import { cellsAt, type DigitWork, digitWork, perDigit, placesTable, rated } from './search.js';

// Base scores, from the records.
const DIRECT_POINTING = scoreOf('direct-pointing');
const DIRECT_CLAIMING = scoreOf('direct-claiming');
const POINTING = scoreOf('pointing');
const CLAIMING = scoreOf('claiming');
// Module constants, read once (see solutions.ts).
const { cellText, columnOf, OVERLAP, rowOf, SIZE, UNIT_CELLS, UNITS_OF, unitText } = board;

// Per digit of the unit being looked at: its number of places and the rows, columns and boxes they
// lie in (bit masks), filled in one pass over the unit's cells and their candidates. Kept in the
// call's workspace (see workspace.ts).
const tallies = () => ({
  placeCount: new Int32Array(SIZE),
  rowsOf: new Int32Array(SIZE),
  columnsOf: new Int32Array(SIZE),
  boxesOf: new Int32Array(SIZE),
});

/**
 * Locked candidates: when a digit's places in one unit all lie in a second unit, the digit must go in
 * their intersection, so it leaves the rest of the second unit. Pointing: the first unit is a box (or
 * a jigsaw's region) and the second a line; claiming: the first is a line and the second its region.
 * The places are found from one pass over the unit's cells and their candidates: the union of the
 * cells' rows, columns and regions per digit, for all nine digits at once. One finder for every
 * ladder: on a variant whose houses are more than rows, columns and regions, the digit also leaves
 * the other cells that see every place (a window's, a knight's move away).
 */
function locked(state: Position, technique: 'pointing' | 'claiming'): Step | null {
  const { candidates, houses } = state;
  const { unitCells: UNIT_CELLS, regionOf: boxOf, unitNames } = houses;
  const { placeCount, rowsOf, columnsOf, boxesOf } = state.work.scratch(tallies);
  const [from, to] = technique === 'pointing' ? [18, 27] : [0, 18];
  for (let unit = from; unit < to; unit++) {
    placeCount.fill(0);
    rowsOf.fill(0);
    columnsOf.fill(0);
    boxesOf.fill(0);
    for (let i = 0; i < SIZE; i++) {
      const cell = UNIT_CELLS[unit * SIZE + i]!;
      const row = 1 << rowOf[cell]!;
      const column = 1 << columnOf[cell]!;
      const box = 1 << boxOf[cell]!;
      for (let rest = candidates[cell]!; rest !== 0; rest &= rest - 1) {
        const d = lowestDigit(rest) - 1;
        placeCount[d]!++;
        rowsOf[d]! |= row;
        columnsOf[d]! |= column;
        boxesOf[d]! |= box;
      }
    }
    for (let digit = 1; digit <= SIZE; digit++) {
      const bit = 1 << (digit - 1);
      const count = placeCount[digit - 1]!;
      const rows = rowsOf[digit - 1]!;
      const columns = columnsOf[digit - 1]!;
      const boxes = boxesOf[digit - 1]!;
      if (count < 2) continue;
      // The second units (-1 for none): a box's row then its column, or a line's box. No array: this
      // runs for every unit and digit at every step.
      let first = -1;
      let second = -1;
      if (technique === 'pointing') {
        if ((rows & (rows - 1)) === 0) first = lowestBit(rows);
        if ((columns & (columns - 1)) === 0) second = 9 + lowestBit(columns);
      } else if ((boxes & (boxes - 1)) === 0) first = 18 + lowestBit(boxes);
      for (let k = 0; k < 2; k++) {
        const other = k === 0 ? first : second;
        if (other === -1) continue;
        let eliminations: Mark[] | null = null;
        for (let i = 0; i < SIZE; i++) {
          const cell = UNIT_CELLS[other * SIZE + i]!;
          if (candidates[cell]! & bit && !inUnit(houses, cell, unit))
            (eliminations ??= []).push({ cell, digit });
        }
        // Most lockings remove nothing: the places are listed only where something goes, or may.
        if (eliminations === null && houses.plain) continue;
        const cells: number[] = [];
        for (let i = 0; i < SIZE; i++) {
          const cell = UNIT_CELLS[unit * SIZE + i]!;
          if (candidates[cell]! & bit) cells.push(cell);
        }
        if (!houses.plain) eliminations = withOthersSeeing(state, cells, digit, other, eliminations);
        if (eliminations === null) continue;
        const verb = technique === 'pointing' ? 'Pointing' : 'Claiming';
        const [u, o] = [unitNames[unit]!, unitNames[other]!];
        const where = houses.plain
          ? `the rest of ${o}`
          : leavesText(
              eliminations.map((e) => e.cell),
              { name: o, cells: unitCellList(houses, other) },
              houses,
              cells,
            );
        return eliminationStep(
          technique,
          eliminations,
          cells,
          [unit, other],
          `${verb}: in ${u}, ${digit} is only in ${o}, so it leaves ${where}.`,
        );
      }
    }
  }
  return null;
}

function inUnit(houses: Houses, cell: number, unit: number): boolean {
  return unit < 9
    ? rowOf[cell] === unit
    : unit < 18
      ? columnOf[cell] === unit - 9
      : houses.regionOf[cell] === unit - 18;
}

/** A unit's nine cells, as a list. */
function unitCellList(houses: Houses, unit: number): number[] {
  return Array.from({ length: SIZE }, (_, i) => houses.unitCells[unit * SIZE + i]!);
}

/**
 * The eliminations of a locking on a variant's board, with the cells beyond the second unit that see
 * every place too (by an extra house, a cage, a knight's or king's move), in board order; null for none.
 */
function withOthersSeeing(
  state: Position,
  places: readonly number[],
  digit: number,
  other: number,
  found: Mark[] | null,
): Mark[] | null {
  const { peerStart, peers, seen } = state.houses;
  const out = found === null ? [] : [...found];
  const first = places[0]!;
  for (let k = peerStart[first]!, end = peerStart[first + 1]!; k < end; k++) {
    const cell = peers[k]!;
    if (!state.has(cell, digit) || places.includes(cell) || inUnit(state.houses, cell, other)) continue;
    if (places.every((place) => seen[cell * 81 + place] === 1)) out.push({ cell, digit });
  }
  return out.length === 0 ? null : out.sort((a, b) => a.cell - b.cell);
}

export const pointing = (state: Position): Step | null => locked(state, 'pointing');
export const claiming = (state: Position): Step | null => locked(state, 'claiming');

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
    const first = UNIT_CELLS[unit * SIZE + lowestBit(where)]!;
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

/**
 * A digit's hits of each locking kind, searched as the kinds are reached: UNSEARCHED until then, and
 * each written only once its kind's search on the digit has run to its end. The first kind on any
 * digit ends the search of all, so the later kinds are often never searched.
 */
export const UNSEARCHED = -2;
const unsearched = () => new Int32Array(LOCKING_KINDS.length).fill(UNSEARCHED);

/** What a locking search's hit on a digit is made into: its step, rated. */
type LockedStep = (
  places: Uint16Array,
  digit: number,
  firstKind: number,
  secondKind: number,
  hit: number,
) => Rated;

/**
 * The first hit of `test` in Sudoku Explainer's order, kind by kind then digit by digit, made into its
 * step; each kind's hits on a digit are kept in `work` while the digit's places stay as they were.
 */
function firstLocking(
  state: Board,
  work: () => DigitWork<Int32Array>,
  test: LockedTest,
  stepOf: LockedStep,
): Rated | null {
  const places = placesTable(state);
  const hits = perDigit(state, work, places, unsearched);
  for (let k = 0; k < LOCKING_KINDS.length; k++) {
    const [firstKind, secondKind] = LOCKING_KINDS[k]!;
    for (let digit = 1; digit <= SIZE; digit++) {
      const known = hits[digit]!;
      if (known[k] === UNSEARCHED) known[k] = firstLocked(places, digit, firstKind, secondKind, test);
      const hit = known[k]!;
      if (hit !== -1) return stepOf(places, digit, firstKind, secondKind, hit);
    }
  }
  return null;
}

/** A direct locking's step, from its hit i1 * 81 + i2 * 9 + i3 (its three units' indices). */
const directStep: LockedStep = (places, digit, firstKind, secondKind, hit) => {
  const unit = firstKind + ((hit / 81) | 0);
  const other = secondKind + (((hit / 9) | 0) % 9);
  const third = firstKind + (hit % 9);
  const rest = places[third * SIZE + digit - 1]! & ~OVERLAP[third * 27 + other]!;
  const remain = UNIT_CELLS[third * SIZE + lowestBit(rest)]!;
  const cells = cellsAt(unit, places[unit * SIZE + digit - 1]!);
  // A direct step is its single: SE places the digit and leaves the candidates as they are.
  const pointing = firstKind === 18;
  const name = pointing ? 'Direct pointing' : 'Direct claiming';
  return rated(pointing ? DIRECT_POINTING : DIRECT_CLAIMING, {
    technique: pointing ? 'direct-pointing' : 'direct-claiming',
    placements: [{ cell: remain, digit }],
    eliminations: [],
    cells,
    units: [unit, other, third],
    roles: [...cells.map((cell) => ({ cell, role: 'pattern' as const })), { cell: remain, role: 'target' }],
    text: `${name}: in ${unitText(unit)}, ${digit} is only in ${unitText(other)}, so in ${unitText(third)} it fits only ${cellText(remain)}.`,
  });
};

const directLockingWork = digitWork<Int32Array>(SIZE);

export const directLocking = (state: Board): Rated | null =>
  firstLocking(state, directLockingWork, singleLeft, directStep);

/** A locking: the other unit has places of the digit outside the unit, to remove; i1 * 9 + i2. */
const placesOutside: LockedTest = (places, digit, firstKind, secondKind, i1, i2) => {
  const unit = firstKind + i1;
  const other = secondKind + i2;
  return (places[other * SIZE + digit - 1]! & ~OVERLAP[other * 27 + unit]!) !== 0 ? i1 * 9 + i2 : -1;
};

/** A locking's step, from its hit i1 * 9 + i2 (its two units' indices). */
const lockingStep: LockedStep = (places, digit, firstKind, secondKind, hit) => {
  const unit = firstKind + ((hit / 9) | 0);
  const other = secondKind + (hit % 9);
  const gone = places[other * SIZE + digit - 1]! & ~OVERLAP[other * 27 + unit]!;
  const eliminations: Mark[] = cellsAt(other, gone).map((cell) => ({ cell, digit }));
  const pointing = firstKind === 18;
  const verb = pointing ? 'Pointing' : 'Claiming';
  return rated(
    pointing ? POINTING : CLAIMING,
    eliminationStep(
      pointing ? 'pointing' : 'claiming',
      eliminations,
      cellsAt(unit, places[unit * SIZE + digit - 1]!),
      [unit, other],
      `${verb}: in ${unitText(unit)}, ${digit} is only in ${unitText(other)}, so it leaves the rest of ${unitText(other)}.`,
    ),
  );
};

const lockingWork = digitWork<Int32Array>(SIZE);

/**
 * Pointing (2.6) and claiming (2.8) in Sudoku Explainer's order: all pointing before any claiming,
 * box-column before box-row and column-box before row-box, digit by digit, unit by unit.
 */
export const locking = (state: Board): Rated | null =>
  firstLocking(state, lockingWork, placesOutside, lockingStep);

/** Locked candidates' finders, by record id (see finders.ts). */
export const intersectionFinders = {
  'direct-pointing': { explainer: directLocking },
  'direct-claiming': { explainer: directLocking },
  pointing: { player: pointing, explainer: locking, variant: pointing },
  claiming: { player: claiming, explainer: locking, variant: claiming },
} as const satisfies FinderTable;
