import { bitCount, type ShapeTables } from '@sudoku-lab/core';

/** The most cells an unavoidable set is kept with. */
export const LARGEST = 8;

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
 *   digits there (each row keeps its digits, each column and box keeps its own).
 *
 * Each kind splits the cells it looks at into sets, so every cell lies in at most one set a digit
 * other than its own and one a line that shares its band or stack. Only sets of at most LARGEST cells
 * are kept: a larger one seldom loses its last clue before a small one does, and the count settles
 * the removals it would have (a set refuses only removals that let in a second solution), so the
 * puzzles are the same and the carve quicker. The tables are flat and made once per shape; load()
 * fills them for a board without allocating, as a carve per board needs.
 */
export class UnavoidableSets {
  /** How many sets can hold a cell: cell c's are setsOfCell[c * degree ...], filled[c] of them. */
  private readonly degree: number;
  /** The cells of set s: cellsOfSet[setStart[s] .. setStart[s + 1]). */
  private readonly cellsOfSet: Int32Array;
  private readonly setStart: Int32Array;
  private count = 0;
  /** Cell c's sets: setsOfCell[c * degree ...], filled up to filled[c]. */
  private readonly setsOfCell: Int32Array;
  private readonly filled: Int32Array;
  /** For each set, how many of its cells still hold a clue. */
  private readonly cluesLeft: Int32Array;
  /** Where each digit sits in each unit: placeOf[unit * (size + 1) + digit]; rowOfDigit, the row of that cell. */
  private readonly placeOf: Int32Array;
  private readonly rowOfDigit: Int32Array;
  /** Scratch: the rows each row is linked to, a bit a row (digit pairs), and the places seen along two lines. */
  private readonly links: Int32Array;
  private readonly placeOfDigit: Int32Array;
  private readonly seen: Uint8Array;

  constructor(private readonly tables: ShapeTables) {
    const { size, cellCount, unitCount, shape } = tables;
    const pairs = (size * (size - 1)) / 2;
    const linePairs = (size * (shape.boxHeight - 1 + shape.boxWidth - 1)) / 2;
    this.degree = size - 1 + shape.boxHeight - 1 + shape.boxWidth - 1;
    // Each pair of digits or of lines splits 2 * size cells into sets of two cells or more.
    this.cellsOfSet = new Int32Array((pairs + linePairs) * 2 * size);
    this.setStart = new Int32Array((pairs + linePairs) * size + 1);
    this.cluesLeft = new Int32Array((pairs + linePairs) * size);
    this.setsOfCell = new Int32Array(cellCount * this.degree);
    this.filled = new Int32Array(cellCount);
    this.placeOf = new Int32Array(unitCount * (size + 1));
    this.rowOfDigit = new Int32Array(unitCount * (size + 1));
    this.links = new Int32Array(size);
    this.placeOfDigit = new Int32Array(size + 1);
    this.seen = new Uint8Array(size);
  }

  /** Finds the sets of a full board, every cell a clue; returns this. */
  load(solution: ArrayLike<number>): this {
    const { size, unitCount, units, shape, rowOf } = this.tables;
    this.count = 0;
    this.filled.fill(0);
    for (let unit = 0; unit < unitCount; unit++) {
      for (let i = 0; i < size; i++) {
        const cell = units[unit * size + i]!;
        this.placeOf[unit * (size + 1) + solution[cell]!] = cell;
        this.rowOfDigit[unit * (size + 1) + solution[cell]!] = rowOf[cell]!;
      }
    }
    this.digitPairs();
    this.linePairs(solution, shape.boxHeight, (line, place) => line * size + place);
    this.linePairs(solution, shape.boxWidth, (line, place) => place * size + line);
    return this;
  }

  /** The sets found, each a list of cells (for tests and tools; the carve reads the flat tables). */
  get sets(): number[][] {
    return Array.from({ length: this.count }, (_, s) =>
      Array.from(this.cellsOfSet.subarray(this.setStart[s]!, this.setStart[s + 1]!)),
    );
  }

  /** Takes the cell's clue out of its sets; false when one of them is left with no clue. */
  remove(cell: number): boolean {
    let avoided = true;
    for (let i = cell * this.degree, end = i + this.filled[cell]!; i < end; i++)
      if (--this.cluesLeft[this.setsOfCell[i]!]! === 0) avoided = false;
    return avoided;
  }

  restore(cell: number): void {
    for (let i = cell * this.degree, end = i + this.filled[cell]!; i < end; i++)
      this.cluesLeft[this.setsOfCell[i]!]!++;
  }

  /** Opens a set, whose cells push() adds until the next open or the end of load(). */
  private open(): void {
    this.setStart[this.count + 1] = this.setStart[this.count]!;
    this.cluesLeft[this.count] = 0;
    this.count++;
  }

  private push(cell: number): void {
    const id = this.count - 1;
    this.cellsOfSet[this.setStart[this.count]!++] = cell;
    this.cluesLeft[id]!++;
    this.setsOfCell[cell * this.degree + this.filled[cell]!++] = id;
  }

  /**
   * The linked groups of each two digits a and b. A row holds one a and one b, which its link joins,
   * so a group is a set of rows: the rows of the a and the b of every column and box are linked (a bit
   * a row, at most 16 of them), and each group grows from its first row along the links.
   */
  private digitPairs(): void {
    const { size } = this.tables;
    const { placeOf, rowOfDigit, links } = this;
    const stride = size + 1;
    const allRows = (1 << size) - 1;
    for (let a = 1; a < size; a++) {
      for (let b = a + 1; b <= size; b++) {
        links.fill(0);
        for (let unit = size; unit < 3 * size; unit++) {
          const x = rowOfDigit[unit * stride + a]!;
          const y = rowOfDigit[unit * stride + b]!;
          links[x] = links[x]! | (1 << y);
          links[y] = links[y]! | (1 << x);
        }
        for (let left = allRows; left !== 0; ) {
          let group = left & -left;
          for (let grow = group; grow !== 0; ) {
            const row = grow & -grow;
            grow ^= row;
            const reached = links[31 - Math.clz32(row)]! & ~group;
            group |= reached;
            grow |= reached;
          }
          left &= ~group;
          if (2 * bitCount(group) > LARGEST) continue;
          this.open();
          for (let rows = group; rows !== 0; rows &= rows - 1) {
            const row = 31 - Math.clz32(rows & -rows);
            this.push(placeOf[row * stride + a]!);
            this.push(placeOf[row * stride + b]!);
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
    solution: ArrayLike<number>,
    band: number,
    cellAt: (line: number, place: number) => number,
  ): void {
    const { size } = this.tables;
    const { placeOfDigit, seen } = this;
    for (let first = 0; first < size; first++) {
      for (let second = first + 1; second < first - (first % band) + band; second++) {
        for (let place = 0; place < size; place++) placeOfDigit[solution[cellAt(second, place)]!] = place;
        seen.fill(0);
        for (let start = 0; start < size; start++) {
          if (seen[start]) continue;
          // The cycle's length first: a long one is not kept.
          let length = 0;
          for (let place = start; !seen[place]; place = placeOfDigit[solution[cellAt(first, place)]!]!) {
            seen[place] = 1;
            length++;
          }
          if (2 * length > LARGEST) continue;
          this.open();
          for (
            let place = start, k = 0;
            k < length;
            k++, place = placeOfDigit[solution[cellAt(first, place)]!]!
          ) {
            this.push(cellAt(first, place));
            this.push(cellAt(second, place));
          }
        }
      }
    }
  }
}
