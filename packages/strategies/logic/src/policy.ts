/**
 * The rating policy: which finder serves each technique record on each ladder, and the ladders made
 * from them. The player's ladder (nextStep, explain) runs the player finders easiest first, by the
 * records' scores; Sudoku Explainer's ladder (rate) runs SE's finders in the records' order, each step
 * rated as SE rates it; a variant's ladder runs the finders that read a variant's houses and cages.
 *
 * Adding a technique is a record (records.ts) and its finder, with its entry in its family's table
 * beside it (techniques/finders.ts): the table here gathers the families', typed by the records' ids,
 * so a record without an entry, or an entry without a record, does not compile, and records.test.ts
 * fails on a record with no finder.
 */

import { records, type TechniqueId } from './records.js';
import type { Board, RatedTechnique, Step, Technique } from './state.js';
import { alsFinders } from './techniques/als.js';
import { chainingFinders } from './techniques/chaining.js';
import { chainFinders } from './techniques/chains.js';
import { exclusionFinders } from './techniques/exclusion.js';
import type { Finders, FinderTable } from './techniques/finders.js';
import { fishFinders } from './techniques/fish.js';
import { intersectionFinders } from './techniques/intersections.js';
import { singleDigitFinders } from './techniques/single-digit.js';
import { singleFinders } from './techniques/singles.js';
import { strongLinkFinders } from './techniques/strong-links.js';
import { subsetFinders } from './techniques/subsets.js';
import { uniquenessFinders } from './techniques/uniqueness.js';
import { wingFinders } from './techniques/wings.js';
import { assumedDigitFinders } from './variants/assumed-digit.js';
import { variantLockingFinders } from './variants/basics.js';
import { constraintRuleFinders } from './variants/constraint-rules.js';
import { killerFinders } from './variants/killer.js';
import type { VariantState, VariantTechnique } from './variants/state.js';

export type { Finders } from './techniques/finders.js';

/** Every family's table of finders, each beside its finders (records.test.ts checks no id is in two). */
export const families: readonly FinderTable[] = [
  singleFinders,
  intersectionFinders,
  subsetFinders,
  fishFinders,
  wingFinders,
  singleDigitFinders,
  strongLinkFinders,
  uniquenessFinders,
  alsFinders,
  exclusionFinders,
  chainFinders,
  chainingFinders,
  variantLockingFinders,
  killerFinders,
  constraintRuleFinders,
  assumedDigitFinders,
];

/**
 * The finders of every technique, by its record's id: the families' tables gathered. Typed by the
 * records' ids, so a record no family gives a finder does not compile.
 */
export const finders: { readonly [Id in TechniqueId]: Finders } = {
  ...singleFinders,
  ...intersectionFinders,
  ...subsetFinders,
  ...fishFinders,
  ...wingFinders,
  ...singleDigitFinders,
  ...strongLinkFinders,
  ...uniquenessFinders,
  ...alsFinders,
  ...exclusionFinders,
  ...chainFinders,
  ...chainingFinders,
  ...variantLockingFinders,
  ...killerFinders,
  ...constraintRuleFinders,
  ...assumedDigitFinders,
};

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
 * A ladder of the records with a finder of one kind (the player's or a variant's), easiest first (by
 * score; records of one score in the records' order), each rung made of its record and that finder.
 */
function rungsOf<Kind extends 'player' | 'variant', R extends { readonly score: number }>(
  kind: Kind,
  rung: (record: (typeof records)[number], find: NonNullable<Finders[Kind]>) => R,
): readonly R[] {
  const rungs: R[] = [];
  for (const r of records) {
    const find = finders[r.id][kind];
    if (find !== undefined) rungs.push(Object.freeze(rung(r, find)));
  }
  return Object.freeze(rungs.sort((a, b) => a.score - b.score));
}

/**
 * The player-facing ladder, easiest first (by score; records of one score in the records' order): a
 * solve always takes the first one that makes progress.
 */
export const ladder: readonly Rung[] = rungsOf('player', ({ id, name, score, uniqueness }, find) => ({
  id,
  name,
  score,
  uniqueness,
  find,
}));

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

/** Sudoku Explainer's ladder: its finders in its order, each once, with whether it relies on uniqueness. */
export const explainerLadder: readonly { readonly find: RatedTechnique; readonly uniqueness: boolean }[] =
  (() => {
    const seen = new Set<RatedTechnique>();
    const out: { find: RatedTechnique; uniqueness: boolean }[] = [];
    for (const r of records) {
      const find = finders[r.id].explainer;
      if (find === undefined || seen.has(find)) continue;
      seen.add(find);
      out.push({ find, uniqueness: r.uniqueness });
    }
    return Object.freeze(out);
  })();

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
export const variantLadder: readonly VariantRung[] = rungsOf('variant', ({ id, score }, find) => ({
  id,
  score,
  find,
}));

/** The easiest step that makes progress on a variant's board, or null: no guessing. */
export function findVariantStep(state: VariantState, checkBudgets: () => void): Step | null {
  for (const rung of variantLadder) {
    checkBudgets();
    const step = rung.find(state);
    if (step !== null) return step;
  }
  return null;
}
