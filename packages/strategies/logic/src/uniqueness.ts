import {
  bitCount,
  boxOf,
  CELLS,
  cellsText,
  cellText,
  digitsIn,
  digitsText,
  lowestDigit,
  SIZE,
  sees,
  UNITS_OF,
  unitCells,
  unitText,
} from './board.js';
import type { Board, Mark, Step } from './state.js';

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
  return {
    technique: `unique-rectangle-${type}`,
    placements: [],
    eliminations,
    cells: [...r.corners],
    units,
    text: `Unique rectangle type ${type}: ${cellsText(r.corners)} would be a deadly pattern of ${pairOf(r)}; ${why}.`,
  };
}

/** Type 1: three corners hold just a and b, so the fourth is neither. */
export function uniqueRectangle1(state: Board): Step | null {
  for (const r of rectangles(state)) {
    if (r.floor.length !== 3) continue;
    const roof = r.roof[0]!;
    const eliminations = digitsIn(r.pair).map((digit) => ({ cell: roof, digit }));
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
      for (const a of digitsIn(r.pair)) {
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
            for (const digit of digitsIn(state.candidates[cell]! & digits))
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
  for (const digit of digitsIn(state.candidates[odd]!)) {
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
