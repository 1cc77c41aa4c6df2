import { describeConformance } from '@sudoku-lab/testkit';
import { solver } from './index.js';

describeConformance(solver);
