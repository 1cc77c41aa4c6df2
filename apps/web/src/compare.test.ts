import { parseGrid } from '@sudoku-lab/core';
import { describe, expect, it } from 'vitest';
import { type CompareReply, median, runCompare, summarize, type Timing, timeSolve } from './compare.js';
import { testSolver } from './test-solver.js';

const LEETCODE = parseGrid(
  '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79',
);

describe('timeSolve', () => {
  it('repeats a fast solve until the sample time has passed and keeps the mean', () => {
    let clock = 0;
    const now = () => clock++; // every look at the clock: 1 ms
    const { result, timeMs, runs } = timeSolve(testSolver, LEETCODE, 10_000, 20, now);
    expect(result.status).toBe('solved');
    expect(runs).toBeGreaterThan(1);
    expect(timeMs).toBeGreaterThan(0);
    expect(timeMs * runs).toBeGreaterThanOrEqual(20);
  });

  it('does not repeat a solve that took the sample time already', () => {
    let clock = 0;
    const { runs } = timeSolve(testSolver, LEETCODE, 10_000, 0.5, () => clock++);
    expect(runs).toBe(1);
  });

  it('does not repeat a solve the deadline stopped', () => {
    const { result, runs } = timeSolve(testSolver, parseGrid('.'.repeat(81)), -1, 1000);
    expect(result.status).toBe('aborted');
    expect(runs).toBe(1);
  });
});

describe('runCompare', () => {
  it('times every puzzle, verifies every answer, then says it has finished', () => {
    const replies: CompareReply[] = [];
    const puzzles = [LEETCODE, parseGrid(`77${'.'.repeat(79)}`)].map((grid) => ({
      shape: grid.shape.name,
      cells: [...grid.cells],
    }));
    runCompare(
      { kind: 'run', runId: 3, strategyId: testSolver.id, puzzles, deadlineMs: 10_000, minSampleMs: 0 },
      [testSolver],
      (reply) => replies.push(reply),
    );
    expect(replies).toEqual([
      {
        kind: 'timing',
        runId: 3,
        timing: expect.objectContaining({
          strategyId: testSolver.id,
          puzzle: 0,
          status: 'solved',
          verified: true,
        }),
      },
      {
        kind: 'timing',
        runId: 3,
        timing: expect.objectContaining({ puzzle: 1, status: 'invalid', verified: false }),
      },
      { kind: 'finished', runId: 3, strategyId: testSolver.id },
    ]);
  });

  it('fails in words for a strategy it does not know', () => {
    const replies: CompareReply[] = [];
    runCompare(
      { kind: 'run', runId: 1, strategyId: 'nobody', puzzles: [], deadlineMs: 1, minSampleMs: 0 },
      [testSolver],
      (reply) => replies.push(reply),
    );
    expect(replies).toEqual([
      { kind: 'failed', runId: 1, strategyId: 'nobody', message: "no strategy is called 'nobody'" },
    ]);
  });
});

describe('summarize', () => {
  const timing = (strategyId: string, timeMs: number, status: Timing['status'] = 'solved', verified = true) =>
    ({ strategyId, puzzle: 0, status, timeMs, verified, guesses: 0 }) satisfies Timing;

  it('counts each outcome and gives the median, the slowest and the rate', () => {
    const summary = summarize('a', [
      timing('a', 1),
      timing('a', 3),
      timing('a', 2, 'multiple'),
      timing('a', 4, 'unsolvable', false),
      timing('a', 10, 'aborted', false),
      timing('a', 5, 'solved', false),
      timing('a', 0, 'invalid', false),
      timing('b', 1000),
    ]);
    expect(summary).toEqual({
      strategyId: 'a',
      puzzles: 7,
      verified: 3,
      unsolvable: 1,
      invalid: 1,
      aborted: 1,
      wrong: 1,
      medianMs: 3,
      maxMs: 10,
      perSecond: (7 * 1000) / 25,
    });
  });

  it('gives zeros for a strategy with no timings yet', () => {
    expect(summarize('a', [])).toMatchObject({ puzzles: 0, medianMs: 0, maxMs: 0, perSecond: 0 });
  });
});

describe('median', () => {
  it.each([
    [[], 0],
    [[4], 4],
    [[1, 3], 2],
    [[1, 2, 10], 2],
  ])('of %o is %d', (sorted, expected) => {
    expect(median(sorted)).toBe(expected);
  });
});
