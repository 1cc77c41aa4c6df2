import { referenceSolver } from '@sudoku-lab/testkit';
import { describe, expect, it } from 'vitest';
import type { Contender } from './contender.js';
import { NOISY_SPREAD, noiseWarning, Summary, type SummaryRow } from './summary.js';
import { contenderOf, outcomeOf } from './testing.fixture.js';
import type { Outcome, Status } from './wire.js';

const contender = (id: string, overrides: Partial<Contender> = {}) =>
  contenderOf({ ...referenceSolver, id, name: `${id} (test)` }, overrides);

const outcome = (status: Status, timeMs: number, extra: Partial<Outcome> = {}) =>
  outcomeOf(status, {
    timeMs,
    stats: { placements: 10, guesses: 0, backtracks: 0 },
    verified: status !== 'wrong',
    ...extra,
  });

function summarize(times: readonly Outcome[][], contenders = [contender('a'), contender('b')]): SummaryRow[] {
  const summary = new Summary(contenders);
  for (const outcomes of times) summary.add({ outcomes, disagreeing: new Set() });
  return summary.rows();
}

describe('Summary', () => {
  it('gives mean ± sd, min, median, p95 and max a puzzle, leaving out the puzzles refused as invalid', () => {
    const times = [1, 2, 3, 4, 10];
    const [row] = summarize(
      [...times.map((ms) => [outcome('solved', ms)]), [outcome('invalid', 1000)]],
      [contender('a')],
    );
    expect(row).toMatchObject({
      puzzles: 6,
      solved: 5,
      invalid: 1,
      meanMs: 4,
      minMs: 1,
      maxMs: 10,
      totalMs: 20,
    });
    expect(row!.sdMs).toBeCloseTo(Math.sqrt((9 + 4 + 1 + 0 + 36) / 4), 10);
    expect(row!.medianMs! / 3).toBeCloseTo(1, 1);
    expect(row!.p95Ms! / 10).toBeCloseTo(1, 1);
    expect(row!.puzzlesPerSecond).toBeCloseTo(5 / 0.02, 6);
  });

  it('counts guesses over the puzzles solved, and the share solved without one', () => {
    const [row] = summarize(
      [
        [outcome('solved', 1, { stats: { placements: 5, guesses: 4, backtracks: 1 } })],
        [outcome('solved', 1)],
        [outcome('aborted', 1, { stats: { placements: 5, guesses: 99, backtracks: 1 } })],
      ],
      [contender('a')],
    );
    expect(row).toMatchObject({ guessesPerPuzzle: 2, solvedWithoutGuess: 0.5, aborted: 1 });
  });

  it('has no times and no rate before anything is timed, and nulls for a contender without counters', () => {
    const [empty] = summarize([], [contender('a')]);
    expect(empty).toMatchObject({
      puzzles: 0,
      meanMs: null,
      sdMs: null,
      minMs: null,
      puzzlesPerSecond: null,
    });
    const [peer] = summarize(
      [[outcome('solved', 1, { stats: null })]],
      [contender('p', { reportsStats: false })],
    );
    expect(peer).toMatchObject({ guessesPerPuzzle: null, solvedWithoutGuess: null, sdMs: 0 });
  });

  it('takes outcomes in any order and leaves out a contender that has not answered yet', () => {
    const summary = new Summary([contender('a'), contender('b')]);
    summary.add({
      outcomes: [outcome('solved', 1), undefined as unknown as Outcome],
      disagreeing: new Set([0]),
    });
    const [a, b] = summary.rows();
    expect(a).toMatchObject({ puzzles: 1, disagreements: 1 });
    expect(b).toMatchObject({ puzzles: 0 });
  });
});

describe('Summary.relative', () => {
  const summary = new Summary([contender('fast'), contender('slow')]);
  for (const [fast, slow] of [
    [1, 4],
    [2, 8],
    [1, 4],
  ])
    summary.add({ outcomes: [outcome('solved', fast!), outcome('solved', slow!)], disagreeing: new Set() });

  it('compares each with the fastest by default, on paired per-puzzle times', () => {
    expect(summary.relative()).toMatchObject({
      baseline: 'fast',
      order: ['fast', 'slow'],
      others: [
        {
          strategy: 'slow',
          ratio: expect.closeTo(0.25, 10),
          low: expect.closeTo(0.25, 10),
          high: expect.closeTo(0.25, 10),
          puzzles: 3,
        },
      ],
      confidence: 1,
      ties: [],
      puzzles: 3,
    });
  });

  it('or with a baseline', () => {
    expect(summary.relative('slow')).toMatchObject({
      baseline: 'slow',
      others: [{ strategy: 'fast', ratio: expect.closeTo(4, 10) }],
    });
  });

  it('says nothing with fewer than two timed, or an unknown baseline', () => {
    const alone = new Summary([contender('a'), contender('b')]);
    alone.add({ outcomes: [outcome('solved', 1), outcome('invalid', 1)], disagreeing: new Set() });
    expect(alone.relative()).toBeNull();
    expect(summary.relative('nope')).toBeNull();
  });
});

describe('noiseWarning', () => {
  const spreads = (...values: number[]) =>
    summarize(
      values.map((spread) => [outcome('solved', 1, { spread })]),
      [contender('a')],
    );

  it('warns when the repeats of one puzzle differ by more than the noise a quiet machine shows', () => {
    expect(noiseWarning(spreads(0.3, 0.4, 0.5))).toMatch(
      /^Warning: the repeated solves of a puzzle differ by 40% \(the median, a\)/,
    );
  });

  it('is quiet when they agree, or when each puzzle was solved once', () => {
    expect(noiseWarning(spreads(0.01, 0.02, NOISY_SPREAD / 2))).toBeNull();
    expect(noiseWarning(summarize([[outcome('solved', 1)]], [contender('a')]))).toBeNull();
  });
});
