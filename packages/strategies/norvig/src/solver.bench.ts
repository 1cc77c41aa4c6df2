/// <reference types="node" />
import { SudokuSolver } from '@algorithm.ts/sudoku';
import { createGrid, type Grid, shapes, verifySolution } from '@sudoku-lab/core';
import { readSharedPuzzles } from '@sudoku-lab/testkit/shared-puzzles';
import { bench, describe } from 'vitest';
import { solver } from './index.js';

/**
 * Puzzles per second against @algorithm.ts/sudoku (dancing links), the fastest npm solver measured, on
 * the same puzzles in the same run, both stopping at the first solution. One benchmark operation solves
 * the whole set, so puzzles/s = hz x the set's size. Every answer of both solvers is checked first.
 */
const sets = ['norvig-top95.txt', '17-clue-sample.txt'];
const options = { time: 3000, warmupTime: 500 };

const dlx = new SudokuSolver({ childMatrixWidth: 3 });
const answer = new Array<number>(81);

/** @algorithm.ts/sudoku's board: digits 0..8, -1 for empty. */
const toDlx = (grid: Grid): number[] => grid.cells.map((digit) => digit - 1);

function check(file: string, grids: readonly Grid[], boards: readonly number[][]): void {
  grids.forEach((grid, index) => {
    const where = `${file} line ${index + 1}`;
    const ours = solver.solve(grid);
    if (ours.status !== 'solved' || !verifySolution(grid, ours.solution!).ok) {
      throw new Error(`${where}: @sudoku-lab/norvig answered ${ours.status}, not a verified solution`);
    }
    if (!dlx.solve(boards[index]!, answer))
      throw new Error(`${where}: @algorithm.ts/sudoku found no solution`);
    const theirs = createGrid(
      shapes['9x9'],
      answer.map((digit) => digit + 1),
    );
    if (!verifySolution(grid, theirs).ok)
      throw new Error(`${where}: @algorithm.ts/sudoku gave a wrong solution`);
  });
}

for (const file of sets) {
  const grids = readSharedPuzzles(file);
  if (grids.length === 0) {
    describe.skip(`${file}: absent from ../shared/puzzles`);
    continue;
  }
  const boards = grids.map(toDlx);
  check(file, grids, boards);

  describe(`${file}: ${grids.length} puzzles per operation (puzzles/s = hz x ${grids.length})`, () => {
    bench(
      '@sudoku-lab/norvig',
      () => {
        for (const grid of grids) solver.solve(grid);
      },
      options,
    );
    bench(
      '@algorithm.ts/sudoku',
      () => {
        for (const board of boards) dlx.solve(board, answer);
      },
      options,
    );
  });
}
