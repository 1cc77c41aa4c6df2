import {
  CountAbortedError,
  countSolutions as coreCount,
  createGrid,
  type Grid,
  SeededRandom,
  shapes,
} from '@sudoku-lab/core';
import { eachInTurn } from '@sudoku-lab/testkit';
import {
  countSolutions as countByReference,
  generateMultiSolutionPuzzle,
  generatePuzzle,
  generateUnsolvablePuzzle,
} from '@sudoku-lab/testkit/puzzles';
import { describe, expect, it } from 'vitest';
import { countSolutions, solver } from './index.js';

const nine = shapes['9x9'];

// The public sets (magictour top1465, the 17-clue sample, each also less a given, with clashing givens)
// are counted in count.corpus.ts, which `pnpm test:corpus` runs outside vitest: thousands of puzzles.
const seeds = Array.from({ length: 40 }, (_, i) => i + 1);
const sets: { name: string; puzzles: Grid[] }[] = [
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

/**
 * The reference's count of the solutions without `digit` in the empty `cell`, to `limit`: the sum
 * over the cell's other digits of the puzzle's solutions with that digit there.
 */
function countWithout(puzzle: Grid, cell: number, digit: number, limit: number): number {
  let count = 0;
  for (let other = 1; other <= 9 && count < limit; other++) {
    if (other === digit) continue;
    const cells = [...puzzle.cells];
    cells[cell] = other;
    count += countByReference(createGrid(nine, cells), limit - count);
  }
  return count;
}

describe('countSolutions', () => {
  it.each(sets)('on $name, counts what solver.solve counts, at limits 1, 2 and 3', async ({ puzzles }) => {
    expect(puzzles.length).toBeGreaterThan(0);
    await eachInTurn(puzzles, (puzzle, i) => {
      for (const limit of [1, 2, 3]) {
        const expected = solver.solve(puzzle, { maxSolutions: limit }).solutionCount;
        const count = countSolutions(puzzle, { limit: limit });
        if (count !== expected) expect(count, `puzzle ${i}, limit ${limit}`).toBe(expected);
      }
    });
  });

  it('counts every solution with an Infinity limit', () => {
    for (const seed of seeds.slice(0, 10)) {
      const { puzzle } = generateMultiSolutionPuzzle({ shape: nine, seed });
      expect(countSolutions(puzzle, { limit: Number.POSITIVE_INFINITY })).toBe(
        solver.solve(puzzle, { maxSolutions: Number.POSITIVE_INFINITY }).solutionCount,
      );
    }
  });

  it('leaves a solve it runs inside untouched', () => {
    const puzzle = generatePuzzle({ shape: nine, seed: 1, difficulty: 'hard' }).puzzle;
    const counts: number[] = [];
    const inside = solver.solve(puzzle, {
      maxSolutions: 2,
      onEvent: (event) => {
        if (event.type === 'guess' && counts.length < 5) counts.push(countSolutions(puzzle, { limit: 2 }));
      },
    });
    expect(counts.length).toBeGreaterThan(0);
    expect(counts.every((count) => count === 1)).toBe(true);
    expect(inside.status).toBe('solved');
    expect(inside.solution).toEqual(solver.solve(puzzle).solution);
  });

  it.each([
    { what: 'too few cells', cells: new Array(80).fill(0), limit: 2, message: /a 9x9 grid has 81 cells.*80/ },
    {
      what: 'a digit out of range',
      cells: [10, ...new Array(80).fill(0)],
      limit: 2,
      message: /10 is not a digit/,
    },
    {
      what: 'a fraction',
      cells: [0, 1.5, ...new Array(79).fill(0)],
      limit: 2,
      message: /1.5 is not a digit/,
    },
    { what: 'limit 0', cells: new Array(81).fill(0), limit: 0, message: /limit must be .* got number 0/ },
    {
      what: 'limit 1.5',
      cells: new Array(81).fill(0),
      limit: 1.5,
      message: /limit must be .* got number 1.5/,
    },
    { what: 'limit NaN', cells: new Array(81).fill(0), limit: Number.NaN, message: /got number NaN/ },
  ])('throws a RangeError on $what (core checks the arguments)', ({ cells, limit, message }) => {
    const count = () => countSolutions({ shape: nine, cells }, { limit });
    expect(count).toThrow(RangeError);
    expect(count).toThrow(message);
  });

  it("is core's countSolutions, kept under bitboard's name for its callers", () => {
    expect(countSolutions).toBe(coreCount);
  });

  it("stops at core's budget: a signal fired before the count, or during it (counted work)", () => {
    const empty = createGrid(nine, new Array(81).fill(0));
    expect(() => countSolutions(empty, { signal: AbortSignal.abort() })).toThrow(CountAbortedError);
    const controller = new AbortController();
    let solutions = 0;
    const count = () =>
      countSolutions(empty, {
        limit: Number.POSITIVE_INFINITY,
        signal: controller.signal,
        onSolution: () => {
          if (++solutions === 5) controller.abort();
        },
      });
    expect(count).toThrow(expect.objectContaining({ name: 'BudgetExhaustedError', reason: 'signal' }));
    // Core looks every 64 steps; the search steps at least once a solution (each has its placements).
    expect(solutions).toBeLessThanOrEqual(5 + 64);
  });

  describe('with a candidate excluded', () => {
    const unique = seeds.map((seed) => generatePuzzle({ shape: nine, seed, difficulty: 'hard' }));
    const twoWays = Array.from({ length: 160 }, (_, i) =>
      generateMultiSolutionPuzzle({ shape: nine, seed: i + 1 }),
    );

    it('gives 0 when the digit excluded is the one solution’s, in every empty cell', () => {
      for (const { puzzle, solution } of unique) {
        expect(countSolutions(puzzle, { limit: 2 })).toBe(1);
        for (let cell = 0; cell < 81; cell++) {
          if (puzzle.cells[cell] !== 0) continue;
          expect(
            countSolutions(puzzle, { limit: 2, exclude: [{ cell, digit: solution.cells[cell]! }] }),
          ).toBe(0);
          const other = (solution.cells[cell]! % 9) + 1;
          expect(countSolutions(puzzle, { limit: 2, exclude: [{ cell, digit: other }] })).toBe(1);
        }
      }
    });

    it('gives 1 on a puzzle with two solutions when one’s digit is excluded where they differ', () => {
      let checked = 0;
      for (const { puzzle, solutions } of twoWays) {
        if (countSolutions(puzzle, { limit: Number.POSITIVE_INFINITY }) !== 2) continue;
        const [a, b] = solutions;
        const cell = a.cells.findIndex((digit, i) => digit !== b.cells[i]);
        expect(
          countSolutions(puzzle, {
            limit: Number.POSITIVE_INFINITY,
            exclude: [{ cell, digit: a.cells[cell]! }],
          }),
        ).toBe(1);
        expect(
          countSolutions(puzzle, {
            limit: Number.POSITIVE_INFINITY,
            exclude: [{ cell, digit: b.cells[cell]! }],
          }),
        ).toBe(1);
        checked++;
      }
      expect(checked).toBeGreaterThanOrEqual(5);
    });

    it('counts what the testkit’s reference counts, on a few hundred puzzles and limits 1 to 3', () => {
      const puzzles = [...unique.map((made) => made.puzzle), ...twoWays.map((made) => made.puzzle)];
      // Cells, digits and limits from core's seeded stream: the same draws on every run.
      const random = new SeededRandom('13');
      const seen = new Set<number>();
      for (const [i, puzzle] of puzzles.entries()) {
        const empty = puzzle.cells.flatMap((digit, cell) => (digit === 0 ? [cell] : []));
        for (let k = 0; k < 2; k++) {
          const cell = empty[random.below(empty.length)]!;
          const digit = random.below(9) + 1;
          const limit = 1 + random.below(3);
          const expected = countWithout(puzzle, cell, digit, limit);
          const count = countSolutions(puzzle, { limit: limit, exclude: [{ cell, digit }] });
          if (count !== expected)
            expect(count, `puzzle ${i}, cell ${cell}, digit ${digit}, limit ${limit}`).toBe(expected);
          seen.add(count);
        }
      }
      expect([...seen].sort()).toEqual([0, 1, 2, 3]);
    });

    it('gives 0 for a given excluded, and the plain count for another digit excluded at a given', () => {
      for (const { puzzle } of twoWays.slice(0, 20)) {
        const cell = puzzle.cells.findIndex((digit) => digit !== 0);
        const given = puzzle.cells[cell]!;
        expect(countSolutions(puzzle, { limit: 3, exclude: [{ cell, digit: given }] })).toBe(0);
        expect(countSolutions(puzzle, { limit: 3, exclude: [{ cell, digit: (given % 9) + 1 }] })).toBe(
          countSolutions(puzzle, { limit: 3 }),
        );
      }
    });

    it('leaves the next count without an exclusion as it was', () => {
      const { puzzle, solution } = unique[0]!;
      const cell = puzzle.cells.indexOf(0);
      expect(countSolutions(puzzle, { limit: 2, exclude: [{ cell, digit: solution.cells[cell]! }] })).toBe(0);
      expect(countSolutions(puzzle, { limit: 2 })).toBe(1);
    });

    it.each([
      {
        what: 'a cell past the board',
        exclude: { cell: 81, digit: 1 },
        message: /cell .* is 0..80, got number 81/,
      },
      { what: 'a negative cell', exclude: { cell: -1, digit: 1 }, message: /got number -1/ },
      { what: 'a fractional cell', exclude: { cell: 2.5, digit: 1 }, message: /got number 2.5/ },
      {
        what: 'digit 0',
        exclude: { cell: 0, digit: 0 },
        message: /a digit of a 9x9 puzzle is 1..9, got number 0/,
      },
      { what: 'digit 10', exclude: { cell: 0, digit: 10 }, message: /got number 10/ },
    ])('throws a RangeError on $what', ({ exclude, message }) => {
      const count = () => countSolutions(createGrid(nine, new Array(81).fill(0)), { exclude: [exclude] });
      expect(count).toThrow(RangeError);
      expect(count).toThrow(message);
    });
  });
});
