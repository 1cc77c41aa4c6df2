/**
 * The propagation engine of the constraint layer: every cell's candidates on typed arrays, narrowed to
 * a fixpoint by
 *   naked singles  a cell down to one digit takes it from all its peers (every group and extra peer)
 *   hidden singles a digit with one place left in a unit goes there; with none, a contradiction
 *   crossings      a digit whose places in a unit all lie where it crosses another unit leaves the
 *                  rest of that other unit (a box and a row, a window and a column, ...)
 *   propagators    every family's propagation, each woken by the cells it watches when they change;
 *                  the late ones (long sums) only once nothing else is left, the longest last
 * and a stack of saved states for a search that guesses. Core's variant counter and the csp strategy
 * both search with it, so the counter proves what csp solves at csp's speed.
 */
import { bitCount, popcountTable } from '../digits.js';
import type { RuleTables } from '../rule-tables.js';
import type { Domains, Propagator } from './module.js';

/** Why a cell was settled, as the trace says it: 0 a naked single (or a family's propagation), 1 hidden. */
export const SINGLE = 0;
/** A hidden single: the one place left for a digit in a unit. */
export const HIDDEN = 1;
/** A digit chosen by the search (a guess), not forced. */
export const CHOSEN = 2;

/** A first-in first-out queue of propagator indices, at most `capacity` of them at once. */
class Ring {
  private readonly items: Int32Array;
  private head = 0;
  private tail = 0;
  size = 0;

  constructor(capacity: number) {
    this.items = new Int32Array(capacity + 1);
  }

  push(index: number): void {
    this.items[this.tail] = index;
    this.tail = this.tail + 1 === this.items.length ? 0 : this.tail + 1;
    this.size++;
  }

  /** The index queued longest; only when size > 0. */
  shift(): number {
    const index = this.items[this.head]!;
    this.head = this.head + 1 === this.items.length ? 0 : this.head + 1;
    this.size--;
    return index;
  }

  /** Back to the start of its items, once empty. */
  reset(): void {
    this.head = this.tail = 0;
  }
}

/** The last name given to a stretch of a search (Domains' epochs), shared by every engine so that no two meet the same one. */
let lastEpoch = 0;

/** Whether the engine runs a propagator: not when units say it already, nor a rule of one cell alone. */
function runsInEngine(propagator: Propagator): boolean {
  return !propagator.distinctOnly && propagator.cellMask === undefined;
}

/**
 * Late propagators over this many cells or more run after the other late ones: the 45 rule's long sums
 * (runs of rows, pairs of boxes, their outies) seldom remove a digit, far less often than the sums of
 * four to six cells (the csp README has the counts); run last, a long sum reads at once what the
 * shorter ones removed instead of running again after each of them.
 */
