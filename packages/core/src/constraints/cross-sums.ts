/**
 * The 45 rule over sums of several families at once. Each family's module reads its own sums only
 * (a killer's cages, a little killer's diagonals); where a puzzle mixes them, a unit may be covered by
 * sums of different families together, with other units filling the gaps, which no module sees. Terms:
 *   base     the unit read: its digits add up to 1 + 2 + ... + size
 *   cover    sums that share no cell and touch the base, and units that fill the base's cells they
 *            leave (each holding only such cells, two or more of them)
 *   outside  the cover's cells outside the base, less every unit they hold whole: they add up to the
 *            cover's sums less the base's and those units' totals
 * The outside's cells fall into groups of different digits (see groupsOf), and their sum is kept only
 * where it is tight for what the groups could make (as the Interactive Sudoku Solver keeps its
 * house-intersection sums).
 */
import { groupedSumPropagator, groupsOf, groupsReach } from './grouped-sums.js';
import type { Propagator, StatedSum } from './module.js';

/** A stated sum with the family it comes from (an index into the families' lists). */
interface Piece extends StatedSum {
  readonly family: number;
}

/** Whether two lists of cells share one. */
const meet = (a: readonly number[], b: ReadonlySet<number>) => a.some((cell) => b.has(cell));

/**
 * Sums that share no cell, those overlapping the fewest others first (they leave the most of the
 * rest), as the Interactive Sudoku Solver packs them: what the 45 rule over a unit may add up.
 */
export function apart<T extends { readonly cells: readonly number[] }>(pieces: readonly T[]): T[] {
  const cellsOf = pieces.map((piece) => new Set(piece.cells));
  const overlaps = pieces.map(
    (piece, k) => pieces.filter((_, other) => other !== k && meet(piece.cells, cellsOf[other]!)).length,
  );
  const order = pieces.map((_, k) => k).sort((a, b) => overlaps[a]! - overlaps[b]! || a - b);
  const taken = new Set<number>();
  const found: T[] = [];
  for (const k of order) {
    const piece = pieces[k]!;
    if (meet(piece.cells, taken)) continue;
    for (const cell of piece.cells) taken.add(cell);
    found.push(piece);
  }
  return found;
}

/**
 * The sums the 45 rule gives over each unit from `families`' stated sums taken together (each
 * family's list apart), for a puzzle with two or more families stating sums: a single family's own
 * 45 rule is its module's (see impliedSums).
 */
export function crossSums(
  size: number,
  families: readonly (readonly StatedSum[])[],
  units: readonly (readonly number[])[],
): Propagator[] {
  const pieces: Piece[] = families.flatMap((sums, family) => sums.map((sum) => ({ ...sum, family })));
  if (families.filter((sums) => sums.length > 0).length < 2) return [];
  const full = (size * (size + 1)) / 2;
  const unitsOf: number[][] = [];
  units.forEach((unit, k) => {
    for (const cell of unit) (unitsOf[cell] ??= []).push(k);
  });
  const seen = new Set<string>();
  const found: Propagator[] = [];
  for (const base of units) {
    const inBase = new Set(base);
    const chosen = apart(pieces.filter((piece) => meet(piece.cells, inBase)));
    if (chosen.length === 0) continue;
    const covered = new Set<number>();
    let total = 0;
    for (const piece of chosen) {
      total += piece.sum;
      for (const cell of piece.cells) covered.add(cell);
    }
    let left = base.filter((cell) => !covered.has(cell));
    let filled = false;
    for (const unit of units) {
      if (left.length === 0) break;
      if (unit === base || meet(unit, covered)) continue;
      const inside = unit.filter((cell) => inBase.has(cell));
      if (inside.length < 2 || inside.some((cell) => !left.includes(cell))) continue;
      total += full;
      for (const cell of unit) covered.add(cell);
      left = left.filter((cell) => !covered.has(cell));
      filled = true;
    }
    // One family's sums alone over the unit are that family's own 45 rule.
    if (left.length > 0 || (!filled && chosen.every((piece) => piece.family === chosen[0]!.family))) continue;
    const outside = new Set([...covered].filter((cell) => !inBase.has(cell)));
    total -= full;
    for (const unit of units) {
      if (unit.length > outside.size || !unit.every((cell) => outside.has(cell))) continue;
      for (const cell of unit) outside.delete(cell);
      total -= full;
    }
    if (outside.size === 0) continue;
    const cells = [...outside].sort((a, b) => a - b);
    const key = cells.join();
    if (seen.has(key)) continue;
    seen.add(key);
    const groups = groupsOf(size, cells, units, unitsOf);
    const { least, span } = groupsReach(size, groups);
    // A sum with as much room as a quarter of what its groups span bounds little and runs often.
    const slack = Math.min(total - least, least + span - total);
    if (slack >= 0 && (span === 0 || span <= 4 * slack)) continue;
    found.push(groupedSumPropagator(size, groups, total, units));
  }
  return found;
}
