import { describe, expect, it } from 'vitest';
import { WorkerRuns } from './worker-runs.js';

/** A worker that only notes that it was stopped. */
const fake = () => ({
  stopped: 0,
  terminate() {
    this.stopped++;
  },
});

describe('WorkerRuns', () => {
  it('gives each run a new id, and only the latest is current', () => {
    const runs = new WorkerRuns<ReturnType<typeof fake>>();
    const first = runs.begin();
    expect(runs.current(first)).toBe(true);
    const second = runs.begin();
    expect(second).not.toBe(first);
    expect([runs.current(first), runs.current(second)]).toEqual([false, true]);
    runs.end();
    expect(runs.current(second)).toBe(false);
  });

  it.each([
    ['a new run', (runs: WorkerRuns<ReturnType<typeof fake>>) => runs.begin()],
    ['the end of the run', (runs: WorkerRuns<ReturnType<typeof fake>>) => runs.end()],
  ])("%s stops each of the last run's workers once", (_, next) => {
    const runs = new WorkerRuns<ReturnType<typeof fake>>();
    runs.begin();
    const workers = [runs.add(fake()), runs.add(fake())];
    next(runs);
    expect(workers.map((worker) => worker.stopped)).toEqual([1, 1]);
    runs.end();
    expect(workers.map((worker) => worker.stopped)).toEqual([1, 1]);
  });
});
