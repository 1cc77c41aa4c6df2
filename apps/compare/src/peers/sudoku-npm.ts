import { createRequire } from 'node:module';
import { defineSolver, shapes } from '@sudoku-lab/core';

type Board = (number | null)[];

// The package is CommonJS whose exports Node cannot name statically: require it.
const { solvepuzzle } = createRequire(import.meta.url)('sudoku') as {
  solvepuzzle(board: Board): Board | null;
};

/**
 * sudoku (npm, GPL-3.0): Blagovest Dachev's port of David Bau's solver: deduce singles, then guess at
 * the cell or place with the fewest options, in random order. 9x9 only, digits 0..8 with null for
 * empty, first solution only, and it cannot be stopped once started.
 */
export const sudokuNpm = defineSolver({
  id: 'sudoku-npm',
  name: 'sudoku (npm, David Bau)',
  description: "The npm package sudoku: David Bau's deduce-then-guess solver, first solution only.",
  shapes: [shapes['9x9']],
  search(context) {
    const board = context.puzzle.cells.map((digit) => (digit === 0 ? null : digit - 1));
    const answer = solvepuzzle(board);
    if (answer !== null) context.foundSolution(answer.map((digit) => (digit ?? -1) + 1));
  },
});
