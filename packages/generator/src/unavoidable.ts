import type { ShapeTables } from '@sudoku-lab/core';

/**
 * Glossary: an unavoidable set is a set of cells of a full board whose digits can be rearranged into
 * another full board; a puzzle with one solution keeps a clue in every one of them, so a removal that
 * empties one can be refused without a search. Two kinds are cheap to find, and they include the
 * smallest sets there are (four cells on two rows, two columns and two boxes):
 *
 * - two digits a and b: take the cells holding a or b and link two of them when they share a unit;
 *   each linked group can have its a and b swapped (every unit it touches holds both its a and its b
 *   in the group, so the unit still holds each digit once);
 * - two rows of one band (or two columns of one stack): follow a digit of the first row to the column
 *   where the second row holds it, and on until the columns close a cycle; the two rows can swap their
 *   digits in those columns (each row keeps its digits, each column and box keeps its own).
 */
export class UnavoidableSets {
  /** The sets, each a list of cells. */
  readonly sets: number[][] = [];
  /** For each cell, the sets it lies in (their indexes in `sets`). */
  private readonly setsOfCell: number[][];
  /** For each set, how many of its cells still hold a clue. */
  private readonly cluesLeft: number[] = [];

  constructor(
    private readonly tables: ShapeTables,
    solution: readonly number[],
  ) {
    this.setsOfCell = Array.from({ length: tables.cellCount }, () => []);
    this.digitPairs(solution);
    const { size, boxHeight, boxWidth } = tables.shape;
    this.linePairs(solution, boxHeight, (line, place) => line * size + place);
    this.linePairs(solution, boxWidth, (line, place) => place * size + line);
  }

  /** Takes the cell's clue out of its sets; false when one of them is left with no clue. */
  remove(cell: number): boolean {
    let avoided = true;
    for (const id of this.setsOfCell[cell]!) if (--this.cluesLeft[id]! === 0) avoided = false;
    return avoided;
  }

  restore(cell: number): void {
    for (const id of this.setsOfCell[cell]!) this.cluesLeft[id]!++;
  }

  private add(cells: number[]): void {
    const id = this.sets.push(cells) - 1;
    this.cluesLeft.push(cells.length);
    for (const cell of cells) this.setsOfCell[cell]!.push(id);
  }

  private digitPairs(solution: readonly number[]): void {
    const { size, cellCount, unitCount, units } = this.tables;
    // Where each digit sits in each unit, placeOf[unit * (size + 1) + digit], and all its cells.
    const placeOf = new Int32Array(unitCount * (size + 1));
    for (let unit = 0; unit < unitCount; unit++) {
      for (let i = 0; i < size; i++) {
        const cell = units[unit * size + i]!;
        placeOf[unit * (size + 1) + solution[cell]!] = cell;
      }
    }
    const cellsOf: number[][] = Array.from({ length: size + 1 }, () => []);
    for (let cell = 0; cell < cellCount; cell++) cellsOf[solution[cell]!]!.push(cell);
    // Linked groups by union-find over the cells of a and b: each unit links its a to its b.
    const group = new Int32Array(cellCount);
    const root = (cell: number): number => {
      while (group[cell] !== cell) cell = group[cell] = group[group[cell]!]!;
      return cell;
    };
    const members: number[][] = Array.from({ length: cellCount }, () => []);
    for (let a = 1; a < size; a++) {
      for (let b = a + 1; b <= size; b++) {
        const cells = [...cellsOf[a]!, ...cellsOf[b]!];
        for (const cell of cells) group[cell] = cell;
        for (let unit = 0; unit < unitCount; unit++) {
          const x = root(placeOf[unit * (size + 1) + a]!);
          const y = root(placeOf[unit * (size + 1) + b]!);
          if (x !== y) group[x] = y;
        }
        for (const cell of cells) members[root(cell)]!.push(cell);
        for (const cell of cells) {
          const linked = members[cell]!;
          if (linked.length > 0) {
            this.add(linked);
            members[cell] = [];
          }
        }
      }
    }
  }

  /**
   * The cycles of every two lines (rows, or columns) that share their boxes: lines `band` at a time
   * share them; cellAt(line, place) is the cell at that place along the line.
   */
  private linePairs(
    solution: readonly number[],
    band: number,
    cellAt: (line: number, place: number) => number,
  ): void {
    const { size } = this.tables;
    const placeOfDigit = new Int32Array(size + 1);
    const seen = new Uint8Array(size);
    for (let first = 0; first < size; first++) {
      for (let second = first + 1; second < first - (first % band) + band; second++) {
        for (let place = 0; place < size; place++) placeOfDigit[solution[cellAt(second, place)]!] = place;
        seen.fill(0);
        for (let start = 0; start < size; start++) {
          if (seen[start]) continue;
          const cells: number[] = [];
          for (let place = start; !seen[place]; place = placeOfDigit[solution[cellAt(first, place)]!]!) {
            seen[place] = 1;
            cells.push(cellAt(first, place), cellAt(second, place));
          }
          this.add(cells);
        }
      }
    }
  }
}
