/**
 * Arrows: the digits on the arrow's line add up to the number in its circle.
 *   circle  one cell, or a "pill" of several read as one number, its digits in the order of `circle`
 *           (most significant first); a pill's number is written in decimal, so pills need digits
 *           below 10 (no 16x16 pills)
 *   line    the cells of the arrow's shaft, digits may repeat
 * A one-cell circle with two or more cells on its line holds more than each of them (extra peers).
 * Propagation is by bounds: the line's sum lies within what its parts can add up to (cells that share
 * a unit differ: parted-sums.ts), and the circle's number between the numbers of its cells' smallest
 * and largest; each cell keeps the digits that leave the two ranges a common value. A one-cell circle
 * also narrows by the sums the line can reach (masks, from both ends). A line whose cells all differ
 * is summed by combinations instead, and a one-cell circle over two or three line cells is checked
 * exactly, digit by digit.
 */
import type { Conflict } from '../conflicts.js';
import type { Arrow } from '../rules.js';
import { cellName, type Shape } from '../shape.js';
import { distinctCellsProblem, listFamily } from './checks.js';
import { comboFiller } from './fillings.js';
import { fpuzzlesLabel, placedDigits } from './groups.js';
import type { ConstraintModule, Domains, Propagator } from './module.js';
import { bestPartsOf, PartedSum } from './parted-sums.js';
import { cageSumRange, combinations } from './sums.js';

export type { Arrow };

const lowest = (mask: number) => 32 - Math.clz32(mask & -mask);
const highest = (mask: number) => 32 - Math.clz32(mask);
/** The digits from..to as a mask (none when to < from). */
function digitsFromTo(from: number, to: number): number {
  const low = Math.max(from, 1);
  if (to < low) return 0;
  const high = Math.min(to, 30);
  return ((1 << high) - 1) & ~((1 << (low - 1)) - 1);
}

/** Each circle cell's place value: 1 for a one-cell circle, 10 and 1 for a pill of two, ... */
function placesOf(circle: readonly number[]): number[] {
  return circle.map((_, k) => 10 ** (circle.length - 1 - k));
}

/** The digit of `number` at a circle cell's place: a one-cell circle holds the number whole (10 to 16 on 16x16). */
function digitAt(number: number, place: number, cells: number): number {
  return cells === 1 ? number : Math.floor(number / place) % 10;
}

function arrowPropagator(arrow: Arrow, units: readonly (readonly number[])[]): Propagator {
  const { circle, line } = arrow;
  const places = placesOf(circle);
  const sum = new PartedSum(bestPartsOf(line, units));
  const reach = new Int32Array(line.length + 1);
  return {
    cells: [...circle, ...line],
    propagate(domains: Domains): boolean {
      const { candidates } = domains;
      sum.measure(candidates);
      let numberLow = 0;
      let numberHigh = 0;
      for (let k = 0; k < circle.length; k++) {
        numberLow += lowest(candidates[circle[k]!]!) * places[k]!;
        numberHigh += highest(candidates[circle[k]!]!) * places[k]!;
      }
      const low = Math.max(sum.least, numberLow);
      const high = Math.min(sum.most, numberHigh);
      if (low > high) return false;
      // A circle cell: a digit whose place value, with the other cells' least and most, can meet the range.
      for (let k = 0; k < circle.length; k++) {
        const cell = circle[k]!;
        const place = places[k]!;
        const mask = candidates[cell]!;
        const restLow = numberLow - lowest(mask) * place;
        const restHigh = numberHigh - highest(mask) * place;
        const keep =
          mask & digitsFromTo(Math.ceil((low - restHigh) / place), Math.floor((high - restLow) / place));
        if (keep !== mask && !domains.keep(cell, keep)) return false;
      }
      // A line cell: what the rest of the line, part by part, leaves of the range.
      if (!sum.narrow(domains, low, high)) return false;
      return circle.length !== 1 || reachNarrow(domains, circle[0]!, line, reach);
    },
  };
}

