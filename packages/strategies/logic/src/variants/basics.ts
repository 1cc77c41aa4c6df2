import { bitCount } from '@sudoku-lab/core';
import { cellsText, combinations, digitsText } from '../board.js';
import type { TechniqueId } from '../records.js';
import type { Mark, Step } from '../state.js';
import type { Group } from './board.js';
import type { VariantState } from './state.js';
import { leavesText } from './text.js';

/**
 * Locked candidates and subsets over every group of a variant: the classic techniques with rows,
 * columns and boxes replaced by the puzzle's units (rows, columns, regions, extra houses) and its
 * cages, and "sees" by the puzzle's peers (knight's and king's moves, cage mates among them). The
 * singles, fish, wings and chains are the classic ladders' own finders, which read the board's houses.
 */

const ALL = 0x1ff;
const NAMES = ['', '', 'pair', 'triple', 'quad'] as const;

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

type LockedId = 'pointing' | 'claiming' | 'locked-candidates';

/**
 * Locked candidates between any two groups that overlap: a digit's places in a unit all see some
 * cells beyond it, so the digit leaves them. Pointing: the unit is a box (or region) and its places
 * lie in one line; claiming: the unit is a line and its places lie in one region; locked candidates:
 * every other pair (a diagonal and a box, a window and a line, a line and a cage), or places that lie
 * in no other unit but together see cells by the puzzle's extra peers.
 */
export const locked =
  (technique: LockedId) =>
  (state: VariantState): Step | null => {
    const { units } = state.board;
    for (const unit of units) {
      const line = unit.kind === 'row' || unit.kind === 'column';
      const region = unit.kind === 'box' || unit.kind === 'region';
      if (technique === 'pointing' && !region) continue;
      if (technique === 'claiming' && !line) continue;
      for (let digit = 1; digit <= 9; digit++) {
        const places = placesOf(state, unit.cells, digit);
        if (places.length < 2) continue;
        const targets = seenByAllOf(state, places, digit);
        if (targets.length === 0) continue;
        // The other group the places lie in, the one a player names (a line for a box, a region for a line).
        const others = state.board.groups.filter(
          (group) => group !== unit && places.every((cell) => group.cells.includes(cell)),
        );
        const wanted = (group: Group) =>
          region
            ? group.kind === 'row' || group.kind === 'column'
            : line
              ? group.kind === 'box' || group.kind === 'region'
              : false;
        const other = others.find(wanted) ?? null;
        const id: LockedId = other !== null ? (region ? 'pointing' : 'claiming') : 'locked-candidates';
        if (id !== technique) continue;
        const named = other ?? others.find((group) => group.unit !== -1) ?? others[0] ?? null;
        const verb = id === 'pointing' ? 'Pointing' : id === 'claiming' ? 'Claiming' : 'Locked candidates';
        const where = named === null ? `at ${cellsText(places)}` : `in ${named.name} (${cellsText(places)})`;
        return {
          technique: id,
          placements: [],
          eliminations: targets.map((cell) => ({ cell, digit })),
          cells: places,
          units: [unit.unit, ...(named !== null && named.unit !== -1 ? [named.unit] : [])],
          ...(named !== null && named.cage !== -1 ? { cages: [named.cage] } : {}),
          text: `${verb}: in ${unit.name}, ${digit} is only ${where}, so it leaves ${leavesText(targets, named)}.`,
        };
      }
    }
    return null;
  };

/**
 * Naked subsets in any group whose digits differ (units, cages, small houses): n empty cells holding
 * only n digits between them take those digits, so the group's other cells lose them. Hidden subsets
 * in the units (which hold every digit): n digits that fit in only n cells fill them, so those cells'
 * other candidates go.
 */
export const subset =
  (reading: 'naked' | 'hidden', size: number) =>
  (state: VariantState): Step | null => {
    const { candidates, cells } = state;
    const technique = `${reading}-${NAMES[size]}`;
    const groups = reading === 'naked' ? state.board.groups : state.board.units;
    for (const group of groups) {
      const open = group.cells.filter((cell) => cells[cell] === 0);
      if (open.length <= size) continue;
      if (reading === 'naked') {
        const small = open.filter((cell) => bitCount(candidates[cell]!) <= size);
        for (const picked of combinations(small, size)) {
          let union = 0;
          for (const cell of picked) union |= candidates[cell]!;
          if (bitCount(union) !== size) continue;
          const eliminations: Mark[] = [];
          for (const cell of open) {
            if (picked.includes(cell)) continue;
            for (let d = 1; d <= 9; d++)
              if (candidates[cell]! & union & (1 << (d - 1))) eliminations.push({ cell, digit: d });
          }
          if (eliminations.length === 0) continue;
          const name = `Naked ${NAMES[size]}`;
          return {
            technique: technique as TechniqueId,
            placements: [],
            eliminations,
            cells: picked,
            units: group.unit === -1 ? [] : [group.unit],
            ...(group.cage !== -1 ? { cages: [group.cage] } : {}),
            text: `${name}: in ${group.name}, ${cellsText(picked)} hold only ${digitsText(union)}, so those digits leave its other cells.`,
          };
        }
        continue;
      }
      let placed = 0;
      for (const cell of group.cells) if (cells[cell] !== 0) placed |= 1 << (cells[cell]! - 1);
      const digits: number[] = [];
      const where = new Map<number, number[]>();
      for (let d = 1; d <= 9; d++) {
        if (placed & (1 << (d - 1))) continue;
        const places = placesOf(state, open, d);
        if (places.length >= 1 && places.length <= size) {
          digits.push(d);
          where.set(d, places);
        }
      }
      for (const picked of combinations(digits, size)) {
        const union = [...new Set(picked.flatMap((d) => where.get(d)!))].sort((a, b) => a - b);
        if (union.length !== size) continue;
        let mask = 0;
        for (const d of picked) mask |= 1 << (d - 1);
        const eliminations: Mark[] = [];
        for (const cell of union) {
          const gone = candidates[cell]! & ~mask & ALL;
          for (let d = 1; d <= 9; d++) if (gone & (1 << (d - 1))) eliminations.push({ cell, digit: d });
        }
        if (eliminations.length === 0) continue;
        const name = `Hidden ${NAMES[size]}`;
        return {
          technique: technique as TechniqueId,
          placements: [],
          eliminations,
          cells: union,
          units: [group.unit],
          text: `${name}: in ${group.name}, ${digitsText(mask)} fit only in ${cellsText(union)}, so those cells' other candidates go.`,
        };
      }
    }
    return null;
  };
