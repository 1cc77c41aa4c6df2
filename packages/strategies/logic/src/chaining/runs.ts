import { lowestBit } from '@sudoku-lab/core';
import * as graph from './graph.js';
import { CLASH, Run, Stamps, Walk } from './graph.js';
import { Arena, type ChainHint, type Collector, type KindId, kinds, type Target } from './hint.js';
import type { Reach } from './reach.js';
import { SEARCHES, type SearchMemo } from './reads.js';
import { DigitTrial } from './trial.js';

// Module constants, read once: the hot loops would otherwise read each through the module object (as
// vitest's loader wraps imports), a property lookup per use (see solutions.ts).
const { Cause, HOUSES, lengthIncrement, PEERS, POP, POSITION, UNIT_CELLS } = graph;

import {
  type Budget,
  baseOf,
  type ChainingConfig,
  Consequences,
  complexityOf,
  Links,
  ORDER_SPAN,
  offToOn,
  onToOff,
  othersOf,
  SHORTEST,
  sortKeyOf,
} from './propagation.js';

/**
 * The runs of one chaining producer: its boards, marks and queues, the building of a chain from an
 * assumption (a run), and the hints a run gives. Chainer (chainer.ts) searches with them.
 */
export abstract class ChainRuns {
  readonly config: ChainingConfig;
  readonly base: number;
  /** The board searched; dynamic chains write to it and put it back (from `save`). */
  protected readonly grid = new Uint16Array(81);
  protected readonly save = new Uint16Array(81);
  /** The board's places (see fillPlaces), kept with it, and as they were when a chain began. */
  protected readonly places = new Uint16Array(243);
  protected readonly placesSave = new Uint16Array(243);
  protected runs: Run[] = [];
  protected used = 0;
  protected readonly onRuns: (Run | null)[] = new Array(729).fill(null);
  protected readonly arena = new Arena();
  /** The forcing search's marks, stamped per search. */
  protected readonly markOn = new Int32Array(729);
  protected readonly markOff = new Int32Array(729);
  protected readonly marks = new Stamps([this.markOn, this.markOff]);
  /**
   * The cycle search's marks, stamped per search: the on potentials added, the off ones expanded, and
   * the potentials that lead straight back to the assumption (see returns); `back` holds, for an
   * expanded off potential, its cause back to the assumption plus one (0: none), read only where
   * `expanded` is marked.
   */
  protected readonly inOn = new Int32Array(729);
  protected readonly expanded = new Int32Array(729);
  protected readonly returners = new Int32Array(729);
  protected readonly back = new Uint8Array(729);
  protected readonly cycleMarks = new Stamps([this.inOn, this.expanded, this.returners]);
  /** The off potentials above the on node being expanded, stamped per expansion. */
  protected readonly above = new Int32Array(729);
  protected readonly aboveMarks = new Stamps([this.above]);
  // The queues: on nodes, then off nodes.
  protected readonly pendA = new Int32Array(729);
  protected readonly pendB = new Int32Array(729);
  protected pendOff = new Int32Array(1 << 14);
  /** The scratch of propagation's steps and of the walks back over a run's parents. */
  protected readonly consequences = new Consequences();
  /** cycleHint's marks, stamped: the loop's cells, the candidates its on nodes and its off nodes see. */
  protected readonly loopMarks = {
    cell: new Int32Array(81),
    forward: new Int32Array(729),
    back: new Int32Array(729),
  };
  protected readonly loopStamps = new Stamps(Object.values(this.loopMarks));
  /** The unary searches' links on the board searched. */
  protected readonly links = new Links();
  /** Nishio's digit trials (see trial.ts). */
  protected readonly trial = new DigitTrial();
  readonly walk = new Walk();
  /** What each unary search found, from one board to the next (see SearchMemo); made when first needed. */
  protected memo: SearchMemo | null = null;
  /** The first hint the unary search under way gave. */
  protected gave: ChainHint | null = null;
  /**
   * The nodes (potential * 2 + state) met by a forcing search of this pass that ran dry, marked with
   * the pass's stamp, and the key of that search (see unary).
   */
  protected readonly dry = new Int32Array(729 * 2);
  protected readonly dryKey = new Int32Array(729 * 2);
  protected readonly dryMarks = new Stamps([this.dry]);
  /** Whether the last forcing search ran dry: it met every node its assumption leads to. */
  protected ranDry = false;
  /** How many forcing searches a dry one's nodes spared: tests check that some are. */
  drySkips = 0;
  /** How many unary searches have run: tests count what the memo and the bounds spare. */
  searchesRun = 0;
  protected order = 0;
  /** The static multiple producer's search of every assumption at once, and each source's index. */
  protected reach: Reach | null = null;
  protected readonly sourceOf = new Int16Array(729);
  /** How many static multiple searches fell back to SE's whole search (tests expect none). */
  staticFallbacks = 0;
  /** Makes the static multiple search SE's whole one, every run built: what tests compare it with. */
  staticWhole = false;
  /** Runs every unary search, a source's partners or not (see unary): what tests compare the skip with. */
  everySearch = false;
  protected budget: Budget = () => {};
  protected ticks = 0;

