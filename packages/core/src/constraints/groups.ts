/** What the families whose rule is "these cells' digits differ" share: their conflicts and propagation. */
import type { Conflict } from '../conflicts.js';
import { cellName, type Shape } from '../shape.js';
import type { Domains, Group, Propagator } from './module.js';

const NONE: readonly Conflict[] = Object.freeze([]);

/**
 * Every digit repeated in a group: each later copy paired with the group's first. A pass with a mask
 * first, so that a group without a repeat (the usual case, checked as every Grid is made) allocates nothing.
 */
export function repeatsIn(
  shape: Shape,
  group: Pick<Group, 'kind' | 'index' | 'name'> & { readonly cells: ArrayLike<number> },
  cells: ArrayLike<number>,
): readonly Conflict[] {
  const members = group.cells;
  let held = 0;
  let repeated = false;
  for (let k = 0; k < members.length; k++) {
    const digit = cells[members[k]!]!;
    if (digit === 0) continue;
    const bit = 1 << (digit - 1);
    if ((held & bit) !== 0) {
      repeated = true;
      break;
    }
    held |= bit;
  }
  if (!repeated) return NONE;
  const conflicts: Conflict[] = [];
  const firstOf = new Map<number, number>();
  for (let k = 0; k < members.length; k++) {
    const cell = members[k]!;
    const digit = cells[cell]!;
    if (digit === 0) continue;
    const first = firstOf.get(digit);
    if (first === undefined) firstOf.set(digit, cell);
    else {
      conflicts.push({
        unit: group.kind,
        unitIndex: group.index,
        digit,
        cells: [first, cell],
        message: `two ${digit}s in ${group.name}: ${cellName(shape, first)} and ${cellName(shape, cell)}`,
      });
    }
  }
  return conflicts;
}

/**
 * The digits placed in `cells` (those down to one candidate), or -1 when two of them hold the same
 * digit: the contradiction every propagator over cells whose digits differ checks first.
 */
export function placedDigits(candidates: Int32Array, cells: readonly number[]): number {
  let placed = 0;
  for (let k = 0; k < cells.length; k++) {
    const mask = candidates[cells[k]!]!;
    if ((mask & (mask - 1)) === 0) {
      if ((placed & mask) !== 0) return -1;
      placed |= mask;
    }
  }
  return placed;
}

/**
 * A group's digits differ: a placed digit leaves its other cells; when the group has size cells, a
 * digit with one place left goes there, and a digit with none is a contradiction.
 */
export function distinctPropagator(shape: Shape, cells: readonly number[]): Propagator {
  const everyDigit = cells.length === shape.size;
  const all = (1 << shape.size) - 1;
  return {
    cells,
    distinctOnly: true,
    propagate(domains: Domains): boolean {
      const { candidates } = domains;
      const placed = placedDigits(candidates, cells);
      if (placed < 0) return false;
      let once = 0;
      let twice = 0;
      for (const cell of cells) {
        let mask = candidates[cell]!;
        if ((mask & (mask - 1)) !== 0 && (mask & placed) !== 0) {
          if (!domains.keep(cell, mask & ~placed)) return false;
          mask = candidates[cell]!;
        }
        twice |= once & mask;
        once |= mask;
      }
      if (!everyDigit) return true;
      if (once !== all) return false;
      for (let single = once & ~twice & ~placed; single !== 0; single &= single - 1) {
        const bit = single & -single;
        for (const cell of cells) {
          if ((candidates[cell]! & bit) !== 0) {
            if (!domains.keep(cell, bit)) return false;
            break;
          }
        }
      }
      return true;
    },
  };
}

/** A frozen ascending copy of a list of cells. */
export function sortedCells(cells: readonly number[]): readonly number[] {
  // Most lists come ascending already (the 45 rule's innies are an area's cells in board order): those
  // are copied in one pass, without sort's comparator call a pair, which a puzzle's setup pays for
  // every sum it finds, mostly before the compiler optimises it.
  let ascending = true;
  for (let i = 1; i < cells.length && ascending; i++) ascending = cells[i - 1]! <= cells[i]!;
  if (!ascending) return Object.freeze([...cells].sort((a, b) => a - b));
  const copy: number[] = [];
  for (let i = 0; i < cells.length; i++) copy.push(cells[i]!);
  return Object.freeze(copy);
}

/** "R3C7", as f-puzzles names a cell. */
export function fpuzzlesLabel(shape: Shape, cell: number): string {
  return `R${Math.floor(cell / shape.size) + 1}C${(cell % shape.size) + 1}`;
}
