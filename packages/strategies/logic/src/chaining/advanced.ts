import { OVERLAP } from '../board.js';
import * as graph from './graph.js';
import type { ChainHint } from './hint.js';

/**
 * The patterns a dynamic chain of level 1 or more may use when its singles run dry (SE's "advanced
 * potentials"): locked candidates, hidden pairs, naked pairs and X-Wings on the chain's board. Each
 * found pattern is an entry: what it removes, and the chain's eliminations it needs (its parents: the
 * candidates the chain removed that the pattern's cells or houses had at the start). A pattern that
 * needs none was there before the chain and is left out.
 */
export interface Entry {
  readonly removable: readonly number[];
  readonly parents: readonly number[];
  readonly nested: ChainHint | null;
}

// Module constants, read once (see solutions.ts).
const { POP, UNIT_CELLS } = graph;

/**
 * A nested rule: the chain's board now and at its start, with each unit's places of each digit (9-bit
 * masks, unit * 9 + digit - 1) for both, and where to put what it finds.
 */
export type Rule = (
  grid: Uint16Array,
  source: Uint16Array,
  now: Uint16Array,
  then: Uint16Array,
  out: Entry[],
) => void;

// Units in SE's region order: boxes, then rows, then columns; and for the set rules boxes, columns, rows.
const BOXES = [18, 19, 20, 21, 22, 23, 24, 25, 26];
const ROWS = [0, 1, 2, 3, 4, 5, 6, 7, 8];
const COLUMNS = [9, 10, 11, 12, 13, 14, 15, 16, 17];
const SET_ORDER = [...BOXES, ...COLUMNS, ...ROWS];
const LINES = [...ROWS, ...COLUMNS];

const cellAt = (unit: number, i: number) => UNIT_CELLS[unit * 9 + i]!;

/** The positions in unit `a` of the cells it shares with unit `b` (a box and a line): board's table. */
const SHARED = OVERLAP;

/** Potentials of digit d at the positions of a mask in a unit. */
function potsAt(unit: number, mask: number, d: number, out: number[]): void {
  for (let i = 0; mask !== 0; mask >>= 1, i++) if (mask & 1) out.push(cellAt(unit, i) * 9 + d);
}

/** Locked candidates: the digit's places in `from` all lie in `to`; `to` loses it elsewhere. */
function lock(now: Uint16Array, then: Uint16Array, from: number, to: number, d: number, out: Entry[]): void {
  const removable = now[to * 9 + d]! & ~SHARED[to * 27 + from]!;
  if (removable === 0) return;
  // The chain's eliminations in `from`, off the shared cells, are what made the pattern.
  const gone = then[from * 9 + d]! & ~now[from * 9 + d]! & ~SHARED[from * 27 + to]!;
  if (gone === 0) return;
  const r: number[] = [];
  const p: number[] = [];
  potsAt(to, removable, d, r);
  potsAt(from, gone, d, p);
  out.push({ removable: r, parents: p, nested: null });
}

/** Every locking whose digit's places in a unit of `froms` all lie in a unit of `tos`, unit by unit. */
function lockings(
  now: Uint16Array,
  then: Uint16Array,
  froms: readonly number[],
  tos: readonly number[],
  out: Entry[],
): void {
  for (const from of froms) {
    for (let d = 0; d < 9; d++) {
      const places = now[from * 9 + d]!;
      if (POP[places]! < 2) continue;
      for (const to of tos) {
        const shared = SHARED[from * 27 + to]!;
        if (shared !== 0 && (places & ~shared) === 0) lock(now, then, from, to, d, out);
      }
    }
  }
}

/** Pointing (a box's digit on one line), then claiming (a line's digit in one box). */
export const locking: Rule = (_grid, _source, now, then, out) => {
  lockings(now, then, BOXES, LINES, out);
  lockings(now, then, LINES, BOXES, out);
};

