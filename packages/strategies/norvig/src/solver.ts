import { allShapes, defineSolver, type RuleTables, ruleKinds } from '@sudoku-lab/core';
import { type NorvigCounter, type NorvigSearch, norvigSearch } from './search.js';

/**
 * The idle search of each puzzle's constraints (one set for every classic puzzle of a shape), so that a
 * solve builds no units and no states. A solve begun inside another's trace callback builds its own.
 */
const idle = new WeakMap<RuleTables, NorvigSearch>();

/** Norvig's constraint propagation (naked and hidden singles to a fixpoint), then search on the cell with the fewest candidates. */
export const solver = defineSolver<NorvigCounter>({
  id: 'norvig',
  name: "Norvig's constraint propagation",
  description:
    'Peter Norvig\'s "Solving Every Sudoku Puzzle": assign and eliminate propagate two rules (a determined cell ' +
    'leaves its peers; a digit with one place in a unit goes there), then search tries the digits of the cell ' +
    'with the fewest candidates, each on a copy of the state.',
  shapes: allShapes,
  rules: ruleKinds,
  counters: ['eliminations'],
  search(context) {
    const { constraints } = context;
    const search = idle.get(constraints) ?? norvigSearch(constraints);
    idle.delete(constraints);
    try {
      search.run(context);
    } finally {
      search.forget();
      idle.set(constraints, search);
    }
  },
});
