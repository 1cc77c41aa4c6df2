import { bitCount, lowestBit } from '@sudoku-lab/core';
import * as board from '../board.js';
import { scoreOf, type TechniqueId } from '../records.js';
import { type Board, eliminationStep, type Mark, type Rated, type Step } from '../state.js';
import { seeingAll } from './als.js';
import type { FinderTable } from './finders.js';
import {
  addCell,
  cellsAt,
  digitWork,
  EXPLAINER_UNITS,
  inUnit,
  KINDS,
  PEER_SETS,
  perDigit,
  placesTable,
  planeKey,
  rated,
  UNIT_SETS,
  unitCellsOf,
  WORD,
} from './search.js';

// Module constants, read once (see solutions.ts).
const { cellsText, cellText, SIZE, UNITS_OF } = board;

// ---------------------------------------------------------------------------------------------
// Strong-link chains on one digit (Sukaku Explainer's "n Strong Links": skyscraper, 2-string
// kite, turbot fish and their grouped forms at n = 2, 4.0-4.3; three links 5.4-5.7).
// A strong link: a unit where the digit has two places, or (grouped) places in a box's row and
// column only with one arm a single cell, or places in a line in two of its boxes with one side a
// single cell. The links are joined end to start by weak links (the cells share a unit); the digit
// leaves the cells that see both ends, or, where the ends see each other too (a loop), the cells
// of each weak link's unit. Rated by n (4.0, 5.4), + 0.1 for a mix of unit kinds (+ 0.2 for a
// box with both kinds of line), + 0.3 for any grouped link.

interface Link {
  readonly unit: number;
  /** 0 box, 1 row, 2 column. */
  readonly kind: number;
  readonly from: readonly number[];
  readonly to: readonly number[];
  readonly grouped: boolean;
}

const STRONG_BASE = [0, 0, scoreOf('strong-links-2'), scoreOf('strong-links-3')];

/** Whether the cells all lie in one row, column or box. */
function oneUnit(cells: readonly number[]): boolean {
  for (let k = 0; k < 3; k++) {
    const unit = UNITS_OF[cells[0]! * 3 + k]!;
    if (cells.every((c) => inUnit(c, unit))) return true;
  }
  return false;
}

function sharedUnit(cells: readonly number[]): number {
  for (const kind of KINDS) {
    const unit = UNITS_OF[cells[0]! * 3 + kind]!;
    if (cells.every((c) => inUnit(c, unit))) return unit;
  }
  return -1;
}

/** A strong link with what the chain search reads of it (see linkGraph). */
interface LinkData {
  readonly link: Link;
  /** Its cells, its start and its end as sets: words 0..2, 3..5 and 6..8. */
  readonly sets: Int32Array;
  /** For each kind of KINDS (box, row, column), that unit of the end's first cell where it holds the whole end, else -1. */
  readonly endUnits: readonly number[];
  /** endUnits as a 27-bit mask. */
  readonly endMask: number;
  /** The units holding the whole start, as a 27-bit mask. */
  readonly startMask: number;
}

function linkData(link: Link): LinkData {
  const { from, to } = link;
  const sets = new Int32Array(9);
  for (const cell of from) {
    addCell(sets, 0, cell);
    addCell(sets, 3, cell);
  }
  for (const cell of to) {
    addCell(sets, 0, cell);
    addCell(sets, 6, cell);
  }
  const endUnits = KINDS.map((kind) => {
    const unit = UNITS_OF[to[0]! * 3 + kind]!;
    return holdsAll(unit, to) ? unit : -1;
  });
  let endMask = 0;
  for (const unit of endUnits) if (unit !== -1) endMask |= 1 << unit;
  let startMask = 0;
  for (let k = 0; k < 3; k++) {
    const unit = UNITS_OF[from[0]! * 3 + k]!;
    if (holdsAll(unit, from)) startMask |= 1 << unit;
  }
  return { link, sets, endUnits, endMask, startMask };
}

/** Whether a unit holds every cell of a list. */
function holdsAll(unit: number, cells: readonly number[]): boolean {
  for (const cell of cells) if (!inUnit(cell, unit)) return false;
  return true;
}

const NO_LINKS: readonly LinkData[] = [];

