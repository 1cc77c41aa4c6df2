import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  Budget,
  BudgetExhaustedError,
  type BudgetOptions,
  budgetProblem,
  type StopReason,
} from './budget.js';
import { CountAbortedError, countSolutions } from './count.js';
import { emptyGrid } from './grid.js';
import { shapes } from './shape.js';
import { testSolver } from './solvers.fixture.js';

const NAMES = { task: 'count', unit: 'step' };

/** performance.now() on a clock the test moves: each read is 1 ms after the one before. */
function tickingClock(): () => number {
  let now = 0;
  const clock = vi.spyOn(performance, 'now').mockImplementation(() => ++now);
  return () => clock.mock.calls.length;
}

afterEach(() => {
  vi.restoreAllMocks();
});

/** A signal that fires once `after` looks have read it. */
function firingSignal(after: number): { readonly aborted: boolean } {
  let reads = 0;
  return {
    get aborted() {
      return ++reads > after;
    },
  };
}

/** Spends units one at a time (or `many` at once) until the budget stops them: the stop and the units spent. */
function spendUntilStopped(budget: Budget, many = 1): { stop: BudgetExhaustedError; spent: number } {
  for (let k = 0; k < 1_000_000; k++) {
    try {
      if (many === 1) budget.spend();
      else budget.spendMany(many);
    } catch (error) {
      if (!(error instanceof BudgetExhaustedError)) throw error;
      return { stop: error, spent: budget.spent };
    }
  }
  throw new Error('the budget never stopped the work');
}

describe('Budget', () => {
  it.each<[string, BudgetOptions, StopReason, RegExp, number | null]>([
    ['a cap of 0', { maxWork: 0 }, 'steps', /^the count was stopped: the step budget \(0\) ran out$/, 0],
    ['a cap of 1', { maxWork: 1 }, 'steps', /^the count was stopped: the step budget \(1\) ran out$/, 1],
    ['a cap of 1000', { maxWork: 1000 }, 'steps', /the step budget \(1000\) ran out/, 1000],
    [
      'a signal fired before any work',
      { signal: AbortSignal.abort() },
      'signal',
      /^the count was cancelled: its AbortSignal fired after 0 steps$/,
      0,
    ],
    [
      'a signal that fires at its third look',
      { signal: firingSignal(2) },
      'signal',
      // Looks at 0, 64 and 128 units: the third finds it fired.
      /^the count was cancelled: its AbortSignal fired after 128 steps$/,
      128,
    ],
    [
      'a deadline already past',
      { deadline: -1 },
      'deadline',
      /^the count was stopped: the deadline passed after 0 steps$/,
      0,
    ],
    [
      'a cap before a deadline far off',
      { maxWork: 300, deadline: 1e12 },
      'steps',
      /the step budget \(300\) ran out/,
      300,
    ],
  ])('stops at %s with reason, message and the work done', (_, options, reason, message, spent) => {
    const budget = Budget.of(options, NAMES, 64);
    const { stop } = spendUntilStopped(budget);
    expect(stop.reason).toBe(reason);
    expect(stop.message).toMatch(message);
    expect(stop.work).toBe(spent);
    expect(budget.spent).toBe(spent);
    expect(stop).toBeInstanceOf(Error);
    expect(stop.name).toBe('BudgetExhaustedError');
  });

  it('stops at a deadline mid-work at the first look past it, saying how much was done', () => {
    const clockReads = tickingClock();
    const { stop, spent } = spendUntilStopped(Budget.of({ deadline: 30 }, NAMES, 64));
    expect(stop.reason).toBe('deadline');
    expect(spent).toBeGreaterThan(0);
    expect(stop.work).toBe(spent);
    expect(stop.message).toBe(`the count was stopped: the deadline passed after ${spent} steps`);
    // The 30th read of the clock is the first to find the deadline passed, and no read follows it.
    expect(clockReads()).toBe(30);
  });

  it.each([1, 2, 7, 64, 100])('spendMany(%d) stops where single spends would, never over the cap', (many) => {
    for (const cap of [0, 5, 63, 64, 65, 130, 1000]) {
      const single = spendUntilStopped(Budget.of({ maxWork: cap }, NAMES, 64));
      const batched = spendUntilStopped(Budget.of({ maxWork: cap }, NAMES, 64), many);
      expect(batched.spent).toBe(cap);
      expect(batched.stop.message).toBe(single.stop.message);
    }
  });

  it('never reads the clock without a deadline, and reads the signal at most maxBatch units apart', () => {
    const clockReads = tickingClock();
    let reads = 0;
    const signal = {
      get aborted() {
        reads++;
        return false;
      },
    };
    const budget = Budget.of({ signal }, NAMES, 64);
    for (let k = 0; k < 64 * 10; k++) budget.spend();
    expect(reads).toBe(10);
    expect(clockReads()).toBe(0);
  });

  it('look() stops without spending, and a restart forgets the work', () => {
    const controller = new AbortController();
    const budget = Budget.of({ signal: controller.signal }, NAMES, 64);
    for (let k = 0; k < 10; k++) budget.spend();
    budget.look();
    controller.abort();
    expect(() => budget.look()).toThrow(/fired after 10 steps/);
    expect(budget.spent).toBe(10);
    budget.signal = undefined;
    budget.restart();
    expect(budget.spent).toBe(0);
    budget.spend();
    expect(budget.spent).toBe(1);
  });
});

