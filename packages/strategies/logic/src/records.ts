/**
 * The technique records: one list, from which both ladders come. Each record holds a technique's
 * id, its name, its rating (the base score on Sudoku Explainer's scale, and in words how a step of
 * it is rated), and its finders: on the player-facing ladder (nextStep, explain: names players
 * know, easiest first) and on Sudoku Explainer's ladder (rate: SE's techniques in SE's order, each
 * step rated as SE rates it). A technique on one ladder only has no finder on the other.
 *
 * Sudoku Explainer's ladder runs its finders in the order of this list; one finder may find the
 * steps of several records (its pointing and claiming are one search, as are its unique loops), so
 * it runs where its first record stands.
 */
import { alsXz } from './als.js';
import { chainingProducers, chainingTechniques, kinds } from './chaining/index.js';
import { kindsOf, techniqueOf } from './chaining/producers.js';
import { chain } from './chains.js';
import {
  alignedPairExclusion,
  alignedTripleExclusion,
  alsWing,
  bivalueGrave,
  directLocking,
  fish as explainerFish,
  hiddenSet,
  locking,
  nakedSet,
  strongLinkChains,
  uniqueLoops,
} from './explainer.js';
import { fish } from './fish.js';
import { forcingChain } from './forcing.js';
import { claiming, pointing } from './locked.js';
import { simpleColouring, skyscraper, twoStringKite } from './single-digit.js';
import { fullHouse, hiddenSingleBox, hiddenSingleLine, nakedSingle } from './singles.js';
import type { RatedTechnique, Technique } from './state.js';
import { hiddenSubset, nakedSubset } from './subsets.js';
import {
  bugPlusOne,
  uniqueRectangle1,
  uniqueRectangle2,
  uniqueRectangle3,
  uniqueRectangle4,
} from './uniqueness.js';
import {
  hiddenSingle,
  locked,
  subset,
  fullHouse as variantFullHouse,
  nakedSingle as variantNakedSingle,
} from './variants/basics.js';
import { constraintRule } from './variants/constraint-rules.js';
import { cageCombinations, cagePointing, ruleOf45 } from './variants/killer.js';
import type { VariantTechnique } from './variants/state.js';
import { wWing, xyWing, xyzWing } from './wings.js';

/** One technique: its id and name, its rating rule, and its finders on the two ladders. */
export interface TechniqueRecord<Id extends string = string> {
  readonly id: Id;
  readonly name: string;
  /** The base rating on Sudoku Explainer's scale: what a step of it scores at the least. */
  readonly score: number;
  /** How a step is rated, in words (the README's table shows it). */
  readonly rule: string;
  /** Relies on the puzzle having one solution: tried only when it is known to. */
  readonly uniqueness: boolean;
  /** Its finder on the player-facing ladder, or null where that ladder lacks it. */
  readonly player: Technique | null;
  /** Its finder on Sudoku Explainer's ladder (shared by the records it finds), or null. */
  readonly explainer: RatedTechnique | null;
  /** Its finder on the player ladder of a variant (a puzzle with rules: src/variants), or null. */
  readonly variant: VariantTechnique | null;
}

/** A player-ladder finder rated at the record's score (SE has the technique and rates it flat). */
const flat =
  (find: Technique, score: number): RatedTechnique =>
  (state) => {
    const step = find(state);
    return step === null ? null : { rating: score, step };
  };

interface Spec {
  readonly rule?: string;
  readonly uniqueness?: boolean;
  readonly player?: Technique;
  readonly explainer?: RatedTechnique;
  readonly variant?: VariantTechnique;
}

function record<Id extends string>(id: Id, name: string, score: number, spec: Spec): TechniqueRecord<Id> {
  return Object.freeze({
    id,
    name,
    score,
    rule: spec.rule ?? (spec.explainer === undefined ? "not on SE's ladder" : `${score.toFixed(1)}`),
    uniqueness: spec.uniqueness ?? false,
    player: spec.player ?? null,
    explainer: spec.explainer ?? null,
    variant: spec.variant ?? null,
  });
}

/**
 * The chaining techniques' ids, as the chaining producers name their steps (src/chaining): the
 * cycles and single chains of the first producer, then Nishio's, then the multiple and dynamic
 * forcing chains level by level. A test checks this list against the producers' own.
 */