/** The strong links of a unit whose places of a digit are `mask` (whatever the digit), each both ways. */
function unitLinks(unit: number, mask: number): readonly LinkData[] {
  const size = bitCount(mask);
  if (size < 2 || size > 6) return NO_LINKS;
  const links: LinkData[] = [];
  const add = (kind: number, a: number[], b: number[], grouped: boolean) => {
    links.push(linkData({ unit, kind, from: a, to: b, grouped }));
    links.push(linkData({ unit, kind, from: b, to: a, grouped }));
  };
  const kind = unit >= 18 ? 0 : unit < 9 ? 1 : 2;
  const cells = cellsAt(unit, mask);
  if (cells.length === 2) {
    add(kind, [cells[0]!], [cells[1]!], false);
    return links;
  }
  if (kind === 0) {
    // An empty rectangle: the cells lie in one row and one column of the box, both arms used.
    for (const heart of unitCellsOf(unit)) {
      const row = UNITS_OF[heart * 3]!;
      const column = UNITS_OF[heart * 3 + 1]!;
      if (!cells.every((c) => inUnit(c, row) || inUnit(c, column))) continue;
      const arm1 = cells.filter((c) => inUnit(c, row) && c !== heart);
      const arm2 = cells.filter((c) => inUnit(c, column) && c !== heart);
      if (arm1.length === 0 || arm2.length === 0) continue;
      const withHeart = (arm: number[]) => (cells.includes(heart) ? [...arm, heart] : arm);
      if (arm1.length === 1) add(kind, arm1, withHeart(arm2), true);
      else if (arm2.length === 1) add(kind, arm2, withHeart(arm1), true);
      // Two cells in each arm: each side is an arm and the heart, which both sides share (the
      // digit is in one arm or at the heart, and so on one side whichever way).
      else add(kind, withHeart(arm1), withHeart(arm2), true);
      break;
    }
  } else {
    // A line's cells in two of its boxes: the digit is in one group or the other (either side
    // may be a single cell or a group of two or three).
    const boxes = [...new Set(cells.map((c) => UNITS_OF[c * 3 + 2]!))];
    if (boxes.length !== 2) return links;
    const a = cells.filter((c) => inUnit(c, boxes[0]!));
    const b = cells.filter((c) => inUnit(c, boxes[1]!));
    add(kind, a, b, true);
  }
  return links;
}

/**
 * A chain's rating from its length, the kinds of unit of its links (a mask: 1 << kind) and whether
 * any is grouped.
 */
function linkRating(length: number, kinds: number, grouped: boolean): number {
  const base = STRONG_BASE[length]!;
  if (grouped) return Math.round((base + 0.3) * 10) / 10;
  const box = (kinds & 1) !== 0;
  const mixed = (kinds & 6) === 6;
  const add = box && mixed ? 0.2 : box || mixed ? 0.1 : 0;
  return Math.round((base + add) * 10) / 10;
}

/** The unit (box, row, then column) holding every cell of a set of which `cell` is one, or -1. */
function unitHolding(w0: number, w1: number, w2: number, cell: number): number {
  for (const kind of KINDS) {
    const unit = UNITS_OF[cell * 3 + kind]!;
    const at = unit * 3;
    if ((w0 & ~UNIT_SETS[at]!) === 0 && (w1 & ~UNIT_SETS[at + 1]!) === 0 && (w2 & ~UNIT_SETS[at + 2]!) === 0)
      return unit;
  }
  return -1;
}

/**
 * A digit's strong links and how they join: what the chain searches of every length read. Its
 * tables have room for the most links a digit can have, of which the first `count` are its.
 */
interface LinkGraph {
  count: number;
  readonly links: Link[];
  /** Each link's cells as a set at 9i, its start at 9i + 3, its end at 9i + 6. */
  readonly sets: Int32Array;
  /** The cells holding the digit, as a set. */
  readonly holders: Int32Array;
  /**
   * The units that can weakly link one link's end to another's start: for link i and each kind of
   * KINDS (box, row, column), endUnits[i * 3 + k] is that unit of the end's first cell where it holds
   * the whole end, else -1; startUnits[i] is a 27-bit mask of the units holding the whole start.
   */
  readonly endUnits: Int32Array;
  readonly startUnits: Int32Array;
  /**
   * Each link's unit (bits 0..4), its kind of unit and grouping as LINK_RATINGS reads them (1 << kind,
   * plus 8 if grouped; from bit 5).
   */
  readonly info: Int32Array;
  /**
   * The links each link's end is weakly linked to, in the links' order: a chain goes on only by
   * them. Link i's are a set of links, bits ascending: nextBits[2i] holds links 0..31, nextBits[2i + 1]
   * the rest (a unit has one link of a digit at most, both ways: 54 links at most).
   */
  readonly nextBits: Int32Array;
}

