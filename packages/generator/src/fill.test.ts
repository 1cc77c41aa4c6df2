import { allShapes, createGrid, emptyGrid, tablesFor, verifySolution } from '@sudoku-lab/core';
import { describe, expect, it } from 'vitest';
import { randomSolution } from './fill.js';
import { SeededRandom } from './random.js';

describe('randomSolution', () => {
  it.each(allShapes.map((shape) => [shape.name, shape] as const))(
    'fills a %s board by the rules',
    (_, shape) => {
      const random = new SeededRandom(shape.name);
      const boards = Array.from({ length: 4 }, () => randomSolution(tablesFor(shape), random));
      for (const cells of boards) {
        expect(verifySolution(emptyGrid(shape), createGrid(shape, cells))).toEqual({ ok: true });
      }
      expect(new Set(boards.map((cells) => cells.join(','))).size).toBe(4);
    },
  );

  it('fills the same board from the same seed', () => {
    const tables = tablesFor(allShapes[2]!);
    expect(randomSolution(tables, new SeededRandom('x'))).toEqual(
      randomSolution(tables, new SeededRandom('x')),
    );
  });
});