/**
 * A one-cell circle over a line whose digits may repeat: the sums the line's first cells can reach (a
 * mask, bit s for the sum s) and the sums they must reach for the rest to end on a circle's digit. A
 * digit stays when it leads from a reachable sum to a needed one, so a gap in the candidates counts
 * ({1, 3} and {1, 3} make 2, 4 or 6, never 3), where bounds see only the two ends. The circle holds at
 * most the largest digit, so the sums fit in one mask.
 */
function reachNarrow(domains: Domains, circle: number, line: readonly number[], reach: Int32Array): boolean {
  const { candidates } = domains;
  const targets = candidates[circle]! << 1;
  const limit = ((2 << (31 - Math.clz32(targets))) - 1) | 0;
  reach[0] = 1;
  for (let k = 0; k < line.length; k++) {
    const before = reach[k]!;
    let after = 0;
    for (let digits = candidates[line[k]!]!; digits !== 0; digits &= digits - 1) {
      after |= before << (32 - Math.clz32(digits & -digits));
    }
    reach[k + 1] = after & limit;
  }
  let need = reach[line.length]! & targets;
  if (need === 0) return false;
  if (need !== targets && !domains.keep(circle, need >>> 1)) return false;
  for (let k = line.length - 1; k >= 0; k--) {
    const cell = line[k]!;
    const mask = candidates[cell]!;
    const before = reach[k]!;
    let keep = 0;
    let needBefore = 0;
    for (let digits = mask; digits !== 0; digits &= digits - 1) {
      const bit = digits & -digits;
      const digit = 32 - Math.clz32(bit);
      if (((before << digit) & need) === 0) continue;
      keep |= bit;
      needBefore |= need >>> digit;
    }
    if (keep !== mask && !domains.keep(cell, keep)) return false;
    need = needBefore;
  }
  return true;
}

/**
 * An arrow whose line cells all differ (each two share a row, column or region): the line's digits are a
 * combination of different digits (sums.ts) adding up to the circle's number. Each number the circle's
 * candidates can make and the line's combinations can reach is tried; each cell keeps the digits it takes
 * in some filling of a fitting combination (fillings.ts: the cells take its digits one each).
 */
function distinctArrowPropagator(size: number, arrow: Arrow): Propagator {
  const { circle, line } = arrow;
  const places = placesOf(circle);
  const count = line.length;
  const [least, most] = cageSumRange(size, count);
  const circleKeep = new Int32Array(circle.length);
  // What each line cell takes in some filling of a fitting combination (a matching of cells to its
  // digits): two cells holding {2..8} and {1..8} that add up to 9 keep 1 to 7 in the second.
  const lineKeep = new Int32Array(count);
  const fill = comboFiller(count);
  /** The line's combinations for each sum it can make, looked up once. */
  const bySum = Array.from({ length: most + 1 }, (_, sum) =>
    sum < least ? new Int32Array(0) : combinations(size, count, sum),
  );
  return {
    cells: [...circle, ...line],
    propagate(domains: Domains): boolean {
      const { candidates } = domains;
      const placed = placedDigits(candidates, line);
      if (placed < 0) return false;
      let union = 0;
      for (const cell of line) union |= candidates[cell]!;
      let numberLow = 0;
      let numberHigh = 0;
      for (let k = 0; k < circle.length; k++) {
        numberLow += lowest(candidates[circle[k]!]!) * places[k]!;
        numberHigh += highest(candidates[circle[k]!]!) * places[k]!;
      }
      lineKeep.fill(0);
      circleKeep.fill(0);
      numbers: for (let number = Math.max(numberLow, least); number <= Math.min(numberHigh, most); number++) {
        // The circle's digits of this number, each one of its cell's candidates.
        for (let k = 0; k < circle.length; k++) {
          const digit = digitAt(number, places[k]!, circle.length);
          if (digit === 0 || (candidates[circle[k]!]! & (1 << (digit - 1))) === 0) continue numbers;
        }
        let fits = false;
        const combos = bySum[number]!;
        for (let i = 0; i < combos.length; i++) {
          const combo = combos[i]!;
          if ((combo & placed) !== placed || (combo & ~union) !== 0) continue;
          if (fill(candidates, line, combo, lineKeep)) fits = true;
        }
        if (!fits) continue;
        for (let k = 0; k < circle.length; k++) {
          circleKeep[k]! |= 1 << (digitAt(number, places[k]!, circle.length) - 1);
        }
      }
      if (lineKeep[0] === 0) return false;
      for (let k = 0; k < circle.length; k++) {
        const cell = circle[k]!;
        const mask = candidates[cell]!;
        if ((mask & ~circleKeep[k]!) !== 0 && !domains.keep(cell, mask & circleKeep[k]!)) return false;
      }
      for (let k = 0; k < count; k++) {
        const cell = line[k]!;
        const mask = candidates[cell]!;
        if ((mask & ~lineKeep[k]!) !== 0 && !domains.keep(cell, mask & lineKeep[k]!)) return false;
      }
      return true;
    },
  };
}

