/**
 * German whispers: neighbours along the line differ by at least 5 on 9x9, and on other sizes by at
 * least half the size rounded up (2 on 4x4, 3 on 6x6, 8 on 16x16), as Rangsk's SudokuSolver reads its
 * `whispers` field. So neighbours differ (extra peers), a middle digit (5 on 9x9) has no neighbour at
 * all, and each cell keeps the digits with a neighbour candidate far enough away (relations.ts).
 */
import type { Conflict } from '../conflicts.js';
import { cellName, type Shape } from '../shape.js';
import { type Line, lineBasics, lineName } from './lines.js';
import type { ConstraintModule } from './module.js';
import { pairPropagator, partnerTable } from './relations.js';

const ONE = 'German whispers line';

/** How far apart neighbours on a whispers line are at least, on `shape`. */
export function whispersGap(shape: Shape): number {
  return Math.ceil(shape.size / 2);
}

/** The cells next to `cell` along any of the lines. */
function neighbours(lines: readonly Line[], cell: number): number[] {
  const found = new Set<number>();
  for (const line of lines) {
    const k = line.indexOf(cell);
    if (k === -1) continue;
    if (k > 0) found.add(line[k - 1]!);
    if (k + 1 < line.length) found.add(line[k + 1]!);
  }
  return [...found].sort((a, b) => a - b);
}

/** Neighbouring givens too close, and a given with no digit far enough away for its empty neighbour. */
function whispersConflicts(shape: Shape, line: Line, index: number, cells: ArrayLike<number>): Conflict[] {
  const gap = whispersGap(shape);
  const conflicts: Conflict[] = [];
  const name = lineName(shape, ONE, line);
  for (let k = 0; k + 1 < line.length; k++) {
    const [a, b] = [line[k]!, line[k + 1]!];
    const [x, y] = [cells[a]!, cells[b]!];
    if (x === 0 && y === 0) continue;
    let why: string | null = null;
    if (x !== 0 && y !== 0) {
      if (Math.abs(x - y) < gap) {
        why = `${x} at ${cellName(shape, a)} and ${y} at ${cellName(shape, b)} differ by less than ${gap}`;
      }
    } else {
      const digit = x || y;
      const [given, empty] = x !== 0 ? [a, b] : [b, a];
      if (digit - gap < 1 && digit + gap > shape.size) {
        why = `${digit} at ${cellName(shape, given)} leaves no digit for ${cellName(shape, empty)}, which differs from it by at least ${gap}`;
      }
    }
    if (why === null) continue;
    conflicts.push({
      unit: 'whispers',
      unitIndex: index,
      digit: cells[Math.max(a, b)]! || cells[Math.min(a, b)]!,
      cells: a < b ? [a, b] : [b, a],
      message: `${name}: ${why}`,
    });
  }
  return conflicts;
}

/** German whispers: neighbours along the line differ by at least 5 (on 9x9). */
export const whispers: ConstraintModule<'whispers'> = {
  ...lineBasics({
    kind: 'whispers',
    name: 'German whispers',
    one: ONE,
    key: 'whispers',
    least: 1,
    most: (shape) => shape.cellCount,
    refuse(entry, shape) {
      // Rangsk's field may carry another difference: only German whispers' is read.
      const { value } = entry;
      if (value === undefined || value === null || value === '' || Number(value) === whispersGap(shape)) {
        return null;
      }
      return `f-puzzles "whispers" with a difference of ${String(value)} is not supported (German whispers differ by at least ${whispersGap(shape)} on ${shape.name})`;
    },
  }),
  groups: () => [],
  extraPeers: (_shape, value, cell) => neighbours(value, cell),
  conflicts: (shape, value, cells) =>
    value.flatMap((line, index) => whispersConflicts(shape, line, index, cells)),
  propagators(shape, value) {
    const gap = whispersGap(shape);
    const partners = partnerTable(shape.size, (a, b) => Math.abs(a - b) >= gap);
    return value.flatMap((line) => line.slice(1).map((cell, k) => pairPropagator(line[k]!, cell, partners)));
  },
};
