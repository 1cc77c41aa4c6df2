import { type Grid, parseGrid, type SolveResult } from '@sudoku-lab/core';
import { describe, expect, it } from 'vitest';
import { conflictMarks, describeOutcome, type StrategyRun } from './outcome.js';
import { TracePlayer } from './player.js';
import { testSolver } from './test-solver.js';
import { TraceRecorder } from './trace.js';

const LEETCODE = parseGrid(
  '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79',
);
const SOLUTION = '534678912672195348198342567859761423426853791713924856961537284287419635345286179';

/** A run as the page holds it once the worker has answered, its replay played to the end. */
function finishedRun(puzzle: Grid, cap = 1_000_000, uniqueness?: SolveResult): StrategyRun {
  const recorder = new TraceRecorder(cap);
  const result = testSolver.solve(puzzle, { onEvent: recorder.record });
  const trace = recorder.finish();
  const player = new TracePlayer(puzzle, trace.events);
  player.step(Number.MAX_SAFE_INTEGER);
  return {
    strategyId: testSolver.id,
    phase: 'ready',
    result,
    timeMs: 1,
    totalEvents: trace.total,
    eliminations: trace.eliminations,
    player,
    ...(uniqueness ? { uniqueness } : {}),
  };
}

describe('describeOutcome', () => {
  it('shows the replayed board, verified and proved unique', () => {
    const unique = testSolver.solve(LEETCODE, { maxSolutions: 2 });
    const outcome = describeOutcome(LEETCODE, finishedRun(LEETCODE, 1_000_000, unique));
    expect(outcome.title).toBe('Solved');
    expect(outcome.tone).toBe('good');
    expect(outcome.fromReplay).toBe(true);
    expect(outcome.board.cells.join('')).toBe(SOLUTION);
    expect(outcome.details).toEqual([
      'Verified: every given kept, every row, column and box holds each digit once.',
      'The only solution: a search for a second found none.',
    ]);
  });

  it("shows the strategy's answer when the trace was capped", () => {
    const outcome = describeOutcome(LEETCODE, finishedRun(LEETCODE, 20));
    expect(outcome.fromReplay).toBe(false);
    expect(outcome.board.cells.join('')).toBe(SOLUTION);
    expect(outcome.details).toContain(
      "The replay stopped at the trace cap; the board is the strategy's answer.",
    );
    expect(outcome.details).toContain('Checking for a second solution…');
  });

  it('says so when a puzzle has more than one solution', () => {
    const empty = parseGrid('.'.repeat(16));
    const several = testSolver.solve(empty, { maxSolutions: 2 });
    const outcome = describeOutcome(empty, finishedRun(empty, 1_000_000, several));
    expect(outcome.title).toBe('More than one solution');
    expect(outcome.tone).toBe('bad');
  });

  it('says so when a puzzle has no solution', () => {
    // Row 1 leaves 4 for its last cell, but column 4 already holds a 4.
    const none = parseGrid('123.' + '....' + '....' + '...4');
    const outcome = describeOutcome(none, finishedRun(none));
    expect(outcome.title).toBe('No solution');
  });

  it('gives the conflict for conflicting givens', () => {
    const bad = parseGrid(`77${'.'.repeat(79)}`);
    const outcome = describeOutcome(bad, finishedRun(bad));
    expect(outcome.title).toBe('Invalid puzzle');
    expect(outcome.details[0]).toMatch(/two 7s in row 1/);
  });

  it('flags a board that is not a solution', () => {
    const run = finishedRun(LEETCODE);
    const wrong = { ...run.result!, solution: LEETCODE } as SolveResult;
    const outcome = describeOutcome(LEETCODE, { ...run, result: wrong, player: undefined });
    expect(outcome.tone).toBe('bad');
    expect(outcome.details[0]).toMatch(/^NOT a solution: row 1, column 3 is empty/);
  });

  it('reports a failed run', () => {
    const outcome = describeOutcome(LEETCODE, {
      strategyId: 'x',
      phase: 'failed',
      failure: 'the worker failed',
    });
    expect(outcome).toMatchObject({ title: 'Failed', details: ['the worker failed'] });
  });
});

describe('conflictMarks', () => {
  it('marks both cells of each conflict with the conflict in words', () => {
    const marks = conflictMarks(parseGrid(`7.7${'.'.repeat(78)}`));
    expect([...marks.keys()]).toEqual([0, 2]);
    expect(marks.get(2)).toMatch(/two 7s in row 1: row 1, column 1 and row 1, column 3/);
  });

  it('marks nothing on a puzzle without conflicts', () => {
    expect(conflictMarks(LEETCODE).size).toBe(0);
  });
});
