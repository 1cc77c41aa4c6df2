import { digitBit, type SearchContext, type SolveEvent } from '@sudoku-lab/core';

/**
 * The textbook backtracker (LeetCode 37): fill the empty cells in row-major order; at each, try the
 * digits that fit in ascending order, go on to the next cell, and erase the digit when the rest fails.
 * No candidate ordering and no propagation, so its search tree, placements and backtracks are the
 * textbook's.
 *
 * What makes it fast is only how it keeps the board:
 * - The recursion's stack is explicit, one frame per empty cell (see `Frame`): going on to the next
 *   cell is moving to the next frame and backtracking moving back, no call and no allocation per
 *   placement.
 * - A row at a time. While the search fills a row, only the row's own digits change which digits fit
 *   its cells: their columns and boxes hold what the rows above put there until the search leaves the
 *   row. So on entering a row it notes each empty cell's `Base`, the digits its column and box leave;
 *   within the row, the digits that fit a cell are its base less the row's digits so far, one AND. A
 *   row's digits go into its columns and boxes when it is complete, and out when the search backs out.
 * - The next cell's digits are known before a digit is written, so a try that would leave the next
 *   cell none is counted and undone on the spot: the textbook writes it, finds the next cell without a
 *   digit, and erases it. That is three placements in ten on easy puzzles.
 */
export function searchInOrder(context: SearchContext): void {
  const { trace, stats } = context;
  const { cells, used, all, frames, last } = framesOf(context);
  if (last < 0) {
    context.foundSolution(cells);
    return;
  }
  let guesses = 0;
  let backtracks = 0;
  try {
    /** Where the current frame starts in `frames`. */
    let frame = 0;
    enterRow(used, frames, 0, all);
    /** The digits of the current row: its givens and the digits placed in it so far. */
    let rowDigits = frames[Frame.Given]!;
    /** The digits still to try at the current frame. */
    let untried = frames[Frame.Base]! & ~rowDigits;

    arrive: for (;;) {
      // The search reaches a frame; `untried` holds every digit that fits its cell.
      frames[frame + Frame.Fitted] = untried;
      if (untried === 0 && trace !== undefined) traceContradiction(trace, frames[frame + Frame.Cell]!);

      for (;;) {
        while (untried !== 0) {
          const bit = untried & -untried;
          untried ^= bit;
          context.countPlacement();
          // A guess when another digit also fitted the cell on arrival.
          if (frames[frame + Frame.Fitted] !== bit) guesses++;
          if (trace !== undefined) traceTry(trace, frames[frame + Frame.Cell]!, bit);
          const next = frame + Frame.Words;

          const place = frames[frame + Frame.Place]!;
          if (place === Place.InRow) {
            const nextFits = frames[next + Frame.Base]! & ~(rowDigits | bit);
            if (nextFits !== 0) {
              frames[frame + Frame.Untried] = untried;
              frames[frame + Frame.Placed] = bit;
              rowDigits |= bit;
              frame = next;
              untried = nextFits;
              continue arrive;
            }
            // The next cell would be left no digit: the textbook's dead end, seen from here.
            backtracks++;
            if (trace !== undefined) traceDeadEnd(trace, frames[next + Frame.Cell]!);
          } else if (place === Place.EndOfRow) {
            // The digit completes the row: into its columns and boxes with it, and on to the next row.
            // (When the next row's first cell is left no digit, the search backs out as from any frame.)
            frames[frame + Frame.Untried] = untried;
            frames[frame + Frame.Placed] = bit;
            toggleRow(used, frames, frames[frame + Frame.RowStart]!, frame);
            enterRow(used, frames, next, all);
            rowDigits = frames[next + Frame.Given]!;
            frame = next;
            untried = frames[next + Frame.Base]! & ~rowDigits;
            continue arrive;
          } else {
            // The last empty cell takes a digit: a solution. The search goes on from it only when
            // more solutions are wanted, and then this digit is erased like any other.
            frames[frame + Frame.Placed] = bit;
            writeDigits(cells, frames, last);
            if (context.foundSolution(cells)) return;
            backtracks++;
            if (trace !== undefined) trace({ type: 'backtrack' });
          }
        }

        // Every digit of this frame tried: erase the one the frame before placed, and try its next.
        if (frame === 0) return;
        frame -= Frame.Words;
        const bit = frames[frame + Frame.Placed]!;
        if (frames[frame + Frame.Place] === Place.InRow) rowDigits ^= bit;
        else {
          // Back out of the next row into a complete one, whose every digit but this one is placed.
          toggleRow(used, frames, frames[frame + Frame.RowStart]!, frame);
          rowDigits = all ^ bit;
        }
        backtracks++;
        if (trace !== undefined) trace({ type: 'backtrack' });
        untried = frames[frame + Frame.Untried]!;
      }
    }
  } finally {
    // Counted in locals while searching; handed over even when a budget stops the search.
    stats.guesses += guesses;
    stats.backtracks += backtracks;
  }
}

/**
 * A frame: one empty cell's part of the search, `Frame.Words` words of `frames`. Column, Box, Cell,
 * Place, RowStart and Given are set before the search, the rest as it goes. An enum rather than
 * constants because the build inlines an enum's values, whereas bundling turns top-level constants
 * into variables, read from memory at every use: a quarter of the search's time.
 */
