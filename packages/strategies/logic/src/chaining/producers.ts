import { cellText, unitText } from '../board.js';
import { CYCLE_IDS, FORCING_LEVELS, type TechniqueId } from '../records.js';
import type { Board, Mark, Step } from '../state.js';
import { rounded } from './graph.js';
import { type ChainHint, type KindId, kinds, walk } from './hint.js';
import { baseOf, type ChainingConfig } from './propagation.js';

/** A step found by chaining, with the rating Sudoku Explainer gives it. */
export interface RatedStep {
  readonly rating: number;
  readonly step: Step;
}

export type ChainingFinder = (state: Board) => RatedStep | null;

/** One of SE's chaining producers: its id and name, its base rating, and its finder. */
export interface ChainingProducer {
  readonly id: string;
  readonly name: string;
  readonly baseRating: number;
  readonly config: ChainingConfig;
  readonly find: ChainingFinder;
}

const config = (
  multiple: boolean,
  dynamic: boolean,
  nishio: boolean,
  level = 0,
  nesting = 0,
): ChainingConfig => Object.freeze({ multiple, dynamic, nishio, level, nesting });

/** SE's suffix of a nested level's names ("Dynamic ... Chains (+)"), and of our ids: the records' level's. */
function levelSuffix({ level, nesting }: ChainingConfig): { name: string; id: string } {
  // From level 4 on, the nested dynamic chains are told apart by what they nest in turn.
  return FORCING_LEVELS[level < 4 ? level : 4 + nesting]!;
}

/** The technique a hint's step carries: its kind, as the producer that found it names it. */
export function techniqueOf(kind: KindId, c: ChainingConfig): { id: string; name: string } {
  if (!c.multiple && !c.dynamic) return { id: kind, name: kinds[kind].name };
  if (c.nishio) return { id: 'nishio-forcing-chains', name: 'Nishio Forcing Chains' };
  const suffix = levelSuffix(c);
  const dynamic = c.dynamic || c.level > 0;
  const base = kinds[kind].name.replace(/ Chains$/, '');
  return {
    id: `${dynamic ? 'dynamic-' : ''}${kind}${suffix.id}`,
    name: `${dynamic ? 'Dynamic ' : ''}${base} Chains${suffix.name}`,
  };
}

const potText = (pot: number, on: boolean) => `${cellText((pot / 9) | 0)}${on ? '=' : '≠'}${(pot % 9) + 1}`;

/** A chain in words, from its assumption to its end: "r1c2=5 → r3c2≠5 → r3c8=5". */
function chainText(chain: readonly number[], most = 12): string {
  const links: string[] = [];
  for (let i = chain.length - 3; i >= 0; i -= 3) links.push(potText(chain[i]!, chain[i + 1] === 1));
  if (links.length <= most) return links.join(' → ');
  return `${links.slice(0, most / 2).join(' → ')} → … → ${links.slice(-most / 2).join(' → ')}`;
}

function conclusionText(hint: ChainHint): string {
  if (hint.placement !== -1) return `${cellText((hint.placement / 9) | 0)} is ${(hint.placement % 9) + 1}`;
  return hint.removable.map((pot) => `${cellText((pot / 9) | 0)} is not ${(pot % 9) + 1}`).join(', ');
}

function premiseText(hint: ChainHint, state: Board): string {
  const pot = hint.premisePot;
  const cell = (pot / 9) | 0;
  const digit = (pot % 9) + 1;
  switch (hint.kind) {
    case 'cell-forcing-chains': {
      const digits: number[] = [];
      for (let m = state.candidates[cell]!, d = 1; m !== 0; m >>= 1, d++) if (m & 1) digits.push(d);
      return `whichever of ${digits.join('/')} ${cellText(cell)} holds`;
    }
    case 'region-forcing-chains':
      return `wherever ${digit} goes in ${unitText(hint.premiseUnit)}`;
    case 'double-forcing-chains':
      return `whether ${cellText(cell)} is ${digit} or not`;
    default:
      return `were ${cellText(cell)} ${hint.premiseOn ? '' : 'not '}${digit}`;
  }
}

/** The step a hint makes, in plain words naming cells as players do. */
export function stepOf(hint: ChainHint, c: ChainingConfig, state: Board): Step {
  const { id, name } = techniqueOf(hint.kind, c);
  // The hint's runs are its chainer's: so is the scratch that walks them.
  const { chainNodes } = state.work.chainer(c).walk;
  const chains = hint.targets.map((t) => walk(t, chainNodes));
  const cells = new Set<number>();
  for (const chain of chains)
    for (let i = 0; i < chain.length && cells.size < 40; i += 3) cells.add((chain[i]! / 9) | 0);
  const placements: Mark[] =
    hint.placement === -1 ? [] : [{ cell: (hint.placement / 9) | 0, digit: (hint.placement % 9) + 1 }];
  const eliminations: Mark[] =
    hint.placement === -1 ? hint.removable.map((pot) => ({ cell: (pot / 9) | 0, digit: (pot % 9) + 1 })) : [];
  const lengths = chains.map((chain) => chain.length / 3);
  let because: string;
  if (
    hint.kind === 'bidirectional-x-cycle' ||
    hint.kind === 'bidirectional-y-cycle' ||
    hint.kind === 'bidirectional-cycle' ||
    hint.kind === 'generalized-x-wing'
  )
    because = `the loop ${chainText(chains[0]!, 16)} holds one way round or the other, so ${conclusionText(hint)}`;
  else if (c.multiple === false && c.dynamic === false)
    because = `${chainText(chains[0]!)}, so ${conclusionText(hint)}`;
  else if (hint.kind === 'nishio' || hint.kind === 'contradiction-forcing-chains') {
    const [a, b] = chains as [readonly number[], readonly number[]];
    const clash = cellText((a[0]! / 9) | 0);
    because = `${premiseText(hint, state)}, ${clash} would both be and not be ${(a[0]! % 9) + 1} (${chainText(a, 6)}; ${chainText(b, 6)}), so ${conclusionText(hint)}`;
  } else {
    because = `${premiseText(hint, state)}, ${conclusionText(hint)} (chains of ${lengths.join(', ')} steps)`;
  }
  const nested = hint.level > 0 ? ' (the chains use nested techniques)' : '';
  return {
    technique: id as TechniqueId,
    placements,
    eliminations,
    cells: [...cells],
    units: hint.premiseUnit === -1 ? [] : [hint.premiseUnit],
    text: `${name}: ${because}${nested}.`,
  };
}

