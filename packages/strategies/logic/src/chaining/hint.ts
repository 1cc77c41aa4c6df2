import { CLASH, type NestedChain, type Run } from './graph.js';

/**
 * The kinds of chaining hint, with SE's names. `base` is the kind's rating before the length
 * increment, where the kind fixes it (cycles and single chains); the multiple and dynamic kinds take
 * their producer's base (see producers.ts).
 */
export const kinds = {
  'bidirectional-x-cycle': { name: 'Bidirectional X-Cycle', base: 6.5 },
  'generalized-x-wing': { name: 'Generalized X-Wing', base: 6.5 },
  'bidirectional-y-cycle': { name: 'Bidirectional Y-Cycle', base: 6.5 },
  'bidirectional-cycle': { name: 'Bidirectional Cycle', base: 7.0 },
  'turbot-fish': { name: 'Turbot Fish', base: 6.6 },
  'forcing-x-chain': { name: 'Forcing X-Chain', base: 6.6 },
  'forcing-xy-chain': { name: 'Forcing Chain', base: 7.0 },
  nishio: { name: 'Nishio Forcing Chains', base: 7.5 },
  'cell-forcing-chains': { name: 'Cell Forcing Chains', base: 8.0 },
  'region-forcing-chains': { name: 'Region Forcing Chains', base: 8.0 },
  'contradiction-forcing-chains': { name: 'Contradiction Forcing Chains', base: 8.5 },
  'double-forcing-chains': { name: 'Double Forcing Chains', base: 8.5 },
} as const;

export type KindId = keyof typeof kinds;

/**
 * One end of a chain: a node of a run, or (for the unary search, whose arena is reused) the chain
 * itself, as [pot, on, cause] triples from the end back to the assumption.
 */
export interface Target {
  readonly run: Run | null;
  readonly node: number;
  readonly chain: readonly number[] | null;
}

/** A hint SE's chaining finds: what it removes (or places), how it is rated, and its chains. */
export interface ChainHint extends NestedChain {
  readonly kind: KindId;
  readonly difficulty: number;
  readonly sortKey: number;
  /** Found order: SE sorts stably, so ties keep it. */
  readonly order: number;
  /** The potentials removed. */
  readonly removable: readonly number[];
  /** The potential placed (its cell's other candidates are the removable ones), or -1. */
  readonly placement: number;
  readonly targets: readonly Target[];
  /** The assumption: its potential, whether on, and for region chains the unit. */
  readonly premisePot: number;
  readonly premiseOn: boolean;
  readonly premiseUnit: number;
  /** Hints SE finds at level > 0 hold nested rules' hints (shown by name in the text). */
  readonly level: number;
}

/** SE's order among a producer's hints: difficulty, then complexity, then sort key, then found order. */
export function compareHints(a: ChainHint, b: ChainHint): number {
  if (a.difficulty !== b.difficulty) return a.difficulty < b.difficulty ? -1 : 1;
  if (a.complexity !== b.complexity) return a.complexity - b.complexity;
  if (a.sortKey !== b.sortKey) return a.sortKey - b.sortKey;
  return a.order - b.order;
}

/**
 * The unary search's nodes (cycles and single forcing chains): each has one parent, and the same
 * potential may be reached more than once, so nodes live in an arena rather than by potential.
 */
export class Arena {
  pot = new Int16Array(1 << 14);
  on = new Uint8Array(1 << 14);
  parent = new Int32Array(1 << 14);
  cause = new Uint8Array(1 << 14);
  size = 0;

  reset(): void {
    this.size = 0;
  }

  add(pot: number, on: number, parent: number, cause: number): number {
    if (this.size === this.pot.length) this.grow();
    const node = this.size++;
    this.pot[node] = pot;
    this.on[node] = on;
    this.parent[node] = parent;
    this.cause[node] = cause;
    return node;
  }

  private grow(): void {
    const n = this.pot.length * 2;
    const pot = new Int16Array(n);
    pot.set(this.pot);
    const on = new Uint8Array(n);
    on.set(this.on);
    const parent = new Int32Array(n);
    parent.set(this.parent);
    const cause = new Uint8Array(n);
    cause.set(this.cause);
    this.pot = pot;
    this.on = on;
    this.parent = parent;
    this.cause = cause;
  }
}

/**
 * A target's chain as SE walks it (getChain): every node it rests on, once, as [pot, on, cause]
 * triples flattened, the target first.
 */
export function walk(target: Target, chainNodes: (run: Run, node: number) => number[]): readonly number[] {
  if (target.chain !== null) return target.chain;
  const run = target.run!;
  const out: number[] = [];
  for (const node of chainNodes(run, target.node)) {
    if (node === CLASH) out.push(run.clashPot, run.clashOn, run.cause[node]!);
    else out.push(node >> 1, node & 1, run.cause[node]!);
  }
  return out;
}
