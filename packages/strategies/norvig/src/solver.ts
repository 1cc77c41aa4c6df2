import { allShapes, defineSolver, Lease } from '@sudoku-lab/core';
import { type NorvigCounter, norvigSearch } from './search.js';

/** A search a shape, kept between solves with its stack of states. */
const searches = new Lease(
  (tables) => norvigSearch(tables),
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
  counters: ['eliminations'],
  search: (context) => searches.use(context.tables, (search) => search.run(context)),
});