const LONG = 7;
export class Propagation implements Domains {
  /** What a saved state holds: the candidates, then the places (views of it), copied at once. */
  private readonly state: Int32Array;
  readonly candidates: Int32Array;
  readonly tables: RuleTables;
  /** settle runs the propagators only once the naked singles have left their peers. */
  readonly singlesSpread = true;
  /** The number of digits of each mask. */
  readonly popcount: Uint8Array;
  private readonly all: number;
  /** The propagators that say more than the peers and units already keep, and which cells wake which. */
  private readonly propagators: readonly Propagator[];
  /** Whether any propagator is kept: a classic puzzle's cells wake none, and keep skips the queue. */
  private readonly watched: boolean;
  /**
   * Each cell's digits allowed by the rules of that cell alone (Propagator.cellMask: given candidates,
   * ...), taken at the start instead of run as propagators; null when no rule is of one cell alone.
   */
  private readonly cellMasks: Int32Array | null;
  private readonly wakeStart: Uint32Array;
  private readonly wakes: Uint32Array;
  /** Cells down to one digit whose peers have not yet lost it. */
  private readonly fixed: Int32Array;
  private fixedTop = 0;
  /**
   * Each unit's places left for each digit (unit * size + digit - 1), kept as candidates go: a mask of
   * the unit's positions (bit i: its i-th cell), so a single's digit leaves only the cells that hold it
   * and a hidden single's place is read off the mask. Read-only outside: a search may branch on a
   * digit's places in a unit.
   */
  readonly places: Int32Array;
  /**
   * Hidden singles to settle, as pairs: the one place left for a digit in a unit, and the digit's bit.
   * A place that is the digit's settled cell already is not pushed: every naked single leaves one in
   * each of its units.
   */
  private readonly hidden: Int32Array;
  private hiddenTop = 0;
  /**
   * Where two units share two or more cells (a crossing), for each unit in turn: the other unit and
   * its cells outside the shared ones, as a mask of its positions. Unit u's crossings are
   * crossStart[u] ... crossStart[u + 1].
   */
  private readonly crossStart: Uint32Array;
  private readonly crossOther: Uint16Array;
  private readonly crossOutside: Int32Array;
  /**
   * For a unit, at its table's start + places: which of its crossings (bit c for its c-th) hold all of
   * two or more places, and every bit for one place or none (a hidden single or a contradiction), so
   * that one look says whether a place lost needs a second look. Units whose crossings lie alike (every
   * row, every column, ...) share a table; unitHolding gives its start beside cellUnits.
   */
  private readonly crossHolding: Int32Array;
  private readonly unitHolding: Uint32Array;
  /** Each unit's table's start, as unitHolding gives it beside cellUnits. */
  private readonly holdingAt: Uint32Array;
  /** Units' digits (unit * size + digit - 1) whose places just came to lie inside a crossing, each queued once. */
  private readonly locks: Int32Array;
  private readonly lockQueued: Uint8Array;
  private locksTop = 0;
  /** Set when a digit is left no place in a unit: keep then reports the contradiction. */
  private placeless = false;
  /** The propagators to run, each queued at most once (`queued`) in one of the three rings. */
  private readonly ring: Ring;
  private readonly queued: Uint8Array;
  /**
   * Which propagators are late (a killer cage's or the 45 rule's sum over more cells than are summed
   * exactly): they wait in a ring of their own and run only when the singles, the crossings and every
   * other propagator have nothing left. Such a sum costs more a run and bounds more loosely than the
   * exact small ones; run among them it runs again after each of them narrows one of its cells, where
   * run last it reads all they removed at once. 0 for on time, 1 for late, 2 for last (LONG).
   */
  private readonly late: Uint8Array;
  private readonly lateRing: Ring;
  /** The late propagators over LONG cells or more (late 2): run when the late ring is empty too. */
  private readonly lastRing: Ring;
  /** The cells settled, in order, and why (SINGLE, HIDDEN, CHOSEN): what a trace reports. */
  readonly log: Int32Array;
  readonly logReason: Uint8Array;
  logTop = 0;
  /** Why the next cell settled is settled. */
  private reason = SINGLE;
  /** Saved states, one a depth, made as the search first goes that deep: candidates, then places. */
  private readonly saved: Int32Array[] = [];
  private readonly savedLog: Int32Array;
  /** The tables the hot loops read, held here so they read fields of one class. */
  private readonly size: number;
  private readonly unitStart: Uint16Array;
  private readonly cellUnits: Uint16Array;
  /** The cell's position in each of its units, as a bit of the unit's places: beside cellUnits. */
  private readonly unitPlace: Int32Array;
  private readonly extraPeerStart: Uint32Array;
  private readonly extraPeers: Uint16Array;
  private readonly units: Uint16Array;
  /** Counts the candidates removed, for a search's statistics. */
  eliminations = 0;
  /**
   * The search's depth and the name of each level's stretch (Domains' level and epochs): a start
   * names level 0 afresh, a save at depth d goes to level d + 1 and names it afresh, a restore to
   * depth d goes back to level d, whose stretch continues from the state it saved.
   */
  level = 0;
  /** Each level's name, up to `level` (see level). */
  readonly epochs: Float64Array;

