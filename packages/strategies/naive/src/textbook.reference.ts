/**
 * REFERENCE IMPLEMENTATION, for this package's tests and benchmark only: not exported, not part of the API.
 *
 * The textbook backtracker of the LeetCode 37 write-up, kept literal (9x9, as the write-up has it): the
 * board is rows of one-character strings ('.' for empty); each call scans the board for its first empty
 * cell and tries '1'..'9' in order, and isValid scans the cell's row, column and box for the digit.
 * The only additions are the two counters.
 */
import { formatGrid, type Grid } from '@sudoku-lab/core';

export interface TextbookRun {
  solved: boolean;
  /** Digits written (board[i][j] = c). */
  placements: number;
  /** Digits erased again (board[i][j] = '.'). */
  backtracks: number;
}

const DIGITS = '123456789';

/** A 9x9 puzzle as LeetCode's char[][] board. */
export function textbookBoard(puzzle: Grid): string[][] {
  return formatGrid(puzzle, 'line')
    .match(/.{9}/g)!
    .map((row) => [...row]);
}

/** Solves a 9x9 `board` in place, LeetCode 37 style, counting what it writes and erases. */
export function solveTextbook(board: string[][]): TextbookRun {
  const run: TextbookRun = { solved: false, placements: 0, backtracks: 0 };

  function isValid(board: string[][], row: number, col: number, c: string): boolean {
    for (let i = 0; i < 9; i++) {
      if (board[i]![col] === c) return false;
      if (board[row]![i] === c) return false;
      if (board[3 * Math.floor(row / 3) + Math.floor(i / 3)]![3 * Math.floor(col / 3) + (i % 3)] === c)
        return false;
    }
    return true;
  }

  function solve(board: string[][]): boolean {
    for (let i = 0; i < 9; i++) {
      for (let j = 0; j < 9; j++) {
        if (board[i]![j] === '.') {
          for (let k = 0; k < 9; k++) {
            const c = DIGITS[k]!;
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
