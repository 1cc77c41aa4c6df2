import type { TechniqueId } from '../records.js';
import type { RatedTechnique, Technique } from '../state.js';
import type { VariantTechnique } from '../variants/state.js';

/**
 * A technique's finders: on the player's ladder, on Sudoku Explainer's, on a variant's (each
 * optional). A finder written over the board's houses serves the player's ladder and the variant
 * ladder as one object; SE's ladder takes it rated flat, or SE's own search where SE's order and rules
 * decide which step is first (subsets, locked candidates, fish).
 */
export interface Finders {
  readonly player?: Technique;
  /** Shared by the records it finds: SE runs it once, where its first record stands. */
  readonly explainer?: RatedTechnique;
  readonly variant?: VariantTechnique;
}

/**
 * A family's finders, by record id: each family file exports one beside its finders, and the policy
 * (../policy.ts) gathers them. Adding a technique is its record (../records.ts) and its finder with
 * its entry here: a record without an entry, or an entry without a record, does not compile.
 */
export type FinderTable = { readonly [Id in TechniqueId]?: Finders };

/** A player-ladder finder rated at a score (SE has the technique and rates it flat). */
export const flat =
  (find: Technique, score: number): RatedTechnique =>
  (state) => {
    const step = find(state);
    return step === null ? null : { rating: score, step };
  };
