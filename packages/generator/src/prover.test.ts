import { createGrid, type ShapeName, shapes } from '@sudoku-lab/core';
import { referenceSolver } from '@sudoku-lab/testkit';
import { generateMultiSolutionPuzzle, generatePuzzle } from '@sudoku-lab/testkit/puzzles';
import { describe, expect, it } from 'vitest';
import { countSolutions } from './prover.js';

const budget = {};

/** The testkit's reference solve, counted to `limit`: what countSolutions must agree with. */
function referenceCount(name: ShapeName, cells: readonly number[], limit = 2): number {
  const result = referenceSolver.solve(createGrid(shapes[name], cells), { maxSolutions: limit });
  return result.status === 'invalid' ? 0 : result.solutionCount;
}

describe.each(['4x4', '6x6', '9x9'] as const)('countSolutions on %s', (name) => {
  const shape = shapes[name];
  const seeds = Array.from({ length: name === '9x9' ? 40 : 20 }, (_, i) => i + 1);

  it.each(seeds)('agrees with the reference on puzzle %i and on it less each given', (seed) => {
    const source =
      seed % 2 === 0
        ? generatePuzzle({ shape, seed, difficulty: name === '9x9' ? 'hard' : 'easy' }).puzzle
        : generateMultiSolutionPuzzle({ shape, seed }).puzzle;
    const counts = new Set<number>();
    const cells = [...source.cells];
    for (let cell = -1; cell < shape.cellCount; cell++) {
      const digit = cell < 0 ? 0 : cells[cell]!;
      if (cell >= 0 && digit === 0) continue;
      if (cell >= 0) cells[cell] = 0;
      const count = countSolutions(shape, cells, budget);
      expect(count, `seed ${seed}, cell ${cell}`).toBe(referenceCount(name, cells));
      counts.add(count as number);
      if (cell >= 0) cells[cell] = digit;
    }
    expect(counts.has(2)).toBe(true);
  });

  it('with a candidate excluded, counts the solutions without it', () => {
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      const { puzzle, solutions } = generateMultiSolutionPuzzle({ shape, seed });
      const [a, b] = solutions;
      const cell = a.cells.findIndex((digit, i) => digit !== b.cells[i]);
      // The solutions without a's digit at the cell: those with each other digit there, added up.
      let expected = 0;
      for (let other = 1; other <= shape.size; other++) {
        if (other === a.cells[cell]) continue;
        const cells = [...puzzle.cells];
        cells[cell] = other;
        expected += referenceCount(name, cells);
      }
      expect(expected).toBeGreaterThan(0);
      expect(countSolutions(shape, puzzle.cells, budget, 2, { cell, digit: a.cells[cell]! })).toBe(
        Math.min(2, expected),
      );
    }
    const unique = generatePuzzle({ shape, seed: 5, difficulty: 'easy' });
    const empty = unique.puzzle.cells.indexOf(0);
    const digit = unique.solution.cells[empty]!;
    expect(countSolutions(shape, unique.puzzle.cells, budget, 1, { cell: empty, digit })).toBe(0);
    expect(countSolutions(shape, unique.puzzle.cells, budget, 1)).toBe(1);
  });

  it('counts to the limit asked', () => {
    const { puzzle } = generateMultiSolutionPuzzle({ shape, seed: 3 });
    expect(countSolutions(shape, puzzle.cells, budget, 1)).toBe(1);
    expect(countSolutions(shape, puzzle.cells, budget, 2)).toBe(2);
  });

  it("is 'aborted' once the deadline has passed or the signal has fired", () => {
    const { puzzle } = generatePuzzle({ shape, seed: 1, difficulty: 'easy' });
    expect(countSolutions(shape, puzzle.cells, { deadline: performance.now() - 1 })).toBe('aborted');
    expect(countSolutions(shape, puzzle.cells, { signal: AbortSignal.abort() })).toBe('aborted');
    expect(countSolutions(shape, puzzle.cells, { deadline: Number.POSITIVE_INFINITY })).toBe(1);
  });
});
