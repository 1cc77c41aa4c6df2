/** Every clash of givens under a variant's rules: the units' repeats, then each family's module's. */
import type { Conflict } from './conflicts.js';
import { repeatsIn } from './constraints/groups.js';
import { familiesOf } from './families.js';
import type { RuleTables } from './rule-tables.js';

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
