import { lowestBit } from '@sudoku-lab/core';
import { scoreOf } from '../records.js';
import * as graph from './graph.js';
import { type NestedChain, Stamps, type Walk } from './graph.js';
import { type ChainHint, type KindId, kinds, type Target, walk } from './hint.js';

// Module constants, read once: the hot loops would otherwise read each through the module object (as
// vitest's loader wraps imports), a property lookup per use (see solutions.ts).
const { Cause, HOUSES, houseKind, PEERS, POP, POSITION, UNIT_CELLS } = graph;
const BOX_CAUSE = graph.Cause.box;
const houseCause = (k: number): number => BOX_CAUSE + k;
const NAKED = graph.Cause.naked;

/** A cell's or a region's assumptions (on potentials, in SE's order) and the hints they would give. */
export interface StaticGroup {
  readonly pots: readonly number[];
  /** Their indices among the reach search's sources. */
  readonly sources: number[];
  readonly kind: KindId;
  readonly sortKey: number;
  readonly premisePot: number;
  readonly premiseUnit: number;
}

/**
 * One of Sudoku Explainer's chaining producers (its Chaining rule), by its switches:
 *   multiple  cell and region forcing chains (several assumptions, one of which holds)
 *   dynamic   an assumption's eliminations stay on the board while its chain goes on
 *   nishio    one digit at a time (no naked singles in the chain), contradictions only
 *   level     0, or the nested rules a dynamic chain may use when it runs dry: 1 locked candidates,
 *             hidden and naked pairs, X-Wing; 2 adds forcing chains and cycles; 3 multiple forcing
 *             chains; 4 dynamic forcing chains (nested themselves to `nesting`)
 * With none of them it is "Forcing Chains & Cycles": bidirectional cycles and single forcing chains.
 */
export interface ChainingConfig {
  readonly multiple: boolean;
  readonly dynamic: boolean;
  readonly nishio: boolean;
  readonly level: number;
  readonly nesting: number;
}

/**
 * SE's rating of a producer's multiple and dynamic hints, before the length increment: its
 * techniques' record score, half a point more for each nesting level.
 */
export function baseOf(config: ChainingConfig): number {
  if (config.level > 0) return scoreOf('dynamic-cell-forcing-chains') + 0.5 * config.level;
  if (config.nishio) return scoreOf('nishio-forcing-chains');
  if (config.dynamic) return scoreOf('dynamic-cell-forcing-chains');
  if (config.multiple) return scoreOf('cell-forcing-chains');
  return scoreOf('bidirectional-x-cycle');
}

/** Checks a budget now and then: `tick` is called per assumption, the callback every 16 of them. */
export type Budget = () => void;

/**
 * What one step of propagation finds (a potential has at most 8 + 20 consequences): each consequence's
 * potential, its cause, and for a hidden single its house. A chainer's own scratch, rewritten by each
 * step.
 */
export class Consequences {
  readonly pot = new Int16Array(32);
  readonly cause = new Uint8Array(32);
  readonly house = new Int8Array(32);
}

/** Cell c's 20 peers in SE's order (its box, then its row, then its column) and each one's cause. */
const PEER_ORDER = new Uint8Array(81 * 20);
const PEER_CAUSE = new Uint8Array(20);
for (let cell = 0; cell < 81; cell++) {
  let n = 0;
  const taken = new Set([cell]);
  for (let k = 0; k < 3; k++) {
    const unit = HOUSES[cell * 3 + k]!;
    for (let i = 0; i < 9; i++) {
      const other = UNIT_CELLS[unit * 9 + i]!;
      if (taken.has(other)) continue;
      taken.add(other);
      PEER_CAUSE[n] = houseCause(k);
      PEER_ORDER[cell * 20 + n++] = other;
    }
  }
}

