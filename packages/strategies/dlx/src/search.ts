import { admits, type RuleTables, type SearchContext } from '@sudoku-lab/core';

/**
 * Knuth's Algorithm X on dancing links ("Dancing Links", 2000), his names kept.
 *
 *   exact cover  pick rows of a 0/1 matrix so that every column has a 1 in exactly one picked row.
 *   column       a constraint a solution meets exactly once: a cell holds a digit; a unit (a row, a column,
 *                a box, or any group of size cells the constraints list: a jigsaw region, a diagonal) holds d.
 *   row          a placement, digit d in a cell: it meets the cell's column and, for each unit the cell is
 *                in, that unit's column for d. Row r is digit r % size + 1 in cell r / size.
 *   node         a 1 of the matrix, in two circular lists: up/down (U, D) through its column, left/right
 *                (L, R) through its row. C[x] is the header of x's column.
 *   header       a column's own node, at the head of its list; the headers of the columns left to meet
 *                are in a left/right list of their own, through the root h.
 *   S[c]         how many rows column c holds now.
 *
 * Algorithm X: if no column is left, the picked rows are a solution. Otherwise choose a column c, cover
 * it, and for each row r of c: pick r (cover the other columns r meets), search on, then put r back
 * (uncover them, in the reverse order); uncover c. Covering a column takes it out of the header list
 * and every row that meets it out of the other columns, so what is left is the matrix of what is left.
 * Taking a node out of a list leaves the node's own links as they were, so putting it back, in the
 * reverse order, undoes it exactly: the links dance.
 *
 * Rules that are not exact cover (a cage's sum, a knight's move) are core's: before a row is picked,
 * `admits` is asked whether its digit may go in its cell now; a row it refuses is passed over.
 */

/** The counter dlx adds to the common stats: rows tried. */
export type DlxCounter = 'nodes';

/** The columns row `row` meets: its cell's, then its units' for its digit, in the order of the constraints. */
export function columnsOf(constraints: RuleTables, row: number): number[] {
  const { size, cellCount, unitStart, cellUnits } = constraints;
  const cell = Math.floor(row / size);
  const units = cellUnits.subarray(unitStart[cell], unitStart[cell + 1]);
  return [cell, ...Array.from(units, (unit) => cellCount + unit * size + (row % size))];
}

/**
 * The links of one puzzle's matrix, and Algorithm X over them, kept between solves (see solver.ts).
 * Each solve links the matrix its givens leave, as if their rows had been picked: the columns no given
 * meets, and the rows of the digits no given rules out in a unit.
 */
