/**
 * Palindromes: the line reads the same both ways, so the cell k from one end holds the digit of the
 * cell k from the other. Each such pair keeps the candidates the two share (pairs.ts, with
 * equality as the relation); a pair that sees each other (one row, column or box) has none left.
 */
import type { Conflict } from '../conflicts.js';
import { cellName, type Shape } from '../shape.js';
import { type Line, lineConflict, lineModule, lineName } from './lines.js';
import { pairPropagator, relationOf } from './pairs.js';

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
    conflicts.push(
      lineConflict(
        'palindromes',
        index,
        a < b ? y : x,
        a,
        b,
        `${lineName(shape, 'palindromes', line)} must read the same both ways: ${x} at ${cellName(shape, a)} and ${y} at ${cellName(shape, b)}`,
      ),
    );
  }
  return conflicts;
}

/** Palindromes: the line reads the same both ways. */
export const palindromes = lineModule('palindromes', {
  distinct: false,
  conflicts: palindromeConflicts,
  propagators(shape, lines) {
    const same = relationOf(shape.size, 'equal', (a, b) => a === b);
    return lines.flatMap((line) => mirrored(line).map(([a, b]) => pairPropagator(a, b, same)));
  },
});
