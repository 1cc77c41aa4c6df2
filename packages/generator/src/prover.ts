import type { Grid, ShapeName, SolveResult, Solver } from '@sudoku-lab/core';
import { solver as norvig } from '@sudoku-lab/norvig';

/**
 * The strategy that proves each removal keeps one solution, per shape: the fastest the project has
 * for it at proving uniqueness (maxSolutions 2). Changing a shape's prover is one line here.
 */
export const provers: Readonly<Record<ShapeName, Solver>> = Object.freeze({
  '4x4': norvig,
  '6x6': norvig,
  '9x9': norvig,
  '16x16': norvig,
});

/**
 * The prover's options, made once for a whole generation: count to two, and stop at the caller's
 * deadline (a performance.now() time) or signal.
 */
export interface Budget {
  readonly maxSolutions: 2;
  readonly deadline?: number;
  readonly signal?: AbortSignal;
}

/**
 * Solutions of a puzzle, counted to 2 by the shape's prover (1 is a proof that the solution is
 * unique), or 'aborted' when the budget ran out during the count.
 */
export function countSolutions(puzzle: Grid, budget: Budget): 0 | 1 | 2 | 'aborted' {
  const result: SolveResult = provers[puzzle.shape.name].solve(puzzle, budget);
  if (result.status === 'aborted') return 'aborted';
  if (result.status === 'invalid')
    throw new Error(`generate: a carved puzzle was refused: ${result.message}`);
  return result.solutionCount >= 2 ? 2 : result.solutionCount === 1 ? 1 : 0;
}