/**
 * A one-cell circle over two line cells: each keeps exactly the digits of some x + y = z, z in the
 * circle, x and y on the line (different when the two share a unit). For each x the y's shifted up by x
 * are the z's they make, so the whole check is one mask step a digit of the first cell.
 */
function pairArrowPropagator(arrow: Arrow, apart: boolean): Propagator {
  const circle = arrow.circle[0]!;
  const [first, second] = arrow.line as [number, number];
  return {
    cells: [circle, first, second],
    propagate(domains: Domains): boolean {
      const { candidates } = domains;
      const sums = candidates[circle]!;
      const firstMask = candidates[first]!;
      const secondMask = candidates[second]!;
      let keepSums = 0;
      let keepFirst = 0;
      let keepSecond = 0;
      for (let digits = firstMask; digits !== 0; digits &= digits - 1) {
        const bit = digits & -digits;
        const x = 32 - Math.clz32(bit);
        const made = ((apart ? secondMask & ~bit : secondMask) << x) & sums;
        if (made === 0) continue;
        keepFirst |= bit;
        keepSums |= made;
        keepSecond |= made >>> x;
      }
      if (keepFirst === 0) return false;
      if (keepSums !== sums && !domains.keep(circle, keepSums)) return false;
      if (keepFirst !== firstMask && !domains.keep(first, keepFirst)) return false;
      return keepSecond === secondMask || domains.keep(second, keepSecond);
    },
  };
}

/**
 * A one-cell circle over three line cells, checked exactly as the pair is: for each x and y of the first
 * two, the third's digits shifted up by x + y are the sums made. `apart` says which pairs of line
 * cells share a unit (bit 0 the first and second, bit 1 the first and third, bit 2 the second and third).
 */
function tripleArrowPropagator(arrow: Arrow, apart: number): Propagator {
  const circle = arrow.circle[0]!;
  const [first, second, third] = arrow.line as [number, number, number];
  const apartFirstSecond = (apart & 1) !== 0;
  const apartFirstThird = (apart & 2) !== 0;
  const apartSecondThird = (apart & 4) !== 0;
  return {
    cells: [circle, first, second, third],
    propagate(domains: Domains): boolean {
      const { candidates } = domains;
      const sums = candidates[circle]!;
      const firstMask = candidates[first]!;
      const secondMask = candidates[second]!;
      const thirdMask = candidates[third]!;
      let keepSums = 0;
      let keepFirst = 0;
      let keepSecond = 0;
      let keepThird = 0;
      for (let xs = firstMask; xs !== 0; xs &= xs - 1) {
        const xBit = xs & -xs;
        const x = 32 - Math.clz32(xBit);
        const ys0 = apartFirstSecond ? secondMask & ~xBit : secondMask;
        const ws0 = apartFirstThird ? thirdMask & ~xBit : thirdMask;
        for (let ys = ys0; ys !== 0; ys &= ys - 1) {
          const yBit = ys & -ys;
          const y = 32 - Math.clz32(yBit);
          const made = ((apartSecondThird ? ws0 & ~yBit : ws0) << (x + y)) & sums;
          if (made === 0) continue;
          keepFirst |= xBit;
          keepSecond |= yBit;
          keepSums |= made;
          keepThird |= made >>> (x + y);
        }
      }
      if (keepFirst === 0) return false;
      if (keepSums !== sums && !domains.keep(circle, keepSums)) return false;
      if (keepFirst !== firstMask && !domains.keep(first, keepFirst)) return false;
      if (keepSecond !== secondMask && !domains.keep(second, keepSecond)) return false;
      return keepThird === thirdMask || domains.keep(third, keepThird);
    },
  };
}

