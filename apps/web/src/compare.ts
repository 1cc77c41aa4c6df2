import {
  BATCH,
  type Clock,
  type Contender,
  type ContenderInfo,
  crossCheck,
  fromWire,
  type Outcome,
  type Relative,
  type RunSettings,
  type SolveBatch,
  Summary,
  type SummaryRow,
  solveBatch,
  type WirePuzzle,
} from '@sudoku-lab/harness';
import { clockTick, refineTimes } from './batch-timing.js';

/** A puzzle of the set being compared: what crosses to a worker, and its name for people. */
export interface ComparedPuzzle extends WirePuzzle {
  readonly name: string;
}

/** What the page asks a comparison worker: one strategy over a batch of the set. */
export interface CompareRequest {
  readonly kind: 'run';
  readonly runId: number;
  readonly batch: SolveBatch;
  /** The index in the set of the batch's first puzzle. */
  readonly first: number;
}

export type CompareReply =
  | {
      readonly kind: 'outcomes';
      readonly runId: number;
      readonly strategyId: string;
      readonly first: number;
      readonly outcomes: readonly Outcome[];
      /** The worker's clock's tick (ms): the solves shorter than a hundred of them were timed in batches. */
      readonly tickMs: number;
    }
  | {
      readonly kind: 'failed';
      readonly runId: number;
      readonly strategyId: string;
      readonly message: string;
    };

/** The requests of a run: each strategy over the set, BATCH puzzles at a time, strategy by strategy. */
export function requestsFor(
  runId: number,
  puzzles: readonly WirePuzzle[],
  strategyIds: readonly string[],
  settings: RunSettings,
): CompareRequest[] {
  return strategyIds.flatMap((strategy) =>
    Array.from({ length: Math.ceil(puzzles.length / BATCH) }, (_, b) => ({
      kind: 'run' as const,
      runId,
      first: b * BATCH,
      batch: {
        strategy,
        ...settings,
        puzzles: puzzles.slice(b * BATCH, (b + 1) * BATCH),
        companions: strategyIds,
      },
    })),
  );
}

/** The clocks' ticks, read once a thread and clock. */
const ticks = new WeakMap<Clock, number>();
const performanceClock: Clock = performance.now.bind(performance);

/**
 * Runs one request in a worker: its outcomes, timed and judged by the harness, and the solves too
 * short for the clock timed again in batches (a page that is not cross-origin isolated reads the
 * clock in 100 µs steps, and a fast strategy solves in a few microseconds); never throws.
 */
export function runCompare(
  request: CompareRequest,
  contenders: readonly Contender[],
  post: (reply: CompareReply) => void,
  now: Clock = performanceClock,
): void {
  const { runId, first, batch } = request;
  try {
    let tickMs = ticks.get(now);
    if (tickMs === undefined) ticks.set(now, (tickMs = clockTick(now)));
    const judged = solveBatch(contenders, batch, undefined, now);
    const contender = contenders.find((candidate) => candidate.solver.id === batch.strategy)!;
    const outcomes = refineTimes(contender, batch.puzzles.map(fromWire), judged, batch, tickMs, now);
    post({ kind: 'outcomes', runId, strategyId: batch.strategy, first, outcomes, tickMs });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    post({
      kind: 'failed',
      runId,
      strategyId: batch.strategy,
      message: `${batch.strategy} failed: ${message}`,
    });
  }
}

/** Answers so far: `answers[puzzle][k]` is contender k's on that puzzle, undefined until it comes. */
export type Answers = readonly (readonly (Outcome | undefined)[])[];

/**
 * The summary of the answers so far, as the command line makes it: a puzzle every contender has
 * answered is cross-checked first (an 'unsolvable' that another disproved is wrong); the others count
 * as they stand until their last answer comes. `relative` is the verdict the command line prints
 * (paired per-puzzle times, intervals, the order and how sure it is).
 */
export function summarize(
  contenders: readonly ContenderInfo[],
  puzzles: readonly WirePuzzle[],
  answers: Answers,
  maxSolutions: number,
): { rows: SummaryRow[]; outcomes: Answers; relative: Relative | null } {
  const summary = new Summary(contenders);
  const outcomes = puzzles.map((puzzle, p) => {
    const given = answers[p] ?? [];
    const complete = contenders.every((_, k) => given[k] !== undefined);
    const checked = complete
      ? crossCheck(fromWire(puzzle), given as Outcome[], contenders, maxSolutions)
      : { outcomes: given as Outcome[], disagreeing: new Set<number>() };
    summary.add(checked);
    return checked.outcomes;
  });
  return { rows: summary.rows(), outcomes, relative: summary.relative() };
}
