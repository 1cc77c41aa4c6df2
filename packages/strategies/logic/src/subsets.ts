import { cellsText, digitsText, bitCount as popcount, UNIT_CELLS as unitTable, unitText } from './board.js';
import type { Mark, State, Step } from './state.js';

// Module constants, read once (see solutions.ts).
const SIZE = 9;
const UNIT_CELLS = unitTable;
const bitCount = popcount;

const NAMES = ['', '', 'pair', 'triple', 'quad'] as const;

/**
 * Picks `size` of the masks (by position 0..8, from `allowed`) whose union has exactly `size` bits and
 * passes `useful`; returns the positions picked as a 9-bit mask, or 0. Plain recursion over bitmasks:
 * no arrays, so a unit with nothing to find costs a few hundred operations.
 */
function pickSubset(
  masks: Int32Array,
  allowed: number,
  size: number,
  useful: (positions: number, union: number) => boolean,
): number {
  const walk = (from: number, picked: number, count: number, union: number): number => {
    if (bitCount(union) > size) return 0;
    if (count === size) return bitCount(union) === size && useful(picked, union) ? picked : 0;
    for (let i = from; i < SIZE; i++) {
      if ((allowed & (1 << i)) === 0) continue;
      const found = walk(i + 1, picked | (1 << i), count + 1, union | masks[i]!);
      if (found !== 0) return found;
    }
    return 0;
  };
  return walk(0, 0, 0, 0);
}

const cellsAt = (unit: number, positions: number) => {
  const cells: number[] = [];
  for (let i = 0; i < SIZE; i++) if (positions & (1 << i)) cells.push(UNIT_CELLS[unit * SIZE + i]!);
  return cells;
};

/**
 * Naked subset: n empty cells of a unit that hold only n digits between them take those digits, so
 * the digits leave the unit's other cells.
 */
export function nakedSubset(size: number): (state: State) => Step | null {
  const technique = `naked-${NAMES[size]}`;
  const masks = new Int32Array(SIZE);
  return (state) => {
    const { candidates } = state;
    for (let unit = 0; unit < 27; unit++) {
      let open = 0;
      let small = 0;
      for (let i = 0; i < SIZE; i++) {
        const mask = (masks[i] = candidates[UNIT_CELLS[unit * SIZE + i]!]!);
        if (mask === 0) continue;
        open |= 1 << i;
        if (bitCount(mask) <= size) small |= 1 << i;
      }
      if (bitCount(open) <= size || bitCount(small) < size) continue;
      let digits = 0;
      const useful = (positions: number, union: number) => {
        for (let i = 0; i < SIZE; i++)
          if (open & ~positions & (1 << i) && masks[i]! & union) {
            digits = union;
            return true;
          }
        return false;
      };
      const positions = pickSubset(masks, small, size, useful);
      if (positions === 0) continue;
      const cells = cellsAt(unit, positions);
      const eliminations: Mark[] = [];
      for (let i = 0; i < SIZE; i++) {
        if ((open & ~positions & (1 << i)) === 0) continue;
        const cell = UNIT_CELLS[unit * SIZE + i]!;
        for (let d = 1; d <= SIZE; d++)
          if (masks[i]! & digits & (1 << (d - 1))) eliminations.push({ cell, digit: d });
      }
      return {
        technique,
        placements: [],
        eliminations,
        cells,
        units: [unit],
        text: `Naked ${NAMES[size]}: in ${unitText(unit)}, ${cellsText(cells)} hold only ${digitsText(digits)}, so those digits leave the unit's other cells.`,
      };
    }
    return null;
  };
}

/**
 * Hidden subset: n digits of a unit that fit in only n of its cells fill those cells, so the cells'
 * other candidates go. The same search as the naked one, on each digit's places instead of each
 * cell's digits.
 */
export function hiddenSubset(size: number): (state: State) => Step | null {
  const technique = `hidden-${NAMES[size]}`;
  const places = new Int32Array(SIZE);
  return (state) => {
    const { candidates } = state;
    for (let unit = 0; unit < 27; unit++) {
      places.fill(0);
      let open = 0;
      for (let i = 0; i < SIZE; i++) {
        const mask = candidates[UNIT_CELLS[unit * SIZE + i]!]!;
        if (mask !== 0) open |= 1 << i;
        for (let d = 0; d < SIZE; d++) if (mask & (1 << d)) places[d]! |= 1 << i;
      }
      if (bitCount(open) <= size) continue;
      let digitsAllowed = 0;
      for (let d = 0; d < SIZE; d++)
        if (places[d] !== 0 && bitCount(places[d]!) <= size) digitsAllowed |= 1 << d;
      if (bitCount(digitsAllowed) < size) continue;
      let where = 0;
      const useful = (digits: number, union: number) => {
        for (let i = 0; i < SIZE; i++)
          if (union & (1 << i) && candidates[UNIT_CELLS[unit * SIZE + i]!]! & ~digits) {
            where = union;
            return true;
          }
        return false;
      };
      const digits = pickSubset(places, digitsAllowed, size, useful);
      if (digits === 0) continue;
      const cells = cellsAt(unit, where);
      const eliminations: Mark[] = [];
      for (const cell of cells) {
        const extra = candidates[cell]! & ~digits;
        for (let d = 1; d <= SIZE; d++) if (extra & (1 << (d - 1))) eliminations.push({ cell, digit: d });
      }
      return {
        technique,
        placements: [],
        eliminations,
        cells,
        units: [unit],
        text: `Hidden ${NAMES[size]}: in ${unitText(unit)}, ${digitsText(digits)} fit only in ${cellsText(cells)}, so those cells' other candidates go.`,
      };
    }
    return null;
  };
}
