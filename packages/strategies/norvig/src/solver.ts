import { allShapes, defineSolver, ruleKinds, searchPerConstraints } from '@sudoku-lab/core';
import { type NorvigCounter, norvigSearch } from './search.js';

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
  // The search of each set of constraints, built once and lent to one solve at a time.
  search: searchPerConstraints(norvigSearch),
});
