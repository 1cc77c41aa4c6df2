import { countSolutions, defineSolver, type SearchContext, shapes } from '@sudoku-lab/core';

/**
 * A small solver for the app's own tests, so they do not depend on how any real strategy behaves. Core's
 * counter finds the solutions; each is traced as if guessed cell by cell: a 'guess' and a 'place' at
 * every empty cell in order, then the 'solution', and before the next solution a 'backtrack' for each of
 * those guesses, back to the puzzle. The trace replays onto the puzzle like any strategy's.
 */
export const testSolver = defineSolver({
  id: 'test-solver',
  name: 'Test solver',
  description: "Core's counter, its solutions traced cell by cell, for tests.",
  shapes: [shapes['4x4'], shapes['9x9']],
  search(context: SearchContext) {
    const { puzzle, counters, trace } = context;
    const empty = puzzle.cells.flatMap((digit, cell) => (digit === 0 ? [cell] : []));
    let open = 0;
    countSolutions(puzzle, {
      limit: context.maxSolutions,
      onSolution: (cells) => {
        for (; open > 0; open--) {
          counters.backtracks++;
          trace?.({ type: 'backtrack' });
        }
        for (const cell of empty) {
          context.countPlacement();
          counters.guesses++;
          open++;
          trace?.({ type: 'guess', cell });
          trace?.({ type: 'place', cell, digit: cells[cell]!, reason: 'guess' });
        }
        context.foundSolution(cells);
      },
    });
  },
});
