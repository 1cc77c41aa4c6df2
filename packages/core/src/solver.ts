import type { Conflict } from './conflicts.js';
import type { Grid } from './grid.js';
import type { Shape } from './shape.js';

/**
 * How a solve ended: 'solved' (a solution found; with maxSolutions 2 or more, the only one),
 * 'multiple' (two or more found), 'unsolvable' (none), 'invalid' (the puzzle was refused: see message
 * and conflicts) or 'aborted' (a budget ran out: see message).
 */
export type SolveStatus = 'solved' | 'multiple' | 'unsolvable' | 'invalid' | 'aborted';

/** Why a solve placed a digit: forced (naked single), the only place in a unit (hidden single), a guess at a choice, or a try by plain enumeration. */
export type PlaceReason = 'single' | 'hidden' | 'guess' | 'try';

/**
 * The trace of a solve. Replaying it onto the puzzle with a stack of saved boards ends on the
 * solution: `guess` saves the board (and candidates), `backtrack` returns to the board saved at the last guess.
 */
export type SolveEvent =
  | { readonly type: 'place'; readonly cell: number; readonly digit: number; readonly reason: PlaceReason }
  | { readonly type: 'eliminate'; readonly cell: number; readonly digit: number }
  | { readonly type: 'guess'; readonly cell: number }
  | { readonly type: 'backtrack' }
  | { readonly type: 'contradiction'; readonly cell: number }
  | { readonly type: 'solution' };

/**
 * The options of a solve. One rule for odd values: a value the option does not allow is refused with
 * status 'invalid' and a `message` naming the option, what it allows and what it got (conflicts empty,
 * so it is told apart from conflicting givens); never rounded, clamped or ignored. An option left out,
 * undefined or null takes its default, and `solve(grid, null)` is `solve(grid)`.
 *
 * `solve` is synchronous: nothing else runs while it does, so a timer cannot fire during it and an
 * AbortSignal is seen aborted only when aborted from inside the solve (from onEvent). A time limit is
 * a `deadline`.
 */
export interface SolveOptions {
  /** Stop after this many solutions: 1 (the default) finds one, 2 proves uniqueness; a whole number >= 1, or Infinity for all. */
  readonly maxSolutions?: number;
  /**
   * A performance.now() time; past it the solve stops with status 'aborted', returning within about a
   * millisecond (core looks at the clock by time, not by a count of placements). Infinity for none; a
   * time already past stops the solve before it starts.
   */
  readonly deadline?: number;
  /** A work budget: the solve stops with status 'aborted' rather than place more digits; a whole number >= 0, or Infinity. */
  readonly maxPlacements?: number;
  /** An AbortSignal (or any object with a boolean `aborted`); seen aborted, the solve stops with status 'aborted'. */
  readonly signal?: AbortSignal;
  /** Receives the trace. Without it, tracing costs nothing. */
  readonly onEvent?: (event: SolveEvent) => void;
}

/**
 * What every strategy counts, the same way. A strategy may add counters of its own (collapses, eliminations).
 */
export interface SolveStats {
  /** Digits written by the strategy, every try counted, givens not. */
  placements: number;
  /** Placements made at a choice between two or more candidates. */
  guesses: number;
  /** Choices undone. */
  backtracks: number;
  [counter: string]: number;
}

/** What Solver.solve returns, the same shape for every strategy. */
export interface SolveResult {
  readonly status: SolveStatus;
  /** The (first) solution found, or null. */
  readonly solution: Grid | null;
  /** Solutions found, at most maxSolutions. */
  readonly solutionCount: number;
  /** For 'invalid': the pairs of conflicting givens. */
  readonly conflicts: readonly Conflict[];
  readonly stats: SolveStats;
  /** For 'invalid' and 'aborted': what happened, in words. */
  readonly message?: string;
}

/** A Sudoku strategy: what every sudoku-lab strategy package exports as `solver`. */
export interface Solver {
  /** Short, stable, lower-case: 'norvig'. */
  readonly id: string;
  /** For people: "Norvig's constraint propagation". */
  readonly name: string;
  readonly description: string;
  /** The shapes it solves; any other comes back 'invalid'. */
  readonly shapes: readonly Shape[];
  /** Synchronous; never throws on a well-formed Grid; never mutates it. */
  solve(puzzle: Grid, options?: SolveOptions): SolveResult;
}
