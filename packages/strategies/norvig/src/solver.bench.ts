import { SudokuSolver } from '@algorithm.ts/sudoku';
import { algorithmTsContestant, describeSpeed, strategyContestant } from '@sudoku-lab/testkit/speed';
import { solver } from './index.js';

// Puzzles per second against @algorithm.ts/sudoku (dancing links), the fastest npm solver measured,
// on the same puzzles in the same run, both stopping at the first solution.
describeSpeed(
  [strategyContestant(solver), algorithmTsContestant(SudokuSolver)],
  ['norvig-top95.txt', '17-clue-sample.txt'],
);
