/**
 * Sums over cells that fall into groups, each group inside one unit: digits differ within a group and
 * may repeat between groups (parallel little-killer diagonals taken together, a box's share of them one
 * group). Terms:
 *   span   the least and greatest total a group can make: as many different digits as it has cells,
 *          the smallest or the largest of those its cells still hold
 *   rest   a unit's cells outside its group, when fewer: the unit adds up to 1 + 2 + ... + size, so
 *          the rest's span bounds the group's total too
 *   slack  how far the sum is from the groups' least (or greatest) totals added up
 *   apart  a group's least total with each cell at least its smallest candidate (and its most, each
 *          at most its largest): a settled 2 beside two open cells makes at most 2 + 9 + 8, where the
 *          digits the group holds alone allow 9 + 8 + 7
 * A group's total can move from its least by the slack alone, so each cell keeps the digits that leave
 * the group's other cells room (and so does each cell of its rest).
 */
import { largestSum, smallestSum } from '../digits.js';
import type { Domains, Propagator } from './module.js';
import { repeatSumPropagator } from './repeat-sums.js';

/** One group of a grouped sum: its cells, and the rest of the unit it lies in (empty when not kept). */
export interface SumGroup {
  readonly cells: readonly number[];
  readonly rest: readonly number[];
}

/**
 * Cells split into groups, each the most of the cells left that one unit holds (the largest first):
 * digits differ within a group. A group keeps its unit's other cells as its rest when they are fewer.
 * `unitsOf` lists each cell's units (indices into `units`).
 */
export function groupsOf(
  size: number,
  cells: readonly number[],
  units: readonly (readonly number[])[],
  unitsOf: readonly (readonly number[])[],
): SumGroup[] {
  const left = new Set(cells);
  const held = new Int32Array(units.length);
  for (const cell of cells) for (const unit of unitsOf[cell]!) held[unit]!++;
  const groups: SumGroup[] = [];
  while (left.size > 0) {
    let best = 0;
    for (let unit = 1; unit < units.length; unit++) if (held[unit]! > held[best]!) best = unit;
    // A cell no unit holds (none on a sudoku grid) is a group of its own.
    const unit = held[best]! > 0 ? units[best]! : [];
    const members = unit.length > 0 ? unit.filter((cell) => left.has(cell)) : [left.values().next().value!];
    for (const cell of members) {
      left.delete(cell);
      for (const other of unitsOf[cell]!) held[other]!--;
    }
    const rest = unit.length === size ? unit.filter((cell) => !members.includes(cell)) : [];
    groups.push({ cells: members, rest: rest.length < members.length ? rest : [] });
  }
  return groups;
}

/**
 * The least total the groups can make (each group its smallest different digits) and how far their
 * totals reach above it (k cells of different digits span k * (size - k)): a sum's room, before any
 * candidate goes.
 */
export function groupsReach(size: number, groups: readonly SumGroup[]): { least: number; span: number } {
  let least = 0;
  let span = 0;
  for (const { cells } of groups) {
    least += (cells.length * (cells.length + 1)) / 2;
    span += cells.length * (size - cells.length);
  }
  return { least, span };
}

/** A total past any sum: the cells cannot take different digits from their bounds. */
const NONE = 1 << 20;

/**
 * The least total of `members` (but the one at `skip`) in different digits, each cell at least its
 * smallest candidate: each takes the smallest digit not yet taken from its smallest up. Which digits
 * are taken does not depend on the order (as cars parking along a street), so this is the least such
 * digits make; NONE when a cell finds none.
 */
function leastApart(candidates: Int32Array, members: readonly number[], skip: number, all: number): number {
  let taken = 0;
  let total = 0;
  for (let k = 0; k < members.length; k++) {
    if (k === skip) continue;
    const mask = candidates[members[k]!]!;
    const free = ~taken & -(mask & -mask);
    const bit = free & -free;
    if ((bit & all) === 0) return NONE;
    taken |= bit;
    total += 32 - Math.clz32(bit);
  }
  return total;
}

/** The most, as leastApart the least: each cell the largest digit not yet taken from its largest down; -1 when none. */
function mostApart(candidates: Int32Array, members: readonly number[], skip: number): number {
  let taken = 0;
  let total = 0;
  for (let k = 0; k < members.length; k++) {
    if (k === skip) continue;
    const mask = candidates[members[k]!]!;
    if (mask === 0) return -1;
    const free = ((2 << (31 - Math.clz32(mask))) - 1) & ~taken;
    if (free === 0) return -1;
    const top = 31 - Math.clz32(free);
    taken |= 1 << top;
    total += top + 1;
  }
  return total;
}

/** The digits of `mask` from `from` to `to` (both may lie outside 1..31). */
function between(mask: number, from: number, to: number): number {
  let keep = mask;
  if (from > 1) keep &= from > 31 ? 0 : ~((1 << (from - 1)) - 1);
  if (to < 31) keep &= to < 1 ? 0 : (1 << to) - 1;
  return keep;
}

/**
 * Groups of cells (digits differ within each, see SumGroup) whose digits add up to `sum`, on a grid of
 * `size` digits: each group's total bounded by its span and its rest's, and by the others'. Given the
 * grid's `units`, the sum is also made exactly (as a little killer's runs are: each cell keeps the
 * digits of some way to make it) where each group has up to three cells or a rest of up to three: a
 * unit adds up to 1 + 2 + ... + size, so a group makes that less its rest's digits.
 */
