// Inside this repository only, like ./shared-puzzles: the `./speed` export has no published build.
import { createGrid, type Grid, type Solver, verifySolution } from '@sudoku-lab/core';
import { bench, describe } from 'vitest';
import { readSharedPuzzles } from './shared-puzzles.js';

/**
 * One side of a speed comparison: how it readies a puzzle (outside the timing, as a caller would hold
 * its puzzles in its own form) and how it solves the readied form, returning the solution's cells.
 */
export interface Contestant<Ready = unknown> {
  readonly name: string;
  ready(puzzle: Grid): Ready;
  solve(ready: Ready): ArrayLike<number> | null;
}

/** A strategy of ours through the Solver contract, on parsed Grids, stopping at the first solution. */
export function strategyContestant(solver: Solver, name = `@sudoku-lab/${solver.id}`): Contestant<Grid> {
  return {
    name,
    ready: (puzzle) => puzzle,
    solve: (puzzle) => solver.solve(puzzle).solution?.cells ?? null,
  };
}

/** What this file needs of @algorithm.ts/sudoku's SudokuSolver: the class, passed in by the bench. */
export type AlgorithmTsSolver = new (options: {
  childMatrixWidth: number;
}) => {
  solve(board: number[], answer: number[]): boolean;
};

/**
 * @algorithm.ts/sudoku (dancing links), the fastest npm solver measured: its boards hold digits 0..8
 * and -1 for an empty cell. The class comes from the caller, so the testkit does not depend on it.
 */
export function algorithmTsContestant(SudokuSolver: AlgorithmTsSolver): Contestant<number[]> {
  const dlx = new SudokuSolver({ childMatrixWidth: 3 });
  const answer = new Array<number>(81);
  return {
    name: '@algorithm.ts/sudoku',
    ready: (puzzle) => puzzle.cells.map((digit) => digit - 1),
    solve: (board) => (dlx.solve(board, answer) ? answer.map((digit) => digit + 1) : null),
  };
}

/**
 * Benchmarks the contestants side by side on each set of ../shared/puzzles (skipped, with a warning,
 * where the folder is absent). One benchmark operation solves the whole set, so puzzles/s is hz times
 * the set's size. Every answer of every contestant is verified first: a wrong one throws, naming the
 * contestant and the puzzle's line.
 */
export function describeSpeed(
  contestants: readonly Contestant[],
  sets: readonly string[],
  options: { time?: number; warmupTime?: number } = { time: 3000, warmupTime: 500 },
): void {
  for (const file of sets) {
    const puzzles = readSharedPuzzles(file);
    if (puzzles.length === 0) {
      describe.skip(`${file}: absent from ../shared/puzzles`);
      continue;
    }
    const readied = contestants.map((contestant) => {
      const boards = puzzles.map((puzzle) => contestant.ready(puzzle));
      boards.forEach((board, index) => {
        const cells = contestant.solve(board);
        const puzzle = puzzles[index]!;
        if (cells === null || !verifySolution(puzzle, createGrid(puzzle.shape, Array.from(cells))).ok) {
          throw new Error(`${file} line ${index + 1}: ${contestant.name} gave no verified solution`);
        }
      });
      return boards;
    });
    describe(`${file}: ${puzzles.length} puzzles per operation (puzzles/s = hz x ${puzzles.length})`, () => {
      contestants.forEach((contestant, which) => {
        const boards = readied[which]!;
        bench(
          contestant.name,
          () => {
            for (const board of boards) contestant.solve(board);
          },
          options,
        );
      });
    });
  }
}
