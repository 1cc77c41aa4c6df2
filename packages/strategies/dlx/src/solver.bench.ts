import { SudokuSolver } from '@algorithm.ts/sudoku';
import { algorithmTsContestant, describeSpeed, strategyContestant } from '@sudoku-lab/testkit/speed';
import { solver } from './index.js';

// Puzzles per second against @algorithm.ts/sudoku, the npm solver that also dances links, on the same
// puzzles in the same run, both stopping at the first solution, the peer called bare (the README
// quotes this bench's figures).
describeSpeed(
  [strategyContestant(solver), algorithmTsContestant(SudokuSolver)],
  ['norvig-top95.txt', '17-clue-sample.txt'],
);
