/**
 * REFERENCE IMPLEMENTATION, for this package's tests and benchmark only: not exported, not part of the API.
 *
 * The textbook backtracker of the LeetCode 37 write-up, kept literal: the board is rows of one-character
 * strings ('.' for empty); each call scans the board for its first empty cell and tries the digits in
 * order, and isValid scans the cell's row, column and box for the digit. The only change to the 9x9
 * original is that 9 and 3 are read from the board, so the tests can compare counts on every shape.
 */
import { digitChar, type Grid } from '@sudoku-lab/core';

export interface TextbookRun {
  solved: boolean;
  /** Digits written (board[i][j] = c). */
  placements: number;
  /** Digits erased again (board[i][j] = '.'). */
  backtracks: number;
}

/** The puzzle as LeetCode's char[][] board. */
export function textbookBoard(puzzle: Grid): string[][] {
  const { size } = puzzle.shape;
  return Array.from({ length: size }, (_, row) =>
    puzzle.cells.slice(row * size, row * size + size).map((digit) => digitChar(digit)),
  );
}

/** Solves `board` in place, LeetCode 37 style, counting what it writes and erases. */
export function solveTextbook(board: string[][], boxHeight: number, boxWidth: number): TextbookRun {
  const n = board.length;
  const digits = Array.from({ length: n }, (_, i) => digitChar(i + 1));
  const run: TextbookRun = { solved: false, placements: 0, backtracks: 0 };

  function isValid(board: string[][], row: number, col: number, c: string): boolean {
    for (let i = 0; i < n; i++) {
      if (board[i]![col] === c) return false;
      if (board[row]![i] === c) return false;
      const boxRow = board[boxHeight * Math.floor(row / boxHeight) + Math.floor(i / boxWidth)]!;
      if (boxRow[boxWidth * Math.floor(col / boxWidth) + (i % boxWidth)] === c) return false;
    }
    return true;
  }

  function solve(board: string[][]): boolean {
    for (let i = 0; i < n; i++) {
      for (let j = 0; j < n; j++) {
        if (board[i]![j] === '.') {
          for (let k = 0; k < n; k++) {
            const c = digits[k]!;
            if (isValid(board, i, j, c)) {
              board[i]![j] = c;
              run.placements++;
              if (solve(board)) return true;
              board[i]![j] = '.';
              run.backtracks++;
            }
          }
          return false;
        }
      }
    }
    return true;
  }

  run.solved = solve(board);
  return run;
}
