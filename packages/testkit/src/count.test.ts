import { allShapes, countSolutions, createGrid, type Grid, type Shape } from '@sudoku-lab/core';
import { describe, expect, it } from 'vitest';
import {
  difficultiesFor,
  generateMultiSolutionPuzzle,
  generatePuzzle,
  generateUnsolvablePuzzle,
  unsolvableKinds,
} from './generate.js';
import { findSolutions, countSolutions as referenceCount } from './reference.js';

// Core's counter against the reference search, which stays apart from it as the tests' independent
// check: the same counts on hundreds of generated puzzles of every shape (one, several and no
// solutions), at every limit, and with candidates excluded.

/** Puzzles generated for a shape: unique ones of each difficulty, several-solution ones, unsolvable ones. */
function puzzlesOf(shape: Shape, count: number): Grid[] {
  const puzzles: Grid[] = [];
  const difficulties = difficultiesFor(shape);
  for (let seed = 1; puzzles.length < count; seed++) {
    const kind = seed % 4;
    if (kind === 0 || kind === 1) {
      const difficulty = difficulties[seed % difficulties.length]!;
      puzzles.push(generatePuzzle({ shape, seed, difficulty }).puzzle);
    } else if (kind === 2) puzzles.push(generateMultiSolutionPuzzle({ shape, seed }).puzzle);
    else {
      // Some seeds make no unsolvable puzzle of a kind on the small shapes: those are passed over.
      const foundBy = unsolvableKinds[seed % unsolvableKinds.length]!;
      try {
        puzzles.push(generateUnsolvablePuzzle({ shape, seed, foundBy }).puzzle);
      } catch {}
    }
  }
  return puzzles;
}

/** Hundreds of each shape; 16x16 fewer, as the reference search is slow there. */
const COUNT: Record<string, number> = { '4x4': 300, '6x6': 300, '9x9': 300, '16x16': 100 };

describe.each(allShapes.map((shape) => [shape.name, shape] as const))('countSolutions on %s', (_, shape) => {
  const puzzles = puzzlesOf(shape, COUNT[shape.name]!);

  it.each([1, 2, 3])('counts what the reference counts, at limit %i', (limit) => {
    const seen = new Set<number>();
    for (const [i, puzzle] of puzzles.entries()) {
      const expected = referenceCount(puzzle, limit);
      const count = countSolutions(puzzle, { limit });
      if (count !== expected) expect(count, `puzzle ${i}: ${puzzle.cells.join('')}`).toBe(expected);
      seen.add(count);
    }
    // Every count up to the limit comes up, so the agreement covers each.
    expect([...seen].sort()).toEqual(Array.from({ length: limit + 1 }, (_, n) => n));
  });

  it("with a candidate excluded, counts the reference's solutions without it", () => {
    const several = puzzles.filter((puzzle) => referenceCount(puzzle, 2) === 2).slice(0, 40);
    expect(several.length).toBeGreaterThan(10);
    let differing = 0;
    for (const [i, puzzle] of several.entries()) {
      const { solutions } = findSolutions(puzzle, 20);
      // A cell where the first two solutions differ: excluding the first's digit there keeps the second.
      const cell = solutions[0]!.cells.findIndex((digit, k) => digit !== solutions[1]!.cells[k]);
      const digit = solutions[0]!.cells[cell]!;
      const without = solutions.filter((solution) => solution.cells[cell] !== digit).length;
      const count = countSolutions(puzzle, { limit: 20, exclude: [{ cell, digit }] });
      // Up to 20 solutions are listed: where there are more, the count without is at least as many.
      if (solutions.length < 20) expect(count, `puzzle ${i}`).toBe(without);
      else expect(count, `puzzle ${i}`).toBeGreaterThanOrEqual(without);
      if (without > 0) differing++;
    }
    expect(differing).toBe(several.length);
  });

  it('counts 0 with the one solution’s digit excluded at any empty cell of a unique puzzle', () => {
    const unique = puzzles.filter((puzzle) => referenceCount(puzzle, 2) === 1).slice(0, 20);
    expect(unique.length).toBeGreaterThan(10);
    for (const puzzle of unique) {
      const solution = findSolutions(puzzle, 1).solutions[0]!;
      const cell = puzzle.cells.indexOf(0);
      expect(countSolutions(puzzle, { exclude: [{ cell, digit: solution.cells[cell]! }] })).toBe(0);
      // Another digit excluded there leaves the one solution.
      const other = (solution.cells[cell]! % shape.size) + 1;
      expect(countSolutions(createGrid(shape, puzzle.cells), { exclude: [{ cell, digit: other }] })).toBe(1);
    }
  });
});
