/**
 * What the board draws for a puzzle's rules, computed once per puzzle from its Grid's `rules`:
 *   region border  a thick line between two cells of different regions (the boxes, or a jigsaw's)
 *   cage outline   a dashed line inside the cells of a killer cage, on the sides that leave it; the
 *                  sum in the top-left corner of the cage's first cell (in reading order)
 *   house cell     a cell of an extra house (a diagonal, a window, an extra region), shaded
 */
import { boxRegions, type Rules, type Shape } from '@sudoku-lab/core';

/** The sides of a cell a cage outline runs along: those whose neighbour is outside the cage. */
export interface CageSides {
  readonly top: boolean;
  readonly right: boolean;
  readonly bottom: boolean;
  readonly left: boolean;
  /** The cage's sum, on its first cell only; undefined elsewhere and for a cage without one. */
  readonly sum?: number;
}

export interface CellRuleMarks {
  /** A region border on the cell's right (never on the board's edge). */
  readonly regionRight: boolean;
  readonly regionBottom: boolean;
  /** The cage the cell is in, as the sides to outline; undefined outside every cage. */
  readonly cage?: CageSides;
  /** Is the cell in an extra house (shaded). */
  readonly house: boolean;
}

/** Each cell's marks, row-major: what Board draws. A classic puzzle gets the box borders alone. */
export function ruleMarks(shape: Shape, rules: Rules | undefined): CellRuleMarks[] {
  const { size, cellCount } = shape;
  const regions = rules?.regions ?? boxRegions(shape);
  const cageOf = new Array<number>(cellCount).fill(-1);
  const cages = rules?.cages ?? [];
  cages.forEach((cage, index) => {
    for (const cell of cage.cells) cageOf[cell] = index;
  });
  const inHouse = new Set((rules?.houses ?? []).flatMap((house) => house.cells));
  const marks: CellRuleMarks[] = [];
  for (let cell = 0; cell < cellCount; cell++) {
    const row = Math.floor(cell / size);
    const column = cell % size;
    const cage = cageOf[cell]!;
    const outside = (other: number, onBoard: boolean) => !onBoard || cageOf[other] !== cage;
    const sum = cage >= 0 && cages[cage]!.cells[0] === cell ? cages[cage]!.sum : undefined;
    marks.push({
      regionRight: column + 1 < size && regions[cell] !== regions[cell + 1],
      regionBottom: row + 1 < size && regions[cell] !== regions[cell + size],
      house: inHouse.has(cell),
      ...(cage < 0
        ? {}
        : {
            cage: {
              top: outside(cell - size, row > 0),
              right: outside(cell + 1, column + 1 < size),
              bottom: outside(cell + size, row + 1 < size),
              left: outside(cell - 1, column > 0),
              ...(sum === undefined ? {} : { sum }),
            },
          }),
    });
  }
  return marks;
}

/** The puzzle's rules in words, for the label under the board (none for a classic puzzle). */
export function ruleLabels(rules: Rules | undefined): string[] {
  if (rules === undefined) return [];
  const labels: string[] = [];
  if (rules.regions) labels.push('Jigsaw: the thick lines mark the regions, which replace the boxes.');
  if (rules.houses && rules.houses.length > 0) {
    const names = rules.houses.map((house) => house.name).join(', ');
    labels.push(`Extra houses, shaded (no digit twice in each): ${names}.`);
  }
  if (rules.cages && rules.cages.length > 0) {
    labels.push('Killer: dashed cages, no digit twice in one, adding up to the sum in their corner.');
  }
  if (rules.antiknight) labels.push("Anti-knight: no equal digits a knight's move apart.");
  if (rules.antiking) labels.push("Anti-king: no equal digits a king's move apart (diagonally touching).");
  return labels;
}
