import type { Grid } from './grid.js';
import { cellName } from './shape.js';
import { tablesFor } from './tables.js';

export type UnitKind = 'row' | 'column' | 'box';

/** Two givens with the same digit in one unit. */
export interface Conflict {
  readonly unit: UnitKind;
  /** 0-based index of the row, column or box. */
  readonly unitIndex: number;
  readonly digit: number;
  /** The two cells, in board order. */
  readonly cells: readonly [number, number];
  /** In words: "two 7s in row 7: row 7, column 2 and row 7, column 5". */
  readonly message: string;
}

const UNIT_KINDS: readonly UnitKind[] = ['row', 'column', 'box'];

/** Every pair of equal digits in a unit: each later copy is paired with the first one. */
export function findConflicts(grid: Grid): Conflict[] {
  const { shape } = grid;
  const { size, units, unitCount } = tablesFor(shape);
  const conflicts: Conflict[] = [];
  const firstAt = new Int32Array(size + 1);
  for (let unit = 0; unit < unitCount; unit++) {
    firstAt.fill(-1);
    for (let k = 0; k < size; k++) {
      const cell = units[unit * size + k]!;
      const digit = grid.cells[cell]!;
      if (digit === 0) continue;
      const first = firstAt[digit]!;
      if (first === -1) {
        firstAt[digit] = cell;
        continue;
      }
      const kind = UNIT_KINDS[Math.floor(unit / size)]!;
      const unitIndex = unit % size;
      const [a, b] = first < cell ? [first, cell] : [cell, first];
      conflicts.push({
        unit: kind,
        unitIndex,
        digit,
        cells: [a, b],
        message: `two ${digit}s in ${kind} ${unitIndex + 1}: ${cellName(shape, a)} and ${cellName(shape, b)}`,
      });
    }
  }
  return conflicts;
}
