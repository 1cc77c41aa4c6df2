import { allShapes, defineSolver, type RuleTables, ruleKinds } from '@sudoku-lab/core';
import { type DlxCounter, dancingLinks } from './search.js';

/** The idle links of each set of constraints (one serves every classic puzzle of a shape): built once. */
const idle = new WeakMap<RuleTables, ReturnType<typeof dancingLinks>>();
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
    // A solve begun inside another's trace callback, while that one's links are out, links its own.
    const { constraints } = context;
    const links = idle.get(constraints) ?? dancingLinks(constraints);
    idle.delete(constraints);
    try {
      links.run(context);
    } finally {
      links.forget();
      idle.set(constraints, links);
    }
  },
});
