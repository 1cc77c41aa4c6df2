import { carvedCounter, type Exclusion, type Grid } from '@sudoku-lab/core';
import type { Budget } from './budget.js';

/** A count's answer: 0, 1 or 2 (two or more) solutions. */
export type Count = 0 | 1 | 2;

/**
 * The counts of one carve: puzzles made from `board` by emptying cells, counted to `limit` by core's
 * counter (the project's one) with the board checked once (core's carvedCounter) rather than each
 * puzzle's givens at each count, and guided by the board (a second solution differs from it in few
 * cells). With `exclude`, only the solutions without its digit in its cell count. When the budget runs
 * out, core's stop (BudgetExhaustedError) passes through to generate, which reports it.
 */
export function carvedCounts(
  board: Grid,
  budget: Budget,
): (cells: readonly number[], limit: 1 | 2, exclude?: Exclusion) => Count {
  const count = carvedCounter(board);
  // One options object a carve, its exclusion rewritten before each count (core reads the options
  // during the call and keeps none of them): a carve makes about 28 counts a board.
  const excluded = { cell: 0, digit: 0 };
  const { deadline, signal } = budget;
  const guide = board.cells;
  const excluding = { limit: 2, deadline, signal, exclude: [excluded], guide };
  const plain = { limit: 2, deadline, signal, guide };
  return (cells, limit, exclude) => {
    const options = exclude === undefined ? plain : excluding;
    options.limit = limit;
    if (exclude !== undefined) {
      excluded.cell = exclude.cell;
      excluded.digit = exclude.digit;
    }
    const solutions = count(cells, options);
    return solutions >= 2 ? 2 : solutions === 1 ? 1 : 0;
  };
}
