import { strategies } from '@sudoku-lab/registry';
import { type Contender, strategyContender } from './contender.js';

// Apart from contender.ts: a bundle that summarizes without solving (a page whose workers solve) imports
// the contender types and leaves this module, and with it every solver, out.

/** Every strategy of the registry, as contenders. */
export const strategyContenders: readonly Contender[] = Object.freeze(
  strategies.map((solver) => strategyContender(solver)),
);
