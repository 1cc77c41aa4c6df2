import type { Solver } from '@sudoku-lab/core';
import { strategies } from '@sudoku-lab/registry';

/**
 * A solver an experiment runs: one of ours (from the registry), a peer (an npm solver wrapped to the
 * Solver contract by an app), or one loaded from a module.
 */
export interface Contender {
  readonly solver: Solver;
  readonly kind: 'strategy' | 'peer' | 'module';
  /** Counts solutions, so maxSolutions 2 tells unique from multiple. Peers stop at the first. */
  readonly countsSolutions: boolean;
  /** Reports placements, guesses and backtracks. Peers do not. */
  readonly reportsStats: boolean;
  /** For peers: the npm package it wraps, and what it cannot do. */
  readonly note?: string;
}

/** Every strategy of the registry, as contenders. */
export const strategyContenders: readonly Contender[] = Object.freeze(
  strategies.map(
    (solver): Contender => ({ solver, kind: 'strategy', countsSolutions: true, reportsStats: true }),
  ),
);