/**
 * A unit's strong links for a set of places, and what linkGraph copies of each: LINK_WORDS words a
 * link, its cells, start and end as sets (9), its endUnits (3), its startMask and its info (as
 * LinkGraph's). One flat table a unit, read in order, instead of an object and two arrays a link.
 */
interface UnitLinks {
  readonly links: readonly Link[];
  readonly table: Int32Array;
}

const LINK_WORDS = 14;
const NO_UNIT_LINKS: UnitLinks = { links: [], table: new Int32Array(0) };

function unitLinksTable(data: readonly LinkData[]): UnitLinks {
  const table = new Int32Array(data.length * LINK_WORDS);
  data.forEach(({ link, sets, endUnits, startMask }, k) => {
    const at = k * LINK_WORDS;
    table.set(sets, at);
    table[at + 9] = endUnits[0]!;
    table[at + 10] = endUnits[1]!;
    table[at + 11] = endUnits[2]!;
    table[at + 12] = startMask;
    table[at + 13] = link.unit | (((1 << link.kind) | (link.grouped ? 8 : 0)) << 5);
  });
  return { links: data.map((d) => d.link), table };
}

/**
 * The strong links of a unit with these places, as the call's workspace keeps them: unitLinks is a
 * function of the unit and its places alone (whatever the digit), so each pair is worked out once.
 */
const unitLinksWork = () => new Array<UnitLinks | undefined>(27 * 512);

function unitLinksOf(known: (UnitLinks | undefined)[], unit: number, mask: number): UnitLinks {
  let links = known[unit * 512 + mask];
  if (links === undefined) {
    links = unitLinksTable(unitLinks(unit, mask));
    known[unit * 512 + mask] = links;
  }
  return links;
}

/** The most strong links a digit can have: one a unit, both ways. */
const MOST_LINKS = 54;

/** A link graph with room for any digit's links, its tables sharing one buffer. */
function emptyGraph(): LinkGraph {
  const buffer = new Int32Array(MOST_LINKS * 16 + 3);
  const table = (from: number, words: number) =>
    buffer.subarray(MOST_LINKS * from, MOST_LINKS * (from + words));
  return {
    count: 0,
    links: [],
    sets: table(0, 9),
    endUnits: table(9, 3),
    startUnits: table(12, 1),
    info: table(13, 1),
    nextBits: table(14, 2),
    holders: buffer.subarray(MOST_LINKS * 16),
  };
}

/**
 * Each digit's link graph, made once per call (see workspace.ts) and built again in place whenever
 * the digit's plane changes: the memo of graphs (linkGraphWork) holds one graph a digit, the last
 * built, and a digit's new graph replaces it there. linkGraph runs to its end (it checks no budget),
 * so the memo never holds a graph half built.
 */
const linkGraphsWork = () => Array.from({ length: SIZE + 1 }, emptyGraph);

/**
 * A digit's link graph: its strong links, each both ways, in Sudoku Explainer's order (by unit),
 * and how they join. A function of the digit's plane (its places), which `holders` is too.
 * Built in the digit's graph of the workspace (see linkGraphsWork).
 */
