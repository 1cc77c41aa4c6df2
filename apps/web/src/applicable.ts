import { type Grid, refusalOf } from '@sudoku-lab/core';
import type { StrategyInfo } from './strategy-list.js';

/** A chosen strategy left out of the race, and why: a rule (or the shape) it does not handle. */
export interface NotApplicable {
  readonly strategyId: string;
  readonly name: string;
  readonly reason: string;
}

/**
 * Splits the chosen strategies into those that race on `puzzle` and those that would only answer
 * 'invalid': a strategy races when it declares the puzzle's shape and every rule it carries.
 */
export function applicable(
  puzzle: Grid,
  chosen: readonly string[],
  solvers: readonly StrategyInfo[],
): { readonly racing: string[]; readonly left: NotApplicable[] } {
  const racing: string[] = [];
  const left: NotApplicable[] = [];
  for (const strategyId of chosen) {
    const solver = solvers.find((candidate) => candidate.id === strategyId);
    if (solver === undefined) continue;
    const reason = refusalOf(solver, puzzle);
    if (reason === null) racing.push(strategyId);
    else left.push({ strategyId, name: solver.name, reason });
  }
  return { racing, left };
}
