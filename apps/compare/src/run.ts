import {
  BATCH,
  type CheckedOutcomes,
  type Contender,
  crossCheck,
  type Outcome,
  type PuzzleEntry,
  type PuzzleInput,
  type RunSettings,
  Summary,
  type SummaryRow,
} from '@sudoku-lab/harness';
import type { Executor } from './executor.js';
import type { SolveTask } from './task.js';

export interface RunOptions extends RunSettings {
  readonly contenders: readonly Contender[];
  readonly executor: Executor;
  readonly modules: readonly string[];
}

/** A puzzle once every strategy has answered, its outcomes checked against each other. */
export interface CheckedPuzzle extends CheckedOutcomes {
  readonly entry: PuzzleEntry;
}

/** Where a run's findings go, as they are made: the output formats, the progress bar. */
export interface RunSink {
  /** Every entry of the input in reading order, malformed ones included. */
  puzzle(entry: PuzzleEntry): void;
  /** Every well-formed puzzle in reading order, once all strategies have answered. */
  checked(puzzle: CheckedPuzzle): void;
  /** Resolves once the sink's output has drained: the run reads no further until then. */
  ready?(): Promise<void>;
}

export interface RunTotals {
  readonly puzzles: number;
  readonly malformed: number;
  readonly wrong: number;
  readonly disagreements: number;
  readonly summary: readonly SummaryRow[];
}

interface Pending {
  readonly entry: PuzzleEntry;
  readonly outcomes: Outcome[];
  remaining: number;
}

/**
 * Runs every contender on every puzzle of the input. Puzzles stream through: they go out in batches of
 * BATCH, a task a contender, with at most `executor.capacity` tasks in flight; at most `window` puzzles
 * are held (read, not yet answered by every strategy); each is handed to the sink in reading order and
 * forgotten once checked, so memory stays bounded whatever the input's length. The summary keeps only
 * counts, sums and histograms.
 */
export async function runComparison(
  input: PuzzleInput,
  options: RunOptions,
  sink: RunSink,
): Promise<RunTotals> {
  const { contenders, executor } = options;
  const companions = contenders.map((contender) => contender.solver.id);
  const window = Math.max(1024, executor.capacity * BATCH * 8);
  const summary = new Summary(contenders);
  const pending = new Map<number, Pending>();
  const totals = { puzzles: 0, malformed: 0, wrong: 0, disagreements: 0 };
  let next = 0;
  let inFlight = 0;
  let failure: { error: unknown } | undefined;
  let wake: (() => void) | undefined;

  const settle = () => {
    for (
      let ready = pending.get(next);
      ready !== undefined && ready.remaining === 0;
      ready = pending.get(next)
    ) {
      pending.delete(next++);
      if (ready.entry.grid === undefined) continue;
      const checked = {
        entry: ready.entry,
        ...crossCheck(ready.entry.grid, ready.outcomes, contenders, options.maxSolutions),
      };
      summary.add(checked);
      totals.wrong += checked.outcomes.filter((outcome) => outcome.status === 'wrong').length;
      if (checked.disagreement !== undefined) totals.disagreements++;
      sink.checked(checked);
    }
    wake?.();
  };
  const until = async (ready: () => boolean) => {
    while (!ready() && failure === undefined) await new Promise<void>((resolve) => (wake = resolve));
    wake = undefined;
    if (failure !== undefined) throw failure.error;
  };
  /** Hands the puzzles read so far to every contender, a task each. */
  let batch: Pending[] = [];
  const dispatch = async () => {
    const puzzles = batch;
    batch = [];
    if (puzzles.length === 0) return;
    const lines = puzzles.map(({ entry }) => ({ shape: entry.grid!.shape.name, cells: entry.grid!.cells }));
    for (const [k, contender] of contenders.entries()) {
      await until(() => inFlight < executor.capacity);
      const task: SolveTask = {
        strategy: contender.solver.id,
        puzzles: lines,
        companions,
        maxSolutions: options.maxSolutions,
        timeoutMs: options.timeoutMs,
        repeat: options.repeat,
        warmupMs: options.warmupMs,
        modules: options.modules,
      };
      inFlight++;
      executor
        .run(task)
        .then(
          (outcomes) => {
            for (const [p, puzzle] of puzzles.entries()) puzzle.outcomes[k] = outcomes[p]!;
          },
          (error: unknown) => {
            failure ??= { error };
          },
        )
        .finally(() => {
          inFlight--;
          for (const puzzle of puzzles) puzzle.remaining--;
          settle();
        });
    }
  };

  for await (const entry of input.entries()) {
    await sink.ready?.();
    sink.puzzle(entry);
    if (entry.grid === undefined) {
      totals.malformed++;
      pending.set(entry.index, { entry, outcomes: [], remaining: 0 });
      settle();
      continue;
    }
    totals.puzzles++;
    await until(() => pending.size < window);
    const puzzle: Pending = {
      entry,
      outcomes: new Array<Outcome>(contenders.length),
      remaining: contenders.length,
    };
    pending.set(entry.index, puzzle);
    batch.push(puzzle);
    if (batch.length === BATCH) await dispatch();
  }
  await dispatch();
  await until(() => inFlight === 0);
  return { ...totals, summary: summary.rows() };
}
