import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  abortedOutcome,
  type Contender,
  fromWire,
  type Outcome,
  solveBatch,
  WARMUP_STRETCH,
  warmUpBatch,
} from '@sudoku-lab/harness';
import { Piscina } from 'piscina';
import { type SolveTask, sharedNow } from './task.js';
import type { TaskReply } from './worker.js';

/** Runs solve tasks (batches of puzzles for one strategy): on worker threads (a pool) or on this thread. */
export interface Executor {
  /** How many tasks the run keeps in flight. */
  readonly capacity: number;
  /** The outcomes of the task's puzzles, in order. */
  run(task: SolveTask): Promise<Outcome[]>;
  /** Ends the threads, once the run is over. */
  close(): Promise<void>;
}

/** Time a solve gets beyond its deadline (a GC, a slow thread start) before its thread is terminated. */
const GRACE_MS = 1000;
/** How often the watchdog looks at the running tasks. */
const WATCH_EVERY_MS = 50;

/**
 * Every task on this thread, with these contenders: no threads to start, but a solve that ignores its
 * deadline cannot be stopped. A task's puzzles are solved one at a time, returning to the event loop
 * before each, so that the progress bar moves and Ctrl-C is heard during a long batch; once `signal`
 * is aborted, the task ends there (rejected: the run that aborted it drops its answers).
 */
export function inlineExecutor(contenders: readonly Contender[], signal?: AbortSignal): Executor {
  return {
    capacity: 1,
    async run(task) {
      const puzzles = task.puzzles.map(fromWire);
      warmUpBatch(contenders, task, puzzles);
      const outcomes: Outcome[] = [];
      for (const puzzle of task.puzzles) {
        await new Promise((resolve) => setImmediate(resolve));
        signal?.throwIfAborted();
        outcomes.push(...solveBatch(contenders, { ...task, puzzles: [puzzle] }));
      }
      return outcomes;
    },
    close: async () => {},
  };
}

interface Running {
  readonly task: SolveTask;
  readonly progress: Int32Array;
  readonly watchdog: AbortController;
  /** Set when the watchdog gives the task up: the puzzle whose solve would not return. */
  hung?: number;
}

/**
 * A piscina pool of `workers` threads, each with a task queued behind the one it runs. Each thread
 * says in shared memory which solve it has started and when; a watchdog on this thread terminates a
 * thread whose solve has run past its deadline, warm-up and a grace (piscina stops the thread when a
 * running task's signal aborts). That solve is reported aborted; the other puzzles of its task run
 * again as a task of their own. Nothing else waits for it.
 */
export function poolExecutor(workers: number): Executor {
  const pool = new Piscina({
    filename: workerFile(),
    name: 'solveTask',
    minThreads: workers,
    maxThreads: workers,
    idleTimeout: Number.POSITIVE_INFINITY,
  });
  const running = new Set<Running>();
  const timer = setInterval(() => {
    const now = sharedNow();
    for (const entry of running) {
      const started = Atomics.load(entry.progress, 0);
      if (started === 0 || entry.hung !== undefined) continue;
      const since = entry.task.origin! + Atomics.load(entry.progress, 1);
      if (now - since > allowedMs(entry.task)) {
        entry.hung = started - 1;
        entry.watchdog.abort();
      }
    }
  }, WATCH_EVERY_MS);

  async function run(task: SolveTask): Promise<Outcome[]> {
    const buffer = new SharedArrayBuffer(3 * Int32Array.BYTES_PER_ELEMENT);
    const entry: Running = {
      task: { ...task, progress: buffer, origin: sharedNow() },
      progress: new Int32Array(buffer),
      watchdog: new AbortController(),
    };
    running.add(entry);
    try {
      const reply = (await pool.run(entry.task, { signal: entry.watchdog.signal })) as TaskReply;
      if ('failure' in reply) throw new TaskFailure(reply.failure);
      return reply.outcomes;
    } catch (error) {
      // Which solve did not come back, and why: the watchdog gave it up, or its thread died under it
      // (out of memory, or a solver that called process.exit). The others run again without it.
      let failed = entry.hung;
      let message = `no answer within ${Math.round(allowedMs(task))} ms: the worker thread was terminated`;
      let timeMs = allowedMs(task);
      if (failed === undefined) {
        if (error instanceof TaskFailure) throw error;
        const reason = workerDeath(error);
        // Dead in the warm-up, which solves every puzzle of the batch: no one puzzle is to blame, so
        // the batch runs again cold, where the thread's death names its puzzle.
        if (Atomics.load(entry.progress, 2) === 1) return run({ ...task, warmupMs: 0 });
        failed = Math.max(0, Atomics.load(entry.progress, 0) - 1);
        message = reason;
        timeMs = Math.max(0, sharedNow() - (entry.task.origin! + Atomics.load(entry.progress, 1)));
      }
      const others = [...task.puzzles.slice(0, failed), ...task.puzzles.slice(failed + 1)];
      const rerun = others.length === 0 ? [] : await run({ ...task, puzzles: others });
      return [...rerun.slice(0, failed), abortedOutcome(timeMs, message), ...rerun.slice(failed)];
    } finally {
      running.delete(entry);
    }
  }

  return {
    capacity: workers * 2,
    run,
    close: async () => {
      clearInterval(timer);
      await pool.destroy();
    },
  };
}

/** A task that failed in its thread for a reason of its own (a module that does not load there). */
class TaskFailure extends Error {
  override readonly name = 'TaskFailure';
}

/**
 * Why a worker thread ended under its task, in words: it ran out of memory, its code ended the thread
 * (process.exit in a solver), or an error thrown outside any solve (from a timer a solver set) reached
 * the top of the thread.
 */
function workerDeath(error: unknown): string {
  const { code, message } = error as NodeJS.ErrnoException;
  if (code === 'ERR_WORKER_OUT_OF_MEMORY') return `the worker thread ran out of memory: ${message}`;
  if (/worker exited|terminated/i.test(message ?? ''))
    return `the worker thread stopped during the solve (${message})`;
  return `the worker thread failed during the solve: ${error instanceof Error ? `${error.name}: ${message}` : String(error)}`;
}

/**
 * How long a worker may go without starting a solve: a warm-up (at most WARMUP_STRETCH times
 * `warmupMs`, and its last solve may start just before the end and run to its deadline), or one
 * timed solve at its deadline, and a grace.
 */
export function allowedMs(task: Pick<SolveTask, 'timeoutMs' | 'warmupMs'>): number {
  return (
    (task.warmupMs > 0 ? task.warmupMs * WARMUP_STRETCH + task.timeoutMs : 0) + task.timeoutMs + GRACE_MS
  );
}

/**
 * The built worker next to this file. Worker threads cannot load TypeScript, so when this module runs
 * from src (the tests) it uses the build in dist.
 */
function workerFile(): string {
  const here = import.meta.url;
  const file = fileURLToPath(
    new URL(here.endsWith('.ts') ? '../../dist/compare-worker.js' : './compare-worker.js', here),
  );
  if (!existsSync(file)) throw new Error(`the worker thread's code is not built (${file}): run pnpm build`);
  return file;
}
