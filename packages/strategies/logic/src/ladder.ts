import { records, type TechniqueId } from './records.js';
import type { Board, Step, Technique } from './state.js';

/** A rung of the player-facing ladder: a technique, its score on Sudoku Explainer's scale, and how to find it. */
export interface Rung {
  readonly id: TechniqueId;
  readonly name: string;
  readonly score: number;
  /** Relies on the puzzle having one solution: tried only when it is known to. */
  readonly uniqueness: boolean;
  readonly find: Technique;
}

/**
 * The player-facing ladder, easiest first (by score; records of one score in the records' order): a
 * solve always takes the first one that makes progress.
 */
export const ladder: readonly Rung[] = Object.freeze(
  records
    .filter((r) => r.player !== null)
    .map(({ id, name, score, uniqueness, player }) =>
      Object.freeze({ id, name, score, uniqueness, find: player! }),
    )
    .sort((a, b) => a.score - b.score),
);

/** The easiest step that makes progress on the board, or null when none does. */
export function findStep(state: Board, rungs: readonly Rung[] = ladder): Step | null {
  for (const r of rungs) {
    if (r.uniqueness && !state.unique) continue;
    state.checkBudgets();
    const step = r.find(state);
    if (step !== null) return step;
  }
  return null;
}
