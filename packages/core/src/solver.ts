import type { Conflict } from './conflicts.js';
import type { Grid } from './grid.js';
import type { RuleKind } from './rules.js';
import type { Shape } from './shape.js';

/**
 * How a solve ended: 'solved' (a solution found; with maxSolutions 2 or more, the only one),
 * 'multiple' (two or more found), 'unsolvable' (none), 'invalid' (the puzzle was refused: see message
 * and conflicts) or 'aborted' (a budget ran out: see message).
 */
export type SolveStatus = SolveResult['status'];

/** Why a solve placed a digit: forced (naked single), the only place in a unit (hidden single), a guess at a choice, or a try by plain enumeration. */
export type PlaceReason = 'single' | 'hidden' | 'guess' | 'try';

/**
 * A digit (1..size) at a cell (row-major): what a step places or crosses out, or a candidate a count
 * is told to leave out. The one such pair every package speaks of.
 */
export interface CellDigit {
  readonly cell: number;
  readonly digit: number;
}

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

/** Options of Solver.solve: how many solutions to look for, the budgets, and the trace. */
export interface SolveOptions {
  /** Stop after this many solutions: 1 (the default) finds one, 2 proves uniqueness. */
  readonly maxSolutions?: number;
  /** A performance.now() time; past it the solve stops with status 'aborted'. */
  readonly deadline?: number;
  /** A work budget: the solve stops with status 'aborted' rather than place more digits than this. */
  readonly maxPlacements?: number;
  /** Aborting it stops the solve with status 'aborted'. */
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

/** What every result holds, whatever its status. */
export interface SolveOutcome {
  /** Solutions found, at most maxSolutions. */
  readonly solutionCount: number;
  readonly stats: SolveStats;
}

/** A solution found: with maxSolutions 2 or more, the only one. */
export interface SolvedResult extends SolveOutcome {
  readonly status: 'solved';
  readonly solution: Grid;
  readonly conflicts: readonly [];
  readonly message?: undefined;
}

/** Two or more solutions found (up to maxSolutions); `solution` is the first. */
export interface MultipleResult extends SolveOutcome {
  readonly status: 'multiple';
  readonly solution: Grid;
  readonly conflicts: readonly [];
  readonly message?: undefined;
}

/** The search ended without a solution: there is none. */
export interface UnsolvableResult extends SolveOutcome {
  readonly status: 'unsolvable';
  readonly solution: null;
  readonly conflicts: readonly [];
  readonly message?: undefined;
}

/**
 * The puzzle was refused unsearched: conflicting givens (named in `conflicts`, each naming both cells), a
 * shape the strategy does not solve, a malformed Grid or option; `message` says which, in words.
 */
export interface InvalidResult extends SolveOutcome {
  readonly status: 'invalid';
  readonly solution: null;
  readonly conflicts: readonly Conflict[];
  readonly message: string;
}

/**
 * A budget ran out (the deadline, maxPlacements, the signal); `message` says which. `solution` is one
 * found before it did (with maxSolutions 2 or more), or null.
 */
export interface AbortedResult extends SolveOutcome {
  readonly status: 'aborted';
  readonly solution: Grid | null;
  readonly conflicts: readonly [];
  readonly message: string;
}

/**
 * What Solver.solve returns, the same for every strategy: a union on `status`, so that once a caller
 * has checked `status === 'solved'` (or 'multiple'), `solution` is a Grid, and after 'invalid' or
 * 'aborted', `message` is a string.
 */
export type SolveResult = SolvedResult | MultipleResult | UnsolvableResult | InvalidResult | AbortedResult;

/** A Sudoku strategy: what every sudoku-lab strategy package exports as `solver`. */
export interface Solver {
  /** Short, stable, lower-case: 'norvig'. */
  readonly id: string;
  /** For people: "Norvig's constraint propagation". */
  readonly name: string;
  readonly description: string;
  /** The shapes it solves; any other comes back 'invalid'. */
  readonly shapes: readonly Shape[];
  /**
   * The kinds of rule beyond rows, columns and boxes it handles (variants: see Rules); a puzzle with
   * any other comes back 'invalid', naming the rule. Absent or empty: classic puzzles only.
   */
  readonly rules?: readonly RuleKind[];
  /** Synchronous; never throws on a well-formed Grid; never mutates it. */
  solve(puzzle: Grid, options?: SolveOptions): SolveResult;
}
