import { BudgetExhaustedError, createGrid, type ShapeName, shapes } from '@sudoku-lab/core';
import { referenceSolver } from '@sudoku-lab/testkit';
import { generatePuzzle } from '@sudoku-lab/testkit/puzzles';
import { describe, expect, it } from 'vitest';
import { carvedCounts } from './prover.js';

/** The testkit's reference solve, counted to `limit`: what carvedCounts must agree with. */
function referenceCount(name: ShapeName, cells: readonly number[], limit: number): number {
  const result = referenceSolver.solve(createGrid(shapes[name], cells), { maxSolutions: limit });
  return result.status === 'invalid' ? 0 : result.solutionCount;
}

describe.each(['4x4', '6x6', '9x9'] as const)('carvedCounts on %s', (name) => {
  const shape = shapes[name];
  const seeds = Array.from({ length: name === '9x9' ? 12 : 8 }, (_, i) => i + 1);

  it.each(seeds)('agrees with the reference while board %i is emptied a cell at a time', (seed) => {
    const board = generatePuzzle({ shape, seed, difficulty: 'easy' }).solution;
    const counts = carvedCounts(board, {});
    const cells = [...board.cells];
    const seen = new Set<number>();
    // Every seventh cell, then every other: the counts go from one solution to several.
    const order = board.cells.map((_, cell) => (cell * 7 + seed) % shape.cellCount);
    for (const cell of order) {
      cells[cell] = 0;
      for (const limit of [1, 2] as const) {
        const count = counts(cells, limit);
        expect(count, `seed ${seed}, cell ${cell}, limit ${limit}`).toBe(referenceCount(name, cells, limit));
        seen.add(count as number);
      }
    }
    expect([...seen].sort()).toEqual([1, 2]);
  });

  it("with the board's digit excluded at a cell, counts the solutions that differ from it there", () => {
    for (const seed of [1, 2, 3]) {
      const board = generatePuzzle({ shape, seed, difficulty: 'easy' }).solution;
      const counts = carvedCounts(board, {});
      const cells = [...board.cells];
      for (let cell = 0; cell < shape.cellCount; cell += 2) cells[cell] = 0;
      for (let cell = 0; cell < shape.cellCount; cell += 6) {
        // The solutions without the board's digit at the cell: those with each other digit there.
        let expected = 0;
        for (let digit = 1; digit <= shape.size; digit++) {
          if (digit === board.cells[cell] || cells[cell] !== 0) continue;
          expected += referenceCount(
            name,
            cells.map((d, i) => (i === cell ? digit : d)),
            2,
          );
        }
        const exclude = { cell, digit: board.cells[cell]! };
        expect(counts(cells, 2, exclude), `seed ${seed}, cell ${cell}`).toBe(Math.min(2, expected));
      }
    }
  });

  it.each([
    ['the deadline has passed', () => ({ deadline: performance.now() - 1 }), 'deadline'],
    ['the signal has fired', () => ({ signal: AbortSignal.abort() }), 'signal'],
  ] as const)("lets core's stop pass once %s", (_, budget, reason) => {
    const board = generatePuzzle({ shape, seed: 1, difficulty: 'easy' }).solution;
    const cells = board.cells.map((digit, cell) => (cell % 3 === 0 ? 0 : digit));
    const count = () => carvedCounts(board, budget())(cells, 2);
    expect(count).toThrow(BudgetExhaustedError);
    expect(count).toThrow(expect.objectContaining({ reason }));
    expect(carvedCounts(board, { deadline: Number.POSITIVE_INFINITY })(cells, 2)).toBeGreaterThan(0);
  });
});
