import { repeatsIn } from './constraints/groups.js';
import { checkedGrid, type Grid } from './grid.js';
import { type GroupKind, type RuleTables, ruleTablesFor } from './rule-tables.js';
import { familiesOf, type RuleKind } from './rules.js';
import { cellName, type Shape } from './shape.js';
import { tablesFor } from './tables.js';

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

const UNIT_KINDS: readonly UnitKind[] = ['row', 'column', 'box'];

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

/**
 * Every pair of equal digits in a unit: each later copy is paired with the unit's first one. One pass
 * over the cells with a mask of the digits each unit holds so far; conflicts are built only on a repeat,
 * so a valid puzzle (the usual case, checked before every solve) costs a few hundred mask operations.
 */
export function findConflicts(puzzle: Grid): Conflict[] {
  const grid = checkedGrid(puzzle);
  const { shape } = grid;
  if (grid.rules !== undefined) return ruleConflicts(grid.cells, ruleTablesFor(shape, grid.rules));
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

/**
 * Every clash of givens under a variant's rules: a digit twice in a row, a column or a box (unless
 * the rules replace the boxes), then what each family's module finds (a digit twice in a region, a
 * house or a cage, givens off a cage's sum, one digit twice a knight's or king's move apart, ...).
 */
export function ruleConflicts(cells: ArrayLike<number>, tables: RuleTables): Conflict[] {
  const { shape, size, unitCount, units, unitKinds, unitIndices, unitNames, rules } = tables;
  const conflicts: Conflict[] = [];
  for (let unit = 0; unit < unitCount; unit++) {
    const kind = unitKinds[unit]!;
    if (kind !== 'row' && kind !== 'column' && kind !== 'box') continue;
    const found = repeatsIn(
      shape,
      {
        kind,
        index: unitIndices[unit]!,
        name: unitNames[unit]!,
        cells: units.subarray(unit * size, unit * size + size),
      },
      cells,
    );
    for (const conflict of found) conflicts.push(conflict);
  }
  for (const { module, value } of familiesOf(rules)) {
    for (const conflict of module.conflicts(shape, value as never, cells)) conflicts.push(conflict);
  }
  return conflicts;
}
