import { allShapes, defineSolver, ruleKinds, searchPerConstraints } from '@sudoku-lab/core';
import { type DlxCounter, dancingLinks } from './search.js';

/** Knuth's Algorithm X with dancing links: exact cover of the puzzle's constraints. */
export const solver = defineSolver<DlxCounter>({
  id: 'dlx',
  name: 'Dancing links',
  description:
    "Knuth's Algorithm X with dancing links: Sudoku as exact cover (a row per digit in a cell, a column per cell " +
    'filled and per unit holding a digit); cover the column with the fewest rows, try each, uncover on the way back.',
  shapes: allShapes,
  rules: ruleKinds,
  counters: ['nodes'],
  // The links of each set of constraints, built once and lent to one solve at a time.
  search: searchPerConstraints(dancingLinks),
});
