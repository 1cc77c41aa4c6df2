import { type Grid, kindsOf, ruleNames } from '@sudoku-lab/core';
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
    const reason = whyNot(solver, puzzle);
    if (reason === null) racing.push(strategyId);
    else left.push({ strategyId, name: solver.name, reason });
  }
  return { racing, left };
}

function whyNot(solver: StrategyInfo, puzzle: Grid): string | null {
  if (!solver.shapes.some((shape) => shape.name === puzzle.shape.name)) {
    return `does not solve ${puzzle.shape.name}`;
  }
  const declared = solver.rules ?? [];
  const missing = kindsOf(puzzle.rules).filter((kind) => !declared.includes(kind));
  return missing.length === 0 ? null : `does not handle ${missing.map((kind) => ruleNames[kind]).join(', ')}`;
}
