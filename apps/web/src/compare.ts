import {
  createGrid,
  type Grid,
  resolveShape,
  type ShapeName,
  type SolveResult,
  type Solver,
  type SolveStatus,
  verifySolution,
} from '@sudoku-lab/core';

/** A puzzle as it crosses to a worker. */
export interface PuzzleData {
  readonly shape: ShapeName;
  readonly cells: readonly number[];
}

/** What the page asks a comparison worker: one strategy over a puzzle set. */
export interface CompareRequest {
  readonly kind: 'run';
  readonly runId: number;
  readonly strategyId: string;
  readonly puzzles: readonly PuzzleData[];
  /** A solve past this is stopped and counted 'aborted'. */
  readonly deadlineMs: number;
  /** A fast solve is repeated until this much time has passed, and its time is the mean (the browser's clock is coarse). */
  readonly minSampleMs: number;
}

/** One strategy on one puzzle. */
export interface Timing {
  readonly strategyId: string;
  /** The puzzle's index in the set. */
  readonly puzzle: number;
  readonly status: SolveStatus;
  readonly timeMs: number;
  /** The solution kept the givens and the rules (verifySolution); false without a solution. */
  readonly verified: boolean;
  readonly guesses: number;
}

export type CompareReply =
  | { readonly kind: 'timing'; readonly runId: number; readonly timing: Timing }
  | { readonly kind: 'finished'; readonly runId: number; readonly strategyId: string }
  | {
      readonly kind: 'failed';
      readonly runId: number;
      readonly strategyId: string;
      readonly message: string;
    };

/** At most this many repetitions of one fast solve. */
const MAX_REPEATS = 1000;

/**
 * Solves once with a deadline; when that took less than `minSampleMs`, solves again until it has, and
 * reports the mean time of all the runs.
 */
export function timeSolve(
  solver: Solver,
  puzzle: Grid,
  deadlineMs: number,
  minSampleMs: number,
  now: () => number = () => performance.now(),
): { result: SolveResult; timeMs: number; runs: number } {
  const start = now();
  const result = solver.solve(puzzle, { deadline: start + deadlineMs });
  let elapsed = now() - start;
  let runs = 1;
  if (result.status === 'aborted') return { result, timeMs: elapsed, runs };
  while (elapsed < minSampleMs && runs < MAX_REPEATS) {
    solver.solve(puzzle);
    runs++;
    elapsed = now() - start;
  }
  return { result, timeMs: elapsed / runs, runs };
}

/** Runs one request: a 'timing' reply per puzzle, then 'finished'; never throws. */
export function runCompare(
  request: CompareRequest,
  solvers: readonly Solver[],
  post: (reply: CompareReply) => void,
): void {
  const { runId, strategyId } = request;
  const solver = solvers.find((candidate) => candidate.id === strategyId);
  if (solver === undefined) {
    post({ kind: 'failed', runId, strategyId, message: `no strategy is called '${strategyId}'` });
    return;
  }
  try {
    request.puzzles.forEach((data, index) => {
      const puzzle = createGrid(resolveShape(data.shape)!, data.cells);
      const { result, timeMs } = timeSolve(solver, puzzle, request.deadlineMs, request.minSampleMs);
      const verified = verifySolution(puzzle, result.solution).ok;
      post({
        kind: 'timing',
        runId,
        timing: {
          strategyId,
          puzzle: index,
          status: result.status,
          timeMs,
          verified,
          guesses: result.stats.guesses,
        },
      });
    });
    post({ kind: 'finished', runId, strategyId });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    post({ kind: 'failed', runId, strategyId, message: `${solver.name} failed: ${message}` });
  }
}

/** One strategy's figures over the puzzles timed so far. */
export interface Summary {
  readonly strategyId: string;
  readonly puzzles: number;
  /** Solved (or found several solutions) and verified. */
  readonly verified: number;
  readonly unsolvable: number;
  readonly invalid: number;
  readonly aborted: number;
  /** Solutions that failed verification: a bug in the strategy. */
  readonly wrong: number;
  readonly medianMs: number;
  readonly maxMs: number;
  /** Puzzles divided by the total time spent on them. */
  readonly perSecond: number;
}

export function summarize(strategyId: string, timings: readonly Timing[]): Summary {
  const mine = timings.filter((timing) => timing.strategyId === strategyId);
  const times = mine.map((timing) => timing.timeMs).sort((a, b) => a - b);
  const total = times.reduce((sum, time) => sum + time, 0);
  const count = (test: (timing: Timing) => boolean) => mine.filter(test).length;
  const found = (timing: Timing) => timing.status === 'solved' || timing.status === 'multiple';
  return {
    strategyId,
    puzzles: mine.length,
    verified: count((timing) => found(timing) && timing.verified),
    unsolvable: count((timing) => timing.status === 'unsolvable'),
    invalid: count((timing) => timing.status === 'invalid'),
    aborted: count((timing) => timing.status === 'aborted'),
    wrong: count((timing) => found(timing) && !timing.verified),
    medianMs: median(times),
    maxMs: times.at(-1) ?? 0,
    perSecond: total > 0 ? (mine.length * 1000) / total : 0,
  };
}

/** The middle of sorted numbers (the mean of the two middle ones for an even count); 0 for none. */
export function median(sorted: readonly number[]): number {
  if (sorted.length === 0) return 0;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}
