import { lowestDigit } from '@sudoku-lab/core';
import { cellText, UNIT_CELLS as unitTable, unitText } from '../board.js';
import type { TechniqueId } from '../records.js';
import type { Board, Step } from '../state.js';

// Module constants, read once (see solutions.ts).
const CELLS = 81;
const SIZE = 9;
const UNIT_CELLS = unitTable;

/**
 * The steps of the singles, one placement each, as the classic and the variant finders both write
 * them: `unit` is the unit's index among the board's, `where` the unit in words ("row 3", "region 2").
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
export function fullHouse(state: Board): Step | null {
  const { cells, candidates } = state;
  for (let unit = 0; unit < 27; unit++) {
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
    return fullHouseStep(empty, lowestDigit(mask), unit, unitText(unit));
  }
  return null;
}

/**
 * A digit with one place left in a unit goes there: boxes first (easier to see), then rows and
 * columns. Per unit, one pass sorts the digits into those seen once and those seen twice or more.
 */
function hiddenSingleIn(state: Board, from: number, to: number, technique: string): Step | null {
  const { candidates } = state;
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
    return hiddenSingleStep(technique as TechniqueId, cell, digit, unit, unitText(unit));
  }
  return null;
}

export function hiddenSingleBox(state: Board): Step | null {
  return hiddenSingleIn(state, 18, 27, 'hidden-single-box');
}

export function hiddenSingleLine(state: Board): Step | null {
  return hiddenSingleIn(state, 0, 18, 'hidden-single-line');
}

/** An empty cell with one candidate left. */
export function nakedSingle(state: Board): Step | null {
  const { cells, candidates } = state;
  for (let cell = 0; cell < CELLS; cell++) {
    const mask = candidates[cell]!;
    if (cells[cell] !== 0 || mask === 0 || (mask & (mask - 1)) !== 0) continue;
    return nakedSingleStep(cell, lowestDigit(mask));
  }
  return null;
}
