import { strategies } from '@sudoku-lab/registry';
import { runSolve, type SolveRequest } from './solve.js';

// One strategy on one puzzle, off the page's thread: the page stays responsive however long it takes.
addEventListener('message', (event: MessageEvent<SolveRequest>) => {
  runSolve(event.data, strategies, (reply, transfer = []) => postMessage(reply, { transfer }));
});
