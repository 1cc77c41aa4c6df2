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
