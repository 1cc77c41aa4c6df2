import { bitCount, digitsOf, lowestBit, lowestDigit } from '@sudoku-lab/core';
import * as board from '../board.js';
import { CELLS, cellsText, type Houses, PEERS } from '../board.js';
import { FailureMemo } from '../failure-memo.js';
import { scoreOf, type TechniqueId } from '../records.js';
import { type Board, eliminationStep, type Mark, type Position, type Rated, type Step } from '../state.js';
import type { FinderTable } from './finders.js';
import { addCell, after, before, hasCell, PEER_SETS, rated, WORD } from './search.js';

// Module constants, read once (see solutions.ts).
const { ALL, cellText, digitsText, SIZE, sees } = board;

/**
 * Sets of cells as three 27-bit words (cells 0-26, 27-53, 54-80), so "every cell that sees all of
 * these" is an AND of peer sets.
 */
type CellSet = [number, number, number];

const PEER_TRIPLES: readonly CellSet[] = Array.from({ length: CELLS }, (_, cell) => {
  const set: CellSet = [0, 0, 0];
  for (let k = cell * 20; k < cell * 20 + 20; k++) add(set, PEERS[k]!);
  return set;
});

/** Each cell's peers as a set, on a board's houses: the classic table, or one made once per variant's houses. */
const peerTriples = new WeakMap<Houses, readonly CellSet[]>();
function peerTriplesOf(houses: Houses): readonly CellSet[] {
  if (houses === board.CLASSIC) return PEER_TRIPLES;
  let known = peerTriples.get(houses);
  if (known === undefined) {
    known = Array.from({ length: CELLS }, (_, cell) => {
      const set: CellSet = [0, 0, 0];
      for (let k = houses.peerStart[cell]!; k < houses.peerStart[cell + 1]!; k++) add(set, houses.peers[k]!);
      return set;
    });
    peerTriples.set(houses, known);
  }
  return known;
}

function add(set: CellSet, cell: number): void {
  set[(cell / 27) | 0]! |= 1 << (cell % 27);
}

/** An almost locked set: n empty cells of one unit holding n + 1 digits between them. */
interface Als {
  readonly cells: readonly number[];
  readonly set: CellSet;
  readonly digits: number;
  readonly unit: number;
  /** Per digit (index digit - 1): the set of its cells that hold the digit. */
  readonly holding: readonly CellSet[];
  /** Per digit: the cells that see every cell of the set holding it. */
  readonly seeing: readonly CellSet[];
}

const MAX_CELLS = 3;

const digitsAcross = (state: Position, cells: readonly number[]) => {
  let digits = 0;
  for (const cell of cells) digits |= state.candidates[cell]!;
  return digits;
};

/**
 * The n-cell subsets of `cells` holding n + 1 digits between them, in the order of `combinations`.
 * Digits only add up as cells join, so a partial set already over n + 1 is dropped with all it
 * would grow into.
 */
function lockable(state: Position, cells: readonly number[], n: number): number[][] {
  const out: number[][] = [];
  const picked: number[] = [];
  const walk = (from: number, digits: number) => {
    if (bitCount(digits) > n + 1) return;
    if (picked.length === n) {
      if (bitCount(digits) === n + 1) out.push(picked.slice());
      return;
    }
    for (let i = from; i <= cells.length - (n - picked.length); i++) {
      picked.push(cells[i]!);
      walk(i + 1, digits | state.candidates[cells[i]!]!);
      picked.pop();
    }
  };
  walk(0, 0);
  return out;
}

/**
 * The almost locked sets of the board's units (a variant's regions and extra houses of nine too: cells
 * whose digits differ), with "sees" its peers, so that ALS-XZ is one finder for every ladder.
 */
