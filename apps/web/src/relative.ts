import type { Relative } from '@sudoku-lab/harness';

/**
 * The comparison's verdict in words a person reads at a glance. The harness gives each strategy's
 * `ratio` to the baseline as the command line's JSON does (`relative.others[].ratio`: the baseline's
 * time over the strategy's: 0.016 is a sixty-third of its speed); the page says the same figure the
 * other way up, "63 times slower", which needs no zeros after the point.
 */

/** Within this factor of 1, two speeds read as the same. */
const SAME = 1.05;

/** A factor, to two significant figures: 1.3, 62, 340, 12,000. */
export function formatFactor(factor: number): string {
  return factor.toLocaleString('en-US', { maximumSignificantDigits: 2 });
}

/** A speed as a multiple of the baseline's (`ratio`, as the harness gives it) in words. */
export function speedWords(ratio: number): string {
  if (ratio < 1 / SAME) return `${formatFactor(1 / ratio)} times slower`;
  if (ratio > SAME) return `${formatFactor(ratio)} times faster`;
  return 'as fast';
}

/** A 95% interval of the ratio, `low` to `high`, in the words of `speedWords`. */
export function intervalWords(low: number, high: number): string {
  if (high < 1) return `${formatFactor(1 / high)} to ${formatFactor(1 / low)} times slower`;
  if (low > 1) return `${formatFactor(low)} to ${formatFactor(high)} times faster`;
  const slower = low < 1 ? `${formatFactor(1 / low)} times slower` : 'as fast';
  const faster = high > 1 ? `${formatFactor(high)} times faster` : 'as fast';
  return `from ${slower} to ${faster}`;
}

/** A row of the verdict's table: a strategy against the baseline. */
export interface SpeedRow {
  readonly strategy: string;
  /** The harness's ratio, as the command line's JSON gives it. */
  readonly ratio: number;
  readonly speed: string;
  readonly interval: string;
  readonly puzzles: number;
}

/** The verdict's table: each strategy other than the baseline, fastest first. */
export function speedRows(relative: Relative): SpeedRow[] {
  return relative.others.map(({ strategy, ratio, low, high, puzzles }) => ({
    strategy,
    ratio,
    speed: speedWords(ratio),
    interval: intervalWords(low, high),
    puzzles,
  }));
}

/** The page's field for the command line's --repeat. */
export const REPEAT_LABEL = 'Timed solves of each puzzle';

/** A line of the harness's (its warnings), with the page's field where the command line's option stands. */
export function forThePage(line: string): string {
  return line.replaceAll('--repeat', `"${REPEAT_LABEL}" (above)`);
}
