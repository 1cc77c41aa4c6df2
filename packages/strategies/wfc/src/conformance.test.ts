import { describeConformance } from '@sudoku-lab/testkit';
import { createWfcSolver, solver } from './index.js';

describeConformance(solver);
describeConformance(createWfcSolver({ tieBreak: 'random', seed: 7 }));
