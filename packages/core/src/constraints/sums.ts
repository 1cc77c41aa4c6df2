/**
 * Sums over cells, the propagation of killer cages and of the sums the "45 rule" implies:
 *   combination  a set of different digits (a mask) with a given count and sum
 *   fitting      a combination holding every digit placed in the cells, every one of its digits a
 *                candidate somewhere, and some digit of it a candidate of every cell
 * Each cell keeps only digits of some fitting combination; a digit in every fitting combination with
 * one place left goes there, and with none is a contradiction.
 */
import type { Domains, Propagator } from './module.js';

const combinationCache = new Map<string, Int32Array>();

/** Every set of `count` different digits 1..size adding up to `sum`, as masks; computed once. */
export function combinations(size: number, count: number, sum: number): Int32Array {
  const key = `${size}:${count}:${sum}`;
  let found = combinationCache.get(key);
  if (found !== undefined) return found;
  const masks: number[] = [];
  const walk = (from: number, left: number, rest: number, mask: number) => {
    if (left === 0) {
      if (rest === 0) masks.push(mask);
      return;
    }
    for (let digit = from; digit <= size && digit <= rest; digit++) {
      walk(digit + 1, left - 1, rest - digit, mask | (1 << (digit - 1)));
    }
  };
  walk(1, count, sum, 0);
  found = Int32Array.from(masks);
  combinationCache.set(key, found);
  return found;
}

/** The smallest and largest sums of `count` different digits 1..size. */
export function cageSumRange(size: number, count: number): readonly [number, number] {
  const least = (count * (count + 1)) / 2;
  const most = count * size - (count * (count - 1)) / 2;
  return [least, most];
}

/**
 * The units that share two or more cells with `cells`, each as the places it holds (bit k for cells[k])
 * and its other cells: where a digit the cells must hold, with all its places in one unit, leaves the
 * rest of that unit. `inside` marks a unit holding all of `cells`: its other cells hold every digit the
 * cells do not, so a combination whose missing digits have no place there does not fit.
 */
interface Reach {
  readonly places: number;
  readonly others: Int32Array;
  readonly inside: boolean;
}

function reachOf(cells: readonly number[], units: readonly (readonly number[])[]): Reach[] {
  const index = new Map(cells.map((cell, k) => [cell, k]));
  const found: Reach[] = [];
  for (const unit of units) {
    let places = 0;
    for (const cell of unit) if (index.has(cell)) places |= 1 << index.get(cell)!;
    if ((places & (places - 1)) === 0) continue;
    const others = Int32Array.from(unit.filter((cell) => !index.has(cell)));
    found.push({ places, others, inside: places === (1 << cells.length) - 1 });
  }
  return found;
}

/**
 * Cells whose digits differ and add up to `sum`: the combination tables' propagation (see the glossary).
 * Given the puzzle's `units`, a digit every fitting combination holds leaves the other cells of a unit
 * that holds all its places in the cells (a cage inside a row, a pair of places inside a box), and a
 * unit holding all the cells must have a place for every digit a combination leaves out.
 */
export function distinctSumPropagator(
  size: number,
  cells: readonly number[],
  sum: number,
  units: readonly (readonly number[])[] = [],
): Propagator {
  const count = cells.length;
  const all = (1 << size) - 1;
  // The combinations of the cells left open for what the settled ones leave (open * (sum + 1) + rest),
  // looked up as the search first needs them.
  const byOpen: (Int32Array | null)[] = new Array((count + 1) * (sum + 1)).fill(null);
  const reach = reachOf(cells, units);
  const containing = reach.filter((unit) => unit.inside).map((unit) => unit.others);
  const open = new Int32Array(count);
  // Each required digit's places in the cells (bit k for cells[k]), gathered in one pass over the open
  // cells rather than one pass a digit.
  const placesOf = new Int32Array(size);
  return {
    cells,
    distinctOnly: false,
    propagate(domains: Domains): boolean {
      const { candidates } = domains;
      let placed = 0;
      let placedSum = 0;
      let union = 0;
      let opened = 0;
      for (let k = 0; k < count; k++) {
        const mask = candidates[cells[k]!]!;
        if ((mask & (mask - 1)) === 0) {
          if ((placed & mask) !== 0) return false;
          placed |= mask;
          placedSum += 32 - Math.clz32(mask);
        } else {
          open[opened++] = cells[k]!;
          union |= mask;
        }
      }
      const rest = sum - placedSum;
      if (opened === 0) return rest === 0;
      if (rest < 0) return false;
      union &= ~placed;
      // The digits the other cells of each unit holding all the cells can still take.
      let outside = all;
      for (let u = 0; u < containing.length; u++) {
        const others = containing[u]!;
        let left = 0;
        for (let k = 0; k < others.length; k++) left |= candidates[others[k]!]!;
        outside &= left;
      }
      const lacking = all & ~placed & ~outside;
      const at = opened * (sum + 1) + rest;
      const combos = byOpen[at] ?? (byOpen[at] = combinations(size, opened, rest));
      let allowed = 0;
      let required = -1;
      next: for (let i = 0; i < combos.length; i++) {
        const combo = combos[i]!;
        if ((combo & ~union) !== 0 || (lacking & ~combo) !== 0) continue;
        for (let k = 0; k < opened; k++) if ((candidates[open[k]!]! & combo) === 0) continue next;
        allowed |= combo;
        required &= combo;
      }
      if (allowed === 0) return false;
      for (let k = 0; k < opened; k++) {
        const cell = open[k]!;
        const mask = candidates[cell]!;
        if ((mask & ~allowed) !== 0 && !domains.keep(cell, mask & allowed)) return false;
      }
      if (required === 0) return true;
      for (let digits = required; digits !== 0; digits &= digits - 1)
        placesOf[31 - Math.clz32(digits & -digits)] = 0;
      for (let k = 0; k < count; k++) {
        for (let digits = candidates[cells[k]!]! & required; digits !== 0; digits &= digits - 1) {
          placesOf[31 - Math.clz32(digits & -digits)]! |= 1 << k;
        }
      }
      // A place gathered above may have lost its digit to a single settled in this loop: the places
      // are then more than the digit has, which only weakens what follows (the keep wakes this again).
      for (let digits = required; digits !== 0; digits &= digits - 1) {
        const bit = digits & -digits;
        const places = placesOf[31 - Math.clz32(bit)]!;
        if (places === 0) return false;
        if ((places & (places - 1)) === 0) {
          if (!domains.keep(cells[31 - Math.clz32(places)]!, bit)) return false;
          continue;
        }
        for (let u = 0; u < reach.length; u++) {
          const unit = reach[u]!;
          if ((places & ~unit.places) !== 0) continue;
          const others = unit.others;
          for (let k = 0; k < others.length; k++) {
            const cell = others[k]!;
            if ((candidates[cell]! & bit) !== 0 && !domains.keep(cell, ~bit)) return false;
          }
        }
      }
      return true;
    },
  };
}

