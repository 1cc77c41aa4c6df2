import { bitCount, lowestDigit } from '@sudoku-lab/core';
import { CELLS, cellsText, cellText, SIZE } from '../board.js';
import { scoreOf } from '../records.js';
import { eliminationStep, type Mark, type Position, type Step } from '../state.js';
import { type FinderTable, flat } from './finders.js';

/**
 * The wings, over the board's houses: "sees" is the board's peers (on a variant, cage mates and chess
 * moves too), a strong link the only two places of a digit in a unit (a row, column, region or extra
 * house of nine, which must hold it). Both are what the reasoning needs, so one finder serves every ladder.
 */

/** The empty cells that see every cell given and hold the digit: where a wing's eliminations fall. */
function victims(state: Position, digit: number, pattern: readonly number[]): Mark[] {
  const out: Mark[] = [];
  const { peerStart, peers, seen } = state.houses;
  const first = pattern[0]!;
  for (let k = peerStart[first]!, end = peerStart[first + 1]!; k < end; k++) {
    const cell = peers[k]!;
    if (
      state.has(cell, digit) &&
      !pattern.includes(cell) &&
      pattern.every((p) => seen[cell * CELLS + p] === 1)
    )
      out.push({ cell, digit });
  }
  return out.sort((a, b) => a.cell - b.cell);
}

/** Whether two cells are peers on the board at hand. */
const seesOn =
  ({ houses: { seen } }: Position) =>
  (a: number, b: number): boolean =>
    seen[a * CELLS + b] === 1;

function bivalues(state: Position): number[] {
  const cells: number[] = [];
  for (let cell = 0; cell < CELLS; cell++) if (bitCount(state.candidates[cell]!) === 2) cells.push(cell);
  return cells;
}

/**
 * The first wing on a pivot: two of its pincers (a before b) whose common digit z (`zOf`, 0 for none)
 * leaves the cells that see both pincers (XY-Wing) or the pivot and both pincers (XYZ-Wing); its step,
 * or null.
 */
function wingOn(
  state: Position,
  technique: 'xy-wing' | 'xyz-wing',
  pivot: number,
  pincers: readonly number[],
  zOf: (a: number, b: number) => number,
): Step | null {
  const xyz = technique === 'xyz-wing';
  for (const a of pincers) {
    for (const b of pincers) {
      if (b <= a) continue;
      const digit = zOf(a, b);
      if (digit === 0) continue;
      const eliminations = victims(state, digit, xyz ? [pivot, a, b] : [a, b]);
      if (eliminations.length === 0) continue;
      const [name, which, seeing] = xyz
        ? ['XYZ-Wing', 'one of the three', 'all three']
        : ['XY-Wing', 'one pincer', 'both'];
      return eliminationStep(
        technique,
        eliminations,
        [pivot, a, b],
        [],
        `${name}: pivot ${cellText(pivot)} with pincers ${cellsText([a, b])}; ${which} is ${digit}, so ${digit} leaves ${cellsText(eliminations.map((e) => e.cell))}, which see ${seeing}.`,
      );
    }
  }
  return null;
}

/**
 * XY-Wing: a pivot xy sees two pincers xz and yz. Whichever digit the pivot takes, one pincer is z,
 * so z leaves every cell that sees both pincers.
 */
export function xyWing(state: Position): Step | null {
  const pairs = bivalues(state);
  const sees = seesOn(state);
  for (const pivot of pairs) {
    const xy = state.candidates[pivot]!;
    const wings = pairs.filter(
      (c) => c !== pivot && sees(c, pivot) && bitCount(state.candidates[c]! & xy) === 1,
    );
    // z is the pincers' digit beyond xy, where they share the pivot's two digits between them.
    const step = wingOn(state, 'xy-wing', pivot, wings, (a, b) => {
      const ma = state.candidates[a]!;
      const mb = state.candidates[b]!;
      const z = ma & mb & ~xy;
      return z === 0 || (ma & xy) === (mb & xy) ? 0 : lowestDigit(z);
    });
    if (step !== null) return step;
  }
  return null;
}

/**
 * XYZ-Wing: a pivot xyz sees pincers xz and yz. One of the three is z, so z leaves the cells that see
 * all three.
 */
export function xyzWing(state: Position): Step | null {
  const pairs = bivalues(state);
  const sees = seesOn(state);
  for (let pivot = 0; pivot < CELLS; pivot++) {
    const xyz = state.candidates[pivot]!;
    if (bitCount(xyz) !== 3) continue;
    const wings = pairs.filter((c) => sees(c, pivot) && (state.candidates[c]! & ~xyz) === 0);
    // Two different pincers of xyz share one digit: z.
    const step = wingOn(state, 'xyz-wing', pivot, wings, (a, b) =>
      state.candidates[a] === state.candidates[b]
        ? 0
        : lowestDigit(state.candidates[a]! & state.candidates[b]!),
    );
    if (step !== null) return step;
  }
  return null;
}

/**
 * W-Wing: two cells xy that do not see each other, joined by a strong link on x (a unit where x has
 * just two places, one seeing each cell). One of the two cells is y, so y leaves the cells that see both.
 */
export function wWing(state: Position): Step | null {
  const pairs = bivalues(state);
  const sees = seesOn(state);
  const { unitCount, unitCells: UNIT_CELLS, unitNames } = state.houses;
  for (const a of pairs) {
    for (const b of pairs) {
      if (b <= a || state.candidates[a] !== state.candidates[b] || sees(a, b)) continue;
      const mask = state.candidates[a]!;
      for (const x of [lowestDigit(mask), lowestDigit(mask & (mask - 1))]) {
        const y = lowestDigit(mask & ~(1 << (x - 1)));
        const eliminations = victims(state, y, [a, b]);
        if (eliminations.length === 0) continue;
        for (let unit = 0; unit < unitCount; unit++) {
          const places = state.places(unit, x);
          if (bitCount(places) !== 2) continue;
          const p = UNIT_CELLS[unit * SIZE + lowestDigit(places) - 1]!;
          const q = UNIT_CELLS[unit * SIZE + lowestDigit(places & (places - 1)) - 1]!;
          if ([p, q].some((c) => c === a || c === b)) continue;
          if (!((sees(p, a) && sees(q, b)) || (sees(p, b) && sees(q, a)))) continue;
          return eliminationStep(
            'w-wing',
            eliminations,
            [a, b, p, q],
            [unit],
            `W-Wing: ${cellsText([a, b])} hold ${y}/${x}, and ${x} in ${unitNames[unit]} is ${cellText(p)} or ${cellText(q)}, one seeing each; so one of them is ${y}, and ${y} leaves ${cellsText(eliminations.map((e) => e.cell))}, which see both.`,
          );
        }
      }
    }
  }
  return null;
}

/** The wings' finders, by record id (see finders.ts). */
export const wingFinders = {
  'xy-wing': { player: xyWing, explainer: flat(xyWing, scoreOf('xy-wing')), variant: xyWing },
  'xyz-wing': { player: xyzWing, explainer: flat(xyzWing, scoreOf('xyz-wing')), variant: xyzWing },
  'w-wing': { player: wWing, variant: wWing },
} as const satisfies FinderTable;
