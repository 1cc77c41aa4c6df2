/**
 * German whispers: neighbours along the line differ by at least 5 on 9x9, and on other sizes by at
 * least half the size rounded up (2 on 4x4, 3 on 6x6, 8 on 16x16), as Rangsk's SudokuSolver reads its
 * `whispers` field. So neighbours differ (extra peers), a middle digit (5 on 9x9) has no neighbour at
 * all, and each cell keeps the digits with a neighbour candidate far enough away (pairs.ts).
 */
import type { Conflict } from '../conflicts.js';
import { cellName, type Shape } from '../shape.js';
import { type Line, lineConflict, lineModule, lineName, simpleRuns } from './lines.js';
import type { Domains, Propagator } from './module.js';
import { pairPropagator, relationOf } from './pairs.js';
import { partsOf } from './parted-sums.js';

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

/**
 * A cell between two neighbours on the line that see each other (share a unit): they hold different
 * digits, both far enough from the cell's, so a digit of the cell with fewer than two such digits
 * between its neighbours' candidates goes (on 9x9, a 4 between two cells of one box: both would be 9).
 */
function betweenSeenPropagator(
  before: number,
  cell: number,
  after: number,
  partners: Int32Array,
): Propagator {
  return {
    cells: [before, cell, after],
    propagate(domains: Domains): boolean {
      const { candidates } = domains;
      const mask = candidates[cell]!;
      let keep = 0;
      for (let rest = mask; rest !== 0; rest &= rest - 1) {
        const bit = rest & -rest;
        const near = partners[31 - Math.clz32(bit)]!;
        const a = near & candidates[before]!;
        const b = near & candidates[after]!;
        const both = a | b;
        if (a !== 0 && b !== 0 && (both & (both - 1)) !== 0) keep |= bit;
      }
      return keep === mask || domains.keep(cell, keep);
    },
  };
}

/** Neighbouring givens too close, and a given with no digit far enough away for its empty neighbour. */
function whispersConflicts(shape: Shape, line: Line, index: number, cells: ArrayLike<number>): Conflict[] {
  const gap = whispersGap(shape);
  const conflicts: Conflict[] = [];
  const name = lineName(shape, 'whispers', line);
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
    conflicts.push(
      lineConflict(
        'whispers',
        index,
        cells[Math.max(a, b)]! || cells[Math.min(a, b)]!,
        a,
        b,
        `${name}: ${why}`,
      ),
    );
  }
  return conflicts;
}

/** German whispers: neighbours along the line differ by at least 5 (on 9x9). */
export const whispers = lineModule('whispers', {
  // Whispers are about neighbours on the line: a loop or a line doubling back keeps its neighbours as runs.
  retrace: simpleRuns,
  refuse(entry, shape) {
    // Rangsk's field may carry another difference: only German whispers' is read.
    const { value } = entry;
    if (value === undefined || value === null || value === '' || Number(value) === whispersGap(shape)) {
      return null;
    }
    return `f-puzzles "whispers" with a difference of ${String(value)} is not supported (German whispers differ by at least ${whispersGap(shape)} on ${shape.name})`;
  },
  distinct: false,
  extraPeers: (_shape, lines, cell) => neighbours(lines, cell),
  conflicts: whispersConflicts,
  propagators(shape, lines, units) {
    const gap = whispersGap(shape);
    const partners = relationOf(shape.size, `differ by ${gap} or more`, (a, b) => Math.abs(a - b) >= gap);
    return lines.flatMap((line) => {
      const pairs = line.slice(1).map((cell, k) => pairPropagator(line[k]!, cell, partners));
      const seen: Propagator[] = [];
      for (let k = 1; k + 1 < line.length; k++) {
        const [before, after] = [line[k - 1]!, line[k + 1]!];
        if (partsOf([before, after], units).length === 1) {
          seen.push(betweenSeenPropagator(before, line[k]!, after, partners));
        }
      }
      return [...pairs, ...seen];
    });
  },
});
