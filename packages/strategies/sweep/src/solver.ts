import { allShapes, defineSolver } from '@sudoku-lab/core';
import { SweepSearch } from './search.js';

/** The pencil sweep: row-major sweeps of singles, then a guess at a two-candidate cell when the sweeps stall. */
export const solver = defineSolver({
  id: 'sweep',
  name: 'Pencil sweep',
  description:
    'The 2019 "solving sudoku from scratch" write-up: sweep the board in row-major order, writing each cell ' +
    'whose row, column and box leave one digit; when a sweep changes nothing, snapshot the board and guess at ' +
    'the first cell with two candidates (the fewest, where none has two), restoring the snapshot on a dead end.',
  shapes: allShapes,
  counters: ['sweeps', 'deadEnds'],
  search(context) {
    new SweepSearch(context).run();
  },
});
