import type { Contender } from './contenders.js';
import { Histogram } from './histogram.js';
import type { Outcome, Status } from './task.js';

/** A strategy's row of the summary: the `summary[]` items of the JSON document. */
export interface SummaryRow {
  readonly strategy: string;
  readonly name: string;
  readonly kind: Contender['kind'];
  /** Puzzles it was given (malformed lines are not puzzles). */
  readonly puzzles: number;
  readonly solved: number;
  readonly multiple: number;
  readonly unsolvable: number;
  readonly invalid: number;
  readonly aborted: number;
  readonly wrong: number;
  /** Puzzles on which it disagreed with another strategy on unique versus multiple. */
  readonly disagreements: number;
  /**
   * Puzzles over the sum of their solve times: one thread's rate, as solver benchmarks quote it. This
   * and the times leave out the puzzles answered invalid, which are refused before any search.
   */
  readonly puzzlesPerSecond: number | null;
  readonly medianMs: number | null;
  readonly p95Ms: number | null;
  readonly maxMs: number | null;
  readonly totalMs: number;
  /** Mean guesses over the puzzles it solved; null for a contender that does not count them. */
  readonly guessesPerPuzzle: number | null;
  /** Share (0..1) of the puzzles it solved without a single guess. */
  readonly solvedWithoutGuess: number | null;
}

/** Per strategy, only what the summary needs: counts, sums and a histogram of times. */
class Tally {
  readonly counts: Record<Status, number> = {
    solved: 0,
    multiple: 0,
    unsolvable: 0,
    invalid: 0,
    aborted: 0,
    wrong: 0,
  };
  readonly times = new Histogram();
  disagreements = 0;
  solvedWithStats = 0;
  guesses = 0;
  withoutGuess = 0;

  constructor(readonly contender: Contender) {}

  add(outcome: Outcome, disagrees: boolean): void {
    this.counts[outcome.status]++;
    // A puzzle refused as invalid (a shape it does not solve, conflicting givens) was never searched:
    // timing it would credit a strategy with the speed of saying no.
    if (outcome.status !== 'invalid') this.times.add(outcome.timeMs);
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
    const measured = this.solvedWithStats > 0;
    return {
      strategy: solver.id,
      name: solver.name,
      kind,
      puzzles: Object.values(this.counts).reduce((sum, count) => sum + count, 0),
      ...this.counts,
      disagreements: this.disagreements,
      puzzlesPerSecond: times.sum > 0 ? times.count / (times.sum / 1000) : null,
      medianMs: times.quantile(0.5),
      p95Ms: times.quantile(0.95),
      maxMs: times.count > 0 ? times.max : null,
      totalMs: times.sum,
      guessesPerPuzzle: measured ? this.guesses / this.solvedWithStats : null,
      solvedWithoutGuess: measured ? this.withoutGuess / this.solvedWithStats : null,
    };
  }
}

/** The summary of a run, fed one puzzle's outcomes at a time. */
export class Summary {
  private readonly tallies: Tally[];

  constructor(contenders: readonly Contender[]) {
    this.tallies = contenders.map((contender) => new Tally(contender));
  }

  /** One puzzle's outcomes, in the contenders' order. */
  add(outcomes: readonly Outcome[], disagreeing: ReadonlySet<number>): void {
    for (const [k, outcome] of outcomes.entries()) this.tallies[k]!.add(outcome, disagreeing.has(k));
  }

  rows(): SummaryRow[] {
    return this.tallies.map((tally) => tally.row());
  }
}