function linkGraph(state: Board, places: Uint16Array, digit: number): LinkGraph {
  const graph = state.work.scratch(linkGraphsWork)[digit]!;
  /** The digit's places in a unit (in a row, its cells' bits in order). */
  const placesIn = (unit: number) => places[unit * SIZE + digit - 1]!;
  const { links, sets, holders, endUnits, startUnits, info, nextBits } = graph;
  const known = state.work.scratch(unitLinksWork);
  const byUnit: UnitLinks[] = new Array(27);
  let count = 0;
  for (let unit = 0; unit < 27; unit++) {
    const mask = placesIn(unit);
    // Places too few or too many for a strong link (see unitLinks): nothing to look up.
    const size = bitCount(mask);
    const ofUnit = size < 2 || size > 6 ? NO_UNIT_LINKS : unitLinksOf(known, unit, mask);
    byUnit[unit] = ofUnit;
    count += ofUnit.links.length;
  }
  graph.count = count;
  nextBits.fill(0, 0, count * 2);
  // Per unit, the links starting in it (their starts lie wholly in the unit), as a set of links.
  const startsIn = state.work.scratch(linkGraphScratch);
  startsIn.fill(0);
  let i = 0;
  for (const unit of EXPLAINER_UNITS) {
    const { links: ofUnit, table } = byUnit[unit]!;
    for (let k = 0; k < ofUnit.length; k++) {
      links[i] = ofUnit[k]!;
      const at = k * LINK_WORDS;
      for (let w = 0; w < 9; w++) sets[i * 9 + w] = table[at + w]!;
      endUnits[i * 3] = table[at + 9]!;
      endUnits[i * 3 + 1] = table[at + 10]!;
      endUnits[i * 3 + 2] = table[at + 11]!;
      const startMask = table[at + 12]!;
      startUnits[i] = startMask;
      info[i] = table[at + 13]!;
      for (let rest = startMask; rest !== 0; rest &= rest - 1) {
        const start = lowestBit(rest);
        startsIn[start * 2 + (i >> 5)]! |= 1 << (i & 31);
      }
      i++;
    }
  }
  // Link i goes on to the links starting in a unit of its end: the union of those units' sets of
  // links, whose bits ascending are the links' order, each link once.
  for (let from = 0; from < count; from++) {
    for (let k = 0; k < 3; k++) {
      const unit = endUnits[from * 3 + k]!;
      if (unit === -1) continue;
      nextBits[from * 2]! |= startsIn[unit * 2]!;
      nextBits[from * 2 + 1]! |= startsIn[unit * 2 + 1]!;
    }
  }
  // The digit's cells, three rows a word.
  for (let word = 0; word < 3; word++) {
    const row = word * 3;
    holders[word] = placesIn(row) | (placesIn(row + 1) << SIZE) | (placesIn(row + 2) << (2 * SIZE));
  }
  return graph;
}

/** linkGraph's sets of the links starting in each unit (two words a unit), made once per call. */
const linkGraphScratch = () => new Int32Array(27 * 2);

/** The link graphs of the digits, shared by the searches of every length (see memo.ts). */
const linkGraphWork = digitWork<LinkGraph>(SIZE);

/** A digit's link graph, from the memo where the digit's plane is as it was. */
function linkGraphOf(state: Board, places: Uint16Array, digit: number): LinkGraph {
  const { memo, key } = state.work.scratch(linkGraphWork);
  planeKey(places, digit, key);
  let graph = memo.lookup(digit, key);
  if (graph === undefined) {
    graph = linkGraph(state, places, digit);
    memo.store(digit, key, graph);
  }
  return graph;
}

/** A digit's chain of n strong links that Sudoku Explainer would take among the digit's: see strongLinkChains. */
interface ChainFound {
  readonly rating: number;
  /** How many candidates it eliminates. */
  readonly eliminations: number;
  readonly chain: Link[];
}

/** LINK_RATINGS[n][kinds | grouped << 3]: linkRating(n, kinds, grouped), for chains of 2 and 3 links. */
const LINK_RATINGS: readonly Float64Array[] = [0, 1, 2, 3].map((n) =>
  Float64Array.from({ length: 16 }, (_, at) => (n < 2 ? 0 : linkRating(n, at & 7, at >= 8))),
);

/**
 * The chains of n strong links on one digit, in Sudoku Explainer's order, and the one it takes: the
 * lowest rated, ties going to the one that eliminates more (then to the first found). The search
 * reads the digit's link graph only, and only counts each chain's eliminations, on cell sets.
 * Given `fresh` (a set of links, two words as nextBits), it visits only the chains holding one of
 * them, in the same order: where every other chain is known to eliminate nothing (see
 * strongLinkChains), it takes the same one.
 */
