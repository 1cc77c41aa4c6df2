/**
 * Sums over cells that fall into groups, each group inside one unit: digits differ within a group and
 * may repeat between groups (parallel little-killer diagonals taken together, a box's share of them one
 * group). Terms:
 *   span   the least and greatest total a group can make: as many different digits as it has cells,
 *          the smallest or the largest of those its cells still hold
 *   rest   a unit's cells outside its group, when fewer: the unit adds up to 1 + 2 + ... + size, so
 *          the rest's span bounds the group's total too
 *   slack  how far the sum is from the groups' least (or greatest) totals added up
 * A group's total can move from its least by the slack alone, so each cell keeps the digits that leave
 * the group's other cells room (and so does each cell of its rest).
 */
import { bitCount, largestSum, smallestSum } from '../digits.js';
import type { Domains, Propagator } from './module.js';

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

/** The digits of `mask` from `from` to `to` (both may lie outside 1..31). */
function between(mask: number, from: number, to: number): number {
  let keep = mask;
  if (from > 1) keep &= from > 31 ? 0 : ~((1 << (from - 1)) - 1);
  if (to < 31) keep &= to < 1 ? 0 : (1 << to) - 1;
  return keep;
}

/**
 * Groups of cells (digits differ within each, see SumGroup) whose digits add up to `sum`, on a grid of
 * `size` digits: each group's total bounded by its span and its rest's, and by the others'.
 */
export function groupedSumPropagator(size: number, groups: readonly SumGroup[], sum: number): Propagator {
  const full = (size * (size + 1)) / 2;
  const count = groups.length;
  // Each group's least and greatest total, and its and its rest's open digits, settled sum and open cells.
  const lowOf = new Int32Array(count);
  const highOf = new Int32Array(count);
  const held = new Int32Array(count);
  const heldSum = new Int32Array(count);
  const heldOpen = new Int32Array(count);
  const restHeld = new Int32Array(count);
  const restSum = new Int32Array(count);
  const restOpen = new Int32Array(count);
  const cells = groups.flatMap((group) => [...group.cells, ...group.rest]);

  // A group's (or rest's) cells as read now: the sum of the settled digits, the digits left to the open
  // cells (a settled digit is no longer theirs to take), and how many cells are open.
  let placed = 0;
  let left = 0;
  let open = 0;
  const read = (candidates: Int32Array, members: readonly number[]): boolean => {
    let settled = 0;
    left = 0;
    open = 0;
    for (const cell of members) {
      const digits = candidates[cell]!;
      if ((digits & (digits - 1)) !== 0) {
        left |= digits;
        open++;
      } else if ((settled & digits) !== 0) return false;
      else settled |= digits;
    }
    left &= ~settled;
    placed = smallestSum(settled, bitCount(settled));
    return true;
  };

  /** Keeps in the open cells of `members` the digits that leave the others, `mask` between them, a total from `low` to `high`. */
  const narrow = (
    domains: Domains,
    members: readonly number[],
    mask: number,
    settledSum: number,
    opened: number,
    low: number,
    high: number,
  ) => {
    const others = opened - 1;
    const from = low - settledSum - largestSum(mask, others);
    const to = high - settledSum - smallestSum(mask, others);
    for (let k = 0; k < members.length; k++) {
      const cell = members[k]!;
      const digits = domains.candidates[cell]!;
      if ((digits & (digits - 1)) === 0) continue;
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
      if (!read(candidates, members)) return false;
      const least = smallestSum(left, open);
      if (least < 0) return false;
      let from = placed + least;
      let to = placed + largestSum(left, open);
      held[g] = left;
      heldSum[g] = placed;
      heldOpen[g] = open;
      if (rest.length > 0) {
        if (!read(candidates, rest)) return false;
        const restLeast = smallestSum(left, open);
        if (restLeast < 0) return false;
        from = Math.max(from, full - placed - largestSum(left, open));
        to = Math.min(to, full - placed - restLeast);
        restHeld[g] = left;
        restSum[g] = placed;
        restOpen[g] = open;
      }
      if (from > to) return false;
      lowOf[g] = from;
      highOf[g] = to;
      low += from;
      high += to;
    }
    return true;
  };

  return {
    cells,
    distinctOnly: false,
    propagate(domains: Domains): boolean {
      if (!measure(domains.candidates) || sum < low || sum > high) return false;
      for (let g = 0; g < count; g++) {
        // The group's total: no less than the sum leaves after the others' greatest, no more than after their least.
        const from = sum - (high - highOf[g]!);
        const to = sum - (low - lowOf[g]!);
        if (from <= lowOf[g]! && to >= highOf[g]!) continue;
        const { cells: members, rest } = groups[g]!;
        if (!narrow(domains, members, held[g]!, heldSum[g]!, heldOpen[g]!, from, to)) return false;
        if (
          rest.length > 0 &&
          !narrow(domains, rest, restHeld[g]!, restSum[g]!, restOpen[g]!, full - to, full - from)
        )
          return false;
      }
      return true;
    },
  };
}
