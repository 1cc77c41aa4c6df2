/**
 * Sums whose digits may repeat (a little killer's diagonal crosses several boxes; an arrow's line may
 * too), propagated exactly over the cells' candidates rather than by bounds alone:
 *   reachable  the totals the first k cells can make, a bitset over 0..sum (bit t for total t)
 *   needed     the totals the first k cells must make for the rest to finish the sum
 * A cell keeps a digit d when some reachable total before it, plus d, is a total needed after it.
 * Each set is a few 32-bit words, so a pass costs cells x digits x words.
 */
import type { Domains, Propagator } from './module.js';

/** dst[to..] |= src[from..] shifted up by `by` bits (1..31), over `words` words. */
function orShiftedUp(src: Int32Array, from: number, dst: Int32Array, to: number, words: number, by: number) {
  for (let w = words - 1; w >= 0; w--) {
    let bits = src[from + w]! << by;
    if (w > 0) bits |= src[from + w - 1]! >>> (32 - by);
    dst[to + w]! |= bits;
  }
}

/** dst[to..] |= src[from..] shifted down by `by` bits (1..31), over `words` words. */
function orShiftedDown(
  src: Int32Array,
  from: number,
  dst: Int32Array,
  to: number,
  words: number,
  by: number,
) {
  for (let w = 0; w < words; w++) {
    let bits = src[from + w]! >>> by;
    if (w + 1 < words) bits |= src[from + w + 1]! << (32 - by);
    dst[to + w]! |= bits;
  }
}

/** Whether (set a shifted up by `by`) meets set b. */
function meetsShifted(
  a: Int32Array,
  from: number,
  b: Int32Array,
  at: number,
  words: number,
  by: number,
): boolean {
  for (let w = 0; w < words; w++) {
    let bits = a[from + w]! << by;
    if (w > 0) bits |= a[from + w - 1]! >>> (32 - by);
    if ((bits & b[at + w]!) !== 0) return true;
  }
  return false;
}

/** Cells (digits may repeat) adding up to `sum`: each keeps the digits some way of making the sum uses. */
export function repeatSumPropagator(cells: readonly number[], sum: number): Propagator {
  const count = cells.length;
  const words = (sum >>> 5) + 1;
  // reachable[k]: totals of cells 0..k-1; needed[k]: totals of cells 0..k-1 that cells k.. can finish.
  const reachable = new Int32Array((count + 1) * words);
  const needed = new Int32Array((count + 1) * words);
  return {
    cells,
    distinctOnly: false,
    propagate(domains: Domains): boolean {
      const { candidates } = domains;
      reachable.fill(0);
      needed.fill(0);
      reachable[0] = 1;
      for (let k = 0; k < count; k++) {
        for (let rest = candidates[cells[k]!]!; rest !== 0; rest &= rest - 1) {
          const digit = 32 - Math.clz32(rest & -rest);
          orShiftedUp(reachable, k * words, reachable, (k + 1) * words, words, digit);
        }
      }
      if ((reachable[count * words + (sum >>> 5)]! & (1 << (sum & 31))) === 0) return false;
      needed[count * words + (sum >>> 5)] = 1 << (sum & 31);
      for (let k = count - 1; k >= 0; k--) {
        for (let rest = candidates[cells[k]!]!; rest !== 0; rest &= rest - 1) {
          const digit = 32 - Math.clz32(rest & -rest);
          orShiftedDown(needed, (k + 1) * words, needed, k * words, words, digit);
        }
      }
      for (let k = 0; k < count; k++) {
        const cell = cells[k]!;
        const mask = candidates[cell]!;
        let keep = 0;
        for (let rest = mask; rest !== 0; rest &= rest - 1) {
          const bit = rest & -rest;
          const digit = 32 - Math.clz32(bit);
          if (meetsShifted(reachable, k * words, needed, (k + 1) * words, words, digit)) keep |= bit;
        }
        if (keep !== mask && !domains.keep(cell, keep)) return false;
      }
      return true;
    },
  };
}
