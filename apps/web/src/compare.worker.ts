import { strategyContenders } from '@sudoku-lab/harness';
import { type CompareRequest, runCompare } from './compare.js';

// The comparison's work, off the page's thread: one strategy over a batch of the set, as the harness times it.
addEventListener('message', (event: MessageEvent<CompareRequest>) => {
  runCompare(event.data, strategyContenders, (reply) => postMessage(reply));
});
