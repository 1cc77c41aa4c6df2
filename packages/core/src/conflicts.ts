import type { RuleKind } from './rules.js';
import type { Shape } from './shape.js';
import { tablesFor } from './tables.js';

/** What a group of cells whose digits differ is: a unit of a classic grid, or one a family adds. */
export type GroupKind = 'row' | 'column' | 'box' | 'region' | 'house' | 'cage';

/** The three kinds of unit, the groups of cells that must hold each digit once. */
export type UnitKind = 'row' | 'column' | 'box';

/**
 * Where two givens clash: a unit of a classic puzzle, or a rule of a variant: a group (a jigsaw region,
 * an extra house, a killer cage) or a family's rule by its name (two cells a knight's move apart).
 */
export type ConflictKind = GroupKind | RuleKind;

/** Two givens with the same digit in one unit (or, in a cage, givens that break its sum). */
export interface Conflict {
  readonly unit: ConflictKind;
  /** 0-based index of the row, column, box or region, of the house or cage among the puzzle's; 0 for a move. */
  readonly unitIndex: number;
  readonly digit: number;
  /** The two cells, in board order. */
  readonly cells: readonly [number, number];
  /** In words: "two 7s in row 7: row 7, column 2 and row 7, column 5". */
  readonly message: string;
}

/** The kind of each of a cell's three units, in the order the shape's tables list them. */
export const UNIT_KINDS: readonly UnitKind[] = ['row', 'column', 'box'];

/** The digits each unit holds so far, one array a shape: hasConflict never calls out, so one suffices. */
const scratch = new Map<string, Int32Array>();

/**
 * Whether two givens share a digit in a unit: the check behind every solve, made once as a Grid is
 * made, so it allocates nothing and does one test a given (its row's, column's and box's digits ORed)
 * against three in findConflicts.
 */
export function hasConflict(shape: Shape, cells: ArrayLike<number>): boolean {
  const { size, rowOf, columnOf, boxOf, unitCount } = tablesFor(shape);
  let held = scratch.get(shape.name);
  if (held === undefined) scratch.set(shape.name, (held = new Int32Array(unitCount)));
  else held.fill(0);
  const columns = size;
  const boxes = 2 * size;
  for (let cell = 0; cell < cells.length; cell++) {
    const digit = cells[cell]!;
    if (digit === 0) continue;
    const bit = 1 << (digit - 1);
    const row = rowOf[cell]!;
    const column = columns + columnOf[cell]!;
    const box = boxes + boxOf[cell]!;
    if (((held[row]! | held[column]! | held[box]!) & bit) !== 0) return true;
    held[row]! |= bit;
    held[column]! |= bit;
    held[box]! |= bit;
  }
  return false;
}
