import {
  createGrid,
  type Rules,
  resolveShape,
  type Shape,
  type ShapeName,
  type SolveResult,
  type Solver,
} from '@sudoku-lab/core';
import { type RecordedTrace, TraceRecorder } from './trace.js';

/** What the page asks a solving worker: one strategy on one puzzle. */
export interface SolveRequest {
  /** Matches the replies to the run that asked. */
  readonly runId: number;
  readonly strategyId: string;
  readonly shape: ShapeName;
  readonly cells: readonly number[];
  /** The puzzle's rules beyond rows, columns and boxes (a variant), or nothing. */
  readonly rules?: Rules;
  /** Events kept for the replay; the solve goes on past it, counting only. */
  readonly traceCap: number;
  /** Each of the two solves stops ('aborted') after this long. */
  readonly deadlineMs: number;
}

/**
 * The worker answers twice: first the traced solve (so the replay can start), then, when that found a
 * solution, whether it is the only one (a second, untraced solve with maxSolutions 2).
 */
export type SolveReply =
  | {
      readonly kind: 'traced';
      readonly runId: number;
      readonly strategyId: string;
      readonly result: SolveResult;
      readonly timeMs: number;
      readonly trace: RecordedTrace;
    }
  | {
      readonly kind: 'uniqueness';
      readonly runId: number;
      readonly strategyId: string;
      readonly result: SolveResult;
      readonly timeMs: number;
    }
  | {
      readonly kind: 'failed';
      readonly runId: number;
      readonly strategyId: string;
      readonly message: string;
    };

export type Post = (reply: SolveReply, transfer?: Transferable[]) => void;

/** Runs one request against the list of strategies and posts the replies; never throws. */
export function runSolve(request: SolveRequest, solvers: readonly Solver[], post: Post): void {
  const { runId, strategyId } = request;
  const fail = (message: string) => post({ kind: 'failed', runId, strategyId, message });
  const solver = solvers.find((candidate) => candidate.id === strategyId);
  const shape = resolveShape(request.shape);
  if (solver === undefined) fail(`no strategy is called '${strategyId}'`);
  else if (shape === undefined) fail(`unknown shape '${request.shape}'`);
  else solveTwice(solver, shape, request, post, fail);
}

function solveTwice(
  solver: Solver,
  shape: Shape,
  request: SolveRequest,
  post: Post,
  fail: (message: string) => void,
) {
  const { runId, strategyId } = request;
  try {
    const puzzle = createGrid(shape, request.cells, request.rules);
    const recorder = new TraceRecorder(request.traceCap);
    let start = performance.now();
    const result = solver.solve(puzzle, {
      maxSolutions: 1,
      deadline: start + request.deadlineMs,
      onEvent: recorder.record,
    });
    const trace = recorder.finish();
    post({ kind: 'traced', runId, strategyId, result, timeMs: performance.now() - start, trace }, [
      trace.events.buffer,
    ]);
    if (result.status !== 'solved') return;
    start = performance.now();
    const unique = solver.solve(puzzle, { maxSolutions: 2, deadline: start + request.deadlineMs });
    post({ kind: 'uniqueness', runId, strategyId, result: unique, timeMs: performance.now() - start });
  } catch (error) {
    fail(`${solver.name} failed: ${error instanceof Error ? error.message : String(error)}`);
  }
}
