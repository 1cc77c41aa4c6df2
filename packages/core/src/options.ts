import { describeValue } from './grid.js';
import type { SolveEvent, SolveOptions } from './solver.js';

/** What a solve runs with: the caller's SolveOptions checked, defaults filled in. */
export interface Limits {
  /** A whole number >= 1, or Infinity for every solution. */
  readonly maxSolutions: number;
  /** A whole number >= 0, or Infinity for no limit. */
  readonly maxPlacements: number;
  /** A performance.now() time; Infinity for none. */
  readonly deadline: number;
  readonly signal: { readonly aborted: boolean } | undefined;
  readonly onEvent: ((event: SolveEvent) => void) | undefined;
}

const DEFAULTS: Limits = Object.freeze({
  maxSolutions: 1,
  maxPlacements: Number.POSITIVE_INFINITY,
  deadline: Number.POSITIVE_INFINITY,
  signal: undefined,
  onEvent: undefined,
});

/**
 * The one rule for odd option values: a value that is not what the option allows is refused, never
 * rounded, clamped or ignored, because each of those quietly turns a budget off or changes the answer
 * (a maxPlacements of NaN stopped nothing). An option left out, undefined or null takes its default.
 * Returns the limits, or a message naming the option, what it allows and what it got.
 */
export function readOptions(options: SolveOptions | null | undefined): Limits | string {
  if (options === undefined || options === null) return DEFAULTS;
  if (typeof options !== 'object') return `options must be an object, got ${describeValue(options)}`;
  const { maxSolutions, maxPlacements, deadline, signal, onEvent } = options;
  if (
    maxSolutions == null &&
    maxPlacements == null &&
    deadline == null &&
    signal == null &&
    onEvent == null
  ) {
    return DEFAULTS;
  }
  if (maxSolutions != null && !isCount(maxSolutions, 1)) {
    return `maxSolutions must be a whole number >= 1 (or Infinity for every solution), got ${describeValue(maxSolutions)}`;
  }
  if (maxPlacements != null && !isCount(maxPlacements, 0)) {
    return `maxPlacements must be a whole number >= 0 (or Infinity for no limit), got ${describeValue(maxPlacements)}`;
  }
  if (deadline != null && (typeof deadline !== 'number' || Number.isNaN(deadline))) {
    return `deadline must be a performance.now() time, a number (Infinity for none), got ${describeValue(deadline)}`;
  }
  if (signal != null && (typeof signal !== 'object' || typeof signal.aborted !== 'boolean')) {
    return `signal must be an AbortSignal (an object with a boolean 'aborted'), got ${describeValue(signal)}`;
  }
  if (onEvent != null && typeof onEvent !== 'function') {
    return `onEvent must be a function, got ${describeValue(onEvent)}`;
  }
  return {
    maxSolutions: maxSolutions ?? DEFAULTS.maxSolutions,
    maxPlacements: maxPlacements ?? DEFAULTS.maxPlacements,
    deadline: deadline ?? DEFAULTS.deadline,
    signal: signal ?? undefined,
    onEvent: onEvent ?? undefined,
  };
}

/** A whole number from `least` up, or Infinity. */
function isCount(value: unknown, least: number): boolean {
  return (
    typeof value === 'number' &&
    value >= least &&
    (Number.isInteger(value) || value === Number.POSITIVE_INFINITY)
  );
}
