import { type Grid, parseGrid, ruleTablesFor, type ShapeName, type SolveResult } from '@sudoku-lab/core';
import { builtinPuzzles } from './builtin.generated.js';
import type { Contender } from './contender.js';
import type { RunSettings } from './settings.js';
import { judge } from './verdict.js';
import { fromWire, type Outcome, type WirePuzzle } from './wire.js';

/**
 * One contender on a batch of puzzles: what crosses to a worker (plain data only). A batch, rather
 * than a message a solve, so that passing messages costs little beside fast solves.
 */
export interface SolveBatch extends RunSettings {
  /** The contender's solver id. */
  readonly strategy: string;
  readonly puzzles: readonly WirePuzzle[];
  /**
   * The ids of every contender the run times on these threads. A thread's first batch warms them all
   * up, one after another, before its first timed solve: they share code (core's solve wrapper, the
   * budget checks), which V8 compiles for the objects it has seen; each newcomer's own objects then
   * throw that compiled code away, and the next timed solves of whichever contender ran before ran
   * unoptimized until it was compiled again. Warmed up together first, every contender is timed on
   * shared code that has seen them all.
   */
  readonly companions?: readonly string[];
}

/**
 * Puzzles a batch, in both apps: enough that passing messages costs little beside fast solves, few
 * enough to spread the work; and the warm-up solves a thread's first batch, so it is the same too.
 */
export const BATCH = 16;

/** The contenders this thread has warmed up, by solver id. */
const warmed = new Set<string>();

/**
 * Runs a batch with one of these contenders: the work of a worker. `started(k, warming)` is told as
 * each timed solve of the k-th puzzle begins, and as each contender's warm-up begins (`warming` true,
 * with k 0: the warm-up solves every puzzle of the batch), for a watchdog.
 */
export function solveBatch(
  contenders: readonly Contender[],
  batch: SolveBatch,
  started?: (k: number, warming: boolean) => void,
  now: Clock = performance.now.bind(performance),
): Outcome[] {
  const contender = contenderOf(contenders, batch);
  const puzzles = batch.puzzles.map(fromWire);
  warmUpBatch(contenders, batch, puzzles, started, now);
  return puzzles.map((puzzle, k) =>
    timeSolves(contender, puzzle, batch, now, started && (() => started(k, false))),
  );
}

function contenderOf(contenders: readonly Contender[], batch: SolveBatch): Contender {
  const contender = contenders.find((candidate) => candidate.solver.id === batch.strategy);
  if (contender === undefined) throw new Error(`no strategy '${batch.strategy}' is loaded in this worker`);
  return contender;
}

/**
 * The warm-up of a batch's first run on this thread, alone (solveBatch makes it before its timed
 * solves): for a caller that then solves the batch a puzzle at a time, returning to the event loop
 * between them, as the compare command does on its own thread.
 */
export function warmUpBatch(
  contenders: readonly Contender[],
  batch: SolveBatch,
  puzzles: readonly Grid[] = batch.puzzles.map(fromWire),
  started?: (k: number, warming: boolean) => void,
  now: Clock = performance.now.bind(performance),
): void {
  if (puzzles.length === 0) return;
  const contender = contenderOf(contenders, batch);
  const others = (batch.companions ?? []).flatMap((id) =>
    contenders.filter((candidate) => candidate.solver.id === id && candidate !== contender),
  );
  for (const each of [...others, contender]) {
    if (!needsWarmUp(each, batch.warmupMs)) continue;
    started?.(0, true);
    warmUp(each, puzzles, batch, now);
  }
}

function needsWarmUp(contender: Contender, warmupMs: number): boolean {
  return warmupMs > 0 && !warmed.has(contender.solver.id);
}

/**
 * Until V8 has compiled the hot code, a solve measures the compiler: once a thread and contender,
 * solve `puzzles` and the built-in puzzles of their shapes in turn, untimed, until `warmupMs` have
 * passed. V8 compiles a function for the paths it has seen taken, and throws the compiled code away
 * the first time it takes one it never took (a guess undone, a column run out of rows); until it has
 * compiled it again, which takes a large search tens of milliseconds on a busy machine, it runs
 * several times slower. So the warm-up solves the timed solves' kind, several puzzles rather than
 * one, and beside them the built-in puzzles, from easy to Everest and one without a solution, so
 * that every search has guessed, backtracked and run out of candidates whatever the batch is: a
 * batch of easy puzzles alone can leave a search that never backtracked, and the first hard puzzle
 * timed then ran many times slower than after a warm-up on hard ones (the README has the figures).
 * Each solve has its own deadline `timeoutMs` after its start (a deadline that ran out mid-solve at
 * the end of the warm-up would send the next solve down the budget's cold path). A solver that
 * throws ends its warm-up; its timed solves report the error.
 */
function warmUp(
  contender: Contender,
  puzzles: readonly Grid[],
  { maxSolutions, timeoutMs, warmupMs }: RunSettings,
  now: Clock = performance.now.bind(performance),
): void {
  const { solver } = contender;
  if (puzzles.length === 0 || !needsWarmUp(contender, warmupMs)) return;
  warmed.add(solver.id);
  const turns = warmUpPuzzles(puzzles);
  const begun = now();
  try {
    for (let k = 0, solves = 0; ; k = (k + 1) % turns.length, solves++) {
      const start = now();
      if (warmedUp(start - begun, solves, warmupMs)) break;
      solver.solve(turns[k]!, { maxSolutions, deadline: performance.now() + timeoutMs });
    }
  } catch {
    // Reported by the timed solves.
  }
}

