import type { Grid } from '@sudoku-lab/core';
import {
  type Clock,
  type Contender,
  median,
  type Outcome,
  REPEAT_ENOUGH_MS,
  type RunSettings,
} from '@sudoku-lab/harness';

/**
 * Timing solves on a coarse clock. Glossary:
 * - the clock's *tick*: the least step between two different readings of `performance.now()`. A page
 *   that is not cross-origin isolated gets 100 µs in Chromium, an isolated one 5 µs, Node a fraction
 *   of a microsecond. A solve shorter than a tick reads as 0 or as one tick, at random;
 * - a *batch*: one puzzle solved `size` times in a row, timed as one span, its time divided by `size`.
 *   A batch that lasts BATCH_TICKS ticks moves by at most one tick, a percent, however fast the solve.
 */

/** Ticks a batch lasts at the least: the rounding of its two readings then moves it by about 1%. */
export const BATCH_TICKS = 100;
/** The most solves a batch holds: a solve never takes less than a few tens of nanoseconds. */
export const MOST_IN_A_BATCH = 1 << 24;
/** Readings the tick is taken from: the least step among this many steps of the clock. */
const TICK_STEPS = 20;

/** The clock's tick in ms: the least step among a few steps between different readings. */
export function clockTick(now: Clock): number {
  let least = Number.POSITIVE_INFINITY;
  for (let step = 0; step < TICK_STEPS; step++) {
    const before = now();
    let after = now();
    while (after === before) after = now();
    least = Math.min(least, after - before);
  }
  return least;
}

/**
 * The statuses whose time is a search's: a refusal (invalid) took no search, a solve stopped at its
 * deadline lasted the deadline, and a solver that threw has no time worth refining.
 */
const searched: ReadonlySet<Outcome['status']> = new Set(['solved', 'multiple', 'unsolvable']);

/**
 * The outcomes of a batch of puzzles with every time shorter than BATCH_TICKS ticks timed again, in
 * batches (`timeInBatches`); the others as they are. The status, the solution and the checks stay the
 * harness's: only how long a solve takes is measured again.
 */
export function refineTimes(
  contender: Contender,
  puzzles: readonly Grid[],
  outcomes: readonly Outcome[],
  settings: RunSettings,
  tick: number,
  now: Clock,
): Outcome[] {
  return outcomes.map((outcome, k) =>
    searched.has(outcome.status) && outcome.timeMs < BATCH_TICKS * tick
      ? { ...outcome, ...timeInBatches(contender, puzzles[k]!, settings, tick, now) }
      : outcome,
  );
}

/**
 * One puzzle's time a solve, timed in batches that last BATCH_TICKS ticks: the batch grows until it
 * lasts that long (those first batches only size it), then `settings.repeat` batches are timed (the last
 * sizing batch is the first of them), fewer once three of them and their shortest span times their
 * count reach REPEAT_ENOUGH_MS, as the harness repeats single solves. The median batch counts, and `spread` is theirs, as for single solves.
 */
export function timeInBatches(
  contender: Contender,
  puzzle: Grid,
  settings: RunSettings,
  tick: number,
  now: Clock,
): Pick<Outcome, 'timeMs' | 'spread'> {
  const target = BATCH_TICKS * tick;
  let size = 1;
  let elapsed = timeBatch(contender, puzzle, settings, size, now);
  while (elapsed < target && size < MOST_IN_A_BATCH) {
    // Aim a quarter past the target, so the next batch is long enough though the clock rounded down.
    const growth = elapsed > 0 ? Math.ceil((1.25 * target) / elapsed) : 10;
    size = Math.min(MOST_IN_A_BATCH, size * Math.max(2, growth));
    elapsed = timeBatch(contender, puzzle, settings, size, now);
  }
  const spans = [elapsed];
  const repeat = Math.max(1, settings.repeat);
  while (!enough(spans, repeat)) spans.push(timeBatch(contender, puzzle, settings, size, now));
  const times = spans.map((span) => span / size);
  const middle = median(times);
  return {
    timeMs: middle,
    spread: times.length < 2 ? null : middle > 0 ? (Math.max(...times) - Math.min(...times)) / middle : 0,
  };
}

/** The harness's rule for enough repeats of a single solve, here over the batches' spans (ms). */
function enough(spans: readonly number[], repeat: number): boolean {
  if (spans.length >= repeat) return true;
  return spans.length >= Math.min(3, repeat) && Math.min(...spans) * spans.length >= REPEAT_ENOUGH_MS;
}

/** `size` solves of one puzzle in a row, timed as one span (ms); the deadline is the whole batch's. */
function timeBatch(
  contender: Contender,
  puzzle: Grid,
  settings: RunSettings,
  size: number,
  now: Clock,
): number {
  const { solver } = contender;
  const options = { maxSolutions: settings.maxSolutions, deadline: performance.now() + settings.timeoutMs };
  const start = now();
  for (let k = 0; k < size; k++) solver.solve(puzzle, options);
  return now() - start;
}
