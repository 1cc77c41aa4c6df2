import type { Grid, ShapeName } from '@sudoku-lab/core';

/**
 * The levels and the rating of @sudoku-lab/logic's `rate` (names fixed in the project's design), until
 * that package is published: then these become its own types.
 */
export type Level = 'easy' | 'medium' | 'hard' | 'expert' | 'extreme';

export const levels: readonly Level[] = Object.freeze(['easy', 'medium', 'hard', 'expert', 'extreme']);

export interface Rating {
  readonly score: number;
  readonly level: Level;
  readonly hardest: string | null;
  readonly steps: number;
  readonly solvedByLogic: boolean;
  readonly solutions: 0 | 1 | 2;
}

/**
 * The rater of each shape, or undefined where none rates it: @sudoku-lab/logic's rate(), 9x9 only,
 * once that package is published.
 */
export const raters: Readonly<Partial<Record<ShapeName, (puzzle: Grid) => Rating>>> = Object.freeze({});
