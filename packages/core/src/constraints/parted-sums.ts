/**
 * Sums over cells whose digits may repeat, though some of them must differ: an arrow's line that runs
 * through two boxes, a diagonal of a little killer.
 *   part   cells that each two share a unit, so their digits differ; a sum's cells are split into
 *          parts in their order, each cell joining the first part it shares a unit with every member of
 *   score  the sum of the squares of the parts' sizes: a partition scoring higher leaves the sum a
 *          narrower range (k different digits span size*k - k*k less than k free ones)
 * A part of k cells adds up to at least the k smallest digits its cells can hold together (and at least
 * its cells' smallest candidates), and at most the k largest; the sum's range is its parts' ranges
 * added up, and each cell keeps the digits that let the total reach the range wanted.
 */
import { largestSum, smallestSum } from '../digits.js';
import type { Domains } from './module.js';

/** The cells split into parts whose digits differ (see the glossary), given the puzzle's units. */
export function partsOf(cells: readonly number[], units: readonly (readonly number[])[]): number[][] {
  const unitsOf = new Map<number, number[]>();
  const inCells = new Set(cells);
  units.forEach((unit, k) => {
    for (const cell of unit) if (inCells.has(cell)) unitsOf.set(cell, [...(unitsOf.get(cell) ?? []), k]);
  });
  const share = (a: number, b: number) => (unitsOf.get(a) ?? []).some((k) => unitsOf.get(b)?.includes(k));
  const parts: number[][] = [];
  for (const cell of cells) {
    const part = parts.find((members) => members.every((other) => share(cell, other)));
    if (part === undefined) parts.push([cell]);
    else part.push(cell);
  }
  return parts;
}

const score = (parts: readonly (readonly number[])[]) =>
  parts.reduce((total, part) => total + part.length * part.length, 0);

/**
 * The cells split into parts whose digits differ, the unit holding the most cells left taken first;
 * the cells of a unit differ, so each part is a unit's share of the cells. An arrow's line that wanders
 * through a box, leaves and comes back is one part there, where the split in order makes several.
 */
export function partsByUnit(cells: readonly number[], units: readonly (readonly number[])[]): number[][] {
  // Counted unit by unit over the unit's own cells, so a long line (an arrow through every row) costs
  // its units' sizes a part, not its length times theirs.
  const left = new Set(cells);
  const parts: number[][] = [];
  while (left.size > 0) {
    let best: readonly number[] | undefined;
    let most = 0;
    for (const unit of units) {
      let count = 0;
      for (const cell of unit) if (left.has(cell)) count++;
      if (count > most) {
        most = count;
        best = unit;
      }
    }
    const part =
      best === undefined
        ? [cells.find((cell) => left.has(cell))!]
        : cells.filter((cell) => left.has(cell) && best.includes(cell));
    for (const cell of part) left.delete(cell);
    parts.push(part);
  }
  return parts;
}

/** The better (higher scoring) of the split in order and the split unit by unit. */
export function bestPartsOf(cells: readonly number[], units: readonly (readonly number[])[]): number[][] {
  const inOrder = partsOf(cells, units);
  const byUnit = partsByUnit(cells, units);
  return score(byUnit) > score(inOrder) ? byUnit : inOrder;
}

const highest = (mask: number) => 32 - Math.clz32(mask);
const lowest = (mask: number) => 32 - Math.clz32(mask & -mask);

/** Cells whose sum is bounded part by part (see the glossary). */
export class PartedSum {
  /** The least and most the cells add up to, after `measure`; least is past any range (2^20 or more) when a part cannot be filled. */
  least = 0;
  most = 0;
  private readonly partLeast: Int32Array;
  private readonly partMost: Int32Array;

  constructor(readonly parts: readonly (readonly number[])[]) {
    this.partLeast = new Int32Array(parts.length);
    this.partMost = new Int32Array(parts.length);
    this.roomAbove = new Int32Array(parts.length);
    this.roomBelow = new Int32Array(parts.length);
  }

  /**
   * A part keeps every digit when the range's high lies roomAbove or more above the sum's least and its
   * low roomBelow or more below the most: the digits `narrow` leaves a cell (from the sum's bounds, its
   * part's taken without the cell) then reach its lowest and highest, and so cover all of them.
   */
  private readonly roomAbove: Int32Array;
  private readonly roomBelow: Int32Array;

