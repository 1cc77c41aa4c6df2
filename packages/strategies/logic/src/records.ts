/**
 * The technique records: what each technique is (its id, its name, its base score on Sudoku
 * Explainer's scale, how a step of it is rated, whether it relies on the puzzle having one solution),
 * in Sudoku Explainer's order. Data only: which finder serves a record on each ladder is the rating
 * policy's (policy.ts), and the finders (techniques/, chaining/, variants/) read their scores here.
 */

/** One technique: its id and name, its base score and its rating rule. */
export interface TechniqueRecord<Id extends string = string> {
  readonly id: Id;
  readonly name: string;
  /** The base rating on Sudoku Explainer's scale: what a step of it scores at the least. */
  readonly score: number;
  /** How a step is rated, in words (the README's table shows it). */
  readonly rule: string;
  /** Relies on the puzzle having one solution: tried only when it is known to. */
  readonly uniqueness: boolean;
}

/** The rule of a technique Sudoku Explainer lacks (the player's ladder or a variant's has it). */
const NOT_ON_SE = "not on SE's ladder";

interface Spec {
  readonly rule?: string;
  readonly uniqueness?: boolean;
}

function record<Id extends string>(id: Id, name: string, score: number, spec: Spec): TechniqueRecord<Id> {
  return Object.freeze({
    id,
    name,
    score,
    rule: spec.rule ?? `${score.toFixed(1)}`,
    uniqueness: spec.uniqueness ?? false,
  });
}

/**
 * The chaining techniques' ids, as the chaining producers name their steps (src/chaining): the
 * cycles and single chains of the first producer, then Nishio's, then the multiple and dynamic
 * forcing chains level by level. A test checks these lists, the names and the scores against the producers' own.
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

/**
 * The levels of the dynamic forcing chains, in SE's order: the suffix each adds to our ids and to SE's
 * names ("Dynamic Cell Forcing Chains (+)"), and its base score. Level 0 is dynamic chaining alone;
 * (+) lets its chains use the simpler techniques; the next two nest forcing chains and multiple forcing
 * chains in them; the last three nest dynamic forcing chains: alone, with (+), with forcing chains.
 */
export const FORCING_LEVELS = Object.freeze([
  { id: '', name: '', score: 8.5 },
  { id: '-plus', name: ' (+)', score: 9.0 },
  { id: '-nested', name: ' (+ Forcing Chains)', score: 9.5 },
  { id: '-nested-multiple', name: ' (+ Multiple Forcing Chains)', score: 10.0 },
  { id: '-nested-dynamic', name: ' (+ Dynamic Forcing Chains)', score: 10.5 },
  { id: '-nested-dynamic-plus', name: ' (+ Dynamic Forcing Chains (+))', score: 10.5 },
  { id: '-nested-dynamic-nested', name: ' (+ Dynamic Forcing Chains (+ Forcing Chains))', score: 10.5 },
] as const);

/** The dynamic forcing chains' kinds, as our ids and SE's names spell them, in SE's order. */
const DYNAMIC_KINDS = Object.freeze([
  ['contradiction', 'Contradiction'],
  ['double', 'Double'],
  ['cell', 'Cell'],
  ['region', 'Region'],
] as const);

type DynamicId =
  `dynamic-${(typeof DYNAMIC_KINDS)[number][0]}-forcing-chains${(typeof FORCING_LEVELS)[number]['id']}`;

/** Each dynamic forcing chains technique's id, name and base score: every kind at every level. */
const DYNAMIC = FORCING_LEVELS.flatMap((level) =>
  DYNAMIC_KINDS.map(([kind, name]): { id: DynamicId; name: string; score: number } => ({
    id: `dynamic-${kind}-forcing-chains${level.id}`,
    name: `Dynamic ${name} Forcing Chains${level.name}`,
    score: level.score,
  })),
);

const STATIC_FORCING_IDS = ['nishio-forcing-chains', 'cell-forcing-chains', 'region-forcing-chains'] as const;
export const FORCING_IDS: readonly ((typeof STATIC_FORCING_IDS)[number] | DynamicId)[] = Object.freeze([
  ...STATIC_FORCING_IDS,
  ...DYNAMIC.map(({ id }) => id),
]);

type NamedChainingId = (typeof CYCLE_IDS)[number] | (typeof STATIC_FORCING_IDS)[number];

