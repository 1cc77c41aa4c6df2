import { allShapes, defineSolver, Lease } from '@sudoku-lab/core';
import { buildMatrix, type DlxCounter, dancingLinks } from './search.js';

/** A search a shape, kept between solves with its links (a solve begun inside another's gets its own). */
const searches = new Lease(
  (tables) => dancingLinks(buildMatrix(tables)),
  (search) => search.forget(),
);

/** Knuth's Algorithm X with dancing links over the exact-cover matrix of cell and unit constraints. */
export const solver = defineSolver<DlxCounter>({
  id: 'dlx',
  name: 'Dancing links',
  description:
    "Knuth's Algorithm X with dancing links: Sudoku as exact cover (a row per digit in a cell, a column per " +
    'constraint: a cell filled, a row, column or box holding a digit); cover the column with the fewest rows, ' +
    'try each of its rows, uncover on the way back.',
  shapes: allShapes,
  counters: ['nodes'],
  search: (context) => searches.use(context.tables, (search) => search.run(context)),
});
