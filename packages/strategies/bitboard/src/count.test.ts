import { createGrid, type Grid, shapes } from '@sudoku-lab/core';
import { generateMultiSolutionPuzzle, generateUnsolvablePuzzle } from '@sudoku-lab/testkit/puzzles';
import { readSharedPuzzles } from '@sudoku-lab/testkit/shared-puzzles';
import { describe, expect, it } from 'vitest';
import { countSolutions, solver } from './index.js';

const nine = shapes['9x9'];

/** A puzzle with its first given taken away: often two solutions or more, sometimes still one. */
function withoutFirstGiven(puzzle: Grid): Grid {
  const cells = [...puzzle.cells];
  cells[cells.findIndex((digit) => digit !== 0)] = 0;
  return createGrid(nine, cells);
}

/** A puzzle with its first given copied into the first empty cell of its row: clashing givens. */
function withClash(puzzle: Grid): Grid | undefined {
  const cells = [...puzzle.cells];
  const given = cells.findIndex((digit) => digit !== 0);
  const row = Math.floor(given / 9) * 9;
  for (let cell = row; cell < row + 9; cell++) {
    if (cells[cell] === 0) {
      cells[cell] = cells[given]!;
      return { shape: nine, cells };
    }
  }
  return undefined;
}

const hardest = readSharedPuzzles('magictour-top1465.txt');
const seventeen = readSharedPuzzles('17-clue-sample.txt').slice(0, 600);
const seeds = Array.from({ length: 40 }, (_, i) => i + 1);
const sets: { name: string; puzzles: Grid[] }[] = [
  { name: 'magictour top1465', puzzles: hardest },
  { name: '17-clue sample', puzzles: seventeen },
  { name: 'top1465 less a given', puzzles: hardest.map(withoutFirstGiven) },
  { name: '17-clue less a given', puzzles: seventeen.map(withoutFirstGiven) },
  {
    name: 'two or more solutions (testkit)',
    puzzles: seeds.map((seed) => generateMultiSolutionPuzzle({ shape: nine, seed }).puzzle),
  },
  {
    name: 'unsolvable by search (testkit)',
    puzzles: seeds.map((seed) => generateUnsolvablePuzzle({ shape: nine, seed, foundBy: 'search' }).puzzle),
  },
  { name: 'the empty grid', puzzles: [createGrid(nine, new Array(81).fill(0))] },
];

describe('countSolutions', () => {
  it.each(sets)('on $name, counts what solver.solve counts, at limits 1, 2 and 3', ({ puzzles }) => {
    expect(puzzles.length).toBeGreaterThan(0);
    for (const [i, puzzle] of puzzles.entries()) {
      for (const limit of [1, 2, 3]) {
        const expected = solver.solve(puzzle, { maxSolutions: limit }).solutionCount;
        const count = countSolutions(puzzle.cells, limit);
        if (count !== expected) expect(count, `puzzle ${i}, limit ${limit}`).toBe(expected);
      }
    }
  });

  it('tells one solution from two on the sets that mix them', () => {
    const counts = sets[2]!.puzzles.map((puzzle) => countSolutions(puzzle.cells, 2));
    expect(counts).toContain(1);
    expect(counts).toContain(2);
  });

  it('gives 0 for clashing givens, which solver.solve refuses as invalid', () => {
    const clashing = hardest
      .slice(0, 200)
      .map(withClash)
      .filter((puzzle) => puzzle !== undefined);
    expect(clashing.length).toBeGreaterThan(100);
    for (const puzzle of clashing) {
      expect(solver.solve(puzzle, { maxSolutions: 2 }).status).toBe('invalid');
      expect(countSolutions(puzzle.cells, 2)).toBe(0);
    }
  });

  it('counts every solution with an Infinity limit', () => {
    for (const seed of seeds.slice(0, 10)) {
      const { puzzle } = generateMultiSolutionPuzzle({ shape: nine, seed });
      expect(countSolutions(puzzle.cells, Number.POSITIVE_INFINITY)).toBe(
        solver.solve(puzzle, { maxSolutions: Number.POSITIVE_INFINITY }).solutionCount,
      );
    }
  });

  it('works on typed arrays, and leaves a solve it runs inside untouched', () => {
    const puzzle = hardest[0]!;
    expect(countSolutions(Int8Array.from(puzzle.cells), 2)).toBe(1);
    const counts: number[] = [];
    const inside = solver.solve(puzzle, {
      maxSolutions: 2,
      onEvent: (event) => {
        if (event.type === 'guess' && counts.length < 5) counts.push(countSolutions(puzzle.cells, 2));
      },
    });
    expect(counts.length).toBeGreaterThan(0);
    expect(counts.every((count) => count === 1)).toBe(true);
    expect(inside.status).toBe('solved');
    expect(inside.solution).toEqual(solver.solve(puzzle).solution);
  });

  it.each([
    { what: 'too few cells', cells: new Array(80).fill(0), limit: 2, message: /expected 81 cells.*got 80/ },
    {
      what: 'a digit out of range',
      cells: [10, ...new Array(80).fill(0)],
      limit: 2,
      message: /cell 0 holds 10/,
    },
    { what: 'a fraction', cells: [0, 1.5, ...new Array(79).fill(0)], limit: 2, message: /cell 1 holds 1.5/ },
    { what: 'limit 0', cells: new Array(81).fill(0), limit: 0, message: /limit must be .* got 0/ },
    { what: 'limit 1.5', cells: new Array(81).fill(0), limit: 1.5, message: /limit must be .* got 1.5/ },
    { what: 'limit NaN', cells: new Array(81).fill(0), limit: Number.NaN, message: /got NaN/ },
  ])('throws a RangeError on $what', ({ cells, limit, message }) => {
    expect(() => countSolutions(cells, limit)).toThrow(RangeError);
    expect(() => countSolutions(cells, limit)).toThrow(message);
  });
});
