/**
 * Renban lines: the line's digits differ (a group) and make a run of consecutive digits, in any order.
 *   window   a run of as many consecutive digits as the line has cells: 1-3, 2-4, ... on a line of 3
 * A window fits when every cell has a candidate in it and every digit of it a place on the line (the
 * cells hold each of its digits once). Each cell keeps the digits of the fitting windows; a digit in
 * every fitting window with one place left goes there, and leaves every cell off the line that sees
 * all its places on the line (shares a unit with each): one of them holds it.
 *   sight    for each cell of the line, the cells off the line that share a unit with it, as a bitset
 *            (words of 32 cells), so that the cells seeing several places are one AND away
 */
import type { Conflict } from '../conflicts.js';
import { cellName, type Shape } from '../shape.js';
import { repeatsIn } from './groups.js';
import { type Line, lineConflict, lineModule, lineName } from './lines.js';
import type { Domains, Propagator } from './module.js';

function renbanPropagator(size: number, line: Line, units: readonly (readonly number[])[]): Propagator {
  const n = line.length;
  const windows: number[] = [];
  for (let low = 1; low + n - 1 <= size; low++) windows.push(((1 << n) - 1) << (low - 1));
  const words = Math.ceil((Math.max(...units.flat(), ...line) + 1) / 32);
  const sight = new Int32Array(n * words);
  line.forEach((cell, k) => {
    for (const unit of units) {
      if (!unit.includes(cell)) continue;
      for (const other of unit) {
        if (!line.includes(other)) sight[k * words + (other >> 5)]! |= 1 << (other & 31);
      }
    }
  });
  const seen = new Int32Array(words);
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
        seen.fill(-1);
        for (let k = 0; k < n; k++) {
          const cell = line[k]!;
          if ((candidates[cell]! & bit) === 0) continue;
          at = at === -1 ? cell : -2;
          for (let w = 0; w < words; w++) seen[w]! &= sight[k * words + w]!;
        }
        if (at === -1) return false;
        if (at >= 0 && candidates[at] !== bit && !domains.keep(at, bit)) return false;
        // The digit is on the line, in one of these places: a cell seeing them all lacks it.
        for (let w = 0; w < words; w++) {
          for (let rest = seen[w]!; rest !== 0; rest &= rest - 1) {
            const other = w * 32 + 31 - Math.clz32(rest & -rest);
            const mask = candidates[other]!;
            if ((mask & bit) !== 0 && !domains.keep(other, mask & ~bit)) return false;
          }
        }
      }
      return true;
    },
  };
}

/** A digit twice on the line, or givens further apart than the line is long. */
function renbanConflicts(shape: Shape, line: Line, index: number, cells: ArrayLike<number>): Conflict[] {
  const name = lineName(shape, 'renbans', line);
  const conflicts: Conflict[] = [...repeatsIn(shape, { kind: 'house', index, name, cells: line }, cells)].map(
    (conflict) => ({ ...conflict, unit: 'renbans' }),
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
    conflicts.push(
      lineConflict(
        'renbans',
        index,
        cells[Math.max(low, high)]!,
        low,
        high,
        `${name} holds consecutive digits, ${line.length} of them: ${cells[low]} at ${cellName(shape, low)} and ${cells[high]} at ${cellName(shape, high)} are too far apart`,
      ),
    );
  }
  return conflicts;
}

/** Renban lines: distinct, consecutive digits in any order. */
export const renbans = lineModule('renbans', {
  distinct: true,
  conflicts: renbanConflicts,
  propagators: (shape, lines, units) =>
    lines.filter((line) => line.length > 1).map((line) => renbanPropagator(shape.size, line, units)),
});