  constructor(tables: RuleTables) {
    const { cellCount, size, unitCount } = tables;
    this.tables = tables;
    this.size = size;
    this.unitStart = tables.unitStart;
    this.cellUnits = tables.cellUnits;
    this.extraPeerStart = tables.extraPeerStart;
    this.extraPeers = tables.extraPeers;
    this.units = tables.units;
    // What the units alone decide (each cell's place in its units, the crossings) is shared by every
    // puzzle whose rule tables share the units: a shape's rows, columns and boxes are one list.
    const shared = unitTablesOf(tables);
    this.unitPlace = shared.unitPlace;
    this.state = new Int32Array(cellCount + unitCount * size);
    this.candidates = this.state.subarray(0, cellCount);
    this.popcount = popcountTable(size);
    // Distinct-only propagators say what the peers and units say already: left out. A rule of one
    // cell alone says all it will at the start: its digits are kept there (start), and it never wakes.
    this.all = (1 << size) - 1;
    let cellMasks: Int32Array | null = null;
    for (const { cellMask, cells } of tables.propagators) {
      if (cellMask === undefined) continue;
      cellMasks ??= new Int32Array(cellCount).fill(this.all);
      cellMasks[cells[0]!]! &= cellMask;
    }
    this.cellMasks = cellMasks;
    const kept = tables.propagators.filter(runsInEngine);
    this.propagators = kept;
    this.watched = kept.length > 0;
    // The tables' wake lists are read as they are when none is left out, renumbered for the rest.
    if (kept.length === tables.propagators.length) {
      this.wakeStart = tables.cellPropagatorStart;
      this.wakes = tables.cellPropagators;
    } else {
      const renumber = new Int32Array(tables.propagators.length).fill(-1);
      for (let k = 0, at = 0; k < tables.propagators.length; k++)
        if (runsInEngine(tables.propagators[k]!)) renumber[k] = at++;
      const { cellPropagatorStart, cellPropagators } = tables;
      this.wakeStart = new Uint32Array(cellCount + 1);
      const wakes: number[] = [];
      for (let cell = 0; cell < cellCount; cell++) {
        for (let k = cellPropagatorStart[cell]!; k < cellPropagatorStart[cell + 1]!; k++) {
          const index = renumber[cellPropagators[k]!]!;
          if (index >= 0) wakes.push(index);
        }
        this.wakeStart[cell + 1] = wakes.length;
      }
      this.wakes = Uint32Array.from(wakes);
    }
    this.fixed = new Int32Array(cellCount);
    this.places = this.state.subarray(cellCount);
    this.hidden = new Int32Array(2 * unitCount * size);
    this.crossStart = shared.start;
    this.crossOther = shared.other;
    this.crossOutside = shared.outside;
    this.crossHolding = shared.holding;
    this.holdingAt = shared.holdingAt;
    this.unitHolding = shared.unitHolding;
    this.locks = new Int32Array(unitCount * size);
    this.lockQueued = new Uint8Array(unitCount * size);
    this.ring = new Ring(kept.length);
    this.queued = new Uint8Array(kept.length);
    this.lateRing = new Ring(kept.length);
    this.late = new Uint8Array(kept.length);
    this.lastRing = new Ring(kept.length);
    for (let k = 0; k < kept.length; k++) {
      if (kept[k]!.late === true) this.late[k] = kept[k]!.cells.length >= LONG ? 2 : 1;
    }
    this.log = new Int32Array(cellCount);
    this.logReason = new Uint8Array(cellCount);
    this.savedLog = new Int32Array(cellCount + 1);
    this.epochs = new Float64Array(cellCount + 2);
  }

  /**
   * Starts from `cells` (row-major, 0 = empty) with `banned[cell]` digits taken away beforehand:
   * every empty cell every digit not banned and allowed by the rules of that cell alone (cellMasks),
   * every given its digit. Then call fixpoint.
   */
  start(cells: ArrayLike<number>, banned?: Int32Array): boolean {
    const { candidates, all, cellMasks } = this;
    this.level = 0;
    this.epochs[0] = ++lastEpoch;
    this.clear();
    this.logTop = 0;
    this.eliminations = 0;
    candidates.fill(all);
    this.places.fill(all);
    for (let cell = 0; cell < candidates.length; cell++) {
      const digit = cells[cell]!;
      const mask =
        (digit === 0 ? all : 1 << (digit - 1)) &
        ~(banned === undefined ? 0 : banned[cell]!) &
        (cellMasks === null ? all : cellMasks[cell]!);
      if (mask === 0) return false;
      candidates[cell] = all;
      const top = this.logTop;
      if (!this.keep(cell, mask)) return false;
      // The givens are the puzzle's, not the search's: left out of the log. An empty cell that its
      // own rule (or a ban) leaves one digit is the search's single, as if a propagator had set it.
      if (digit !== 0) this.logTop = top;
      if (mask === all) this.wake(cell);
    }
    return true;
  }

