import type { Grid, ShapeName } from '@sudoku-lab/core';
import { type Level, levelBands, type Rating, rate } from '@sudoku-lab/logic';

export type { Level, Rating };

/** @sudoku-lab/logic's levels, easiest first. */
export const levels: readonly Level[] = Object.freeze(levelBands.map((band) => band.level));

/** The rater of each shape, or undefined where none rates it: @sudoku-lab/logic's rate(), 9x9 only. */
export const raters: Readonly<Partial<Record<ShapeName, (puzzle: Grid) => Rating>>> = Object.freeze({
  '9x9': rate,
});
