import type { Domains } from './constraints/module.js';
import type { RuleTables } from './rule-tables.js';

/**
 * A board's candidates as one propagator pass sees them: each placed cell its digit, each empty cell
 * every digit. One per rule tables, reused (admits never calls out while it holds it).
 */
class Scratch implements Domains {
  readonly candidates: Int32Array;
  constructor(cellCount: number) {
    this.candidates = new Int32Array(cellCount);
  }
  keep(cell: number, mask: number): boolean {
    // Narrows as Domains promises: a propagator may pass a complement (~digit), never a whole set.
    this.candidates[cell]! &= mask;
    return this.candidates[cell] !== 0;
  }
}
const scratchOf = new WeakMap<RuleTables, Scratch>();

/**
 * "May this digit go here now?": the one question a search that keeps only the units (rows, columns,
 * regions, houses of size cells) asks core about every other rule of a puzzle, at the one place where it
 * writes a digit. True when writing `digit` into the empty `cell` of `cells` (row-major, 0 = empty)
 * breaks none of the rules beyond the units as far as one look can tell: no extra peer (a knight's or
 * king's move away, a cage's or small house's other cell) holds the digit, and no family's propagation
 * woken by the cell finds a contradiction (a cage whose sum can no longer be made, ...). The units' own
 * rule, each digit once, is the search's to keep. Always true on a classic puzzle.
 */
export function admits(tables: RuleTables, cells: ArrayLike<number>, cell: number, digit: number): boolean {
  if (tables.unitsOnly) return true;
  const { extraPeerStart, extraPeers } = tables;
  for (let k = extraPeerStart[cell]!; k < extraPeerStart[cell + 1]!; k++) {
    if (cells[extraPeers[k]!] === digit) return false;
  }
  const { propagators, cellPropagatorStart, cellPropagators, cellCount, size } = tables;
  let scratch: Scratch | undefined;
  for (let k = cellPropagatorStart[cell]!; k < cellPropagatorStart[cell + 1]!; k++) {
    const propagator = propagators[cellPropagators[k]!]!;
    if (propagator.distinctOnly) continue;
    if (scratch === undefined) {
      scratch = scratchOf.get(tables);
      if (scratch === undefined) scratchOf.set(tables, (scratch = new Scratch(cellCount)));
      const candidates = scratch.candidates;
      const all = (1 << size) - 1;
      for (let other = 0; other < cellCount; other++) {
        const held = cells[other]!;
        candidates[other] = held === 0 ? all : 1 << (held - 1);
      }
      candidates[cell] = 1 << (digit - 1);
    }
    // What one pass narrows follows from the board and the digit, so the next pass may build on it.
    if (!propagator.propagate(scratch)) return false;
  }
  return true;
}