  /** Whether any family propagates beyond the peers and units (sums, ...): none on a classic puzzle. */
  get propagating(): boolean {
    return this.propagators.length > 0;
  }

  /** Keeps only `mask` of the cell's candidates (Domains); false when none is left. */
  keep(cell: number, mask: number): boolean {
    const old = this.candidates[cell]!;
    const next = old & mask;
    if (next === old) return true;
    if (next === 0) return false;
    this.candidates[cell] = next;
    const removed = old & ~next;
    this.eliminations += this.popcount[removed]!;
    if ((next & (next - 1)) === 0) {
      this.fixed[this.fixedTop++] = cell;
      this.logReason[this.logTop] = this.reason;
      this.log[this.logTop++] = cell;
    }
    // Each digit gone has one place fewer in each unit of the cell: one left is a hidden single.
    const { places, unitStart, cellUnits, unitPlace, size, crossHolding, unitHolding } = this;
    for (let k = unitStart[cell]!, end = unitStart[cell + 1]!; k < end; k++) {
      const base = cellUnits[k]! * size;
      const place = unitPlace[k]!;
      const holding = unitHolding[k]!;
      for (let gone = removed; gone !== 0; gone &= gone - 1) {
        const bit = gone & -gone;
        const at = base + 31 - Math.clz32(bit);
        const before = places[at]!;
        const left = (places[at] = before & ~place);
        if ((crossHolding[holding + left]! & ~crossHolding[holding + before]!) !== 0)
          this.shrunk(at, left, bit);
      }
    }
    if (this.watched) this.wake(cell);
    return !this.placeless;
  }

  /**
   * Takes one digit (`bit`, a candidate of the cell) from a cell's candidates: keep's work for the
   * commonest case, a naked single's digit leaving a peer, without its loop over the digits gone. The
   * places of the unit `from` (the single's, -1 for none) are left to the caller, who takes the
   * digit from all of them.
   */
  private drop(cell: number, bit: number, from: number): boolean {
    const next = this.candidates[cell]! ^ bit;
    if (next === 0) return false;
    this.candidates[cell] = next;
    this.eliminations++;
    if ((next & (next - 1)) === 0) {
      this.fixed[this.fixedTop++] = cell;
      this.logReason[this.logTop] = this.reason;
      this.log[this.logTop++] = cell;
    }
    const { places, unitStart, cellUnits, unitPlace, size, crossHolding, unitHolding } = this;
    const digit = 31 - Math.clz32(bit);
    for (let k = unitStart[cell]!, end = unitStart[cell + 1]!; k < end; k++) {
      const unit = cellUnits[k]!;
      if (unit === from) continue;
      const at = unit * size + digit;
      const before = places[at]!;
      const left = (places[at] = before & ~unitPlace[k]!);
      const holding = unitHolding[k]!;
      if ((crossHolding[holding + left]! & ~crossHolding[holding + before]!) !== 0)
        this.shrunk(at, left, bit);
    }
    if (this.watched) this.wake(cell);
    return !this.placeless;
  }

  /**
   * The digit of `bit` has one place `left` (or none) in the unit at `base`: a hidden single to settle,
   * unless that place is the digit's settled cell already (as after every naked single); none left is a
   * contradiction.
   */
  private lone(base: number, left: number, bit: number): void {
    if (left === 0) {
      this.placeless = true;
      return;
    }
    const place = this.units[base + 31 - Math.clz32(left)]!;
    if (this.candidates[place] === bit) return;
    this.hidden[this.hiddenTop++] = place;
    this.hidden[this.hiddenTop++] = bit;
  }

