import { records, type TechniqueId } from '../records.js';
import type { Step } from '../state.js';
import type { VariantState, VariantTechnique } from './state.js';

/** A rung of the variant ladder: a technique and its finder on a variant's board. */
interface VariantRung {
  readonly id: TechniqueId;
  readonly score: number;
  readonly find: VariantTechnique;
}

/**
 * The player ladder on variants, easiest first (by score; records of one score in the records'
 * order): the records with a finder on a variant's board. No uniqueness technique is on it.
 */
export const variantLadder: readonly VariantRung[] = Object.freeze(
  records
    .filter((r) => r.variant !== null)
    .map(({ id, score, variant }) => Object.freeze({ id, score, find: variant! }))
    .sort((a, b) => a.score - b.score),
);

/** The easiest step that makes progress on a variant's board, or null: no guessing. */
export function findVariantStep(state: VariantState, checkBudgets: () => void): Step | null {
  for (const rung of variantLadder) {
    checkBudgets();
    const step = rung.find(state);
    if (step !== null) return step;
  }
  return null;
}