function almostLockedSets(state: Position): Als[] {
  const found = new Map<string, Als>();
  const { unitCount, unitCells } = state.houses;
  const triples = peerTriplesOf(state.houses);
  for (let unit = 0; unit < unitCount; unit++) {
    const open: number[] = [];
    for (let i = 0; i < 9; i++) {
      const cell = unitCells[unit * 9 + i]!;
      if (state.cells[cell] === 0) open.push(cell);
    }
    // A cell of an n-cell set holds at most n + 1 digits.
    const small = open.filter((cell) => bitCount(state.candidates[cell]!) <= MAX_CELLS + 1);
    for (let n = 1; n <= Math.min(MAX_CELLS, open.length - 1); n++) {
      for (const cells of lockable(state, small, n)) {
        const digits = digitsAcross(state, cells);
        const key = cells.join(',');
        if (found.has(key)) continue;
        const set: CellSet = [0, 0, 0];
        for (const cell of cells) add(set, cell);
        const holding: CellSet[] = [];
        const seeing: CellSet[] = [];
        for (let digit = 1; digit <= 9; digit++) {
          const h: CellSet = [0, 0, 0];
          const s: CellSet = [0x7ffffff, 0x7ffffff, 0x7ffffff];
          for (const cell of cells) {
            if (!state.has(cell, digit)) continue;
            add(h, cell);
            for (let w = 0; w < 3; w++) s[w]! &= triples[cell]![w]!;
          }
          holding.push(h);
          seeing.push(s);
        }
        found.set(key, { cells, set, digits, unit, holding, seeing });
      }
    }
  }
  return [...found.values()];
}

/**
 * ALS-XZ: two almost locked sets A and B share a restricted common digit x (every x of A sees every x
 * of B, so at most one of them holds x). Then one of them is locked without x, so for another common
 * digit z one of them holds z: z leaves every cell outside them that sees all their z cells.
 */
export function alsXz(state: Position): Step | null {
  const sets = almostLockedSets(state);
  const { unitNames } = state.houses;
  for (let i = 0; i < sets.length; i++) {
    const a = sets[i]!;
    // Hundreds of sets on an open board make hundreds of thousands of pairs: look at the clock per set.
    state.checkBudgets();
    for (let j = i + 1; j < sets.length; j++) {
      const b = sets[j]!;
      const common = a.digits & b.digits;
      if (bitCount(common) < 2) continue;
      if ((a.set[0] & b.set[0]) | (a.set[1] & b.set[1]) | (a.set[2] & b.set[2])) continue;
      for (const x of digitsOf(common)) {
        // Every x of B among the cells that see every x of A.
        const [bx, ax] = [b.holding[x - 1]!, a.seeing[x - 1]!];
        if ((bx[0] & ~ax[0]) | (bx[1] & ~ax[1]) | (bx[2] & ~ax[2])) continue;
        const eliminations: Mark[] = [];
        for (const z of digitsOf(common & ~(1 << (x - 1)))) {
          const [sa, sb] = [a.seeing[z - 1]!, b.seeing[z - 1]!];
          for (let w = 0; w < 3; w++) {
            let victims = sa[w]! & sb[w]! & ~a.set[w]! & ~b.set[w]!;
            while (victims !== 0) {
              const cell = w * 27 + lowestBit(victims);
              victims &= victims - 1;
              if (state.has(cell, z)) eliminations.push({ cell, digit: z });
            }
          }
        }
        if (eliminations.length === 0) continue;
        const zText = digitsOf(common & ~(1 << (x - 1))).join('/');
        return eliminationStep(
          'als-xz',
          eliminations.sort((p, q) => p.cell - q.cell || p.digit - q.digit),
          [...a.cells, ...b.cells],
          [a.unit, b.unit],
          `ALS-XZ: ${cellsText(a.cells)} (${unitNames[a.unit]}) and ${cellsText(b.cells)} (${unitNames[b.unit]}) are almost locked sets that cannot both hold ${x}, so one of them holds each of ${zText}; cells that see all of a digit's places in both lose it.`,
        );
      }
    }
  }
  return null;
}

