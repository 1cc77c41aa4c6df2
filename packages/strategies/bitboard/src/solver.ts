import { defineSolver, shapes } from '@sudoku-lab/core';
import { solveBitboard } from './search.js';

/** The flagship: candidates as digit x band bitboards, singles and locked candidates word-parallel, a guess where it splits the search least (9x9). */
export const solver = defineSolver({
  id: 'bitboard',
  name: 'Bitboards',
  description:
    'Candidates as digit x band bitboards (27 bits a band): a table-driven band update finds hidden singles ' +
    'in rows and boxes and locked candidates, word-parallel counts find naked singles and hidden singles in ' +
    "columns, and the search guesses at the layouts of a digit through a band or stack (tdoku's rule) on a " +
    'copy of the small state. 9x9 only.',
  shapes: [shapes['9x9']],
  search: solveBitboard,
});
