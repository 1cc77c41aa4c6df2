import { bitCount, digitsOf, lowestDigit } from '@sudoku-lab/core';
import * as board from '../board.js';
import {
  boxOf,
  CELLS,
  cellsText,
  cellText,
  digitsText,
  SIZE,
  sees,
  UNITS_OF,
  unitCells,
  unitText,
} from '../board.js';
import { scoreOf, type TechniqueId } from '../records.js';
import { type Board, eliminationStep, type Mark, type Rated, type Step } from '../state.js';
import type { FinderTable } from './finders.js';
import {
  cellsAt,
  EXPLAINER_UNITS,
  inUnit,
  KINDS,
  marksOf,
  PEER_SETS,
  positions,
  rated,
  unitCellsOf,
} from './search.js';
import { combinationsOf, commonUnits, uniqueLoops } from './unique-loops.js';

// Module constants, read once (see solutions.ts).
const { PEERS, UNIT_CELLS } = board;

/**
 * Uniqueness techniques: on a puzzle known to have one solution, no set of empty cells may end in a
 * pattern whose digits could be swapped (a deadly pattern), for that would give a second solution.
 * A unique rectangle is four empty cells in two rows, two columns and two boxes that all hold digits
 * a and b: some cell must take a digit other than a and b. The floor: the cells holding just a and b;
 * the roof: the others.
 */
interface Rectangle {
  readonly corners: readonly number[];
  readonly pair: number;
  readonly floor: readonly number[];
  readonly roof: readonly number[];
}

/** Every rectangle of four cells in two rows, two columns and two boxes, listed once. */
const RECTANGLES: readonly (readonly number[])[] = (() => {
  const list: number[][] = [];
  for (let r1 = 0; r1 < SIZE; r1++)
    for (let r2 = r1 + 1; r2 < SIZE; r2++)
      for (let c1 = 0; c1 < SIZE; c1++)
        for (let c2 = c1 + 1; c2 < SIZE; c2++) {
          const corners = [r1 * 9 + c1, r1 * 9 + c2, r2 * 9 + c1, r2 * 9 + c2];
          if (new Set(corners.map((c) => boxOf[c])).size === 2) list.push(corners);
        }
  return list;
})();

/** The rectangles whose corners share a pair, with two or three corners holding just it. Its loops are indexed, not for-of: a generator's loops stay unoptimized, and there each iterator step allocates. */
function* rectangles(state: Board): Generator<Rectangle> {
  const { candidates } = state;
  for (let r = 0; r < RECTANGLES.length; r++) {
    const corners = RECTANGLES[r]!;
    // Filled cells have no candidates, so a rectangle with one has no common pair.
    const common =
      candidates[corners[0]!]! &
      candidates[corners[1]!]! &
      candidates[corners[2]!]! &
      candidates[corners[3]!]!;
    if ((common & (common - 1)) === 0) continue;
    for (let a = common; a !== 0; a &= a - 1) {
      for (let b = a & (a - 1); b !== 0; b &= b - 1) {
        const pair = (a & -a) | (b & -b);
        let floors = 0;
        for (let k = 0; k < 4; k++) if (candidates[corners[k]!] === pair) floors++;
        // Every rule wants two or three corners holding just the pair.
        if (floors < 2) continue;
        const floor = corners.filter((c) => candidates[c] === pair);
        const roof = corners.filter((c) => candidates[c] !== pair);
        yield { corners, pair, floor, roof };
      }
    }
  }
}

const pairOf = (r: Rectangle) => digitsText(r.pair);
const sharedUnits = (p: number, q: number) =>
  [0, 1, 2].map((k) => UNITS_OF[p * 3 + k]!).filter((u, k) => u === UNITS_OF[q * 3 + k]);

function urStep(type: number, r: Rectangle, eliminations: Mark[], units: number[], why: string): Step {
  return eliminationStep(
    `unique-rectangle-${type}` as TechniqueId,
    eliminations,
    [...r.corners],
    units,
    `Unique rectangle type ${type}: ${cellsText(r.corners)} would be a deadly pattern of ${pairOf(r)}; ${why}.`,
  );
}

/** Type 1: three corners hold just a and b, so the fourth is neither. */
export function uniqueRectangle1(state: Board): Step | null {
  for (const r of rectangles(state)) {
    if (r.floor.length !== 3) continue;
    const roof = r.roof[0]!;
    const eliminations = digitsOf(r.pair).map((digit) => ({ cell: roof, digit }));
    return urStep(1, r, eliminations, [], `so ${cellText(roof)} is neither`);
  }
  return null;
}

