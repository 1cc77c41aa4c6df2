import { bitCount, digitsOf, lowestBit, lowestDigit } from '@sudoku-lab/core';
import * as board from '../board.js';
import { cellsText, digitsText, unitText } from '../board.js';
import { scoreOf, type TechniqueId } from '../records.js';
import { type Board, eliminationStep, type Mark, type Position, type Rated, type Step } from '../state.js';
import type { FinderTable } from './finders.js';
import {
  ALL_UNITS,
  cellsAt,
  EXPLAINER_UNITS,
  emptyCount,
  marksOf,
  placesTable,
  rated,
  unitWork,
  WITHIN,
} from './search.js';

// Module constants, read once (see solutions.ts).
const { cellText, SIZE, UNIT_CELLS } = board;

const NAMES = ['', '', 'pair', 'triple', 'quad'] as const;

/**
 * Naked and hidden subsets are one search on a unit's table of candidates (its nine cells by the nine
 * digits), read by rows or by columns. A naked subset reads it by cell: each line is a cell's digits.
 * A hidden subset reads it by digit: each line is a digit's places. Either way, n lines whose union
 * holds only n entries lock those entries to those lines, so every other line loses its entries in
 * the union: for naked, the other cells lose the digits; for hidden, the other digits leave the cells.
 */
type Reading = 'naked' | 'hidden';

/**
 * Picks `size` of the lines (from `allowed`) whose union has exactly `size` bits while some line left
 * out meets the union (else there is nothing to eliminate); returns the lines picked as a 9-bit mask, or
 * 0. Plain recursion over bitmasks: a unit with nothing to find costs a few hundred operations.
 */
function pickSubset(lines: Int32Array, allowed: number, size: number): number {
  return walk(lines, allowed, size, 0, 0, 0, 0);
}

function walk(
  lines: Int32Array,
  allowed: number,
  size: number,
  from: number,
  picked: number,
  count: number,
  union: number,
): number {
  if (bitCount(union) > size) return 0;
  if (count === size) {
    if (bitCount(union) !== size) return 0;
    for (let i = 0; i < SIZE; i++) {
      if ((picked & (1 << i)) === 0 && lines[i]! & union) return picked;
    }
    return 0;
  }
  for (let i = from; i < SIZE; i++) {
    if ((allowed & (1 << i)) === 0) continue;
    const result = walk(lines, allowed, size, i + 1, picked | (1 << i), count + 1, union | lines[i]!);
    if (result !== 0) return result;
  }
  return 0;
}

/** A unit's table read one way, a 9-bit mask per line: kept in the call's workspace (see workspace.ts). */
const unitLines = () => new Int32Array(SIZE);

/**
 * Subsets over the board's houses, one finder for every ladder: naked and hidden subsets in the units
 * (the classic board's rows, columns and boxes; a variant's regions and extra houses of nine too),
 * and naked ones also in a variant's cages and small houses, whose digits differ but need not be all
 * nine (a hidden subset needs every digit to have a place in the group).
 */
function subset(reading: Reading, size: number): (state: Position) => Step | null {
  const technique = `${reading}-${NAMES[size]}` as TechniqueId;
  const naked = reading === 'naked';
  return (state) => {
    const { unitCount, unitCells, groupCount, groupStart, groupCells } = state.houses;
    const lines = state.work.scratch(unitLines);
    for (let unit = 0; unit < unitCount; unit++) {
      const step = subsetIn(state, lines, naked, size, technique, unitCells, unit * SIZE, SIZE, unit);
      if (step !== null) return step;
    }
    if (!naked) return null;
    for (let group = 0; group < groupCount; group++) {
      const from = groupStart[group]!;
      const count = groupStart[group + 1]! - from;
      const step = subsetIn(state, lines, naked, size, technique, groupCells, from, count, -1 - group);
      if (step !== null) return step;
    }
    return null;
  };
}

/**
 * The first subset in one group of cells: `table[from ... from + count]`, a unit (`where` its index)
 * or a variant's cage or small house (`where` -1 - its index among the houses' groups).
 */
function subsetIn(
  state: Position,
  lines: Int32Array,
  naked: boolean,
  size: number,
  technique: TechniqueId,
  table: ArrayLike<number>,
  from: number,
  count: number,
  where: number,
): Step | null {
  const { candidates } = state;
  // The group's table, read by cell (naked) or by digit (hidden); `open` its cells with candidates.
  // Read by cell, a unit's nine cells write every line; a smaller group leaves lines to clear.
  if (!naked || count < SIZE) lines.fill(0);
  let open = 0;
  for (let i = 0; i < count; i++) {
    const mask = candidates[table[from + i]!]!;
    if (mask !== 0) open |= 1 << i;
    if (naked) lines[i] = mask;
    else for (let rest = mask; rest !== 0; rest &= rest - 1) lines[lowestDigit(rest) - 1]! |= 1 << i;
  }
  if (bitCount(open) <= size) return null;
  let allowed = 0;
  for (let i = 0; i < SIZE; i++) if (lines[i] !== 0 && bitCount(lines[i]!) <= size) allowed |= 1 << i;
  if (bitCount(allowed) < size) return null;
  const picked = pickSubset(lines, allowed, size);
  if (picked === 0) return null;
  let union = 0;
  for (let i = 0; i < SIZE; i++) if (picked & (1 << i)) union |= lines[i]!;
  // Positions and digits of the subset: the lines picked and their union, as the reading says.
  const [positions, digits] = naked ? [picked, union] : [union, picked];
  const eliminations: Mark[] = [];
  const cells: number[] = [];
  for (let i = 0; i < count; i++) {
    const cell = table[from + i]!;
    const inside = (positions & (1 << i)) !== 0;
    if (inside) cells.push(cell);
    // Naked: a cell outside the subset loses its digits; hidden: a cell inside loses the others.
    const gone = candidates[cell]! & (naked ? (inside ? 0 : digits) : inside ? ~digits : 0);
    for (const digit of digitsOf(gone)) eliminations.push({ cell, digit });
  }
  const { unitNames, groupNames, groupCages } = state.houses;
  const unit = where >= 0;
  const place = unit ? unitNames[where]! : groupNames[-1 - where]!;
  const cage = unit ? -1 : groupCages[-1 - where]!;
  const name = `${naked ? 'Naked' : 'Hidden'} ${NAMES[size]}`;
  const text = naked
    ? `${name}: in ${place}, ${cellsText(cells)} hold only ${digitsText(digits)}, so those digits leave ${unit ? "the unit's" : 'its'} other cells.`
    : `${name}: in ${place}, ${digitsText(digits)} fit only in ${cellsText(cells)}, so those cells' other candidates go.`;
  return eliminationStep(
    technique,
    eliminations,
    cells,
    unit ? [where] : [],
    text,
    cage !== -1 ? { cages: [cage] } : {},
  );
}

