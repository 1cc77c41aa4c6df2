/**
 * The words of chaining (Sudoku Explainer's, whose rules and numbers this package follows):
 *   potential   a candidate, a digit at a cell: pot = cell * 9 + digit - 1 (0..728)
 *   on / off    a potential assumed or shown true (the digit goes there) or false (it does not)
 *   node        a potential with its state: node = pot * 2 + (on ? 1 : 0) (0..1457)
 *   parents     the nodes a node was deduced from; following them back from a conclusion gives its chain
 *   run         the nodes one assumption implies, each with its parents, in the order found
 *   complexity  the number of distinct nodes a conclusion rests on (its ancestors, itself included),
 *               summed over a hint's chains: the length Sudoku Explainer rates
 *   cause       why a node holds: the assumption, a naked single in its cell, a hidden single in a house,
 *               or an advanced pattern (a nested rule)
 *   house       SE's order of a cell's units: its box, its row, its column (house index 0, 1, 2)
 */
import { popcountTable } from '@sudoku-lab/core';
import { PEERS, UNIT_CELLS, UNITS_OF } from '../board.js';

export const POTS = 729;
export const NODES = 1458;
/** The extra node slot a run keeps for the conclusion that clashed (it is not stored as a member). */
export const CLASH = NODES;

export const Cause = { none: 0, naked: 1, box: 2, row: 3, column: 4, advanced: 5 } as const;

/** Bits set in a 9-bit mask. */
export const POP = popcountTable(9);

/** Cell c's houses in SE's order (box, row, column), as units 0..26: HOUSES[c * 3 + k]. */
export const HOUSES = Uint8Array.from({ length: 81 * 3 }, (_, i) => {
  const cell = Math.floor(i / 3);
  const k = i % 3;
  return UNITS_OF[cell * 3 + (k === 0 ? 2 : k - 1)]!;
});

/** Cell c's position (0..8) in its house k (box, row, column): POSITION[c * 3 + k]. */
export const POSITION = Uint8Array.from({ length: 81 * 3 }, (_, i) => {
  const cell = Math.floor(i / 3);
  const unit = HOUSES[i]!;
  let at = 0;
  while (UNIT_CELLS[unit * 9 + at] !== cell) at++;
  return at;
});

/** The cause of a hidden single in house k (0 box, 1 row, 2 column). */
export const houseCause = (k: number): number => Cause.box + k;

/** Which house kind (0 box, 1 row, 2 column) a unit is. */
export const houseKind = (unit: number): number => (unit >= 18 ? 0 : unit < 9 ? 1 : 2);

export { PEERS, UNIT_CELLS };

/**
 * The nodes one assumption implies. Typed arrays sized once; `reset` clears only what was written.
 * Members are found by `inOn` / `inOff`; `ons` and `offs` keep the order they were found (the order
 * SE's linked sets keep, which decides ties between hints of equal length).
 */
export class Run {
  readonly inOn = new Uint8Array(POTS);
  readonly inOff = new Uint8Array(POTS);
  readonly ons = new Int16Array(POTS);
  readonly offs = new Int16Array(POTS);
  onCount = 0;
  offCount = 0;
  readonly start = new Int32Array(NODES + 1);
  readonly count = new Int32Array(NODES + 1);
  readonly cause = new Uint8Array(NODES + 1);
  pool = new Int32Array(1024);
  size = 0;
  /** The nested hint an advanced node came from (its complexity adds to the chain's); few nodes have one. */
  readonly nested = new Map<number, NestedChain>();
  /** The clash that ended the run, or -1: a stored node and CLASH (the conclusion that contradicts it). */
  clashStored = -1;
  clashPot = -1;
  clashOn = 0;

  reset(): void {
    for (let i = 0; i < this.onCount; i++) this.inOn[this.ons[i]!] = 0;
    for (let i = 0; i < this.offCount; i++) this.inOff[this.offs[i]!] = 0;
    if (this.nested.size > 0) this.nested.clear();
    this.onCount = 0;
    this.offCount = 0;
    this.size = 0;
    this.clashStored = -1;
    this.clashPot = -1;
  }

  /** Starts a node's parent list (call push for each parent, then end). */
  begin(node: number, cause: number): void {
    this.start[node] = this.size;
    this.cause[node] = cause;
  }

  push(parent: number): void {
    if (this.size === this.pool.length) {
      const bigger = new Int32Array(this.pool.length * 2);
      bigger.set(this.pool);
      this.pool = bigger;
    }
    this.pool[this.size++] = parent;
  }

