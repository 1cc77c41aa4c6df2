import { GenerateAbortedError } from './errors.js';

/**
 * A generation's budget: the caller's deadline (a performance.now() time) and signal, handed to every
 * count. Generation's own limits are counts of work (placements, steps, attempts), never the clock:
 * the clock is read only against a deadline the caller gave, and then only to stop, never to choose.
 */
export interface Budget {
  readonly deadline?: number;
  readonly signal?: AbortSignal;
}

/** Throws GenerateAbortedError when the budget's signal has fired or its deadline has passed. */
export function checkBudget(budget: Budget, attempt: number): void {
  if (budget.signal?.aborted) throw stopped('signal', attempt);
  if (budget.deadline !== undefined && performance.now() >= budget.deadline)
    throw stopped('deadline', attempt);
}

/** The error of a generation that the caller's budget stopped, `attempt` puzzles having been set aside before. */
export function stopped(reason: 'signal' | 'deadline', attempt: number): GenerateAbortedError {
  return new GenerateAbortedError(
    reason,
    attempt,
    reason === 'signal'
      ? 'stopped: the AbortSignal fired'
      : `stopped: the deadline passed (after ${attempt} puzzles carved and set aside)`,
  );
}
