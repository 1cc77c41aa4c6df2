import { type Grid, parseGrid } from '@sudoku-lab/core';
import { readSharedPuzzles } from '@sudoku-lab/testkit/shared-puzzles';
import { bench, describe } from 'vitest';
import { solver } from './index.js';
import { solveTextbook, textbookBoard } from './textbook.reference.js';

const SLOW_FOR_NAIVE = '..............3.85..1.2.......5.7.....4...1...9.......5......73..2.1........4...9';
const DEADLINE_MS = 10;
/** Long enough that the mean is the compiled code's, not the warm-up's, on a machine shared with other work. */
const STEADY = { time: 2000, warmupTime: 500 };

const easy50 = readSharedPuzzles('norvig-easy50.txt');

/** The comparison is only fair when both make the same search: check every puzzle's counts first. */
function checkSameSearch(puzzles: readonly Grid[]): void {
  puzzles.forEach((puzzle, index) => {
    const textbook = solveTextbook(textbookBoard(puzzle));
    const { stats } = solver.solve(puzzle);
    if (stats.placements !== textbook.placements || stats.backtracks !== textbook.backtracks) {
      throw new Error(
        `easy50 puzzle ${index + 1}: naive made ${stats.placements} placements and ${stats.backtracks} backtracks, ` +
          `the textbook ${textbook.placements} and ${textbook.backtracks}`,
      );
    }
  });
}

describe.skipIf(easy50.length === 0)('Norvig easy50, all 50 puzzles per iteration', () => {
  checkSameSearch(easy50);
  const boards = easy50.map(textbookBoard);

  bench('reference: the LeetCode 37 textbook (isValid over string digits)', () => {
    for (const board of boards) solveTextbook(board.map((row) => row.slice()));
  });

  bench(
    '@sudoku-lab/naive',
    () => {
      for (const puzzle of easy50) solver.solve(puzzle);
    },
    STEADY,
  );
});

describe(`a deadline ${DEADLINE_MS} ms away, on a puzzle naive needs seconds for`, () => {
  const puzzle = parseGrid(SLOW_FOR_NAIVE);

  bench(
    `@sudoku-lab/naive stops (time beyond ${DEADLINE_MS} ms is the overshoot)`,
    () => {
      const result = solver.solve(puzzle, { deadline: performance.now() + DEADLINE_MS });
      if (result.status !== 'aborted') throw new Error(`expected aborted, got ${result.status}`);
    },
    { iterations: 20, time: 0 },
  );
});
