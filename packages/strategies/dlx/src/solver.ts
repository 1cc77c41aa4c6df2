import { allShapes, defineSolver, type ShapeName } from '@sudoku-lab/core';
import { DancingLinks } from './dancing-links.js';
import { buildMatrix, type ExactCoverMatrix } from './matrix.js';

/** Each shape's matrix, built at its first solve. */
const matrices = new Map<ShapeName, ExactCoverMatrix>();

/**
 * Searches kept for reuse, per shape, each with its own links. A search is taken out while it runs, so a
 * solve started from inside another's trace callback gets a fresh one.
 */
const idle = new Map<ShapeName, DancingLinks[]>();

export const solver = defineSolver({
  id: 'dlx',
  name: 'Dancing links',
  description:
    "Knuth's Algorithm X with dancing links: Sudoku as exact cover (a row per digit in a cell, a column per " +
    'constraint: a cell filled, a row, column or box holding a digit); cover the column with the fewest rows, ' +
    'try each of its rows, uncover on the way back.',
  shapes: allShapes,
  counters: ['nodes'],
  search(context) {
    const { shape } = context.tables;
    let matrix = matrices.get(shape.name);
    if (matrix === undefined) matrices.set(shape.name, (matrix = buildMatrix(context.tables)));
    const spare = idle.get(shape.name) ?? [];
    idle.set(shape.name, spare);
    const search = spare.pop() ?? new DancingLinks(matrix, context.tables);
    try {
      search.run(context);
    } finally {
      spare.push(search);
    }
  },
});
