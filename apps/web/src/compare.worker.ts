import { strategies } from '@sudoku-lab/registry';
import { type CompareRequest, runCompare } from './compare.js';
import { type GenerateRequest, generateSet } from './puzzles.js';

// The comparison's work, off the page's thread: generating a puzzle set, or timing one strategy over it.
addEventListener('message', (event: MessageEvent<CompareRequest | GenerateRequest>) => {
  const request = event.data;
  if (request.kind === 'generate') postMessage(generateSet(request));
  else runCompare(request, strategies, (reply) => postMessage(reply));
});
