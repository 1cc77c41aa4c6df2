/**
 * Palindromes: the line reads the same both ways, so the cell k from one end holds the digit of the
 * cell k from the other. Each such pair keeps the candidates the two share (relations.ts, with
 * equality as the relation); a pair that sees each other (one row, column or box) has none left.
 */
import type { Conflict } from '../conflicts.js';
import { cellName, type Shape } from '../shape.js';
import { type Line, lineBasics, lineName } from './lines.js';
import type { ConstraintModule } from './module.js';
import { pairPropagator, partnerTable } from './relations.js';

const ONE = 'palindrome';

/** Each cell of the first half with its mirror, from the ends in. */
function mirrored(line: Line): [number, number][] {
  const pairs: [number, number][] = [];
  for (let k = 0; k < line.length - 1 - k; k++) pairs.push([line[k]!, line[line.length - 1 - k]!]);
  return pairs;
}

function palindromeConflicts(shape: Shape, line: Line, index: number, cells: ArrayLike<number>): Conflict[] {
  const conflicts: Conflict[] = [];
  for (const [a, b] of mirrored(line)) {
    const [x, y] = [cells[a]!, cells[b]!];
    if (x === 0 || y === 0 || x === y) continue;
    conflicts.push({
      unit: 'palindromes',
      unitIndex: index,
      digit: a < b ? y : x,
      cells: a < b ? [a, b] : [b, a],
      message: `${lineName(shape, ONE, line)} must read the same both ways: ${x} at ${cellName(shape, a)} and ${y} at ${cellName(shape, b)}`,
    });
  }
  return conflicts;
}

/** Palindromes: the line reads the same both ways. */
export const palindromes: ConstraintModule<'palindromes'> = {
  ...lineBasics({
    kind: 'palindromes',
    name: 'palindromes',
    one: ONE,
    key: 'palindrome',
    least: 1,
    most: (shape) => shape.cellCount,
  }),
  groups: () => [],
  extraPeers: () => [],
  conflicts: (shape, value, cells) =>
    value.flatMap((line, index) => palindromeConflicts(shape, line, index, cells)),
  propagators(shape, value) {
    const same = partnerTable(shape.size, (a, b) => a === b);
    return value.flatMap((line) => mirrored(line).map(([a, b]) => pairPropagator(a, b, same)));
  },
};
