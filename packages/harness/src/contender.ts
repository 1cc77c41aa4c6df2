import type { Solver } from '@sudoku-lab/core';

/**
 * What a run's summary and cross-check read of a contender: who it is and how far its answers go,
 * not its code. A page that solves in workers summarizes their answers with these alone.
 */
export interface ContenderInfo {
  readonly solver: Pick<Solver, 'id' | 'name'>;
  readonly kind: 'strategy' | 'peer' | 'module';
  /** Counts solutions, so maxSolutions 2 tells unique from multiple. Peers stop at the first. */
  readonly countsSolutions: boolean;
  /** Reports placements, guesses and backtracks. Peers do not. */
  readonly reportsStats: boolean;
  /** For peers: the npm package it wraps, and what it cannot do. */
  readonly note?: string;
}

/**
 * A solver an experiment runs: one of ours (from the registry), a peer (an npm solver wrapped to the
 * Solver contract by an app), or one loaded from a module.
 */
export interface Contender extends ContenderInfo {
  readonly solver: Solver;
}

/**
 * One of our strategies as a contender: given its solver, or only what a page knows of it (its id and
 * name) where the solving runs elsewhere.
 */
export function strategyContender<S extends ContenderInfo['solver']>(
  solver: S,
): ContenderInfo & { readonly solver: S } {
  return { solver, kind: 'strategy', countsSolutions: true, reportsStats: true };
}
