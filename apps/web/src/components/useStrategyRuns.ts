import type { Grid } from '@sudoku-lab/core';
import { useCallback, useState } from 'react';
import type { StrategyRun } from '../outcome.js';
import { TracePlayer } from '../player.js';
import type { SolveReply, SolveRequest } from '../solve.js';
import { useWorkerRuns } from '../worker-runs.js';

/** Events kept for a replay: a longer trace is cut here, with a note (4 bytes an event). */
export const TRACE_CAP = 300_000;
/** Each solve stops ('aborted') after this long, so a run always returns. */
export const DEADLINE_MS = 10_000;

export interface StrategyRuns {
  /** The puzzle of the current run. */
  readonly puzzle: Grid | null;
  readonly runs: readonly StrategyRun[];
  /** Starts a worker per strategy on `puzzle`, ending any run still going. */
  start(puzzle: Grid, strategyIds: readonly string[]): void;
  /** Ends the run: stops its workers and forgets its boards. */
  clear(): void;
  /** Replays every board from its first event again. */
  restart(): void;
}

/** Runs the chosen strategies on a puzzle, each in its own Web Worker, and keeps their replies. */
export function useStrategyRuns(): StrategyRuns {
  const [puzzle, setPuzzle] = useState<Grid | null>(null);
  const [runs, setRuns] = useState<readonly StrategyRun[]>([]);
  const workers = useWorkerRuns();

  const update = useCallback((strategyId: string, change: (run: StrategyRun) => StrategyRun) => {
    setRuns((all) => all.map((run) => (run.strategyId === strategyId ? change(run) : run)));
  }, []);

  const start = useCallback(
    (grid: Grid, strategyIds: readonly string[]) => {
      const id = workers.begin();
      setPuzzle(grid);
      setRuns(strategyIds.map((strategyId) => ({ strategyId, phase: 'solving' })));
      for (const strategyId of strategyIds) {
        const worker = workers.add(
          new Worker(new URL('../solve.worker.ts', import.meta.url), { type: 'module' }),
        );
        worker.onmessage = (message: MessageEvent<SolveReply>) => {
          const reply = message.data;
          if (!workers.current(reply.runId)) return;
          if (reply.kind === 'failed') {
            update(strategyId, (run) => ({ ...run, phase: 'failed', failure: reply.message }));
          } else if (reply.kind === 'traced') {
            update(strategyId, (run) => ({
              ...run,
              phase: 'ready',
              result: reply.result,
              timeMs: reply.timeMs,
              totalEvents: reply.trace.total,
              eliminations: reply.trace.eliminations,
              player: new TracePlayer(grid, reply.trace.events),
            }));
          } else {
            update(strategyId, (run) => ({ ...run, uniqueness: reply.result }));
          }
          if (reply.kind !== 'traced' || reply.result.status !== 'solved') worker.terminate();
        };
        worker.onerror = (event) => {
          update(strategyId, (run) => ({
            ...run,
            phase: 'failed',
            failure: `the worker failed: ${event.message}`,
          }));
        };
        const request: SolveRequest = {
          runId: id,
          strategyId,
          shape: grid.shape.name,
          cells: [...grid.cells],
          ...(grid.rules ? { rules: grid.rules } : {}),
          traceCap: TRACE_CAP,
          deadlineMs: DEADLINE_MS,
        };
        worker.postMessage(request);
      }
    },
    [workers, update],
  );

  const clear = useCallback(() => {
    workers.end();
    setPuzzle(null);
    setRuns([]);
  }, [workers]);

  const restart = useCallback(() => {
    setRuns((all) =>
      all.map((run) =>
        run.player ? { ...run, player: new TracePlayer(run.player.puzzle, run.player.events) } : run,
      ),
    );
  }, []);

  return { puzzle, runs, start, clear, restart };
}