export const CYCLE_IDS = Object.freeze([
  'bidirectional-x-cycle',
  'generalized-x-wing',
  'bidirectional-y-cycle',
  'bidirectional-cycle',
  'turbot-fish',
  'forcing-x-chain',
  'forcing-xy-chain',
] as const);
export const FORCING_IDS = Object.freeze([
  'nishio-forcing-chains',
  'cell-forcing-chains',
  'region-forcing-chains',
  'dynamic-contradiction-forcing-chains',
  'dynamic-double-forcing-chains',
  'dynamic-cell-forcing-chains',
  'dynamic-region-forcing-chains',
  'dynamic-contradiction-forcing-chains-plus',
  'dynamic-double-forcing-chains-plus',
  'dynamic-cell-forcing-chains-plus',
  'dynamic-region-forcing-chains-plus',
  'dynamic-contradiction-forcing-chains-nested',
  'dynamic-double-forcing-chains-nested',
  'dynamic-cell-forcing-chains-nested',
  'dynamic-region-forcing-chains-nested',
  'dynamic-contradiction-forcing-chains-nested-multiple',
  'dynamic-double-forcing-chains-nested-multiple',
  'dynamic-cell-forcing-chains-nested-multiple',
  'dynamic-region-forcing-chains-nested-multiple',
  'dynamic-contradiction-forcing-chains-nested-dynamic',
  'dynamic-double-forcing-chains-nested-dynamic',
  'dynamic-cell-forcing-chains-nested-dynamic',
  'dynamic-region-forcing-chains-nested-dynamic',
  'dynamic-contradiction-forcing-chains-nested-dynamic-plus',
  'dynamic-double-forcing-chains-nested-dynamic-plus',
  'dynamic-cell-forcing-chains-nested-dynamic-plus',
  'dynamic-region-forcing-chains-nested-dynamic-plus',
  'dynamic-contradiction-forcing-chains-nested-dynamic-nested',
  'dynamic-double-forcing-chains-nested-dynamic-nested',
  'dynamic-cell-forcing-chains-nested-dynamic-nested',
  'dynamic-region-forcing-chains-nested-dynamic-nested',
] as const);

/** Each chaining technique's producer and base rating (the kind's for cycles and single chains). */
const chainingOf = (() => {
  const out = new Map<string, { find: RatedTechnique; score: number; name: string }>();
  const names = new Map(chainingTechniques.map((t) => [t.id, t.name]));
  for (const p of chainingProducers) {
    const unary = !p.config.multiple && !p.config.dynamic;
    // Only the kinds the producer finds: the first producer would otherwise claim every kind's id
    // (techniqueOf names a unary producer's step by its kind alone), the multiple forcing chains' too.
    for (const kind of kindsOf(p.config)) {
      const { id } = techniqueOf(kind, p.config);
      if (!names.has(id) || out.has(id)) continue;
      out.set(id, { find: p.find, score: unary ? kinds[kind].base : p.baseRating, name: names.get(id)! });
    }
  }
  return out;
})();

function chaining<Id extends string>(id: Id): TechniqueRecord<Id> {
  const found = chainingOf.get(id);
  if (found === undefined) throw new Error(`no chaining producer finds ${id}`);
  return record(id, found.name, found.score, {
    explainer: found.find,
    rule: `${found.score.toFixed(1)}, + SE's length increment (longer chains rate higher)`,
  });
}

// The explainer finders several records share.
const ratedFullHouse = flat(fullHouse, 1.0);
const ratedHiddenSingleBox = flat(hiddenSingleBox, 1.2);
const ratedHiddenSingleLine = flat(hiddenSingleLine, 1.5);
const singles = (state: Parameters<Technique>[0]) =>
  ratedFullHouse(state) ?? ratedHiddenSingleBox(state) ?? ratedHiddenSingleLine(state);
const nakedPair = nakedSet(2);
const nakedTriple = nakedSet(3);
const nakedQuad = nakedSet(4);
const loops = uniqueLoops;
const bug = bivalueGrave;

/**
 * Every technique, in Sudoku Explainer's order (its ladder runs the finders in this order and takes
 * the first step found; techniques SE lacks stand where their score puts them).
 */