// Base scores, from the records.
const WXYZ = scoreOf('wxyz-wing');
const VWXYZ = scoreOf('vwxyz-wing');

// ---------------------------------------------------------------------------------------------
// Wings of an almost locked set and a bivalue cell (WXYZ-Wing 5.5-5.6, VWXYZ-Wing 6.2-6.4), as
// Sukaku Explainer (Sudoku Explainer's maintained heir)
// finds them: n cells that all see one another holding n + 1 digits between them, and a bivalue
// cell xz outside them with both digits in the set. Where every cell of the set holding x sees the
// bivalue cell (x a restricted common), z leaves the cells that see the bivalue cell and every
// z of the set; where z is restricted too, the n + 2 cells hold n + 2 digits, a locked set, and
// each digit leaves the cells that see all its holders. The rating grows with the set and, for the
// middle sizes, is highest when its largest cell holds about half of its digits.

const WING_NAMES = ['', '', '', 'WXYZ-Wing', 'VWXYZ-Wing'] as const;
const WING_IDS = ['', '', '', 'wxyz-wing', 'vwxyz-wing'] as const;

function wingRating(n: number, biggest: number): number {
  const [base, span] = n === 3 ? [WXYZ, 4] : [VWXYZ, 5];
  const middle = Math.floor((span + 2) / 2);
  return Math.round((base + (span - middle - Math.abs(middle - biggest)) * 0.1) * 10) / 10;
}

interface WingHint {
  readonly rating: number;
  readonly eliminations: number;
  readonly suffix: string;
  /** The set's cells ascending, then its bivalue cell: the order in which the whole search meets the wings. */
  readonly order: readonly number[];
  readonly step: Step;
}

/** Whether one wing comes before another in the order of a whole search (see WingHint). */
function wingBefore(x: readonly number[], y: readonly number[]): boolean {
  for (let k = 0; k < x.length; k++) if (x[k] !== y[k]) return x[k]! < y[k]!;
  return false;
}

/** Cells that see every cell given (and are none of them) and hold the digit. */
export function seeingAll(
  state: Board,
  holders: readonly number[],
  digit: number,
  exclude: readonly number[],
): number[] {
  const out: number[] = [];
  const first = holders[0]!;
  for (let k = first * 20; k < first * 20 + 20; k++) {
    const cell = PEERS[k]!;
    if (!state.has(cell, digit) || exclude.includes(cell)) continue;
    if (holders.every((h) => h === cell || sees(cell, h))) out.push(cell);
  }
  return out.sort((a, b) => a - b);
}

/** A wing search's scratch: its memo of the last failure, and its sets of cells. */
interface WingScratch {
  readonly memo: FailureMemo;
  /**
   * The cells changed since the last failure that could be in a set (two candidates or more), the
   * changed bivalue cells, and the cells near a change: those and the peers of these.
   */
  readonly changed: Int32Array;
  readonly pivots: Int32Array;
  readonly near: Int32Array;
  /** The cells that may be in a set: two candidates or more, and no more than it has digits. */
  readonly live: Int32Array;
  /** The cells that see every cell of the set so far, at each depth: common[depth * 3 ...]. */
  readonly common: Int32Array;
  /** For `consider`: the cells seen by the set; the set; each digit's holders in it, and the cells seeing those. */
  readonly range: Int32Array;
  readonly cellsOf: Int32Array;
  readonly holders: Int32Array;
  readonly seeHolders: Int32Array;
  /** Each digit's cells on the board, and the bivalue cells. */
  readonly digitCells: Int32Array;
  readonly bivalues: Int32Array;
}

/**
 * Keeps the changed cells of two candidates or more; writes the bivalue ones (pivots) and the cells
 * near a change: those changed cells, and the cells that see a pivot and hold one of its digits (a
 * set whose wing has that pivot holds one: its restricted common x).
 */
