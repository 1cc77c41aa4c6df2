import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Piscina } from 'piscina';
import type { Contender } from './contenders.js';
import { type Outcome, runTask, type SolveTask } from './task.js';

/** Runs solve tasks: on worker threads (a pool) or on this thread (--workers 0). */
export interface Executor {
  /** How many tasks it runs at once; the run keeps exactly this many in flight. */
  readonly capacity: number;
  run(task: SolveTask): Promise<Outcome>;
  close(): Promise<void>;
}

/** Time a worker gets beyond its solves' deadlines (thread start, module loading, a GC) before it is terminated. */
const GRACE_MS = 1000;

/**
 * Every task on this thread, with these contenders: no threads to start, but a solve that ignores its
 * deadline cannot be stopped.
 */
export function inlineExecutor(contenders: readonly Contender[]): Executor {
  return { capacity: 1, run: async (task) => runTask(contenders, task), close: async () => {} };
}

/**
 * A piscina pool of `workers` threads. The run gives it no more tasks than threads, so a task starts as
 * it is handed over: one that has not answered within its deadlines plus a grace is given up, its
 * thread terminated (piscina does that when a running task's signal aborts), and it is reported as
 * aborted. Nothing else waits for it.
 */
export function poolExecutor(workers: number): Executor {
  const pool = new Piscina({
    filename: workerFile(),
    name: 'solveTask',
    minThreads: workers,
    maxThreads: workers,
    idleTimeout: Number.POSITIVE_INFINITY,
  });
  return {
    capacity: workers,
    async run(task) {
      const allowedMs = watchdogMs(task);
      const watchdog = new AbortController();
      const timer = setTimeout(() => watchdog.abort(), allowedMs);
      const start = performance.now();
      try {
        return (await pool.run(task, { signal: watchdog.signal })) as Outcome;
      } catch (error) {
        const reason = watchdog.signal.aborted
          ? `no answer within ${Math.round(allowedMs)} ms: the worker thread was terminated`
          : (error as NodeJS.ErrnoException).code === 'ERR_WORKER_OUT_OF_MEMORY'
            ? `the worker thread ran out of memory: ${(error as Error).message}`
            : undefined;
        if (reason === undefined) throw error;
        return {
          status: 'aborted',
          solution: null,
          solutionCount: 0,
          timeMs: performance.now() - start,
          stats: null,
          verified: null,
          message: reason,
        };
      } finally {
        clearTimeout(timer);
      }
    },
    close: () => pool.destroy(),
  };
}

/** How long a task may take in a worker: its warm-up and timed solves at their deadlines, and a grace. */
export function watchdogMs(task: Pick<SolveTask, 'timeoutMs' | 'repeat' | 'warmupMs'>): number {
  return task.warmupMs + Math.max(1, task.repeat) * task.timeoutMs + GRACE_MS;
}

/**
 * The built worker next to this file. Worker threads cannot load TypeScript, so when this module runs
 * from src (the tests) it uses the build in dist.
 */
function workerFile(): string {
  const here = import.meta.url;
  const file = fileURLToPath(new URL(here.endsWith('.ts') ? '../dist/worker.js' : './worker.js', here));
  if (!existsSync(file)) throw new Error(`the worker thread's code is not built (${file}): run pnpm build`);
  return file;
}
