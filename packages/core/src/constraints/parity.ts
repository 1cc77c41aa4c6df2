/**
 * Odd and even cells: a cell marked odd holds an odd digit, one marked even an even digit. In
 * f-puzzles: `odd` and `even`, each a list of `{ cell: label }` (drawn as a circle and a square).
 */
import type { Conflict } from '../conflicts.js';
import type { Parity } from '../rules.js';
import { cellName, type Shape } from '../shape.js';
import { fpuzzlesLabel, sortedCells } from './groups.js';
import type { ConstraintModule, FPuzzlesReading, Propagator } from './module.js';

/** The digits 1..size of one parity, as a mask (bit d-1 for d): odd 1, 3, 5, ...; even 2, 4, ... */
function parityMask(size: number, odd: boolean): number {
  let mask = 0;
  for (let digit = odd ? 1 : 2; digit <= size; digit += 2) mask |= 1 << (digit - 1);
  return mask;
}

/** Each marked cell with its digits' mask and its word. */
function marked(shape: Shape, value: Parity) {
  return [
    ...value.odd.map((cell) => ({ cell, mask: parityMask(shape.size, true), word: 'odd' })),
    ...value.even.map((cell) => ({ cell, mask: parityMask(shape.size, false), word: 'even' })),
  ];
}

function readCells(reading: FPuzzlesReading, key: 'odd' | 'even'): number[] {
  return reading
    .listOf(key)
    .flatMap((entry, k) => reading.cellsOf([(entry as { cell?: unknown })?.cell], `${key} cell ${k + 1}`));
}

/** Odd and even cells: each keeps the digits of its parity. */
export const parity: ConstraintModule<'parity'> = {
  kind: 'parity',
  name: 'odd and even cells',
  present: (value) => value.odd.length + value.even.length > 0,
  problem(shape, value) {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
      return 'parity must be an object with odd and even cells';
    }
    const seen = new Set<number>();
    for (const word of ['odd', 'even'] as const) {
      const cells = (value as Record<string, unknown>)[word];
      if (!Array.isArray(cells)) return `parity ${word} must be an array of cells`;
      for (const cell of cells) {
        if (typeof cell !== 'number' || !Number.isInteger(cell) || cell < 0 || cell >= shape.cellCount) {
          return `parity: an ${word} cell is off the board: ${String(cell)}`;
        }
        if (seen.has(cell)) return `parity: ${cellName(shape, cell)} is marked twice (odd or even)`;
        seen.add(cell);
      }
    }
    return null;
  },
  normalize: (_shape, value) =>
    parity.present(value)
      ? Object.freeze({ odd: sortedCells(value.odd), even: sortedCells(value.even) })
      : undefined,
  key: (value) => [value.odd, value.even],
  fpuzzles: {
    keys: ['odd', 'even'],
    read(reading) {
      const value: Parity = { odd: readCells(reading, 'odd'), even: readCells(reading, 'even') };
      return parity.present(value) ? value : undefined;
    },
    write(shape, value, doc) {
      if (value.odd.length > 0) doc.odd = value.odd.map((cell) => ({ cell: fpuzzlesLabel(shape, cell) }));
      if (value.even.length > 0) doc.even = value.even.map((cell) => ({ cell: fpuzzlesLabel(shape, cell) }));
    },
  },
  groups: () => [],
  extraPeers: () => [],
  conflicts(shape, value, cells) {
    const found: Conflict[] = [];
    marked(shape, value).forEach(({ cell, mask, word }, k) => {
      const digit = cells[cell]!;
      if (digit !== 0 && (mask & (1 << (digit - 1))) === 0) {
        found.push({
          unit: 'parity',
          unitIndex: k,
          digit,
          cells: [cell, cell],
          message: `${cellName(shape, cell)} is marked ${word} but holds ${digit}`,
        });
      }
    });
    return found;
  },
  propagators: (shape, value) =>
    marked(shape, value).map(
      ({ cell, mask }): Propagator => ({
        cells: [cell],
        cellMask: mask,
        // Keep is handed a subset of the cell's candidates, as every propagator's is.
        propagate: (domains) => domains.keep(cell, domains.candidates[cell]! & mask),
      }),
    ),
};

export type { Parity };
