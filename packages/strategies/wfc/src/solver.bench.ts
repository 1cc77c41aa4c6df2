import { readSharedPuzzles } from '@sudoku-lab/testkit/shared-puzzles';
import { bench, describe } from 'vitest';
import { articleBoard, solveSudoku } from './article.reference.js';
import { solver } from './index.js';

/** The article's solver needs about 10 s for all of top95: it runs on every 5th puzzle, 19 of them. */
const SUBSET_STEP = 5;
/** Long enough for a steady mean on a machine shared with other work. */
const options = { time: 2000 };

const top95 = readSharedPuzzles('norvig-top95.txt');
const subset = top95.filter((_, index) => index % SUBSET_STEP === 0);

describe.skipIf(top95.length === 0)(
  `Norvig top95, every ${SUBSET_STEP}th puzzle (${subset.length} puzzles per iteration)`,
  () => {
    // The comparison is fair only if both make the same search: the reference run checks it, puzzle by puzzle.
    const guesses = subset.map((puzzle) => solver.solve(puzzle).stats.guesses);
    const boards = subset.map(articleBoard);

    // Async, so that the benchmark runner does not call it once more to find out: one run is enough.
    bench(
      'reference: the article (every cell recomputed at each step), one run',
      async () => {
        boards.forEach((board, index) => {
          const run = solveSudoku(board);
          if (!run.solved || run.guesses !== guesses[index]) {
            throw new Error(
              `top95 puzzle ${index * SUBSET_STEP + 1}: the article made ${run.guesses} guesses, wfc ${guesses[index]}`,
            );
          }
        });
      },
      { iterations: 1, time: 0, warmupIterations: 0, warmupTime: 0 },
    );

    bench(
      '@sudoku-lab/wfc',
      () => {
        for (const puzzle of subset) solver.solve(puzzle);
      },
      options,
    );
  },
);

describe.skipIf(top95.length === 0)('Norvig top95, all 95 puzzles per iteration', () => {
  bench(
    '@sudoku-lab/wfc',
    () => {
      for (const puzzle of top95) solver.solve(puzzle);
    },
    options,
  );
});
