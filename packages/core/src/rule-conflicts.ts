/** Every clash of givens under a variant's rules: the units' repeats, then each family's module's. */
import { type Conflict, UNIT_KINDS } from './conflicts.js';
import { repeatsIn } from './constraints/groups.js';
import { boxReplacements, familiesOf } from './families.js';
import type { Rules } from './rules.js';
import type { Shape } from './shape.js';
import { tablesFor } from './tables.js';

/**
 * Every clash of givens under a variant's rules: a digit twice in a row, a column or a box (unless
 * the rules replace the boxes), then what each family's module finds (a digit twice in a region, a
 * house or a cage, givens off a cage's sum, one digit twice a knight's or king's move apart, ...).
 * It reads the shape's units and the modules' checks only, not the rule tables: checking givens, as
 * the page does on its main thread, builds no propagation.
 */
export function ruleConflicts(cells: ArrayLike<number>, shape: Shape, rules: Rules): Conflict[] {
  const { size, units } = tablesFor(shape);
  const families = familiesOf(rules);
  // Regions that replace the boxes are checked by their own module (a digit twice in a region).
  const groups = families.flatMap(({ module, value }) => module.groups(shape, value as never));
  const boxed = boxReplacements(groups).length === 0;
  const conflicts: Conflict[] = [];
  for (let unit = 0; unit < (boxed ? 3 : 2) * size; unit++) {
    const kind = UNIT_KINDS[Math.floor(unit / size)]!;
    const index = unit % size;
    const group = {
      kind,
      index,
      name: `${kind} ${index + 1}`,
      cells: units.subarray(unit * size, unit * size + size),
    };
    for (const conflict of repeatsIn(shape, group, cells)) conflicts.push(conflict);
  }
  for (const { module, value } of families) {
    for (const conflict of module.conflicts(shape, value as never, cells)) conflicts.push(conflict);
  }
  return conflicts;
}
