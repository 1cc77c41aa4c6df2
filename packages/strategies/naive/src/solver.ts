import { allShapes, defineSolver, ruleKinds, type Solver } from '@sudoku-lab/core';
import { searchInOrder, searchVariantInOrder } from './search.js';

/** Textbook cell-by-cell backtracking (LeetCode 37), fast through bitmasks rather than a smarter search. */
export const solver: Solver = defineSolver({
  id: 'naive',
  name: 'Naive backtracking',
  description:
    'The textbook backtracker of LeetCode 37: empty cells in row-major order, digits in ascending order, ' +
    'a digit goes in when no peer holds it, erase on failure. No propagation; row, column and box bitmasks.',
  shapes: allShapes,
  rules: ruleKinds,
  // A classic puzzle takes the row, column and box masks, as it always did; a variant, its rule tables.
  search: (context) => (context.rules === null ? searchInOrder(context) : searchVariantInOrder(context)),
});
