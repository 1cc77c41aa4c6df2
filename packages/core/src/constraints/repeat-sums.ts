/**
 * Sums whose digits may repeat (a little killer's diagonal crosses several boxes; an arrow's line may
 * too), propagated exactly over the cells' candidates rather than by bounds alone:
 *   run        consecutive cells of the sum that share a unit, so their digits differ (a diagonal's
 *              cells in one box): the sum's items, each making totals of different digits
 *   reachable  the totals the runs before one can make, a bitset over 0..sum (bit t for total t)
 *   needed     the totals the runs before one must make for the rest to finish the sum
 * A run keeps the ways of filling it whose total, added to a reachable total, is a needed one; each
 * cell keeps the digits those ways use. Each set is a few 32-bit words.
 */
import type { Domains, Propagator } from './module.js';

/** dst[to..] |= src[from..] shifted up by `by` bits, over `words` words. */
function orShiftedUp(src: Int32Array, from: number, dst: Int32Array, to: number, words: number, by: number) {
  const skip = by >>> 5;
  const bits = by & 31;
  for (let w = words - 1; w >= skip; w--) {
    let value = src[from + w - skip]! << bits;
    if (bits !== 0 && w - skip > 0) value |= src[from + w - skip - 1]! >>> (32 - bits);
    dst[to + w]! |= value;
  }
}

/** dst[to..] |= src[from..] shifted down by `by` bits, over `words` words. */
function orShiftedDown(
  src: Int32Array,
  from: number,
  dst: Int32Array,
  to: number,
  words: number,
  by: number,
) {
  const skip = by >>> 5;
  const bits = by & 31;
  for (let w = 0; w + skip < words; w++) {
    let value = src[from + w + skip]! >>> bits;
    if (bits !== 0 && w + skip + 1 < words) value |= src[from + w + skip + 1]! << (32 - bits);
    dst[to + w]! |= value;
  }
}

/** Whether set a shifted up by `by` bits meets set b. */
function meetsShifted(
  a: Int32Array,
  from: number,
  b: Int32Array,
  at: number,
  words: number,
  by: number,
): boolean {
  const skip = by >>> 5;
  const bits = by & 31;
  for (let w = skip; w < words; w++) {
    let value = a[from + w - skip]! << bits;
    if (bits !== 0 && w - skip > 0) value |= a[from + w - skip - 1]! >>> (32 - bits);
    if ((value & b[at + w]!) !== 0) return true;
  }
  return false;
}

/** The sum's cells cut into runs of consecutive cells that all share a unit with each other. */
function runsOf(cells: readonly number[], units: readonly (readonly number[])[]): number[][] {
  const together = (a: number, b: number) => units.some((unit) => unit.includes(a) && unit.includes(b));
  const runs: number[][] = [];
  for (const cell of cells) {
    const run = runs[runs.length - 1];
    if (run?.every((other) => together(other, cell))) run.push(cell);
    else runs.push([cell]);
  }
  return runs;
}

/**
 * Cells (digits may repeat, except within a run sharing one of `units`) adding up to `sum`: each keeps
 * the digits some way of making the sum uses.
 */
export function repeatSumPropagator(
  cells: readonly number[],
  sum: number,
  units: readonly (readonly number[])[] = [],
): Propagator {
  const runs = runsOf(cells, units);
  const count = runs.length;
  const words = (sum >>> 5) + 1;
  // reachable[r]: totals of runs 0..r-1; needed[r]: totals of runs 0..r-1 that runs r.. can finish.
  const reachable = new Int32Array((count + 1) * words);
  const needed = new Int32Array((count + 1) * words);
  // Each run's totals (totals[r * (sum + 1) ..], totalCount[r] of them), whether a total was seen,
  // which of a run's totals fit (good[t] = 1), and what each of its cells may keep.
  const totals = new Int32Array(count * (sum + 1));
  const totalCount = new Int32Array(count);
  const seen = new Uint8Array(sum + 1);
  const good = new Uint8Array(sum + 1);
  const allowed = new Int32Array(cells.length);
  const chosen = new Int32Array(cells.length);
  let candidates: Int32Array;
  let run: number[] = [];

  /** Every way to fill `run` with different digits from its candidates: marks the totals seen, or keeps the good ones' digits. */
  const fill = (k: number, used: number, total: number, keeping: boolean): void => {
    if (total > sum) return;
    if (k === run.length) {
      if (!keeping) seen[total] = 1;
      else if (good[total] === 1) for (let i = 0; i < run.length; i++) allowed[i]! |= chosen[i]!;
      return;
    }
    for (let rest = candidates[run[k]!]! & ~used; rest !== 0; rest &= rest - 1) {
      const bit = rest & -rest;
      chosen[k] = bit;
      fill(k + 1, used | bit, total + 32 - Math.clz32(bit), keeping);
    }
  };

  /** Lists run r's totals; a run of one cell's totals are its digits. */
  const listTotals = (r: number): void => {
    const base = r * (sum + 1);
    let n = 0;
    run = runs[r]!;
    if (run.length === 1) {
      for (let rest = candidates[run[0]!]!; rest !== 0; rest &= rest - 1) {
        const digit = 32 - Math.clz32(rest & -rest);
        if (digit <= sum) totals[base + n++] = digit;
      }
    } else {
      seen.fill(0);
      fill(0, 0, 0, false);
      for (let t = 1; t <= sum; t++) if (seen[t] === 1) totals[base + n++] = t;
    }
    totalCount[r] = n;
  };

  return {
    cells,
    distinctOnly: false,
    propagate(domains: Domains): boolean {
      candidates = domains.candidates;
      reachable.fill(0);
      needed.fill(0);
      reachable[0] = 1;
      for (let r = 0; r < count; r++) {
        listTotals(r);
        for (let k = 0; k < totalCount[r]!; k++) {
          orShiftedUp(reachable, r * words, reachable, (r + 1) * words, words, totals[r * (sum + 1) + k]!);
        }
      }
      if ((reachable[count * words + (sum >>> 5)]! & (1 << (sum & 31))) === 0) return false;
      needed[count * words + (sum >>> 5)] = 1 << (sum & 31);
      for (let r = count - 1; r >= 0; r--) {
        for (let k = 0; k < totalCount[r]!; k++) {
          orShiftedDown(needed, (r + 1) * words, needed, r * words, words, totals[r * (sum + 1) + k]!);
        }
      }
      for (let r = 0; r < count; r++) {
        run = runs[r]!;
        good.fill(0);
        let any = 0;
        for (let k = 0; k < totalCount[r]!; k++) {
          const t = totals[r * (sum + 1) + k]!;
          if (meetsShifted(reachable, r * words, needed, (r + 1) * words, words, t)) {
            good[t] = 1;
            any |= t <= 31 ? 1 << (t - 1) : 0;
          }
        }
        if (run.length === 1) {
          // A lone cell keeps the digits that are good totals (digits are at most 16, so all in `any`).
          const cell = run[0]!;
          const mask = candidates[cell]!;
          if ((mask & any) !== mask && !domains.keep(cell, mask & any)) return false;
          continue;
        }
        allowed.fill(0, 0, run.length);
        fill(0, 0, 0, true);
        for (let i = 0; i < run.length; i++) {
          const cell = run[i]!;
          const mask = candidates[cell]!;
          if ((mask & allowed[i]!) !== mask && !domains.keep(cell, mask & allowed[i]!)) return false;
        }
      }
      return true;
    },
  };
}