  /**
   * A unit's digit (at: unit * size + digit - 1, `bit`) lost a place and has `left`: one place or none
   * is a hidden single or a contradiction; more, just come to lie inside a crossing, a crossing to look at.
   */
  private shrunk(at: number, left: number, bit: number): void {
    if ((left & (left - 1)) === 0) {
      this.lone(at - 31 + Math.clz32(bit), left, bit);
    } else if (this.lockQueued[at] === 0) {
      this.lockQueued[at] = 1;
      this.locks[this.locksTop++] = at;
    }
  }

  /**
   * A unit's digit whose places all lie where the unit crosses another: the digit goes there in the
   * other unit too, so it leaves the other unit's cells outside the crossing. False on a contradiction.
   */
  private crossing(at: number): boolean {
    const { size, places, units, crossOther, crossOutside } = this;
    const unit = (at / size) | 0;
    const digit = at - unit * size;
    const bit = 1 << digit;
    const first = this.crossStart[unit]!;
    const left = places[at]!;
    if ((left & (left - 1)) === 0) return true;
    for (
      let holding = this.crossHolding[this.holdingAt[unit]! + left]!;
      holding !== 0;
      holding &= holding - 1
    ) {
      const c = first + 31 - Math.clz32(holding & -holding);
      const base = crossOther[c]! * size;
      for (let others = places[base + digit]! & crossOutside[c]!; others !== 0; others &= others - 1) {
        if (!this.drop(units[base + 31 - Math.clz32(others & -others)]!, bit, -1)) return false;
      }
    }
    return true;
  }

  /** Settles `cell` on the digit of `bit` by choice (a guess): then call fixpoint. */
  choose(cell: number, bit: number): boolean {
    this.reason = CHOSEN;
    const kept = this.keep(cell, bit);
    this.reason = SINGLE;
    return kept;
  }

  /** Queues the propagators that watch `cell`. */
  private wake(cell: number): void {
    const { wakeStart, wakes, queued, late } = this;
    for (let k = wakeStart[cell]!, end = wakeStart[cell + 1]!; k < end; k++) {
      const index = wakes[k]!;
      if (queued[index] !== 0) continue;
      queued[index] = 1;
      const after = late[index]!;
      (after === 0 ? this.ring : after === 1 ? this.lateRing : this.lastRing).push(index);
    }
  }

  /** Narrows every cell until nothing more follows; false on a contradiction (the queues are then empty). */
  fixpoint(): boolean {
    if (this.settle()) return true;
    this.clear();
    return false;
  }

  private settle(): boolean {
    const { candidates, fixed, places, unitStart, cellUnits, unitPlace, units, size } = this;
    const { extraPeerStart, extraPeers, propagators } = this;
    if (this.placeless) return false; // a keep whose answer the caller left to this fixpoint
    for (;;) {
      if (this.fixedTop > 0) {
        const cell = fixed[--this.fixedTop]!;
        const bit = candidates[cell]!;
        const digit = 31 - Math.clz32(bit);
        // In each unit, only the other cells that still hold the digit: its places but the cell's own.
        for (let k = unitStart[cell]!, end = unitStart[cell + 1]!; k < end; k++) {
          const unit = cellUnits[k]!;
          const base = unit * size;
          const own = unitPlace[k]!;
          for (let others = places[base + digit]! & ~own; others !== 0; others &= others - 1) {
            if (!this.drop(units[base + 31 - Math.clz32(others & -others)]!, bit, unit)) return false;
          }
          // The digit's one place in this unit now: the single's cell, no hidden single to look for.
          places[base + digit] = own;
        }
        for (let k = extraPeerStart[cell]!, end = extraPeerStart[cell + 1]!; k < end; k++) {
          const peer = extraPeers[k]!;
          if ((candidates[peer]! & bit) !== 0 && !this.drop(peer, bit, -1)) return false;
        }
        continue;
      }
      if (this.hiddenTop > 0) {
        const bit = this.hidden[--this.hiddenTop]!;
        const cell = this.hidden[--this.hiddenTop]!;
        // Places only go: the digit is still here, or it left and its unit has no place for it.
        if ((candidates[cell]! & bit) === 0) return false;
        if (candidates[cell] !== bit) {
          this.reason = HIDDEN;
          const kept = this.keep(cell, bit);
          this.reason = SINGLE;
          if (!kept) return false;
        }
        continue;
      }
      if (this.locksTop > 0) {
        const at = this.locks[--this.locksTop]!;
        this.lockQueued[at] = 0;
        if (!this.crossing(at)) return false;
        continue;
      }
      const ring = this.ring.size > 0 ? this.ring : this.lateRing.size > 0 ? this.lateRing : this.lastRing;
      if (ring.size === 0) return true;
      const index = ring.shift();
      this.queued[index] = 0;
      if (!propagators[index]!.propagate(this)) return false;
    }
  }

