export { countSolutions } from '@sudoku-lab/core';
export { solver } from './solver.js';
