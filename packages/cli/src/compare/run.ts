import {
  BATCH,
  type CheckedOutcomes,
  type Contender,
  crossCheck,
  LARGE_SET,
  type Outcome,
  type PuzzleEntry,
  type PuzzleInput,
  type Relative,
  type RunSettings,
  repeatFor,
  Summary,
  type SummaryRow,
  toWire,
} from '@sudoku-lab/harness';
import type { Repeat } from './args.js';
import type { Executor } from './executor.js';
import type { SolveTask } from './task.js';

/** What a run runs: the contenders and settings, and the executor that solves. */
export interface RunOptions extends Omit<RunSettings, 'repeat'> {
  readonly contenders: readonly Contender[];
  readonly executor: Executor;
  readonly modules: readonly string[];
  /** Where worker threads import the npm peers from. */
  readonly peerDirectory: string;
  /** Timed solves a puzzle, or 'auto': decided by the set's size once it is known (repeatFor). */
  readonly repeat: Repeat;
  /** The strategy the verdict compares with; the fastest when undefined. */
  readonly baseline?: string | undefined;
  /**
   * Aborted to stop the run (Ctrl-C): nothing more is read or handed out, answers still on their way
   * are dropped, and the totals cover the puzzles every contender had finished.
   */
  readonly signal?: AbortSignal | undefined;
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

/** What a run comes to: its counts, the summary rows and the verdict. */
export interface RunTotals {
  readonly puzzles: number;
  readonly malformed: number;
  readonly wrong: number;
  readonly disagreements: number;
  /** The timed solves of each puzzle the run asked for (what --repeat auto came to). */
  readonly repeat: number;
  readonly summary: readonly SummaryRow[];
  /** The verdict (see Summary.relative). */
  readonly relative: Relative | null;
  /** The run was stopped (its signal aborted) before the end of its input. */
  readonly interrupted: boolean;
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
  let repeat = options.repeat === 'auto' ? undefined : options.repeat;
  let next = 0;
  let inFlight = 0;
  let finished = 0;
  let failure: { error: unknown } | undefined;
  let wake: (() => void) | undefined;
  const stopped = () => options.signal?.aborted === true;
  options.signal?.addEventListener('abort', () => wake?.(), { once: true });

  const settle = () => {
    // Once stopped, the report has what was finished; answers that come in later are not its.
    if (stopped()) return wake?.();
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
      finished++;
      totals.wrong += checked.outcomes.filter((outcome) => outcome.status === 'wrong').length;
      if (checked.disagreement !== undefined) totals.disagreements++;
      sink.checked(checked);
    }
    wake?.();
  };
  /** Waits until `ready` (true), or until the run is stopped (false); a failed task's error is thrown. */
  const until = async (ready: () => boolean): Promise<boolean> => {
    while (!ready() && failure === undefined && !stopped()) {
      await new Promise<void>((resolve) => (wake = resolve));
    }
    wake = undefined;
    if (stopped()) return false;
    if (failure !== undefined) throw failure.error;
    return true;
  };
  /** Hands the puzzles read so far to every contender, a task each. */
  let batch: Pending[] = [];
  const dispatch = async () => {
    const puzzles = batch;
    batch = [];
    if (puzzles.length === 0) return;
    const lines = puzzles.map(({ entry }) => toWire(entry.grid!));
    for (const [k, contender] of contenders.entries()) {
      if (!(await until(() => inFlight < executor.capacity))) return;
      const task: SolveTask = {
        strategy: contender.solver.id,
        puzzles: lines,
        companions,
        maxSolutions: options.maxSolutions,
        timeoutMs: options.timeoutMs,
        repeat: repeat!,
        warmupMs: options.warmupMs,
        modules: options.modules,
        peerDirectory: options.peerDirectory,
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

  // With --repeat auto, the first LARGE_SET entries are read before any is solved: a set that ends
  // within them is small, and its size says how often each puzzle is solved.
  const entries = input.entries()[Symbol.asyncIterator]();
  const ahead: PuzzleEntry[] = [];
  if (repeat === undefined) {
    let puzzles = 0;
    for (let next = await entries.next(); next.done !== true; next = await entries.next()) {
      ahead.push(next.value);
      if ((next.value.grid !== undefined && ++puzzles >= LARGE_SET) || stopped()) break;
    }
    repeat = repeatFor(puzzles);
  }
  async function* all(): AsyncGenerator<PuzzleEntry> {
    yield* ahead;
    for (let next = await entries.next(); next.done !== true; next = await entries.next()) yield next.value;
  }

  for await (const entry of all()) {
    if (stopped()) break;
    await sink.ready?.();
    sink.puzzle(entry);
    if (entry.grid === undefined) {
      totals.malformed++;
      pending.set(entry.index, { entry, outcomes: [], remaining: 0 });
      settle();
      continue;
    }
    totals.puzzles++;
    if (!(await until(() => pending.size < window))) break;
    const puzzle: Pending = {
      entry,
      outcomes: new Array<Outcome>(contenders.length),
      remaining: contenders.length,
    };
    pending.set(entry.index, puzzle);
    batch.push(puzzle);
    if (batch.length === BATCH) await dispatch();
  }
  if (!stopped()) await dispatch();
  await until(() => inFlight === 0);
  const interrupted = stopped();
  // Stopped: the puzzles read count as many as were finished, those in flight did not run to their end.
  const counted = interrupted ? { ...totals, puzzles: finished } : totals;
  return {
    ...counted,
    repeat,
    summary: summary.rows(),
    relative: summary.relative(options.baseline),
    interrupted,
  };
}
