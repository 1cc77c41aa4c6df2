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

/** Cells whose digits differ and add up to `sum`: the combination tables' propagation (see the glossary). */
export function distinctSumPropagator(size: number, cells: readonly number[], sum: number): Propagator {
  const combos = combinations(size, cells.length, sum);
  const count = cells.length;
  return {
    cells,
    distinctOnly: false,
    propagate(domains: Domains): boolean {
      const { candidates } = domains;
      let placed = 0;
      let union = 0;
      for (let k = 0; k < count; k++) {
        const mask = candidates[cells[k]!]!;
        if ((mask & (mask - 1)) === 0) {
          if ((placed & mask) !== 0) return false;
          placed |= mask;
        }
        union |= mask;
      }
      let allowed = 0;
      let required = -1;
      next: for (let i = 0; i < combos.length; i++) {
        const combo = combos[i]!;
        if ((combo & placed) !== placed || (combo & ~union) !== 0) continue;
        for (let k = 0; k < count; k++) if ((candidates[cells[k]!]! & combo) === 0) continue next;
        allowed |= combo;
        required &= combo;
      }
      if (allowed === 0) return false;
      for (let k = 0; k < count; k++) {
        const cell = cells[k]!;
        const mask = candidates[cell]!;
        if ((mask & ~allowed) !== 0 && !domains.keep(cell, mask & allowed)) return false;
      }
      for (let open = required & ~placed; open !== 0; open &= open - 1) {
        const bit = open & -open;
        let at = -1;
        for (let k = 0; k < count; k++) {
          if ((candidates[cells[k]!]! & bit) === 0) continue;
          if (at !== -1) {
            at = -2;
            break;
          }
          at = cells[k]!;
        }
        if (at === -1) return false;
        if (at >= 0 && !domains.keep(at, bit)) return false;
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
  const count = cells.length;
  return {
    cells,
    distinctOnly: false,
    propagate(domains: Domains): boolean {
      const { candidates } = domains;
      let least = 0;
      let most = 0;
      for (let k = 0; k < count; k++) {
        const mask = candidates[cells[k]!]!;
        least += 32 - Math.clz32(mask & -mask);
        most += 32 - Math.clz32(mask);
      }
      if (least > sum || most < sum) return false;
      for (let k = 0; k < count; k++) {
        const cell = cells[k]!;
        const mask = candidates[cell]!;
        const low = 32 - Math.clz32(mask & -mask);
        const high = 32 - Math.clz32(mask);
        // This cell's digit is at least what the others' largest leave, at most what their smallest do.
        const from = sum - (most - high);
        const to = sum - (least - low);
        let keep = mask;
        if (from > 1) keep &= ~((1 << (from - 1)) - 1);
        if (to < 31) keep &= (1 << Math.max(to, 0)) - 1;
        if (keep !== mask && !domains.keep(cell, keep)) return false;
      }
      return true;
    },
  };
}