  /** Empties a ring of propagators, each no longer queued. */
  private drain(ring: Ring): void {
    while (ring.size > 0) this.queued[ring.shift()] = 0;
    ring.reset();
  }

  /** Empties the queues (after a contradiction, or before a restored state). */
  private clear(): void {
    this.fixedTop = 0;
    this.hiddenTop = 0;
    while (this.locksTop > 0) this.lockQueued[this.locks[--this.locksTop]!] = 0;
    this.placeless = false;
    this.drain(this.ring);
    this.drain(this.lateRing);
    this.drain(this.lastRing);
    this.reason = SINGLE;
  }

  /**
   * Saves the state at `depth` (0..cellCount). Saves and restores nest as a depth-first search's: a
   * restore returns to the last save at its depth, made since any save at a smaller depth.
   */
  save(depth: number): void {
    const { state } = this;
    let slot = this.saved[depth];
    if (slot === undefined) this.saved[depth] = slot = new Int32Array(state.length);
    slot.set(state);
    this.savedLog[depth] = this.logTop;
    this.level = depth + 1;
    this.epochs[depth + 1] = ++lastEpoch;
  }

  /** Returns to the state saved at `depth`. */
  restore(depth: number): void {
    this.clear();
    this.level = depth;
    this.state.set(this.saved[depth]!);
    this.logTop = this.savedLog[depth]!;
  }

  /** The first cell with the fewest candidates (two or more): where to branch; -1 when every cell is settled. */
  fewestCandidates(): number {
    const { candidates, popcount } = this;
    let best = -1;
    let bestCount = 1 << 30;
    for (let cell = 0; cell < candidates.length; cell++) {
      const count = popcount[candidates[cell]!]!;
      if (count > 1 && count < bestCount) {
        best = cell;
        bestCount = count;
        if (count === 2) break;
      }
    }
    return best;
  }

  /** The board's digits, 0 for a cell not yet settled. */
  digits(into: Uint8Array | number[]): void {
    const { candidates } = this;
    for (let cell = 0; cell < candidates.length; cell++) {
      const mask = candidates[cell]!;
      into[cell] = (mask & (mask - 1)) === 0 ? 32 - Math.clz32(mask) : 0;
    }
  }
}

/** What the engine reads of the units alone: each cell's place in its units, and the crossings. */
interface UnitTables {
  readonly unitPlace: Int32Array;
  readonly start: Uint32Array;
  readonly other: Uint16Array;
  readonly outside: Int32Array;
  readonly holding: Int32Array;
  readonly holdingAt: Uint32Array;
  readonly unitHolding: Uint32Array;
}

/**
 * Keyed by the tables' flat units, which rule tables share between puzzles with the same units (see
 * rule-tables.ts): never written after they are made, so one puzzle's engine leaves nothing in them
 * for the next.
 */
const unitTablesCache = new WeakMap<Uint16Array, UnitTables>();

/** The unit tables of `tables`' units, made once for each list of units. */
function unitTablesOf(tables: RuleTables): UnitTables {
  let found = unitTablesCache.get(tables.units);
  if (found !== undefined) return found;
  const { cellCount, size, units, unitStart, cellUnits } = tables;
  const unitPlace = new Int32Array(cellUnits.length);
  for (let cell = 0; cell < cellCount; cell++) {
    for (let k = unitStart[cell]!; k < unitStart[cell + 1]!; k++) {
      const first = cellUnits[k]! * size;
      let place = 0;
      while (units[first + place] !== cell) place++;
      unitPlace[k] = 1 << place;
    }
  }
  const crossings = unitCrossings(tables, unitPlace);
  const unitHolding = new Uint32Array(cellUnits.length);
  for (let k = 0; k < cellUnits.length; k++) unitHolding[k] = crossings.holdingAt[cellUnits[k]!]!;
  found = { unitPlace, ...crossings, unitHolding };
  unitTablesCache.set(units, found);
  return found;
}

