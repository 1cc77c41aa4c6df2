import { describeValue } from './errors.js';

/**
 * The one budget every piece of work in the project runs under: a solve's search, a count of
 * solutions, logic's rating and explanation. It is made from the caller's options, checks them with
 * one set of messages, is applied one way, and says "stopped" one way.
 *
 * Glossary (beside the one in shape.ts):
 *   work      what a budget counts: a solve's placements, a count's steps (tries at a guess), logic's
 *             steps; the unit names it in messages
 *   cap       the most work allowed (maxPlacements of a solve, maxSteps of a count): counted work, which
 *             stops at the same place on every machine, where a deadline does not
 *   deadline  a performance.now() time past which the work stops
 *   signal    an AbortSignal (or anything with a boolean `aborted`): once it fires, the work stops
 *   batch     work spent between two looks; the hot path is one decrement and one test a unit
 *   look      a read of the signal, and of the clock when there is a deadline (never without one)
 *   stop      the one error a budget throws, BudgetExhaustedError, whose `reason` says what ran out
 */

/** What stopped a piece of work: its deadline passed, its signal fired, or its cap of work ran out. */
export type StopReason = 'deadline' | 'signal' | 'steps';

/** What a budget is made of, as a caller gives it: a cap on the work, a deadline, a signal. */
export interface BudgetOptions {
  /** A whole number >= 0, or Infinity (the default) for no cap. */
  readonly maxWork?: number;
  /** A performance.now() time; Infinity (the default) for none. */
  readonly deadline?: number;
  readonly signal?: { readonly aborted: boolean };
}

/**
 * What the work under a budget is called, for the messages of its stops: the task ('solve', 'count')
 * and its unit of work, singular ('placement', 'step').
 */
export interface WorkNames {
  readonly task: string;
  readonly unit: string;
}

/**
 * The one way a budget says "stopped": what ran out (`reason`), how much work was done by then
 * (`work`, in the budget's unit) and a sentence saying both. A solver turns it into status
 * 'aborted' with this message, logic into `complete: false`; a count throws it to its caller (whose
 * name for it, CountAbortedError, is this class).
 */
export class BudgetExhaustedError extends Error {
  override readonly name = 'BudgetExhaustedError';

  constructor(
    readonly reason: StopReason,
    readonly work: number,
    message: string,
  ) {
    super(message);
  }
}

/** "1 step", "12 steps". */
function amount(count: number, unit: string): string {
  return `${count} ${count === 1 ? unit : `${unit}s`}`;
}

/** The stop of `reason`, `work` units done, in words that name the task and what ran out. */
export function stopOf(reason: StopReason, work: number, names: WorkNames, cap = work): BudgetExhaustedError {
  const { task, unit } = names;
  const message =
    reason === 'steps'
      ? `the ${task} was stopped: the ${unit} budget (${cap}) ran out`
      : reason === 'deadline'
        ? `the ${task} was stopped: the deadline passed after ${amount(work, unit)}`
        : `the ${task} was cancelled: its AbortSignal fired after ${amount(work, unit)}`;
  return new BudgetExhaustedError(reason, work, message);
}

/**
 * How the clock is looked at under a deadline. Work is spent in batches, and the budget is looked at
 * between them. With a deadline a batch is sized by time, not by count: each look measures how long
 * the last batch took and sizes the next to take about LOOK_EVERY_MS, growing at most GROWTH times a
 * look, so slow work (or a slow trace callback, whose time counts too) gets small batches and the
 * deadline is overshot by about that much, not by a thousand units' worth.
 */
const LOOK_EVERY_MS = 0.1;
const GROWTH = 4;
/** The first batch with a deadline, its pace unknown (1 for work that asks to be careful: a traced solve). */
const FIRST_BATCH = 16;

/**
 * A budget: a cap on the work, a deadline and a signal, applied as work is spent. The owner spends a
 * unit before each piece of work (`spend`, or `spendMany`) and may look between two (`look`); past a
 * limit either throws a BudgetExhaustedError. Without a deadline the clock is never read; the signal is
 * read every `maxBatch` units at most.
 *
 * A Budget is reused: set `maxWork`, `deadline` and `signal`, then `restart`. Core's search context and
 * counter extend it, so that their hot path is the budget's own, without a call between.
 */
export class Budget {
  /** A whole number >= 0, or Infinity for no cap. */
  maxWork = Number.POSITIVE_INFINITY;
  /** A performance.now() time; Infinity for none. */
  deadline = Number.POSITIVE_INFINITY;
  signal: { readonly aborted: boolean } | undefined = undefined;
  /**
   * `done` units were spent before the current batch, which allows `batch` more, of which `countdown`
   * are left. `lastLook` is when the clock was last read (with a deadline), `pace` the next batch's size.
   */
  private done = 0;
  private batch = 0;
  private countdown = 0;
  private lastLook = 0;
  private pace: number;

  /**
   * `names` name the work in messages; `maxBatch` is the most units between two looks, so the signal
   * is read at least that often (a count's steps are heavier than a solve's placements).
   */
  constructor(
    private readonly names: WorkNames,
    private readonly maxBatch: number,
  ) {
    this.pace = maxBatch;
  }

