import { cageSumReachable, type RuleTables, type SearchContext, type ShapeTables } from '@sudoku-lab/core';

/**
 * Knuth's Algorithm X on dancing links ("Dancing Links", 2000), his names kept.
 *
 *   exact cover  pick rows of a 0/1 matrix so that every column has a 1 in exactly one picked row.
 *   column       a constraint a solution meets exactly once: a cell holds a digit; a unit (a house: a row,
 *                a column, a box) holds digit d.
 *   row          a placement, digit d in a cell: it meets the cell's column and, for each unit the cell is
 *                in, that unit's column for d.
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
 */

/** The counter dlx adds to the common stats: rows tried. */
export type DlxCounter = 'nodes';

/** Sudoku as exact cover, for one shape: what each column and each row stands for. */
export interface ExactCoverMatrix {
  readonly size: number;
  readonly cellCount: number;
  readonly unitCount: number;
  /** The units each cell is in, as core's tables number them. */
  readonly unitsOfCell: readonly (readonly number[])[];
  /** cellCount cell columns, then a column per unit and digit: cellCount + unit * size + digit - 1. */
  readonly columns: number;
  /** A row per digit in a cell: the row of `digit` at `cell` is cell * size + digit - 1. */
  readonly rows: number;
  /** The columns each row meets: its cell's, then its units' for its digit, in the order of core's tables. */
  readonly columnsOfRow: readonly (readonly number[])[];
  readonly cellOfRow: readonly number[];
  readonly digitOfRow: readonly number[];
  /** For people: the cell a column's constraint is about (the cell, or the first cell of the unit). */
  readonly cellOfColumn: readonly number[];
  /**
   * A variant's extras (absent on a classic puzzle). The columns from `primary` on are secondary,
   * met at most once, never chosen: a digit in a cage or a small house, a digit in two cells a knight's
   * or king's move apart. `peersOf` rules a given's digit out of its peers' rows; `cages` are the sums.
   */
  readonly primary?: number;
  readonly peersOf?: readonly (readonly number[])[];
  readonly cages?: readonly { readonly cells: readonly number[]; readonly sum: number }[];
}

/**
 * The exact-cover matrix of a variant, from core's rule tables. Primary columns as for a classic
 * puzzle, over its units (rows, columns, regions, houses of size cells): each met exactly once. Then
 * secondary columns, met at most once: one per digit of each cage and small house (its digits differ),
 * and one per digit of each pair of cells a knight's or king's move apart under those rules.
 */
export function buildVariantMatrix(rules: RuleTables): ExactCoverMatrix {
  const { size, cellCount, unitCount, units, unitStart, cellUnits, peerStart, peers } = rules;
  const unitsOfCell = Array.from({ length: cellCount }, (_, cell) =>
    Array.from(cellUnits.subarray(unitStart[cell]!, unitStart[cell + 1]!)),
  );
  const peersOf = Array.from({ length: cellCount }, (_, cell) =>
    Array.from(peers.subarray(peerStart[cell]!, peerStart[cell + 1]!)),
  );
  const primary = cellCount + unitCount * size;
  // Each small group (a cage, a small house) and each pair that shares no unit or group: a secondary constraint.
  const groups: number[][] = [];
  for (let cage = 0; cage < rules.cageCount; cage++) {
    groups.push(Array.from(rules.cageCells.subarray(rules.cageStart[cage]!, rules.cageStart[cage + 1]!)));
  }
  const together = (a: number, b: number) =>
    unitsOfCell[a]!.some((unit) => unitsOfCell[b]!.includes(unit)) ||
    groups.some((cells) => cells.includes(a) && cells.includes(b));
  const pairs: number[][] = [];
  for (let a = 0; a < cellCount; a++)
    for (const b of peersOf[a]!) if (a < b && !together(a, b)) pairs.push([a, b]);
  const secondary = [...groups, ...pairs];
  const groupsOf = Array.from({ length: cellCount }, () => [] as number[]);
  secondary.forEach((cells, group) => {
    for (const cell of cells) groupsOf[cell]!.push(group);
  });
  const cellOfColumn = Array.from({ length: primary + secondary.length * size }, (_, column) =>
    column < cellCount
      ? column
      : column < primary
        ? units[Math.floor((column - cellCount) / size) * size]!
        : secondary[Math.floor((column - primary) / size)]![0]!,
  );
  const cages: { cells: number[]; sum: number }[] = [];
  for (let cage = 0; cage < rules.cageCount; cage++) {
    if (rules.cageSum[cage]! > 0) cages.push({ cells: groups[cage]!, sum: rules.cageSum[cage]! });
  }
  return {
    ...placementMatrix(size, unitCount, unitsOfCell, cellOfColumn, primary, groupsOf),
    primary,
    peersOf,
    cages,
  };
}