/**
 * Cells (digits may repeat) adding up to `sum`: each cell's digits bounded by what the others' smallest
 * and largest candidates leave. For the sums the 45 rule finds outside a house.
 */
export function boundedSumPropagator(cells: readonly number[], sum: number): Propagator {
  return signedSumPropagator(cells, [], sum);
}

/**
 * The digits of `plus` less those of `minus` (digits may repeat) make `sum`: the 45 rule's innies less
 * its outies. Each cell is bounded by what the others' smallest and largest candidates leave; with two
 * cells left open, each keeps only the digits the other has a partner for.
 */
export function signedSumPropagator(
  plus: readonly number[],
  minus: readonly number[],
  sum: number,
): Propagator {
  const cells = [...plus, ...minus];
  const count = cells.length;
  const positive = plus.length;
  return {
    cells,
    distinctOnly: false,
    propagate(domains: Domains): boolean {
      const { candidates } = domains;
      // The smallest and largest the signed digits can add up to, and how many cells are open.
      let least = 0;
      let most = 0;
      let open = 0;
      let first = -1;
      let second = -1;
      let spread = 0;
      for (let k = 0; k < count; k++) {
        const mask = candidates[cells[k]!]!;
        const low = 32 - Math.clz32(mask & -mask);
        const high = 32 - Math.clz32(mask);
        if (high - low > spread) spread = high - low;
        if (k < positive) {
          least += low;
          most += high;
        } else {
          least -= high;
          most -= low;
        }
        if ((mask & (mask - 1)) !== 0) {
          open++;
          second = first;
          first = k;
        }
      }
      if (least > sum || most < sum) return false;
      if (open === 0 || least === most) return true;
      // No cell's bounds move while the sum is as far from both ends as the widest cell spans.
      if (sum - least >= spread && most - sum >= spread && open !== 2) return true;
      if (open === 2) return pair(domains, second, first, least);
      for (let k = 0; k < count; k++) {
        const cell = cells[k]!;
        const mask = candidates[cell]!;
        const low = 32 - Math.clz32(mask & -mask);
        const high = 32 - Math.clz32(mask);
        // This cell's digit is what the sum leaves after the others, within their bounds.
        let from: number;
        let to: number;
        if (k < positive) {
          from = sum - (most - high);
          to = sum - (least - low);
        } else {
          from = least + high - sum;
          to = most + low - sum;
        }
        let keep = mask;
        if (from > 1) keep &= ~((1 << (from - 1)) - 1);
        if (to < 31) keep &= (1 << Math.max(to, 0)) - 1;
        if (keep !== mask && !domains.keep(cell, keep)) return false;
      }
      return true;
    },
  };

  /** The two open cells (indices a < b into cells): each keeps the digits the other completes. */
  function pair(domains: Domains, a: number, b: number, least: number): boolean {
    const { candidates } = domains;
    const cellA = cells[a]!;
    const cellB = cells[b]!;
    const maskA = candidates[cellA]!;
    const maskB = candidates[cellB]!;
    const signA = a < positive ? 1 : -1;
    const signB = b < positive ? 1 : -1;
    // What the two open cells' signed digits must add up to: the sum less the settled cells.
    const lowA = 32 - Math.clz32(maskA & -maskA);
    const highA = 32 - Math.clz32(maskA);
    const lowB = 32 - Math.clz32(maskB & -maskB);
    const highB = 32 - Math.clz32(maskB);
    const settledLeast = least - (signA > 0 ? lowA : -highA) - (signB > 0 ? lowB : -highB);
    const target = sum - settledLeast;
    let keepA = 0;
    let keepB = 0;
    for (let rest = maskA; rest !== 0; rest &= rest - 1) {
      const x = 32 - Math.clz32(rest & -rest);
      const y = (target - signA * x) * signB;
      if (y >= 1 && y <= 31 && (maskB & (1 << (y - 1))) !== 0) {
        keepA |= 1 << (x - 1);
        keepB |= 1 << (y - 1);
      }
    }
    if (keepA === 0) return false;
    if (keepA !== maskA && !domains.keep(cellA, keepA)) return false;
    if (keepB !== maskB && !domains.keep(cellB, keepB)) return false;
    return true;
  }
}