export const records = Object.freeze([
  record('full-house', 'Full house', 1.0, {
    player: fullHouse,
    explainer: singles,
    variant: variantFullHouse,
    rule: '1.0',
  }),
  record('hidden-single-box', 'Hidden single (box)', 1.2, {
    player: hiddenSingleBox,
    explainer: singles,
    variant: hiddenSingle('hidden-single-box'),
  }),
  record('hidden-single-house', 'Hidden single (extra house)', 1.4, {
    variant: hiddenSingle('hidden-single-house'),
  }),
  record('hidden-single-line', 'Hidden single (row or column)', 1.5, {
    player: hiddenSingleLine,
    explainer: singles,
    variant: hiddenSingle('hidden-single-line'),
  }),
  record('direct-pointing', 'Direct pointing', 1.7, { explainer: directLocking }),
  record('direct-claiming', 'Direct claiming', 1.9, { explainer: directLocking }),
  record('direct-hidden-pair', 'Direct hidden pair', 2.0, { explainer: hiddenSet(2, true) }),
  record('naked-single', 'Naked single', 2.3, {
    player: nakedSingle,
    explainer: flat(nakedSingle, 2.3),
    variant: variantNakedSingle,
  }),
  record('cage-combinations', 'Cage combinations', 2.4, { variant: cageCombinations }),
  record(
    'constraint-rule',
    "A constraint's own rule (thermometers, arrows, dots, lines, clues outside)",
    2.5,
    {
      variant: constraintRule,
    },
  ),
  record('direct-hidden-triple', 'Direct hidden triple', 2.5, { explainer: hiddenSet(3, true) }),
  record('pointing', 'Pointing (locked candidates)', 2.6, {
    player: pointing,
    explainer: locking,
    variant: locked('pointing'),
  }),
  record('rule-of-45', 'Rule of 45 (innies and outies)', 2.7, { variant: ruleOf45 }),
  record('claiming', 'Claiming (locked candidates)', 2.8, {
    player: claiming,
    explainer: locking,
    variant: locked('claiming'),
  }),
  record('locked-candidates', 'Locked candidates (other houses, extra peers)', 2.9, {
    variant: locked('locked-candidates'),
  }),
  record('cage-pointing', 'Pointing out of a cage', 2.9, { variant: cagePointing }),
  record('naked-pair', 'Naked pair', 3.0, {
    player: nakedSubset(2),
    explainer: nakedPair,
    variant: subset('naked', 2),
  }),
  record('x-wing', 'X-Wing', 3.2, { player: fish(2, false), explainer: explainerFish(2) }),
  record('hidden-pair', 'Hidden pair', 3.4, {
    player: hiddenSubset(2),
    explainer: hiddenSet(2, false),
    variant: subset('hidden', 2),
  }),
  record('naked-triple', 'Naked triple', 3.6, {
    player: nakedSubset(3),
    explainer: nakedTriple,
    variant: subset('naked', 3),
  }),
  record('swordfish', 'Swordfish', 3.8, { player: fish(3, false), explainer: explainerFish(3) }),
  record('hidden-triple', 'Hidden triple', 4.0, {
    player: hiddenSubset(3),
    explainer: hiddenSet(3, false),
    variant: subset('hidden', 3),
  }),
  record('strong-links-2', 'Two strong links (skyscraper, 2-string kite, turbot fish)', 4.0, {
    explainer: strongLinkChains(2),
    rule: '4.0, + 0.1 for a mix of unit kinds, + 0.3 for a grouped link',
  }),
  record('xy-wing', 'XY-Wing', 4.2, { player: xyWing, explainer: flat(xyWing, 4.2) }),
  record('xyz-wing', 'XYZ-Wing', 4.4, { player: xyzWing, explainer: flat(xyzWing, 4.4) }),
  ...[1, 2, 3, 4].map((type) =>
    record(
      `unique-rectangle-${type}` as `unique-rectangle-${1 | 2 | 3 | 4}`,
      `Unique rectangle type ${type}`,
      type === 3 ? 4.6 : 4.5,
      {
        player: [uniqueRectangle1, uniqueRectangle2, uniqueRectangle3, uniqueRectangle4][type - 1]!,
        explainer: loops,
        uniqueness: true,
        rule: type === 3 ? '4.5, + 0.1 a digit of its subset beyond the first' : '4.5',
      },
    ),
  ),
  ...[1, 2, 3, 4].map((type) =>
    record(`unique-loop-${type}` as `unique-loop-${1 | 2 | 3 | 4}`, `Unique loop type ${type}`, 4.6, {
      explainer: loops,
      uniqueness: true,
      rule: `4.5, + 0.1 for 6 cells, 0.2 for 8, 0.5 for 10 or more${type === 3 ? '; + 0.1 a digit of its subset beyond the first' : ''}`,
    }),
  ),
  record('unique-rectangle-3-hidden', 'Unique rectangle type 3 (hidden subset)', 4.5, {
    explainer: loops,
    uniqueness: true,
    rule: '4.5, + 0.1 a digit of its subset beyond the pair',
  }),
  record('unique-loop-3-hidden', 'Unique loop type 3 (hidden subset)', 4.6, {
    explainer: loops,
    uniqueness: true,
    rule: '4.5, + 0.1 for 6 cells, 0.2 for 8, 0.5 for 10 or more; + 0.1 a digit of its subset beyond the pair',
  }),
  record('naked-quad', 'Naked quad', 5.0, {
    player: nakedSubset(4),
    explainer: nakedQuad,
    variant: subset('naked', 4),
  }),
  record('jellyfish', 'Jellyfish', 5.2, { player: fish(4, false), explainer: explainerFish(4) }),
  record('hidden-quad', 'Hidden quad', 5.4, {
    player: hiddenSubset(4),
    explainer: hiddenSet(4, false),
    variant: subset('hidden', 4),
  }),
  record('strong-links-3', 'Three strong links', 5.4, {
    explainer: strongLinkChains(3),
    rule: '5.4, + 0.1 for a mix of unit kinds, + 0.2 for a box and both kinds of line, + 0.3 for a grouped link',
  }),
  record('wxyz-wing', 'WXYZ-Wing', 5.5, {
    explainer: alsWing(3),
    rule: '5.5, 5.6 where the largest cell of the set holds 3 digits',
  }),
  record('bug-plus-one', 'BUG+1', 5.6, { player: bugPlusOne, uniqueness: true }),
  record('bug-1', 'BUG type 1', 5.6, { explainer: bug, uniqueness: true }),
  record('bug-2', 'BUG type 2', 5.7, { explainer: bug, uniqueness: true }),
  record('bug-3', 'BUG type 3', 5.8, {
    explainer: bug,
    uniqueness: true,
    rule: '5.7, + 0.1 a digit of its subset beyond the first',
  }),
  record('bug-4', 'BUG type 4', 5.7, { explainer: bug, uniqueness: true }),
  record('vwxyz-wing', 'VWXYZ-Wing', 6.2, {
    explainer: alsWing(4),
    rule: '6.2, + 0.1 where the largest cell of the set holds 2 or 4 digits, + 0.2 where it holds 3',
  }),
  record('aligned-pair-exclusion', 'Aligned pair exclusion', 6.2, { explainer: alignedPairExclusion }),
  ...CYCLE_IDS.map(chaining),
  record('aligned-triple-exclusion', 'Aligned triple exclusion', 7.5, { explainer: alignedTripleExclusion }),
  ...FORCING_IDS.map(chaining),
  record('skyscraper', 'Skyscraper', 6.5, { player: skyscraper }),
  record('two-string-kite', '2-String Kite', 6.5, { player: twoStringKite }),
  record('finned-x-wing', 'Finned X-Wing', 6.5, { player: fish(2, true) }),
  record('w-wing', 'W-Wing', 6.6, { player: wWing }),
  record('simple-colouring', 'Simple colouring', 6.6, { player: simpleColouring }),
  record('finned-swordfish', 'Finned Swordfish', 6.6, { player: fish(3, true) }),
  record('x-chain', 'X-chain', 6.6, { player: chain('x') }),
  record('finned-jellyfish', 'Finned Jellyfish', 6.7, { player: fish(4, true) }),
  record('xy-chain', 'XY-chain', 6.7, { player: chain('xy') }),
  record('aic', 'Alternating inference chain', 7.0, { player: chain('aic') }),
  record('als-xz', 'ALS-XZ', 7.5, { player: alsXz }),
  record('forcing-chain', 'Forcing chain (dynamic)', 8.5, { player: forcingChain }),
] as const);

/** A technique id: one of the records'. */
export type TechniqueId = (typeof records)[number]['id'];

/** The records by id. */
export const recordOf: ReadonlyMap<string, TechniqueRecord> = new Map(records.map((r) => [r.id, r]));

/** Sudoku Explainer's ladder: its finders in its order, each once, with whether it relies on uniqueness. */
export const explainerLadder: readonly { readonly find: RatedTechnique; readonly uniqueness: boolean }[] =
  (() => {
    const seen = new Set<RatedTechnique>();
    const out: { find: RatedTechnique; uniqueness: boolean }[] = [];
    for (const r of records) {
      if (r.explainer === null || seen.has(r.explainer)) continue;
      seen.add(r.explainer);
      out.push({ find: r.explainer, uniqueness: r.uniqueness });
    }
    return Object.freeze(out);
  })();
