import { seededRandom } from '@sudoku-lab/core';

/**
 * The comparison's verdict, on statistics a stall cannot move. Glossary:
 * - a puzzle's *time* for a contender: the median of its timed solves of that puzzle (a solve that
 *   was descheduled is one of several, and the median passes it over);
 * - a *paired ratio*: on one puzzle both contenders timed, the one's time over the other's;
 * - a contender's *ratio* to the baseline: the geometric mean of the paired ratios, the baseline's
 *   time over its own, so 0.25 means a quarter of the baseline's speed (a puzzle that takes 10 ms
 *   weighs no more than one that takes 10 µs, as it would in summed times);
 * - a *resample*: the puzzles drawn again with replacement, as many as there are; the interval of a
 *   ratio is the middle 95% of its values over RESAMPLES resamples (the percentile bootstrap), and the
 *   *confidence* of the order is the share of resamples that rank every contender the same.
 */

/** Resamples for an interval and the confidence of the order. */
export const RESAMPLES = 1000;
/** The share of resamples an interval leaves out, half on each side: a 95% interval. */
const OUTSIDE = 0.05;
/**
 * Puzzles kept for the ratios: beyond this many, a uniform sample of them (reservoir sampling), so a
 * run of a million puzzles holds a few hundred kilobytes and resamples in a blink.
 */
export const PAIRED_SAMPLE = 4096;
/** A time this small (ms) stands for a time the clock read as 0, so that its logarithm is finite. */
const LEAST_MS = 1e-6;

/** The seed of the resamples, fixed: a verdict is a function of the times alone. */
const SEED = 0x5eed;

/**
 * Each contender's time on each puzzle, in the contenders' order: `null` where it has none (a puzzle
 * refused as invalid was never searched). Kept as logarithms, so a ratio is a difference.
 */
export class PairedTimes {
  private readonly rows: Float64Array[] = [];
  private seen = 0;
  private readonly random = seededRandom(SEED);

  constructor(
    readonly contenders: number,
    private readonly capacity = PAIRED_SAMPLE,
  ) {}

  /** One puzzle: each contender's time (ms), or null. A puzzle fewer than two contenders timed is kept too. */
  add(times: readonly (number | null | undefined)[]): void {
    const row = new Float64Array(this.contenders).fill(Number.NaN);
    times.forEach((time, k) => {
      if (time !== null && time !== undefined && Number.isFinite(time))
        row[k] = Math.log(Math.max(time, LEAST_MS));
    });
    this.seen++;
    if (this.rows.length < this.capacity) this.rows.push(row);
    else {
      const slot = Math.floor(this.random() * this.seen);
      if (slot < this.capacity) this.rows[slot] = row;
    }
  }

  /** Puzzles added, kept or not. */
  get puzzles(): number {
    return this.seen;
  }

  /** The kept puzzles' log times, a row a puzzle. */
  get logTimes(): readonly Float64Array[] {
    return this.rows;
  }
}

/** A ratio of two contenders' times, as pairedRatio estimates it. */
export interface Estimate {
  /** Geometric mean of the paired ratios. */
  readonly ratio: number;
  /** The 95% interval of `ratio` over the resamples. */
  readonly low: number;
  readonly high: number;
}

/** One contender against the baseline: the baseline's time over this one's (1 is as fast). */
export interface Ratio extends Estimate {
  readonly strategy: string;
  /** The puzzles both timed. */
  readonly puzzles: number;
}

/**
 * Two contenders next to each other in the order whose interval holds 1: which is faster is not
 * known. The estimate is the slower's ratio to the faster.
 */
export interface Tie extends Estimate {
  readonly faster: string;
  readonly slower: string;
}