/** The other chaining techniques' names and base scores (the kind's for cycles and single chains). */
const CHAINING: { readonly [Id in NamedChainingId]: readonly [string, number] } = {
  'bidirectional-x-cycle': ['Bidirectional X-Cycle', 6.5],
  'generalized-x-wing': ['Generalized X-Wing', 6.5],
  'bidirectional-y-cycle': ['Bidirectional Y-Cycle', 6.5],
  'bidirectional-cycle': ['Bidirectional Cycle', 7.0],
  'turbot-fish': ['Turbot Fish', 6.6],
  'forcing-x-chain': ['Forcing X-Chain', 6.6],
  'forcing-xy-chain': ['Forcing Chain', 7.0],
  'nishio-forcing-chains': ['Nishio Forcing Chains', 7.5],
  'cell-forcing-chains': ['Cell Forcing Chains', 8.0],
  'region-forcing-chains': ['Region Forcing Chains', 8.0],
};

function chainingRecord<Id extends string>(id: Id, name: string, score: number): TechniqueRecord<Id> {
  return record(id, name, score, {
    rule: `${score.toFixed(1)}, + SE's length increment (longer chains rate higher)`,
  });
}

function chaining<Id extends NamedChainingId>(id: Id): TechniqueRecord<Id> {
  const [name, score] = CHAINING[id];
  return chainingRecord(id, name, score);
}

/**
 * Every technique, in Sudoku Explainer's order (its ladder runs the finders in this order and takes
 * the first step found; techniques SE lacks stand where their score puts them).
 */
