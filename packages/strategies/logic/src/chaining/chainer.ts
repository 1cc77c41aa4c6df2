import { advancedRules, type Entry } from './advanced.js';
import * as graph from './graph.js';
import { CLASH, type NestedChain, Run, Stamps, Walk } from './graph.js';
import {
  AllHints,
  Arena,
  BestHint,
  type ChainHint,
  type Collector,
  compareHints,
  type KindId,
  kinds,
  type Target,
  UNBOUNDED,
  walk,
} from './hint.js';
import { Reach, UNREACHED } from './reach.js';
import { SEARCHES, Search, SearchMemo } from './reads.js';
import { DigitTrial } from './trial.js';

/** A cell's or a region's assumptions (on potentials, in SE's order) and the hints they would give. */
interface StaticGroup {
  readonly pots: readonly number[];
  /** Their indices among the reach search's sources. */
  readonly sources: number[];
  readonly kind: KindId;
  readonly sortKey: number;
  readonly premisePot: number;
  readonly premiseUnit: number;
}

// Module constants, read once: the hot loops would otherwise read each through the module object (as
// vitest's loader wraps imports), a property lookup per use (see solutions.ts).
const { Cause, HOUSES, houseKind, lengthIncrement, PEERS, POP, POSITION, UNIT_CELLS } = graph;
const BOX_CAUSE = graph.Cause.box;
const houseCause = (k: number): number => BOX_CAUSE + k;
const NAKED = graph.Cause.naked;

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

/** SE's rating of a producer's multiple and dynamic hints, before the length increment. */
export function baseOf(config: ChainingConfig): number {
  if (config.level > 0) return 8.5 + 0.5 * config.level;
  if (config.nishio) return 7.5;
  if (config.dynamic) return 8.5;
  if (config.multiple) return 8.0;
  return 6.5;
}

/** Checks a budget now and then: `tick` is called per assumption, the callback every 16 of them. */
export type Budget = () => void;

/**
 * What one step of propagation finds (a potential has at most 8 + 20 consequences): each consequence's
 * potential, its cause, and for a hidden single its house. A chainer's own scratch, rewritten by each
 * step.
 */
