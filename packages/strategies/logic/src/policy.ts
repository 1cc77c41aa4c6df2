/**
 * The rating policy: which finder serves each technique record on each ladder, and the ladders made
 * from them. The player's ladder (nextStep, explain) runs the player finders easiest first, by the
 * records' scores; Sudoku Explainer's ladder (rate) runs SE's finders in the records' order, each step
 * rated as SE rates it; a variant's ladder runs the finders that read a variant's houses and cages.
 *
 * Adding a technique is a record (records.ts) and its finder here: the table below is typed by the
 * records' ids, so a record without an entry, or an entry without a record, does not compile, and
 * policy.test.ts fails on an entry that names no finder.
 */

import { chainingProducers, chainingTechniques } from './chaining/index.js';
import { kindsOf, techniqueOf } from './chaining/producers.js';
import { CYCLE_IDS, FORCING_IDS, records, scoreOf, type TechniqueId } from './records.js';
import type { Board, RatedTechnique, Step, Technique } from './state.js';
import { alsWing, alsXz } from './techniques/als.js';
import { chain, forcingChain } from './techniques/chains.js';
import { alignedPairExclusion, alignedTripleExclusion } from './techniques/exclusion.js';
import { explainerFish, fish } from './techniques/fish.js';
import { claiming, directLocking, locking, pointing } from './techniques/intersections.js';
import { simpleColouring, skyscraper, twoStringKite } from './techniques/single-digit.js';
import {
  fullHouse,
  hiddenSingleBox,
  hiddenSingleHouse,
  hiddenSingleLine,
  nakedSingle,
} from './techniques/singles.js';
import { strongLinkChains } from './techniques/strong-links.js';
import { hiddenSet, hiddenSubset, nakedSet, nakedSubset } from './techniques/subsets.js';
import { uniqueLoops } from './techniques/unique-loops.js';
import {
  bivalueGrave,
  bugPlusOne,
  uniqueRectangle1,
  uniqueRectangle2,
  uniqueRectangle3,
  uniqueRectangle4,
} from './techniques/uniqueness.js';
import { wWing, xyWing, xyzWing } from './techniques/wings.js';
import { lockedCandidates } from './variants/basics.js';
import { constraintRule } from './variants/constraint-rules.js';
import { cageCombinations, cagePointing, ruleOf45 } from './variants/killer.js';
import type { VariantState, VariantTechnique } from './variants/state.js';

/** A technique's finders: on the player's ladder, on Sudoku Explainer's, on a variant's (each optional). */
export interface Finders {
  readonly player?: Technique;
  /** Shared by the records it finds: SE runs it once, where its first record stands. */
  readonly explainer?: RatedTechnique;
  readonly variant?: VariantTechnique;
}

/** A player-ladder finder rated at a score (SE has the technique and rates it flat). */
const flat =
  (find: Technique, score: number): RatedTechnique =>
  (state) => {
    const step = find(state);
    return step === null ? null : { rating: score, step };
  };

// The explainer finders several records share.
const singles = (() => {
  const ratedFullHouse = flat(fullHouse, scoreOf('full-house'));
  const ratedHiddenSingleBox = flat(hiddenSingleBox, scoreOf('hidden-single-box'));
  const ratedHiddenSingleLine = flat(hiddenSingleLine, scoreOf('hidden-single-line'));
  return (state: Board) =>
    ratedFullHouse(state) ?? ratedHiddenSingleBox(state) ?? ratedHiddenSingleLine(state);
})();
const directHiddenPair = hiddenSet(2, true);
const directHiddenTriple = hiddenSet(3, true);

/** Each chaining technique's producer: the first that names its steps. */
const chainingFinder = (() => {
  const out = new Map<string, RatedTechnique>();
  const named = new Set(chainingTechniques.map((t) => t.id));
  for (const p of chainingProducers) {
    // Only the kinds the producer finds: the first producer would otherwise claim every kind's id
    // (techniqueOf names a unary producer's step by its kind alone), the multiple forcing chains' too.
    for (const kind of kindsOf(p.config)) {
      const { id } = techniqueOf(kind, p.config);
      if (named.has(id) && !out.has(id)) out.set(id, p.find);
    }
  }
  return (id: string): Finders => {
    const find = out.get(id);
    if (find === undefined) throw new Error(`no chaining producer finds ${id}`);
    return { explainer: find };
  };
})();

// The finders that serve the player's ladder and the variant ladder alike: one object each.
const [xWing, swordfish, jellyfish] = [fish(2, false), fish(3, false), fish(4, false)];
const [finnedXWing, finnedSwordfish, finnedJellyfish] = [fish(2, true), fish(3, true), fish(4, true)];
const [xChain, xyChain, aic] = [chain('x'), chain('xy'), chain('aic')];
const naked = [null, null, nakedSubset(2), nakedSubset(3), nakedSubset(4)] as const;
const hidden = [null, null, hiddenSubset(2), hiddenSubset(3), hiddenSubset(4)] as const;

const uniqueRectangles = [uniqueRectangle1, uniqueRectangle2, uniqueRectangle3, uniqueRectangle4] as const;

