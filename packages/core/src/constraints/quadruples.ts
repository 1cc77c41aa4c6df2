/**
 * Quadruples: digits in a circle where four cells meet; each must appear in those four cells (a digit
 * written twice appears at least twice, on the square's diagonal, since the others share a row or a
 * column). In f-puzzles: `quadruple`, each `{ cells: [four labels], values: [digits] }`.
 * Propagation matches the digits to the cells: every way to give each required digit its own cell
 * that can hold it (two copies of a digit in cells that do not share a row or column); a cell keeps a
 * required digit some matching gives it, and, when some matching leaves it free, all it had.
 * A required digit is then somewhere in the square: it leaves every cell off the square that sees all
 * its places there (one of them holds it); a digit written twice sits on one of the diagonals whose
 * corners can both hold it, so it leaves every cell that sees a corner of each such diagonal (a cell
 * in a row or column of the square sees one corner of either diagonal).
 *   sight    for each corner of the square, its peers off the square, as a bitset (words of 32
 *            cells), so that the cells seeing several places are one AND away
 */
import type { Conflict } from '../conflicts.js';
import type { Quadruple } from '../rules.js';
import { cellName, type Shape } from '../shape.js';
import { listFamily } from './checks.js';
import { clueNumber } from './clues.js';
import { fpuzzlesLabel, sortedCells } from './groups.js';
import type { ConstraintModule, Domains, Propagator } from './module.js';
import { dropFromSeen, sightOf, sightWords } from './sight.js';

/** Whether four cells, ascending, are a 2x2 square. */
function isSquare(shape: Shape, cells: readonly number[]): boolean {
  const { size } = shape;
  const [a, b, c, d] = cells as [number, number, number, number];
  return a % size < size - 1 && b === a + 1 && c === a + size && d === a + size + 1;
}

/** The cells of the square that can hold each copy of the digits, tried in turn (at most 4! ways). */
function quadruplePropagator(
  quad: Quadruple,
  cellCount: number,
  seeing: readonly (readonly number[])[],
): Propagator {
  const { cells, digits } = quad;
  const words = sightWords(cellCount);
  const sight = sightOf(cells, seeing, words);
  const seen = new Int32Array(words);
  const either = new Int32Array(words);
  // Each required digit once, as a bit, and whether it is written twice.
  const once = digits.filter((digit, i) => digits.indexOf(digit) === i);
  const twice = once.map((digit) => digits.indexOf(digit) !== digits.lastIndexOf(digit));
  const count = digits.length;
  const holder = new Int32Array(count);
  const allowed = new Int32Array(4);
  // Two cells of a 2x2 square share a row or a column unless they are opposite corners (k + k' = 3).
  const apart = (k: number, other: number) => k + other === 3;
  let candidates: Int32Array;
  let used = 0;
  const place = (item: number): boolean => {
    if (item === count) {
      for (let k = 0; k < 4; k++) {
        if ((used & (1 << k)) === 0) allowed[k]! |= candidates[cells[k]!]!;
      }
      for (let i = 0; i < count; i++) allowed[holder[i]!]! |= 1 << (digits[i]! - 1);
      return true;
    }
    const bit = 1 << (digits[item]! - 1);
    let any = false;
    for (let k = 0; k < 4; k++) {
      if ((used & (1 << k)) !== 0 || (candidates[cells[k]!]! & bit) === 0) continue;
      // Not beside a cell of its row or column (k ^ 1, k ^ 2) already settled on the digit.
      if (candidates[cells[k ^ 1]!] === bit || candidates[cells[k ^ 2]!] === bit) continue;
      // Copies of one digit go in ascending cells (one order of each), on opposite corners.
      if (
        item > 0 &&
        digits[item - 1] === digits[item] &&
        (holder[item - 1]! > k || !apart(k, holder[item - 1]!))
      ) {
        continue;
      }
      holder[item] = k;
      used |= 1 << k;
      if (place(item + 1)) any = true;
      used &= ~(1 << k);
    }
    return any;
  };
  return {
    cells,
    propagate(domains: Domains): boolean {
      candidates = domains.candidates;
      allowed.fill(0);
      used = 0;
      if (!place(0)) return false;
      for (let k = 0; k < 4; k++) {
        const cell = cells[k]!;
        const mask = candidates[cell]!;
        if ((mask & allowed[k]!) !== mask && !domains.keep(cell, mask & allowed[k]!)) return false;
      }
      for (let i = 0; i < once.length; i++) {
        if (!exclude(domains, 1 << (once[i]! - 1), twice[i]!)) return false;
      }
      return true;
    },
  };

  /**
   * The digit leaves the cells off the square that see one of its copies wherever they go: all its
   * places for one copy, a corner of each diagonal it can fill for two; false on a contradiction.
   */
  function exclude(domains: Domains, bit: number, double: boolean): boolean {
    const { candidates } = domains;
    seen.fill(-1);
    for (let k = 0; k < 4; k++) {
      if ((candidates[cells[k]!]! & bit) === 0) continue;
      if (!double) {
        for (let w = 0; w < words; w++) seen[w]! &= sight[k * words + w]!;
        continue;
      }
      // Corner k with its opposite corner 3 - k, each diagonal once (from its lower corner).
      const opposite = 3 - k;
      if (k > opposite || (candidates[cells[opposite]!]! & bit) === 0) continue;
      for (let w = 0; w < words; w++) either[w] = sight[k * words + w]! | sight[opposite * words + w]!;
      for (let w = 0; w < words; w++) seen[w]! &= either[w]!;
    }
    return dropFromSeen(domains, seen, bit);
  }
}