export function dancingLinks(constraints: RuleTables) {
  const { size, cellCount, unitCount, units, unitStart, cellUnits } = constraints;
  const columns = cellCount + unitCount * size;
  const meets = Array.from({ length: cellCount * size }, (_, row) => columnsOf(constraints, row));
  const nodes = 1 + columns + meets.reduce((sum, row) => sum + row.length, 0);
  if (nodes > 0xffff) throw new RangeError(`dlx: ${nodes} nodes are more than 16-bit links can number`);
  /** The root: node 0. Column c's header is node c + 1; the row nodes follow the headers. */
  const h = 0;
  const L = new Uint16Array(nodes);
  const R = new Uint16Array(nodes);
  const U = new Uint16Array(nodes);
  const D = new Uint16Array(nodes);
  const C = new Uint16Array(nodes);
  const S = new Int32Array(1 + columns);
  const rowOf = new Int32Array(nodes); // the matrix row of each row node
  /** The givens, and the digit of each row picked now. */
  const board = new Int32Array(cellCount);
  /** The digits the givens hold in each unit (bit d - 1 for digit d), while linking. */
  const held = new Int32Array(unitCount);
  let context: SearchContext<DlxCounter> = undefined!;

  function link(givens: readonly number[]): void {
    held.fill(0);
    for (let cell = 0; cell < cellCount; cell++) {
      board[cell] = givens[cell]!;
      const bit = (1 << givens[cell]!) >> 1; // none for an empty cell
      for (let k = unitStart[cell]!; k < unitStart[cell + 1]!; k++) held[cellUnits[k]!]! |= bit;
    }
    L[h] = R[h] = h;
    for (let cell = 0; cell < cellCount; cell++) if (givens[cell] === 0) appendColumn(cell);
    for (let k = 0; k < unitCount * size; k++) {
      if ((held[Math.floor(k / size)]! & (1 << (k % size))) === 0) appendColumn(cellCount + k);
    }
    let x = columns + 1;
    for (let cell = 0; cell < cellCount; cell++) {
      if (givens[cell] !== 0) continue;
      let taken = 0;
      for (let k = unitStart[cell]!; k < unitStart[cell + 1]!; k++) taken |= held[cellUnits[k]!]!;
      for (let d = 0; d < size; d++) if ((taken & (1 << d)) === 0) x = appendRow(cell * size + d, x);
    }
  }

  /** Column `column`, empty, at the end of the header list. */
  function appendColumn(column: number): void {
    const c = column + 1;
    L[c] = L[h]!;
    R[c] = h;
    R[L[h]!] = c;
    L[h] = c;
    U[c] = D[c] = C[c] = c;
    S[c] = 0;
  }

  /** Matrix row `row` as nodes x, x + 1, ..., left to right, each at the foot of its column; returns the next free node. */
  function appendRow(row: number, x: number): number {
    const columnsMet = meets[row]!;
    const last = columnsMet.length - 1;
    for (let k = 0; k <= last; k++, x++) {
      const c = columnsMet[k]! + 1;
      L[x] = k === 0 ? x + last : x - 1;
      R[x] = k === last ? x - last : x + 1;
      U[x] = U[c]!;
      D[x] = c;
      D[U[c]!] = x;
      U[c] = x;
      C[x] = c;
      S[c]!++;
      rowOf[x] = row;
    }
    return x;
  }

  /** Algorithm X: true when the context has all the solutions it asked for. */
  function search(): boolean {
    const c = chooseColumn();
    if (c === h) return context.foundSolution(board);
    if (S[c] === 0) {
      context.trace?.({ type: 'contradiction', cell: cellOfColumn(c - 1) });
      return false;
    }
    const choice = S[c]! > 1;
    cover(c);
    let done = false;
    for (let r = D[c]!; r !== c && !done; r = D[r]!) {
      if (!place(r, c, choice)) continue;
      for (let j = R[r]!; j !== r; j = R[j]!) cover(C[j]!);
      done = search();
      for (let j = L[r]!; j !== r; j = L[j]!) uncover(C[j]!);
      board[Math.floor(rowOf[r]! / size)] = 0;
      if (done || !choice) continue;
      context.counters.backtracks++;
      context.trace?.({ type: 'backtrack' });
    }
    uncover(c);
    return done;
  }

  /**
   * Knuth's S heuristic: the column with the fewest rows, where a wrong pick is found out soonest. A
   * column with one row (its constraint can be met one way only) or none (not at all) ends the scan.
   */
  function chooseColumn(): number {
    let best = h;
    let fewest = Infinity;
    for (let c = R[h]!; c !== h; c = R[c]!) {
      if (S[c]! < fewest) {
        best = c;
        fewest = S[c]!;
        if (fewest <= 1) break;
      }
    }
    return best;
  }

  /** Takes column c out of the header list, and every row meeting c out of the other columns. */
  function cover(c: number): void {
    R[L[c]!] = R[c]!;
    L[R[c]!] = L[c]!;
    for (let i = D[c]!; i !== c; i = D[i]!) {
      for (let j = R[i]!; j !== i; j = R[j]!) {
        D[U[j]!] = D[j]!;
        U[D[j]!] = U[j]!;
        S[C[j]!]!--;
      }
    }
  }

  /** Undoes cover(c), in the reverse order. */
  function uncover(c: number): void {
    for (let i = U[c]!; i !== c; i = U[i]!) {
      for (let j = L[i]!; j !== i; j = L[j]!) {
        S[C[j]!]!++;
        D[U[j]!] = j;
        U[D[j]!] = j;
      }
    }
    R[L[c]!] = c;
    L[R[c]!] = c;
  }

  /**
   * Row r of column c picked, if core admits its digit in its cell: a placement, a node, a guess when c
   * had other rows; written on the board and traced. False, and nothing counted, when core refuses it.
   */
  function place(r: number, c: number, choice: boolean): boolean {
    const cell = Math.floor(rowOf[r]! / size);
    const digit = (rowOf[r]! % size) + 1;
    if (!admits(constraints, board, cell, digit)) return false;
    context.countPlacement();
    context.counters.nodes++;
    board[cell] = digit;
    if (choice) context.counters.guesses++;
    if (context.trace === undefined) return true;
    if (choice) context.trace({ type: 'guess', cell });
    // Forced by a cell's column (one candidate left) or by a unit's (one place left for the digit).
    const reason = choice ? 'guess' : c - 1 < cellCount ? 'single' : 'hidden';
    context.trace({ type: 'place', cell, digit, reason });
    return true;
  }

  /** For people: the cell a column's constraint is about (its cell, or its unit's first). */
  function cellOfColumn(column: number): number {
    return column < cellCount ? column : units[Math.floor((column - cellCount) / size) * size]!;
  }

  return {
    /** Solves the context's puzzle: each solution goes to context.foundSolution, until it says stop. */
    run(solve: SearchContext<DlxCounter>): void {
      context = solve;
      link(solve.puzzle.cells);
      search();
    },
    /** Lets go of the solve that ran, its callback and puzzle, however it ended. */
    forget(): void {
      context = undefined!;
    },
  };
}
