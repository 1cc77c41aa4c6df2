import { SudokuSolver } from '@algorithm.ts/sudoku';
import { algorithmTsContestant, describeSpeed, strategyContestant } from '@sudoku-lab/testkit/speed';
import { solver } from './index.js';

// Puzzles per second against @algorithm.ts/sudoku on Norvig's easy puzzles, the sweep's own ground:
// on hard sets a sweep guesses thousands of times a puzzle (the README's table), too slow for a bench.
describeSpeed([strategyContestant(solver), algorithmTsContestant(SudokuSolver)], ['norvig-easy50.txt'], {
  time: 2000,
  warmupTime: 300,
});
