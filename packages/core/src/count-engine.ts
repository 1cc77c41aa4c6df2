/**
 * What a counting engine is handed and what it is: the contract between the counter (count.ts), which
 * validates a puzzle and its options and keeps the budget, and the engines that search (classic-count.ts
 * for classic 9x9, rule-count.ts under a variant's rules, count.ts's own for other shapes).
 */
import type { Shape } from './shape.js';
import type { CellDigit } from './solver.js';
import type { ShapeTables } from './tables.js';

/** A candidate ruled out before a count: `digit` (1..size) may not stand in `cell` (row-major). */
export type Exclusion = CellDigit;

/**
 * What an engine is handed: a checked puzzle (well-formed, a shape the engine counts, no clashing
 * givens) and checked exclusions (each of an empty cell). The engine calls `step` before each try at
 * a choice (it applies the budget, and throws when the budget ran out: let it pass) and `found` with
 * each full board, and stops when `found` says the limit is reached.
 */
export interface CountJob {
  readonly cells: readonly number[];
  readonly tables: ShapeTables;
  /** The exclusions, each of an empty cell (those of a given core has dealt with). */
  readonly exclude: readonly Exclusion[];
  /** CountOptions.guide, checked: a board of the shape's cell count, or undefined. */
  readonly guide: readonly number[] | undefined;
  /**
   * One step of the engine's work (a try at a guess), spent from the count's Budget: past maxSteps,
   * the deadline or the signal it throws core's BudgetExhaustedError (let it pass).
   */
  step(): void;
  /**
   * Whether `found` reads the cells it is handed (an onSolution was given): when false, an engine may
   * hand it any array rather than write a solution's cells out.
   */
  readonly reads: boolean;
  /** Counts a solution (its cells, row-major, read during the call); true when the limit is reached and the engine should stop. */
  found(cells: ArrayLike<number>): boolean;
}

/** A way of counting: the shapes it counts and its search. */
export interface CountEngine {
  /** The shapes it counts; a puzzle of another is refused before the engine runs. */
  readonly shapes: readonly Shape[];
  /** Counts the job's puzzle: `job.found` at each solution until it says to stop, `job.step` as it works. */
  count(job: CountJob): void;
}
