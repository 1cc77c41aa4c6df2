import { bitCount, lowestBit } from '@sudoku-lab/core';
import * as board from '../board.js';
import { FailureMemo, withPeers } from '../failure-memo.js';
import { scoreOf } from '../records.js';
import { type Board, eliminationStep, type Mark, type Rated } from '../state.js';
import type { FinderTable } from './finders.js';
import {
  ALL_CELLS_WORD,
  addCell,
  before,
  cellsOfWords,
  hasCell,
  marksOf,
  PEER_SETS,
  rated,
  WORD,
} from './search.js';

// Base scores, from the records.
const PAIR_EXCLUSION = scoreOf('aligned-pair-exclusion');
const TRIPLE_EXCLUSION = scoreOf('aligned-triple-exclusion');
// Module constants, read once (see solutions.ts).
const { CELLS, cellsText, cellText, PEERS, sees } = board;

// ---------------------------------------------------------------------------------------------
// Aligned pair exclusion (6.2): two cells, and the bivalue cells that see both (at least two); a
// pair of digits for the two that would empty one of those cells cannot be, and a candidate of the
// two cells in no allowed pair goes.

/**
 * An aligned exclusion's scratch: its memo of the last failure, and its sets of cells. A base is a
 * cell of two candidates or more that sees no cell of one candidate and some excluders: the cells
 * of two (for pairs) or two or three (for triples) candidates that it sees.
 */
interface AlignedScratch {
  readonly memo: FailureMemo;
  readonly changed: Int32Array;
  /** The changed cells and the cells that are bases now and were not at the last failure. */
  readonly marked: Int32Array;
  /** The changed cells that are excluders now (of two to `most` candidates). */
  readonly changedExcluders: Int32Array;
  /** Those and their peers (for triples). */
  readonly nearMarked: Int32Array;
  /** Each cell's excluders as a set: excluderSets[cell * 3 ...]. */
  readonly excluderSets: Int32Array;
  /** The bases as a set, and the cells a base may be paired with (see pairable). */
  readonly baseSet: Int32Array;
  readonly reach: Int32Array;
  /** The cells that share two excluders or more with a base (see partnersOf). */
  readonly partners: Int32Array;
  /** Each cell's count of candidates. */
  readonly counts: Uint8Array;
  /** The cells whose base status and excluders are worked out again (see alignedBases). */
  readonly redo: Int32Array;
  /**
   * Whether the tables (counts, baseSet, excluderSets) are those of the board the memo holds: the
   * last call ran to its end and found nothing.
   */
  kept: boolean;
  /** The candidates of a triple's excluders (they are among a cell's 20 peers). */
  readonly masks: Uint16Array;
  /** The excluders shared by a pair or triple (among a cell's 20 peers). */
  readonly shared: Int32Array;
  /** The cells that see two of a pair's shared excluders or more: where a triple's third may be. */
  readonly twice: Int32Array;
}

const alignedScratch = (): AlignedScratch => ({
  memo: new FailureMemo(),
  changed: new Int32Array(3),
  marked: new Int32Array(3),
  changedExcluders: new Int32Array(3),
  nearMarked: new Int32Array(3),
  excluderSets: new Int32Array(CELLS * 3),
  baseSet: new Int32Array(3),
  reach: new Int32Array(3),
  partners: new Int32Array(3),
  counts: new Uint8Array(CELLS),
  redo: new Int32Array(3),
  kept: false,
  masks: new Uint16Array(20),
  shared: new Int32Array(20),
  twice: new Int32Array(3),
});
const pairScratch = () => alignedScratch();
const tripleScratch = () => alignedScratch();

/** Whether a cell is a base, given each cell's count of candidates, excluders holding up to `most`. */
function isBaseOn(counts: Uint8Array, cell: number, most: number): boolean {
  if (counts[cell]! < 2) return false;
  let excluders = false;
  for (let k = cell * 20; k < cell * 20 + 20; k++) {
    const n = counts[PEERS[k]!]!;
    if (n === 1) return false;
    if (n >= 2 && n <= most) excluders = true;
  }
  return excluders;
}

/**
 * The bases of the board, ascending (and `baseSet`, `counts`, `excluderSets`); after a failure,
 * with `marked`: the changed cells and the new bases (bases now that were not then), and
 * `changedExcluders`. After a failure the tables are the failed board's (see `kept`), and a cell's
 * base status and excluders read only its own count and its peers': only the changed cells'
 * counts, and the status and excluders of those and their peers, are worked out again.
 */