function bestChain(graph: LinkGraph, n: number, fresh: Int32Array | null): ChainFound | null {
  const { count, links, sets, holders, endUnits, startUnits, info, nextBits } = graph;
  if (count < n * 2) return null;
  const ratings = LINK_RATINGS[n]!;
  let best: ChainFound | null = null;
  // The best's rating, or Infinity before there is one: a chain rated above it is not taken.
  let bestRating = Number.POSITIVE_INFINITY;
  const chain = new Int32Array(n);
  /** The unit that weakly links link i's end to link j's start (box, row, column first), or -1. */
  const join = (i: number, j: number): number => {
    for (let k = 0; k < 3; k++) {
      const unit = endUnits[i * 3 + k]!;
      if (unit !== -1 && (startUnits[j]! >> unit) & 1) return unit;
    }
    return -1;
  };
  let used = 0;
  // How many links of the chain so far are fresh (every link is, without `fresh`): with none, the
  // next link must be one from which the links still to come can reach a fresh one.
  let freshIn = 0;
  const isFresh = (j: number): number => (fresh === null ? 1 : (fresh[j >> 5]! >>> (j & 31)) & 1);
  const reach = fresh === null ? null : freshReach(nextBits, count, n, fresh);
  /** The links that may come at `depth` in the chain so far, word w (as nextBits): see reach. */
  const allowed = (depth: number, w: number): number =>
    reach === null || freshIn !== 0 ? -1 : reach[(n - 1 - depth) * 2 + w]!;
  /** Weighs the chain: its kinds of unit and grouping (`at`, as in LINK_RATINGS) are those of its links. */
  const finish = (at: number) => {
    const rating = ratings[at]!;
    const first = chain[0]! * 9;
    const last = chain[n - 1]! * 9;
    const e0 = sets[first + 3]! | sets[last + 6]!;
    const e1 = sets[first + 4]! | sets[last + 7]!;
    const e2 = sets[first + 5]! | sets[last + 8]!;
    let c0 = 0;
    let c1 = 0;
    let c2 = 0;
    for (let k = 0; k < n; k++) {
      const link = chain[k]! * 9;
      c0 |= sets[link]!;
      c1 |= sets[link + 1]!;
      c2 |= sets[link + 2]!;
    }
    let x0 = holders[0]! & ~c0;
    let x1 = holders[1]! & ~c1;
    let x2 = holders[2]! & ~c2;
    const closing = unitHolding(e0, e1, e2, links[chain[0]!]!.from[0]!);
    if (closing === -1) {
      // The digit leaves the cells that see both ends.
      for (let word = 0; word < 3; word++) {
        for (let rest = word === 0 ? e0 : word === 1 ? e1 : e2; rest !== 0; rest &= rest - 1) {
          const end = word * WORD + lowestBit(rest);
          x0 &= PEER_SETS[end * 3]!;
          x1 &= PEER_SETS[end * 3 + 1]!;
          x2 &= PEER_SETS[end * 3 + 2]!;
        }
      }
    } else {
      // A loop: the digit leaves the units of its weak links.
      let u0 = UNIT_SETS[closing * 3]!;
      let u1 = UNIT_SETS[closing * 3 + 1]!;
      let u2 = UNIT_SETS[closing * 3 + 2]!;
      for (let k = 0; k + 1 < n; k++) {
        const unit = join(chain[k]!, chain[k + 1]!);
        u0 |= UNIT_SETS[unit * 3]!;
        u1 |= UNIT_SETS[unit * 3 + 1]!;
        u2 |= UNIT_SETS[unit * 3 + 2]!;
      }
      x0 &= u0;
      x1 &= u1;
      x2 &= u2;
    }
    const eliminations = bitCount(x0) + bitCount(x1) + bitCount(x2);
    if (eliminations === 0) return;
    if (
      best === null ||
      rating < best.rating - 1e-9 ||
      (Math.abs(rating - best.rating) < 1e-9 && eliminations > best.eliminations)
    ) {
      best = { rating, eliminations, chain: Array.from(chain, (i) => links[i]!) };
      bestRating = rating;
    }
  };
  // A link adds its kind of unit and may make the chain grouped, and neither lowers a rating: a chain
  // begun with links rated above the best so far is not taken however it goes on, nor is any chain
  // rated above it whatever it eliminates, so neither is followed further.
  const extend = (depth: number, at: number) => {
    if (depth === n) {
      finish(at);
      return;
    }
    const i = chain[depth - 1]!;
    for (let w = 0; w < 2; w++)
      for (let rest = nextBits[i * 2 + w]! & allowed(depth, w); rest !== 0; rest &= rest - 1) {
        const j = w * 32 + lowestBit(rest);
        const unit = info[j]! & 31;
        if (used & (1 << unit)) continue;
        const more = at | (info[j]! >> 5);
        if (ratings[more]! > bestRating + 1e-9) continue;
        const s0 = sets[j * 9]!;
        const s1 = sets[j * 9 + 1]!;
        const s2 = sets[j * 9 + 2]!;
        let apart = true;
        for (let k = 0; k < depth && apart; k++) {
          const c = chain[k]! * 9;
          if ((sets[c]! & s0) !== 0 || (sets[c + 1]! & s1) !== 0 || (sets[c + 2]! & s2) !== 0) apart = false;
        }
        if (!apart) continue;
        used |= 1 << unit;
        chain[depth] = j;
        const was = freshIn;
        freshIn += isFresh(j);
        extend(depth + 1, more);
        freshIn = was;
        used &= ~(1 << unit);
      }
  };
  for (let j = 0; j < count; j++) {
    const at = info[j]! >> 5;
    if (ratings[at]! > bestRating + 1e-9) continue;
    if (((allowed(0, j >> 5) >>> (j & 31)) & 1) === 0) continue;
    used = 1 << (info[j]! & 31);
    chain[0] = j;
    freshIn = isFresh(j);
    extend(1, at);
  }
  return best;
}

