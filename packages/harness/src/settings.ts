/** The settings of a run, declared once: every app, worker and report reads them from here. */
export interface RunSettings {
  /** 1 stops at the first solution; 2 proves uniqueness. */
  readonly maxSolutions: number;
  /** A solve's deadline, this long after its start. */
  readonly timeoutMs: number;
  /** Timed solves of each puzzle, at most (see REPEAT_ENOUGH_MS); the median counts. `repeatFor` gives the default. */
  readonly repeat: number;
  /** Untimed solves, once a thread and contender, before its first timed solve. */
  readonly warmupMs: number;
}

/**
 * A set at least this large is solved once a puzzle by default: one stall moves one time among
 * thousands, and repeating would multiply a long run.
 */
export const LARGE_SET = 1000;
/** Timed solves a small set's run makes of each strategy by default, spread over its puzzles. */
export const SMALL_SET_SOLVES = 700;
/** The fewest and most timed solves of a puzzle by default, in a small set. */
export const REPEAT_RANGE = Object.freeze({ least: 5, most: 15 });

/**
 * The default `repeat` for a set of `puzzles`, as hyperfine repeats a short command: a small set is
 * solved over and over (SMALL_SET_SOLVES solves a strategy, five to fifteen a puzzle), so that each
 * puzzle's time is the median of several and no stall decides it; a large set once a puzzle.
 */
export function repeatFor(puzzles: number): number {
  if (puzzles >= LARGE_SET) return 1;
  const spread = Math.ceil(SMALL_SET_SOLVES / Math.max(1, puzzles));
  return Math.min(REPEAT_RANGE.most, Math.max(REPEAT_RANGE.least, spread));
}

/** The settings of a run where the caller gives none (`repeat` is a large set's: see repeatFor). */
export const defaultSettings: RunSettings = Object.freeze({
  maxSolutions: 1,
  timeoutMs: 5000,
  repeat: 1,
  warmupMs: 50,
});

/** What each setting may be, for the apps' checks and messages: whole numbers, or times in ms. */
export const settingLimits: Readonly<
  Record<keyof RunSettings, { readonly least: number; readonly most: number }>
> = Object.freeze({
  maxSolutions: { least: 1, most: 1_000_000 },
  timeoutMs: { least: 1, most: 3_600_000 },
  repeat: { least: 1, most: 1000 },
  warmupMs: { least: 0, most: 600_000 },
});