function alignedBases(state: Board, most: number, scratch: AlignedScratch, since: boolean): number[] {
  const { candidates } = state;
  const { changed, marked, changedExcluders, excluderSets, baseSet, counts, redo } = scratch;
  if (since) {
    for (let word = 0; word < 3; word++) {
      for (let rest = changed[word]!; rest !== 0; rest &= rest - 1) {
        const cell = word * WORD + lowestBit(rest);
        counts[cell] = bitCount(candidates[cell]!);
      }
    }
    withPeers(changed, redo);
    marked.set(changed);
    changedExcluders.fill(0);
  } else {
    for (let cell = 0; cell < CELLS; cell++) counts[cell] = bitCount(candidates[cell]!);
    redo.fill(ALL_CELLS_WORD);
  }
  for (let word = 0; word < 3; word++) {
    for (let rest = redo[word]!; rest !== 0; rest &= rest - 1) {
      const cell = word * WORD + lowestBit(rest);
      const n = counts[cell]!;
      if (since && n >= 2 && n <= most && hasCell(changed, 0, cell)) addCell(changedExcluders, 0, cell);
      const was = hasCell(baseSet, 0, cell);
      if (!isBaseOn(counts, cell, most)) {
        baseSet[word]! &= ~(rest & -rest);
        continue;
      }
      addCell(baseSet, 0, cell);
      if (since && !was) addCell(marked, 0, cell);
      const at = cell * 3;
      excluderSets[at] = 0;
      excluderSets[at + 1] = 0;
      excluderSets[at + 2] = 0;
      for (let k = cell * 20; k < cell * 20 + 20; k++) {
        const peer = PEERS[k]!;
        const count = counts[peer]!;
        if (count >= 2 && count <= most) addCell(excluderSets, at, peer);
      }
    }
  }
  const bases: number[] = [];
  for (let word = 0; word < 3; word++)
    for (let rest = baseSet[word]!; rest !== 0; rest &= rest - 1) bases.push(word * WORD + lowestBit(rest));
  return bases;
}

/** Whether the peers common to the cells (two or three) hold a cell of the set. */
function commonPeersMeet(set: Int32Array, a: number, b: number, c = -1): boolean {
  for (let w = 0; w < 3; w++) {
    let common = PEER_SETS[a * 3 + w]! & PEER_SETS[b * 3 + w]! & set[w]!;
    if (c >= 0) common &= PEER_SETS[c * 3 + w]!;
    if (common !== 0) return true;
  }
  return false;
}

/**
 * The cells a base q may be paired with for a step, written to `reach`: every cell, or after a
 * failure, where q is not marked, the marked cells and the cells that see with q a changed
 * excluder (see alignedPairExclusion).
 */
function pairable(q: number, since: boolean, scratch: AlignedScratch): void {
  const { changedExcluders, marked, reach } = scratch;
  if (!since || hasCell(marked, 0, q)) {
    reach.fill(-1);
    return;
  }
  reach.set(marked);
  for (let word = 0; word < 3; word++) {
    for (let rest = changedExcluders[word]! & PEER_SETS[q * 3 + word]!; rest !== 0; rest &= rest - 1) {
      const cell = word * WORD + lowestBit(rest);
      for (let w = 0; w < 3; w++) reach[w]! |= PEER_SETS[cell * 3 + w]!;
    }
  }
}

