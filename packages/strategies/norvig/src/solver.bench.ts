/// <reference types="node" />
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { SudokuSolver } from '@algorithm.ts/sudoku';
import { createGrid, type Grid, parseGrid, shapes, verifySolution } from '@sudoku-lab/core';
import { bench, describe } from 'vitest';
import { solver } from './index.js';

/**
 * Puzzles per second against @algorithm.ts/sudoku (dancing links), the fastest npm solver measured, on
 * the same puzzles in the same run, both stopping at the first solution. One benchmark operation solves
 * the whole set, so puzzles/s = hz x the set's size. Every answer of both solvers is checked first.
 */
const puzzleDir = fileURLToPath(new URL('../../../../../shared/puzzles/', import.meta.url));
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
  const path = puzzleDir + file;
  if (!existsSync(path)) {
    const reason = `${file} not found at ${path}: the puzzle sets live in ../shared/puzzles beside the checkout`;
    console.warn(`skipped: ${reason}`);
    describe.skip(reason);
    continue;
  }
  const lines = readFileSync(path, 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
  const grids = lines.map((line) => parseGrid(line));
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
