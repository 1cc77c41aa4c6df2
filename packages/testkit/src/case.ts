/** One case of the conformance suite, as the cases (cases.ts) make it and the checks (check.ts) run it. */
import type { Grid } from '@sudoku-lab/core';

/** What a case checks; runCase knows how to run each. */
export type CaseKind =
  /** One solution, known: found with maxSolutions 1 (traced) and proved unique with maxSolutions 2. */
  | 'unique'
  /** A full board: solved with no placement. */
  | 'solved-grid'
  /** No givens at all: 'multiple' with maxSolutions 2. */
  | 'empty-grid'
  /** Two or more solutions: 'multiple' with maxSolutions 2, 'solved' with maxSolutions 1. */
  | 'several-solutions'
  /** No solution, no conflicting givens: 'unsolvable'. */
  | 'unsolvable'
  /** Two givens with one digit in a unit: 'invalid', the conflict naming both cells. */
  | 'conflicting-givens'
  /** A plain, unfrozen input grid comes back as it went in. */
  | 'input-untouched'
  /** A small maxPlacements: 'aborted' within the budget. */
  | 'placement-budget'
  /** A deadline already past: 'aborted'. */
  | 'deadline-passed'
  /** A deadline 30 ms ahead on a puzzle slow for cell-by-cell search: aborted or solved, and back in time. */
  | 'deadline-soon'
  /** An AbortSignal fired from inside onEvent: the solve stops soon after. */
  | 'abort-signal'
  /**
   * Every solution counted, on a board where each empty cell has three candidates: a search must try
   * a cell's third candidate to find them all.
   */
  | 'all-solutions'
  /** A deadline 5 ms ahead on a search that cannot finish by then: back within a few ms, even with a slow onEvent. */
  | 'deadline-overshoot';

/** One case of the conformance suite: a puzzle, what kind of check it is, and what a correct solver must answer. */
export interface ConformanceCase {
  /** Unique within its shape: 'unique: everest', 'budget: deadline already past'. */
  readonly name: string;
  readonly kind: CaseKind;
  readonly puzzle: Grid;
  /** The puzzle's one solution, where it has exactly one. */
  readonly solution?: Grid;
  /** For 'conflicting-givens': the two cells the conflict must name, in board order. */
  readonly conflict?: readonly [number, number];
  /** For 'all-solutions': how many solutions the puzzle has (counted by the reference search). */
  readonly solutionCount?: number;
}