export function alignedPairExclusion(state: Board): Rated | null {
  const { candidates } = state;
  const scratch = state.work.scratch(pairScratch);
  const { memo, changed, excluderSets, baseSet, reach, partners, shared } = scratch;
  // A pair's support: its two cells, whether each is a base, and its excluders (the cells that see
  // both). After a failure only pairs with a marked cell (changed, or a new base) or a changed
  // excluder can take a step: where neither cell is marked and every excluder is unchanged, the
  // two cells and their candidates are as they were, with excluders that were all excluders then
  // with the same candidates (some of then's may have gone): every choice allowed then is allowed
  // now, and none was barred then. They are met in the usual order, so the first step of them is
  // the first of all.
  const since = scratch.kept && memo.changes(state, changed);
  scratch.kept = false;
  const bases = alignedBases(state, 2, scratch, since);
  // Pairs in Sudoku Explainer's order: (0,1), (0,2), (1,2), (0,3), ...; a pair takes a step only
  // with two shared excluders or more, so p is among the cells that see two of q's (see partnersOf).
  for (let j = 1; j < bases.length; j++) {
    const q = bases[j]!;
    pairable(q, since, scratch);
    partnersOf(excluderSets, q, partners);
    for (let w = 0; w < 3; w++) {
      for (let rest = baseSet[w]! & reach[w]! & partners[w]! & before(q, w); rest !== 0; rest &= rest - 1) {
        const p = w * WORD + lowestBit(rest);
        const s0 = excluderSets[p * 3]! & excluderSets[q * 3]!;
        const s1 = excluderSets[p * 3 + 1]! & excluderSets[q * 3 + 1]!;
        const s2 = excluderSets[p * 3 + 2]! & excluderSets[q * 3 + 2]!;
        const count = cellsOfWords(s0, s1, s2, shared, 0);
        const seen = sees(p, q);
        let allowedP = 0;
        let allowedQ = 0;
        for (let mp = candidates[p]!; mp !== 0; mp &= mp - 1) {
          const bp = mp & -mp;
          for (let mq = candidates[q]!; mq !== 0; mq &= mq - 1) {
            const bq = mq & -mq;
            if (bp === bq && seen) continue;
            if (emptiesOne(candidates, shared, count, bp | bq)) continue;
            allowedP |= bp;
            allowedQ |= bq;
          }
        }
        const eliminations: Mark[] = [];
        marksOf(p, candidates[p]! & ~allowedP, eliminations);
        marksOf(q, candidates[q]! & ~allowedQ, eliminations);
        if (eliminations.length === 0) continue;
        memo.found();
        const excluders = Array.from(shared.subarray(0, count));
        return rated(
          PAIR_EXCLUSION,
          eliminationStep(
            'aligned-pair-exclusion',
            eliminations,
            [p, q, ...excluders],
            [],
            `Aligned pair exclusion: ${cellText(p)} and ${cellText(q)} cannot take digits that would empty one of ${cellsText(excluders)}, which see both; so ${eliminations.map((e) => `${e.digit} at ${cellText(e.cell)}`).join(', ')} go.`,
            {
              roles: [
                { cell: p, role: 'pivot' },
                { cell: q, role: 'pivot' },
                ...excluders.map((cell) => ({ cell, role: 'link' as const })),
              ],
            },
          ),
        );
      }
    }
  }
  memo.failed(state);
  scratch.kept = true;
  return null;
}

// ---------------------------------------------------------------------------------------------
// Aligned triple exclusion (7.5): three cells (two, and a third that one of them sees through an
// excluder), and the cells of two or three candidates that see all three (at least two of them):
// a choice of digits for the three that repeats a digit between two that see each other, or that
// would take every candidate of one of those cells, cannot be; a candidate in no allowed choice goes.

export function alignedTripleExclusion(state: Board): Rated | null {
  const scratch = state.work.scratch(tripleScratch);
  const { memo, changed, marked, changedExcluders, nearMarked, excluderSets, baseSet, reach, twice } =
    scratch;
  const { masks, shared, partners } = scratch;
  // A triple's support: its three cells, whether each is a base, and its excluders (the cells that
  // see all three). After a failure only triples with a marked cell (changed, or a new base) or a
  // changed excluder can take a step (as for pairs: see alignedPairExclusion), met in the usual
  // order: the first step of them is the first of all. Such a triple's first two cells are near a
  // marked base or a changed excluder (the third is an excluder of one of them), so pairs of two
  // cells near none are passed over; and where neither is marked nor sees with the other a
  // changed excluder, only a marked third can do.
  const since = scratch.kept && memo.changes(state, changed);
  scratch.kept = false;
  const bases = alignedBases(state, 3, scratch, since);
  if (since) {
    for (let w = 0; w < 3; w++) reach[w] = (marked[w]! & baseSet[w]!) | changedExcluders[w]!;
    withPeers(reach, nearMarked);
  }
  for (let j = 1; j < bases.length; j++) {
    const b = bases[j]!;
    const bNear = !since || hasCell(nearMarked, 0, b);
    // A triple's shared excluders are among its first two cells': a sees two of b's or more.
    partnersOf(excluderSets, b, partners);
    for (let w = 0; w < 3; w++) {
      const firsts = baseSet[w]! & partners[w]! & before(b, w) & (bNear ? -1 : nearMarked[w]!);
      for (let rest = firsts; rest !== 0; rest &= rest - 1) {
        const a = w * WORD + lowestBit(rest);
        const ab0 = excluderSets[a * 3]! & excluderSets[b * 3]!;
        const ab1 = excluderSets[a * 3 + 1]! & excluderSets[b * 3 + 1]!;
        const ab2 = excluderSets[a * 3 + 2]! & excluderSets[b * 3 + 2]!;
        // Whether every triple of the pair may take a step, or only those whose third cell is marked.
        const pairMarked =
          !since || hasCell(marked, 0, a) || hasCell(marked, 0, b) || commonPeersMeet(changedExcluders, a, b);
        if (!pairMarked && !thirdMarked(excluderSets, a, b, marked, baseSet)) continue;
        // The third cells, bases other than a and b that see two of the pair's shared excluders or
        // more (those it shares): a's excluders, then b's not among them, ascending.
        seenTwice(ab0, ab1, ab2, twice);
        for (let v = 0; v < 3; v++) twice[v]! &= baseSet[v]! & (pairMarked ? -1 : marked[v]!);
        twice[(a / WORD) | 0]! &= ~(1 << (a % WORD));
        twice[(b / WORD) | 0]! &= ~(1 << (b % WORD));
        for (let side = 0; side < 2; side++) {
          for (let v = 0; v < 3; v++) {
            const own = excluderSets[(side === 0 ? a : b) * 3 + v]!;
            const thirds = twice[v]! & own & (side === 0 ? -1 : ~excluderSets[a * 3 + v]!);
            for (let more = thirds; more !== 0; more &= more - 1) {
              const c = v * WORD + lowestBit(more);
              if (metBefore(excluderSets, a, b, c)) continue;
              const count = cellsOfWords(
                ab0 & excluderSets[c * 3]!,
                ab1 & excluderSets[c * 3 + 1]!,
                ab2 & excluderSets[c * 3 + 2]!,
                shared,
                0,
              );
              const found = tripleExclusion(state, a, b, c, shared, count, masks);
              if (found !== null) {
                memo.found();
                return found;
              }
            }
          }
        }
      }
    }
  }
  memo.failed(state);
  scratch.kept = true;
  return null;
}

