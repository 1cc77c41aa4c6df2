import {
  CountAbortedError,
  type CountOptions,
  carvedCounter,
  type Exclusion,
  type Grid,
} from '@sudoku-lab/core';
import type { Budget } from './budget.js';

/** A count's answer: 0, 1 or 2 (two or more) solutions, or 'aborted' when the budget ran out. */
export type Count = 0 | 1 | 2 | 'aborted';

/**
 * The counts of one carve: puzzles made from `board` by emptying cells, counted to `limit` by core's
 * counter (the project's one) with the board checked once (core's carvedCounter) rather than each
 * puzzle's givens at each count, and guided by the board (a second solution differs from it in few
 * cells). With `exclude`, only the solutions without its digit in its cell count. 'aborted' when the
 * budget ran out.
 */
export function carvedCounts(
  board: Grid,
  budget: Budget,
): (cells: readonly number[], limit: 1 | 2, exclude?: Exclusion) => Count {
  const count = carvedCounter(board);
  const guide = board.cells;
  return (cells, limit, exclude) => counted(() => count(cells, options(budget, limit, exclude, guide)));
}

function options(
  budget: Budget,
  limit: 1 | 2,
  exclude: Exclusion | undefined,
  guide: readonly number[],
): CountOptions {
  return {
    limit,
    deadline: budget.deadline,
    signal: budget.signal,
    exclude: exclude === undefined ? undefined : [exclude],
    guide,
  };
}

function counted(count: () => number): Count {
  try {
    const solutions = count();
    return solutions >= 2 ? 2 : solutions === 1 ? 1 : 0;
  } catch (error) {
    if (error instanceof CountAbortedError) return 'aborted';
    throw error;
  }
}
