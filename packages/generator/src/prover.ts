import { countAgreeing, type Exclusion } from '@sudoku-lab/bitboard';
import type { Grid, Shape, ShapeName, SolveResult, Solver } from '@sudoku-lab/core';
import { findStrategy } from '@sudoku-lab/registry';

/**
 * The strategy that settles a removal the carve's own singles and short search did not (a search past
 * a cell's worth of guesses), per shape, by its id in the registry: the fastest the project has for
 * the shape at proving uniqueness (maxSolutions 2). Changing a shape's prover is one line here.
 */
const proverIds: Readonly<Record<ShapeName, string>> = {
  '4x4': 'norvig',
  '6x6': 'norvig',
  '9x9': 'bitboard',
  '16x16': 'norvig',
};

/** The strategy that proves each shape's puzzles unique (counts to two solutions): the fastest for the shape. */
export const provers: Readonly<Record<ShapeName, Solver>> = Object.freeze(
  Object.fromEntries(
    Object.entries(proverIds).map(([shape, id]) => {
      const prover = findStrategy(id);
      if (prover === undefined) throw new Error(`@sudoku-lab/generator: no strategy '${id}' in the registry`);
      return [shape, prover];
    }),
  ) as Record<ShapeName, Solver>,
);

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
 * Provers with a count of their own, by strategy id: the same search as their `solve`, without core's
 * per-solve work (checking the puzzle, setting up budgets and stats, shaping the result), which is
 * most of a count's cost on 9x9, and with a candidate ruled out before the search when asked. A carved
 * puzzle is a part of a full board, so its givens always agree: the count skips looking for clashes.
 */
const fastCounts: Readonly<
  Record<string, (cells: ArrayLike<number>, limit: number, exclude?: Exclusion) => number>
> = {
  bitboard: countAgreeing,
};

/**
 * Whether the shape's prover counts with a candidate excluded (countSolutions's `exclude`): then a
 * removal is proved by one count to one, the removed clue's digit excluded, on the prover's rules.
 */
export function excludes(shape: Shape): boolean {
  return fastCounts[provers[shape.name].id] !== undefined;
}

/**
 * Solutions of a puzzle (its cells, of the shape, no digit given twice in a unit, as a carved puzzle
 * is), counted to `limit` by the shape's prover (a count of 1 to 2 proves the solution unique), or
 * 'aborted' when the budget ran out during the count (with a fast count, before it: one takes
 * microseconds, so the budget is looked at between counts). With `exclude`, only the solutions
 * without its digit in its cell count; only where `excludes(shape)`.
 */
export function countSolutions(
  shape: Shape,
  cells: ArrayLike<number>,
  budget: Budget,
  limit: 1 | 2 = 2,
  exclude?: Exclusion,
): 0 | 1 | 2 | 'aborted' {
  const prover = provers[shape.name];
  const fast = fastCounts[prover.id];
  if (fast !== undefined) {
    if (budget.signal?.aborted || (budget.deadline !== undefined && performance.now() >= budget.deadline))
      return 'aborted';
    const count = fast(cells, limit, exclude);
    return count >= 2 ? 2 : count === 1 ? 1 : 0;
  }
  if (exclude !== undefined)
    throw new Error(
      `generate: the ${shape.name} prover '${prover.id}' cannot count with a candidate excluded`,
    );
  const puzzle: Grid = { shape, cells: Array.from(cells) };
  const result: SolveResult = prover.solve(puzzle, { ...budget, maxSolutions: limit });
  if (result.status === 'aborted') return 'aborted';
  if (result.status === 'invalid')
    throw new Error(`generate: a carved puzzle was refused: ${result.message}`);
  return result.solutionCount >= 2 ? 2 : result.solutionCount === 1 ? 1 : 0;
}
