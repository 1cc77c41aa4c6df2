/**
 * A grid's conflicts: the check of givens every tool reports (two equal digits in a unit, or what a
 * variant's rules forbid), for a Grid made anywhere.
 */
import { type Conflict, UNIT_KINDS } from './conflicts.js';
import { checkedGrid, type Grid } from './grid.js';
import { ruleConflicts } from './rule-conflicts.js';
import { cellName } from './shape.js';
import { tablesFor } from './tables.js';

/**
 * Every pair of equal digits in a unit: each later copy is paired with the unit's first one. One pass
 * over the cells with a mask of the digits each unit holds so far; conflicts are built only on a repeat,
 * so a valid puzzle (the usual case, checked before every solve) costs a few hundred mask operations.
 */
export function findConflicts(puzzle: Grid): Conflict[] {
  const grid = checkedGrid(puzzle);
  const { shape } = grid;
  if (grid.rules !== undefined) return ruleConflicts(grid.cells, shape, grid.rules);
  const { size, units, unitsOfCell, unitCount } = tablesFor(shape);
  const conflicts: Conflict[] = [];
  const held = new Int32Array(unitCount);
  for (let cell = 0; cell < grid.cells.length; cell++) {
    const digit = grid.cells[cell]!;
    if (digit === 0) continue;
    const bit = 1 << (digit - 1);
    for (let k = 0; k < 3; k++) {
      const unit = unitsOfCell[cell * 3 + k]!;
      if ((held[unit]! & bit) === 0) {
        held[unit]! |= bit;
        continue;
      }
      let first = units[unit * size]!;
      for (let i = 1; grid.cells[first] !== digit; i++) first = units[unit * size + i]!;
      const kind = UNIT_KINDS[k]!;
      const unitIndex = unit % size;
      conflicts.push({
        unit: kind,
        unitIndex,
        digit,
        cells: [first, cell],
        message: `two ${digit}s in ${kind} ${unitIndex + 1}: ${cellName(shape, first)} and ${cellName(shape, cell)}`,
      });
    }
  }
  return conflicts;
}