/**
 * Solves a warm-up makes at the least (within WARMUP_STRETCH times `warmupMs`): a search reaches its
 * steady speed only after V8 has seen its paths several times over, which for dlx takes some 400
 * solves (its first pass over top95 ran at a twelfth of its fourth's speed).
 */
export const WARMUP_SOLVES = 500;
/** How far past `warmupMs` a warm-up goes to make WARMUP_SOLVES, for a slow strategy: at most this many times it. */
export const WARMUP_STRETCH = 4;

/** Whether a warm-up `elapsed` ms and `solves` solves long is done. */
export function warmedUp(elapsed: number, solves: number, warmupMs: number): boolean {
  return elapsed >= warmupMs * (solves >= WARMUP_SOLVES ? 1 : WARMUP_STRETCH);
}

/** The built-in puzzles by shape, parsed at the first warm-up. */
let builtinByShape: Map<ShapeName, Grid[]> | undefined;

/**
 * What a warm-up solves in turn: the batch's puzzles, each followed by one of the built-in puzzles of
 * the batch's shapes (a short warm-up meets both kinds early), then the built-in ones left.
 */
export function warmUpPuzzles(puzzles: readonly Grid[]): Grid[] {
  if (builtinByShape === undefined) {
    builtinByShape = new Map();
    for (const { text } of builtinPuzzles) {
      const grid = parseGrid(text);
      const same = builtinByShape.get(grid.shape.name);
      if (same === undefined) builtinByShape.set(grid.shape.name, [grid]);
      else same.push(grid);
    }
  }
  const shapes = new Set(puzzles.map((puzzle) => puzzle.shape.name));
  const extra = [...shapes].flatMap((shape) => builtinByShape!.get(shape) ?? []);
  const turns: Grid[] = [];
  for (let k = 0; k < Math.max(puzzles.length, extra.length); k++) {
    if (k < puzzles.length) turns.push(puzzles[k]!);
    if (k < extra.length) turns.push(extra[k]!);
  }
  return turns;
}

/** A clock in ms, as performance.now() reads it: the tests give one they control. */
export type Clock = () => number;

/**
 * A puzzle's timed solves stop repeating once three of them (or all `repeat`, when fewer) are done
 * and its fastest solve times their number has reached this (ms): a stall of a few milliseconds is
 * small beside such solves, and a slow strategy's run stays a few passes long. The fastest, not the
 * sum: a stalled solve must not cut the repeats short.
 */
export const REPEAT_ENOUGH_MS = 50;

/** Whether a puzzle's timed solves so far are enough (see REPEAT_ENOUGH_MS). */
function enough(times: readonly number[], repeat: number): boolean {
  if (times.length >= repeat) return true;
  return times.length >= Math.min(3, repeat) && Math.min(...times) * times.length >= REPEAT_ENOUGH_MS;
}

/**
 * Times a contender on a puzzle as a benchmark harness does: a warm-up on it the first time
 * (solveBatch warms up on its whole batch instead), then up to `repeat` solves each timed alone with
 * the clock, each given the deadline `timeoutMs` after its start (fewer for slow solves: see
 * REPEAT_ENOUGH_MS); the median counts, so one descheduled solve among three or more does not.
 * `solving` is told as each timed solve begins.
 */
export function timeSolves(
  contender: Contender,
  puzzle: Grid,
  settings: RunSettings,
  now: Clock = performance.now.bind(performance),
  solving?: () => void,
): Outcome {
  const { solver } = contender;
  const { maxSolutions, timeoutMs } = settings;
  const times: number[] = [];
  let first: SolveResult | undefined;
  try {
    warmUp(contender, [puzzle], settings, now);
    // A variant's rule tables (its propagation with them) are the puzzle's, shared by every strategy
    // on this thread: built before the clock, so that the first strategy timed does not pay for them.
    if (puzzle.rules !== undefined) ruleTablesFor(puzzle.shape, puzzle.rules);
    const repeat = Math.max(1, settings.repeat);
    while (!enough(times, repeat)) {
      // The deadline is core's clock's; `now` only measures.
      solving?.();
      const deadline = performance.now() + timeoutMs;
      const start = now();
      const result = solver.solve(puzzle, { maxSolutions, deadline });
      const time = now() - start;
      times.push(time);
      first ??= result;
      if (result.status === 'aborted') break; // another run would only wait out the same deadline
    }
  } catch (error) {
    const reason = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    return {
      status: 'wrong',
      solution: null,
      solutionCount: 0,
      timeMs: median(times),
      spread: null,
      stats: null,
      verified: false,
      message: `threw ${reason}`,
    };
  }
  return judge(contender, puzzle, first!, { timeMs: median(times), spread: spread(times) });
}

/** The middle of the values (the mean of the two middle ones for an even count); 0 for none. */
export function median(values: readonly number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** (slowest - fastest) / median of repeated solves of one puzzle; null for fewer than two. */
function spread(times: readonly number[]): number | null {
  if (times.length < 2) return null;
  const middle = median(times);
  return middle > 0 ? (Math.max(...times) - Math.min(...times)) / middle : 0;
}