  end(node: number): void {
    this.count[node] = this.size - this.start[node]!;
  }

  addOn(pot: number): void {
    this.inOn[pot] = 1;
    this.ons[this.onCount++] = pot;
  }

  addOff(pot: number): void {
    this.inOff[pot] = 1;
    this.offs[this.offCount++] = pot;
  }

  setNested(node: number, chain: NestedChain): void {
    this.nested.set(node, chain);
  }
}

/** What a nested rule's hint brings to the chains that use it: its own complexity, counted once. */
export interface NestedChain {
  readonly complexity: number;
  readonly name: string;
}

/**
 * Marks cleared all at once: an entry is marked when it equals the current stamp, so a new stamp
 * clears every mark without writing one (the arrays are zeroed only when the stamp wraps).
 */
export class Stamps {
  private stamp = 0;

  constructor(private readonly marks: readonly Int32Array[]) {}

  /** The stamp the marks are read against now. */
  get current(): number {
    return this.stamp;
  }

  /** A fresh stamp: no entry is marked with it yet. */
  next(): number {
    if (++this.stamp === 0x7fffffff) {
      for (const mark of this.marks) mark.fill(0);
      this.stamp = 1;
    }
    return this.stamp;
  }
}

/**
 * The scratch of a walk back over a run's parents: a mark per node, stamped so that a walk clears
 * nothing, and a stack. Each chainer has its own, so a walk never shares it with another call's.
 */
export class Walk {
  private readonly mark = new Int32Array(NODES + 1);
  /** A walk's fresh stamp: the nodes marked with it are those the walk has met. */
  private readonly stamps = new Stamps([this.mark]);
  private readonly stack = new Int32Array(1 << 16);

  /**
   * The number of distinct nodes `node` rests on, itself included (SE's ancestor count), adding the
   * nested chains met on the way to `nested`. CLASH stands for the run's clashing conclusion: it counts
   * as its potential (a node equal to it is the same node).
   */
  ancestors(run: Run, node: number, nested?: Set<NestedChain>): number {
    const s = this.stamps.next();
    const { mark, stack } = this;
    let top = 0;
    let count = 0;
    const id = node === CLASH ? run.clashPot * 2 + run.clashOn : node;
    mark[id] = s;
    count++;
    const { start, count: lengths, pool } = run;
    for (let k = start[node]!, end = k + lengths[node]!; k < end; k++) stack[top++] = pool[k]!;
    // Only nested chains' nodes are in the map: most runs have none.
    const chains = run.nested.size > 0 ? nested : undefined;
    const found = run.nested.get(node);
    if (chains !== undefined && found !== undefined) chains.add(found);
    while (top > 0) {
      const at = stack[--top]!;
      if (mark[at] === s) continue;
      mark[at] = s;
      count++;
      if (chains !== undefined) {
        const inner = run.nested.get(at);
        if (inner !== undefined) chains.add(inner);
      }
      for (let k = start[at]!, end = k + lengths[at]!; k < end; k++) {
        const parent = pool[k]!;
        if (mark[parent] !== s) stack[top++] = parent;
      }
    }
    return count;
  }

  /**
   * Every node `node` rests on (itself included), each once: the walk collectRuleParents and the hint
   * texts share.
   */
  readonly chainNodes = (run: Run, node: number): number[] => {
    const s = this.stamps.next();
    const { mark } = this;
    const out: number[] = [node];
    const id = node === CLASH ? run.clashPot * 2 + run.clashOn : node;
    mark[id] = s;
    const { start, count: lengths, pool } = run;
    for (let i = 0; i < out.length; i++) {
      const at = out[i]!;
      for (let k = start[at]!, end = k + lengths[at]!; k < end; k++) {
        const parent = pool[k]!;
        if (mark[parent] === s) continue;
        mark[parent] = s;
        out.push(parent);
      }
    }
    return out;
  };
}

/** SE's length increment: +0.1 each time the complexity, less two, passes 4, 6, 8, 12, 16, 24, 32, ... */
export function lengthIncrement(complexity: number): number {
  let added = 0;
  let ceil = 4;
  const length = complexity - 2;
  let odd = false;
  while (length > ceil) {
    added += 0.1;
    ceil = odd ? Math.trunc((ceil * 4) / 3) : Math.trunc((ceil * 3) / 2);
    odd = !odd;
  }
  return added;
}

/** A rating as SE prints it: one decimal. */
export const rounded = (difficulty: number): number => Math.round(difficulty * 10) / 10;
