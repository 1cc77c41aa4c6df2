import { lowestBit } from '@sudoku-lab/core';
import { advancedRules, type Entry } from './advanced.js';
import type { Run } from './graph.js';
import * as graph from './graph.js';
import {
  AllHints,
  BestHint,
  type ChainHint,
  type Collector,
  compareHints,
  type KindId,
  type Target,
  UNBOUNDED,
} from './hint.js';
import {
  BOTH_STATES,
  type Budget,
  complexityOf,
  fillPlaces,
  ON_ALONE,
  othersOf,
  PASSES,
  type Pass,
  ruleParents,
  type StaticGroup,
} from './propagation.js';
import { Reach, UNREACHED } from './reach.js';
import { SEARCHES, Search, SearchMemo } from './reads.js';
import { ChainRuns } from './runs.js';

// Module constants, read once: the hot loops would otherwise read each through the module object (as
// vitest's loader wraps imports), a property lookup per use (see solutions.ts).
const { Cause, HOUSES, POP, POSITION, UNIT_CELLS } = graph;

export class Chainer extends ChainRuns {
  private inner: Chainer[] | null = null;

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
    (sourceOn ? inOn : inOff)[source] = s;
    // One level pending, all of state `on`, at `depth`; the next level queues in the other buffer.
    let pending = this.pendA;
    let next = this.pendB;
    pending[0] = a.add(source, sourceOn, -1, Cause.none);
    let top = 1;
    let on = sourceOn;
    let depth = 0;
    let target = -1;
    this.ranDry = false;
    // Whether some potential is marked both on and off (see above).
    let paired = false;
    search: while (top > 0) {
      // The end, at depth + 1, is met from a level of the assumption's state.
      const ends = on === sourceOn;
      const shortest = Math.max(ends ? depth + 2 : depth + 3, paired ? 0 : 2 * depth + 2);
      if (shortest > limit) return shortest - 1;
      // On potentials turn others off, off potentials turn others on.
      const stride = on ? 28 : 4;
      const to = on ? links.off : links.on;
      const why = on ? links.offCause : links.onCause;
      const naked = on ? links.offNaked : links.onNaked;
      const count = on ? links.offCount : links.onCount;
      const mark = on ? inOff : inOn;
      const opposite = on ? inOn : inOff;
      const state = on ^ 1;
      let nextTop = 0;
      for (let k = 0; k < top; k++) {
        const p = pending[k]!;
        const pp = a.pot[p]!;
        // An on expansion need not be noted (see SearchMemo).
        if (!on) memo.noteOff(pp);
        links.learn(this.consequences, grid, places, pp);
        for (let i = pp * stride + (y ? 0 : naked[pp]!), end = pp * stride + count[pp]!; i < end; i++) {
          const q = to[i]!;
          if (ends && q === source) {
            target = a.add(q, state, p, why[i]!);
            break search;
          }
          if (mark[q] !== s) {
            mark[q] = s;
            if (opposite[q] === s) paired = true;
            next[nextTop++] = a.add(q, state, p, why[i]!);
          }
        }
      }
      const t = pending;
      pending = next;
      next = t;
      top = nextTop;
      on = state;
      depth++;
    }
    this.ranDry = target === -1;
    if (target === -1) return UNBOUNDED;
    // Read the chain now: the arena is reused by the next search.
    const complexity = this.forcingHint(target, y, x, out);
    return complexity > 0 ? complexity - 1 : UNBOUNDED;
  }

  /**
   * SE's getAdvancedPotentials: the first nested rule that finds anything on the chain's board (with
   * parents among the chain's eliminations) adds its eliminations as off nodes.
   */
  protected advanced(run: Run): number {
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
              this.hint(
                'double-forcing-chains',
                this.base,
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
              this.hint(
                'double-forcing-chains',
                this.base,
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
    this.reductions(valueRuns, 'cell-forcing-chains', 5, cell * 9 + lowestBit(grid[cell]!), -1, out);
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
    // The hint of a potential every run turns on (its cell's other digits go) or off (it goes).
    const reduction = (targets: readonly Target[], removable: readonly number[], placement: number) =>
      this.hint(
        kind,
        this.base,
        complexityOf(this.walk, targets),
        sortKey,
        removable,
        placement,
        targets,
        premisePot,
        true,
        premiseUnit,
      );
    for (let i = 0; i < first.onCount; i++) {
      const q = first.ons[i]!;
      if (!runs.every((r) => r.inOn[q] === 1)) continue;
      const removable = othersOf(this.grid, q);
      if (removable.length === 0) continue;
      out.push(
        reduction(
          runs.map((run) => ({ run, node: q * 2 + 1, chain: null })),
          removable,
          q,
        ),
      );
    }
    for (let i = 0; i < first.offCount; i++) {
      const q = first.offs[i]!;
      if (!runs.every((r) => r.inOff[q] === 1)) continue;
      out.push(
        reduction(
          runs.map((run) => ({ run, node: q * 2, chain: null })),
          [q],
          -1,
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
            places.push(UNIT_CELLS[unit * 9 + lowestBit(left)]! * 9 + d);
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