/** Each unit's places of each digit, as 9-bit masks: PLACES[unit * 9 + digit - 1]. */
export function fillPlaces(grid: Uint16Array, places: Uint16Array): void {
  places.fill(0);
  for (let unit = 0; unit < 27; unit++) {
    for (let i = 0; i < 9; i++) {
      for (let m = grid[UNIT_CELLS[unit * 9 + i]!]!, d = 0; m !== 0; m >>= 1, d++)
        if (m & 1) places[unit * 9 + d]! |= 1 << i;
    }
  }
}

/** The potentials an on potential turns off, in SE's order: its cell's other digits, then box, row, column. */
export function onToOff(out: Consequences, grid: Uint16Array, pot: number, y: boolean): number {
  const { pot: outPot, cause: outCause } = out;
  const cell = (pot / 9) | 0;
  const d = pot - cell * 9;
  const bit = 1 << d;
  let n = 0;
  if (y) {
    for (let m = grid[cell]! & ~bit, dd = 0; m !== 0; m >>= 1, dd++) {
      if (m & 1) {
        outPot[n] = cell * 9 + dd;
        outCause[n++] = NAKED;
      }
    }
  }
  for (let k = 0, base = cell * 20; k < 20; k++) {
    const other = PEER_ORDER[base + k]!;
    if ((grid[other]! & bit) === 0) continue;
    outPot[n] = other * 9 + d;
    outCause[n++] = PEER_CAUSE[k]!;
  }
  return n;
}

/**
 * The potentials an off potential turns on, in SE's order: its cell's other digit when two are left,
 * then the digit's other place in box, row and column when one is left. The house is that of a hidden
 * single (a unit), or -1 for the cell's.
 */
export function offToOn(
  out: Consequences,
  grid: Uint16Array,
  places: Uint16Array,
  pot: number,
  y: boolean,
  x: boolean,
): number {
  const { pot: outPot, cause: outCause, house: outHouse } = out;
  const cell = (pot / 9) | 0;
  const d = pot - cell * 9;
  const bit = 1 << d;
  let n = 0;
  if (y) {
    const mask = grid[cell]!;
    if (POP[mask] === 2 && (mask & bit) !== 0) {
      outPot[n] = cell * 9 + lowestBit(mask & ~bit);
      outCause[n] = NAKED;
      outHouse[n++] = -1;
    }
  }
  if (x) {
    for (let k = 0; k < 3; k++) {
      const unit = HOUSES[cell * 3 + k]!;
      const others = places[unit * 9 + d]! & ~(1 << POSITION[cell * 3 + k]!);
      if (others === 0 || (others & (others - 1)) !== 0) continue;
      const q = UNIT_CELLS[unit * 9 + lowestBit(others)]! * 9 + d;
      let seen = false;
      for (let j = 0; j < n; j++) if (outPot[j] === q) seen = true;
      if (seen) continue;
      outPot[n] = q;
      outCause[n] = houseCause(k);
      outHouse[n++] = unit;
    }
  }
  return n;
}

/**
 * The links of one board, each potential's read once and kept while the board stands: what it turns
 * off when on (onToOff with naked singles: its cell's other digits first, then its peers) and what it
 * turns on when off (offToOn with both: its cell's other digit, then its houses' singles). The passes
 * without naked singles, or without hidden ones, read a part of the same list: the naked entries
 * come first, and a house's single is never the cell's other digit (another cell, the same digit),
 * so the dedup among houses is the same with or without it. Learnt on first use: a search reads a
 * few dozen potentials, a board's searches a few hundred.
 */
export class Links {
  /** Per potential: up to 28 offs, the first `offNaked` of them its cell's. */
  readonly off = new Int16Array(729 * 28);
  readonly offCause = new Uint8Array(729 * 28);
  readonly offCount = new Uint8Array(729);
  readonly offNaked = new Uint8Array(729);
  /** Per potential: up to 4 ons, the first `onNaked` (0 or 1) its cell's. */
  readonly on = new Int16Array(729 * 4);
  readonly onCause = new Uint8Array(729 * 4);
  readonly onCount = new Uint8Array(729);
  readonly onNaked = new Uint8Array(729);
  /** The potentials whose links are learnt on this board: those marked with the current stamp. */
  private readonly known = new Int32Array(729);
  private readonly board = new Stamps([this.known]);
  /** The board the links were learnt on, when `carry` knows it. */
  private readonly grid = new Uint16Array(81);
  private carried = false;

