import type { Conflict } from './conflicts.js';
import type { Grid } from './grid.js';
import type { RuleKind } from './rules.js';
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
  /**
   * The kinds of rule beyond rows, columns and boxes it handles (variants: see Rules); a puzzle with
   * any other comes back 'invalid', naming the rule. Absent or empty: classic puzzles only.
   */
  readonly rules?: readonly RuleKind[];
  /** Synchronous; never throws on a well-formed Grid; never mutates it. */
  solve(puzzle: Grid, options?: SolveOptions): SolveResult;
}
