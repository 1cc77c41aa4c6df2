import {
  createGrid,
  findConflicts,
  formatGrid,
  type Grid,
  type ShapeName,
  type SolveResult,
  type SolveStats,
  type SolveStatus,
  shapes,
  verifySolution,
} from '@sudoku-lab/core';
import type { Contender } from './contenders.js';

/** A strategy's status, or 'wrong': its answer does not hold against the puzzle and the rules. */
export type Status = SolveStatus | 'wrong';

export const statuses: readonly Status[] = [
  'solved',
  'multiple',
  'unsolvable',
  'invalid',
  'aborted',
  'wrong',
];

/** A puzzle as it crosses to a worker thread: its shape and cells. */
export interface PuzzleCells {
  readonly shape: ShapeName;
  readonly cells: readonly number[];
}

/**
 * One strategy on a batch of puzzles: what crosses to a worker thread (plain data only). A batch,
 * rather than a message a solve, so that passing messages costs little beside fast solves.
 */
export interface SolveTask {
  readonly strategy: string;
  readonly puzzles: readonly PuzzleCells[];
  readonly maxSolutions: number;
  readonly timeoutMs: number;
  /** Timed solves; the time reported is their median. */
  readonly repeat: number;
  /** How long a thread solves its first puzzle of a strategy, untimed, before its first timed solve. */
  readonly warmupMs: number;
  /** --solver-module paths, loaded once a thread. */
  readonly modules: readonly string[];
  /**
   * Where the thread says how far it is, for the watchdog on the main thread: an Int32Array of
   * [solves started, when the latest started (ms after `origin`)].
   */
  readonly progress?: SharedArrayBuffer;
  /** performance.timeOrigin + performance.now() on the main thread when the batch was handed over. */
  readonly origin?: number;
}

/** The clock every thread shares: ms since the epoch, to a fraction of a ms. */
export function sharedNow(): number {
  return performance.timeOrigin + performance.now();
}

/** What came back, checked: `verified` is true when the answer holds, false when it does not, null when there is nothing to check yet. */
export interface Outcome {
  readonly status: Status;
  readonly solution: string | null;
  readonly solutionCount: number;
  readonly timeMs: number;
  /** null for a contender that reports no counters (the peers). */
  readonly stats: SolveStats | null;
  readonly verified: boolean | null;
  readonly message?: string;
}

/** The strategies this thread has warmed up. */
const warmed = new Set<string>();

/** Runs a task with one of these contenders: the work of a worker thread, or of --workers 0. */
export function runTask(contenders: readonly Contender[], task: SolveTask): Outcome[] {
  const contender = contenders.find((candidate) => candidate.solver.id === task.strategy);
  if (contender === undefined) throw new Error(`no strategy '${task.strategy}' is loaded in this thread`);
  const progress = task.progress === undefined ? undefined : new Int32Array(task.progress);
  const puzzles = task.puzzles.map(({ shape, cells }) => createGrid(shapes[shape], cells));
  return puzzles.map((puzzle, k) => {
    if (progress !== undefined) {
      Atomics.store(progress, 1, Math.ceil(sharedNow() - (task.origin ?? 0)));
      Atomics.store(progress, 0, k + 1);
    }
    // The warm-up counts as the first puzzle's, for the watchdog, as in timeSolves.
    if (k === 0) warmUp(contender, puzzles, task);
    return timeSolves(contender, puzzle, task);
  });
}

/**
 * Until V8 has compiled the hot code, a solve measures the compiler: once a thread and strategy, solve
 * `puzzles` in turn, untimed, until `warmupMs` have passed. The compiled code is thrown away the first
 * time it takes a branch it never took while being compiled, and the solves that follow measure the
 * recompiling; so the warm-up solves are the timed solves' kind: several puzzles rather than one, each
 * with its own deadline `timeoutMs` after its start (a deadline that ran out mid-solve at the end of
 * the warm-up would send the next solve down the budget's cold path). A solver that throws ends its
 * warm-up; its timed solves report the error.
 */