/** The verdict: each contender as a multiple of one, the order, and how sure it is. */
export interface Relative {
  /** The contender the others are measured against: the one given, or else the fastest. */
  readonly baseline: string;
  /** The others, fastest first. */
  readonly others: readonly Ratio[];
  /** Every timed contender, fastest first. */
  readonly order: readonly string[];
  /** The share (0..1) of resamples of the puzzles that rank every contender in `order`. */
  readonly confidence: number;
  /** Neighbours in the order that the times cannot tell apart. */
  readonly ties: readonly Tie[];
  /** The puzzles the order was decided on: those every contender timed. */
  readonly puzzles: number;
}

/** The mean of `values` at the positions `picks` gives (or all of them). */
function meanAt(values: Float64Array, picks?: Int32Array): number {
  let sum = 0;
  const n = picks?.length ?? values.length;
  for (let k = 0; k < n; k++) sum += values[picks === undefined ? k : picks[k]!]!;
  return sum / n;
}

/** `count` positions drawn with replacement from 0..size-1. */
function draw(random: () => number, size: number, count = size): Int32Array {
  const picks = new Int32Array(count);
  for (let k = 0; k < count; k++) picks[k] = Math.floor(random() * size);
  return picks;
}

/** The value at quantile q of sorted values (linear between neighbours). */
function quantileOf(sorted: Float64Array, q: number): number {
  const at = q * (sorted.length - 1);
  const below = Math.floor(at);
  const above = Math.min(sorted.length - 1, below + 1);
  return sorted[below]! + (sorted[above]! - sorted[below]!) * (at - below);
}

/** Log ratio (a's log time minus b's) on each puzzle both timed. */
function pairedDifferences(rows: readonly Float64Array[], a: number, b: number): Float64Array {
  const out: number[] = [];
  for (const row of rows) {
    const difference = row[a]! - row[b]!;
    if (!Number.isNaN(difference)) out.push(difference);
  }
  return Float64Array.from(out);
}

/** exp of the mean log ratio, with its percentile-bootstrap interval; null without a shared puzzle. */
export function pairedRatio(
  differences: Float64Array,
  random = seededRandom(SEED),
  resamples = RESAMPLES,
): Estimate | null {
  if (differences.length === 0) return null;
  const means = new Float64Array(resamples);
  for (let r = 0; r < resamples; r++) means[r] = meanAt(differences, draw(random, differences.length));
  means.sort();
  return {
    ratio: Math.exp(meanAt(differences)),
    low: Math.exp(quantileOf(means, OUTSIDE / 2)),
    high: Math.exp(quantileOf(means, 1 - OUTSIDE / 2)),
  };
}

/** Positions of `values` from least to most. */
function ranking(values: readonly number[]): number[] {
  return values.map((_, k) => k).sort((a, b) => values[a]! - values[b]! || a - b);
}

/**
 * The verdict over the paired times of `ids` (in the contenders' order; `timed[k]` false for one that
 * timed no puzzle, and `fallbackRates` the puzzles/s that rank contenders without a puzzle in common),
 * or null with fewer than two timed contenders or an unknown baseline.
 */
