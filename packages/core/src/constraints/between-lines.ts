/**
 * Between lines: the digits on the line lie strictly between those of its two ends (its circles).
 * With a cell between them the ends differ from each other and from every cell between (extra peers).
 * Propagation tries both ways round, the first end low or high: the low end below every middle cell's
 * largest candidate, the high end above every middle cell's smallest, the middle strictly between the
 * low end's smallest and the high end's largest, and the ends as far apart as the middle needs (middle
 * cells sharing a unit differ, parted-sums.ts); each cell keeps what either way leaves it.
 */
import type { Conflict } from '../conflicts.js';
import { cellName, type Shape } from '../shape.js';
import { type Line, lineConflict, lineModule, lineName } from './lines.js';
import type { Domains, Propagator } from './module.js';
import { partsOf } from './parted-sums.js';

const lowest = (mask: number) => 32 - Math.clz32(mask & -mask);
const highest = (mask: number) => 32 - Math.clz32(mask);
/** The digits strictly between `low` and `high`, as a mask. */
const strictlyBetween = (low: number, high: number) =>
  high - low < 2 ? 0 : ((1 << (high - 1)) - 1) & ~((1 << low) - 1);

function betweenPropagator(line: Line, units: readonly (readonly number[])[]): Propagator {
  const first = line[0]!;
  const last = line[line.length - 1]!;
  const middle = line.slice(1, -1);
  // Middle cells that share a unit differ: k of them need k digits between the ends, which then lie
  // at least k + 1 apart.
  const gap = Math.max(...partsOf(middle, units).map((part) => part.length)) + 1;
  const keeps = new Int32Array(3); // low end, high end, middle: what one way round leaves
  /** The way round with `low` below the middle and `high` above; false when it cannot be. */
  const wayRound = (candidates: Int32Array, low: number, high: number): boolean => {
    let smallestHighest = 99;
    let largestLowest = 0;
    for (const cell of middle) {
      const mask = candidates[cell]!;
      smallestHighest = Math.min(smallestHighest, highest(mask));
      largestLowest = Math.max(largestLowest, lowest(mask));
    }
    let lowKeep = low & ((1 << (smallestHighest - 1)) - 1);
    let highKeep = high & ~((1 << largestLowest) - 1);
    if (lowKeep === 0 || highKeep === 0) return false;
    // The ends at least `gap` apart, with the middle's digits between them.
    highKeep &= ~((1 << Math.min(lowest(lowKeep) + gap - 1, 30)) - 1);
    if (highKeep === 0) return false;
    lowKeep &= (1 << Math.max(highest(highKeep) - gap, 0)) - 1;
    if (lowKeep === 0) return false;
    const inside = strictlyBetween(lowest(lowKeep), highest(highKeep));
    for (const cell of middle) if ((candidates[cell]! & inside) === 0) return false;
    keeps[0] = lowKeep;
    keeps[1] = highKeep;
    keeps[2] = inside;
    return true;
  };
  return {
    cells: line,
    propagate(domains: Domains): boolean {
      const candidates = domains.candidates as Int32Array;
      const atFirst = candidates[first]!;
      const atLast = candidates[last]!;
      let keepFirst = 0;
      let keepLast = 0;
      let keepMiddle = 0;
      if (wayRound(candidates, atFirst, atLast)) {
        keepFirst |= keeps[0]!;
        keepLast |= keeps[1]!;
        keepMiddle |= keeps[2]!;
      }
      if (wayRound(candidates, atLast, atFirst)) {
        keepLast |= keeps[0]!;
        keepFirst |= keeps[1]!;
        keepMiddle |= keeps[2]!;
      }
      if (keepFirst === 0) return false;
      if (keepFirst !== atFirst && !domains.keep(first, keepFirst)) return false;
      if (keepLast !== atLast && !domains.keep(last, keepLast)) return false;
      for (const cell of middle) {
        const mask = candidates[cell]!;
        if ((mask & ~keepMiddle) !== 0 && !domains.keep(cell, mask & keepMiddle)) return false;
      }
      return true;
    },
  };
}

/** A given on the line not strictly between the ends' givens, or an end given inside the middle's. */
function betweenConflicts(shape: Shape, line: Line, index: number, cells: ArrayLike<number>): Conflict[] {
  if (line.length < 3) return [];
  const name = lineName(shape, 'betweenLines', line);
  const conflicts: Conflict[] = [];
  /** A conflict of cells a and b, naming the digit of `b`, the one out of place. */
  const push = (a: number, b: number, why: string) => {
    conflicts.push(lineConflict('betweenLines', index, cells[b]!, a, b, `${name}: ${why}`));
  };
  const says = (cell: number) => `${cells[cell]} at ${cellName(shape, cell)}`;
  const ends = [line[0]!, line[line.length - 1]!].filter((cell) => cells[cell] !== 0);
  const middle = line.slice(1, -1).filter((cell) => cells[cell] !== 0);
  for (const cell of middle) {
    if (cells[cell] !== 1 && cells[cell] !== shape.size) continue;
    const end = ends[0] ?? line[0]!;
    const side = cells[cell] === 1 ? 'below 1' : `above ${shape.size}`;
    push(
      end,
      cell,
      `${says(cell)} cannot lie strictly between the ends (${cellName(shape, line[0]!)} and ${cellName(shape, line[line.length - 1]!)}): no digit is ${side}`,
    );
  }
  if (conflicts.length > 0) return conflicts;
  if (ends.length === 2) {
    const [a, b] = ends as [number, number];
    const [low, high] = cells[a]! < cells[b]! ? [a, b] : [b, a];
    if (cells[high]! - cells[low]! < 2) {
      push(a, b, `the ends ${says(a)} and ${says(b)} leave no digit between them`);
    }
    for (const cell of middle) {
      if (cells[cell]! <= cells[low]!)
        push(low, cell, `${says(cell)} is not above the low end, ${says(low)}`);
      else if (cells[cell]! >= cells[high]!)
        push(high, cell, `${says(cell)} is not below the high end, ${says(high)}`);
    }
    return conflicts;
  }
  if (ends.length === 1 && middle.length > 0) {
    const end = ends[0]!;
    const digit = cells[end]!;
    let below = -1;
    let above = -1;
    for (const cell of middle) {
      if (cells[cell] === digit) push(end, cell, `${says(cell)} equals the end ${says(end)}`);
      else if (cells[cell]! < digit) below = cell;
      else above = cell;
    }
    if (below !== -1 && above !== -1) {
      push(
        end,
        above,
        `the end ${says(end)} lies between ${says(below)} and ${says(above)}, not beyond them`,
      );
    }
  }
  return conflicts;
}

/** The cells a between line sets apart from `cell`: the other cells, for an end; the ends, for a middle cell. */
function apartOnLines(lines: readonly Line[], cell: number): number[] {
  const found = new Set<number>();
  for (const line of lines) {
    if (line.length < 3) continue;
    const k = line.indexOf(cell);
    if (k === -1) continue;
    if (k === 0 || k === line.length - 1) for (const other of line) found.add(other);
    else {
      found.add(line[0]!);
      found.add(line[line.length - 1]!);
    }
  }
  found.delete(cell);
  return [...found].sort((a, b) => a - b);
}

/** Between lines: the line's digits lie strictly between its ends'. */
export const betweenLines = lineModule('betweenLines', {
  distinct: false,
  extraPeers: (_shape, lines, cell) => apartOnLines(lines, cell),
  conflicts: betweenConflicts,
  propagators: (_shape, lines, units) =>
    lines.filter((line) => line.length > 2).map((line) => betweenPropagator(line, units)),
});