/**
 * The links from which a chain can reach a fresh link within k more links, at words 2k and 2k + 1
 * (as nextBits), for k below n: the fresh links themselves, and those going on to a link that can
 * within k - 1. A chain that holds no fresh link yet goes on only by these (the links to come
 * being fewer at each depth), so that every chain it can complete holds one.
 */
function freshReach(nextBits: Int32Array, count: number, n: number, fresh: Int32Array): Int32Array {
  const reach = new Int32Array(n * 2);
  reach[0] = fresh[0]!;
  reach[1] = fresh[1]!;
  for (let k = 1; k < n; k++) {
    const r0 = reach[k * 2 - 2]!;
    const r1 = reach[k * 2 - 1]!;
    let w0 = fresh[0]!;
    let w1 = fresh[1]!;
    for (let i = 0; i < count; i++)
      if ((nextBits[i * 2]! & r0) !== 0 || (nextBits[i * 2 + 1]! & r1) !== 0) {
        if (i < 32) w0 |= 1 << i;
        else w1 |= 1 << (i - 32);
      }
    reach[k * 2] = w0;
    reach[k * 2 + 1] = w1;
  }
  return reach;
}

/**
 * The chains of n strong links on every digit, and the one Sudoku Explainer takes: the lowest rated,
 * ties going to the one that eliminates more, then to the first found (the lowest digit's, as each
 * digit's best is its first found among its equals). A digit's best is a function of its plane, so
 * a digit whose plane is as it was the last time keeps its best (see memo.ts); the step is worded
 * for the one taken.
 *
 * A digit whose last search found nothing, and whose plane has only lost cells since, is searched
 * only along chains holding a link of a unit that lost a cell, as failure-memo.ts argues for a
 * board: a chain of links of the other units is a chain of the last plane too (a unit's links are a
 * function of its places, and so are the joins between them), and then eliminated nothing; its
 * eliminations now are among those, as the digit's cells are fewer. So every chain that eliminates
 * anything holds a fresh link, and the search of those alone, in the same order, takes the same one.
 */