/**
 * The cells that share two excluders or more with a base, written to `out`: an excluder of the base
 * is an excluder of each cell it sees (its count of candidates is what makes it one), so they are
 * the cells that see two of the base's excluders or more.
 */
function partnersOf(excluderSets: Int32Array, base: number, out: Int32Array): void {
  seenTwice(excluderSets[base * 3]!, excluderSets[base * 3 + 1]!, excluderSets[base * 3 + 2]!, out);
}

/** The cells that see two cells or more of a set (three words), written to `out`. */
function seenTwice(w0: number, w1: number, w2: number, out: Int32Array): void {
  let once0 = 0;
  let once1 = 0;
  let once2 = 0;
  out.fill(0);
  for (let word = 0; word < 3; word++) {
    for (let rest = word === 0 ? w0 : word === 1 ? w1 : w2; rest !== 0; rest &= rest - 1) {
      const at = (word * WORD + lowestBit(rest)) * 3;
      out[0]! |= once0 & PEER_SETS[at]!;
      out[1]! |= once1 & PEER_SETS[at + 1]!;
      out[2]! |= once2 & PEER_SETS[at + 2]!;
      once0 |= PEER_SETS[at]!;
      once1 |= PEER_SETS[at + 1]!;
      once2 |= PEER_SETS[at + 2]!;
    }
  }
}

/**
 * Whether the search met the triple of a, b (a before b) and c before, in other roles, and found
 * nothing. The three cells x < y < z are met as (x, y) with z where z is an excluder of x or y,
 * then as (x, z) with y, then as (y, z) with x, each where the third is an excluder of one of the
 * two. The exclusion does not depend on the roles, nor do its excluders (the cells that see all
 * three), so a triple met again finds nothing: after a failure, where the triple's support changed
 * the search looked at every meeting of it; where it did not, no meeting takes a step.
 */
function metBefore(excluderSets: Int32Array, a: number, b: number, c: number): boolean {
  const excludes = (p: number, q: number) => hasCell(excluderSets, q * 3, p);
  if (c > b) return false;
  return excludes(b, a) || excludes(b, c) || (c < a && (excludes(a, b) || excludes(a, c)));
}

/** Whether an excluder of a or of b is a marked base: a third cell that may make a step with them. */
function thirdMarked(
  excluderSets: Int32Array,
  a: number,
  b: number,
  marked: Int32Array,
  baseSet: Int32Array,
): boolean {
  for (let w = 0; w < 3; w++)
    if (((excluderSets[a * 3 + w]! | excluderSets[b * 3 + w]!) & marked[w]! & baseSet[w]!) !== 0) return true;
  return false;
}

/** Whether the digits taken leave one of the excluders without a candidate. */
function emptiesOne(candidates: Uint16Array, excluders: Int32Array, count: number, taken: number): boolean {
  for (let i = 0; i < count; i++) if ((candidates[excluders[i]!]! & ~taken) === 0) return true;
  return false;
}

