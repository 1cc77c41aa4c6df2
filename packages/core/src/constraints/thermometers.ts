/**
 * Thermometers: the digits strictly increase from the bulb along the tube. So a thermometer's digits
 * differ (a group), and the cell k steps from the bulb of a line of n holds k+1 .. size-(n-1-k);
 * propagation keeps each cell above the smallest digit the cell before it can hold and below the
 * largest the cell after it can hold, which is all a chain of "less than" can say.
 */
import type { Conflict } from '../conflicts.js';
import { cellName, type Shape } from '../shape.js';
import { type Line, lineConflict, lineModule, lineName } from './lines.js';
import type { Domains, Propagator } from './module.js';

/** The increase along one line, as bounds from both ends. */
function thermometerPropagator(size: number, line: Line): Propagator {
  return {
    cells: line,
    propagate(domains: Domains): boolean {
      const { candidates } = domains;
      // Up from the bulb: above the smallest digit of the cell before.
      let floor = 0;
      for (let k = 0; k < line.length; k++) {
        const cell = line[k]!;
        const mask = candidates[cell]!;
        const keep = mask & ~((1 << floor) - 1);
        if (keep !== mask && !domains.keep(cell, keep)) return false;
        const held = candidates[cell]!;
        floor = 32 - Math.clz32(held & -held);
      }
      // Down from the tip: below the largest digit of the cell after.
      let ceiling = size + 1;
      for (let k = line.length - 1; k >= 0; k--) {
        const cell = line[k]!;
        const mask = candidates[cell]!;
        const keep = mask & ((1 << (ceiling - 1)) - 1);
        if (keep !== mask && !domains.keep(cell, keep)) return false;
        ceiling = 32 - Math.clz32(candidates[cell]!);
      }
      return true;
    },
  };
}

/** Givens that no increasing completion can keep: out of order, too close, or too near an end. */
function thermometerConflicts(shape: Shape, line: Line, index: number, cells: ArrayLike<number>): Conflict[] {
  const conflicts: Conflict[] = [];
  const name = lineName(shape, 'thermometers', line);
  const push = (a: number, b: number, digit: number, why: string) => {
    conflicts.push(
      lineConflict('thermometers', index, digit, a, b, `${name} must increase from its bulb: ${why}`),
    );
  };
  const n = line.length;
  let last = -1; // the position of the given before
  for (let k = 0; k < n; k++) {
    const cell = line[k]!;
    const digit = cells[cell]!;
    if (digit === 0) continue;
    if (last !== -1) {
      const before = cells[line[last]!]!;
      if (digit - before < k - last) {
        const between = k - last - 1;
        push(
          line[last]!,
          cell,
          digit,
          `${before} at ${cellName(shape, line[last]!)} and ${digit} at ${cellName(shape, cell)}${between > 0 ? ` leave no room for the ${between} cell${between > 1 ? 's' : ''} between` : ''}`,
        );
      }
    } else if (digit < k + 1) {
      push(
        line[0]!,
        cell,
        digit,
        `${digit} at ${cellName(shape, cell)} has ${k} cell${k > 1 ? 's' : ''} below it`,
      );
    }
    last = k;
  }
  if (last !== -1 && cells[line[last]!]! > shape.size - (n - 1 - last)) {
    const cell = line[last]!;
    const digit = cells[cell]!;
    push(
      cell,
      line[n - 1]!,
      digit,
      `${digit} at ${cellName(shape, cell)} has ${n - 1 - last} cell${n - 1 - last > 1 ? 's' : ''} above it`,
    );
  }
  return conflicts;
}

/** Thermometers: digits strictly increase from the bulb; each a group of different digits. */
export const thermometers = lineModule('thermometers', {
  distinct: true,
  conflicts: thermometerConflicts,
  propagators: (shape, lines) =>
    lines.filter((line) => line.length > 1).map((line) => thermometerPropagator(shape.size, line)),
});
