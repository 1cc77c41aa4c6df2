import { allShapes, defineSolver, Lease, ruleKinds } from '@sudoku-lab/core';
import { housesOf, housesOfRules, type NorvigCounter, norvigSearch } from './search.js';

/** A search a shape, kept between solves with its stack of states. */
const searches = new Lease(
  (tables) => norvigSearch(housesOf(tables)),
  (search) => search.forget(),
);

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
  // A classic puzzle's search is kept between solves; a variant's houses are its own, built for it.
  search: (context) =>
    context.rules === null
      ? searches.use(context.tables, (search) => search.run(context))
      : norvigSearch(housesOfRules(context.rules)).run(context),
});
