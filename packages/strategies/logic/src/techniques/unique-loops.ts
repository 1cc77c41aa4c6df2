import { bitCount, digitsOf, lowestBit, lowestDigit } from '@sudoku-lab/core';
import * as board from '../board.js';
import { FailureMemo } from '../failure-memo.js';
import { scoreOf, type TechniqueId } from '../records.js';
import { type Board, eliminationStep, type Mark, type Rated, type Step } from '../state.js';
import {
  addCell,
  before,
  cellsAt,
  emptyCount,
  hasCell,
  inUnit,
  KINDS,
  marksOf,
  positions,
  rated,
  UNIT_SETS,
  unitCellsOf,
  WORD,
} from './search.js';

// Base scores, from the records.
const RECTANGLE = scoreOf('unique-rectangle-1');
// Module constants, read once (see solutions.ts).
const { CELLS, cellsText, cellText, digitsText, SIZE, sees, UNIT_BITS, UNIT_CELLS, UNITS_OF, unitText } =
  board;

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

function loopRating(length: number): number {
  let rating = RECTANGLE;
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
          const next = w * WORD + lowestBit(rest);
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

export function commonUnits(p: number, q: number): number[] {
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
  return eliminationStep(
    (hidden ? `${id}-hidden` : id) as TechniqueId,
    eliminations,
    [...loop].sort((x, y) => x - y),
    units,
    `${kind} type ${type}: ${cellsText(loop)} would otherwise hold only ${a}/${b}, a deadly pattern; ${why}.`,
  );
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
  const freeDigits = digitsOf(free);
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

export function combinationsOf(items: readonly number[], n: number): number[][] {
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
