import { allShapes, defineSolver, ruleKinds, type Solver } from '@sudoku-lab/core';
import { searchInOrder } from './search.js';

/** Textbook cell-by-cell backtracking (LeetCode 37), fast through bitmasks rather than a smarter search. */
export const solver: Solver = defineSolver({
  id: 'naive',
  name: 'Naive backtracking',
  description:
    'The textbook backtracker of LeetCode 37: empty cells in row-major order, digits in ascending order, ' +
    'a digit goes in when no unit of its cell holds it and no other rule forbids it, erase on failure. ' +
    'No propagation; a bitmask of the digits each unit holds.',
  shapes: allShapes,
  rules: ruleKinds,
  search: searchInOrder,
});
