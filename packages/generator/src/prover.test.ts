import { createGrid, shapes } from '@sudoku-lab/core';
import { generateMultiSolutionPuzzle, generatePuzzle } from '@sudoku-lab/testkit/puzzles';
import { describe, expect, it } from 'vitest';
import { countSolutions, provers } from './prover.js';

const nine = shapes['9x9'];
const budget = { maxSolutions: 2 } as const;

/** The prover's own solve, counted to two: what countSolutions must agree with. */
function solveCount(cells: number[]): number {
  return Math.min(2, provers['9x9'].solve(createGrid(nine, cells), budget).solutionCount);
}

describe('countSolutions on 9x9', () => {
  const seeds = Array.from({ length: 60 }, (_, i) => i + 1);
  it.each(seeds)('agrees with the prover’s solve on puzzle %i and on it less each given', (seed) => {
    const source =
      seed % 2 === 0
        ? generatePuzzle({ shape: nine, seed, difficulty: 'hard' }).puzzle
        : generateMultiSolutionPuzzle({ shape: nine, seed }).puzzle;
    const counts = new Set<number>();
    const cells = [...source.cells];
    for (let cell = -1; cell < 81; cell++) {
      const digit = cell < 0 ? 0 : cells[cell]!;
      if (cell >= 0 && digit === 0) continue;
      if (cell >= 0) cells[cell] = 0;
      const count = countSolutions({ shape: nine, cells }, budget);
      expect(count, `seed ${seed}, cell ${cell}`).toBe(solveCount(cells));
      counts.add(count as number);
      if (cell >= 0) cells[cell] = digit;
    }
    expect(counts.has(2)).toBe(true);
  });

  it("is 'aborted' once the deadline has passed or the signal has fired", () => {
    const { puzzle } = generatePuzzle({ shape: nine, seed: 1 });
    const controller = new AbortController();
    controller.abort();
    expect(countSolutions(puzzle, { maxSolutions: 2, deadline: performance.now() - 1 })).toBe('aborted');
    expect(countSolutions(puzzle, { maxSolutions: 2, signal: controller.signal })).toBe('aborted');
    expect(countSolutions(puzzle, { maxSolutions: 2, deadline: performance.now() + 60_000 })).toBe(1);
  });
});