/** Two digits with the same two places in a unit: the two cells hold nothing else. */
export const hiddenPair: Rule = (grid, source, now, _then, out) => {
  for (const unit of SET_ORDER) {
    for (let d1 = 0; d1 < 9; d1++) {
      const p1 = now[unit * 9 + d1]!;
      if (p1 === 0 || POP[p1]! > 2) continue;
      for (let d2 = d1 + 1; d2 < 9; d2++) {
        const p2 = now[unit * 9 + d2]!;
        if (p2 === 0 || POP[p1 | p2] !== 2) continue;
        const keep = (1 << d1) | (1 << d2);
        let extra = 0;
        for (let m = p1 | p2, i = 0; m !== 0; m >>= 1, i++)
          if (m & 1) extra |= grid[cellAt(unit, i)]! & ~keep;
        if (extra === 0) continue;
        const parents: number[] = [];
        for (let i = 0; i < 9; i++) {
          if ((p1 | p2) & (1 << i)) continue;
          const c = cellAt(unit, i);
          if (source[c]! & (1 << d1)) parents.push(c * 9 + d1);
          if (source[c]! & (1 << d2)) parents.push(c * 9 + d2);
        }
        if (parents.length === 0) continue;
        const removable: number[] = [];
        for (let m = p1 | p2, i = 0; m !== 0; m >>= 1, i++) {
          if ((m & 1) === 0) continue;
          const c = cellAt(unit, i);
          for (let r = grid[c]! & ~keep, d = 0; r !== 0; r >>= 1, d++) if (r & 1) removable.push(c * 9 + d);
        }
        out.push({ removable, parents, nested: null });
      }
    }
  }
};

/** Two cells of a unit with the same two candidates: the unit's other cells lose them. */
export const nakedPair: Rule = (grid, source, _now, _then, out) => {
  for (const unit of SET_ORDER) {
    for (let i = 0; i < 9; i++) {
      const a = cellAt(unit, i);
      if (grid[a] === 0 || POP[grid[a]!]! > 2) continue;
      for (let j = i + 1; j < 9; j++) {
        const b = cellAt(unit, j);
        if (grid[b] === 0) continue;
        const both = grid[a]! | grid[b]!;
        if (POP[both] !== 2) continue;
        if (((source[a]! | source[b]!) & ~both) === 0) continue;
        const removable: number[] = [];
        for (let k = 0; k < 9; k++) {
          const c = cellAt(unit, k);
          if (c === a || c === b) continue;
          for (let m = grid[c]! & both, d = 0; m !== 0; m >>= 1, d++) if (m & 1) removable.push(c * 9 + d);
        }
        if (removable.length === 0) continue;
        const parents: number[] = [];
        for (const c of [a, b])
          for (let m = source[c]! & ~both, d = 0; m !== 0; m >>= 1, d++) if (m & 1) parents.push(c * 9 + d);
        out.push({ removable, parents, nested: null });
      }
    }
  }
};

/** A digit with the same two places in two rows (or columns): the two columns (rows) lose it elsewhere. */
export const xWing: Rule = (_grid, _source, now, then, out) => {
  for (let d = 0; d < 9; d++) {
    for (const [lines, covers] of [
      [ROWS, COLUMNS],
      [COLUMNS, ROWS],
    ] as const) {
      for (let i = 0; i < 9; i++) {
        const pi = now[lines[i]! * 9 + d]!;
        if (pi === 0 || POP[pi]! > 2) continue;
        for (let j = i + 1; j < 9; j++) {
          const pj = now[lines[j]! * 9 + d]!;
          if (pj === 0 || POP[pi | pj] !== 2) continue;
          // In a line, position k is the k-th cross line: the covers are those at the two positions.
          const coverUnits = [0, 1, 2, 3, 4, 5, 6, 7, 8]
            .filter((k) => (pi | pj) & (1 << k))
            .map((k) => covers[k]!);
          const removable: number[] = [];
          for (const cover of coverUnits) {
            const keep = SHARED[cover * 27 + lines[i]!]! | SHARED[cover * 27 + lines[j]!]!;
            potsAt(cover, now[cover * 9 + d]! & ~keep, d, removable);
          }
          if (removable.length === 0) continue;
          const parents: number[] = [];
          for (const line of [lines[i]!, lines[j]!]) {
            let keep = 0;
            for (const cover of coverUnits) keep |= SHARED[line * 27 + cover]!;
            potsAt(line, then[line * 9 + d]! & ~now[line * 9 + d]! & ~keep, d, parents);
          }
          if (parents.length > 0) out.push({ removable, parents, nested: null });
        }
      }
    }
  }
};

/** SE's order of the nested patterns: the first that finds anything is used. */
export const advancedRules: readonly Rule[] = [locking, hiddenPair, nakedPair, xWing];
