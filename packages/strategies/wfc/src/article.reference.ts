/**
 * TEST AND BENCHMARK ONLY: not exported by the package, not built, not for use.
 *
 * A literal transcription of the solver in the 30-seconds-of-code article "Solving Sudoku with wave
 * function collapse in JavaScript", kept as the yardstick the package is checked and measured against:
 * the tests assert that the package's search makes the same guesses, the benchmark that it is faster.
 * Like the article, it recomputes every empty cell's options from the board at each step (a Set of the
 * digits used in the cell's row, column and box) and keeps the board as rows of one-character strings.
 * The only additions are the counters (`placements`, `guesses`), which change nothing in the search.
 */
import { formatGrid, type Grid } from '@sudoku-lab/core';

/** What the reference counts, the way the package's stats count it. */
export interface ReferenceCounts {
  /** Values written into the board, every try counted. */
  placements: number;
  /** Values written into a cell that had two or more options. */
  guesses: number;
}

export interface ReferenceResult extends ReferenceCounts {
  solved: boolean;
  /** The board after the search: the solution when `solved`. */
  board: string[][];
}

const DIGITS = ['1', '2', '3', '4', '5', '6', '7', '8', '9'];

/** The digits already in the cell's row, column and 3x3 box, gathered afresh from the board. */
function usedDigits(board: string[][], row: number, column: number): Set<string> {
  const used = new Set<string>();
  for (let i = 0; i < 9; i++) {
    if (board[row]![i] !== '.') used.add(board[row]![i]!);
    if (board[i]![column] !== '.') used.add(board[i]![column]!);
  }
  const top = Math.floor(row / 3) * 3;
  const left = Math.floor(column / 3) * 3;
  for (let r = top; r < top + 3; r++) {
    for (let c = left; c < left + 3; c++) if (board[r]![c] !== '.') used.add(board[r]![c]!);
  }
  return used;
}

/** A cell's options: the digits no peer holds, recomputed on every call. */
function optionsOf(board: string[][], row: number, column: number): string[] {
  if (board[row]![column] !== '.') return [board[row]![column]!];
  const used = usedDigits(board, row, column);
  return DIGITS.filter((digit) => !used.has(digit));
}

/**
 * The article's choice of cell: scan the empty cells in row-major order, keep the first with strictly
 * fewer options than any before it, and stop at once when that number reaches 1. (A cell with no options
 * therefore wins only when it comes before every cell with one.) Null when the board is full.
 */
function lowestEntropyCell(board: string[][]): { row: number; column: number; options: string[] } | null {
  let best: { row: number; column: number; options: string[] } | null = null;
  for (let row = 0; row < 9; row++) {
    for (let column = 0; column < 9; column++) {
      if (board[row]![column] !== '.') continue;
      const options = optionsOf(board, row, column);
      if (best === null || options.length < best.options.length) {
        best = { row, column, options };
        if (options.length === 1) return best;
      }
    }
  }
  return best;
}

/** Collapse the chosen cell to each of its options in turn, recursing; true once the board is full. */
function collapse(board: string[][], counts: ReferenceCounts): boolean {
  const next = lowestEntropyCell(board);
  if (next === null) return true;
  const { row, column, options } = next;
  for (const digit of options) {
    counts.placements++;
    if (options.length >= 2) counts.guesses++;
    board[row]![column] = digit;
    if (collapse(board, counts)) return true;
    board[row]![column] = '.';
  }
  return false;
}

/** The article's solver with its counts: a 9x9 board as rows of '1'..'9' and '.', copied, not mutated. */
export function solveSudoku(board: readonly (readonly string[])[]): ReferenceResult {
  const copy = board.map((row) => row.slice());
  const counts: ReferenceCounts = { placements: 0, guesses: 0 };
  const solved = collapse(copy, counts);
  return { solved, board: copy, ...counts };
}

/** A 9x9 puzzle as the article's board: 9 rows of 9 one-character strings, '.' for empty. */
export function articleBoard(puzzle: Grid): string[][] {
  return formatGrid(puzzle, 'line')
    .match(/.{9}/g)!
    .map((row) => [...row]);
}
