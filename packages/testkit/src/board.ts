import {
  allDigits,
  createGrid,
  digitBit,
  type Grid,
  lowestDigit,
  type ShapeTables,
  tablesFor,
} from '@sudoku-lab/core';

/**
 * The testkit's one board state, shared by its propagation, its reference search and its generator:
 * the digit in each cell and, per unit, the digits already placed in it. A cell's candidates are the
 * digits none of its three units holds, so placing or clearing a digit touches three numbers.
 * The givens must not conflict (callers check with core's findConflicts first).
 */
export class Board {
  readonly cells: Uint8Array;
  /** Digits placed in each unit (rows, then columns, then boxes), as a bitmask. */
  private readonly used: Uint32Array;
  private readonly all: number;

  constructor(
    readonly tables: ShapeTables,
    givens: ArrayLike<number>,
  ) {
    this.cells = new Uint8Array(tables.cellCount);
    this.used = new Uint32Array(tables.unitCount);
    this.all = allDigits(tables.shape);
    for (let cell = 0; cell < tables.cellCount; cell++) {
      const digit = givens[cell]!;
      if (digit !== 0) this.place(cell, digit);
    }
  }

  static of(grid: Grid): Board {
    return new Board(tablesFor(grid.shape), grid.cells);
  }

  /** The digits a cell may still take, as a bitmask. */
  candidates(cell: number): number {
    const { unitsOfCell } = this.tables;
    const at = cell * 3;
    return (
      this.all &
      ~(this.used[unitsOfCell[at]!]! | this.used[unitsOfCell[at + 1]!]! | this.used[unitsOfCell[at + 2]!]!)
    );
  }

  place(cell: number, digit: number): void {
    const { unitsOfCell } = this.tables;
    const bit = digitBit(digit);
    this.cells[cell] = digit;
    for (let k = cell * 3; k < cell * 3 + 3; k++) this.used[unitsOfCell[k]!]! |= bit;
  }

  clear(cell: number): void {
    const { unitsOfCell } = this.tables;
    const keep = ~digitBit(this.cells[cell]!);
    this.cells[cell] = 0;
    for (let k = cell * 3; k < cell * 3 + 3; k++) this.used[unitsOfCell[k]!]! &= keep;
  }

  /** Digits placed in a unit. */
  placedIn(unit: number): number {
    return this.used[unit]!;
  }

  toGrid(): Grid {
    return createGrid(this.tables.shape, this.cells);
  }
}

/** Where propagation ended: every cell filled, no more forced digits, or a dead end. */
export type Outcome = 'solved' | 'stuck' | 'contradiction';

/** What propagation calls to fill a cell: the board's own place, or a search's counting, tracing one. */
export type Placer = (cell: number, digit: number, reason: 'single' | 'hidden') => void;

/**
 * Fills forced cells until none is left. Naked singles (a cell with one candidate) always; hidden
 * singles (a digit with one place in a unit) when `hidden` is set. These two rules grade a puzzle's
 * difficulty, and they are the propagation of the reference search.
 */
export function propagate(
  board: Board,
  hidden: boolean,
  place: Placer = (cell, digit) => board.place(cell, digit),
): Outcome {
  for (;;) {
    const naked = placeNakedSingles(board, place);
    if (naked !== 'stuck') return naked;
    if (!hidden) return 'stuck';
    const found = placeHiddenSingle(board, place);
    if (found !== 'placed') return found;
  }
}

/** Sweeps the board, filling every cell left with one candidate, until a sweep fills none. */
function placeNakedSingles(board: Board, place: Placer): Outcome {
  const { cellCount } = board.tables;
  for (;;) {
    let progress = false;
    let empty = 0;
    for (let cell = 0; cell < cellCount; cell++) {
      if (board.cells[cell] !== 0) continue;
      const mask = board.candidates(cell);
      if (mask === 0) return 'contradiction';
      if ((mask & (mask - 1)) === 0) {
        place(cell, lowestDigit(mask), 'single');
        progress = true;
      } else {
        empty++;
      }
    }
    if (empty === 0) return 'solved';
    if (!progress) return 'stuck';
  }
}

/** Finds one digit with a single place in some unit and fills it; or a unit where a missing digit has no place left. */
function placeHiddenSingle(board: Board, place: Placer): 'placed' | 'stuck' | 'contradiction' {
  const { units, unitCount, size, shape } = board.tables;
  const all = allDigits(shape);
  for (let unit = 0; unit < unitCount; unit++) {
    const placed = board.placedIn(unit);
    let once = 0;
    let twice = 0;
    for (let k = unit * size; k < unit * size + size; k++) {
      const cell = units[k]!;
      if (board.cells[cell] !== 0) continue;
      const mask = board.candidates(cell);
      twice |= once & mask;
      once |= mask;
    }
    if ((once | placed) !== all) return 'contradiction';
    const lonely = once & ~twice;
    if (lonely === 0) continue;
    const digit = lowestDigit(lonely);
    const bit = digitBit(digit);
    for (let k = unit * size; k < unit * size + size; k++) {
      const cell = units[k]!;
      if (board.cells[cell] === 0 && (board.candidates(cell) & bit) !== 0) {
        place(cell, digit, 'hidden');
        return 'placed';
      }
    }
  }
  return 'stuck';
}
