import { BudgetExhaustedError, Budget as CoreBudget } from '@sudoku-lab/core';
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

/** What a generation's looks call its work, for the stop a GenerateAbortedError carries as its cause. */
const GENERATION = { task: 'generation', unit: 'puzzle' };

/**
 * Looks at the budget between two tries, as core's Budget looks (the signal, and the clock only with a
 * deadline): throws GenerateAbortedError, core's stop as its cause, when it has run out.
 */
export function checkBudget(budget: Budget, attempt: number): void {
  if (budget.deadline === undefined && budget.signal === undefined) return;
  try {
    CoreBudget.of(budget, GENERATION, 1).look();
  } catch (error) {
    if (error instanceof BudgetExhaustedError && error.reason !== 'steps') throw stopped(error, attempt);
    throw error;
  }
}

/**
 * The error of a generation that the caller's budget stopped (core's stop, from a look or a count),
 * `attempt` puzzles having been set aside before.
 */
export function stopped(stop: BudgetExhaustedError, attempt: number): GenerateAbortedError {
  const reason = stop.reason === 'signal' ? 'signal' : 'deadline';
  return new GenerateAbortedError(
    reason,
    attempt,
    reason === 'signal'
      ? 'stopped: the AbortSignal fired'
      : `stopped: the deadline passed (after ${attempt} puzzles carved and set aside)`,
    stop,
  );
}
