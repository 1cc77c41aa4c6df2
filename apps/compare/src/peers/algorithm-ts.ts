import { SudokuSolver } from '@algorithm.ts/sudoku';
import { defineSolver, shapes } from '@sudoku-lab/core';

/** One dancing-links solver a box width: building one allocates its node arrays, so it is kept. */
const solversByBoxWidth = new Map<number, SudokuSolver>();

function dancingLinks(boxWidth: number): SudokuSolver {
  let solver = solversByBoxWidth.get(boxWidth);
  if (solver === undefined) {
    solver = new SudokuSolver({ childMatrixWidth: boxWidth });
    solversByBoxWidth.set(boxWidth, solver);
  }
  return solver;
}

/**
 * @algorithm.ts/sudoku (MIT): Knuth's dancing links over the exact-cover matrix. It solves square-box
 * shapes only (4x4, 9x9, 16x16), writes digits as 0..size-1 with -1 for empty, stops at the first
 * solution (so it cannot tell unique from multiple) and cannot be stopped once started.
 */
export const algorithmTs = defineSolver({
  id: 'algorithm.ts',
  name: '@algorithm.ts/sudoku (dancing links)',
  description:
    "The npm package @algorithm.ts/sudoku: Knuth's Algorithm X with dancing links, first solution only.",
  shapes: [shapes['4x4'], shapes['9x9'], shapes['16x16']],
  search(context) {
    const { puzzle } = context;
    const board = puzzle.cells.map((digit) => digit - 1);
    const answer = new Array<number>(board.length);
    if (dancingLinks(puzzle.shape.boxWidth).solve(board, answer)) {
      context.foundSolution(answer.map((digit) => digit + 1));
    }
  },
});