  constructor(config: ChainingConfig) {
    this.config = config;
    this.base = baseOf(config);
  }

  protected tick(): void {
    if ((++this.ticks & 15) === 0) this.budget();
  }

  protected grown(array: Int32Array, used: number): Int32Array<ArrayBuffer> {
    const bigger = new Int32Array(array.length * 2);
    bigger.set(array.subarray(0, Math.max(used, array.length)));
    return bigger;
  }

  protected snapshot(node: number): number[] {
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
  protected markDry(key: number): void {
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
  protected limitOf(key: number, base: number, sortKey: number, out: Collector): number {
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
  protected searched(key: number, clear: number): void {
    this.memo!.store(key, clear, this.gave);
  }

  /**
   * The on potentials whose eliminations include one that leads straight back to the assumption (its
   * cell's other digit, or its digit's other place in a house): marked in `returners`, and counted.
   * Takes the cycle search's stamp (see cycleMarks), which the search that follows reads.
   */
  protected returns(source: number, y: boolean, x: boolean): number {
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
    if (y && POP[mask] === 2) lead(cell, lowestBit(mask & ~(1 << d)));
    if (x) {
      for (let k = 0; k < 3; k++) {
        const unit = HOUSES[cell * 3 + k]!;
        const others = this.places[unit * 9 + d]! & ~(1 << POSITION[cell * 3 + k]!);
        if (others !== 0 && (others & (others - 1)) === 0) lead(UNIT_CELLS[unit * 9 + lowestBit(others)]!, d);
      }
    }
    return count;
  }

  /** The hint of a cycle, if it eliminates anything: whether it did. */
  protected cycleHint(dstOn: number, y: boolean, x: boolean, out: Collector): boolean {
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
  protected forcingHint(target: number, y: boolean, x: boolean, out: Collector): number {
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

  protected hint(
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

  protected takeRun(): Run {
    if (this.used === this.runs.length) this.runs.push(new Run());
    return this.runs[this.used++]!;
  }

  protected onRun(pot: number): Run {
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
  protected chain(run: Run, pot: number, on: number): void {
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
      const isOn = onHead < run.onCount;
      if (!isOn && offHead >= run.offCount) {
        if (level > 0 && this.advanced(run) > 0) continue;
        break;
      }
      const p = isOn ? run.ons[onHead++]! : run.offs[offHead++]!;
      // What p turns off when on, or on when off: read off the board where the chain changes it, else
      // the board's links (see Links), which hold the naked singles first.
      let to = outPot;
      let why = outCause;
      let i = 0;
      let n: number;
      if (dynamic)
        n = isOn
          ? onToOff(this.consequences, grid, p, y)
          : offToOn(this.consequences, grid, places, p, y, true);
      else {
        links.learn(this.consequences, grid, places, p);
        const stride = isOn ? 28 : 4;
        to = isOn ? links.off : links.on;
        why = isOn ? links.offCause : links.onCause;
        i = p * stride + (y ? 0 : (isOn ? links.offNaked : links.onNaked)[p]!);
        n = p * stride + (isOn ? links.offCount : links.onCount)[p]!;
      }
      if (isOn) {
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
        for (let k = 0; k < 3; k++) places[HOUSES[cell * 3 + k]! * 9 + d]! &= ~(1 << POSITION[cell * 3 + k]!);
      }
    }
    this.restore();
  }

  protected restore(): void {
    this.grid.set(this.save);
    this.places.set(this.placesSave);
  }

  /**
   * SE's hidden parents: the eliminations the chain has made in the single's cell (a naked single) or
   * in its house for its digit (a hidden single), each an off node already in the run.
   */
  protected hiddenParents(run: Run, q: number, house: number): void {
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
   * The hint of an assumption whose run clashed, if it has one: the assumption on is false, off is
   * true (then its cell's other digits go).
   */
  protected contradictionHint(run: Run, pot: number, on: boolean, out: ChainHint[]): void {
    if (run.clashStored === -1) return;
    const removable = on ? [pot] : othersOf(this.grid, pot);
    if (removable.length === 0) return;
    const targets = [
      { run, node: run.clashStored, chain: null },
      { run, node: CLASH, chain: null },
    ];
    const kind: KindId = this.config.nishio ? 'nishio' : 'contradiction-forcing-chains';
    out.push(
      this.hint(
        kind,
        this.base,
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

  /** The nested rules a dynamic chain may use when it runs dry (see Chainer.advanced). */
  protected abstract advanced(run: Run): number;
}