/** The finders of every technique, by its record's id. */
export const finders: { readonly [Id in TechniqueId]: Finders } = {
  'full-house': { player: fullHouse, explainer: singles, variant: fullHouse },
  'hidden-single-box': { player: hiddenSingleBox, explainer: singles, variant: hiddenSingleBox },
  'hidden-single-house': { variant: hiddenSingleHouse },
  'hidden-single-line': { player: hiddenSingleLine, explainer: singles, variant: hiddenSingleLine },
  'direct-pointing': { explainer: directLocking },
  'direct-claiming': { explainer: directLocking },
  'direct-hidden-pair': { explainer: directHiddenPair },
  'naked-single': {
    player: nakedSingle,
    explainer: flat(nakedSingle, scoreOf('naked-single')),
    variant: nakedSingle,
  },
  'cage-combinations': { variant: cageCombinations },
  'constraint-rule': { variant: constraintRule },
  'direct-hidden-triple': { explainer: directHiddenTriple },
  pointing: { player: pointing, explainer: locking, variant: pointing },
  'rule-of-45': { variant: ruleOf45 },
  claiming: { player: claiming, explainer: locking, variant: claiming },
  'locked-candidates': { variant: lockedCandidates },
  'cage-pointing': { variant: cagePointing },
  'naked-pair': { player: naked[2], explainer: nakedSet(2), variant: naked[2] },
  'x-wing': { player: xWing, explainer: explainerFish(2), variant: xWing },
  'hidden-pair': { player: hidden[2], explainer: hiddenSet(2, false), variant: hidden[2] },
  'naked-triple': { player: naked[3], explainer: nakedSet(3), variant: naked[3] },
  swordfish: { player: swordfish, explainer: explainerFish(3), variant: swordfish },
  'hidden-triple': { player: hidden[3], explainer: hiddenSet(3, false), variant: hidden[3] },
  'strong-links-2': { explainer: strongLinkChains(2) },
  'xy-wing': { player: xyWing, explainer: flat(xyWing, scoreOf('xy-wing')), variant: xyWing },
  'xyz-wing': { player: xyzWing, explainer: flat(xyzWing, scoreOf('xyz-wing')), variant: xyzWing },
  'unique-rectangle-1': { player: uniqueRectangles[0], explainer: uniqueLoops },
  'unique-rectangle-2': { player: uniqueRectangles[1], explainer: uniqueLoops },
  'unique-rectangle-3': { player: uniqueRectangles[2], explainer: uniqueLoops },
  'unique-rectangle-4': { player: uniqueRectangles[3], explainer: uniqueLoops },
  'unique-loop-1': { explainer: uniqueLoops },
  'unique-loop-2': { explainer: uniqueLoops },
  'unique-loop-3': { explainer: uniqueLoops },
  'unique-loop-4': { explainer: uniqueLoops },
  'unique-rectangle-3-hidden': { explainer: uniqueLoops },
  'unique-loop-3-hidden': { explainer: uniqueLoops },
  'naked-quad': { player: naked[4], explainer: nakedSet(4), variant: naked[4] },
  jellyfish: { player: jellyfish, explainer: explainerFish(4), variant: jellyfish },
  'hidden-quad': { player: hidden[4], explainer: hiddenSet(4, false), variant: hidden[4] },
  'strong-links-3': { explainer: strongLinkChains(3) },
  'wxyz-wing': { explainer: alsWing(3) },
  'bug-plus-one': { player: bugPlusOne },
  'bug-1': { explainer: bivalueGrave },
  'bug-2': { explainer: bivalueGrave },
  'bug-3': { explainer: bivalueGrave },
  'bug-4': { explainer: bivalueGrave },
  'vwxyz-wing': { explainer: alsWing(4) },
  'aligned-pair-exclusion': { explainer: alignedPairExclusion },
  ...(Object.fromEntries(CYCLE_IDS.map((id) => [id, chainingFinder(id)])) as {
    readonly [Id in (typeof CYCLE_IDS)[number]]: Finders;
  }),
  'aligned-triple-exclusion': { explainer: alignedTripleExclusion },
  ...(Object.fromEntries(FORCING_IDS.map((id) => [id, chainingFinder(id)])) as {
    readonly [Id in (typeof FORCING_IDS)[number]]: Finders;
  }),
  skyscraper: { player: skyscraper, variant: skyscraper },
  'two-string-kite': { player: twoStringKite, variant: twoStringKite },
  'finned-x-wing': { player: finnedXWing, variant: finnedXWing },
  'w-wing': { player: wWing, variant: wWing },
  'simple-colouring': { player: simpleColouring, variant: simpleColouring },
  'finned-swordfish': { player: finnedSwordfish, variant: finnedSwordfish },
  'x-chain': { player: xChain, variant: xChain },
  'finned-jellyfish': { player: finnedJellyfish, variant: finnedJellyfish },
  'xy-chain': { player: xyChain, variant: xyChain },
  aic: { player: aic, variant: aic },
  'als-xz': { player: alsXz },
  'forcing-chain': { player: forcingChain },
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
 * The player-facing ladder, easiest first (by score; records of one score in the records' order): a
 * solve always takes the first one that makes progress.
 */
export const ladder: readonly Rung[] = Object.freeze(
  records
    .filter((r) => finders[r.id].player !== undefined)
    .map(({ id, name, score, uniqueness }) =>
      Object.freeze({ id, name, score, uniqueness, find: finders[id].player! }),
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
export const variantLadder: readonly VariantRung[] = Object.freeze(
  records
    .filter((r) => finders[r.id].variant !== undefined)
    .map(({ id, score }) => Object.freeze({ id, score, find: finders[id].variant! }))
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
