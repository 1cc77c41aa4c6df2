import { solver as norvig } from '@sudoku-lab/norvig';
import { describeSpeed, strategyContestant } from '@sudoku-lab/testkit/speed';
import { solver } from './index.js';

// Puzzles per second beside Norvig's propagation, on the same puzzles in the same run, both stopping
// at the first solution. Put the reference your strategy is measured against beside it.
describeSpeed(
  [strategyContestant(solver), strategyContestant(norvig)],
  ['norvig-easy50.txt', 'norvig-top95.txt'],
);
