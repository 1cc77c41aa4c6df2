import { parseGrid, type Solver } from '@sudoku-lab/core';
import { defaultSettings, type Outcome } from '@sudoku-lab/harness';
import { contenderOf, outcomeOf } from '@sudoku-lab/harness/testing';
import { describe, expect, it } from 'vitest';
import { BATCH_TICKS, clockTick, refineTimes, timeInBatches } from './batch-timing.js';
import { testSolver } from './test-solver.js';

const LEETCODE = parseGrid(
  '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79',
);
const ANSWER = testSolver.solve(LEETCODE);
const settings = { ...defaultSettings, repeat: 5 };

/**
 * A world on a virtual clock: each solve (the same answer, at once) takes `cost` ms, each reading of the clock `reading` ms, and
 * the clock shows the time rounded down to its tick, as a browser's coarse clock does.
 */
function world(cost: number, tick: number, reading = 0) {
  let time = 0.0371; // not on a tick
  let solves = 0;
  const solver: Solver = {
    ...testSolver,
    solve: () => {
      time += cost;
      solves++;
      return ANSWER;
    },
  };
  const contender = contenderOf(solver, { kind: 'strategy' });
  const now = () => {
    time += reading;
    return Math.floor(time / tick) * tick;
  };
  return { contender, now, solves: () => solves };
}

describe('clockTick', () => {
  it.each([0.005, 0.1, 1])('reads a clock of %s ms steps as that step', (tick) => {
    const { now } = world(0, tick, tick / 7);
    expect(clockTick(now)).toBeCloseTo(tick, 9);
  });

  it("reads this machine's clock as a step above zero", () => {
    const tick = clockTick(performance.now.bind(performance));
    expect(tick).toBeGreaterThan(0);
    expect(tick).toBeLessThan(1);
  });
});

describe('timeInBatches', () => {
  // Solves from a third of a microsecond to 0.3 ms, on an isolated page's clock and a coarse one.
  const cases = [0.005, 0.1].flatMap((tick) => [0.0003, 0.003, 0.04, 0.3].map((cost) => [cost, tick]));
  it.each(cases)('times a solve of %s ms on a clock of %s ms steps within 2%%', (cost, tick) => {
    const { contender, now } = world(cost, tick);
    const { timeMs, spread } = timeInBatches(contender, LEETCODE, settings, tick, now);
    expect(timeMs).toBeGreaterThan(0);
    expect(Math.abs(timeMs / cost - 1)).toBeLessThan(0.02);
    expect(spread).not.toBeNull();
  });

  it('makes each batch last at least BATCH_TICKS ticks, and times `repeat` of them', () => {
    const tick = 0.1;
    const cost = 0.001;
    const { contender, now, solves } = world(cost, tick);
    timeInBatches(contender, LEETCODE, settings, tick, now);
    // The sizing batches grow to BATCH_TICKS ticks; then `repeat` batches of that size (the last
    // sizing one among them): at least repeat times the target in solves, and not many times more.
    const least = (settings.repeat * BATCH_TICKS * tick) / cost;
    expect(solves()).toBeGreaterThanOrEqual(least);
    expect(solves()).toBeLessThan(3 * least);
  });

  it('gives no spread for a single batch', () => {
    const { contender, now } = world(0.002, 0.1);
    expect(timeInBatches(contender, LEETCODE, { ...settings, repeat: 1 }, 0.1, now).spread).toBeNull();
  });
});

describe('refineTimes', () => {
  const tick = 0.1;
  const outcome = (status: Outcome['status'], timeMs: number) =>
    outcomeOf(status, {
      solutionCount: status === 'solved' ? 1 : 0,
      timeMs,
      stats: { placements: 1, guesses: 0, backtracks: 0 },
      verified: true,
    });

  it('times again only the searches shorter than a batch, keeping every answer as the harness judged it', () => {
    const { contender, now } = world(0.004, tick);
    const given = [
      outcome('solved', 0),
      outcome('unsolvable', tick),
      outcome('multiple', 0),
      outcome('solved', BATCH_TICKS * tick),
      outcome('invalid', 0),
      outcome('aborted', 0),
      outcome('wrong', 0),
    ];
    const refined = refineTimes(
      contender,
      given.map(() => LEETCODE),
      given,
      settings,
      tick,
      now,
    );
    expect(refined.map((o) => o.status)).toEqual(given.map((o) => o.status));
    for (const k of [0, 1, 2]) {
      expect(refined[k]).toEqual({
        ...given[k],
        timeMs: expect.closeTo(0.004, 4),
        spread: expect.any(Number),
      });
    }
    for (const k of [3, 4, 5, 6]) expect(refined[k]).toBe(given[k]);
  });

  it("gives a real strategy's fast solve a time above zero on this machine's clock", () => {
    const now = performance.now.bind(performance);
    const contender = contenderOf(testSolver, { kind: 'strategy' });
    const [refined] = refineTimes(
      contender,
      [LEETCODE],
      [outcome('solved', 0)],
      settings,
      clockTick(now),
      now,
    );
    expect(refined!.timeMs).toBeGreaterThan(0);
    expect(Number.isFinite(refined!.timeMs)).toBe(true);
  });
});