export function compareTimes(
  paired: PairedTimes,
  ids: readonly string[],
  fallbackRates: readonly (number | null)[],
  baseline?: string,
): Relative | null {
  const rows = paired.logTimes;
  const timed = ids.flatMap((_, k) => (rows.some((row) => !Number.isNaN(row[k]!)) ? [k] : []));
  if (timed.length < 2) return null;
  const random = seededRandom(SEED);
  // The order: mean log time over the puzzles every timed contender has a time for.
  const common = rows.filter((row) => timed.every((k) => !Number.isNaN(row[k]!)));
  const columns = timed.map((k) => Float64Array.from(common, (row) => row[k]!));
  const order =
    common.length > 0
      ? ranking(columns.map((column) => meanAt(column))).map((p) => timed[p]!)
      : ranking(timed.map((k) => -(fallbackRates[k] ?? 0))).map((p) => timed[p]!);
  const base = baseline === undefined ? order[0]! : ids.indexOf(baseline);
  if (!timed.includes(base)) return null;

  let same = 0;
  if (common.length > 0) {
    const want = order.join(',');
    for (let r = 0; r < RESAMPLES; r++) {
      const picks = draw(random, common.length);
      const got = ranking(columns.map((column) => meanAt(column, picks))).map((p) => timed[p]!);
      if (got.join(',') === want) same++;
    }
  }
  const others = order
    .filter((k) => k !== base)
    .flatMap((k) => {
      const differences = pairedDifferences(rows, base, k);
      const estimate = pairedRatio(differences, random);
      return estimate === null ? [] : [{ strategy: ids[k]!, ...estimate, puzzles: differences.length }];
    })
    .sort((a, b) => b.ratio - a.ratio);
  const ties: Tie[] = [];
  for (let p = 1; p < order.length; p++) {
    const [faster, slower] = [order[p - 1]!, order[p]!];
    const estimate = pairedRatio(pairedDifferences(rows, faster, slower), random);
    if (estimate !== null && estimate.low <= 1 && estimate.high >= 1) {
      ties.push({ faster: ids[faster]!, slower: ids[slower]!, ...estimate });
    }
  }
  return {
    baseline: ids[base]!,
    others,
    order: order.map((k) => ids[k]!),
    confidence: common.length > 0 ? same / RESAMPLES : 0,
    ties,
    puzzles: common.length,
  };
}

/** A ratio as people read it: 0.22x, 3.1x, 41x. */
export function formatRatio(ratio: number): string {
  return ratio >= 10 ? ratio.toFixed(0) : ratio >= 0.1 ? ratio.toFixed(2) : ratio.toPrecision(2);
}

/**
 * Lines a person must not miss about the verdict, or none: contenders the times cannot rank (their
 * interval holds 1), and an order that fewer than 95% of the resamples agree on.
 */
export function verdictWarnings(relative: Relative | null): string[] {
  if (relative === null) return [];
  const lines = relative.ties.map(
    ({ faster, slower, ratio, low, high }) =>
      `Warning: ${faster} and ${slower} cannot be ranked: ${slower} runs at ${formatRatio(ratio)}x ${faster}'s speed, ` +
      `and the 95% interval (${formatRatio(low)}x to ${formatRatio(high)}x) holds 1. Run again with a larger --repeat, or on more puzzles.`,
  );
  if (lines.length === 0 && relative.puzzles > 0 && relative.confidence < 1 - OUTSIDE) {
    lines.push(
      `Warning: the order holds in only ${Math.round(relative.confidence * 100)}% of resamples of the puzzles: ` +
        'it is not settled. Run again with a larger --repeat, or on more puzzles.',
    );
  }
  return lines;
}

/**
 * The verdict in words, as both apps print it: "Relative to bitboard (the fastest): norvig 0.25x
 * (0.22x to 0.28x), ...", the order and how sure it is, and the warnings (verdictWarnings).
 */
export function verdictLines(relative: Relative | null, baselineGiven = false): string[] {
  if (relative === null) return [];
  const base = baselineGiven ? relative.baseline : `${relative.baseline} (the fastest)`;
  const others = relative.others.map(
    ({ strategy, ratio, low, high }) =>
      `${strategy} ${formatRatio(ratio)}x (${formatRatio(low)}x to ${formatRatio(high)}x)`,
  );
  const lines = [
    `Relative to ${base}: ${others.join(', ')} its speed (the geometric mean of the per-puzzle time ratios, with 95% intervals).`,
  ];
  if (relative.puzzles > 0) {
    const puzzles = `${relative.puzzles.toLocaleString('en-US')} puzzle${relative.puzzles === 1 ? '' : 's'}`;
    lines.push(
      `Fastest first: ${relative.order.join(', ')}; the same order in ${Math.round(relative.confidence * 100)}% of ${RESAMPLES.toLocaleString('en-US')} resamples of the ${puzzles} every strategy timed.`,
    );
  }
  return [...lines, ...verdictWarnings(relative)];
}
