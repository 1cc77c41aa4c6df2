import { allShapes, defineSolver, Lease, ruleKinds } from '@sudoku-lab/core';
import { type NorvigCounter, norvigSearch } from './search.js';

/**
 * The search of each set of constraints (one serves every classic puzzle of a shape): built once, lent to
 * one solve at a time; a solve begun inside another's trace callback, while that one's is out, builds its own.
 */
const searches = new Lease(norvigSearch, (search) => search.forget(), 'tables');

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
    searches.use(context.constraints, (search) => search.run(context));
  },
});
