import { seededRandom } from '@sudoku-lab/core';
import { referenceSolver } from '@sudoku-lab/testkit';
import { describe, expect, it } from 'vitest';
import { compareTimes, PairedTimes, pairedRatio, verdictLines, verdictWarnings } from './paired.js';
import { Summary } from './summary.js';
import { contenderOf, outcomeOf, settledRelative } from './testing.fixture.js';

const contender = (id: string) => contenderOf({ ...referenceSolver, id });
const solved = (timeMs: number) => outcomeOf('solved', { solutionCount: 1, timeMs });

/** A made-up set: puzzle p takes `base * (1 + p % 7)` ms, each contender a multiple of it, times a wobble. */
function times(puzzles: number, multiples: readonly number[], wobble = 0.1): number[][] {
  const random = seededRandom(7);
  return Array.from({ length: puzzles }, (_, p) =>
    multiples.map((multiple) => 0.01 * (1 + (p % 7)) * multiple * (1 + wobble * (random() - 0.5))),
  );
}

/** What the summary makes of a set of times, and what summed times (one thread's total) would rank. */
function verdict(ids: readonly string[], set: readonly (readonly number[])[]) {
  const summary = new Summary(ids.map(contender));
  for (const row of set) summary.add({ outcomes: row.map(solved), disagreeing: new Set() });
  const totals = ids.map((_, k) => set.reduce((sum, row) => sum + row[k]!, 0));
  const bySum = ids.map((id, k) => [id, totals[k]!] as const).sort((a, b) => a[1] - b[1]);
  return { relative: summary.relative()!, bySum: bySum.map(([id]) => id), rows: summary.rows() };
}

/** The set with one solve stalled: contender k's time on puzzle p made `stallMs` longer. */
function stalled(set: readonly (readonly number[])[], p: number, k: number, stallMs: number): number[][] {
  return set.map((row, q) => row.map((time, c) => (q === p && c === k ? time + stallMs : time)));
}

describe('the verdict a stall cannot move', () => {
  const ids = ['bitboard', 'norvig', 'dlx'];
  const quiet = times(95, [1, 4, 5]);

  it.each([
    ['a 10 ms stall of the fastest', 3, 0, 10],
    ['a 40 ms stall of the fastest', 50, 0, 40],
    ['a 10 ms stall of the middle one', 10, 1, 10],
    ['a 25 ms stall of the slowest', 94, 2, 25],
  ])('%s leaves the order, and moves each ratio by under 15%', (_, p, k, stallMs) => {
    const before = verdict(ids, quiet);
    const after = verdict(ids, stalled(quiet, p, k, stallMs));
    expect(after.relative.order).toEqual(['bitboard', 'norvig', 'dlx']);
    expect(after.relative.baseline).toBe('bitboard');
    for (const [j, other] of after.relative.others.entries()) {
      const ratio = other.ratio / before.relative.others[j]!.ratio;
      expect(
        ratio,
        `${other.strategy}'s ratio moved from ${before.relative.others[j]!.ratio} to ${other.ratio}`,
      ).toBeGreaterThan(0.85);
      expect(ratio).toBeLessThan(1.15);
    }
  });

  it('where summed times, the statistic it replaces, would have named another the fastest', () => {
    const after = verdict(ids, stalled(quiet, 3, 0, 40));
    expect(after.bySum[0]).not.toBe('bitboard');
    expect(after.relative.order[0]).toBe('bitboard');
  });

  it('is sure of an order the times settle, and warns of nothing', () => {
    const { relative } = verdict(ids, quiet);
    expect(relative.confidence).toBe(1);
    expect(relative.ties).toEqual([]);
    expect(verdictWarnings(relative)).toEqual([]);
    const [norvig, dlx] = relative.others;
    expect(norvig).toMatchObject({ strategy: 'norvig', puzzles: 95 });
    expect(norvig!.ratio).toBeCloseTo(0.25, 1);
    expect(dlx!.ratio).toBeCloseTo(0.2, 1);
    expect(norvig!.low).toBeLessThan(norvig!.ratio);
    expect(norvig!.high).toBeGreaterThan(norvig!.ratio);
  });

  it('names the two it cannot rank when their interval holds 1', () => {
    const { relative } = verdict(['wfc', 'sweep', 'naive'], times(40, [1, 1.01, 3], 0.6));
    expect(relative.ties).toMatchObject([{ faster: expect.any(String), slower: expect.any(String) }]);
    const tie = relative.ties[0]!;
    expect([tie.faster, tie.slower].sort()).toEqual(['sweep', 'wfc']);
    expect(tie.low).toBeLessThanOrEqual(1);
    expect(tie.high).toBeGreaterThanOrEqual(1);
    expect(verdictWarnings(relative)).toEqual([
      expect.stringMatching(
        new RegExp(
          `^Warning: ${tie.faster} and ${tie.slower} cannot be ranked: ${tie.slower} runs at [\\d.]+x`,
        ),
      ),
    ]);
  });
});

