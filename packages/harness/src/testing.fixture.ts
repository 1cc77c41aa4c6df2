/**
 * Made-up contenders, answers and verdicts for the tests of what reads them: the harness's own and the
 * apps' (`@sudoku-lab/harness/testing`, the repository's own export: it does not ship).
 */
import type { Solver } from '@sudoku-lab/core';
import type { Contender } from './contender.js';
import type { Relative } from './paired.js';
import type { Outcome, Status } from './wire.js';

/** A contender that counts solutions and reports its stats, loaded from a module unless a test says otherwise. */
export function contenderOf(solver: Solver, overrides: Partial<Contender> = {}): Contender {
  return { solver, kind: 'module', countsSolutions: true, reportsStats: true, ...overrides };
}

/**
 * An answer as it comes back from a worker: no solution, 1 ms, one timed solve, no stats; a solve's
 * claim (solved, multiple) verified, the rest with nothing to check yet.
 */
export function outcomeOf(status: Status, extra: Partial<Outcome> = {}): Outcome {
  return {
    status,
    solution: null,
    solutionCount: 0,
    timeMs: 1,
    spread: null,
    stats: null,
    verified: status === 'solved' || status === 'multiple' ? true : null,
    ...extra,
  };
}

/** A settled verdict on 95 puzzles: bitboard the fastest, norvig a quarter of its speed, dlx a twentieth. */
export const settledRelative: Relative = {
  baseline: 'bitboard',
  others: [
    { strategy: 'norvig', ratio: 0.25, low: 0.2, high: 0.3, puzzles: 95 },
    { strategy: 'dlx', ratio: 0.051, low: 0.04, high: 0.06, puzzles: 95 },
  ],
  order: ['bitboard', 'norvig', 'dlx'],
  confidence: 0.999,
  ties: [],
  puzzles: 95,
};
