import type { Contender } from '@sudoku-lab/harness';
import { type Outcome, type SolveBatch, solveBatch } from '@sudoku-lab/harness';

/** A batch as it crosses to a worker thread of the pool: what the harness solves, and what the pool needs. */
export interface SolveTask extends SolveBatch {
  /** --solver-module paths, loaded once a thread. */
  readonly modules: readonly string[];
  /** Where the thread imports the npm peers from: the directory they are installed for. */
  readonly peerDirectory: string;
  /**
   * Where the thread says how far it is, for the watchdog on the main thread: an Int32Array of
   * [solves started, when the latest started (ms after `origin`), 1 while warming up].
   */
  readonly progress?: SharedArrayBuffer;
  /** performance.timeOrigin + performance.now() on the main thread when the batch was handed over. */
  readonly origin?: number;
}

/** The clock every thread shares: ms since the epoch, to a fraction of a ms. */
export function sharedNow(): number {
  return performance.timeOrigin + performance.now();
}

/** Runs a task with one of these contenders, telling the watchdog each puzzle's start: a worker thread's work, or --workers 0's. */
export function runTask(contenders: readonly Contender[], task: SolveTask): Outcome[] {
  const progress = task.progress === undefined ? undefined : new Int32Array(task.progress);
  return solveBatch(
    contenders,
    task,
    progress &&
      ((k, warming) => {
        Atomics.store(progress, 2, warming ? 1 : 0);
        Atomics.store(progress, 1, Math.ceil(sharedNow() - (task.origin ?? 0)));
        Atomics.store(progress, 0, k + 1);
      }),
  );
}
