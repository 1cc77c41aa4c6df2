import { cellsText } from '../board.js';
import { eliminationStep, type Step } from '../state.js';
import type { FinderTable } from '../techniques/finders.js';
import type { Group } from './board.js';
import type { VariantState } from './state.js';
import { leavesText } from './text.js';

/**
 * The locked candidates only a variant has, over every group of it: its units (rows, columns,
 * regions, extra houses) and its cages, "sees" by the puzzle's peers (knight's and king's moves, cage
 * mates among them). Every other technique on the variant ladder is the classic ladders' own finder,
 * which reads the board's houses (../board.ts's Houses).
 */

/** The empty cells of a digit's places: those of `cells` that hold it as a candidate. */
export function placesOf(state: VariantState, cells: readonly number[], digit: number): number[] {
  const bit = 1 << (digit - 1);
  return cells.filter((cell) => (state.candidates[cell]! & bit) !== 0);
}

/** The empty cells outside `places` that hold the digit and see every one of the places. */
export function seenByAllOf(state: VariantState, places: readonly number[], digit: number): number[] {
  const bit = 1 << (digit - 1);
  const out: number[] = [];
  for (const cell of state.board.peers[places[0]!]!) {
    if ((state.candidates[cell]! & bit) === 0 || places.includes(cell)) continue;
    if (places.every((place) => state.sees(cell, place))) out.push(cell);
  }
  return out;
}

/**
 * Locked candidates beyond pointing and claiming (which ../techniques/intersections.ts finds on every
 * board): a digit's places in a unit all see some cells beyond it, so the digit leaves them. The pairs
 * of groups that are neither a region and a line nor a line and a region (a diagonal and a box, a
 * window and a line, a line and a cage), and places that lie in no other group but together see cells
 * by the puzzle's extra peers.
 */
export function lockedCandidates(state: VariantState): Step | null {
  const { units } = state.board;
  for (const unit of units) {
    const line = unit.kind === 'row' || unit.kind === 'column';
    const region = unit.kind === 'box' || unit.kind === 'region';
    for (let digit = 1; digit <= 9; digit++) {
      const places = placesOf(state, unit.cells, digit);
      if (places.length < 2) continue;
      const targets = seenByAllOf(state, places, digit);
      if (targets.length === 0) continue;
      // The other groups the places lie in. A line for a region, or a region for a line, makes it
      // pointing or claiming, which are not this finder's.
      const others = state.board.groups.filter(
        (group) => group !== unit && places.every((cell) => group.cells.includes(cell)),
      );
      const pointingOrClaiming = (group: Group) =>
        region
          ? group.kind === 'row' || group.kind === 'column'
          : line && (group.kind === 'box' || group.kind === 'region');
      if (others.some(pointingOrClaiming)) continue;
      const named = others.find((group) => group.unit !== -1) ?? others[0] ?? null;
      const where = named === null ? `at ${cellsText(places)}` : `in ${named.name} (${cellsText(places)})`;
      return eliminationStep(
        'locked-candidates',
        targets.map((cell) => ({ cell, digit })),
        places,
        [unit.unit, ...(named !== null && named.unit !== -1 ? [named.unit] : [])],
        `Locked candidates: in ${unit.name}, ${digit} is only ${where}, so it leaves ${leavesText(targets, named, state.board.houses, places)}.`,
        named?.kind === 'cage' ? { cages: [named.index] } : {},
      );
    }
  }
  return null;
}

/** The variant-only locked candidates' finder, by record id (see ../techniques/finders.ts). */
export const variantLockingFinders = {
  'locked-candidates': { variant: lockedCandidates },
} as const satisfies FinderTable;
