import type { Outcome } from '@sudoku-lab/harness';
import { loadContenders } from './contenders.js';
import { runTask, type SolveTask } from './task.js';

/** What a worker thread answers: the outcomes, or why the task itself failed (a module that will not load). */
export type TaskReply = { readonly outcomes: Outcome[] } | { readonly failure: string };

/**
 * The worker threads' entry point: piscina calls this named export (see executor.ts), in the build's compare-worker.js. The task's own
 * failures come back as a reply, so that anything else that ends the thread (a solver's process.exit,
 * an error thrown later from a timer) is known for what it is: the thread dying under a solve.
 */
export async function solveTask(task: SolveTask): Promise<TaskReply> {
  try {
    return { outcomes: runTask((await loadContenders(task.modules, task.peerDirectory)).all, task) };
  } catch (error) {
    return { failure: error instanceof Error ? error.message : String(error) };
  }
}
