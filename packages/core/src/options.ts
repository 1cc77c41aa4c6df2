import { budgetProblem, isCount } from './budget.js';
import { describeValue } from './errors.js';
import type { SolveEvent, SolveOptions } from './solver.js';

/**
 * What a solve runs with: the caller's SolveOptions checked, defaults filled in. Written in place by
 * readOptions into an object a solver keeps (its search context), so reading the options of a solve
 * allocates nothing.
 */
export interface Limits {
  /** A whole number >= 1, or Infinity for every solution. */
  maxSolutions: number;
  /** maxPlacements: a whole number >= 0, or Infinity for no limit (the cap of the solve's Budget). */
  maxWork: number;
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
  limits.maxWork = Number.POSITIVE_INFINITY;
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
  const budget = budgetProblem(deadline, signal, { option: 'maxPlacements', value: maxPlacements });
  if (budget !== null) return budget;
  if (maxPlacements != null) limits.maxWork = maxPlacements;
  if (deadline != null) limits.deadline = deadline;
  if (signal != null) limits.signal = signal;
  if (onEvent != null) {
    if (typeof onEvent !== 'function') return `onEvent must be a function, got ${describeValue(onEvent)}`;
    limits.trace = onEvent;
  }
  return null;
}
