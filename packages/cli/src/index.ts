export { csvRecord } from '@sudoku-lab/harness';
export { exitCode, type Io } from './io.js';
export { main, runSudokuLab, usage } from './main.js';
