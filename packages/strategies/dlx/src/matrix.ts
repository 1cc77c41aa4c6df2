import type { Shape, ShapeTables } from '@sudoku-lab/core';

// Glossary. Exact cover: pick rows of a 0/1 matrix so that each column has a 1 in exactly one picked row.
// Sudoku is exact cover: a row is a placement (a digit in a cell), a column a constraint every solution
// meets once: a cell holds a digit; a unit (a row, a column or a box of the grid) holds a given digit. So
// a row has four 1s, and a column, before any given, `size` of them (size digits a cell may hold, size
// cells a unit may hold a digit in).
//
// Dancing links keep the matrix as circular doubly linked lists of its 1s, a node each: up/down through a
// column, which starts at a header node; the headers of the columns left to meet in a list of their own.
// Unlinking a node leaves its own links as they were, so linking it back undoes the unlinking exactly:
// Knuth's "dancing". A row's four nodes never change, so they are four consecutive numbers: the row of a
// node is its number divided by four, and its neighbours in the row are found by arithmetic, not links.

/**
 * A shape's matrix, built once: which column each node is in, which placement each row is. A solve links
 * the nodes from it (DancingLinks.reset).
 */
export interface ExactCoverMatrix {
  readonly shape: Shape;
  /**
   * 4 x cellCount: a cell's columns, then a unit's digits, unit after unit as core's tables number the
   * units (rows, columns, boxes): column cellCount + unit x size + digit - 1.
   */
  readonly columns: number;
  /** cellCount x size: the row of `digit` at `cell` is cell * size + digit - 1. */
  readonly rows: number;
  /** The column of each row node (node = 4 x row + 0..3). */
  readonly columnOf: Uint16Array;
  /** The cell and the digit each row places. */
  readonly cellOfRow: Int32Array;
  readonly digitOfRow: Uint8Array;
  /** Each column's constraint for people: 0 a cell's, 1 a row's, 2 a column's, 3 a box's digit. */
  readonly kindOf: Uint8Array;
  /** For each column, a cell its constraint is about: the cell, or the first cell of the unit. */
  readonly cellOfColumn: Int32Array;
}

/** The kind of a cell's column (a cell holds a digit); the others are a unit's. */
export const CELL_KIND = 0;

/** The four columns of the placement of `digit` (1..size) at `cell`. */
export function columnsOf(
  tables: ShapeTables,
  cell: number,
  digit: number,
): [number, number, number, number] {
  const { size, cellCount, rowOf, columnOf, boxOf } = tables;
  const d = digit - 1;
  return [
    cell,
    cellCount + rowOf[cell]! * size + d,
    2 * cellCount + columnOf[cell]! * size + d,
    3 * cellCount + boxOf[cell]! * size + d,
  ];
}

export function buildMatrix(tables: ShapeTables): ExactCoverMatrix {
  const { shape, size, cellCount, units } = tables;
  const columns = 4 * cellCount;
  const rows = cellCount * size;
  const columnOf = new Uint16Array(4 * rows);
  const cellOfRow = new Int32Array(rows);
  const digitOfRow = new Uint8Array(rows);
  for (let cell = 0; cell < cellCount; cell++) {
    for (let digit = 1; digit <= size; digit++) {
      const row = cell * size + digit - 1;
      cellOfRow[row] = cell;
      digitOfRow[row] = digit;
      columnsOf(tables, cell, digit).forEach((column, k) => {
        columnOf[4 * row + k] = column;
      });
    }
  }
  const kindOf = new Uint8Array(columns);
  const cellOfColumn = new Int32Array(columns);
  for (let column = 0; column < columns; column++) {
    const kind = Math.floor(column / cellCount);
    const index = column % cellCount;
    // Units are numbered as core's tables number them: rows, then columns, then boxes.
    const unit = (kind - 1) * size + Math.floor(index / size);
    kindOf[column] = kind;
    cellOfColumn[column] = kind === CELL_KIND ? column : units[unit * size]!;
  }
  return { shape, columns, rows, columnOf, cellOfRow, digitOfRow, kindOf, cellOfColumn };
}
