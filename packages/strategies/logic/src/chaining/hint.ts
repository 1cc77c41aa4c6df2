import { scoreOf } from '../records.js';
import { CLASH, lengthIncrement, type NestedChain, type Run } from './graph.js';

/**
 * The kinds of chaining hint, with SE's names. `base` is the kind's rating before the length
 * increment (its record's score), where the kind fixes it (cycles and single chains); the multiple
 * and dynamic kinds take their producer's base (see producers.ts).
 */
export const kinds = {
  'bidirectional-x-cycle': { name: 'Bidirectional X-Cycle', base: scoreOf('bidirectional-x-cycle') },
  'generalized-x-wing': { name: 'Generalized X-Wing', base: scoreOf('generalized-x-wing') },
  'bidirectional-y-cycle': { name: 'Bidirectional Y-Cycle', base: scoreOf('bidirectional-y-cycle') },
  'bidirectional-cycle': { name: 'Bidirectional Cycle', base: scoreOf('bidirectional-cycle') },
  'turbot-fish': { name: 'Turbot Fish', base: scoreOf('turbot-fish') },
  'forcing-x-chain': { name: 'Forcing X-Chain', base: scoreOf('forcing-x-chain') },
  'forcing-xy-chain': { name: 'Forcing Chain', base: scoreOf('forcing-xy-chain') },
  nishio: { name: 'Nishio Forcing Chains', base: scoreOf('nishio-forcing-chains') },
  'cell-forcing-chains': { name: 'Cell Forcing Chains', base: scoreOf('cell-forcing-chains') },
  'region-forcing-chains': { name: 'Region Forcing Chains', base: scoreOf('region-forcing-chains') },
  'contradiction-forcing-chains': {
    name: 'Contradiction Forcing Chains',
    base: scoreOf('dynamic-contradiction-forcing-chains'),
  },
  'double-forcing-chains': { name: 'Double Forcing Chains', base: scoreOf('dynamic-double-forcing-chains') },
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
 * Where a search puts the hints it finds, and how long a hint it still wants. A search asks `limit`
 * before each level it would expand and stops when no hint of that level's complexity could be kept.
 */
export interface Collector {
  /** Whether it keeps every hint (a search must then run to its end, once). */
  readonly exhaustive: boolean;
  add(hint: ChainHint): void;
  /**
   * The greatest complexity a hint of this base rating and sort key, whose found order is `order` or
   * more, may have and still be kept: UNBOUNDED when any would be, -1 when none.
   */
  limit(base: number, sortKey: number, order: number): number;
}

/** No bound on a hint's complexity (larger than any count of nodes). */
export const UNBOUNDED = 0x3fffffff;

/** Every hint, in the order found: what `Chainer.hints` sorts, and what nested rules read. */
export class AllHints implements Collector {
  readonly exhaustive = true;
  readonly hints: ChainHint[] = [];
  add(hint: ChainHint): void {
    this.hints.push(hint);
  }
  limit(): number {
    return UNBOUNDED;
  }
}

/**
 * Whether a hint of this base, complexity and sort key comes before `best` in SE's order
 * (compareHints); `earlier` says whether it would be found before it, which decides a tie.
 */
export function comesBefore(
  base: number,
  complexity: number,
  sortKey: number,
  best: ChainHint,
  earlier: boolean,
): boolean {
  const difficulty = base + lengthIncrement(complexity);
  if (difficulty !== best.difficulty) return difficulty < best.difficulty;
  if (complexity !== best.complexity) return complexity < best.complexity;
  if (sortKey !== best.sortKey) return sortKey < best.sortKey;
  return earlier;
}

/**
 * Only the hint SE takes: the first in compareHints's order of those offered so far, whatever the
 * order they are offered in (a hint's `order` is where it stands in SE's order of discovery).
 *
 * Its limits are exact: a hint's difficulty, base + lengthIncrement(complexity), never falls as its
 * complexity grows, so among hints of one base, sort key and found order, (difficulty, complexity)
 * rises strictly with complexity. Those that come before the best are therefore those up to one
 * complexity, found by bisection, and a search that stops short of it drops only hints the best beats.
 */
export class BestHint implements Collector {
  readonly exhaustive = false;
  best: ChainHint | null = null;
  private readonly limits = new Map<number, number>();

  add(hint: ChainHint): void {
    if (this.best !== null && compareHints(hint, this.best) >= 0) return;
    this.best = hint;
    this.limits.clear();
  }

  limit(base: number, sortKey: number, order: number): number {
    const best = this.best;
    if (best === null) return UNBOUNDED;
    const earlier = order < best.order;
    // Bases are tenths and sort keys below 16: one number keys all three.
    const key = (Math.round(base * 10) * 16 + sortKey) * 2 + (earlier ? 1 : 0);
    let found = this.limits.get(key);
    if (found === undefined) {
      found = BestHint.bisect(base, sortKey, best, earlier);
      this.limits.set(key, found);
    }
    return found;
  }

  /** The greatest complexity at which a hint comes before `best` (-1 if none, UNBOUNDED if all). */
  private static bisect(base: number, sortKey: number, best: ChainHint, earlier: boolean): number {
    if (comesBefore(base, UNBOUNDED, sortKey, best, earlier)) return UNBOUNDED;
    if (!comesBefore(base, 0, sortKey, best, earlier)) return -1;
    let low = 0; // comes before
    let high = UNBOUNDED; // does not
    while (high - low > 1) {
      const mid = low + ((high - low) >> 1);
      if (comesBefore(base, mid, sortKey, best, earlier)) low = mid;
      else high = mid;
    }
    return low;
  }
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