function nearChanges(
  candidates: Uint16Array,
  changed: Int32Array,
  near: Int32Array,
  pivots: Int32Array,
): void {
  pivots.fill(0);
  for (let word = 0; word < 3; word++) {
    for (let rest = changed[word]!; rest !== 0; rest &= rest - 1) {
      const low = rest & -rest;
      const n = bitCount(candidates[word * WORD + lowestBit(low)]!);
      if (n < 2) changed[word]! &= ~low;
      else if (n === 2) pivots[word]! |= low;
    }
  }
  near.set(changed);
  for (let word = 0; word < 3; word++) {
    for (let rest = pivots[word]!; rest !== 0; rest &= rest - 1) {
      const pivot = word * WORD + lowestBit(rest);
      const digits = candidates[pivot]!;
      for (let k = pivot * 20; k < pivot * 20 + 20; k++) {
        const peer = PEERS[k]!;
        if (candidates[peer]! & digits) addCell(near, 0, peer);
      }
    }
  }
}

/** Whether every holder of the digit (a bit) in a wing's set sees yz. */
function wingRestricted(holders: Int32Array, bit: number, yz: number): boolean {
  const d = (lowestDigit(bit) - 1) * 3;
  return (
    (holders[d]! & ~PEER_SETS[yz * 3]!) === 0 &&
    (holders[d + 1]! & ~PEER_SETS[yz * 3 + 1]!) === 0 &&
    (holders[d + 2]! & ~PEER_SETS[yz * 3 + 2]!) === 0
  );
}

/** Appends the cells other than the set's and yz that hold the digit and see its holders (and yz). */
function wingEliminations(
  seeHolders: Int32Array,
  digitCells: Int32Array,
  cellsOf: Int32Array,
  bit: number,
  yz: number,
  withYz: boolean,
  out: Mark[],
): void {
  const digit = lowestDigit(bit);
  const d = (digit - 1) * 3;
  for (let w = 0; w < 3; w++) {
    let rest = seeHolders[d + w]! & digitCells[d + w]! & ~cellsOf[w]!;
    if (withYz) rest &= PEER_SETS[yz * 3 + w]!;
    for (; rest !== 0; rest &= rest - 1) {
      const cell = w * WORD + lowestBit(rest);
      if (cell !== yz) out.push({ cell, digit });
    }
  }
}