// Which of three cells see one another, for `allowedChoice`.
const SEES_AB = 1;
const SEES_AC = 2;
const SEES_BC = 4;

/**
 * Whether three cells may take digits da, db, dc (as bits): no digit repeated between two that see
 * each other, and every excluder (its candidates in `masks[0 ... count]`) keeps one.
 */
function allowedChoice(
  masks: Uint16Array,
  count: number,
  seen: number,
  da: number,
  db: number,
  dc: number,
): boolean {
  if ((da === db && seen & SEES_AB) || (da === dc && seen & SEES_AC) || (db === dc && seen & SEES_BC))
    return false;
  const taken = da | db | dc;
  for (let i = 0; i < count; i++) if ((masks[i]! & ~taken) === 0) return false;
  return true;
}

/** The nine bits of the packed cell (bits 0..8, 9..17 or 18..26, see tripleExclusion) that hold `bit`. */
const fieldOf = (bit: number): number => (bit < 1 << 9 ? 0x1ff : bit < 1 << 18 ? 0x1ff << 9 : 0x1ff << 18);

/**
 * The first allowed choice among the packed candidates of three cells (a's in bits 0..8, b's in
 * 9..17, c's in 18..26), packed the same way (a digit a cell), or 0 where none is allowed.
 */
function firstChoice(masks: Uint16Array, count: number, seen: number, choices: number): number {
  for (let ma = choices & 0x1ff; ma !== 0; ma &= ma - 1)
    for (let mb = (choices >> 9) & 0x1ff; mb !== 0; mb &= mb - 1)
      for (let mc = choices >> 18; mc !== 0; mc &= mc - 1) {
        const da = ma & -ma;
        const db = mb & -mb;
        const dc = mc & -mc;
        if (allowedChoice(masks, count, seen, da, db, dc)) return da | (db << 9) | (dc << 18);
      }
  return 0;
}

/**
 * The exclusion of three cells by the excluders that see all three: a choice of digits repeating one
 * between two cells that see each other, or taking every candidate of an excluder, cannot be; the
 * step that removes the candidates in no allowed choice, or null when there is none.
 */
export function tripleExclusion(
  state: Board,
  a: number,
  b: number,
  c: number,
  excluders: Int32Array,
  count: number,
  masks: Uint16Array,
): Rated | null {
  const { candidates } = state;
  const seen = (sees(a, b) ? SEES_AB : 0) | (sees(a, c) ? SEES_AC : 0) | (sees(b, c) ? SEES_BC : 0);
  // The three cells' candidates side by side: a's in bits 0..8, b's in 9..17, c's in 18..26.
  const all = candidates[a]! | (candidates[b]! << 9) | (candidates[c]! << 18);
  for (let i = 0; i < count; i++) masks[i] = candidates[excluders[i]!]!;
  // A candidate stays when one allowed choice holds it; each choice found lets its other two stay
  // too. Only a candidate with no allowed choice needs every choice tried.
  let allowed = 0;
  for (let m = all; m !== 0; m &= m - 1) {
    const bit = m & -m;
    if ((allowed & bit) === 0) allowed |= firstChoice(masks, count, seen, (all & ~fieldOf(bit)) | bit);
  }
  // The candidates in no allowed choice, packed as `all`.
  const lost = all & ~allowed;
  if (lost === 0) return null;
  const cells = [a, b, c];
  const shared = Array.from(excluders.subarray(0, count));
  const eliminations: Mark[] = [];
  marksOf(a, lost & 0x1ff, eliminations);
  marksOf(b, (lost >> 9) & 0x1ff, eliminations);
  marksOf(c, lost >> 18, eliminations);
  if (eliminations.length === 0) return null;
  return rated(
    TRIPLE_EXCLUSION,
    eliminationStep(
      'aligned-triple-exclusion',
      eliminations,
      [...cells, ...shared],
      [],
      `Aligned triple exclusion: ${cellsText(cells)} cannot take digits that would empty one of ${cellsText(shared)}, which see all three; so ${eliminations.map((e) => `${e.digit} at ${cellText(e.cell)}`).join(', ')} go.`,
      {
        roles: [
          ...cells.map((cell) => ({ cell, role: 'pivot' as const })),
          ...shared.map((cell) => ({ cell, role: 'link' as const })),
        ],
      },
    ),
  );
}

/** The aligned exclusions' finders, by record id (see finders.ts). */
export const exclusionFinders = {
  'aligned-pair-exclusion': { explainer: alignedPairExclusion },
  'aligned-triple-exclusion': { explainer: alignedTripleExclusion },
} as const satisfies FinderTable;
