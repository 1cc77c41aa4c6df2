/**
 * Given candidates: the digits a setter wrote small in a cell; the cell holds one of them. In
 * f-puzzles: `givenPencilMarks` on a grid cell, a list of digits (drawn as small digits in the cell).
 * Propagation keeps only those digits of the cell's candidates.
 */
import type { Conflict } from '../conflicts.js';
import type { GivenCandidate } from '../rules.js';
import { cellName } from '../shape.js';
import { listFamily } from './checks.js';
import { isWhole } from './clues.js';
import type { ConstraintModule, FPuzzlesReading, Propagator } from './module.js';

/** The digits as a mask (bit d-1 for d). */
function maskOf(digits: readonly number[]): number {
  let mask = 0;
  for (const digit of digits) mask |= 1 << (digit - 1);
  return mask;
}

/** "1, 3 and 5", for messages. */
function digitList(digits: readonly number[]): string {
  return digits.length === 1
    ? String(digits[0])
    : `${digits.slice(0, -1).join(', ')} and ${digits[digits.length - 1]}`;
}

/** The cells whose grid object carries given pencil marks, each with its digits, ascending and once each. */
function readMarks({ shape, gridCells, report }: FPuzzlesReading): GivenCandidate[] {
  const found: GivenCandidate[] = [];
  gridCells.forEach((object, cell) => {
    const marks = object.givenPencilMarks;
    if (marks === undefined || marks === null) return;
    const at = { row: Math.floor(cell / shape.size) + 1, column: (cell % shape.size) + 1 };
    if (!Array.isArray(marks) || marks.some((digit) => !isWhole(digit, 1, shape.size))) {
      report({
        ...at,
        message: `the given candidates of row ${at.row}, column ${at.column} are ${JSON.stringify(marks)}, not a list of digits 1..${shape.size}`,
      });
      return;
    }
    // f-puzzles keeps a cell whose marks were cleared as an empty list; it says nothing.
    if (marks.length === 0) return;
    found.push({ cell, digits: [...new Set(marks as number[])].sort((a, b) => a - b) });
  });
  return found;
}

/** Given candidates: each marked cell holds one of the digits the setter wrote in it. */
export const givenCandidates: ConstraintModule<'givenCandidates'> = {
  ...listFamily(
    { kind: 'givenCandidates', name: 'given candidates', one: 'given candidates', each: 'a cell and digits' },
    (shape) => {
      const seen = new Set<number>();
      return ({ cell, digits }, label) => {
        if (!isWhole(cell, 0, shape.cellCount - 1)) {
          return `${label} must name a cell on the board, not ${String(cell)}`;
        }
        const where = `the given candidates of ${cellName(shape, cell)}`;
        if (seen.has(cell)) return `${where} are given twice`;
        seen.add(cell);
        if (!Array.isArray(digits) || digits.length === 0) return `${where} must be a list of digits`;
        for (const digit of digits) {
          if (!isWhole(digit, 1, shape.size)) {
            return `${where} hold ${String(digit)}, not a digit 1..${shape.size}`;
          }
          if (digits.indexOf(digit) !== digits.lastIndexOf(digit)) return `${where} name ${digit} twice`;
        }
        return null;
      };
    },
  ),
  normalize(_shape, value) {
    if (value.length === 0) return undefined;
    const sorted = value.map(({ cell, digits }) =>
      Object.freeze({ cell, digits: Object.freeze([...digits].sort((a, b) => a - b)) }),
    );
    sorted.sort((a, b) => a.cell - b.cell);
    return Object.freeze(sorted);
  },
  key: (value) => value.map(({ cell, digits }) => [cell, ...digits]),
  fpuzzles: {
    keys: [],
    cellKeys: ['givenPencilMarks'],
    read(reading) {
      const found = readMarks(reading);
      return found.length > 0 ? found : undefined;
    },
    write(shape, value, doc) {
      const grid = doc.grid as Record<string, unknown>[][];
      for (const { cell, digits } of value) {
        grid[Math.floor(cell / shape.size)]![cell % shape.size]!.givenPencilMarks = [...digits];
      }
    },
  },
  groups: () => [],
  extraPeers: () => [],
  conflicts(shape, value, cells) {
    const found: Conflict[] = [];
    value.forEach(({ cell, digits }, k) => {
      const digit = cells[cell]!;
      if (digit !== 0 && !digits.includes(digit)) {
        found.push({
          unit: 'givenCandidates',
          unitIndex: k,
          digit,
          cells: [cell, cell],
          message: `${cellName(shape, cell)} holds ${digit} but its given candidates are ${digitList(digits)}`,
        });
      }
    });
    return found;
  },
  propagators: (_shape, value) =>
    value.map(({ cell, digits }): Propagator => {
      const mask = maskOf(digits);
      return {
        cells: [cell],
        cellMask: mask,
        // Keep is handed a subset of the cell's candidates, as every propagator's is.
        propagate: (domains) => domains.keep(cell, domains.candidates[cell]! & mask),
      };
    }),
};

export type { GivenCandidate };