export function alsWing(n: number): (state: Board) => Rated | null {
  const technique = WING_IDS[n]!;
  const name = WING_NAMES[n]!;
  const scratch = (): WingScratch => ({
    memo: new FailureMemo(),
    changed: new Int32Array(3),
    near: new Int32Array(3),
    pivots: new Int32Array(3),
    live: new Int32Array(3),
    common: new Int32Array((n + 1) * 3),
    range: new Int32Array(3),
    cellsOf: new Int32Array(3),
    holders: new Int32Array(SIZE * 3),
    seeHolders: new Int32Array(SIZE * 3),
    digitCells: new Int32Array(SIZE * 3),
    bivalues: new Int32Array(3),
  });
  return (state) => {
    const { candidates } = state;
    const {
      memo,
      changed,
      near,
      pivots,
      live,
      common,
      range,
      cellsOf,
      holders,
      seeHolders,
      digitCells,
      bivalues,
    } = state.work.scratch(scratch);
    // A wing's support is its set and its bivalue cell: they decide the pattern, its digits x and
    // z and which cells hold them; its eliminations fall on other cells that can only lose
    // candidates, so a wing that took nothing on the last failed board takes nothing now. After a
    // failure the search visits only sets that hold a changed cell (with every bivalue cell), or
    // that see a changed bivalue cell (with those only): sets holding a cell near a change. As every
    // wing that can take a step is among them, and equal ones are taken by their place in the whole
    // search's order, the best of them is the best of all.
    const since = memo.changes(state, changed);
    if (since) nearChanges(candidates, changed, near, pivots);
    const hints: WingHint[] = [];
    const set: number[] = [];
    // Where each digit is (digitCells[(digit - 1) * 3 ...]), read by the eliminations.
    for (let d = 0; d < SIZE; d++) {
      digitCells[d * 3] = 0;
      digitCells[d * 3 + 1] = 0;
      digitCells[d * 3 + 2] = 0;
    }
    bivalues.fill(0);
    for (let cell = 0; cell < CELLS; cell++) {
      if (bitCount(candidates[cell]!) === 2) addCell(bivalues, 0, cell);
      for (let rest = candidates[cell]!; rest !== 0; rest &= rest - 1)
        addCell(digitCells, (lowestDigit(rest) - 1) * 3, cell);
    }
    const consider = (union: number, onlyChanged: boolean) => {
      // The set's cells, and the bivalue cells that see one of them (and are none of them), holding
      // digits of the set only: where its bivalue cell may be. With none, no wing.
      range.fill(0);
      cellsOf.fill(0);
      for (const c of set) {
        addCell(cellsOf, 0, c);
        for (let w = 0; w < 3; w++) range[w]! |= PEER_SETS[c * 3 + w]!;
      }
      let some = 0;
      for (let w = 0; w < 3; w++) {
        range[w]! &= ~cellsOf[w]! & (onlyChanged ? pivots[w]! : bivalues[w]!);
        for (let rest = union ^ ALL; rest !== 0; rest &= rest - 1)
          range[w]! &= ~digitCells[(lowestDigit(rest) - 1) * 3 + w]!;
        some |= range[w]!;
      }
      if (some === 0) return;
      // Each digit's holders in the set, and the cells that see all of those.
      let biggest = 0;
      let size = 0;
      for (let rest = union; rest !== 0; rest &= rest - 1) {
        const d = (lowestDigit(rest) - 1) * 3;
        holders[d] = 0;
        holders[d + 1] = 0;
        holders[d + 2] = 0;
        seeHolders[d] = -1;
        seeHolders[d + 1] = -1;
        seeHolders[d + 2] = -1;
      }
      for (const c of set) {
        const count = bitCount(candidates[c]!);
        biggest = Math.max(biggest, count);
        size += count;
        for (let rest = candidates[c]!; rest !== 0; rest &= rest - 1) {
          const d = (lowestDigit(rest) - 1) * 3;
          addCell(holders, d, c);
          for (let w = 0; w < 3; w++) seeHolders[d + w]! &= PEER_SETS[c * 3 + w]!;
        }
      }
      for (let w = 0; w < 3; w++) {
        for (let rest = range[w]!; rest !== 0; rest &= rest - 1) {
          const yz = w * WORD + lowestBit(rest);
          const mask = candidates[yz]!;
          const lo = mask & -mask;
          const hi = mask & ~lo;
          const hiRestricted = wingRestricted(holders, hi, yz);
          const loRestricted = wingRestricted(holders, lo, yz);
          const both = hiRestricted && loRestricted;
          const x = loRestricted ? lo : hiRestricted ? hi : 0;
          if (x === 0) continue;
          const z = mask & ~x;
          const eliminations: Mark[] = [];
          if (both) {
            for (let rest = union; rest !== 0; rest &= rest - 1)
              wingEliminations(
                seeHolders,
                digitCells,
                cellsOf,
                rest & -rest,
                yz,
                (mask & rest & -rest) !== 0,
                eliminations,
              );
          } else wingEliminations(seeHolders, digitCells, cellsOf, z, yz, true, eliminations);
          if (eliminations.length === 0) continue;
          const cells = [...set].sort((a, b) => a - b);
          hints.push({
            rating: wingRating(n, biggest),
            eliminations: eliminations.length,
            suffix: `${both ? 2 : 1}${biggest}${size}`,
            order: [...cells, yz],
            step: eliminationStep(
              technique as TechniqueId,
              eliminations,
              [...cells, yz].sort((a, b) => a - b),
              [],
              `${name}: ${cellsText(cells)} hold ${digitsText(union)} between them (one digit more than cells), and ${cellText(yz)} holds ${digitsText(mask)}; ${both ? `both are restricted commons, so the ${n + 1} cells lock ${n + 1} digits` : `every ${lowestDigit(x)} of the set sees ${cellText(yz)}, so one of them is ${lowestDigit(z)}`}, and ${board.listText(eliminations.map((e) => `${e.digit} at ${cellText(e.cell)}`))} go${eliminations.length === 1 ? 'es' : ''}.`,
              {
                roles: [
                  ...cells.map((cell) => ({ cell, role: 'pattern' as const })),
                  { cell: yz, role: 'pivot' },
                ],
              },
            ),
          });
        }
      }
    };
    // `hitChanged`: whether the set so far holds a changed cell; `from`: the cell its next cells
    // come after (-1 for any).
    const grow = (union: number, hitChanged: boolean, from: number) => {
      const depth = set.length;
      const at = (depth - 1) * 3;
      const completes = depth === n - 1;
      // The cells after `from` that see every cell of the set and may be in one, ascending as
      // the peers are: the order in which Sudoku Explainer's search meets them.
      for (let w = 0; w < 3; w++) {
        for (let rest = common[at + w]! & live[w]! & after(from, w); rest !== 0; rest &= rest - 1) {
          const cell = w * WORD + lowestBit(rest);
          const next = union | candidates[cell]!;
          const digits = bitCount(next);
          if (digits > n + 1 || (completes && digits !== n + 1)) continue;
          set.push(cell);
          if (!completes) {
            for (let v = 0; v < 3; v++) common[depth * 3 + v] = common[at + v]! & PEER_SETS[cell * 3 + v]!;
            grow(next, hitChanged || hasCell(changed, 0, cell), cell);
          } else if (!since || hitChanged || hasCell(changed, 0, cell)) consider(next, false);
          else consider(next, true);
          set.pop();
        }
      }
    };
    live.fill(0);
    for (let cell = 0; cell < CELLS; cell++) {
      const count = bitCount(candidates[cell]!);
      if (count >= 2 && count <= n + 1) addCell(live, 0, cell);
    }
    // The whole search grows each set from its first cell. After a failure each set holding a cell
    // near a change is grown once, from the first such cell, with the other cells its peers that
    // are not near cells before it, in any place; a wing found so is taken by its place in the
    // whole search's order (see wingBefore).
    for (let cell = 0; cell < CELLS; cell++) {
      if (!hasCell(live, 0, cell) || (since && !hasCell(near, 0, cell))) continue;
      set.push(cell);
      for (let w = 0; w < 3; w++)
        common[w] = PEER_SETS[cell * 3 + w]! & (since ? ~(near[w]! & before(cell, w)) : -1);
      grow(candidates[cell]!, since && hasCell(changed, 0, cell), since ? -1 : cell);
      set.pop();
    }
    if (hints.length === 0) {
      memo.failed(state);
      return null;
    }
    memo.found();
    let best = hints[0]!;
    for (const h of hints) {
      const better =
        h.rating < best.rating - 1e-9 ||
        (Math.abs(h.rating - best.rating) < 1e-9 &&
          (h.eliminations > best.eliminations ||
            (h.eliminations === best.eliminations &&
              (h.suffix > best.suffix || (h.suffix === best.suffix && wingBefore(h.order, best.order))))));
      if (better) best = h;
    }
    return rated(best.rating, best.step);
  };
}

/** The almost locked sets' finders, by record id (see finders.ts). */
export const alsFinders = {
  'wxyz-wing': { explainer: alsWing(3) },
  'vwxyz-wing': { explainer: alsWing(4) },
  'als-xz': { player: alsXz, variant: alsXz },
} as const satisfies FinderTable;