/**
 * The matrix with a row a placement (cell by cell, digit by digit): the row of `digit` at `cell` meets
 * the cell's column, the digit's column in each of the cell's units, and, for a variant, the digit's
 * secondary column in each of the cell's groups (`groupsOf[cell]`, columns from `primary` on).
 */
function placementMatrix(
  size: number,
  unitCount: number,
  unitsOfCell: readonly (readonly number[])[],
  cellOfColumn: readonly number[],
  primary = 0,
  groupsOf?: readonly (readonly number[])[],
): ExactCoverMatrix {
  const cellCount = unitsOfCell.length;
  const columnsOfRow: number[][] = [];
  const cellOfRow: number[] = [];
  const digitOfRow: number[] = [];
  for (let cell = 0; cell < cellCount; cell++) {
    for (let digit = 1; digit <= size; digit++) {
      columnsOfRow.push([
        cell,
        ...unitsOfCell[cell]!.map((unit) => cellCount + unit * size + digit - 1),
        ...(groupsOf?.[cell] ?? []).map((group) => primary + group * size + digit - 1),
      ]);
      cellOfRow.push(cell);
      digitOfRow.push(digit);
    }
  }
  return {
    size,
    cellCount,
    unitCount,
    unitsOfCell,
    columns: cellOfColumn.length,
    rows: columnsOfRow.length,
    columnsOfRow,
    cellOfRow,
    digitOfRow,
    cellOfColumn,
  };
}

/** The units each cell is in, from core's tables: unitsOfCell(tables)[cell], ascending. */
function unitsOfCells(tables: ShapeTables): number[][] {
  const { size, cellCount, unitCount, units } = tables;
  const unitsOfCell = Array.from({ length: cellCount }, () => [] as number[]);
  for (let unit = 0; unit < unitCount; unit++) {
    for (const cell of units.subarray(unit * size, unit * size + size)) unitsOfCell[cell]!.push(unit);
  }
  return unitsOfCell;
}

/** The columns of the placement of `digit` (1..size) at `cell`: its cell's, then one for each unit the cell is in. */
export function columnsOf(tables: ShapeTables, cell: number, digit: number): number[] {
  return buildMatrix(tables).columnsOfRow[cell * tables.size + digit - 1]!.slice();
}

/** The exact-cover matrix of a shape, from its units as core's tables list them. */
export function buildMatrix(tables: ShapeTables): ExactCoverMatrix {
  const { size, cellCount, unitCount, units } = tables;
  const unitsOfCell = unitsOfCells(tables);
  const cellOfColumn = Array.from({ length: cellCount + unitCount * size }, (_, column) =>
    column < cellCount ? column : units[Math.floor((column - cellCount) / size) * size]!,
  );
  return placementMatrix(size, unitCount, unitsOfCell, cellOfColumn);
}

/** A solve's view of the links: run one puzzle, then let go of it. */
export interface DancingLinks {
  /** Solves the context's puzzle: each solution goes to context.foundSolution, until it says stop. */
  run(context: SearchContext<DlxCounter>): void;
  /** Lets go of the solve that ran, its callback and puzzle, however it ended. */
  forget(): void;
}