/** Where the givens leave a quadruple's digits no room: more of them missing than empty cells left. */
function quadrupleConflict(
  shape: Shape,
  quad: Quadruple,
  index: number,
  cells: ArrayLike<number>,
): Conflict | null {
  const held = quad.cells.map((cell) => cells[cell]!).filter((digit) => digit !== 0);
  if (held.length === 0) return null;
  const missing = [...quad.digits];
  for (const digit of held) {
    const at = missing.indexOf(digit);
    if (at !== -1) missing.splice(at, 1);
  }
  if (missing.length <= 4 - held.length) return null;
  const givens = quad.cells.filter((cell) => cells[cell] !== 0);
  return {
    unit: 'quadruples',
    unitIndex: index,
    digit: cells[givens[givens.length - 1]!]!,
    cells: [givens[0]!, givens[givens.length - 1]!],
    message: `the quadruple ${quad.digits.join('')} at ${cellName(shape, quad.cells[0]!)}: the givens leave no room for ${missing.join(' and ')}`,
  };
}

/** Quadruples: the digits in a circle appear among the four cells around it. */
export const quadruples: ConstraintModule<'quadruples'> = {
  ...listFamily({ kind: 'quadruples', name: 'quadruples', one: 'quadruple' }, (shape) => {
    const seen = new Set<number>();
    return (quad, label) => {
      const { cells, digits } = quad;
      if (
        !Array.isArray(cells) ||
        cells.length !== 4 ||
        cells.some(
          (cell) =>
            typeof cell !== 'number' || !Number.isInteger(cell) || cell < 0 || cell >= shape.cellCount,
        )
      ) {
        return `${label} must have four cells on the board`;
      }
      const square = [...(cells as number[])].sort((a, b) => a - b);
      if (!isSquare(shape, square))
        return `${label}'s cells are not the four around one point (a 2x2 square)`;
      if (seen.has(square[0]!)) return `${label} sits on the point of another quadruple`;
      seen.add(square[0]!);
      if (!Array.isArray(digits) || digits.length === 0 || digits.length > 4)
        return `${label} must have one to four digits`;
      for (const digit of digits) {
        if (typeof digit !== 'number' || !Number.isInteger(digit) || digit < 1 || digit > shape.size) {
          return `${label} has the digit ${String(digit)}, not 1..${shape.size}`;
        }
        if (digits.filter((other) => other === digit).length > 2) {
          return `${label} asks for ${digit} more than twice: four cells around a point hold a digit at most twice`;
        }
      }
      return null;
    };
  }),
  normalize(_shape, value) {
    if (value.length === 0) return undefined;
    const sorted = value.map((quad) => ({
      cells: sortedCells(quad.cells),
      digits: Object.freeze([...quad.digits].sort((a, b) => a - b)),
    }));
    sorted.sort((a, b) => a.cells[0]! - b.cells[0]!);
    return Object.freeze(sorted.map((quad) => Object.freeze(quad)));
  },
  key: (value) => value.map((quad) => [quad.cells[0]!, ...quad.digits]),
  fpuzzles: {
    keys: ['quadruple'],
    read({ listOf, cellsOf, report }) {
      const found: Quadruple[] = [];
      for (const [k, entry] of listOf('quadruple').entries()) {
        const what = `quadruple ${k + 1}`;
        const { cells, values } = (entry ?? {}) as Record<string, unknown>;
        const list = Array.isArray(values) ? values : [];
        const digits = list.map(clueNumber);
        if (!Array.isArray(values) || digits.some((digit) => digit === undefined || Number.isNaN(digit))) {
          report({
            message: `${what} has the digits ${JSON.stringify(values)}, not a list of digits`,
          });
          continue;
        }
        // f-puzzles keeps a circle whose digits were cleared; it says nothing.
        if (digits.length === 0) continue;
        found.push({ cells: cellsOf(cells, what), digits: digits as number[] });
      }
      return found.length > 0 ? found : undefined;
    },
    write(shape, value, doc) {
      doc.quadruple = value.map((quad) => ({
        cells: quad.cells.map((cell) => fpuzzlesLabel(shape, cell)),
        values: [...quad.digits],
      }));
    },
  },
  groups: () => [],
  extraPeers: () => [],
  conflicts: (shape, value, cells) =>
    value.flatMap((quad, k) => quadrupleConflict(shape, quad, k, cells) ?? []),
  propagators: (shape, value, units, peers) =>
    value.map((quad) =>
      quadruplePropagator(
        quad,
        shape.cellCount,
        quad.cells.map((cell) =>
          peers !== undefined ? peers[cell]! : units.filter((unit) => unit.includes(cell)).flat(),
        ),
      ),
    ),
};

export type { Quadruple };
