import { useEffect, useState } from 'react';

/** What a run needs of a Web Worker: a way to stop it. */
export interface Stoppable {
  terminate(): void;
}

/**
 * The Web Workers of a view's runs, one run at a time: a new run (or the end of one) stops every worker
 * of the last, and each run has an id of its own, which the requests carry and the replies bring back,
 * so that a reply still on its way from a stopped run is known and dropped. Compare's pool and Watch's
 * worker a strategy both run this way.
 */
export class WorkerRuns<W extends Stoppable = Worker> {
  private workers: W[] = [];
  private id = 0;

  /** Stops the last run's workers and begins a run; returns its id. */
  begin(): number {
    this.stop();
    return ++this.id;
  }

  /** Stops the run's workers and ends it: none of its replies is current any more. */
  end(): void {
    this.stop();
    this.id++;
  }

  /** Whether a reply carrying `runId` belongs to the run going on. */
  current(runId: number): boolean {
    return runId === this.id;
  }

  /** Takes a worker into the run, to be stopped with it; returns it. */
  add(worker: W): W {
    this.workers.push(worker);
    return worker;
  }

  private stop(): void {
    for (const worker of this.workers) worker.terminate();
    this.workers = [];
  }
}

/** A view's WorkerRuns, kept across renders, whose workers stop when the view goes. */
export function useWorkerRuns(): WorkerRuns {
  const [runs] = useState(() => new WorkerRuns());
  useEffect(() => () => runs.end(), [runs]);
  return runs;
}
