import type { Outcome } from '@sudoku-lab/harness';
import { loadContenders } from './contenders.js';
import { runTask, type SolveTask } from './task.js';

/** The worker threads' entry point: piscina calls this named export (see executor.ts). */
export async function solveTask(task: SolveTask): Promise<Outcome[]> {
  return runTask(await loadContenders(task.modules), task);
}
