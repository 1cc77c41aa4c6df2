/**
 * Renban lines: the line's digits differ (a group) and make a run of consecutive digits, in any order.
 *   window   a run of as many consecutive digits as the line has cells: 1-3, 2-4, ... on a line of 3
 * A window fits when every cell has a candidate in it and every digit of it a place on the line (the
 * cells hold each of its digits once). Each cell keeps the digits of the fitting windows; a digit in
 * every fitting window with one place left goes there.
 */
import type { Conflict } from '../conflicts.js';
import { cellName, type Shape } from '../shape.js';
import { repeatsIn } from './groups.js';
import { type Line, lineBasics, lineGroups, lineName } from './lines.js';
import type { ConstraintModule, Domains, Propagator } from './module.js';

const ONE = 'renban line';

function renbanPropagator(size: number, line: Line): Propagator {
  const n = line.length;
  const windows: number[] = [];
  for (let low = 1; low + n - 1 <= size; low++) windows.push(((1 << n) - 1) << (low - 1));
  return {
    cells: line,
    distinctOnly: false,
    propagate(domains: Domains): boolean {
      const { candidates } = domains;
      let union = 0;
      for (const cell of line) union |= candidates[cell]!;
      let allowed = 0;
      let required = -1;
      next: for (const window of windows) {
        if ((union & window) !== window) continue;
        for (const cell of line) if ((candidates[cell]! & window) === 0) continue next;
        allowed |= window;
        required &= window;
      }
      if (allowed === 0) return false;
      for (const cell of line) {
        const mask = candidates[cell]!;
        if ((mask & ~allowed) !== 0 && !domains.keep(cell, mask & allowed)) return false;
      }
      for (let open = required; open !== 0; open &= open - 1) {
        const bit = open & -open;
        let at = -1;
        for (const cell of line) {
          if ((candidates[cell]! & bit) === 0) continue;
          at = at === -1 ? cell : -2;
          if (at === -2) break;
        }
        if (at === -1) return false;
        if (at >= 0 && candidates[at] !== bit && !domains.keep(at, bit)) return false;
      }
      return true;
    },
  };
}

/** A digit twice on the line, or givens further apart than the line is long. */
function renbanConflicts(shape: Shape, line: Line, index: number, cells: ArrayLike<number>): Conflict[] {
  const name = lineName(shape, ONE, line);
  const conflicts = [...repeatsIn(shape, { kind: 'house', index, name, cells: line }, cells)].map(
    (conflict) => ({ ...conflict, unit: 'renbans' as const }),
  );
  let low = -1;
  let high = -1;
  for (const cell of line) {
    const digit = cells[cell]!;
    if (digit === 0) continue;
    if (low === -1 || digit < cells[low]!) low = cell;
    if (high === -1 || digit > cells[high]!) high = cell;
  }
  if (low !== -1 && cells[high]! - cells[low]! >= line.length) {
    const [a, b] = low < high ? [low, high] : [high, low];
    conflicts.push({
      unit: 'renbans',
      unitIndex: index,
      digit: cells[b]!,
      cells: [a, b],
      message: `${name} holds consecutive digits, ${line.length} of them: ${cells[low]} at ${cellName(shape, low)} and ${cells[high]} at ${cellName(shape, high)} are too far apart`,
    });
  }
  return conflicts;
}

/** Renban lines: distinct, consecutive digits in any order. */
export const renbans: ConstraintModule<'renbans'> = {
  ...lineBasics({
    kind: 'renbans',
    name: 'renban lines',
    one: ONE,
    key: 'renban',
    least: 1,
    most: (shape) => shape.size,
  }),
  groups: (shape, value) => lineGroups(shape, ONE, value),
  extraPeers: () => [],
  conflicts: (shape, value, cells) =>
    value.flatMap((line, index) => renbanConflicts(shape, line, index, cells)),
  propagators: (shape, value) =>
    value.filter((line) => line.length > 1).map((line) => renbanPropagator(shape.size, line)),
};
