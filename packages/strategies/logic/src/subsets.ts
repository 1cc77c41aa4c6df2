import {
  ALL,
  bitCount,
  cellsText,
  combinations,
  digitsText,
  SIZE,
  UNIT_CELLS,
  unitCells,
  unitText,
} from './board.js';
import type { Mark, State, Step } from './state.js';

const NAMES = ['', '', 'pair', 'triple', 'quad'] as const;

/**
 * Naked subset: n empty cells of a unit that hold only n digits between them take those digits, so
 * the digits leave the unit's other cells.
 */
export function nakedSubset(size: number): (state: State) => Step | null {
  const technique = `naked-${NAMES[size]}`;
  return (state) => {
    for (let unit = 0; unit < 27; unit++) {
      const open = unitCells[unit]!.filter((cell) => state.cells[cell] === 0);
      if (open.length <= size) continue;
      const small = open.filter((cell) => bitCount(state.candidates[cell]!) <= size);
      for (const cells of combinations(small, size)) {
        let digits = 0;
        for (const cell of cells) digits |= state.candidates[cell]!;
        if (bitCount(digits) !== size) continue;
        const eliminations: Mark[] = [];
        for (const cell of open) {
          if (cells.includes(cell)) continue;
          const hit = state.candidates[cell]! & digits;
          for (let digit = 1; digit <= SIZE; digit++)
            if (hit & (1 << (digit - 1))) eliminations.push({ cell, digit });
        }
        if (eliminations.length === 0) continue;
        return {
          technique,
          placements: [],
          eliminations,
          cells,
          units: [unit],
          text: `Naked ${NAMES[size]}: in ${unitText(unit)}, ${cellsText(cells)} hold only ${digitsText(digits)}, so those digits leave the unit's other cells.`,
        };
      }
    }
    return null;
  };
}

/**
 * Hidden subset: n digits of a unit that fit in only n of its cells fill those cells, so the cells'
 * other candidates go.
 */
export function hiddenSubset(size: number): (state: State) => Step | null {
  const technique = `hidden-${NAMES[size]}`;
  return (state) => {
    for (let unit = 0; unit < 27; unit++) {
      const missing = ALL & ~state.placed(unit);
      if (bitCount(missing) <= size) continue;
      const digits: number[] = [];
      const placesOf: number[] = [];
      for (let digit = 1; digit <= SIZE; digit++) {
        if ((missing & (1 << (digit - 1))) === 0) continue;
        const places = state.places(unit, digit);
        placesOf[digit] = places;
        if (bitCount(places) <= size && places !== 0) digits.push(digit);
      }
      for (const chosen of combinations(digits, size)) {
        let places = 0;
        let mask = 0;
        for (const digit of chosen) {
          places |= placesOf[digit]!;
          mask |= 1 << (digit - 1);
        }
        if (bitCount(places) !== size) continue;
        const cells: number[] = [];
        const eliminations: Mark[] = [];
        for (let i = 0; i < SIZE; i++) {
          if ((places & (1 << i)) === 0) continue;
          const cell = UNIT_CELLS[unit * SIZE + i]!;
          cells.push(cell);
          const extra = state.candidates[cell]! & ~mask;
          for (let digit = 1; digit <= SIZE; digit++)
            if (extra & (1 << (digit - 1))) eliminations.push({ cell, digit });
        }
        if (eliminations.length === 0) continue;
        return {
          technique,
          placements: [],
          eliminations,
          cells,
          units: [unit],
          text: `Hidden ${NAMES[size]}: in ${unitText(unit)}, ${digitsText(mask)} fit only in ${cellsText(cells)}, so those cells' other candidates go.`,
        };
      }
    }
    return null;
  };
}
