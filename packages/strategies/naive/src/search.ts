import { admits, type SearchContext } from '@sudoku-lab/core';

/**
 * The textbook backtracker (LeetCode 37): fill the empty cells in row-major order; at each, try the
 * digits that fit in ascending order, go on to the next cell, and erase the digit when the rest fails.
 * No candidate ordering and no propagation, so its search tree, its placements and its backtracks are
 * the textbook's.
 *
 * Glossary. A cell is an index into the board, row-major; a digit is 1..size, 0 for an empty cell. A
 * unit is a group of cells that holds every digit once, read from the puzzle's constraints: every cell
 * has a row, a column and a region (its box, or its jigsaw piece), which core lists first, and on some
 * puzzles an extra house (a diagonal, a window). A digit fits a cell when none of the cell's units
 * holds it and core `admits` it (no other rule, such as a knight's move or a cage's sum, forbids it):
 * on a classic puzzle, the textbook's isValid.
 *
 * The one change from the textbook is how "none of the cell's units holds it" is answered: each unit
 * keeps the digits it holds as a mask (bit d-1 for digit d), so the digits a cell's units leave free
 * are a few lookups and an OR, where the textbook scans the cell's row, column and box for every digit.
 */
export function searchInOrder(context: SearchContext): void {
  const { puzzle, constraints, trace, counters } = context;
  const { cellCount, size, unitCount, unitStart, cellUnits } = constraints;
  const all = (1 << size) - 1;
  const cells = Uint8Array.from(puzzle.cells);
  /** used[unit]: the digits the unit holds. */
  const used = new Int32Array(unitCount);
  /** Whether any rule goes beyond the units; when none does, core admits every digit, so it is not asked. */
  const rulesBeyondUnits = !constraints.unitsOnly;
  const empties: number[] = [];
  for (let cell = 0; cell < cellCount; cell++) {
    if (cells[cell] === 0) empties.push(cell);
    else
      for (let k = unitStart[cell]!; k < unitStart[cell + 1]!; k++)
        used[cellUnits[k]!]! |= 1 << (cells[cell]! - 1);
  }

  /** Fills the empty cells from the `at`-th on; true when the search should stop. */
  function fill(at: number): boolean {
    if (at === empties.length) return context.foundSolution(cells);
    const cell = empties[at]!;
    // The cell's units: its row, column and region, then its extra houses, units[first + 3 ... end].
    const first = unitStart[cell]!;
    const end = unitStart[cell + 1]!;
    const row = cellUnits[first]!;
    const column = cellUnits[first + 1]!;
    const region = cellUnits[first + 2]!;
    let held = used[row]! | used[column]! | used[region]!;
    for (let k = first + 3; k < end; k++) held |= used[cellUnits[k]!]!;
    const fits = all & ~held;
    let tried = 0;
    for (let untried = fits; untried !== 0; untried &= untried - 1) {
      const bit = untried & -untried;
      const digit = 32 - Math.clz32(bit);
      // The units are the search's to keep; any other rule is core's to judge, here where a digit goes in.
      if (rulesBeyondUnits && !admits(constraints, cells, cell, digit)) continue;
      tried++;
      context.countPlacement();
      // A guess when another digit also fitted the cell's units; a forced try is not one.
      if (bit !== fits) counters.guesses++;
      if (trace !== undefined) {
        // Every try opens with a guess event: the replay saves the board there, to return to at the backtrack.
        trace({ type: 'guess', cell });
        trace({ type: 'place', cell, digit, reason: 'try' });
      }
      // Writing the digit and erasing it again are the same XOR into each of the cell's units.
      cells[cell] = digit;
      used[row]! ^= bit;
      used[column]! ^= bit;
      used[region]! ^= bit;
      for (let k = first + 3; k < end; k++) used[cellUnits[k]!]! ^= bit;
      if (fill(at + 1)) return true;
      used[row]! ^= bit;
      used[column]! ^= bit;
      used[region]! ^= bit;
      for (let k = first + 3; k < end; k++) used[cellUnits[k]!]! ^= bit;
      cells[cell] = 0;
      counters.backtracks++;
      trace?.({ type: 'backtrack' });
    }
    if (tried === 0) trace?.({ type: 'contradiction', cell });
    return false;
  }

  fill(0);
}
