/// <reference types="node" />
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { type Grid, parseGrid } from '@sudoku-lab/core';
import { bench, describe } from 'vitest';
import { articleBoard, solveSudoku } from './article.reference.js';
import { solver } from './index.js';

// The public puzzle sets live in ../shared/puzzles beside the checkout, not in the repo.
const PUZZLES = fileURLToPath(new URL('../../../../../shared/puzzles/', import.meta.url));
const TOP95 = `${PUZZLES}norvig-top95.txt`;
/** The article's solver needs about 10 s for all of top95: it runs on every 5th puzzle, 19 of them. */
const SUBSET_STEP = 5;
/** Long enough for a steady mean on a machine shared with other work. */
const options = { time: 2000 };

function readPuzzles(file: string): Grid[] {
  return readFileSync(file, 'utf8')
    .split('\n')
    .map((line) => line.replace(/#.*/, '').trim())
    .filter((line) => line !== '')
    .map((line) => parseGrid(line));
}

const top95 = existsSync(TOP95) ? readPuzzles(TOP95) : [];
if (top95.length === 0) {
  console.warn(
    `Skipping the top95 benchmarks: ${TOP95} is absent (the puzzle sets sit in ../shared/puzzles beside the checkout).`,
  );
}
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