/**
 * Every two units sharing two or more cells, from each side: a digit must go once in each unit, so
 * where its places in one lie inside the shared cells it goes there in the other as well.
 */
function unitCrossings({ unitCount, size, units, unitStart, cellUnits }: RuleTables, unitPlace: Int32Array) {
  const start = new Uint32Array(unitCount + 1);
  const other: number[] = [];
  const inside: number[] = [];
  const outside: number[] = [];
  // The cells each other unit shares with this one, as positions of this unit and of the other.
  const mine = new Int32Array(unitCount);
  const theirs = new Int32Array(unitCount);
  for (let unit = 0; unit < unitCount; unit++) {
    const met: number[] = [];
    for (let k = 0; k < size; k++) {
      const cell = units[unit * size + k]!;
      for (let u = unitStart[cell]!; u < unitStart[cell + 1]!; u++) {
        const next = cellUnits[u]!;
        if (next === unit) continue;
        if (mine[next] === 0) met.push(next);
        mine[next]! |= 1 << k;
        theirs[next]! |= unitPlace[u]!;
      }
    }
    for (const next of met.sort((a, b) => a - b)) {
      const count = bitCount(mine[next]!);
      // One shared cell is a peer's business; a unit's whole cells shared, a copy's. A unit's table
      // (holdingTable) has room for 30 crossings.
      if (count >= 2 && count < size && other.length - start[unit]! < 30) {
        other.push(next);
        inside.push(mine[next]!);
        outside.push(((1 << size) - 1) & ~theirs[next]!);
      }
      mine[next] = 0;
      theirs[next] = 0;
    }
    start[unit + 1] = other.length;
  }
  // Which crossings hold each set of places, one table for each way a unit's crossings lie.
  const tables = new Map<string, number>();
  const holdingAt = new Uint32Array(unitCount);
  const chunks: Int32Array[] = [];
  for (let unit = 0; unit < unitCount; unit++) {
    const masks = inside.slice(start[unit]!, start[unit + 1]!);
    const key = masks.join(',');
    let at = tables.get(key);
    if (at === undefined) {
      at = chunks.length << size;
      tables.set(key, at);
      chunks.push(holdingTable(size, masks));
    }
    holdingAt[unit] = at;
  }
  const holding = new Int32Array(chunks.length << size);
  for (const [k, table] of chunks.entries()) holding.set(table, k << size);
  return {
    start,
    other: Uint16Array.from(other),
    outside: Int32Array.from(outside),
    holding,
    holdingAt,
  };
}

const holdingTables = new Map<string, Int32Array>();

/**
 * For every set of a unit's places, the crossings (bit c: masks[c], the cells a crossing shares as
 * positions of the unit) that hold all of them when there are two or more: the crossings holding a
 * set are those holding its lowest place and the rest. No place is -1 and one place every bit but the
 * sign's, so either differs from any set of crossings of two or more places (at most 30 crossings),
 * and one place from none: one look at a place lost finds hidden singles and contradictions too.
 * Made once for each size and crossings.
 */
function holdingTable(size: number, masks: readonly number[]): Int32Array {
  const key = `${size}:${masks.join(',')}`;
  let table = holdingTables.get(key);
  if (table !== undefined) return table;
  const holdingPlace = new Int32Array(size);
  masks.forEach((mask, c) => {
    for (let place = 0; place < size; place++)
      if ((mask & (1 << place)) !== 0) holdingPlace[place]! |= 1 << c;
  });
  table = new Int32Array(1 << size);
  table[0] = -1;
  for (let places = 1; places < table.length; places++) {
    const rest = places & (places - 1);
    const lowest = holdingPlace[31 - Math.clz32(places & -places)]!;
    if (rest === 0) table[places] = 0x7fffffff;
    else if ((rest & (rest - 1)) === 0) table[places] = lowest & holdingPlace[31 - Math.clz32(rest)]!;
    else table[places] = lowest & table[rest]!;
  }
  holdingTables.set(key, table);
  return table;
}