/** Whether every two of `cells` share one of `units` (so their digits all differ). */
function allApart(cells: readonly number[], units: readonly (readonly number[])[]): boolean {
  const unitsOf = new Map<number, Set<number>>();
  units.forEach((unit, k) => {
    for (const cell of unit) {
      if (!cells.includes(cell)) continue;
      if (!unitsOf.has(cell)) unitsOf.set(cell, new Set());
      unitsOf.get(cell)!.add(k);
    }
  });
  return cells.every((a, i) =>
    cells.slice(i + 1).every((b) => [...(unitsOf.get(a) ?? [])].some((k) => unitsOf.get(b)?.has(k))),
  );
}

/** "the arrow from row 1, column 1", an arrow in words (by its circle's first cell). */
function arrowName(shape: Shape, arrow: Arrow): string {
  return `the arrow from ${cellName(shape, arrow.circle[0]!)}`;
}

/** Givens that no completion can make add up: the line's givens past what the circle can hold, or short of it. */
function arrowConflicts(shape: Shape, arrow: Arrow, index: number, cells: ArrayLike<number>): Conflict[] {
  const { size } = shape;
  const { circle, line } = arrow;
  const places = placesOf(circle);
  let given = 0;
  let empty = 0;
  let lastLine = -1;
  for (const cell of line) {
    if (cells[cell] === 0) empty++;
    else {
      given += cells[cell]!;
      lastLine = cell;
    }
  }
  let numberLow = 0;
  let numberHigh = 0;
  let lastCircle = -1;
  circle.forEach((cell, k) => {
    const digit = cells[cell]!;
    numberLow += (digit || 1) * places[k]!;
    numberHigh += (digit || size) * places[k]!;
    if (digit !== 0) lastCircle = cell;
  });
  const sumLow = given + empty;
  const sumHigh = given + empty * size;
  if (lastLine === -1 && lastCircle === -1) return [];
  let why: string;
  if (sumLow > numberHigh) {
    why = `the line adds up to at least ${sumLow}, more than the circle's ${numberLow === numberHigh ? '' : 'most, '}${numberHigh}`;
  } else if (sumHigh < numberLow) {
    why = `the line adds up to at most ${sumHigh}, less than the circle's ${numberLow === numberHigh ? '' : 'least, '}${numberLow}`;
  } else return [];
  const a = lastCircle === -1 ? circle[0]! : lastCircle;
  const b = lastLine === -1 ? line[0]! : lastLine;
  const [x, y] = a < b ? [a, b] : [b, a];
  return [
    {
      unit: 'arrows',
      unitIndex: index,
      digit: cells[y]! || cells[x]!,
      cells: [x, y],
      message: `${arrowName(shape, arrow)}: ${why}`,
    },
  ];
}

/** Why `arrow` (labelled `label`) cannot be an arrow on `shape`, or null. */
function arrowProblem(shape: Shape, arrow: Readonly<Record<string, unknown>>, label: string): string | null {
  const { circle, line } = arrow;
  if (!Array.isArray(circle) || circle.length === 0)
    return `${label} must have a circle of one or more cells`;
  if (!Array.isArray(line) || line.length === 0) return `${label} must have a line of one or more cells`;
  const cellProblem = distinctCellsProblem(shape, [...circle, ...line], label);
  if (cellProblem !== null) return cellProblem;
  const from = `${label} (from ${cellName(shape, circle[0])})`;
  if (circle.length > 1 && shape.size > 9) {
    return `${from} has a circle of ${circle.length} cells: a pill reads its digits as one decimal number, so it needs digits below 10, not ${shape.name}`;
  }
  const smallest = 10 ** (circle.length - 1);
  if (smallest > line.length * shape.size) {
    return `${from} cannot add up: its ${line.length} line cells make at most ${line.length * shape.size}, its circle of ${circle.length} cells at least ${smallest}`;
  }
  return null;
}

