import { describeValue } from './grid.js';
import type { SolveEvent, SolveOptions } from './solver.js';

/**
 * What a solve runs with: the caller's SolveOptions checked, defaults filled in. Written in place by
 * readOptions into an object a solver keeps (its search context), so reading the options of a solve
 * allocates nothing.
 */
export interface Limits {
  /** A whole number >= 1, or Infinity for every solution. */
  maxSolutions: number;
  /** A whole number >= 0, or Infinity for no limit. */
  maxPlacements: number;
  /** A performance.now() time; Infinity for none. */
  deadline: number;
  signal: { readonly aborted: boolean } | undefined;
  /** The caller's onEvent. */
  trace: ((event: SolveEvent) => void) | undefined;
}

/**
 * The one rule for odd option values: a value that is not what the option allows is refused, never
 * rounded, clamped or ignored, because each of those quietly turns a budget off or changes the answer
 * (a maxPlacements of NaN stopped nothing). An option left out, undefined or null takes its default.
 * Writes the limits into `limits` and returns null, or returns a message naming the option, what it
 * allows and what it got (`limits` then holds nothing to rely on).
 */
export function readOptions(options: SolveOptions | null | undefined, limits: Limits): string | null {
  limits.maxSolutions = 1;
  limits.maxPlacements = Number.POSITIVE_INFINITY;
  limits.deadline = Number.POSITIVE_INFINITY;
  limits.signal = undefined;
  limits.trace = undefined;
  if (options === undefined || options === null) return null;
  if (typeof options !== 'object') return `options must be an object, got ${describeValue(options)}`;
  const { maxSolutions, maxPlacements, deadline, signal, onEvent } = options;
  if (maxSolutions != null) {
    if (!isCount(maxSolutions, 1)) {
      return `maxSolutions must be a whole number >= 1 (or Infinity for every solution), got ${describeValue(maxSolutions)}`;
    }
    limits.maxSolutions = maxSolutions;
  }
  if (maxPlacements != null) {
    if (!isCount(maxPlacements, 0)) {
      return `maxPlacements must be a whole number >= 0 (or Infinity for no limit), got ${describeValue(maxPlacements)}`;
    }
    limits.maxPlacements = maxPlacements;
  }
  const budget = budgetProblem(deadline, signal);
  if (budget !== null) return budget;
  if (deadline != null) limits.deadline = deadline;
  if (signal != null) limits.signal = signal;
  if (onEvent != null) {
    if (typeof onEvent !== 'function') return `onEvent must be a function, got ${describeValue(onEvent)}`;
    limits.trace = onEvent;
  }
  return null;
}

/**
 * Why a deadline or a signal is not one, in words (the option, what it allows, what it got), or null:
 * readOptions' rule for the two, kept here for the functions outside a Solver that take a budget
 * (logic's rate, explain and nextStep), so that a deadline of NaN is refused there too, never ignored.
 */
export function budgetProblem(deadline: unknown, signal: unknown): string | null {
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

/** A whole number from `least` up, or Infinity. */
export function isCount(value: unknown, least: number): boolean {
  return (
    typeof value === 'number' &&
    value >= least &&
    (Number.isInteger(value) || value === Number.POSITIVE_INFINITY)
  );
}