export function groupedSumPropagator(
  size: number,
  groups: readonly SumGroup[],
  sum: number,
  units?: readonly (readonly number[])[],
): Propagator {
  const bounds = boundedSumPropagator(size, groups, sum);
  const parts = units === undefined ? null : exactParts(size, groups, sum);
  if (parts === null) return bounds;
  const exact = repeatSumPropagator(parts.summed, parts.total, units, parts.reversed, parts.starts);
  // The exact sum finds all the bounds do but what a group's own cells tell beside its rest.
  if (groups.every((group) => group.rest.length === 0)) return exact;
  return {
    cells: bounds.cells,
    propagate: (domains) => bounds.propagate(domains) && exact.propagate(domains),
  };
}

/**
 * The grouped sum as an exact repeat sum, where each group has up to three cells or a rest of up to
 * three (null elsewhere): the cells summed, those read as size + 1 less their digit (a rest: its unit
 * adds up to 1 + 2 + ... + size, so the group makes that less the rest's digits), the cell starting
 * each group's run, and their total.
 */
function exactParts(
  size: number,
  groups: readonly SumGroup[],
  sum: number,
): { summed: number[]; reversed: Set<number>; starts: Set<number>; total: number } | null {
  const full = (size * (size + 1)) / 2;
  const summed: number[] = [];
  const reversed = new Set<number>();
  // Each group starts a run of the exact sum: groups sharing a line would make runs too long to fill.
  const starts = new Set<number>();
  let total = sum;
  for (const { cells, rest } of groups) {
    starts.add(cells.length <= 3 ? cells[0]! : rest[0]!);
    if (cells.length <= 3) summed.push(...cells);
    else if (rest.length > 0 && rest.length <= 3) {
      summed.push(...rest);
      for (const cell of rest) reversed.add(cell);
      total -= full - (size + 1) * rest.length;
    } else return null;
  }
  return { summed, reversed, starts, total };
}

/**
 * What the exact sum of the groups costs a call, as its cells times its room (the totals its sets
 * span above its runs' least or below their most); Infinity where it cannot be made exactly.
 */
export function exactWork(size: number, groups: readonly SumGroup[], sum: number): number {
  const parts = exactParts(size, groups, sum);
  if (parts === null) return Number.POSITIVE_INFINITY;
  const runs = groups.map((group) => (group.cells.length <= 3 ? group.cells.length : group.rest.length));
  const least = runs.reduce((total, k) => total + (k * (k + 1)) / 2, 0);
  const most = parts.summed.length * (size + 1) - least;
  return parts.summed.length * Math.max(0, Math.min(parts.total - least, most - parts.total));
}

/** groupedSumPropagator by the groups' bounds alone. */
function boundedSumPropagator(size: number, groups: readonly SumGroup[], sum: number): Propagator {
  const full = (size * (size + 1)) / 2;
  const all = (1 << size) - 1;
  const count = groups.length;
  const least = new Int32Array(count);
  const most = new Int32Array(count);
  const held = new Int32Array(count);
  const restHeld = new Int32Array(count);
  const cells = groups.flatMap((group) => [...group.cells, ...group.rest]);

  /** Keeps in `members` the digits that leave the others, `held` between them, a total from `low` to `high`. */
  const narrow = (domains: Domains, members: readonly number[], mask: number, low: number, high: number) => {
    const others = members.length - 1;
    const most = largestSum(mask, others);
    const least = smallestSum(mask, others);
    const { candidates } = domains;
    for (let k = 0; k < members.length; k++) {
      const cell = members[k]!;
      const digits = candidates[cell]!;
      const from = low - Math.min(most, mostApart(candidates, members, k));
      const to = high - Math.max(least, leastApart(candidates, members, k, all));
      const keep = between(digits, from, to);
      if (keep !== digits && !domains.keep(cell, keep)) return false;
    }
    return true;
  };

  // The groups' spans added up.
  let low = 0;
  let high = 0;

  /** Each group's span (and the digits it and its rest hold) now; false when one cannot be filled. */
  const measure = (candidates: Int32Array): boolean => {
    low = 0;
    high = 0;
    for (let g = 0; g < count; g++) {
      const { cells: members, rest } = groups[g]!;
      let mask = 0;
      for (let k = 0; k < members.length; k++) mask |= candidates[members[k]!]!;
      const smallest = smallestSum(mask, members.length);
      if (smallest < 0) return false;
      let from = Math.max(smallest, leastApart(candidates, members, -1, all));
      let to = Math.min(largestSum(mask, members.length), mostApart(candidates, members, -1));
      let other = 0;
      if (rest.length > 0) {
        for (let k = 0; k < rest.length; k++) other |= candidates[rest[k]!]!;
        const restLeast = smallestSum(other, rest.length);
        if (restLeast < 0) return false;
        const restMost = Math.min(largestSum(other, rest.length), mostApart(candidates, rest, -1));
        from = Math.max(from, full - restMost);
        to = Math.min(to, full - Math.max(restLeast, leastApart(candidates, rest, -1, all)));
      }
      if (from > to) return false;
      least[g] = from;
      most[g] = to;
      held[g] = mask;
      restHeld[g] = other;
      low += from;
      high += to;
    }
    return true;
  };

  return {
    cells,
    propagate(domains: Domains): boolean {
      if (!measure(domains.candidates) || sum < low || sum > high) return false;
      for (let g = 0; g < count; g++) {
        // The group's total: no less than the sum leaves after the others' greatest, no more than after their least.
        const from = sum - (high - most[g]!);
        const to = sum - (low - least[g]!);
        if (from <= least[g]! && to >= most[g]!) continue;
        const { cells: members, rest } = groups[g]!;
        if (!narrow(domains, members, held[g]!, from, to)) return false;
        if (rest.length > 0 && !narrow(domains, rest, restHeld[g]!, full - to, full - from)) return false;
      }
      return true;
    },
  };
}