/** Arrows: the line's digits add up to the circle's number. */
export const arrows: ConstraintModule<'arrows'> = {
  ...listFamily(
    { kind: 'arrows', name: 'arrows', one: 'arrow', each: 'a circle and a line' },
    (shape) => (arrow, label) => arrowProblem(shape, arrow, label),
  ),
  normalize(_shape, value) {
    if (value.length === 0) return undefined;
    const copies = value.map((arrow) =>
      Object.freeze({ circle: Object.freeze([...arrow.circle]), line: Object.freeze([...arrow.line]) }),
    );
    const order = (arrow: Arrow) => [...arrow.circle, -1, ...arrow.line];
    copies.sort((a, b) => {
      const [x, y] = [order(a), order(b)];
      for (let i = 0; i < Math.min(x.length, y.length); i++) if (x[i] !== y[i]) return x[i]! - y[i]!;
      return x.length - y.length;
    });
    return Object.freeze(copies);
  },
  key: (value) => value.map((arrow) => [arrow.circle, arrow.line]),
  fpuzzles: {
    keys: ['arrow'],
    // f-puzzles: { cells: the circle, lines: [each a shaft, drawn from a circle cell] }; each line is one arrow.
    read({ listOf, cellsOf, report }) {
      const found: Arrow[] = [];
      listOf('arrow').forEach((entry, k) => {
        const what = `arrow ${k + 1}`;
        // A pill reads left to right, top to bottom (as setters state it and ISS reads it), whatever
        // order its cells were drawn in.
        const circle = cellsOf((entry as { cells?: unknown } | null)?.cells, `${what}'s circle`).sort(
          (a, b) => a - b,
        );
        const lines = (entry as { lines?: unknown } | null)?.lines;
        if (!Array.isArray(lines) || lines.length === 0) {
          report({ message: `${what} has no line` });
          return;
        }
        lines.forEach((drawn, j) => {
          const named = lines.length > 1 ? `${what}, line ${j + 1}` : what;
          const line = cellsOf(drawn, named).filter((cell) => !circle.includes(cell));
          if (line.length === 0) report({ message: `${named} has no cell beyond its circle` });
          else found.push({ circle, line });
        });
      });
      return found.length > 0 ? found : undefined;
    },
    write(shape, value, doc) {
      doc.arrow = value.map((arrow) => {
        // The shaft is drawn from the circle cell nearest its first cell (beside it before corner to corner).
        const [first] = arrow.line;
        const apart = (cell: number) =>
          Math.abs(Math.floor(cell / shape.size) - Math.floor(first! / shape.size)) +
          Math.abs((cell % shape.size) - (first! % shape.size));
        const from = arrow.circle.reduce((best, cell) => (apart(cell) < apart(best) ? cell : best));
        const label = (cell: number) => fpuzzlesLabel(shape, cell);
        return { cells: arrow.circle.map(label), lines: [[from, ...arrow.line].map(label)] };
      });
    },
  },
  groups: () => [],
  extraPeers(_shape, value, cell) {
    // A one-cell circle over two or more line cells is larger than each; one over one cell equals it.
    const found = new Set<number>();
    for (const { circle, line } of value) {
      if (circle.length !== 1 || line.length < 2) continue;
      if (circle[0] === cell) for (const other of line) found.add(other);
      else if (line.includes(cell)) found.add(circle[0]!);
    }
    return [...found].sort((a, b) => a - b);
  },
  conflicts: (shape, value, cells) =>
    value.flatMap((arrow, index) => arrowConflicts(shape, arrow, index, cells)),
  propagators: (shape, value, units) =>
    value.map((arrow) => {
      if (arrow.circle.length === 1 && arrow.line.length === 2) {
        return pairArrowPropagator(arrow, allApart(arrow.line, units));
      }
      if (arrow.circle.length === 1 && arrow.line.length === 3) {
        const [a, b, c] = arrow.line as [number, number, number];
        const apart =
          (allApart([a, b], units) ? 1 : 0) |
          (allApart([a, c], units) ? 2 : 0) |
          (allApart([b, c], units) ? 4 : 0);
        return tripleArrowPropagator(arrow, apart);
      }
      if (arrow.line.length > 1 && arrow.line.length <= shape.size && allApart(arrow.line, units)) {
        return distinctArrowPropagator(shape.size, arrow);
      }
      return arrowPropagator(arrow, units);
    }),
};
