import { createGrid, type Grid, type Rules, type ShapeName, shapes } from '@sudoku-lab/core';
import { explain, type Level, levelBands, levelOf, type Rating, rate } from '@sudoku-lab/logic';
import type { Budget } from './budget.js';

export type { Level, Rating };

/** @sudoku-lab/logic's levels, easiest first. */
export const levels: readonly Level[] = Object.freeze(levelBands.map((band) => band.level));

/** The rater of each shape, or undefined where none rates it: @sudoku-lab/logic's rate(), 9x9 only. */
export const raters: Readonly<Partial<Record<ShapeName, (puzzle: Grid) => Rating>>> = Object.freeze({
  '9x9': rate,
});

/**
 * A variant puzzle's rating. logic's `rate` runs Sudoku Explainer's ladder, which has no steps for a
 * variant's rules, so a variant is rated on the ladder logic explains it with (its records' scores): ER
 * the hardest step's rating, ED the first step's, EP the hardest up to the first placement, as `rate`
 * reads them, and the level of ER on logic's bands ('extreme' above 7.0, or where logic alone does not finish).
 * A deadline or signal that stops the explanation leaves `complete` false, and `stopped` says which.
 */
export function variantRating(puzzle: Grid, budget: Budget = {}): Rating {
  const explanation = explain(puzzle, budget);
  let score = 0;
  let pearl = 0;
  let hardest: Rating['hardest'] = null;
  let placed = false;
  for (const step of explanation.steps) {
    if (step.rating > score) {
      score = step.rating;
      hardest = step.technique;
    }
    if (!placed) {
      pearl = score;
      placed = step.placements.length > 0;
    }
  }
  return Object.freeze({
    score,
    pearl,
    diamond: explanation.steps[0]?.rating ?? 0,
    level: levelOf(score, explanation.solved),
    hardest,
    steps: explanation.steps.length,
    solvedByLogic: explanation.solved,
    solutions: explanation.solutions,
    complete: explanation.complete,
    stopped: explanation.stopped,
  });
}

/** A puzzle at a level, and its rating. */
export interface Leveled {
  readonly puzzle: Grid;
  readonly rating: Rating;
}

/**
 * A variant puzzle at `level`, found along a carve. The carve took the board's clues away an orbit at a
 * time (`removed`, in order), each removal keeping one solution, so every puzzle along the way is unique;
 * as clues go, logic's level rises (as a rule, not always: the bisection reads only the points it
 * visits). The puzzle kept is the last one along the carve that logic rates at most `level`, found by
 * bisection, when its level is `level` itself; null when the carve leaps past the level, or never
 * reaches it. A puzzle at a level is unique but not always minimal: a further clue taken away would
 * make it harder than the level asked.
 */
export function alongCarve(
  level: Level,
  solution: readonly number[],
  rules: Rules,
  removed: readonly (readonly number[])[],
  rater: (puzzle: Grid) => Rating,
): Leveled | null {
  const rank = (rating: Rating) => levels.indexOf(rating.level!);
  const wanted = levels.indexOf(level);
  const at = (taken: number): Leveled => {
    const cells = [...solution];
    for (let k = 0; k < taken; k++) for (const cell of removed[k]!) cells[cell] = 0;
    const puzzle = createGrid(shapes['9x9'], cells, rules);
    return { puzzle, rating: rater(puzzle) };
  };
  // The full board is the easiest point (no step to take); the carved puzzle the hardest.
  let easier = 0;
  let harder = removed.length;
  let found: Leveled | null = null;
  const last = at(harder);
  if (rank(last.rating) <= wanted) return rank(last.rating) === wanted ? last : null;
  while (harder - easier > 1) {
    const middle = (easier + harder) >> 1;
    const point = at(middle);
    if (rank(point.rating) <= wanted) {
      easier = middle;
      found = point;
    } else harder = middle;
  }
  return found !== null && rank(found.rating) === wanted ? found : null;
}