  /** A new board: every potential's links are to be learnt again. */
  renew(): void {
    this.board.next();
    this.carried = false;
  }

  /**
   * A new board, which may be the last one with fewer candidates: then only the links that read a
   * changed candidate are learnt again. A potential's links read its cell's candidates and its digit's
   * in its cell's peers (its houses' places of the digit are those peers' and its own), so a changed
   * candidate touches those of its cell and those of its digit in its peers. A candidate added (most
   * often another puzzle): every one is learnt again.
   */
  carry(grid: Uint16Array): void {
    const old = this.grid;
    let added = !this.carried;
    for (let cell = 0; cell < 81 && !added; cell++) added = (grid[cell]! & ~old[cell]!) !== 0;
    if (added) this.board.next();
    else {
      // Unmarked: the stamp is never 0 once a board is learnt.
      for (let cell = 0; cell < 81; cell++) {
        const changed = old[cell]! ^ grid[cell]!;
        if (changed === 0) continue;
        for (let d = 0; d < 9; d++) this.known[cell * 9 + d] = 0;
        for (let m = changed, d = 0; m !== 0; m >>= 1, d++) {
          if ((m & 1) === 0) continue;
          for (let k = 0; k < 20; k++) this.known[PEERS[cell * 20 + k]! * 9 + d] = 0;
        }
      }
    }
    old.set(grid);
    this.carried = true;
  }

  /** Makes sure `pot`'s links on this board are known. */
  learn(scratch: Consequences, grid: Uint16Array, places: Uint16Array, pot: number): void {
    const stamp = this.board.current;
    if (this.known[pot] === stamp) return;
    this.known[pot] = stamp;
    const cell = (pot / 9) | 0;
    let n = onToOff(scratch, grid, pot, true);
    // Copied by hand: a subarray to copy from would be an object made per potential.
    for (let i = 0; i < n; i++) {
      this.off[pot * 28 + i] = scratch.pot[i]!;
      this.offCause[pot * 28 + i] = scratch.cause[i]!;
    }
    this.offCount[pot] = n;
    this.offNaked[pot] = POP[grid[cell]! & ~(1 << (pot - cell * 9))]!;
    n = offToOn(scratch, grid, places, pot, true, true);
    for (let i = 0; i < n; i++) {
      this.on[pot * 4 + i] = scratch.pot[i]!;
      this.onCause[pot * 4 + i] = scratch.cause[i]!;
    }
    this.onCount[pot] = n;
    this.onNaked[pot] = n > 0 && scratch.house[0] === -1 ? 1 : 0;
  }
}

/** A hint's chains' ends, counted as SE counts them: each chain's ancestors, plus each nested chain once. */
export function complexityOf(walk: Walk, targets: readonly Target[]): number {
  let flat = 0;
  // Only runs that used a nested rule hold nested chains: most hints need no set.
  let nested: Set<NestedChain> | undefined;
  for (const t of targets) {
    if (t.chain !== null) {
      // A unary chain has one parent a node and no nested chains; it is stored without repeats.
      flat += t.chain.length / 3;
    } else {
      if (t.run!.nested.size > 0) nested ??= new Set();
      flat += walk.ancestors(t.run!, t.node, nested);
    }
  }
  let sum = flat;
  for (const chain of nested ?? []) sum += chain.complexity;
  return sum;
}

/**
 * One of the three passes of "Forcing Chains & Cycles", in SE's order: single-digit chains (X), naked
 * singles only (Y), both (XY). Its sort key orders its kinds among equals; its bases are the least of
 * its cycles' and its forcing chains' kinds (the kind, and so the base, depends on the chain found).
 */
