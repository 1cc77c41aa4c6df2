import { countSolutions as countByBitboard } from '@sudoku-lab/bitboard';
import {
  CountAbortedError,
  type Counter,
  countSolutions as countByCore,
  type Exclusion,
  type Shape,
  type ShapeName,
} from '@sudoku-lab/core';

/**
 * The counter that proves each shape's removals: bitboard's search on 9x9, the fastest the project has
 * (most of a generation's time is spent in it), and core's constraint propagation on the other shapes.
 * Both are core Counters, so they take the same options and apply the budget the same way. Changing a
 * shape's counter is one line here.
 */
export const counters: Readonly<Record<ShapeName, Counter>> = Object.freeze({
  '4x4': countByCore,
  '6x6': countByCore,
  '9x9': countByBitboard,
  '16x16': countByCore,
});

/** A generation's budget, handed to every count: the caller's deadline (a performance.now() time) and signal. */
export interface Budget {
  readonly deadline?: number;
  readonly signal?: AbortSignal;
}

/**
 * Solutions of a puzzle (its cells, of the shape), counted to `limit` by the shape's counter (a count
 * of 1 to 2 proves the solution unique), or 'aborted' when the budget ran out. With `exclude`, only
 * the solutions without its digit in its cell count; `guide`, a full board whose digits are tried first
 * (core's counter follows it; bitboard's search has its own order).
 */
export function countSolutions(
  shape: Shape,
  cells: readonly number[],
  budget: Budget,
  limit: 1 | 2 = 2,
  exclude?: Exclusion,
  guide?: readonly number[],
): 0 | 1 | 2 | 'aborted' {
  try {
    const count = counters[shape.name](
      { shape, cells },
      {
        limit,
        deadline: budget.deadline,
        signal: budget.signal,
        exclude: exclude === undefined ? undefined : [exclude],
        guide,
      },
    );
    return count >= 2 ? 2 : count === 1 ? 1 : 0;
  } catch (error) {
    if (error instanceof CountAbortedError) return 'aborted';
    throw error;
  }
}
