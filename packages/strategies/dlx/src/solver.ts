import { allShapes, defineSolver, Lease, ruleKinds } from '@sudoku-lab/core';
import { type DlxCounter, dancingLinks } from './search.js';

/**
 * The links of each set of constraints (one serves every classic puzzle of a shape): built once, lent to
 * one solve at a time; a solve begun inside another's trace callback, while that one's is out, builds its own.
 */
const links = new Lease(dancingLinks, (links) => links.forget(), 'tables');
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
  search(context) {
    links.use(context.constraints, (links) => links.run(context));
  },
});