export interface Pass {
  readonly index: number;
  readonly y: boolean;
  readonly x: boolean;
  readonly sortKey: number;
  readonly cycleBase: number;
  readonly forcingBase: number;
}

/** SE's order among a producer's kinds of equal rating and length: X, then Y, then XY. */
export const sortKeyOf = (y: boolean, x: boolean): number => (x && y ? 4 : y ? 3 : 2);

export const PASSES: readonly Pass[] = [
  {
    index: 0,
    y: false,
    x: true,
    sortKey: sortKeyOf(false, true),
    cycleBase: Math.min(kinds['generalized-x-wing'].base, kinds['bidirectional-x-cycle'].base),
    forcingBase: Math.min(kinds['turbot-fish'].base, kinds['forcing-x-chain'].base),
  },
  {
    index: 1,
    y: true,
    x: false,
    sortKey: sortKeyOf(true, false),
    cycleBase: kinds['bidirectional-y-cycle'].base,
    forcingBase: Infinity,
  },
  {
    index: 2,
    y: true,
    x: true,
    sortKey: sortKeyOf(true, true),
    cycleBase: kinds['bidirectional-cycle'].base,
    forcingBase: kinds['forcing-xy-chain'].base,
  },
];

/**
 * The searches of one source: its cycles, its forcing chain from the assumption on, and from it off.
 * A search's key is ((pass * 729 + source) * 3 + search), the order SE runs them in; its hints' found
 * orders start at key * ORDER_SPAN, so that they stand in SE's order whatever order they are found in.
 */
export const ORDER_SPAN = 1 << 24;
/** The assumption's states a forcing chain starts from: on, then off; or on alone. */
export const BOTH_STATES = [1, 0] as const;
export const ON_ALONE = [1] as const;
/** The shortest hint of each search: a cycle of four nodes, a forcing chain of two. */
export const SHORTEST = [4, 2, 2];

/** The rest of a cell's candidates besides one: what placing it removes. */
export function othersOf(grid: Uint16Array, pot: number): number[] {
  const cell = (pot / 9) | 0;
  const out: number[] = [];
  for (let m = grid[cell]! & ~(1 << (pot - cell * 9)), d = 0; m !== 0; m >>= 1, d++)
    if (m & 1) out.push(cell * 9 + d);
  return out;
}

/**
 * The eliminations a nested hint needs from the chain that uses it (SE's getRuleParents): for each
 * single in its chains, the candidates the outer chain removed from the single's cell (naked) or from its
 * house for its digit (hidden). `initial` is the outer chain's board at its start, `current` now.
 */
export function ruleParents(
  walker: Walk,
  hint: ChainHint,
  initial: Uint16Array,
  current: Uint16Array,
): number[] {
  const found = new Set<number>();
  for (const target of hint.targets) {
    const chain = walk(target, walker.chainNodes);
    for (let i = 0; i < chain.length; i += 3) {
      if (chain[i + 1] !== 1) continue;
      const pot = chain[i]!;
      let cause = chain[i + 2]!;
      if (cause === Cause.none) {
        if (hint.kind === 'cell-forcing-chains') cause = Cause.naked;
        else if (hint.kind === 'region-forcing-chains') cause = houseCause(houseKind(hint.premiseUnit));
        else continue;
      }
      if (cause === Cause.advanced) continue;
      const cell = (pot / 9) | 0;
      const d = pot - cell * 9;
      if (cause === Cause.naked) {
        for (let m = initial[cell]! & ~current[cell]!, dd = 0; m !== 0; m >>= 1, dd++)
          if (m & 1) found.add(cell * 9 + dd);
      } else {
        const unit = HOUSES[cell * 3 + (cause - Cause.box)]!;
        const bit = 1 << d;
        for (let j = 0; j < 9; j++) {
          const c = UNIT_CELLS[unit * 9 + j]!;
          if (initial[c]! & bit && (current[c]! & bit) === 0) found.add(c * 9 + d);
        }
      }
    }
  }
  return [...found];
}
