import { allShapes, createGrid, tablesFor } from '@sudoku-lab/core';
import { countSolutions, generateSolution } from '@sudoku-lab/testkit/puzzles';
import { describe, expect, it } from 'vitest';
import { LARGEST, UnavoidableSets } from './unavoidable.js';

describe('UnavoidableSets', () => {
  it.each(allShapes.filter((shape) => shape.size <= 9).map((shape) => [shape.name, shape] as const))(
    'on %s, every set found is unavoidable: the board with it emptied has a second solution',
    (_, shape) => {
      for (let seed = 0; seed < 3; seed++) {
        const solution = generateSolution({ shape, seed }).cells;
        const { sets } = new UnavoidableSets(tablesFor(shape)).load(solution);
        // Sets of four cells at least (two rows, two columns, two boxes), of LARGEST at most.
        expect(sets.length).toBeGreaterThan(0);
        for (const cells of sets) {
          expect(cells.length).toBeGreaterThanOrEqual(4);
          expect(cells.length).toBeLessThanOrEqual(LARGEST);
          const puzzle = [...solution];
          for (const cell of cells) puzzle[cell] = 0;
          expect(countSolutions(createGrid(shape, puzzle), 2), `cells ${cells}`).toBe(2);
        }
      }
    },
  );

  it('says when a removal leaves a set with no clue, and takes a restore back', () => {
    const shape = allShapes[2]!;
    const solution = generateSolution({ shape, seed: 11 }).cells;
    const unavoidable = new UnavoidableSets(tablesFor(shape)).load(solution);
    const smallest = [...unavoidable.sets].sort((x, y) => x.length - y.length)[0]!;
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
