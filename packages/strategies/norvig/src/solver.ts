import { allShapes, defineSolver, type ShapeName } from '@sudoku-lab/core';
import { NorvigSearch } from './norvig.js';

/**
 * Searches kept for reuse, per shape: each holds a preallocated stack of states, so a solve allocates
 * nothing once its shape has been solved before. A search is taken out while it runs, so a solve
 * started from inside another's trace callback gets a fresh one.
 */
const idle = new Map<ShapeName, NorvigSearch[]>();

/** Norvig's constraint propagation (naked and hidden singles to a fixpoint), then search on the cell with the fewest candidates. */
export const solver = defineSolver({
  id: 'norvig',
  name: "Norvig's constraint propagation",
  description:
    'Peter Norvig\'s "Solving Every Sudoku Puzzle": assign and eliminate propagate two rules (a determined cell ' +
    'leaves its peers; a digit with one place in a unit goes there), then search tries the digits of the cell ' +
    'with the fewest candidates, each on a copy of the state.',
  shapes: allShapes,
  counters: ['eliminations'],
  search(context) {
    const { shape } = context.tables;
    const spare = idle.get(shape.name) ?? [];
    idle.set(shape.name, spare);
    const search = spare.pop() ?? new NorvigSearch(context.tables);
    try {
      search.run(context);
    } finally {
      spare.push(search);
    }
  },
});
