import {
  cellsText,
  digitsText,
  lowestDigit as lowest,
  bitCount as popcount,
  UNIT_CELLS as unitTable,
  unitText,
} from './board.js';
import type { Board, Mark, Step } from './state.js';

// Module constants, read once (see solutions.ts).
const SIZE = 9;
const UNIT_CELLS = unitTable;
const bitCount = popcount;
const lowestDigit = lowest;

const NAMES = ['', '', 'pair', 'triple', 'quad'] as const;

/**
 * Naked and hidden subsets are one search on a unit's table of candidates (its nine cells by the nine
 * digits), read by rows or by columns. A naked subset reads it by cell: each line is a cell's digits.
 * A hidden subset reads it by digit: each line is a digit's places. Either way, n lines whose union
 * holds only n entries lock those entries to those lines, so every other line loses its entries in
 * the union: for naked, the other cells lose the digits; for hidden, the other digits leave the cells.
 */
type Reading = 'naked' | 'hidden';

/**
 * Picks `size` of the lines (from `allowed`) whose union has exactly `size` bits while some line left
 * out meets the union (else there is nothing to eliminate); returns the lines picked as a 9-bit mask, or
 * 0. Plain recursion over bitmasks: a unit with nothing to find costs a few hundred operations.
 */
function pickSubset(lines: Int32Array, allowed: number, size: number): number {
  return walk(lines, allowed, size, 0, 0, 0, 0);
}

function walk(
  lines: Int32Array,
  allowed: number,
  size: number,
  from: number,
  picked: number,
  count: number,
  union: number,
): number {
  if (bitCount(union) > size) return 0;
  if (count === size) {
    if (bitCount(union) !== size) return 0;
    for (let i = 0; i < SIZE; i++) {
      if ((picked & (1 << i)) === 0 && lines[i]! & union) return picked;
    }
    return 0;
  }
  for (let i = from; i < SIZE; i++) {
    if ((allowed & (1 << i)) === 0) continue;
    const result = walk(lines, allowed, size, i + 1, picked | (1 << i), count + 1, union | lines[i]!);
    if (result !== 0) return result;
  }
  return 0;
}

const cellsAt = (unit: number, positions: number) => {
  const cells: number[] = [];
  for (let i = 0; i < SIZE; i++) if (positions & (1 << i)) cells.push(UNIT_CELLS[unit * SIZE + i]!);
  return cells;
};

/** A unit's table read one way, a 9-bit mask per line: kept in the call's workspace (see workspace.ts). */
const unitLines = () => new Int32Array(SIZE);

function subset(reading: Reading, size: number): (state: Board) => Step | null {
  const technique = `${reading}-${NAMES[size]}`;
  const naked = reading === 'naked';
  return (state) => {
    const { candidates } = state;
    const lines = state.work.scratch(unitLines);
    for (let unit = 0; unit < 27; unit++) {
      // The unit's table, read by cell (naked) or by digit (hidden); `open` its cells with candidates.
      if (!naked) lines.fill(0);
      let open = 0;
      for (let i = 0; i < SIZE; i++) {
        const mask = candidates[UNIT_CELLS[unit * SIZE + i]!]!;
        if (mask !== 0) open |= 1 << i;
        if (naked) lines[i] = mask;
        else for (let rest = mask; rest !== 0; rest &= rest - 1) lines[lowestDigit(rest) - 1]! |= 1 << i;
      }
      if (bitCount(open) <= size) continue;
      let allowed = 0;
      for (let i = 0; i < SIZE; i++) if (lines[i] !== 0 && bitCount(lines[i]!) <= size) allowed |= 1 << i;
      if (bitCount(allowed) < size) continue;
      const picked = pickSubset(lines, allowed, size);
      if (picked === 0) continue;
      let union = 0;
      for (let i = 0; i < SIZE; i++) if (picked & (1 << i)) union |= lines[i]!;
      // Positions and digits of the subset: the lines picked and their union, as the reading says.
      const [positions, digits] = naked ? [picked, union] : [union, picked];
      const eliminations: Mark[] = [];
      for (let i = 0; i < SIZE; i++) {
        const cell = UNIT_CELLS[unit * SIZE + i]!;
        const inside = (positions & (1 << i)) !== 0;
        // Naked: a cell outside the subset loses its digits; hidden: a cell inside loses the others.
        const gone = candidates[cell]! & (naked ? (inside ? 0 : digits) : inside ? ~digits : 0);
        for (let d = 1; d <= SIZE; d++) if (gone & (1 << (d - 1))) eliminations.push({ cell, digit: d });
      }
      const cells = cellsAt(unit, positions);
      const name = `${naked ? 'Naked' : 'Hidden'} ${NAMES[size]}`;
      const text = naked
        ? `${name}: in ${unitText(unit)}, ${cellsText(cells)} hold only ${digitsText(digits)}, so those digits leave the unit's other cells.`
        : `${name}: in ${unitText(unit)}, ${digitsText(digits)} fit only in ${cellsText(cells)}, so those cells' other candidates go.`;
      return { technique, placements: [], eliminations, cells, units: [unit], text };
    }
    return null;
  };
}

/**
 * Naked subset: n empty cells of a unit that hold only n digits between them take those digits, so
 * the digits leave the unit's other cells.
 */
export const nakedSubset = (size: number): ((state: Board) => Step | null) => subset('naked', size);

/**
 * Hidden subset: n digits of a unit that fit in only n of its cells fill those cells, so the cells'
 * other candidates go.
 */
export const hiddenSubset = (size: number): ((state: Board) => Step | null) => subset('hidden', size);