/** Type 2: the two roof cells hold one extra digit c alike; one of them is c, so c leaves the cells that see both. */
export function uniqueRectangle2(state: Board): Step | null {
  for (const r of rectangles(state)) {
    if (r.floor.length !== 2) continue;
    const [p, q] = r.roof as [number, number];
    const extra = state.candidates[p]! & ~r.pair;
    if (bitCount(extra) !== 1 || (state.candidates[q]! & ~r.pair) !== extra) continue;
    const digit = lowestDigit(extra);
    const eliminations: Mark[] = [];
    for (let cell = 0; cell < CELLS; cell++) {
      if (cell !== p && cell !== q && sees(cell, p) && sees(cell, q) && state.has(cell, digit))
        eliminations.push({ cell, digit });
    }
    if (eliminations.length === 0) continue;
    return urStep(
      2,
      r,
      eliminations,
      [],
      `one of ${cellsText([p, q])} is ${digit}, so ${digit} leaves the cells that see both`,
    );
  }
  return null;
}

/**
 * Type 4: the roof cells share a unit in which a has no other place; one of them is a, so neither can
 * be b (that would leave the pattern).
 */
export function uniqueRectangle4(state: Board): Step | null {
  for (const r of rectangles(state)) {
    if (r.floor.length !== 2) continue;
    const [p, q] = r.roof as [number, number];
    for (const unit of sharedUnits(p, q)) {
      for (const a of digitsOf(r.pair)) {
        const b = lowestDigit(r.pair & ~(1 << (a - 1)));
        if (bitCount(state.places(unit, a)) !== 2) continue;
        const eliminations = [p, q].map((cell) => ({ cell, digit: b }));
        return urStep(
          4,
          r,
          eliminations,
          [unit],
          `${a} in ${unitText(unit)} must be at ${cellsText([p, q])}, so neither is ${b}`,
        );
      }
    }
  }
  return null;
}

/**
 * The k-cell subsets (k up to 3) of `cells`, in lexicographic order, as loops rather than a recursive
 * generator: this runs for every rectangle with a floor of two, and a generator's every step allocates.
 */
function subsetsOf(cells: readonly number[], k: number): number[][] {
  const out: number[][] = [];
  const n = cells.length;
  for (let i = 0; i < n; i++) {
    if (k === 1) out.push([cells[i]!]);
    else
      for (let j = i + 1; j < n; j++) {
        if (k === 2) out.push([cells[i]!, cells[j]!]);
        else for (let l = j + 1; l < n; l++) out.push([cells[i]!, cells[j]!, cells[l]!]);
      }
  }
  return out;
}

/**
 * Type 3: the roof cells share a unit; together they hold their extra digits like one cell, and with
 * k other cells of the unit form a naked subset, whose digits leave the rest of the unit.
 */
export function uniqueRectangle3(state: Board): Step | null {
  for (const r of rectangles(state)) {
    if (r.floor.length !== 2) continue;
    const [p, q] = r.roof as [number, number];
    const extra = (state.candidates[p]! | state.candidates[q]!) & ~r.pair;
    for (const unit of sharedUnits(p, q)) {
      const others = unitCells[unit]!.filter((c) => c !== p && c !== q && state.cells[c] === 0);
      // k cells and the roof make a naked subset of k + 1 digits, the roof's extras among them.
      for (let k = Math.max(1, bitCount(extra) - 1); k <= 3; k++) {
        for (const subset of subsetsOf(others, k)) {
          const digits = subset.reduce((m, c) => m | state.candidates[c]!, extra);
          if (bitCount(digits) !== k + 1) continue;
          const eliminations: Mark[] = [];
          for (const cell of others) {
            if (subset.includes(cell)) continue;
            for (const digit of digitsOf(state.candidates[cell]! & digits))
              eliminations.push({ cell, digit });
          }
          if (eliminations.length === 0) continue;
          return urStep(
            3,
            r,
            eliminations,
            [unit],
            `one of ${cellsText([p, q])} takes ${digitsText(extra)}, which with ${cellsText(subset)} makes a naked subset of ${digitsText(digits)} in ${unitText(unit)}`,
          );
        }
      }
    }
  }
  return null;
}

/**
 * BUG+1: every empty cell holds two digits but one, which holds three. Were that one any of the two
 * digits that appear twice in its row, every digit would have two places in every unit, a deadly
 * pattern; so it takes the digit that appears three times.
 */