  /** A budget of checked options (see budgetProblem), ready to spend. */
  static of(options: BudgetOptions, names: WorkNames, maxBatch: number): Budget {
    const budget = new Budget(names, maxBatch);
    budget.maxWork = options.maxWork ?? Number.POSITIVE_INFINITY;
    budget.deadline = options.deadline ?? Number.POSITIVE_INFINITY;
    budget.signal = options.signal ?? undefined;
    budget.restart();
    return budget;
  }

  /**
   * Readies the budget for new work under its maxWork, deadline and signal: nothing spent, and the
   * first look at the first unit. `careful` work (a traced solve, whose callback may be slow) starts
   * with a batch of one under a deadline.
   */
  restart(careful = false): void {
    this.done = this.batch = this.countdown = this.lastLook = 0;
    const timed = this.deadline !== Number.POSITIVE_INFINITY;
    this.pace = !timed ? this.maxBatch : careful ? 1 : Math.min(FIRST_BATCH, this.maxBatch);
  }

  /** Spends one unit of work: throws a BudgetExhaustedError when a limit has run out. */
  spend(): void {
    if (this.countdown === 0) this.nextBatch();
    this.countdown--;
  }

  /**
   * Spends `count` units at once (a whole number >= 0): the same as `count` calls of spend, the looks
   * included. It never lets the cap be exceeded: when fewer than `count` are left it throws where the
   * count-th single call would, the units the cap allowed spent.
   */
  spendMany(count: number): void {
    // Batch by batch, as count single calls would go: each batch boundary looks at the budget.
    while (count > this.countdown) {
      count -= this.countdown;
      this.countdown = 0;
      this.nextBatch();
    }
    this.countdown -= count;
  }

  /** Units spent so far (the unused part of the batch left out). */
  get spent(): number {
    return this.done + this.batch - this.countdown;
  }

  /**
   * Looks at the signal and the deadline now, without spending: for work that can go a long time
   * between two units. Reads the clock only when there is a deadline.
   */
  look(): void {
    if (this.signal?.aborted) throw stopOf('signal', this.spent, this.names);
    if (this.deadline !== Number.POSITIVE_INFINITY && performance.now() >= this.deadline)
      throw stopOf('deadline', this.spent, this.names);
  }

  /** Ends the current batch: checks every limit (throwing when one has run out), then opens the next. */
  private nextBatch(): void {
    const finished = this.batch;
    this.done = this.spent;
    this.batch = this.countdown = 0;
    if (this.done >= this.maxWork) throw stopOf('steps', this.done, this.names, this.maxWork);
    if (this.signal?.aborted) throw stopOf('signal', this.done, this.names);
    if (this.deadline !== Number.POSITIVE_INFINITY) this.timedLook(finished);
    this.batch = this.countdown = Math.min(this.pace, this.maxWork - this.done);
  }

  /**
   * Checks the deadline, and sizes the next batch from how long the `finished` one took (0 at the
   * first unit: there is nothing to measure yet).
   */
  private timedLook(finished: number): void {
    const now = performance.now();
    if (now >= this.deadline) throw stopOf('deadline', this.done, this.names);
    if (finished > 0) {
      const took = now - this.lastLook;
      const fits = took > 0 ? Math.floor((finished * LOOK_EVERY_MS) / took) : this.maxBatch;
      this.pace = Math.max(1, Math.min(fits, finished * GROWTH, this.maxBatch));
    }
    this.lastLook = now;
  }
}

/** A whole number from `least` up, or Infinity. */
export function isCount(value: unknown, least: number): boolean {
  return (
    typeof value === 'number' &&
    value >= least &&
    (Number.isInteger(value) || value === Number.POSITIVE_INFINITY)
  );
}

/**
 * Why a budget's options are not one, in words (the option, what it allows, what it got), or null:
 * the one rule for them wherever work takes a budget (a solve, a count, logic's rate, explain and
 * nextStep). A value that is not what the option allows is refused, never rounded, clamped or ignored,
 * because each of those quietly turns a budget off (a deadline of NaN, or a cap of NaN, stopped
 * nothing). Left out, undefined or null: the default. `cap` names the option that caps the work
 * ('maxPlacements', 'maxSteps') with its value, where the work has one.
 */
export function budgetProblem(
  deadline: unknown,
  signal: unknown,
  cap?: { readonly option: string; readonly value: unknown },
): string | null {
  if (cap !== undefined && cap.value != null && !isCount(cap.value, 0)) {
    return `${cap.option} must be a whole number >= 0 (or Infinity for no limit), got ${describeValue(cap.value)}`;
  }
  if (deadline != null && (typeof deadline !== 'number' || Number.isNaN(deadline))) {
    return `deadline must be a performance.now() time, a number (Infinity for none), got ${describeValue(deadline)}`;
  }
  if (
    signal != null &&
    (typeof signal !== 'object' || typeof (signal as { aborted?: unknown }).aborted !== 'boolean')
  ) {
    return `signal must be an AbortSignal (an object with a boolean 'aborted'), got ${describeValue(signal)}`;
  }
  return null;
}