describe('compareTimes', () => {
  const paired = (rows: readonly (readonly (number | null)[])[]) => {
    const kept = new PairedTimes(rows[0]!.length);
    for (const row of rows) kept.add(row);
    return kept;
  };

  it.each([
    [
      'pairs only the puzzles both timed',
      [
        [1, 2],
        [null, 5],
        [2, 4],
      ],
      undefined,
      { baseline: 'a', order: ['a', 'b'], puzzles: 2, others: [{ strategy: 'b', puzzles: 2 }] },
    ],
    [
      'measures against the baseline given',
      [
        [1, 2],
        [2, 4],
      ],
      'b',
      { baseline: 'b', order: ['a', 'b'], others: [{ strategy: 'a', puzzles: 2 }] },
    ],
    [
      'ranks by puzzles/s when no puzzle has both',
      [
        [1, null],
        [null, 5],
      ],
      undefined,
      { baseline: 'b', order: ['b', 'a'], puzzles: 0, confidence: 0, others: [] },
    ],
  ])('%s', (_, rows, baseline, expected) => {
    expect(compareTimes(paired(rows), ['a', 'b'], [1, 2], baseline)).toMatchObject(expected);
  });

  it('is null with one contender timed, or a baseline not timed', () => {
    expect(compareTimes(paired([[1, null]]), ['a', 'b'], [1, null])).toBeNull();
    expect(compareTimes(paired([[1, 2]]), ['a', 'b'], [1, 1], 'c')).toBeNull();
  });

  it('gives the same interval for the same times (its resamples are seeded)', () => {
    const differences = Float64Array.from(times(50, [1])[0]!.map((_, p) => Math.sin(p)));
    const spread = Float64Array.from({ length: 50 }, (_, p) => Math.sin(p));
    expect(pairedRatio(spread)).toEqual(pairedRatio(spread));
    expect(pairedRatio(differences)).not.toBeNull();
    expect(pairedRatio(new Float64Array(0))).toBeNull();
  });
});

describe('PairedTimes', () => {
  it('keeps a uniform sample of at most its capacity, and counts every puzzle', () => {
    const kept = new PairedTimes(1, 100);
    for (let p = 0; p < 10_000; p++) kept.add([p + 1]);
    expect(kept.puzzles).toBe(10_000);
    expect(kept.logTimes).toHaveLength(100);
    const late = kept.logTimes.filter((row) => Math.exp(row[0]!) > 5000).length;
    // A uniform sample holds about half from the second half; the first 100 alone would hold none.
    expect(late).toBeGreaterThan(25);
    expect(late).toBeLessThan(75);
  });
});

describe('verdictLines', () => {
  it.each([
    ['no verdict', null, false, []],
    [
      'against the fastest',
      settledRelative,
      false,
      [
        'Relative to bitboard (the fastest): norvig 0.25x (0.20x to 0.30x), dlx 0.051x (0.040x to 0.060x) its speed (the geometric mean of the per-puzzle time ratios, with 95% intervals).',
        'Fastest first: bitboard, norvig, dlx; the same order in 100% of 1,000 resamples of the 95 puzzles every strategy timed.',
      ],
    ],
    [
      'against a baseline given, with an unsettled order',
      { ...settledRelative, confidence: 0.5, puzzles: 1 },
      true,
      [
        expect.stringMatching(/^Relative to bitboard: norvig/),
        'Fastest first: bitboard, norvig, dlx; the same order in 50% of 1,000 resamples of the 1 puzzle every strategy timed.',
        expect.stringMatching(
          /^Warning: the order holds in only 50% of resamples of the puzzles: it is not settled\./,
        ),
      ],
    ],
  ])('%s', (_, given, baselineGiven, lines) => {
    expect(verdictLines(given, baselineGiven)).toEqual(lines);
  });
});
