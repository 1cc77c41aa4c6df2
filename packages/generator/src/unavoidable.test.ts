import { allShapes, createGrid, emptyGrid, sameGrid, tablesFor, verifySolution } from '@sudoku-lab/core';
import { generateSolution } from '@sudoku-lab/testkit/puzzles';
import { describe, expect, it } from 'vitest';
import { UnavoidableSets } from './unavoidable.js';

describe('UnavoidableSets', () => {
  it.each(allShapes.map((shape) => [shape.name, shape] as const))(
    'on %s, swapping the two digits of any set found gives another full board',
    (_, shape) => {
      for (let seed = 0; seed < 3; seed++) {
        const solution = generateSolution({ shape, seed }).cells;
        const { sets } = new UnavoidableSets(tablesFor(shape), solution);
        // Every pair of digits has at least one set: all the cells of the two digits together.
        expect(sets.length).toBeGreaterThanOrEqual((shape.size * (shape.size - 1)) / 2);
        for (const { cells, digits } of sets) {
          const [a, b] = digits;
          const swapped = [...solution];
          for (const cell of cells) swapped[cell] = solution[cell] === a ? b : a;
          const other = createGrid(shape, swapped);
          expect(verifySolution(emptyGrid(shape), other)).toEqual({ ok: true });
          expect(sameGrid(other, createGrid(shape, solution))).toBe(false);
        }
      }
    },
  );

  it('says when a removal leaves a set with no clue, and takes a restore back', () => {
    const shape = allShapes[2]!;
    const solution = generateSolution({ shape, seed: 11 }).cells;
    const unavoidable = new UnavoidableSets(tablesFor(shape), solution);
    const smallest = [...unavoidable.sets].sort((x, y) => x.cells.length - y.cells.length)[0]!.cells;
    const [last, ...rest] = [...smallest].reverse();
    for (const cell of rest) expect(unavoidable.remove(cell)).toBe(true);
    expect(unavoidable.remove(last!)).toBe(false);
    unavoidable.restore(last!);
    expect(unavoidable.remove(last!)).toBe(false);
    unavoidable.restore(last!);
    unavoidable.restore(rest[0]!);
    expect(unavoidable.remove(last!)).toBe(true);
  });
});
