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
      const count = countSolutions(nine, cells, budget);
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
    expect(countSolutions(nine, puzzle.cells, { maxSolutions: 2, deadline: performance.now() - 1 })).toBe(
      'aborted',
    );
    expect(countSolutions(nine, puzzle.cells, { maxSolutions: 2, signal: controller.signal })).toBe(
      'aborted',
    );
    expect(
      countSolutions(nine, puzzle.cells, { maxSolutions: 2, deadline: performance.now() + 60_000 }),
    ).toBe(1);
  });

  it.each(['4x4', '9x9'] as const)('on %s, counts to the limit asked, from typed cells too', (name) => {
    const shape = shapes[name];
    const { puzzle } = generateMultiSolutionPuzzle({ shape, seed: 3 });
    const cells = Int32Array.from(puzzle.cells);
    expect(countSolutions(shape, cells, budget, 1)).toBe(1);
    expect(countSolutions(shape, cells, budget, 2)).toBe(2);
    const unique = generatePuzzle({ shape, seed: 3, difficulty: 'easy' }).puzzle;
    expect(countSolutions(shape, Int32Array.from(unique.cells), budget, 2)).toBe(1);
  });
});