export const records = Object.freeze([
  record('full-house', 'Full house', 1.0, {
    rule: '1.0',
  }),
  record('hidden-single-box', 'Hidden single (box)', 1.2, {}),
  record('hidden-single-house', 'Hidden single (extra house)', 1.4, { rule: NOT_ON_SE }),
  record('hidden-single-line', 'Hidden single (row or column)', 1.5, {}),
  record('direct-pointing', 'Direct pointing', 1.7, {}),
  record('direct-claiming', 'Direct claiming', 1.9, {}),
  record('direct-hidden-pair', 'Direct hidden pair', 2.0, {}),
  record('naked-single', 'Naked single', 2.3, {}),
  record('cage-combinations', 'Cage combinations', 2.4, { rule: NOT_ON_SE }),
  record(
    'constraint-rule',
    "A constraint's own rule (thermometers, arrows, dots, lines, clues outside)",
    2.5,
    {
      rule: NOT_ON_SE,
    },
  ),
  record('direct-hidden-triple', 'Direct hidden triple', 2.5, {}),
  record('pointing', 'Pointing (locked candidates)', 2.6, {}),
  record('rule-of-45', 'Rule of 45 (innies and outies)', 2.7, { rule: NOT_ON_SE }),
  record('claiming', 'Claiming (locked candidates)', 2.8, {}),
  record('locked-candidates', 'Locked candidates (other houses, extra peers)', 2.9, { rule: NOT_ON_SE }),
  record('cage-pointing', 'Pointing out of a cage', 2.9, { rule: NOT_ON_SE }),
  record('naked-pair', 'Naked pair', 3.0, {}),
  record('x-wing', 'X-Wing', 3.2, {}),
  record('hidden-pair', 'Hidden pair', 3.4, {}),
  record('constraint-contradiction', "A constraint's rule with a digit assumed", 3.5, { rule: NOT_ON_SE }),
  record('naked-triple', 'Naked triple', 3.6, {}),
  record('swordfish', 'Swordfish', 3.8, {}),
  record('hidden-triple', 'Hidden triple', 4.0, {}),
  record('strong-links-2', 'Two strong links (skyscraper, 2-string kite, turbot fish)', 4.0, {
    rule: '4.0, + 0.1 for a mix of unit kinds, + 0.3 for a grouped link',
  }),
  record('xy-wing', 'XY-Wing', 4.2, {}),
  record('xyz-wing', 'XYZ-Wing', 4.4, {}),
  ...[1, 2, 3, 4].map((type) =>
    record(
      `unique-rectangle-${type}` as `unique-rectangle-${1 | 2 | 3 | 4}`,
      `Unique rectangle type ${type}`,
      type === 3 ? 4.6 : 4.5,
      {
        uniqueness: true,
        rule: type === 3 ? '4.5, + 0.1 a digit of its subset beyond the first' : '4.5',
      },
    ),
  ),
  ...[1, 2, 3, 4].map((type) =>
    record(`unique-loop-${type}` as `unique-loop-${1 | 2 | 3 | 4}`, `Unique loop type ${type}`, 4.6, {
      uniqueness: true,
      rule: `4.5, + 0.1 for 6 cells, 0.2 for 8, 0.5 for 10 or more${type === 3 ? '; + 0.1 a digit of its subset beyond the first' : ''}`,
    }),
  ),
  record('unique-rectangle-3-hidden', 'Unique rectangle type 3 (hidden subset)', 4.5, {
    uniqueness: true,
    rule: '4.5, + 0.1 a digit of its subset beyond the pair',
  }),
  record('unique-loop-3-hidden', 'Unique loop type 3 (hidden subset)', 4.6, {
    uniqueness: true,
    rule: '4.5, + 0.1 for 6 cells, 0.2 for 8, 0.5 for 10 or more; + 0.1 a digit of its subset beyond the pair',
  }),
  record('naked-quad', 'Naked quad', 5.0, {}),
  record('jellyfish', 'Jellyfish', 5.2, {}),
  record('hidden-quad', 'Hidden quad', 5.4, {}),
  record('strong-links-3', 'Three strong links', 5.4, {
    rule: '5.4, + 0.1 for a mix of unit kinds, + 0.2 for a box and both kinds of line, + 0.3 for a grouped link',
  }),
  record('wxyz-wing', 'WXYZ-Wing', 5.5, {
    rule: '5.5, 5.6 where the largest cell of the set holds 3 digits',
  }),
  record('bug-plus-one', 'BUG+1', 5.6, { uniqueness: true, rule: NOT_ON_SE }),
  record('bug-1', 'BUG type 1', 5.6, { uniqueness: true }),
  record('bug-2', 'BUG type 2', 5.7, { uniqueness: true }),
  record('bug-3', 'BUG type 3', 5.8, {
    uniqueness: true,
    rule: '5.7, + 0.1 a digit of its subset beyond the first',
  }),
  record('bug-4', 'BUG type 4', 5.7, { uniqueness: true }),
  record('vwxyz-wing', 'VWXYZ-Wing', 6.2, {
    rule: '6.2, + 0.1 where the largest cell of the set holds 2 or 4 digits, + 0.2 where it holds 3',
  }),
  record('aligned-pair-exclusion', 'Aligned pair exclusion', 6.2, {}),
  ...CYCLE_IDS.map(chaining),
  record('aligned-triple-exclusion', 'Aligned triple exclusion', 7.5, {}),
  ...STATIC_FORCING_IDS.map(chaining),
  ...DYNAMIC.map(({ id, name, score }) => chainingRecord(id, name, score)),
  record('skyscraper', 'Skyscraper', 6.5, { rule: NOT_ON_SE }),
  record('two-string-kite', '2-String Kite', 6.5, { rule: NOT_ON_SE }),
  record('finned-x-wing', 'Finned X-Wing', 6.5, { rule: NOT_ON_SE }),
  record('w-wing', 'W-Wing', 6.6, { rule: NOT_ON_SE }),
  record('simple-colouring', 'Simple colouring', 6.6, { rule: NOT_ON_SE }),
  record('finned-swordfish', 'Finned Swordfish', 6.6, { rule: NOT_ON_SE }),
  record('x-chain', 'X-chain', 6.6, { rule: NOT_ON_SE }),
  record('finned-jellyfish', 'Finned Jellyfish', 6.7, { rule: NOT_ON_SE }),
  record('xy-chain', 'XY-chain', 6.7, { rule: NOT_ON_SE }),
  record('aic', 'Alternating inference chain', 7.0, { rule: NOT_ON_SE }),
  record('als-xz', 'ALS-XZ', 7.5, { rule: NOT_ON_SE }),
  record('forcing-chain', 'Forcing chain (dynamic)', 8.5, { rule: NOT_ON_SE }),
  record('assumed-digit', 'Contradiction from an assumed digit', 8.6, { rule: NOT_ON_SE }),
] as const);

/** A technique id: one of the records'. */
export type TechniqueId = (typeof records)[number]['id'];

/** The records by id. */
export const recordOf: ReadonlyMap<string, TechniqueRecord<TechniqueId>> = new Map(
  records.map((r) => [r.id, r]),
);

/** A technique's base score, as its record gives it: what the finders rate their steps from. */
export function scoreOf(id: TechniqueId): number {
  return recordOf.get(id)!.score;
}
