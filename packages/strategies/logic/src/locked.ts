import { bitCount, boxOf, columnOf, rowOf, SIZE, UNIT_CELLS, unitText } from './board.js';
import type { Mark, State, Step } from './state.js';

/**
 * Locked candidates: when a digit's places in one unit all lie in a second unit, the digit must go in
 * their intersection, so it leaves the rest of the second unit. Pointing: the first unit is a box and the
 * second a line; claiming: the first is a line and the second its box.
 */
function locked(state: State, technique: 'pointing' | 'claiming'): Step | null {
  const [from, to] = technique === 'pointing' ? [18, 27] : [0, 18];
  for (let unit = from; unit < to; unit++) {
    for (let digit = 1; digit <= SIZE; digit++) {
      const places = state.places(unit, digit);
      if (bitCount(places) < 2) continue;
      const cells: number[] = [];
      for (let i = 0; i < SIZE; i++) if (places & (1 << i)) cells.push(UNIT_CELLS[unit * SIZE + i]!);
      const others =
        technique === 'pointing'
          ? [...linesShared(cells)]
          : [18 + boxOf[cells[0]!]!].filter((box) => cells.every((c) => 18 + boxOf[c]! === box));
      for (const other of others) {
        const eliminations: Mark[] = [];
        for (let i = 0; i < SIZE; i++) {
          const cell = UNIT_CELLS[other * SIZE + i]!;
          if (!cells.includes(cell) && state.has(cell, digit)) eliminations.push({ cell, digit });
        }
        if (eliminations.length === 0) continue;
        const verb = technique === 'pointing' ? 'Pointing' : 'Claiming';
        return {
          technique,
          placements: [],
          eliminations,
          cells,
          units: [unit, other],
          text: `${verb}: in ${unitText(unit)}, ${digit} is only in ${unitText(other)}, so it leaves the rest of ${unitText(other)}.`,
        };
      }
    }
  }
  return null;
}

/** The row and the column all the cells share, where they do. */
function* linesShared(cells: readonly number[]): Generator<number> {
  if (cells.every((c) => rowOf[c] === rowOf[cells[0]!])) yield rowOf[cells[0]!]!;
  if (cells.every((c) => columnOf[c] === columnOf[cells[0]!])) yield 9 + columnOf[cells[0]!]!;
}

export const pointing = (state: State): Step | null => locked(state, 'pointing');
export const claiming = (state: State): Step | null => locked(state, 'claiming');
