import type { ContenderInfo } from './contender.js';
import { Histogram } from './histogram.js';
import { compareTimes, PairedTimes, type Relative } from './paired.js';
import type { CheckedOutcomes } from './verdict.js';
import { type Outcome, type Status, statuses } from './wire.js';

/** A contender's figures over a run: the `summary[]` items of the JSON document. */
export interface SummaryRow {
  readonly strategy: string;
  readonly name: string;
  readonly kind: ContenderInfo['kind'];
  /** Puzzles it was given (malformed lines are not puzzles). */
  readonly puzzles: number;
  readonly solved: number;
  readonly multiple: number;
  readonly unsolvable: number;
  readonly invalid: number;
  readonly aborted: number;
  readonly wrong: number;
  /** Puzzles on which it disagreed with another contender on unique versus multiple. */
  readonly disagreements: number;
  /**
   * Puzzles over the sum of their times, each puzzle's time the median of its timed solves (so a
   * descheduled solve does not count): one thread's rate, as solver benchmarks quote it. This and the
   * times leave out the puzzles answered invalid, which are refused before any search.
   */
  readonly puzzlesPerSecond: number | null;
  /** Time a puzzle: mean and standard deviation, exact. */
  readonly meanMs: number | null;
  readonly sdMs: number | null;
  /** Time a puzzle: the exact least and most; the median and p95 from a log histogram, within 1%. */
  readonly minMs: number | null;
  readonly medianMs: number | null;
  readonly p95Ms: number | null;
  readonly maxMs: number | null;
  readonly totalMs: number;
  /** Mean guesses over the puzzles it solved; null for a contender that does not count them. */
  readonly guessesPerPuzzle: number | null;
  /** Share (0..1) of the puzzles it solved without a single guess. */
  readonly solvedWithoutGuess: number | null;
  /** The median spread of a puzzle's repeated solves (see Outcome.spread); null with one solve a puzzle. */
  readonly spread: number | null;
}

/** The statuses a summary counts: `Record<Status, number>`, zeros to start. */
function zeroCounts(): Record<Status, number> {
  return Object.fromEntries(statuses.map((status) => [status, 0])) as Record<Status, number>;
}

/** Per contender, only what the summary needs: counts, sums and histograms. */
class Tally {
  readonly counts = zeroCounts();
  readonly times = new Histogram();
  readonly spreads = new Histogram();
  /** Welford's running mean and sum of squared differences: a million times in constant memory. */
  private mean = 0;
  private squares = 0;
  disagreements = 0;
  solvedWithStats = 0;
  guesses = 0;
  withoutGuess = 0;

  constructor(readonly contender: ContenderInfo) {}

  add(outcome: Outcome, disagrees: boolean): void {
    this.counts[outcome.status]++;
    // A puzzle refused as invalid (a shape it does not solve, conflicting givens) was never searched:
    // timing it would credit a contender with the speed of saying no.
    if (outcome.status !== 'invalid') {
      this.times.add(outcome.timeMs);
      const delta = outcome.timeMs - this.mean;
      this.mean += delta / this.times.count;
      this.squares += delta * (outcome.timeMs - this.mean);
      if (outcome.spread !== null) this.spreads.add(outcome.spread);
    }
    if (disagrees) this.disagreements++;
    if ((outcome.status === 'solved' || outcome.status === 'multiple') && outcome.stats !== null) {
      this.solvedWithStats++;
      this.guesses += outcome.stats.guesses;
      if (outcome.stats.guesses === 0) this.withoutGuess++;
    }
  }

  row(): SummaryRow {
    const { solver, kind } = this.contender;
    const { times } = this;
    const timed = times.count > 0;
    const measured = this.solvedWithStats > 0;
    return {
      strategy: solver.id,
      name: solver.name,
      kind,
      puzzles: Object.values(this.counts).reduce((sum, count) => sum + count, 0),
      ...this.counts,
      disagreements: this.disagreements,
      puzzlesPerSecond: times.sum > 0 ? times.count / (times.sum / 1000) : null,
      meanMs: timed ? this.mean : null,
      sdMs: times.count > 1 ? Math.sqrt(this.squares / (times.count - 1)) : timed ? 0 : null,
      minMs: timed ? times.min : null,
      medianMs: times.quantile(0.5),
      p95Ms: times.quantile(0.95),
      maxMs: timed ? times.max : null,
      totalMs: times.sum,
      guessesPerPuzzle: measured ? this.guesses / this.solvedWithStats : null,
      solvedWithoutGuess: measured ? this.withoutGuess / this.solvedWithStats : null,
      spread: this.spreads.quantile(0.5),
    };
  }
}

/** The summary of a run, fed one checked puzzle at a time (in any order). */
export class Summary {
  private readonly tallies: Tally[];
  private readonly paired: PairedTimes;

  constructor(private readonly contenders: readonly ContenderInfo[]) {
    this.tallies = contenders.map((contender) => new Tally(contender));
    this.paired = new PairedTimes(contenders.length);
  }

  /** One puzzle's checked outcomes, in the contenders' order; a contender without an answer yet is left out. */
  add(checked: Pick<CheckedOutcomes, 'outcomes' | 'disagreeing'>): void {
    checked.outcomes.forEach((outcome, k) => {
      if (outcome !== undefined) this.tallies[k]!.add(outcome, checked.disagreeing.has(k));
    });
    this.paired.add(
      this.contenders.map((_, k) => {
        const outcome = checked.outcomes[k];
        return outcome === undefined || outcome.status === 'invalid' ? null : outcome.timeMs;
      }),
    );
  }

  /** A row per contender, in the contenders' order. */
  rows(): SummaryRow[] {
    return this.tallies.map((tally) => tally.row());
  }

  /**
   * The verdict: each contender's speed as a multiple of the `baseline` id's (or else the fastest's),
   * from paired per-puzzle times, with intervals, the order and how sure it is; null when fewer than
   * two contenders were timed, or for a baseline that was not.
   */
  relative(baseline?: string): Relative | null {
    const ids = this.contenders.map(({ solver }) => solver.id);
    const rates = this.tallies.map((tally) => tally.row().puzzlesPerSecond);
    return compareTimes(this.paired, ids, rates, baseline);
  }
}

/**
 * Above this median spread of a puzzle's repeated solves, the machine was busy: solves of one puzzle
 * by one contender differ only by noise, and on a quiet machine they agree within a few percent.
 */
export const NOISY_SPREAD = 0.1;

/** A warning when the spread of repeated solves says the machine was noisy, or null. */
export function noiseWarning(rows: readonly SummaryRow[]): string | null {
  const noisy = rows.filter((row) => row.spread !== null && row.spread > NOISY_SPREAD);
  if (noisy.length === 0) return null;
  const worst = noisy.reduce((a, b) => (b.spread! > a.spread! ? b : a));
  return (
    `Warning: the repeated solves of a puzzle differ by ${Math.round(worst.spread! * 100)}% (the median, ${worst.strategy})` +
    `${noisy.length > 1 ? ` and by over ${Math.round(NOISY_SPREAD * 100)}% for ${noisy.length - 1} other${noisy.length > 2 ? 's' : ''}` : ''}: ` +
    'the machine was busy, so the times are noisy. Run again on a quiet machine, or with a larger --repeat.'
  );
}