/**
 * Naked subset: n empty cells of a unit that hold only n digits between them take those digits, so
 * the digits leave the unit's other cells.
 */
export const nakedSubset = (size: number): ((state: Position) => Step | null) => subset('naked', size);

/**
 * Hidden subset: n digits of a unit that fit in only n of its cells fill those cells, so the cells'
 * other candidates go.
 */
export const hiddenSubset = (size: number): ((state: Position) => Step | null) => subset('hidden', size);

// ---------------------------------------------------------------------------------------------
// Subsets, Sudoku Explainer's way: naked n-sets only in units with at least 2n empty cells, hidden
// n-sets only in units with more than 2n (fewer, and the complementary naked set is as easy); every
// digit (or cell) of the set must have two places (or candidates) at least. Each unit is searched
// on its own, in SE's order, and the first step found is taken: a unit where the search found
// nothing on the board it last ran on, its cells as they were there, is passed over (see UnitMemo).

const SUBSET_NAMES = ['', '', 'pair', 'triple', 'quad'] as const;
const NAKED_RATINGS = [0, 0, scoreOf('naked-pair'), scoreOf('naked-triple'), scoreOf('naked-quad')];
const HIDDEN_RATINGS = [0, 0, scoreOf('hidden-pair'), scoreOf('hidden-triple'), scoreOf('hidden-quad')];
const DIRECT_HIDDEN_RATINGS = [0, 0, scoreOf('direct-hidden-pair'), scoreOf('direct-hidden-triple')];

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
  const technique = `naked-${SUBSET_NAMES[size]}` as TechniqueId;
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
      return rated(
        NAKED_RATINGS[size]!,
        eliminationStep(
          technique,
          eliminations,
          cells,
          [unit],
          `Naked ${SUBSET_NAMES[size]}: in ${unitText(unit)}, ${cellsText(cells)} hold only ${digitsText(union)}, so those digits leave the unit's other cells.`,
        ),
      );
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
  const technique = `${direct ? 'direct-' : ''}hidden-${SUBSET_NAMES[size]}` as TechniqueId;
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
        return rated(
          HIDDEN_RATINGS[size]!,
          eliminationStep(
            technique,
            eliminations,
            cells,
            [unit],
            `${name}: in ${unitText(unit)}, ${digitsText(digits)} fit only in ${cellsText(cells)}, so those cells' other candidates go.`,
          ),
        );
      }
      // Direct: some other digit is left with one place in the unit.
      for (let digit = 1; digit <= SIZE; digit++) {
        const bit = 1 << (digit - 1);
        if (digits & bit) continue;
        const where = places[row + digit - 1]!;
        if (bitCount(where) <= 1) continue;
        const rest = where & ~union;
        if (bitCount(rest) !== 1) continue;
        const target = UNIT_CELLS[row + lowestBit(rest)]!;
        return rated(DIRECT_HIDDEN_RATINGS[size]!, {
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

const [nakedPair, nakedTriple, nakedQuad] = [nakedSubset(2), nakedSubset(3), nakedSubset(4)];
const [hiddenPair, hiddenTriple, hiddenQuad] = [hiddenSubset(2), hiddenSubset(3), hiddenSubset(4)];

/** The subsets' finders, by record id (see finders.ts). */
export const subsetFinders = {
  'direct-hidden-pair': { explainer: hiddenSet(2, true) },
  'direct-hidden-triple': { explainer: hiddenSet(3, true) },
  'naked-pair': { player: nakedPair, explainer: nakedSet(2), variant: nakedPair },
  'hidden-pair': { player: hiddenPair, explainer: hiddenSet(2, false), variant: hiddenPair },
  'naked-triple': { player: nakedTriple, explainer: nakedSet(3), variant: nakedTriple },
  'hidden-triple': { player: hiddenTriple, explainer: hiddenSet(3, false), variant: hiddenTriple },
  'naked-quad': { player: nakedQuad, explainer: nakedSet(4), variant: nakedQuad },
  'hidden-quad': { player: hiddenQuad, explainer: hiddenSet(4, false), variant: hiddenQuad },
} as const satisfies FinderTable;
