/**
 * Sums whose digits may repeat (a little killer's diagonal crosses several boxes; an arrow's line may
 * too), propagated exactly over the cells' candidates rather than by bounds alone:
 *   run        consecutive cells of the sum that share a unit, so their digits differ (a diagonal's
 *              cells in one box): the sum's items, each making totals of different digits
 *   reachable  the totals the runs before one can make, a bitset counted from the least they can make
 *              (bit t for that least plus t), up to the sum
 *   needed     the totals the runs before one must make for the rest to finish the sum
 * A run keeps the ways of filling it whose total, added to a reachable total, is a needed one; each
 * cell keeps the digits those ways use. Each set is a few 32-bit words; a run's own totals fit one
 * where its span does, and then a sum of two words (joined diagonals) is worked as two numbers. A run whose cells are left as
 * many digits as they are holds those digits: they leave the other cells of its box.
 */
import { bitCount } from '../digits.js';
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

const flipTables = new Map<number, Int32Array>();

/** Each mask of digits 1..size with every digit d as size + 1 - d; one table a size. */
function flipTable(size: number): Int32Array {
  let table = flipTables.get(size);
  if (table !== undefined) return table;
  table = new Int32Array(1 << size);
  for (let mask = 1; mask < table.length; mask++) {
    const low = 31 - Math.clz32(mask & -mask);
    table[mask] = table[mask & (mask - 1)]! | (1 << (size - 1 - low));
  }
  flipTables.set(size, table);
  return table;
}

/**
 * The sum's cells cut into runs of consecutive cells that all share a unit with each other, and that
 * are all read as their digits or all as size + 1 less them; a cell of `starts` starts a run.
 */
function runsOf(
  cells: readonly number[],
  units: readonly (readonly number[])[],
  reversed: ReadonlySet<number>,
  starts: ReadonlySet<number>,
): number[][] {
  const together = (a: number, b: number) =>
    reversed.has(a) === reversed.has(b) && units.some((unit) => unit.includes(a) && unit.includes(b));
  const runs: number[][] = [];
  for (const cell of cells) {
    const run = runs[runs.length - 1];
    if (!starts.has(cell) && run?.every((other) => together(other, cell))) run.push(cell);
    else runs.push([cell]);
  }
  return runs;
}

/**
 * Cells (digits may repeat, except within a run sharing one of `units`) adding up to `sum`: each keeps
 * the digits some way of making the sum uses. A cell of `reversed` counts its digit d as size + 1 - d
 * (a unit's rest standing for the cells it leaves: they make 45 less its digits). A cell of `starts`
 * starts a run (groups kept apart: a run of many cells is filled the long way).
 */
