import * as board from './board.js';
import type { Board, Mark, Step } from './state.js';

// Module constants, read once (see solutions.ts).
const SIZE = 9;
const UNIT_CELLS = board.UNIT_CELLS;
const boxOf = board.boxOf;
const rowOf = board.rowOf;
const columnOf = board.columnOf;
const lowestDigit = board.lowestDigit;

// Per digit of the unit being looked at: its number of places and the rows, columns and boxes they
// lie in (bit masks), filled in one pass over the unit's cells and their candidates. Kept in the
// call's workspace (see workspace.ts).
const tallies = () => ({
  placeCount: new Int32Array(SIZE),
  rowsOf: new Int32Array(SIZE),
  columnsOf: new Int32Array(SIZE),
  boxesOf: new Int32Array(SIZE),
});

/**
 * Locked candidates: when a digit's places in one unit all lie in a second unit, the digit must go in
 * their intersection, so it leaves the rest of the second unit. Pointing: the first unit is a box and
 * the second a line; claiming: the first is a line and the second its box. The places are found from
 * one pass over the unit's cells and their candidates: the union of the cells' rows, columns and boxes
 * per digit, for all nine digits at once.
 */
function locked(state: Board, technique: 'pointing' | 'claiming'): Step | null {
  const { candidates } = state;
  const { placeCount, rowsOf, columnsOf, boxesOf } = state.work.scratch(tallies);
  const [from, to] = technique === 'pointing' ? [18, 27] : [0, 18];
  for (let unit = from; unit < to; unit++) {
    placeCount.fill(0);
    rowsOf.fill(0);
    columnsOf.fill(0);
    boxesOf.fill(0);
    for (let i = 0; i < SIZE; i++) {
      const cell = UNIT_CELLS[unit * SIZE + i]!;
      const row = 1 << rowOf[cell]!;
      const column = 1 << columnOf[cell]!;
      const box = 1 << boxOf[cell]!;
      for (let rest = candidates[cell]!; rest !== 0; rest &= rest - 1) {
        const d = lowestDigit(rest) - 1;
        placeCount[d]!++;
        rowsOf[d]! |= row;
        columnsOf[d]! |= column;
        boxesOf[d]! |= box;
      }
    }
    for (let digit = 1; digit <= SIZE; digit++) {
      const bit = 1 << (digit - 1);
      const count = placeCount[digit - 1]!;
      const rows = rowsOf[digit - 1]!;
      const columns = columnsOf[digit - 1]!;
      const boxes = boxesOf[digit - 1]!;
      if (count < 2) continue;
      // The second units (-1 for none): a box's row then its column, or a line's box. No array: this
      // runs for every unit and digit at every step.
      let first = -1;
      let second = -1;
      if (technique === 'pointing') {
        if ((rows & (rows - 1)) === 0) first = 31 - Math.clz32(rows);
        if ((columns & (columns - 1)) === 0) second = 9 + 31 - Math.clz32(columns);
      } else if ((boxes & (boxes - 1)) === 0) first = 18 + 31 - Math.clz32(boxes);
      for (let k = 0; k < 2; k++) {
        const other = k === 0 ? first : second;
        if (other === -1) continue;
        let eliminations: Mark[] | null = null;
        for (let i = 0; i < SIZE; i++) {
          const cell = UNIT_CELLS[other * SIZE + i]!;
          if (candidates[cell]! & bit && !inUnit(cell, unit)) (eliminations ??= []).push({ cell, digit });
        }
        if (eliminations === null) continue;
        const cells = board.unitCells[unit]!.filter((cell) => (candidates[cell]! & bit) !== 0);
        const verb = technique === 'pointing' ? 'Pointing' : 'Claiming';
        const [u, o] = [board.unitText(unit), board.unitText(other)];
        return {
          technique,
          placements: [],
          eliminations,
          cells,
          units: [unit, other],
          text: `${verb}: in ${u}, ${digit} is only in ${o}, so it leaves the rest of ${o}.`,
        };
      }
    }
  }
  return null;
}

function inUnit(cell: number, unit: number): boolean {
  return unit < 9
    ? rowOf[cell] === unit
    : unit < 18
      ? columnOf[cell] === unit - 9
      : boxOf[cell] === unit - 18;
}

export const pointing = (state: Board): Step | null => locked(state, 'pointing');
export const claiming = (state: Board): Step | null => locked(state, 'claiming');