class Consequences {
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
function fillPlaces(grid: Uint16Array, places: Uint16Array): void {
  places.fill(0);
  for (let unit = 0; unit < 27; unit++) {
    for (let i = 0; i < 9; i++) {
      for (let m = grid[UNIT_CELLS[unit * 9 + i]!]!, d = 0; m !== 0; m >>= 1, d++)
        if (m & 1) places[unit * 9 + d]! |= 1 << i;
    }
  }
}

/** The potentials an on potential turns off, in SE's order: its cell's other digits, then box, row, column. */
function onToOff(out: Consequences, grid: Uint16Array, pot: number, y: boolean): number {
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
function offToOn(
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
      outPot[n] = cell * 9 + (31 - Math.clz32(mask & ~bit));
      outCause[n] = NAKED;
      outHouse[n++] = -1;
    }
  }
  if (x) {
    for (let k = 0; k < 3; k++) {
      const unit = HOUSES[cell * 3 + k]!;
      const others = places[unit * 9 + d]! & ~(1 << POSITION[cell * 3 + k]!);
      if (others === 0 || (others & (others - 1)) !== 0) continue;
      const q = UNIT_CELLS[unit * 9 + 31 - Math.clz32(others)]! * 9 + d;
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
class Links {
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
function complexityOf(walk: Walk, targets: readonly Target[]): number {
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
interface Pass {
  readonly index: number;
  readonly y: boolean;
  readonly x: boolean;
  readonly sortKey: number;
  readonly cycleBase: number;
  readonly forcingBase: number;
}

/** SE's order among a producer's kinds of equal rating and length: X, then Y, then XY. */
const sortKeyOf = (y: boolean, x: boolean): number => (x && y ? 4 : y ? 3 : 2);

const PASSES: readonly Pass[] = [
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
const BOTH_STATES = [1, 0] as const;
const ON_ALONE = [1] as const;
/** The shortest hint of each search: a cycle of four nodes, a forcing chain of two. */
const SHORTEST = [4, 2, 2];

/** The rest of a cell's candidates besides one: what placing it removes. */
function othersOf(grid: Uint16Array, pot: number): number[] {
  const cell = (pot / 9) | 0;
  const out: number[] = [];
  for (let m = grid[cell]! & ~(1 << (pot - cell * 9)), d = 0; m !== 0; m >>= 1, d++)
    if (m & 1) out.push(cell * 9 + d);
  return out;
}

export class Chainer {
  readonly config: ChainingConfig;
  readonly base: number;
  /** The board searched; dynamic chains write to it and put it back (from `save`). */
  private readonly grid = new Uint16Array(81);
  private readonly save = new Uint16Array(81);
  /** The board's places (see fillPlaces), kept with it, and as they were when a chain began. */
  private readonly places = new Uint16Array(243);
  private readonly placesSave = new Uint16Array(243);
  private runs: Run[] = [];
  private used = 0;
  private readonly onRuns: (Run | null)[] = new Array(729).fill(null);
  private readonly arena = new Arena();
  /** The forcing search's marks, stamped per search. */
  private readonly markOn = new Int32Array(729);
  private readonly markOff = new Int32Array(729);
  private readonly marks = new Stamps([this.markOn, this.markOff]);
  /**
   * The cycle search's marks, stamped per search: the on potentials added, the off ones expanded, and
   * the potentials that lead straight back to the assumption (see returns); `back` holds, for an
   * expanded off potential, its cause back to the assumption plus one (0: none), read only where
   * `expanded` is marked.
   */
  private readonly inOn = new Int32Array(729);
  private readonly expanded = new Int32Array(729);
  private readonly returners = new Int32Array(729);
  private readonly back = new Uint8Array(729);
  private readonly cycleMarks = new Stamps([this.inOn, this.expanded, this.returners]);
  /** The off potentials above the on node being expanded, stamped per expansion. */
  private readonly above = new Int32Array(729);
  private readonly aboveMarks = new Stamps([this.above]);
  // The queues: on nodes, then off nodes.
  private readonly pendA = new Int32Array(729);
  private readonly pendB = new Int32Array(729);
  private pendOff = new Int32Array(1 << 14);
  /** The scratch of propagation's steps and of the walks back over a run's parents. */
  private readonly consequences = new Consequences();
  /** cycleHint's marks, stamped: the loop's cells, the candidates its on nodes and its off nodes see. */
  private readonly loopMarks = {
    cell: new Int32Array(81),
    forward: new Int32Array(729),
    back: new Int32Array(729),
  };
  private readonly loopStamps = new Stamps(Object.values(this.loopMarks));
  /** The unary searches' links on the board searched. */
  private readonly links = new Links();
  /** Nishio's digit trials (see trial.ts). */
  private readonly trial = new DigitTrial();
  readonly walk = new Walk();
  private inner: Chainer[] | null = null;
  /** What each unary search found, from one board to the next (see SearchMemo); made when first needed. */
  private memo: SearchMemo | null = null;
  /** The first hint the unary search under way gave. */
  private gave: ChainHint | null = null;
  /**
   * The nodes (potential * 2 + state) met by a forcing search of this pass that ran dry, marked with
   * the pass's stamp, and the key of that search (see unary).
   */
  private readonly dry = new Int32Array(729 * 2);
  private readonly dryKey = new Int32Array(729 * 2);
  private readonly dryMarks = new Stamps([this.dry]);
  /** Whether the last forcing search ran dry: it met every node its assumption leads to. */
  private ranDry = false;
  /** How many forcing searches a dry one's nodes spared: tests check that some are. */
  drySkips = 0;
  /** How many unary searches have run: tests count what the memo and the bounds spare. */
  searchesRun = 0;
  private order = 0;
  /** The static multiple producer's search of every assumption at once, and each source's index. */
  private reach: Reach | null = null;
  private readonly sourceOf = new Int16Array(729);
  /** How many static multiple searches fell back to SE's whole search (tests expect none). */
  staticFallbacks = 0;
  /** Makes the static multiple search SE's whole one, every run built: what tests compare it with. */
  staticWhole = false;
  /** Runs every unary search, a source's partners or not (see unary): what tests compare the skip with. */
  everySearch = false;
  private budget: Budget = () => {};
  private ticks = 0;

  constructor(config: ChainingConfig) {
    this.config = config;
    this.base = baseOf(config);
  }

  /**
   * Every hint the producer finds on the board, sorted as SE sorts them (its first is the one SE
   * takes). The hints refer to this chainer's runs: read them before its next search.
   */
  hints(input: Uint16Array, budget?: Budget): ChainHint[] {
    const all = new AllHints();
    this.search(input, all, budget);
    return all.hints.sort(compareHints);
  }

  /**
   * The hint SE takes, the first of `hints` (or null), found without the rest: a search stops where
   * nothing it could still find would come first (see BestHint).
   */
  first(input: Uint16Array, budget?: Budget): ChainHint | null {
    const best = new BestHint();
    this.search(input, best, budget);
    return best.best;
  }

  private search(input: Uint16Array, out: Collector, budget?: Budget): void {
    if (budget !== undefined) this.budget = budget;
    this.grid.set(input);
    fillPlaces(this.grid, this.places);
    const { multiple, dynamic, level } = this.config;
    // The unary searches leave the board as it is: their links may be carried from the last board.
    if (multiple || dynamic) this.links.renew();
    else this.links.carry(this.grid);
    for (let i = 0; i < this.used; i++) this.runs[i]!.reset();
    this.used = 0;
    this.onRuns.fill(null);
    this.order = 0;
    if (multiple && !dynamic && level === 0) this.staticSearch(out);
    else if (multiple || dynamic) this.wholeSearch(out);
    else {
      this.memo ??= new SearchMemo();
      this.memo.sync(this.grid);
      for (const pass of PASSES) this.loopHints(pass, out);
    }
  }

  /** Forgets the last search's budget check, here and in the nested chainers. */
  release(): void {
    this.budget = () => {};
    for (const inner of this.inner ?? []) inner.release();
  }

  private tick(): void {
    if ((++this.ticks & 15) === 0) this.budget();
  }

  // ---- Forcing chains and cycles (unary: one assumption, its own negation the end) ----
  //
  // The bounds that let a search stop early rest on one fact: a unary hint's complexity is its chain's
  // length, the depth of the node that ends it (plus one for a forcing chain). Every node of a search
  // is a distinct (potential, state): the forcing search marks each once (inOn, inOff), and the cycle
  // search adds an on potential once (the assumption again only as a cycle's end) and no off potential
  // twice along one chain (the walk up its parents before each on expansion). So snapshot, which
  // stops at a repeat, keeps the whole chain, and a level that ends chains of length n can give no
  // hint of complexity below n.

  private loopHints(pass: Pass, out: Collector): void {
    const grid = this.grid;
    this.dryMarks.next();
    for (let cell = 0; cell < 81; cell++) {
      if (POP[grid[cell]!]! < 2) continue;
      for (let m = grid[cell]!, d = 0; m !== 0; m >>= 1, d++) {
        if ((m & 1) === 0) continue;
        this.tick();
        this.unary(cell * 9 + d, pass, out);
      }
    }
  }

  private grown(array: Int32Array, used: number): Int32Array<ArrayBuffer> {
    const bigger = new Int32Array(array.length * 2);
    bigger.set(array.subarray(0, Math.max(used, array.length)));
    return bigger;
  }

  private snapshot(node: number): number[] {
    const a = this.arena;
    const chain: number[] = [];
    const seen = new Set<number>();
    for (let n = node; n !== -1; n = a.parent[n]!) {
      const id = a.pot[n]! * 2 + a.on[n]!;
      if (seen.has(id)) break;
      seen.add(id);
      chain.push(a.pot[n]!, a.on[n]!, a.cause[n]!);
    }
    return chain;
  }

  private unary(source: number, pass: Pass, out: Collector): void {
    const { y, x } = pass;
    if (!x && POP[this.grid[(source / 9) | 0]!]! > 2) return;
    const first = (pass.index * 729 + source) * SEARCHES;
    // Cycles: breadth first, level by level, back to the assumption after four links or more. An off
    // potential is not followed back into its own chain (SE's isParent): before an on node is expanded,
    // the off potentials above it are marked (a walk up its parents, half its depth), so that test is
    // one lookup. Only a few on potentials can lead back (see returns): once each has been followed,
    // no cycle is left to find.
    //
    // Both a cycle and a forcing chain from the assumption off need it to have a partner in the pass's
    // links: its cell's other digit (a cell of two), or its digit's other place in a house (a house of
    // two). A cycle comes back through one (returns counts none without), and the assumption off turns
    // on only those, so without one its forcing search ends where it began. A source without a
    // partner runs neither search: it has no hint of either kind to give, nor anything to store.
    const links = this.links;
    links.learn(this.consequences, this.grid, this.places, source);
    const partnered =
      this.everySearch ||
      (x ? links.onCount[source]! : links.onNaked[source]!) > (y ? 0 : links.onNaked[source]!);
    let limit = partnered ? this.limitOf(first + Search.cycles, pass.cycleBase, pass.sortKey, out) : -1;
    if (limit !== -1) {
      const remaining = this.returns(source, y, x);
      this.searched(
        first + Search.cycles,
        remaining > 0 ? this.cycles(source, pass, remaining, out) : UNBOUNDED,
      );
    }
    if (!x) return;
    for (const sourceOn of partnered ? BOTH_STATES : ON_ALONE) {
      const key = first + (sourceOn ? Search.forcingOn : Search.forcingOff);
      limit = this.limitOf(key, pass.forcingBase, pass.sortKey, out);
      if (limit === -1) continue;
      const node = source * 2 + sourceOn;
      if (this.dry[node] === this.dryMarks.current && !this.everySearch) {
        this.drySkips++;
        this.memo!.noteAs(this.dryKey[node]!);
        this.searched(key, UNBOUNDED);
        continue;
      }
      this.searched(key, this.forcing(source, sourceOn, y, x, limit, out));
      if (this.ranDry) this.markDry(key);
    }
  }

  /**
   * The forcing search `key` ran dry: no node it met leads to its own negation either. Its links are
   * their own contrapositives (see forcing), so a node v it met with v leading to not-v would give it
   * a chain to its own negation: the assumption leads to v and to not-v, and not-v, read backwards
   * negated, is v leading to the assumption's negation. The search met no such pair of nodes (it ran
   * dry), and what v leads to it met too. So the forcing search of each node met, from its own state,
   * runs dry on this pass's links: it is spared, and its memo entry notes what this search expanded,
   * a superset of its own expansions (they are among these), so that the entry is dropped at least
   * whenever its own would be (see SearchMemo).
   */
  private markDry(key: number): void {
    const a = this.arena;
    const stamp = this.dryMarks.current;
    for (let n = 0; n < a.size; n++) {
      const node = a.pot[n]! * 2 + a.on[n]!;
      this.dry[node] = stamp;
      this.dryKey[node] = key;
    }
  }

  /**
   * How long a hint the search `key` may look for (no longer than would come before the best), or -1 when it need not run: the hints it could keep are shorter than its shortest,
   * or the memo knows it has none of them, or gave its first already (offered again here: the best of
   * its hints). Before a search runs, sets the found order its hints will take.
   */
  private limitOf(key: number, base: number, sortKey: number, out: Collector): number {
    const limit = out.limit(base, sortKey, key * ORDER_SPAN);
    if (limit < SHORTEST[key % SEARCHES]!) return -1;
    const memo = this.memo!;
    const hint = memo.hint(key);
    // An exhaustive search wants all of a search's hints: only the memo's first is kept.
    if (hint !== null && !out.exhaustive) {
      out.add(hint);
      return -1;
    }
    if (hint === null && memo.clear(key) >= limit) return -1;
    this.order = key * ORDER_SPAN;
    this.gave = null;
    this.searchesRun++;
    memo.begin(key);
    return limit;
  }

  /** Records what the search `key` found: its first hint, or none up to complexity `clear`. */
  private searched(key: number, clear: number): void {
    this.memo!.store(key, clear, this.gave);
  }

  /**
   * The on potentials whose eliminations include one that leads straight back to the assumption (its
   * cell's other digit, or its digit's other place in a house): marked in `returners`, and counted.
   * Takes the cycle search's stamp (see cycleMarks), which the search that follows reads.
   */
  private returns(source: number, y: boolean, x: boolean): number {
    const grid = this.grid;
    const marks = this.returners;
    const memo = this.memo!;
    const s = this.cycleMarks.next();
    let count = 0;
    const links = this.links;
    // The potentials that turn a way back off are those it turns off when on (see Links).
    const lead = (c: number, e: number) => {
      const pot = c * 9 + e;
      // What a way back reads is what expanding its potential would.
      memo.note(pot);
      links.learn(this.consequences, grid, this.places, pot);
      for (
        let i = pot * 28 + (y ? 0 : links.offNaked[pot]!), end = pot * 28 + links.offCount[pot]!;
        i < end;
        i++
      ) {
        const q = links.off[i]!;
        if (marks[q] !== s) {
          marks[q] = s;
          count++;
        }
      }
    };
    const cell = (source / 9) | 0;
    const d = source - cell * 9;
    const mask = grid[cell]!;
    memo.note(source);
    if (y && POP[mask] === 2) lead(cell, 31 - Math.clz32(mask & ~(1 << d)));
    if (x) {
      for (let k = 0; k < 3; k++) {
        const unit = HOUSES[cell * 3 + k]!;
        const others = this.places[unit * 9 + d]! & ~(1 << POSITION[cell * 3 + k]!);
        if (others !== 0 && (others & (others - 1)) === 0)
          lead(UNIT_CELLS[unit * 9 + 31 - Math.clz32(others)]!, d);
      }
    }
    return count;
  }

  /**
   * The cycles through the assumption, level by level. Returns the complexity up to which it is now
   * known there is no cycle hint from this source (UNBOUNDED: none at all).
   *
   * A cycle closed at level `length` has `length` nodes (see above), so its hint's complexity is
   * `length`. Before a level the search asks the collector how long a cycle it may still keep: when
   * the next cycles, of length + 2 nodes, would be longer, it stops, and all it leaves unfound would
   * come after a hint already kept.
   */
  private cycles(source: number, pass: Pass, remaining: number, out: Collector): number {
    const { y, x, cycleBase: base, sortKey } = pass;
    // Its hints' found orders start here (see limitOf).
    const from = this.order;
    const memo = this.memo!;
    const { grid, places, links } = this;
    const a = this.arena;
    const { inOn, expanded, back, returners, above } = this;
    // The stamp returns took: the returners are marked with it, nothing else yet.
    const s = this.cycleMarks.current;
    a.reset();
    let onTop = 0;
    let offTop = 0;
    const start = a.add(source, 1, -1, Cause.none);
    let pendingOn = this.pendA;
    let nextOn = this.pendB;
    pendingOn[onTop++] = start;
    inOn[source] = s;
    const cycles: number[] = [];
    let length = 0;
    let hinted = 0;
    // The length of the first cycle that gave a hint (none yet: 0).
    let firstHint = 0;
    while (onTop > 0) {
      if (Math.max(4, length + 2) > out.limit(base, sortKey, from)) {
        return firstHint > 0 ? firstHint - 1 : length + 1;
      }
      length++;
      offTop = 0;
      for (let k = 0; k < onTop; k++) {
        const p = pendingOn[k]!;
        if (returners[a.pot[p]!] === s) remaining--;
        // The off potentials above it, marked: its parent, its parent's grandparent, and so on up.
        const mark = this.aboveMarks.next();
        for (let n = a.parent[p]!; n !== -1; n = a.parent[a.parent[n]!]!) above[a.pot[n]!] = mark;
        const pp = a.pot[p]!;
        // An on expansion need not be noted (see SearchMemo).
        links.learn(this.consequences, grid, places, pp);
        for (
          let i = pp * 28 + (y ? 0 : links.offNaked[pp]!), end = pp * 28 + links.offCount[pp]!;
          i < end;
          i++
        ) {
          const q = links.off[i]!;
          if (above[q] === mark) continue;
          // Already followed, and no way back from it: it would add nothing.
          if (expanded[q] === s && back[q] === 0) continue;
          if (offTop === this.pendOff.length) this.pendOff = this.grown(this.pendOff, offTop);
          this.pendOff[offTop++] = a.add(q, 0, p, links.offCause[i]!);
        }
      }
      const offs = this.pendOff;
      length++;
      let nextTop = 0;
      for (let k = 0; k < offTop; k++) {
        const p = offs[k]!;
        const off = a.pot[p]!;
        // The board is fixed, so an off potential met again turns on what it did the first time, all
        // on already: only a way back to the assumption is new.
        if (expanded[off] === s) {
          if (length >= 4 && back[off]) cycles.push(a.add(source, 1, p, back[off] - 1));
          continue;
        }
        expanded[off] = s;
        back[off] = 0;
        memo.noteOff(off);
        links.learn(this.consequences, grid, places, off);
        for (
          let i = off * 4 + (y ? 0 : links.onNaked[off]!),
            end = off * 4 + (x ? links.onCount[off]! : links.onNaked[off]!);
          i < end;
          i++
        ) {
          const q = links.on[i]!;
          if (q === source) back[off] = links.onCause[i]! + 1;
          if (inOn[q] !== s || (length >= 4 && q === source)) {
            const node = a.add(q, 1, p, links.onCause[i]!);
            if (length >= 4 && q === source) cycles.push(node);
            if (inOn[q] !== s) {
              inOn[q] = s;
              nextOn[nextTop++] = node;
            }
          }
        }
      }
      const t = pendingOn;
      pendingOn = nextOn;
      nextOn = t;
      onTop = nextTop;
      // This level's cycles, in the order closed: all of `length` nodes.
      for (; hinted < cycles.length; hinted++) {
        if (this.cycleHint(cycles[hinted]!, y, x, out) && firstHint === 0) firstHint = length;
      }
      if (remaining === 0) break;
    }
    return firstHint > 0 ? firstHint - 1 : UNBOUNDED;
  }

  /**
   * The forcing chain from the assumption (on, or off) to its own negation, breadth first: the search
   * has that one end, so it stops there. Returns the complexity up to which it is known that there is
   * no such chain (UNBOUNDED: none at all).
   *
   * A node made at depth n ends a chain of n + 1 nodes (see above). Before each level the search asks
   * how long a chain it may still keep, and stops when the shortest it could now find (the end is met
   * only at a level of its state) would be longer: all it leaves unfound would come after a hint kept.
   *
   * Its links are their own contrapositives (a on turns b off exactly when b on turns a off; a off
   * turns b on exactly when b off turns a on: the two are a cell's last two digits or a house's last two
   * places), so a chain read backwards with every node negated is a chain too. The search marks a
   * node at its distance from the assumption s. If the shortest chain from s to not-s has D links,
   * its node v at ceil(D/2) links is marked by then, and the rest of the chain, reversed and negated,
   * leads from s to not-v in at most as many: both v and not-v are marked within ceil(D/2). So while no
   * potential is marked both on and off, a search that has marked all within r links knows D > 2r: a
   * chain of 2r + 2 nodes at least, which bounds the search long before its depth alone would.
   */
  private forcing(
    source: number,
    sourceOn: number,
    y: boolean,
    x: boolean,
    limit: number,
    out: Collector,
  ): number {
    const { grid, places, links } = this;
    const a = this.arena;
    // Marks stamped per search (see Stamps): a potential is marked on (off) when it equals the stamp.
    const { markOn: inOn, markOff: inOff } = this;
    const s = this.marks.next();
    const memo = this.memo!;
    a.reset();
    const first = a.add(source, sourceOn, -1, Cause.none);
    const ons = this.pendA;
    const offs = this.pendB;
    let onTop = 0;
    let offTop = 0;
    if (sourceOn) {
      inOn[source] = s;
      ons[onTop++] = first;
    } else {
      inOff[source] = s;
      offs[offTop++] = first;
    }
    // The depth of the nodes pending in each queue.
    let onDepth = sourceOn ? 0 : -1;
    let offDepth = sourceOn ? -1 : 0;
    let target = -1;
    this.ranDry = false;
    // Whether some potential is marked both on and off (see above).
    let paired = false;
    search: while (onTop > 0 || offTop > 0) {
      // On potentials turn off: the end, if the assumption is on, at depth onDepth + 1.
      if (onTop > 0) {
        const shortest = Math.max(sourceOn ? onDepth + 2 : onDepth + 3, paired ? 0 : 2 * onDepth + 2);
        if (shortest > limit) return shortest - 1;
      }
      // New offs queue behind those pending (the assumption itself, in the first round).
      for (let k = 0; k < onTop; k++) {
        const p = ons[k]!;
        const pp = a.pot[p]!;
        // An on expansion need not be noted (see SearchMemo).
        links.learn(this.consequences, grid, places, pp);
        for (
          let i = pp * 28 + (y ? 0 : links.offNaked[pp]!), end = pp * 28 + links.offCount[pp]!;
          i < end;
          i++
        ) {
          const q = links.off[i]!;
          if (sourceOn && q === source) {
            target = a.add(q, 0, p, links.offCause[i]!);
            break search;
          }
          if (inOff[q] !== s) {
            inOff[q] = s;
            if (inOn[q] === s) paired = true;
            offs[offTop++] = a.add(q, 0, p, links.offCause[i]!);
          }
        }
      }
      if (onTop > 0) offDepth = onDepth + 1;
      onTop = 0;
      // Off potentials turn on: the end, if the assumption is off, at depth offDepth + 1.
      if (offTop > 0) {
        const shortest = Math.max(sourceOn ? offDepth + 3 : offDepth + 2, paired ? 0 : 2 * offDepth + 2);
        if (shortest > limit) return shortest - 1;
      }
      for (let k = 0; k < offTop; k++) {
        const p = offs[k]!;
        const pp = a.pot[p]!;
        memo.noteOff(pp);
        links.learn(this.consequences, grid, places, pp);
        for (let i = pp * 4 + (y ? 0 : links.onNaked[pp]!), end = pp * 4 + links.onCount[pp]!; i < end; i++) {
          const q = links.on[i]!;
          if (!sourceOn && q === source) {
            target = a.add(q, 1, p, links.onCause[i]!);
            break search;
          }
          if (inOn[q] !== s) {
            inOn[q] = s;
            if (inOff[q] === s) paired = true;
            ons[onTop++] = a.add(q, 1, p, links.onCause[i]!);
          }
        }
      }
      if (offTop > 0) onDepth = offDepth + 1;
      offTop = 0;
    }
    this.ranDry = target === -1;
    if (target === -1) return UNBOUNDED;
    // Read the chain now: the arena is reused by the next search.
    const complexity = this.forcingHint(target, y, x, out);
    return complexity > 0 ? complexity - 1 : UNBOUNDED;
  }

  /** The hint of a cycle, if it eliminates anything: whether it did. */
  private cycleHint(dstOn: number, y: boolean, x: boolean, out: Collector): boolean {
    const a = this.arena;
    const grid = this.grid;
    const memo = this.memo!;
    // Marks stamped per call (see Stamps): the loop's cells, and the candidates its on and off nodes see.
    const { loopMarks: marks } = this;
    const s = this.loopStamps.next();
    let cells = 0;
    for (let n = dstOn; a.parent[n] !== -1; n = a.parent[n]!) {
      const cell = (a.pot[n]! / 9) | 0;
      if (marks.cell[cell] !== s) {
        marks.cell[cell] = s;
        cells++;
      }
      // Expanded already, all but the end (the assumption): noted again, what the loop reads is plain.
      memo.note(a.pot[n]!);
    }
    // The candidates an on node sees, in the order first seen; those an off node sees, marked.
    const forward: number[] = [];
    for (let n = dstOn; a.parent[n] !== -1; n = a.parent[n]!) {
      const pot = a.pot[n]!;
      const cell = (pot / 9) | 0;
      const d = pot - cell * 9;
      const on = a.on[n] === 1;
      for (let k = cell * 20; k < cell * 20 + 20; k++) {
        const peer = PEERS[k]!;
        if (marks.cell[peer] === s || (grid[peer]! & (1 << d)) === 0) continue;
        const q = peer * 9 + d;
        if (!on) marks.back[q] = s;
        else if (marks.forward[q] !== s) {
          marks.forward[q] = s;
          forward.push(q);
        }
      }
    }
    const removable = forward.filter((pot) => marks.back[pot] === s);
    if (removable.length === 0) return false;
    const chain = this.snapshot(dstOn);
    const complexity = chain.length / 3;
    const kind: KindId =
      x && y
        ? 'bidirectional-cycle'
        : y
          ? 'bidirectional-y-cycle'
          : cells === 4
            ? 'generalized-x-wing'
            : 'bidirectional-x-cycle';
    const hint = this.hint(kind, kinds[kind].base, complexity, sortKeyOf(y, x), removable, -1, [
      { run: null, node: dstOn, chain },
    ]);
    this.gave ??= hint;
    out.add(hint);
    return true;
  }

  /** The hint of a forcing chain, if it eliminates anything: its complexity, or 0. */
  private forcingHint(target: number, y: boolean, x: boolean, out: Collector): number {
    const a = this.arena;
    const pot = a.pot[target]!;
    const on = a.on[target] === 1;
    const removable = on ? othersOf(this.grid, pot) : [pot];
    if (removable.length === 0) return 0;
    const chain = this.snapshot(target);
    const complexity = chain.length / 3;
    const kind: KindId = x && y ? 'forcing-xy-chain' : complexity === 6 ? 'turbot-fish' : 'forcing-x-chain';
    const hint = this.hint(kind, kinds[kind].base, complexity, sortKeyOf(y, x), removable, on ? pot : -1, [
      { run: null, node: target, chain },
    ]);
    this.gave ??= hint;
    out.add(hint);
    return complexity;
  }

  private hint(
    kind: KindId,
    base: number,
    complexity: number,
    sortKey: number,
    removable: readonly number[],
    placement: number,
    targets: readonly Target[],
    premisePot = -1,
    premiseOn = true,
    premiseUnit = -1,
  ): ChainHint {
    const first = targets[0]!;
    if (premisePot === -1) {
      // A unary chain's assumption is its last node.
      const chain = first.chain!;
      premisePot = chain[chain.length - 3]!;
      premiseOn = chain[chain.length - 2] === 1;
    }
    return {
      kind,
      name: kinds[kind].name,
      difficulty: base + lengthIncrement(complexity),
      complexity,
      sortKey,
      order: this.order++,
      removable,
      placement,
      targets,
      premisePot,
      premiseOn,
      premiseUnit,
      level: this.config.level,
    };
  }

  // ---- Multiple, dynamic and nested chains (binary: an assumption, on and off) ----

  private takeRun(): Run {
    if (this.used === this.runs.length) this.runs.push(new Run());
    return this.runs[this.used++]!;
  }

  private onRun(pot: number): Run {
    let run = this.onRuns[pot]!;
    if (run === null) {
      run = this.takeRun();
      this.chain(run, pot, 1);
      this.onRuns[pot] = run;
    }
    return run;
  }

  /**
   * Follows an assumption to all it implies (SE's doChaining): on potentials first, one at a time; an
   * off potential, once its consequences are read, leaves the board when the chain is dynamic; when
   * both queues run dry a nested producer may add eliminations. Stops at the first clash.
   */
  private chain(run: Run, pot: number, on: number): void {
    const { pot: outPot, cause: outCause, house: outHouse } = this.consequences;
    const links = this.links;
    this.tick();
    const grid = this.grid;
    const save = this.save;
    save.set(grid);
    const places = this.places;
    this.placesSave.set(places);
    const { dynamic, nishio, level } = this.config;
    const y = !nishio;
    const start = pot * 2 + on;
    run.begin(start, Cause.none);
    run.end(start);
    if (on) run.addOn(pot);
    else run.addOff(pot);
    let onHead = 0;
    let offHead = 0;
    for (;;) {
      if (onHead < run.onCount) {
        const p = run.ons[onHead++]!;
        // A chain that leaves the board as it is reads the board's links (see Links).
        let to = outPot;
        let why = outCause;
        let i = 0;
        let n: number;
        if (dynamic) n = onToOff(this.consequences, grid, p, y);
        else {
          links.learn(this.consequences, grid, places, p);
          to = links.off;
          why = links.offCause;
          i = p * 28 + (y ? 0 : links.offNaked[p]!);
          n = p * 28 + links.offCount[p]!;
        }
        for (; i < n; i++) {
          const q = to[i]!;
          if (run.inOn[q]) {
            run.clashStored = q * 2 + 1;
            run.clashPot = q;
            run.clashOn = 0;
            run.begin(CLASH, why[i]!);
            run.push(p * 2 + 1);
            run.end(CLASH);
            this.restore();
            return;
          }
          if (run.inOff[q]) continue;
          const node = q * 2;
          run.begin(node, why[i]!);
          run.push(p * 2 + 1);
          run.end(node);
          run.addOff(q);
        }
        continue;
      }
      if (offHead < run.offCount) {
        const p = run.offs[offHead++]!;
        let to = outPot;
        let why = outCause;
        let i = 0;
        let n: number;
        if (dynamic) n = offToOn(this.consequences, grid, places, p, y, true);
        else {
          links.learn(this.consequences, grid, places, p);
          to = links.on;
          why = links.onCause;
          i = p * 4 + (y ? 0 : links.onNaked[p]!);
          n = p * 4 + links.onCount[p]!;
        }
        for (; i < n; i++) {
          const q = to[i]!;
          const clash = run.inOff[q] === 1;
          if (!clash && run.inOn[q]) continue;
          const node = clash ? CLASH : q * 2 + 1;
          run.begin(node, why[i]!);
          run.push(p * 2);
          if (dynamic) this.hiddenParents(run, q, outHouse[i]!);
          run.end(node);
          if (clash) {
            run.clashStored = q * 2;
            run.clashPot = q;
            run.clashOn = 1;
            this.restore();
            return;
          }
          run.addOn(q);
        }
        if (dynamic) {
          const cell = (p / 9) | 0;
          const d = p - cell * 9;
          grid[cell]! &= ~(1 << d);
          for (let k = 0; k < 3; k++)
            places[HOUSES[cell * 3 + k]! * 9 + d]! &= ~(1 << POSITION[cell * 3 + k]!);
        }
        continue;
      }
      if (level > 0 && this.advanced(run) > 0) continue;
      break;
    }
    this.restore();
  }

  private restore(): void {
    this.grid.set(this.save);
    this.places.set(this.placesSave);
  }

  /**
   * SE's hidden parents: the eliminations the chain has made in the single's cell (a naked single) or
   * in its house for its digit (a hidden single), each an off node already in the run.
   */
  private hiddenParents(run: Run, q: number, house: number): void {
    const grid = this.grid;
    const save = this.save;
    const cell = (q / 9) | 0;
    const d = q - cell * 9;
    if (house === -1) {
      for (let m = save[cell]! & ~grid[cell]!, dd = 0; m !== 0; m >>= 1, dd++)
        if (m & 1 && run.inOff[cell * 9 + dd]) run.push((cell * 9 + dd) * 2);
      return;
    }
    const bit = 1 << d;
    for (let i = 0; i < 9; i++) {
      const c = UNIT_CELLS[house * 9 + i]!;
      if (save[c]! & bit && (grid[c]! & bit) === 0 && run.inOff[c * 9 + d]) run.push((c * 9 + d) * 2);
    }
  }

  /**
   * SE's getAdvancedPotentials: the first nested rule that finds anything on the chain's board (with
   * parents among the chain's eliminations) adds its eliminations as off nodes.
   */
  private advanced(run: Run): number {
    const grid = this.grid;
    const save = this.save;
    const entries: Entry[] = [];
    for (const rule of advancedRules) {
      rule(grid, save, this.places, this.placesSave, entries);
      if (entries.length > 0) break;
    }
    if (entries.length === 0 && this.config.level >= 2) {
      for (const inner of this.innerChainers()) {
        // The inner search writes to its own board; ours is handed in as it stands.
        for (const hint of inner.hints(grid, this.budget)) {
          const parents = ruleParents(this.walk, hint, save, grid);
          if (parents.length > 0) entries.push({ removable: hint.removable, parents, nested: hint });
        }
        if (entries.length > 0) break;
      }
    }
    let count = 0;
    for (const entry of entries) {
      for (const q of entry.removable) {
        if (run.inOff[q]) continue;
        const node = q * 2;
        run.begin(node, Cause.advanced);
        for (const parent of entry.parents) if (run.inOff[parent]) run.push(parent * 2);
        run.end(node);
        if (entry.nested !== null) run.setNested(node, entry.nested);
        run.addOff(q);
        count++;
      }
    }
    return count;
  }

  private innerChainers(): Chainer[] {
    if (this.inner === null) {
      const { level, nesting } = this.config;
      const off = { multiple: false, dynamic: false, nishio: false, level: 0, nesting: 0 };
      this.inner = [];
      if (level < 4) {
        if (level >= 2) this.inner.push(new Chainer(off));
        if (level >= 3) this.inner.push(new Chainer({ ...off, multiple: true }));
      } else {
        this.inner.push(
          new Chainer({ multiple: true, dynamic: true, nishio: false, level: nesting, nesting: 0 }),
        );
      }
    }
    return this.inner;
  }

  private multipleHint(
    kind: KindId,
    complexity: number,
    sortKey: number,
    removable: readonly number[],
    placement: number,
    targets: readonly Target[],
    premisePot: number,
    premiseOn: boolean,
    premiseUnit: number,
  ): ChainHint {
    return this.hint(
      kind,
      this.base,
      complexity,
      sortKey,
      removable,
      placement,
      targets,
      premisePot,
      premiseOn,
      premiseUnit,
    );
  }

  /**
   * The hint of an assumption whose run clashed, if it has one: the assumption on is false, off is
   * true (then its cell's other digits go).
   */
  private contradictionHint(run: Run, pot: number, on: boolean, out: ChainHint[]): void {
    if (run.clashStored === -1) return;
    const removable = on ? [pot] : othersOf(this.grid, pot);
    if (removable.length === 0) return;
    const targets = [
      { run, node: run.clashStored, chain: null },
      { run, node: CLASH, chain: null },
    ];
    const kind: KindId = this.config.nishio ? 'nishio' : 'contradiction-forcing-chains';
    out.push(
      this.multipleHint(
        kind,
        complexityOf(this.walk, targets),
        7,
        removable,
        on ? -1 : pot,
        targets,
        pot,
        on,
        -1,
      ),
    );
  }

  /**
   * Nishio's hints at a cell: each assumption (a digit on, then off) that clashes. A digit trial
   * answers first whether it does (see trial.ts), so a run is built only for those that do.
   */
  private nishioHints(cell: number, out: ChainHint[]): void {
    const { grid, places, trial } = this;
    this.tick();
    for (let m = grid[cell]!, d = 0; m !== 0; m >>= 1, d++) {
      if ((m & 1) === 0) continue;
      const pot = cell * 9 + d;
      if (trial.clashes(grid, places, cell, d, true)) this.contradictionHint(this.onRun(pot), pot, true, out);
      if (trial.clashes(grid, places, cell, d, false)) {
        const offRun = this.takeRun();
        this.chain(offRun, pot, 0);
        this.contradictionHint(offRun, pot, false, out);
      }
    }
  }

  private cellHints(cell: number, card: number, out: ChainHint[]): void {
    const grid = this.grid;
    const { multiple, dynamic } = this.config;
    const doDouble = card >= 3 && dynamic;
    const doContradiction = dynamic;
    const valueRuns: Run[] = [];
    for (let m = grid[cell]!, d = 0; m !== 0; m >>= 1, d++) {
      if ((m & 1) === 0) continue;
      const pot = cell * 9 + d;
      const onRun = this.onRun(pot);
      valueRuns.push(onRun);
      if (doContradiction) this.contradictionHint(onRun, pot, true, out);
      if (doContradiction || doDouble) {
        const offRun = this.takeRun();
        this.chain(offRun, pot, 0);
        if (doContradiction) this.contradictionHint(offRun, pot, false, out);
        if (doDouble) {
          for (let i = 0; i < onRun.onCount; i++) {
            const q = onRun.ons[i]!;
            if (!offRun.inOn[q]) continue;
            const removable = othersOf(grid, q);
            if (removable.length === 0) continue;
            const targets = [
              { run: onRun, node: q * 2 + 1, chain: null },
              { run: offRun, node: q * 2 + 1, chain: null },
            ];
            out.push(
              this.multipleHint(
                'double-forcing-chains',
                complexityOf(this.walk, targets),
                1,
                removable,
                q,
                targets,
                pot,
                true,
                -1,
              ),
            );
          }
          for (let i = 0; i < onRun.offCount; i++) {
            const q = onRun.offs[i]!;
            if (!offRun.inOff[q]) continue;
            const targets = [
              { run: onRun, node: q * 2, chain: null },
              { run: offRun, node: q * 2, chain: null },
            ];
            out.push(
              this.multipleHint(
                'double-forcing-chains',
                complexityOf(this.walk, targets),
                1,
                [q],
                -1,
                targets,
                pot,
                true,
                -1,
              ),
            );
          }
        }
      }
      this.regionHints(cell, d, onRun, out);
    }
    if (!(card === 2 || (multiple && card > 2))) return;
    this.reductions(
      valueRuns,
      'cell-forcing-chains',
      5,
      cell * 9 + (31 - Math.clz32(grid[cell]! & -grid[cell]!)),
      -1,
      out,
    );
  }

  /** What every run implies (on, then off): SE's cell and region reductions. */
  private reductions(
    runs: readonly Run[],
    kind: KindId,
    sortKey: number,
    premisePot: number,
    premiseUnit: number,
    out: ChainHint[],
  ): void {
    const first = runs[0]!;
    for (let i = 0; i < first.onCount; i++) {
      const q = first.ons[i]!;
      if (!runs.every((r) => r.inOn[q] === 1)) continue;
      const removable = othersOf(this.grid, q);
      if (removable.length === 0) continue;
      const targets = runs.map((run) => ({ run, node: q * 2 + 1, chain: null }));
      out.push(
        this.multipleHint(
          kind,
          complexityOf(this.walk, targets),
          sortKey,
          removable,
          q,
          targets,
          premisePot,
          true,
          premiseUnit,
        ),
      );
    }
    for (let i = 0; i < first.offCount; i++) {
      const q = first.offs[i]!;
      if (!runs.every((r) => r.inOff[q] === 1)) continue;
      const targets = runs.map((run) => ({ run, node: q * 2, chain: null }));
      out.push(
        this.multipleHint(
          kind,
          complexityOf(this.walk, targets),
          sortKey,
          [q],
          -1,
          targets,
          premisePot,
          true,
          premiseUnit,
        ),
      );
    }
  }

  /**
   * The static multiple producer (multiple, not dynamic, level 0) without building every run: a
   * static run is the reach of its assumption (see Reach), so one breadth-first search of all the
   * assumptions at once gives each group's (cell's or region's) least complexity, or that it has no
   * hint. For every hint, only the groups that have one are built as SE builds them, in SE's order
   * of groups, so the hints and their found order are those of the whole search. For the first hint
   * alone: its hints all share one base, so SE's order among them is complexity, then sort key, then
   * found order, and every hint of an earlier group was found before every hint of a later one; so
   * the first group, in SE's order, with the least (complexity, sort key) holds the first hint, and
   * only that group is built.
   */
  private staticSearch(out: Collector): void {
    if (this.staticWhole) {
      this.wholeSearch(out);
      return;
    }
    const grid = this.grid;
    const groups = this.staticGroups();
    const reach = (this.reach ??= new Reach());
    const sourceOf = this.sourceOf;
    sourceOf.fill(-1);
    const pots: number[] = [];
    for (const group of groups) {
      for (const pot of group.pots) {
        if (sourceOf[pot] === -1) {
          sourceOf[pot] = pots.length;
          pots.push(pot);
        }
        group.sources.push(sourceOf[pot]!);
      }
    }
    if (pots.length === 0) return;
    for (let cell = 0; cell < 81; cell++) {
      for (let m = grid[cell]!, d = 0; m !== 0; m >>= 1, d++)
        if (m & 1) this.links.learn(this.consequences, grid, this.places, cell * 9 + d);
    }
    for (let i = 0; i < pots.length; i++) this.tick();
    reach.reset(grid, pots);
    reach.search(this.links);
    if (reach.tooDeep) {
      this.staticFallbacks++;
      this.wholeSearch(out);
      return;
    }
    // A run that clashes stops at its first clash: SE's run, built, stands for its search.
    for (let s = 0; s < pots.length; s++) if (reach.clashes(s)) reach.replace(s, this.onRun(pots[s]!));
    const hints: ChainHint[] = [];
    let best: StaticGroup | null = null;
    let least = UNREACHED;
    for (const group of groups) {
      const complexity = reach.least(group.sources, grid);
      if (complexity === UNREACHED) continue;
      if (out.exhaustive) {
        // Its hints, in the order SE finds them; their least must be the reach's.
        const from = hints.length;
        this.staticHints(group, hints);
        let shortest = UNREACHED;
        for (let i = from; i < hints.length; i++) shortest = Math.min(shortest, hints[i]!.complexity);
        if (shortest !== complexity) {
          this.staticFallbacks++;
          this.wholeSearch(out);
          return;
        }
      }
      // Strictly before: an equal one of an earlier group comes first.
      if (complexity < least || (complexity === least && best !== null && group.sortKey < best.sortKey)) {
        least = complexity;
        best = group;
      }
    }
    if (out.exhaustive) {
      for (const hint of hints) out.add(hint);
      return;
    }
    if (best === null) return;
    this.staticHints(best, hints);
    let first: ChainHint | null = null;
    for (const hint of hints) if (first === null || compareHints(hint, first) < 0) first = hint;
    if (first === null || first.complexity !== least) {
      // Never expected (the reach is the run): SE's whole search stands in for it.
      this.staticFallbacks++;
      this.wholeSearch(out);
      return;
    }
    out.add(first);
  }

  /** A group's hints, its runs built as SE builds them. */
  private staticHints(group: StaticGroup, out: ChainHint[]): void {
    const runs = group.pots.map((pot) => this.onRun(pot));
    this.reductions(runs, group.kind, group.sortKey, group.premisePot, group.premiseUnit, out);
  }

  /**
   * SE's whole search of a multiple, dynamic or Nishio producer: every run it needs, every hint (the
   * static multiple producer's stand-in when its reach search cannot serve).
   */
  private wholeSearch(out: Collector): void {
    const { dynamic, nishio } = this.config;
    const hints: ChainHint[] = [];
    for (let cell = 0; cell < 81; cell++) {
      const card = POP[this.grid[cell]!]!;
      if (nishio) {
        if (card > 1) this.nishioHints(cell, hints);
      } else if (card > 2 || (card > 1 && dynamic)) this.cellHints(cell, card, hints);
    }
    for (const hint of hints) out.add(hint);
  }

  /** The static multiple producer's groups in SE's order: per cell, its digits' regions, then itself. */
  private staticGroups(): StaticGroup[] {
    const grid = this.grid;
    const groups: StaticGroup[] = [];
    for (let cell = 0; cell < 81; cell++) {
      if (POP[grid[cell]!]! <= 2) continue;
      const digits: number[] = [];
      for (let m = grid[cell]!, d = 0; m !== 0; m >>= 1, d++) {
        if ((m & 1) === 0) continue;
        digits.push(cell * 9 + d);
        for (let k = 0; k < 3; k++) {
          const unit = HOUSES[cell * 3 + k]!;
          // As regionHints: two places or more (the unit's places of d, kept with the board), the
          // first of them this cell.
          const mask = this.places[unit * 9 + d]!;
          if (POP[mask]! < 2 || (mask & -mask) !== 1 << POSITION[cell * 3 + k]!) continue;
          const places: number[] = [];
          for (let left = mask; left !== 0; left &= left - 1)
            places.push(UNIT_CELLS[unit * 9 + 31 - Math.clz32(left & -left)]! * 9 + d);
          groups.push({
            pots: places,
            sources: [],
            kind: 'region-forcing-chains',
            sortKey: 6,
            premisePot: cell * 9 + d,
            premiseUnit: unit,
          });
        }
      }
      groups.push({
        pots: digits,
        sources: [],
        kind: 'cell-forcing-chains',
        sortKey: 5,
        premisePot: digits[0]!,
        premiseUnit: -1,
      });
    }
    return groups;
  }

  private regionHints(cell: number, d: number, onRun: Run, out: ChainHint[]): void {
    const grid = this.grid;
    const bit = 1 << d;
    for (let k = 0; k < 3; k++) {
      const unit = HOUSES[cell * 3 + k]!;
      let count = 0;
      let firstCell = -1;
      for (let i = 0; i < 9; i++) {
        const c = UNIT_CELLS[unit * 9 + i]!;
        if (grid[c]! & bit) {
          if (firstCell === -1) firstCell = c;
          count++;
        }
      }
      if (!(count === 2 || (this.config.multiple && count > 2)) || firstCell !== cell) continue;
      const runs: Run[] = [];
      for (let i = 0; i < 9; i++) {
        const c = UNIT_CELLS[unit * 9 + i]!;
        if (grid[c]! & bit) runs.push(c === cell ? onRun : this.onRun(c * 9 + d));
      }
      this.reductions(runs, 'region-forcing-chains', 6, cell * 9 + d, unit, out);
    }
  }
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
