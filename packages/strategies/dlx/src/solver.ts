import { allShapes, defineSolver, Lease, type ShapeName } from '@sudoku-lab/core';
import { DancingLinks, type DlxCounter } from './dancing-links.js';
import { buildMatrix, type ExactCoverMatrix } from './matrix.js';

/** Each shape's matrix, built at its first solve and shared by every search of the shape. */
const matrices = new Map<ShapeName, ExactCoverMatrix>();

/** A search a shape, kept between solves with its own links and stacks (a nested solve gets another). */
const searches = new Lease((tables) => {
  let matrix = matrices.get(tables.shape.name);
  if (matrix === undefined) matrices.set(tables.shape.name, (matrix = buildMatrix(tables)));
  return new DancingLinks(matrix, tables);
});

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