enum Frame {
  /** The cell's column and box (units numbered as core's tables number them). */
  Column = 0,
  Box = 1,
  Cell = 2,
  /** Where the cell stands in its row: a `Place`. */
  Place = 3,
  /** Where the first frame of the cell's row starts in `frames`. */
  RowStart = 4,
  /** The digits given in the cell's row. */
  Given = 5,
  /** The digits the cell's column and box left it when the search entered its row. */
  Base = 6,
  /** The digits that fitted the cell when the search reached it. */
  Fitted = 7,
  /** The digits not tried yet. */
  Untried = 8,
  /** The digit placed, as a bit. */
  Placed = 9,
  Words = 10,
}

/** Where an empty cell stands in its row. */
enum Place {
  /** Another empty cell of its row follows. */
  InRow = 0,
  /** The last empty cell of its row; one of a later row follows. */
  EndOfRow = 1,
  /** The puzzle's last empty cell. */
  Last = 2,
}

/**
 * What the search starts from. Besides the digits it keeps which digits each column and box holds
 * (bit d-1 for digit d), so "which digits fit this cell" is a few lookups and masks instead of the
 * textbook's scan of row, column and box per digit.
 */
interface Frames {
  /** The givens, row-major, 0 for empty; a solution is written in when one is found. */
  readonly cells: Uint8Array;
  /** The digits each unit holds, as a mask: a row its givens; a column or box also the digits of each complete row. */
  readonly used: Int32Array;
  /** The mask of every digit of the shape. */
  readonly all: number;
  /** One frame per empty cell, row-major: the order the search fills them in. */
  readonly frames: Int32Array;
  /** The depth of the last empty cell; -1 when there is none. */
  readonly last: number;
}

/** The frames of a puzzle whose givens core has already checked for conflicts. */
function framesOf(context: SearchContext): Frames {
  const { cellCount, size, unitCount, unitsOfCell } = context.tables;
  const cells = Uint8Array.from(context.puzzle.cells);
  const used = new Int32Array(unitCount);
  const empties: number[] = [];
  for (let cell = 0; cell < cellCount; cell++) {
    const digit = cells[cell]!;
    if (digit === 0) empties.push(cell);
    else for (let k = 0; k < 3; k++) used[unitsOfCell[3 * cell + k]!]! |= digitBit(digit);
  }
  const rowOf = (cell: number) => unitsOfCell[3 * cell]!;
  const frames = new Int32Array(empties.length * Frame.Words);
  let rowStart = 0;
  empties.forEach((cell, at) => {
    const frame = at * Frame.Words;
    if (at > 0 && rowOf(empties[at - 1]!) !== rowOf(cell)) rowStart = frame;
    const next = empties[at + 1];
    frames[frame + Frame.Column] = unitsOfCell[3 * cell + 1]!;
    frames[frame + Frame.Box] = unitsOfCell[3 * cell + 2]!;
    frames[frame + Frame.Cell] = cell;
    frames[frame + Frame.Place] =
      next === undefined ? Place.Last : rowOf(next) === rowOf(cell) ? Place.InRow : Place.EndOfRow;
    frames[frame + Frame.RowStart] = rowStart;
    frames[frame + Frame.Given] = used[rowOf(cell)]!;
  });
  return { cells, used, all: (1 << size) - 1, frames, last: empties.length - 1 };
}

/** Notes the base of every cell of the row whose first frame starts at `frame`. */
function enterRow(used: Int32Array, frames: Int32Array, frame: number, all: number): void {
  for (; ; frame += Frame.Words) {
    frames[frame + Frame.Base] =
      all & ~(used[frames[frame + Frame.Column]!]! | used[frames[frame + Frame.Box]!]!);
    if (frames[frame + Frame.Place] !== Place.InRow) return;
  }
}

/**
 * Puts the digits placed in a row, frames `from` to `to`, into their columns and boxes, or takes them
 * out again: XOR does both.
 */
function toggleRow(used: Int32Array, frames: Int32Array, from: number, to: number): void {
  for (let frame = from; frame <= to; frame += Frame.Words) {
    const bit = frames[frame + Frame.Placed]!;
    used[frames[frame + Frame.Column]!]! ^= bit;
    used[frames[frame + Frame.Box]!]! ^= bit;
  }
}

/** Every frame holds its digit: writes them into `cells`. */
function writeDigits(cells: Uint8Array, frames: Int32Array, last: number): void {
  for (let frame = 0; frame <= last * Frame.Words; frame += Frame.Words) {
    cells[frames[frame + Frame.Cell]!] = 32 - Math.clz32(frames[frame + Frame.Placed]!);
  }
}

/** A try is a guess (the replay saves the board, to return to at the backtrack) and a place. */
function traceTry(trace: (event: SolveEvent) => void, cell: number, bit: number): void {
  trace({ type: 'guess', cell });
  trace({ type: 'place', cell, digit: 32 - Math.clz32(bit), reason: 'try' });
}

/** The textbook reaches the next cell, finds no digit that fits it, and erases the digit before. */
function traceDeadEnd(trace: (event: SolveEvent) => void, next: number): void {
  trace({ type: 'contradiction', cell: next });
  trace({ type: 'backtrack' });
}

function traceContradiction(trace: (event: SolveEvent) => void, cell: number): void {
  trace({ type: 'contradiction', cell });
}
