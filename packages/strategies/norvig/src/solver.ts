import { allShapes, defineSolver, type RuleTables, ruleKinds } from '@sudoku-lab/core';
import { type NorvigCounter, norvigSearch } from './search.js';

/** The idle search of each set of constraints (one serves every classic puzzle of a shape): built once. */
const idle = new WeakMap<RuleTables, ReturnType<typeof norvigSearch>>();

/** Norvig's constraint propagation (assign and eliminate) and search on the cell with the fewest candidates. */
export const solver = defineSolver<NorvigCounter>({
  id: 'norvig',
  name: "Norvig's constraint propagation",
  description:
    'Peter Norvig\'s "Solving Every Sudoku Puzzle": assign and eliminate propagate two rules (a determined cell leaves ' +
    'its peers; a lone place in a unit takes the digit), then search tries each candidate of the fewest, on a copy.',
  shapes: allShapes,
  rules: ruleKinds,
  counters: ['eliminations'],
  search(context) {
    // A solve begun inside another's trace callback, while that one's search is out, builds its own.
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