/**
 * The links of one shape's matrix, and Algorithm X over them. Kept between solves (core's Lease lends
 * them to one solve at a time); each solve links the matrix its puzzle leaves, as if the givens' rows
 * had been picked: the columns no given meets, and the rows of the digits no given rules out.
 */
export function dancingLinks(matrix: ExactCoverMatrix): DancingLinks {
  const { size, cellCount, unitCount, unitsOfCell, columns, columnsOfRow, cellOfRow, digitOfRow } = matrix;
  const { cellOfColumn, peersOf, cages } = matrix;
  const primary = matrix.primary ?? columns;
  /** Each cage's total so far, its digits (a mask) and its empty cells left; the cages of each cell. */
  const cageTotal = new Int32Array(cages?.length ?? 0);
  const cageUsed = new Int32Array(cages?.length ?? 0);
  const cageOpen = new Int32Array(cages?.length ?? 0);
  const cagesOf = Array.from({ length: cellCount }, () => [] as number[]);
  cages?.forEach((cage, k) => {
    for (const cell of cage.cells) cagesOf[cell]!.push(k);
  });

  /** The cages' totals as the givens leave them. */
  function startSums(givens: readonly number[]): void {
    cages!.forEach((cage, k) => {
      cageTotal[k] = cageUsed[k] = cageOpen[k] = 0;
      for (const cell of cage.cells) {
        if (givens[cell] === 0) cageOpen[k]!++;
        else {
          cageTotal[k]! += givens[cell]!;
          cageUsed[k]! |= 1 << (givens[cell]! - 1);
        }
      }
    });
  }

  /** The digits an empty cell may take by its cages' sums: the prefilter of its rows. */
  function sumsAllow(cell: number): number {
    let allowed = (1 << size) - 1;
    for (const k of cagesOf[cell]!) {
      for (let digit = 1; digit <= size; digit++) {
        const bit = 1 << (digit - 1);
        const rest = cages![k]!.sum - cageTotal[k]! - digit;
        if ((cageUsed[k]! & bit) !== 0 || !cageSumReachable(rest, cageOpen[k]! - 1, cageUsed[k]! | bit, size))
          allowed &= ~bit;
      }
    }
    return allowed;
  }

  /**
   * Writes (sign 1) or takes back (sign -1) a digit in the cages of a cell; on writing, whether every
   * one of them can still reach its sum: the sums' own constraint, checked at each placement.
   */
  function sumsAfter(cell: number, digit: number, sign: 1 | -1): boolean {
    let ok = true;
    for (const k of cagesOf[cell]!) {
      cageTotal[k]! += sign * digit;
      cageUsed[k]! ^= 1 << (digit - 1);
      cageOpen[k]! -= sign;
      if (sign === 1 && !cageSumReachable(cages![k]!.sum - cageTotal[k]!, cageOpen[k]!, cageUsed[k]!, size))
        ok = false;
    }
    return ok;
  }
  const nodes = 1 + columns + columnsOfRow.reduce((sum, meets) => sum + meets.length, 0);
  if (nodes > 0xffff) throw new RangeError(`dlx: ${nodes} nodes are more than 16-bit links can number`);
  /**
   * The root: node 0. Column c's header is node c + 1; the row nodes follow the headers. Sixteen bits
   * number the nodes of every shape core knows.
   */
  const h = 0;
  const L = new Uint16Array(nodes);
  const R = new Uint16Array(nodes);
  const U = new Uint16Array(nodes);
  const D = new Uint16Array(nodes);
  const C = new Uint16Array(nodes);
  const S = new Int32Array(1 + columns);
  /** The matrix row of each row node. */
  const rowOf = new Int32Array(nodes);
  /** The board: the givens, then the digit of the row picked last at each cell. */
  const board = new Array<number>(cellCount).fill(0);
  /** The digits the givens hold in each unit (bit d - 1 for digit d), while linking. */
  const held = new Int32Array(unitCount);
  let context: SearchContext<DlxCounter> = undefined!;

  /**
   * Links the matrix the givens leave: the header list holds the columns no given meets (the empty
   * cells', then each unit's for the digits its givens lack), and each column, in row order, the rows
   * of the digits no given rules out.
   */
  function link(givens: readonly number[]): void {
    held.fill(0);
    for (let cell = 0; cell < cellCount; cell++) {
      board[cell] = givens[cell]!;
      if (givens[cell] !== 0) for (const unit of unitsOfCell[cell]!) held[unit]! |= 1 << (givens[cell]! - 1);
    }
    L[h] = R[h] = h;
    for (let cell = 0; cell < cellCount; cell++) if (givens[cell] === 0) appendColumn(cell);
    for (let unit = 0; unit < unitCount; unit++) {
      for (let digit = 0; digit < size; digit++) {
        if ((held[unit]! & (1 << digit)) === 0) appendColumn(cellCount + unit * size + digit);
      }
    }
    // A variant's secondary columns: linked, but out of the header list (never chosen, met at most once).
    for (let column = primary; column < columns; column++) {
      const c = column + 1;
      L[c] = R[c] = U[c] = D[c] = C[c] = c;
      S[c] = 0;
    }
    if (cages !== undefined) startSums(givens);
    let x = columns + 1;
    for (let cell = 0; cell < cellCount; cell++) {
      if (givens[cell] !== 0) continue;
      let taken = 0;
      for (const unit of unitsOfCell[cell]!) taken |= held[unit]!;
      if (peersOf !== undefined) {
        for (const peer of peersOf[cell]!) if (givens[peer] !== 0) taken |= 1 << (givens[peer]! - 1);
        if (cages !== undefined) taken |= ~sumsAllow(cell) & ((1 << size) - 1);
      }
      for (let digit = 0; digit < size; digit++) {
        if ((taken & (1 << digit)) === 0) x = appendRow(cell * size + digit, x);
      }
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
    const meets = columnsOfRow[row]!;
    for (let k = 0; k < meets.length; k++, x++) {
      const c = meets[k]! + 1;
      L[x] = k === 0 ? x + meets.length - 1 : x - 1;
      R[x] = k === meets.length - 1 ? x - k : x + 1;
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
      context.trace?.({ type: 'contradiction', cell: cellOfColumn[c - 1]! });
      return false;
    }
    const choice = S[c]! > 1;
    cover(c);
    let done = false;
    for (let r = D[c]!; r !== c && !done; r = D[r]!) {
      place(r, c, choice);
      for (let j = R[r]!; j !== r; j = R[j]!) cover(C[j]!);
      if (cages === undefined) done = search();
      else {
        const row = rowOf[r]!;
        if (sumsAfter(cellOfRow[row]!, digitOfRow[row]!, 1)) done = search();
        sumsAfter(cellOfRow[row]!, digitOfRow[row]!, -1);
      }
      for (let j = L[r]!; j !== r; j = L[j]!) uncover(C[j]!);
      if (!done && choice) backtrack();
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

  /** Row r of column c tried: a placement, a node, a guess when c had other rows; the board and the trace. */
  function place(r: number, c: number, choice: boolean): void {
    const row = rowOf[r]!;
    const cell = cellOfRow[row]!;
    const digit = digitOfRow[row]!;
    context.countPlacement();
    context.counters.nodes++;
    board[cell] = digit;
    if (choice) context.counters.guesses++;
    if (context.trace === undefined) return;
    if (choice) context.trace({ type: 'guess', cell });
    // Forced by a cell's column (one candidate left) or by a unit's (one place left for the digit).
    const reason = choice ? 'guess' : c - 1 < cellCount ? 'single' : 'hidden';
    context.trace({ type: 'place', cell, digit, reason });
  }

  function backtrack(): void {
    context.counters.backtracks++;
    context.trace?.({ type: 'backtrack' });
  }

  return {
    run(solve) {
      context = solve;
      link(solve.puzzle.cells);
      search();
    },
    forget() {
      context = undefined!;
    },
  };
}
