import type { SearchContext } from '@sudoku-lab/core';

/**
 * The textbook backtracker (LeetCode 37): fill the empty cells in row-major order; at each, try the
 * digits that fit in ascending order, go on to the next cell, and erase the digit when the rest fails.
 * No candidate ordering and no propagation, so its search tree, its placements and its backtracks are
 * the textbook's. The one change is how "does this digit fit" is answered: each row, column and box
 * keeps the digits it holds as a mask (bit d-1 for digit d), so the digits that fit a cell are three
 * lookups and an OR, where the textbook scans the cell's row, column and box for every digit.
 */
export function searchInOrder(context: SearchContext): void {
  const { puzzle, tables, trace, counters } = context;
  const { cellCount, size, unitCount, unitsOfCell } = tables;
  const all = (1 << size) - 1;
  const cells = Uint8Array.from(puzzle.cells);
  // The digits each unit holds: core's tables number the rows first, then the columns, then the boxes.
  const used = new Int32Array(unitCount);
  const empties: number[] = [];
  for (let cell = 0; cell < cellCount; cell++) {
    if (cells[cell] === 0) empties.push(cell);
    else for (let k = 0; k < 3; k++) used[unitsOfCell[3 * cell + k]!]! |= 1 << (cells[cell]! - 1);
  }

  /** Fills the empty cells from the `at`-th on; true when the search should stop. */
  function fill(at: number): boolean {
    if (at === empties.length) return context.foundSolution(cells);
    const cell = empties[at]!;
    const row = unitsOfCell[3 * cell]!;
    const column = unitsOfCell[3 * cell + 1]!;
    const box = unitsOfCell[3 * cell + 2]!;
    const fits = all & ~(used[row]! | used[column]! | used[box]!);
    if (fits === 0) trace?.({ type: 'contradiction', cell });
    for (let untried = fits; untried !== 0; untried &= untried - 1) {
      const bit = untried & -untried;
      const digit = 32 - Math.clz32(bit);
      context.countPlacement();
      // A guess when another digit also fitted the cell; a forced try is not one.
      if (bit !== fits) counters.guesses++;
      if (trace !== undefined) {
        // Every try opens with a guess event: the replay saves the board there, to return to at the backtrack.
        trace({ type: 'guess', cell });
        trace({ type: 'place', cell, digit, reason: 'try' });
      }
      cells[cell] = digit;
      used[row]! ^= bit;
      used[column]! ^= bit;
      used[box]! ^= bit;
      if (fill(at + 1)) return true;
      used[row]! ^= bit;
      used[column]! ^= bit;
      used[box]! ^= bit;
      cells[cell] = 0;
      counters.backtracks++;
      trace?.({ type: 'backtrack' });
    }
    return false;
  }

  fill(0);
}

/**
 * The same textbook search on a variant: empty cells in row-major order, digits ascending, a digit
 * goes in when no peer holds it, where the peers are core's rule tables' (rows, columns, regions,
 * houses, cages, and the cells a knight's or king's move away under those rules), and a cage with a
 * sum takes it while its digits stay at or under the sum, and add up to it exactly at its last cell.
 * The digits that fit are an OR over the peers (twenty on a classic board, up to about thirty here):
 * the textbook's scan of the cell's groups, as a mask.
 */
export function searchVariantInOrder(context: SearchContext): void {
  const { puzzle, trace, counters } = context;
  const { cellCount, size, peerStart, peers, cellCageStart, cellCages, cageSum, cageStart, cageCells } =
    context.rules!;
  const all = (1 << size) - 1;
  const cells = Uint8Array.from(puzzle.cells);
  const empties: number[] = [];
  for (let cell = 0; cell < cellCount; cell++) if (cells[cell] === 0) empties.push(cell);
  // Each cage's total so far and its empty cells left, kept as digits go in and out.
  const total = new Int32Array(cageSum.length);
  const open = new Int32Array(cageSum.length);
  for (let cage = 0; cage < cageSum.length; cage++) {
    for (let k = cageStart[cage]!; k < cageStart[cage + 1]!; k++) {
      const digit = cells[cageCells[k]!]!;
      total[cage]! += digit;
      if (digit === 0) open[cage]!++;
    }
  }

  /** The digits that fit `cell`: none a peer holds, none that breaks a cage's sum. */
  function fitting(cell: number): number {
    let held = 0;
    for (let k = peerStart[cell]!; k < peerStart[cell + 1]!; k++) {
      const digit = cells[peers[k]!]!;
      if (digit !== 0) held |= 1 << (digit - 1);
    }
    let fits = all & ~held;
    for (let k = cellCageStart[cell]!; k < cellCageStart[cell + 1]! && fits !== 0; k++) {
      const cage = cellCages[k]!;
      const sum = cageSum[cage]!;
      if (sum === 0) continue;
      const room = sum - total[cage]!;
      if (open[cage] === 1) fits &= room >= 1 && room <= size ? 1 << (room - 1) : 0;
      else fits &= room >= size ? all : (1 << Math.max(0, room - 1)) - 1;
    }
    return fits;
  }

  function write(cell: number, digit: number, sign: 1 | -1): void {
    for (let k = cellCageStart[cell]!; k < cellCageStart[cell + 1]!; k++) {
      const cage = cellCages[k]!;
      total[cage]! += sign * digit;
      open[cage]! -= sign;
    }
  }

  /** Fills the empty cells from the `at`-th on; true when the search should stop. */
  function fill(at: number): boolean {
    if (at === empties.length) return context.foundSolution(cells);
    const cell = empties[at]!;
    const fits = fitting(cell);
    if (fits === 0) trace?.({ type: 'contradiction', cell });
    for (let untried = fits; untried !== 0; untried &= untried - 1) {
      const bit = untried & -untried;
      const digit = 32 - Math.clz32(bit);
      context.countPlacement();
      if (bit !== fits) counters.guesses++;
      if (trace !== undefined) {
        trace({ type: 'guess', cell });
        trace({ type: 'place', cell, digit, reason: 'try' });
      }
      cells[cell] = digit;
      write(cell, digit, 1);
      if (fill(at + 1)) return true;
      write(cell, digit, -1);
      cells[cell] = 0;
      counters.backtracks++;
      trace?.({ type: 'backtrack' });
    }
    return false;
  }

  fill(0);
}
