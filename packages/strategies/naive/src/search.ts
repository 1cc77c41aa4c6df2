import { digitBit, type SearchContext, type SolveEvent } from '@sudoku-lab/core';

/**
 * The textbook backtracker (LeetCode 37): fill the empty cells in row-major order; at each, try the
 * digits that fit in ascending order, recurse, and erase the digit when the rest fails. No candidate
 * ordering and no propagation, so its search tree, placements and backtracks are the textbook's.
 */
export function searchInOrder(context: SearchContext): void {
  const state = stateOf(context);
  try {
    fill(state, 0);
  } finally {
    // Counted on the state while searching; handed over even when a budget stops the search.
    context.stats.guesses += state.guesses;
    context.stats.backtracks += state.backtracks;
  }
}

/**
 * The search's one state. Besides the digits it keeps which digits each unit holds (bit d-1 for digit
 * d; units numbered as core's tables number them), so "does this digit fit this cell" is three lookups
 * and a mask instead of the textbook's scan of row, column and box. The empty cells are listed once,
 * row-major (the order the search fills them in), each with its three units looked up ahead.
 */
interface State {
  readonly context: SearchContext;
  readonly trace: ((event: SolveEvent) => void) | undefined;
  /** The digits, row-major, 0 for empty. */
  readonly cells: Uint8Array;
  /** The digits each unit holds, as a mask. */
  readonly used: Int32Array;
  /** The mask of every digit of the shape. */
  readonly all: number;
  /** The puzzle's empty cells in row-major order; the search's depth `at` indexes this list. */
  readonly empties: Int32Array;
  /** The row, column and box unit of the `at`-th empty cell: unitsAt[3 * at ... + 3]. */
  readonly unitsAt: Int32Array;
  guesses: number;
  backtracks: number;
}

/** The state of a puzzle whose givens core has already checked for conflicts. */
function stateOf(context: SearchContext): State {
  const { cellCount, size, unitCount, unitsOfCell } = context.tables;
  const cells = Uint8Array.from(context.puzzle.cells);
  const used = new Int32Array(unitCount);
  const empties: number[] = [];
  for (let cell = 0; cell < cellCount; cell++) {
    const digit = cells[cell]!;
    if (digit === 0) empties.push(cell);
    else for (let k = 0; k < 3; k++) used[unitsOfCell[3 * cell + k]!]! |= digitBit(digit);
  }
  return {
    context,
    trace: context.trace,
    cells,
    used,
    all: (1 << size) - 1,
    empties: Int32Array.from(empties),
    unitsAt: Int32Array.from(empties.flatMap((cell) => [...unitsOfCell.subarray(3 * cell, 3 * cell + 3)])),
    guesses: 0,
    backtracks: 0,
  };
}

/**
 * Fills the empty cells from the `at`-th on; true when the search should stop (enough solutions).
 * The hot path: no allocation, and no call but countPlacement unless the solve is traced.
 */
function fill(state: State, at: number): boolean {
  const { context, cells, used, unitsAt, trace } = state;
  if (at === state.empties.length) return context.foundSolution(cells);
  const cell = state.empties[at]!;
  const row = unitsAt[3 * at]!;
  const column = unitsAt[3 * at + 1]!;
  const box = unitsAt[3 * at + 2]!;
  // What the three units hold on arrival; every try here starts from it, and undoing one restores it.
  const inRow = used[row]!;
  const inColumn = used[column]!;
  const inBox = used[box]!;
  const fits = state.all & ~(inRow | inColumn | inBox);
  if (fits === 0) {
    if (trace !== undefined) trace({ type: 'contradiction', cell });
    return false;
  }
  // Each try here is a guess when another digit also fitted the cell on arrival.
  const isChoice = (fits & (fits - 1)) !== 0;
  // The fitting digits in ascending order, lowest bit first.
  for (let untried = fits; untried !== 0; untried &= untried - 1) {
    const bit = untried & -untried;
    context.countPlacement();
    if (isChoice) state.guesses++;
    if (trace !== undefined) traceTry(trace, cell, bit);
    cells[cell] = 32 - Math.clz32(bit);
    used[row] = inRow | bit;
    used[column] = inColumn | bit;
    used[box] = inBox | bit;
    if (fill(state, at + 1)) return true;
    cells[cell] = 0;
    used[row] = inRow;
    used[column] = inColumn;
    used[box] = inBox;
    state.backtracks++;
    if (trace !== undefined) trace({ type: 'backtrack' });
  }
  return false;
}

/** A try is a guess (the replay saves the board, to return to at the backtrack) and a place. */
function traceTry(trace: (event: SolveEvent) => void, cell: number, bit: number): void {
  trace({ type: 'guess', cell });
  trace({ type: 'place', cell, digit: 32 - Math.clz32(bit), reason: 'try' });
}