/** A producer's finder: the hint SE takes (the first of its sorted hints), rated and worded. */
function finder(c: ChainingConfig): ChainingFinder {
  return (state) => {
    // The board's workspace keeps the chainer from step to step (see workspace.ts).
    const chainer = state.work.chainer(c);
    const best = chainer.first(state.candidates, () => state.checkBudgets());
    if (best === null) return null;
    return { rating: rounded(best.difficulty), step: stepOf(best, c, state) };
  };
}

const producer = (id: string, name: string, c: ChainingConfig): ChainingProducer => {
  return Object.freeze({ id, name, baseRating: baseOf(c), config: c, find: finder(c) });
};

/**
 * SE's chaining producers in its order (after aligned pair exclusion; SE tries aligned triple
 * exclusion, 7.5, between the first and Nishio). Each finds every hint of its kinds and keeps the
 * lowest rated, ties going to the shorter, then to SE's order of kinds.
 */
export const chainingProducers: readonly ChainingProducer[] = Object.freeze([
  producer('forcing-chains-cycles', 'Forcing Chains & Cycles', config(false, false, false)),
  producer('nishio-forcing-chains', 'Nishio Forcing Chains', config(false, true, true)),
  producer('multiple-forcing-chains', 'Multiple Forcing Chains', config(true, false, false)),
  producer('dynamic-forcing-chains', 'Dynamic Forcing Chains', config(true, true, false)),
  producer('dynamic-forcing-chains-plus', 'Dynamic Forcing Chains (+)', config(true, true, false, 1)),
  producer(
    'nested-forcing-chains',
    'Dynamic Forcing Chains (+ Forcing Chains)',
    config(true, true, false, 2),
  ),
  producer(
    'nested-multiple-forcing-chains',
    'Dynamic Forcing Chains (+ Multiple Forcing Chains)',
    config(true, true, false, 3),
  ),
  producer(
    'nested-dynamic-forcing-chains',
    'Dynamic Forcing Chains (+ Dynamic Forcing Chains)',
    config(true, true, false, 4, 0),
  ),
  producer(
    'nested-dynamic-forcing-chains-plus',
    'Dynamic Forcing Chains (+ Dynamic Forcing Chains (+))',
    config(true, true, false, 4, 1),
  ),
  producer(
    'nested-dynamic-nested-forcing-chains',
    'Dynamic Forcing Chains (+ Dynamic Forcing Chains (+ Forcing Chains))',
    config(true, true, false, 4, 2),
  ),
]);

// The first producer's kinds are the cycles and single chains, each named as its technique.
const UNARY_KINDS: readonly KindId[] = CYCLE_IDS;
const NISHIO_KINDS: readonly KindId[] = Object.freeze(['nishio']);
const DYNAMIC_KINDS: readonly KindId[] = Object.freeze([
  'contradiction-forcing-chains',
  'double-forcing-chains',
  'cell-forcing-chains',
  'region-forcing-chains',
]);
// Without dynamic chains a cell's or region's reductions are all a multiple producer finds (SE looks
// for contradictions and doubles only in the dynamic and Nishio ones).
const MULTIPLE_KINDS: readonly KindId[] = Object.freeze(['cell-forcing-chains', 'region-forcing-chains']);

/** The kinds of hint a producer finds: each becomes a technique by techniqueOf. */
export function kindsOf(c: ChainingConfig): readonly KindId[] {
  if (!c.multiple && !c.dynamic) return UNARY_KINDS;
  if (c.nishio) return NISHIO_KINDS;
  return c.dynamic || c.level > 0 ? DYNAMIC_KINDS : MULTIPLE_KINDS;
}

/** Every technique id a chaining step can carry, with its SE name. */
export const chainingTechniques: readonly { readonly id: string; readonly name: string }[] = Object.freeze(
  (() => {
    const seen = new Map<string, string>();
    for (const p of chainingProducers) {
      for (const kind of kindsOf(p.config)) {
        const t = techniqueOf(kind, p.config);
        if (!seen.has(t.id)) seen.set(t.id, t.name);
      }
    }
    return [...seen].map(([id, name]) => Object.freeze({ id, name }));
  })(),
);

export interface ChainingOptions {
  /** Start at this producer (by id) rather than the first. */
  readonly from?: string;
  /** Stop after this producer (by id). */
  readonly upTo?: string;
}

/** SE's chaining ladder: the first producer, in SE's order, that finds a step gives it. */
export function chainingStep(
  state: Board,
  options: ChainingOptions = {},
): (RatedStep & { producer: string }) | null {
  let on = options.from === undefined;
  for (const p of chainingProducers) {
    if (p.id === options.from) on = true;
    if (!on) continue;
    state.checkBudgets();
    const found = p.find(state);
    if (found !== null) return { ...found, producer: p.id };
    if (p.id === options.upTo) break;
  }
  return null;
}
