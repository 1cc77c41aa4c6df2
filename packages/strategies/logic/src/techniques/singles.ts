import { lowestDigit } from '@sudoku-lab/core';
import * as board from '../board.js';
import type { TechniqueId } from '../records.js';
import { scoreOf } from '../records.js';
import type { Board, Position, Step } from '../state.js';
import { type FinderTable, flat } from './finders.js';

// Module constants, read once (see solutions.ts).
const { CELLS, cellText, SIZE } = board;
/** The units of each kind among the houses': rows and columns 0..17, regions 18..26, extra houses after. */
const LINES_END = 18;
const REGIONS_END = 27;

/**
 * The singles, over the board's houses (../board.ts's Houses): the classic board's rows, columns and
 * boxes, or a variant's units (its regions, extra houses) and peers (cage mates, knight's and king's
 * moves), one finder for every ladder. A step's `unit` is the unit's index among the board's, `where`
 * the unit in words ("row 3", "region 2").
 */
export function fullHouseStep(cell: number, digit: number, unit: number, where: string): Step {
  return {
    technique: 'full-house',
    placements: [{ cell, digit }],
    eliminations: [],
    cells: [cell],
    units: [unit],
    text: `Full house: ${cellText(cell)} is the last empty cell of ${where}, so it is ${digit}.`,
  };
}

export function hiddenSingleStep(
  technique: TechniqueId,
  cell: number,
  digit: number,
  unit: number,
  where: string,
): Step {
  return {
    technique,
    placements: [{ cell, digit }],
    eliminations: [],
    cells: [cell],
    units: [unit],
    text: `Hidden single: in ${where}, ${digit} fits only ${cellText(cell)}.`,
  };
}

export function nakedSingleStep(cell: number, digit: number): Step {
  return {
    technique: 'naked-single',
    placements: [{ cell, digit }],
    eliminations: [],
    cells: [cell],
    units: [],
    text: `Naked single: ${cellText(cell)} can only be ${digit}.`,
  };
}

/** A unit with one empty cell left: the one digit it lacks goes there. */
export function fullHouse(state: Position): Step | null {
  const { cells, candidates } = state;
  const { unitCount, unitCells: UNIT_CELLS, unitNames } = state.houses;
  for (let unit = 0; unit < unitCount; unit++) {
    let empty = -1;
    let count = 0;
    for (let i = 0; i < SIZE; i++) {
      const cell = UNIT_CELLS[unit * SIZE + i]!;
      if (cells[cell] === 0) {
        empty = cell;
        count++;
      }
    }
    if (count !== 1) continue;
    const mask = candidates[empty]!;
    // On a consistent board the cell's one candidate is the digit the unit lacks; otherwise leave it.
    if (mask === 0 || (mask & (mask - 1)) !== 0) continue;
    return fullHouseStep(empty, lowestDigit(mask), unit, unitNames[unit]!);
  }
  return null;
}

/**
 * A digit with one place left in a unit goes there: boxes (or regions) first (easier to see), then
 * rows and columns, then a variant's extra houses. Per unit, one pass sorts the digits into those
 * seen once and those seen twice or more (a placed digit has no candidate left in its peers).
 */
function hiddenSingleIn(state: Position, from: number, to: number, technique: string): Step | null {
  const { candidates } = state;
  const { unitCells: UNIT_CELLS, unitNames } = state.houses;
  for (let unit = from; unit < to; unit++) {
    let once = 0;
    let twice = 0;
    for (let i = 0; i < SIZE; i++) {
      const mask = candidates[UNIT_CELLS[unit * SIZE + i]!]!;
      twice |= once & mask;
      once |= mask;
    }
    const single = once & ~twice;
    if (single === 0) continue;
    const bit = single & -single;
    const digit = lowestDigit(bit);
    let cell = -1;
    for (let i = 0; cell === -1; i++)
      if (candidates[UNIT_CELLS[unit * SIZE + i]!]! & bit) cell = UNIT_CELLS[unit * SIZE + i]!;
    return hiddenSingleStep(technique as TechniqueId, cell, digit, unit, unitNames[unit]!);
  }
  return null;
}

export function hiddenSingleBox(state: Position): Step | null {
  return hiddenSingleIn(state, LINES_END, REGIONS_END, 'hidden-single-box');
}

export function hiddenSingleLine(state: Position): Step | null {
  return hiddenSingleIn(state, 0, LINES_END, 'hidden-single-line');
}

/** A variant's extra houses of nine cells (diagonals, windows): none on the classic board. */
export function hiddenSingleHouse(state: Position): Step | null {
  return hiddenSingleIn(state, REGIONS_END, state.houses.unitCount, 'hidden-single-house');
}

/** An empty cell with one candidate left (its peers, on a variant, include cage mates and chess moves). */
export function nakedSingle(state: Position): Step | null {
  const { cells, candidates } = state;
  for (let cell = 0; cell < CELLS; cell++) {
    const mask = candidates[cell]!;
    if (cells[cell] !== 0 || mask === 0 || (mask & (mask - 1)) !== 0) continue;
    return nakedSingleStep(cell, lowestDigit(mask));
  }
  return null;
}

// SE's singles are one finder the three records share: SE runs it once, where the first stands.
const singles = (() => {
  const ratedFullHouse = flat(fullHouse, scoreOf('full-house'));
  const ratedHiddenSingleBox = flat(hiddenSingleBox, scoreOf('hidden-single-box'));
  const ratedHiddenSingleLine = flat(hiddenSingleLine, scoreOf('hidden-single-line'));
  return (state: Board) =>
    ratedFullHouse(state) ?? ratedHiddenSingleBox(state) ?? ratedHiddenSingleLine(state);
})();

/** The singles' finders, by record id (see finders.ts). */
export const singleFinders = {
  'full-house': { player: fullHouse, explainer: singles, variant: fullHouse },
  'hidden-single-box': { player: hiddenSingleBox, explainer: singles, variant: hiddenSingleBox },
  'hidden-single-house': { variant: hiddenSingleHouse },
  'hidden-single-line': { player: hiddenSingleLine, explainer: singles, variant: hiddenSingleLine },
  'naked-single': {
    player: nakedSingle,
    explainer: flat(nakedSingle, scoreOf('naked-single')),
    variant: nakedSingle,
  },
} as const satisfies FinderTable;