  /**
   * Sets least and most from the candidates, and each part's room (see roomAbove): what `narrow` works
   * out cell by cell, taken here over the part at once, so that it counts only the parts a range squeezes.
   */
  measure(candidates: Int32Array): void {
    this.least = 0;
    this.most = 0;
    for (let k = 0; k < this.parts.length; k++) {
      const part = this.parts[k]!;
      const n = part.length;
      let union = 0, // the part's digits
        twice = 0, // the digits two or more of its cells hold
        lows = 0, // its cells' lowest digits added up
        highs = 0, // and their highest
        lowestLow = 32,
        highestHigh = 0,
        widest = 0; // the largest gap between a cell's lowest and highest digit
      for (let i = 0; i < n; i++) {
        const mask = candidates[part[i]!]!;
        twice |= union & mask;
        union |= mask;
        const low = lowest(mask);
        const high = highest(mask);
        lows += low;
        highs += high;
        if (low < lowestLow) lowestLow = low;
        if (high > highestHigh) highestHigh = high;
        if (high - low > widest) widest = high - low;
      }
      const smallest = smallestSum(union, n);
      // A part that cannot be filled makes the whole sum's least too large for any range.
      const least = smallest < 0 ? 1 << 20 : Math.max(smallest, lows);
      const most = smallest < 0 ? 0 : Math.min(largestSum(union, n), highs);
      this.partLeast[k] = least;
      this.partMost[k] = most;
      this.least += least;
      this.most += most;
      // Cell c keeps its highest digit while high - least >= max(its others' least, lows - its lowest)
      // + its highest - the part's least (its lowest mirrors it), taken here over all cells at once.
      // Without c the others hold the union less the digits only c holds: for a cell holding none of
      // those, the whole union's n - 1 smallest and largest; a cell holding some has others that add up
      // to more (less) than that, so the whole union's figures with the part's highest (lowest) digit
      // leave the bound as it is for every cell, and only those cells are counted one by one. A cell
      // whose others are short of digits is a contradiction `narrow` must reach: no room is then enough.
      const alone = union & ~twice;
      const wholeLeast = smallestSum(union, n - 1);
      let above = Math.max(wholeLeast + highestHigh, lows + widest);
      let below = Math.min(largestSum(union, n - 1) + lowestLow, highs - widest);
      if (wholeLeast < 0) {
        above = 1 << 20;
        below = -(1 << 20);
      }
      for (let i = 0; alone !== 0 && i < n; i++) {
        const mask = candidates[part[i]!]!;
        const own = mask & alone;
        if (own === 0) continue;
        const othersLeast = smallestSum(union & ~own, n - 1);
        if (othersLeast < 0) {
          above = 1 << 20;
          below = -(1 << 20);
          break;
        }
        above = Math.max(above, othersLeast + highest(mask));
        below = Math.min(below, largestSum(union & ~own, n - 1) + lowest(mask));
      }
      this.roomAbove[k] = above - least;
      this.roomBelow[k] = most - below;
    }
  }

  /** Each part's cells' candidates OR-ed from its start (before[i]: cells 0..i-1) and from its end (after[i]: cells i..). */
  private before = new Int32Array(0);
  private after = new Int32Array(0);

  /**
   * Keeps in each cell the digits with which the total can still lie within low..high, the others'
   * least and most measured without it (call measure first); false on a contradiction. A part's range
   * without one cell comes from the unions before and after it, so a part costs its length, not its
   * length squared (a long arrow's line is woken by every change on it).
   */
  narrow(domains: Domains, low: number, high: number): boolean {
    const { candidates } = domains;
    if (this.least > high || this.most < low) return false;
    for (let k = 0; k < this.parts.length; k++) {
      // Most calls change nothing (a long arrow's line is woken by each change on it, far from its
      // bounds): a part with room both ways keeps every digit, exactly as the count below would find.
      if (high - this.least >= this.roomAbove[k]! && this.most - low >= this.roomBelow[k]!) continue;
      const part = this.parts[k]!;
      const n = part.length;
      let { before, after } = this;
      if (before.length <= n) {
        before = new Int32Array(n + 1);
        after = new Int32Array(n + 1);
        this.before = before;
        this.after = after;
      }
      let lows = 0;
      let highs = 0;
      // The part's union and the least and most of n - 1 of its digits: a cell whose digits all sit in
      // other cells of the part too leaves the union whole, so most cells need no count of their own.
      let whole = 0;
      let wholeLeast = 0;
      let wholeMost = 0;
      let stale = true;
      for (let i = 0; i < n; i++) {
        if (stale) {
          // (Re)made when a cell of the part lost digits, so the next cells see it as range() did.
          lows = 0;
          highs = 0;
          before[0] = 0;
          for (let j = 0; j < n; j++) {
            const mask = candidates[part[j]!]!;
            before[j + 1] = before[j]! | mask;
            lows += lowest(mask);
            highs += highest(mask);
          }
          after[n] = 0;
          for (let j = n - 1; j >= 0; j--) after[j] = after[j + 1]! | candidates[part[j]!]!;
          whole = before[n]!;
          wholeLeast = smallestSum(whole, n - 1);
          wholeMost = largestSum(whole, n - 1);
          stale = false;
        }
        const cell = part[i]!;
        const mask = candidates[cell]!;
        const union = before[i]! | after[i + 1]!;
        const smallest = union === whole ? wholeLeast : smallestSum(union, n - 1);
        if (smallest < 0) return false;
        const largest = union === whole ? wholeMost : largestSum(union, n - 1);
        const withoutLeast = Math.max(smallest, lows - lowest(mask));
        const withoutMost = Math.min(largest, highs - highest(mask));
        const othersLeast = this.least - this.partLeast[k]! + withoutLeast;
        const othersMost = this.most - this.partMost[k]! + withoutMost;
        const from = Math.max(low - othersMost, 1);
        const to = Math.min(high - othersLeast, 30);
        const keep = to < from ? 0 : mask & ((1 << to) - 1) & ~((1 << (from - 1)) - 1);
        if (keep !== mask) {
          if (!domains.keep(cell, keep)) return false;
          stale = true;
        }
      }
    }
    return true;
  }
}