export function repeatSumPropagator(
  cells: readonly number[],
  sum: number,
  units: readonly (readonly number[])[] = [],
  reversed: ReadonlySet<number> = new Set(),
  starts: ReadonlySet<number> = new Set(),
): Propagator {
  const runs = runsOf(cells, units, reversed, starts);
  const count = runs.length;
  // For each run of two or more cells, the other cells of the units holding it all (its box's rest):
  // when its cells hold as many digits as they are, those digits are the run's and leave them.
  const beside = runs.map((run) =>
    run.length < 2
      ? []
      : units
          .filter((unit) => run.every((cell) => unit.includes(cell)))
          .flatMap((unit) => unit.filter((cell) => !run.includes(cell))),
  );
  // Totals are counted up from the least a run (its different digits) or the runs before one can make,
  // so the sets span only the sum's room above the least of all the runs: one word for most diagonals.
  // A sum nearer the runs' most is read with each digit d as size + 1 - d (flipped), so that its room
  // is the smaller: 49 over eight cells of four boxes has 38 totals above its least, 20 below its most.
  const leastOf = Int32Array.from(runs, (run) => (run.length * (run.length + 1)) / 2);
  const leastAll = leastOf.reduce((total, least) => total + least, 0);
  const size = units[0]?.length ?? 0;
  const mostAll = cells.length * (size + 1) - leastAll;
  const flip = size > 0 && mostAll - sum < sum - leastAll;
  const all = (1 << size) - 1;
  const flipped = flip || reversed.size > 0 ? flipTable(size) : new Int32Array(0);
  const room = flip ? mostAll - sum : sum - leastAll;
  const words = (Math.max(room, 0) >>> 5) + 1;
  const roomMask = room >= 31 ? -1 : (1 << (room + 1)) - 1;
  // The words of a run's own totals (runTotals, withDigit, good): one where every run's span (k
  // different digits span k * (size - k)) fits one and the sum's sets are one or two words.
  const stride = words <= 2 && runs.every((own) => own.length * (size - own.length) < 32) ? 1 : words;
  const highMask = room >= 63 ? -1 : room >= 32 ? (1 << (room - 31)) - 1 : 0;
  // reachable[r]: totals of runs 0..r-1; needed[r]: totals of runs 0..r-1 that runs r.. can finish.
  const reachable = new Int32Array((count + 1) * words);
  const needed = new Int32Array((count + 1) * words);
  // Each run's totals as a bitset (runTotals[r * words ..]) and, for each of its cells and digits, the
  // totals of its fillings with that digit there (with[(r's first cell + i) * 32 * words + digit * words
  // ..]): what a run's candidates allow, worked out again only when they change (seen[] holds them).
  const runTotals = new Int32Array(count * stride);
  const withDigit = new Int32Array(cells.length * 32 * stride);
  const firstOf = new Int32Array(count + 1);
  for (let r = 0; r < count; r++) firstOf[r + 1] = firstOf[r]! + runs[r]!.length;
  const seen = new Int32Array(cells.length).fill(-1);
  // Whether a run may hold a digit no filling uses (a cell's 5 where another cell of its box is 5):
  // set for a run filled the long way, and by record for a digit whose totals are none.
  const gaps = new Uint8Array(count);
  // Each run's good totals (good[r * words ..]): see sumGood.
  const good = new Int32Array(count * stride);
  const chosen = new Int32Array(cells.length);
  // The cells' candidates as the propagator reads them (flipped when the sum is, or the cell is
  // reversed, not both), by their place in cells.
  const masks = new Int32Array(cells.length);
  const turned = Uint8Array.from(cells, (cell) => (flip !== reversed.has(cell) ? 1 : 0));
  let candidates: Int32Array;
  let run: number[] = [];
  let first = 0;
  let base = 0;
  let least = 0;

  /** Every way to fill `run` with different digits from its candidates: records each total it makes. */
  const fill = (k: number, used: number, total: number): void => {
    if (total > least + room) return;
    if (k === run.length) {
      const word = (total - least) >>> 5;
      const bit = 1 << ((total - least) & 31);
      runTotals[base + word]! |= bit;
      for (let i = 0; i < run.length; i++) withDigit[((first + i) * 32 + chosen[i]!) * stride + word]! |= bit;
      return;
    }
    for (let rest = masks[first + k]! & ~used; rest !== 0; rest &= rest - 1) {
      const bit = rest & -rest;
      const digit = 32 - Math.clz32(bit);
      chosen[k] = digit;
      fill(k + 1, used | bit, total + digit);
    }
  };

  /** Run r's totals, and each cell's digits' totals, for its candidates now. */
  const listTotals = (r: number): void => {
    run = runs[r]!;
    first = firstOf[r]!;
    base = r * stride;
    least = leastOf[r]!;
    let same = true;
    for (let i = 0; i < run.length; i++) {
      const mask = candidates[run[i]!]!;
      if (seen[first + i] === mask) continue;
      same = false;
      seen[first + i] = mask;
      masks[first + i] = turned[first + i] === 1 ? flipped[mask & all]! : mask;
    }
    if (same) return;
    // One word a set for most sums: a store is cheaper there than a call to fill.
    if (stride === 1) runTotals[base] = 0;
    else runTotals.fill(0, base, base + stride);
    let held = 0;
    for (let i = 0; i < run.length; i++) held |= masks[first + i]!;
    // fillSmall writes every word a cell's digits are read at when there is one word a set.
    if (run.length > 3 || run.length * (32 - Math.clz32(held)) > 30 || stride > 1) {
      withDigit.fill(0, first * 32 * stride, (first + run.length) * 32 * stride);
    }
    gaps[r] = 0;
    if (run.length > 3 || run.length * (32 - Math.clz32(held)) > 30) {
      gaps[r] = 1;
      fill(0, 0, 0);
    } else fillSmall();
  };

  /** Sets the totals of cell i's fillings with `digit` there, `totals` (one word, from 0): the run's too. */
  const record = (i: number, digit: number, totals: number): void => {
    const counted = (totals >>> least) & roomMask;
    withDigit[((first + i) * 32 + digit) * stride] = counted;
    runTotals[base]! |= counted;
    if (counted === 0) gaps[base / stride] = 1;
  };

  /**
   * fill for a run of up to three cells whose totals fit one word, a digit at a time: a cell's totals
   * with a digit are the other cells' totals without it, moved up by the digit.
   */
  const fillSmall = (): void => {
    const n = run.length;
    const m0 = masks[first]!;
    const m1 = n > 1 ? masks[first + 1]! : 0;
    const m2 = n > 2 ? masks[first + 2]! : 0;
    for (let i = 0; i < n; i++) {
      const own = i === 0 ? m0 : i === 1 ? m1 : m2;
      const a = i === 0 ? m1 : m0;
      const b = i === 2 ? m1 : m2;
      for (let rest = own; rest !== 0; rest &= rest - 1) {
        const bit = rest & -rest;
        const digit = 32 - Math.clz32(bit);
        record(i, digit, (n === 1 ? 1 : othersWithout(n - 1, a & ~bit, b & ~bit)) << digit);
      }
    }
  };

  /** The totals (bit t) of one or two cells with candidates a and b, their digits different. */
  const othersWithout = (cells: number, a: number, b: number): number => {
    if (cells === 1) return a << 1;
    let totals = 0;
    for (let rest = a; rest !== 0; rest &= rest - 1) {
      const bit = rest & -rest;
      totals |= (b & ~bit) << (32 - Math.clz32(bit) + 1);
    }
    return totals;
  };

  return {
    cells,
    propagate(domains: Domains): boolean {
      if (room < 0) return false;
      candidates = domains.candidates;
      for (let r = 0; r < count; r++) listTotals(r);
      if (!sumGood()) return false;
      for (let r = 0; r < count; r++) {
        // Every total of the run good and every digit in some filling: each digit keeps one.
        if (stride === 1 && gaps[r] === 0 && good[r] === runTotals[r]) continue;
        run = runs[r]!;
        first = firstOf[r]!;
        for (let i = 0; i < run.length; i++) {
          const cell = run[i]!;
          const mask = masks[first + i]!;
          let keep = 0;
          for (let rest = mask; rest !== 0; rest &= rest - 1) {
            const bit = rest & -rest;
            const at = ((first + i) * 32 + 32 - Math.clz32(bit)) * stride;
            for (let w = 0; w < stride; w++) {
              if ((withDigit[at + w]! & good[r * stride + w]!) !== 0) {
                keep |= bit;
                break;
              }
            }
          }
          if (keep !== mask && !domains.keep(cell, turned[first + i] === 1 ? flipped[keep]! : keep))
            return false;
        }
      }
      return takeFromBeside(domains);
    },
  };

  /** A run whose cells hold as many digits as they are (a corner's naked pair) takes them from beside it. */
  function takeFromBeside(domains: Domains): boolean {
    const { candidates } = domains;
    for (let r = 0; r < count; r++) {
      const others = beside[r]!;
      if (others.length === 0) continue;
      const own = runs[r]!;
      let held = 0;
      for (let i = 0; i < own.length; i++) held |= candidates[own[i]!]!;
      if (bitCount(held) !== own.length) continue;
      for (let i = 0; i < others.length; i++) {
        const cell = others[i]!;
        if ((candidates[cell]! & held) !== 0 && !domains.keep(cell, ~held)) return false;
      }
    }
    return true;
  }

  /**
   * Works out each run's good totals from the runs' totals (listTotals): those that, after a total the
   * runs before can make, leave one the runs after can finish. False when the sum cannot be made.
   */
  function sumGood(): boolean {
    if (words === 1) return sumGoodInWord();
    if (stride === 1) return sumGoodInTwoWords();
    reachable.fill(0);
    needed.fill(0);
    reachable[0] = 1;
    for (let r = 0; r < count; r++) {
      for (let w = 0; w < words; w++) {
        for (let rest = runTotals[r * words + w]!; rest !== 0; rest &= rest - 1) {
          const total = w * 32 + 31 - Math.clz32(rest & -rest);
          orShiftedUp(reachable, r * words, reachable, (r + 1) * words, words, total);
        }
      }
    }
    if ((reachable[count * words + (room >>> 5)]! & (1 << (room & 31))) === 0) return false;
    needed[count * words + (room >>> 5)] = 1 << (room & 31);
    for (let r = count - 1; r >= 0; r--) {
      for (let w = 0; w < words; w++) {
        for (let rest = runTotals[r * words + w]!; rest !== 0; rest &= rest - 1) {
          const total = w * 32 + 31 - Math.clz32(rest & -rest);
          orShiftedDown(needed, (r + 1) * words, needed, r * words, words, total);
        }
      }
    }
    good.fill(0);
    for (let r = 0; r < count; r++) {
      for (let w = 0; w < words; w++) {
        for (let rest = runTotals[r * words + w]!; rest !== 0; rest &= rest - 1) {
          const low = rest & -rest;
          const total = w * 32 + 31 - Math.clz32(low);
          if (meetsShifted(reachable, r * words, needed, (r + 1) * words, words, total))
            good[r * words + w]! |= low;
        }
      }
    }
    return true;
  }

  /** sumGood when every set is one word. */
  function sumGoodInWord(): boolean {
    let sets = 1;
    reachable[0] = 1;
    for (let r = 0; r < count; r++) {
      let next = 0;
      for (let rest = runTotals[r]!; rest !== 0; rest &= rest - 1)
        next |= sets << (31 - Math.clz32(rest & -rest));
      reachable[r + 1] = sets = next & roomMask;
    }
    if ((sets & (1 << room)) === 0) return false;
    sets = 1 << room;
    needed[count] = sets;
    for (let r = count - 1; r >= 0; r--) {
      let next = 0;
      let fits = 0;
      for (let rest = runTotals[r]!; rest !== 0; rest &= rest - 1) {
        const low = rest & -rest;
        const shift = 31 - Math.clz32(low);
        if (((reachable[r]! << shift) & sets) !== 0) fits |= low;
        next |= sets >>> shift;
      }
      good[r] = fits;
      needed[r] = sets = next;
    }
    return true;
  }

  /**
   * sumGood when the sum's sets are two words (low and high: totals 0-31 and 32-63 above the least)
   * and each run's totals one: a shift of a set by a run's total is two shifts and an or.
   */
  function sumGoodInTwoWords(): boolean {
    let low = 1;
    let high = 0;
    reachable[0] = 1;
    reachable[1] = 0;
    for (let r = 0; r < count; r++) {
      let nextLow = 0;
      let nextHigh = 0;
      for (let rest = runTotals[r]!; rest !== 0; rest &= rest - 1) {
        const shift = 31 - Math.clz32(rest & -rest);
        nextLow |= low << shift;
        nextHigh |= shift === 0 ? high : (high << shift) | (low >>> (32 - shift));
      }
      low = nextLow;
      high = nextHigh & highMask;
      reachable[2 * r + 2] = low;
      reachable[2 * r + 3] = high;
    }
    if ((high & (1 << (room - 32))) === 0) return false;
    low = 0;
    high = 1 << (room - 32);
    for (let r = count - 1; r >= 0; r--) {
      const reachLow = reachable[2 * r]!;
      const reachHigh = reachable[2 * r + 1]!;
      let nextLow = 0;
      let nextHigh = 0;
      let fits = 0;
      for (let rest = runTotals[r]!; rest !== 0; rest &= rest - 1) {
        const bit = rest & -rest;
        const shift = 31 - Math.clz32(bit);
        const upLow = reachLow << shift;
        const upHigh = shift === 0 ? reachHigh : (reachHigh << shift) | (reachLow >>> (32 - shift));
        if (((upLow & low) | (upHigh & high)) !== 0) fits |= bit;
        nextLow |= shift === 0 ? low : (low >>> shift) | (high << (32 - shift));
        nextHigh |= high >>> shift;
      }
      good[r] = fits;
      low = nextLow;
      high = nextHigh;
    }
    return true;
  }
}