export function bugPlusOne(state: Board): Step | null {
  let odd = -1;
  for (let cell = 0; cell < CELLS; cell++) {
    if (state.cells[cell] !== 0) continue;
    const n = bitCount(state.candidates[cell]!);
    if (n === 2) continue;
    if (n !== 3 || odd !== -1) return null;
    odd = cell;
  }
  if (odd === -1) return null;
  const row = UNITS_OF[odd * 3]!;
  for (const digit of digitsOf(state.candidates[odd]!)) {
    if (bitCount(state.places(row, digit)) !== 3) continue;
    return {
      technique: 'bug-plus-one',
      placements: [{ cell: odd, digit }],
      eliminations: [],
      cells: [odd],
      units: [row],
      text: `BUG+1: every empty cell but ${cellText(odd)} holds two digits; were it not ${digit} (in ${unitText(row)} three times), the board would be a deadly pattern, so it is ${digit}.`,
    };
  }
  return null;
}

// Base scores, from the records.
const BUG_1 = scoreOf('bug-1');
const BUG_2 = scoreOf('bug-2');
const BUG_3 = scoreOf('bug-3');
const BUG_4 = scoreOf('bug-4');

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
    return rated(
      BUG_1,
      eliminationStep(
        'bug-1',
        eliminations,
        pattern,
        [],
        `BUG type 1: every empty cell but ${cellText(cell)} holds two digits; were it not ${digitsText(allValues)}, every digit would have two places in every unit, a deadly pattern, so its other candidates go.`,
      ),
    );
  }
  const targets = [...((common as Set<number> | null) ?? [])].sort((x, y) => x - y);
  if (bitCount(allValues) === 1) {
    const digit = lowestDigit(allValues);
    const eliminations = targets.filter((c) => state.has(c, digit)).map((cell) => ({ cell, digit }));
    if (eliminations.length > 0) {
      return rated(
        BUG_2,
        eliminationStep(
          'bug-2',
          eliminations,
          pattern,
          [],
          `BUG type 2: one of ${cellsText(pattern)} is ${digit} (else a deadly pattern), so ${digit} leaves the cells that see them all.`,
        ),
      );
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
        return rated(
          BUG_4,
          eliminationStep(
            'bug-4',
            eliminations,
            pattern,
            [unit],
            `BUG type 4: one of ${cellsText(pattern)} holds its BUG digit, and ${lowestDigit(bit)} is locked to them in ${unitText(unit)}, so their other shared candidates go.`,
          ),
        );
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
        return rated(
          Math.round((BUG_3 + (degree - 2) * 0.1) * 10) / 10,
          eliminationStep(
            'bug-3',
            eliminations,
            [...bugCells, ...picked].sort((x, y) => x - y),
            [unit],
            `BUG type 3: one of ${cellsText(bugCells)} takes ${digitsText(values)} (else a deadly pattern), which with ${cellsText(picked)} makes a naked subset of ${digitsText(union)} in ${unitText(unit)}, so those digits leave the cells that see all their holders.`,
          ),
        );
      }
    }
  }
  return null;
}

/**
 * The uniqueness techniques' finders, by record id (see finders.ts): the player's rectangles and BUG+1
 * here, SE's unique loops (which find its rectangles too) from unique-loops.ts, SE's BUG here.
 */
export const uniquenessFinders = {
  'unique-rectangle-1': { player: uniqueRectangle1, explainer: uniqueLoops },
  'unique-rectangle-2': { player: uniqueRectangle2, explainer: uniqueLoops },
  'unique-rectangle-3': { player: uniqueRectangle3, explainer: uniqueLoops },
  'unique-rectangle-4': { player: uniqueRectangle4, explainer: uniqueLoops },
  'unique-loop-1': { explainer: uniqueLoops },
  'unique-loop-2': { explainer: uniqueLoops },
  'unique-loop-3': { explainer: uniqueLoops },
  'unique-loop-4': { explainer: uniqueLoops },
  'unique-rectangle-3-hidden': { explainer: uniqueLoops },
  'unique-loop-3-hidden': { explainer: uniqueLoops },
  'bug-plus-one': { player: bugPlusOne },
  'bug-1': { explainer: bivalueGrave },
  'bug-2': { explainer: bivalueGrave },
  'bug-3': { explainer: bivalueGrave },
  'bug-4': { explainer: bivalueGrave },
} as const satisfies FinderTable;