function warmUp(
  contender: Contender,
  puzzles: readonly Grid[],
  { maxSolutions, timeoutMs, warmupMs }: Pick<SolveTask, 'maxSolutions' | 'timeoutMs' | 'warmupMs'>,
): void {
  const { solver } = contender;
  if (warmupMs <= 0 || puzzles.length === 0 || warmed.has(solver.id)) return;
  warmed.add(solver.id);
  const end = performance.now() + warmupMs;
  try {
    for (let k = 0; ; k = (k + 1) % puzzles.length) {
      const start = performance.now();
      if (start >= end) break;
      solver.solve(puzzles[k]!, { maxSolutions, deadline: start + timeoutMs });
    }
  } catch {
    // Reported by the timed solves.
  }
}

/**
 * Times a contender on a puzzle as a benchmark harness does: a warm-up on it the first time (runTask
 * warms up on its whole batch instead), then `repeat` solves each timed alone with performance.now(),
 * each given the deadline `timeoutMs` after its start.
 */
export function timeSolves(
  contender: Contender,
  puzzle: Grid,
  options: Pick<SolveTask, 'maxSolutions' | 'timeoutMs' | 'repeat' | 'warmupMs'>,
): Outcome {
  const { solver } = contender;
  const { maxSolutions, timeoutMs } = options;
  const times: number[] = [];
  let first: SolveResult | undefined;
  try {
    warmUp(contender, [puzzle], options);
    for (let run = 0; run < Math.max(1, options.repeat); run++) {
      const start = performance.now();
      const result = solver.solve(puzzle, { maxSolutions, deadline: start + timeoutMs });
      times.push(performance.now() - start);
      first ??= result;
      if (result.status === 'aborted') break; // another run would only wait out the same deadline
    }
  } catch (error) {
    const reason = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    return {
      status: 'wrong',
      solution: null,
      solutionCount: 0,
      timeMs: median(times),
      stats: null,
      verified: false,
      message: `threw ${reason}`,
    };
  }
  return judge(contender, puzzle, first!, median(times));
}

/** Checks an answer against the puzzle and the rules, as far as one answer alone can be checked. */
export function judge(contender: Contender, puzzle: Grid, result: SolveResult, timeMs: number): Outcome {
  const answer = {
    solution: result.solution ? formatGrid(result.solution, 'line') : null,
    solutionCount: result.solutionCount,
    timeMs,
    stats: contender.reportsStats ? { ...result.stats } : null,
  };
  const wrong = (message: string): Outcome => ({ ...answer, status: 'wrong', verified: false, message });
  const conflicts = () => findConflicts(puzzle);
  switch (result.status) {
    case 'solved':
    case 'multiple': {
      const verdict = verifySolution(puzzle, result.solution);
      if (verdict.ok) return { ...answer, status: result.status, verified: true };
      return wrong(`answered ${result.status} with a grid that fails the check: ${verdict.reason}`);
    }
    case 'invalid': {
      const supported = contender.solver.shapes.some((shape) => shape.name === puzzle.shape.name);
      if (supported && conflicts().length === 0) {
        return wrong(
          `answered invalid, but the puzzle is a well-formed ${puzzle.shape.name} puzzle without conflicting givens`,
        );
      }
      return { ...answer, status: 'invalid', verified: true, ...withMessage(result.message) };
    }
    case 'unsolvable':
      // Conflicting givens prove it; otherwise only another strategy's solution can disprove it.
      return { ...answer, status: 'unsolvable', verified: conflicts().length > 0 ? true : null };
    case 'aborted':
      return { ...answer, status: 'aborted', verified: null, ...withMessage(result.message) };
    default:
      return wrong(`answered '${String(result.status)}', which is not a status of the Solver contract`);
  }
}

function withMessage(message: string | undefined): { message?: string } {
  return message === undefined ? {} : { message };
}

function median(values: readonly number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}