export function strongLinkChains(n: number): (state: Board) => Rated | null {
  const work = digitWork<ChainFound | null>(SIZE);
  return (state) => {
    const places = placesTable(state);
    const { memo } = state.work.scratch(work);
    const { before, fresh } = state.work.scratch(chainsScratch);
    const found = perDigit(state, work, places, (digit) => {
      const graph = linkGraphOf(state, places, digit);
      const shrunk = memo.last(digit, before) === null && freshLinks(graph, places, digit, before, fresh);
      return bestChain(graph, n, shrunk ? fresh : null);
    });
    let best: ChainFound | null = null;
    let bestDigit = 0;
    for (let digit = 1; digit <= SIZE; digit++) {
      const chain = found[digit] ?? null;
      if (
        chain !== null &&
        (best === null ||
          chain.rating < best.rating - 1e-9 ||
          (Math.abs(chain.rating - best.rating) < 1e-9 && chain.eliminations > best.eliminations))
      ) {
        best = chain;
        bestDigit = digit;
      }
    }
    if (best === null) return null;
    return rated(best.rating, strongLinkStep(state, n, bestDigit, best.chain));
  };
}

/** strongLinkChains' scratch: a digit's plane at its last search, and the fresh links (see freshLinks). */
const chainsScratch = () => ({ before: new Int32Array(SIZE), fresh: new Int32Array(2) });

/**
 * The links of a digit's graph in the units that lost a cell of the digit since its plane `then`,
 * written to `fresh` (a set of links, as nextBits), and true; or false when the plane has gained a
 * cell since (another board), so that there is nothing to go from.
 */
function freshLinks(
  graph: LinkGraph,
  places: Uint16Array,
  digit: number,
  then: Int32Array,
  fresh: Int32Array,
): boolean {
  let units = 0;
  for (let row = 0; row < SIZE; row++) {
    const now = places[row * SIZE + digit - 1]!;
    if ((now & ~then[row]!) !== 0) return false;
    for (let gone = then[row]! & ~now; gone !== 0; gone &= gone - 1) {
      const cell = row * SIZE + lowestBit(gone);
      units |= (1 << UNITS_OF[cell * 3]!) | (1 << UNITS_OF[cell * 3 + 1]!) | (1 << UNITS_OF[cell * 3 + 2]!);
    }
  }
  fresh.fill(0);
  const { info } = graph;
  for (let j = 0; j < graph.count; j++) if ((units >> (info[j]! & 31)) & 1) fresh[j >> 5]! |= 1 << (j & 31);
  return true;
}

/** The step of a chain of strong links the search took, its eliminations in Sudoku Explainer's order. */
function strongLinkStep(state: Board, n: number, digit: number, chain: readonly Link[]): Step {
  const ends = [...chain[0]!.from, ...chain[chain.length - 1]!.to];
  const inChain = chain.flatMap((l) => [...l.from, ...l.to]);
  const eliminations: Mark[] = [];
  const closing = oneUnit(ends) ? sharedUnit(ends) : -1;
  if (closing === -1) {
    for (const cell of seeingAll(state, ends, digit, inChain)) eliminations.push({ cell, digit });
  } else {
    // A loop: each weak link's unit loses the digit outside the chain.
    const weak = [closing];
    for (let i = 0; i + 1 < chain.length; i++)
      weak.push(sharedUnit([...chain[i]!.to, ...chain[i + 1]!.from]));
    const seen = new Set<number>();
    for (const unit of weak)
      for (const cell of unitCellsOf(unit))
        if (state.has(cell, digit) && !inChain.includes(cell) && !seen.has(cell)) {
          seen.add(cell);
          eliminations.push({ cell, digit });
        }
  }
  const text = chain
    .map((l) => `${l.from.map(cellText).join('|')}=${l.to.map(cellText).join('|')}`)
    .join(' - ');
  const grouped = chain.some((l) => l.grouped);
  return eliminationStep(
    `strong-links-${n}` as TechniqueId,
    eliminations,
    [...new Set(inChain)].sort((a, b) => a - b),
    chain.map((l) => l.unit),
    `${n} strong links${grouped ? ' (grouped)' : ''} on ${digit}: ${text}; ${closing === -1 ? `one end is ${digit}, so ${digit} leaves the cells that see both` : `the ends see each other, a loop, so ${digit} leaves the units of its weak links`} (${cellsText(eliminations.map((e) => e.cell))}).`,
    { roles: inChain.map((cell) => ({ cell, role: 'link' as const })) },
  );
}

/** The strong-link chains' finders, by record id (see finders.ts). */
export const strongLinkFinders = {
  'strong-links-2': { explainer: strongLinkChains(2) },
  'strong-links-3': { explainer: strongLinkChains(3) },
} as const satisfies FinderTable;