describe('one stop for every user', () => {
  it("is what a count throws, under the counters' name for it", () => {
    expect(CountAbortedError).toBe(BudgetExhaustedError);
    const count = () => countSolutions(emptyGrid(shapes['9x9']), { limit: 1000, maxSteps: 20 });
    expect(count).toThrow(BudgetExhaustedError);
    expect(count).toThrow(/^the count was stopped: the step budget \(20\) ran out$/);
  });

  it("is what a solve reports as 'aborted', in the same words", () => {
    const endless = testSolver(
      'endless',
      (context) => {
        for (;;) context.countPlacement();
      },
      { shapes: [shapes['4x4']] },
    );
    const result = endless.solve(emptyGrid(shapes['4x4']), { maxPlacements: 12 });
    expect(result.status).toBe('aborted');
    expect(result.message).toBe('the solve was stopped: the placement budget (12) ran out');
    expect(result.stats.placements).toBe(12);
  });
});

describe('budgetProblem', () => {
  const cap = (value: unknown) => ({ option: 'maxSteps', value });
  it.each<[string, unknown, unknown, ReturnType<typeof cap> | undefined, string | null]>([
    ['nothing given', undefined, undefined, undefined, null],
    ['null everywhere', null, null, cap(null), null],
    ['a deadline, a signal and a cap', 5, new AbortController().signal, cap(10), null],
    ['Infinity for both', Number.POSITIVE_INFINITY, undefined, cap(Number.POSITIVE_INFINITY), null],
    [
      'a deadline of NaN',
      Number.NaN,
      undefined,
      undefined,
      'deadline must be a performance.now() time, a number (Infinity for none), got number NaN',
    ],
    [
      'a deadline in words',
      'soon',
      undefined,
      undefined,
      'deadline must be a performance.now() time, a number (Infinity for none), got "soon"',
    ],
    [
      'a signal that is none',
      undefined,
      {},
      undefined,
      "signal must be an AbortSignal (an object with a boolean 'aborted'), got an object",
    ],
    [
      'a negative cap',
      undefined,
      undefined,
      cap(-1),
      'maxSteps must be a whole number >= 0 (or Infinity for no limit), got number -1',
    ],
    [
      'a fractional cap, named as the caller names it',
      undefined,
      undefined,
      { option: 'maxPlacements', value: 2.5 },
      'maxPlacements must be a whole number >= 0 (or Infinity for no limit), got number 2.5',
    ],
    [
      'a cap of NaN before a bad deadline',
      'soon',
      undefined,
      cap(Number.NaN),
      'maxSteps must be a whole number >= 0 (or Infinity for no limit), got number NaN',
    ],
  ])('%s', (_, deadline, signal, capped, expected) => {
    expect(budgetProblem(deadline, signal, capped)).toBe(expected);
  });
});
