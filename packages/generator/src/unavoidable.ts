import type { ShapeTables } from '@sudoku-lab/core';

/**
 * Glossary: an unavoidable set is a set of cells of a full board whose digits can be rearranged into
 * another full board; a puzzle with one solution keeps a clue in every one of them.
 *
 * The sets found here are those of two digits a and b: take the cells holding a or b, link two of them
 * when they share a unit, and each linked group can have its a and b swapped (every unit it touches
 * holds both its a and its b in the group, so the unit still holds each digit once). Cheap to find,
 * they include the smallest sets there are (four cells on two rows, two columns and two boxes), and
 * they let a removal that empties one be refused without a search.
 */
export class UnavoidableSets {
  /** For each cell, the sets it lies in: setsOfCell[cell] lists set ids. */
  private readonly setsOfCell: number[][];
  /** For each set, how many of its cells still hold a clue. */
  private readonly cluesLeft: number[] = [];
  /** The sets, each its cells ascending, with the two digits swapped in it. */
  readonly sets: { readonly cells: number[]; readonly digits: readonly [number, number] }[] = [];

  constructor(tables: ShapeTables, solution: readonly number[]) {
    const { size, cellCount, unitCount, units } = tables;
    this.setsOfCell = Array.from({ length: cellCount }, () => []);
    // Where each digit sits in each unit: placeOf[unit * (size + 1) + digit].
    const placeOf = new Int32Array(unitCount * (size + 1));
    for (let unit = 0; unit < unitCount; unit++) {
      for (let i = 0; i < size; i++) {
        const cell = units[unit * size + i]!;
        placeOf[unit * (size + 1) + solution[cell]!] = cell;
      }
    }
    const group = new Int32Array(cellCount);
    for (let a = 1; a < size; a++) {
      for (let b = a + 1; b <= size; b++) {
        // Linked groups by union-find over the cells of a and b: each unit links its a to its b.
        const cells: number[] = [];
        for (let cell = 0; cell < cellCount; cell++) {
          if (solution[cell] === a || solution[cell] === b) {
            cells.push(cell);
            group[cell] = cell;
          }
        }
        const root = (cell: number): number => {
          while (group[cell] !== cell) cell = group[cell] = group[group[cell]!]!;
          return cell;
        };
        for (let unit = 0; unit < unitCount; unit++) {
          const x = root(placeOf[unit * (size + 1) + a]!);
          const y = root(placeOf[unit * (size + 1) + b]!);
          if (x !== y) group[x] = y;
        }
        const ids = new Map<number, number>();
        for (const cell of cells) {
          const top = root(cell);
          let id = ids.get(top);
          if (id === undefined) {
            id = this.cluesLeft.push(0) - 1;
            this.sets.push({ cells: [], digits: [a, b] });
            ids.set(top, id);
          }
          this.cluesLeft[id]!++;
          this.sets[id]!.cells.push(cell);
          this.setsOfCell[cell]!.push(id);
        }
      }
    }
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
}
