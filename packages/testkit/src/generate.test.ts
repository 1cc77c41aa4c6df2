import {
  allShapes,
  createGrid,
  emptyGrid,
  findConflicts,
  type Grid,
  shapes,
  tablesFor,
  verifySolution,
} from '@sudoku-lab/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Board, propagate } from './board.js';
// The seeds and floors of the conformance cases: puzzles that plain backtracking, an independent
// check on the generator's reference search, gets through quickly.
import { planOptions, plans } from './cases.js';
import {
  difficultiesFor,
  generateConflictingPuzzle,
  generateMultiSolutionPuzzle,
  generatePuzzle,
  generateSlowPuzzle,
  generateSolution,
  generateUnsolvablePuzzle,
  gradePuzzle,
  unsolvableKinds,
} from './generate.js';
import { referenceSolver } from './reference.js';
import { naiveSolver } from './solvers.fixture.js';

const byShape = allShapes.map((shape) => [shape.name, shape] as const);
const givens = (grid: Grid) => grid.cells.filter((digit) => digit !== 0).length;
const ends = (grid: Grid, hidden: boolean) => propagate(Board.of(grid), hidden);

describe.each(byShape)('the generator on %s', (_, shape) => {
  it('generateSolution: a valid full board, the same for the same seed, another for another', () => {
    const solution = generateSolution({ shape, seed: 3 });
    expect(verifySolution(emptyGrid(shape), solution)).toEqual({ ok: true });
    expect(generateSolution({ shape: shape.name, seed: 3 })).toEqual(solution);
    expect(generateSolution({ shape, seed: 4 })).not.toEqual(solution);
  });

  it.each(difficultiesFor(shape))(
    'generatePuzzle %s: one solution, graded as asked, reproducible',
    (difficulty) => {
      const options = { ...planOptions(shape), difficulty };
      const { puzzle, solution } = generatePuzzle(options);
      expect(generatePuzzle(options).puzzle).toEqual(puzzle);
      expect(givens(puzzle)).toBeGreaterThanOrEqual(options.minGivens ?? 0);

      const checked = naiveSolver.solve(puzzle, { maxSolutions: 2 });
      expect(checked.status).toBe('solved');
      expect(checked.solution).toEqual(solution);

      const grade = { naked: ends(puzzle, false), hidden: ends(puzzle, true) };
      const expected = {
        easy: { naked: 'solved', hidden: 'solved' },
        medium: { naked: 'stuck', hidden: 'solved' },
        hard: { naked: 'stuck', hidden: 'stuck' },
      }[difficulty];
      expect(grade).toEqual(expected);
      expect(gradePuzzle(puzzle)).toBe(difficulty);
    },
  );

  it('generatePuzzle: another seed, another puzzle', () => {
    const first = generatePuzzle({ shape, seed: 1, difficulty: 'easy' });
    expect(generatePuzzle({ shape, seed: 2, difficulty: 'easy' }).puzzle).not.toEqual(first.puzzle);
  });

  it('generateMultiSolutionPuzzle: two different solutions, both valid', () => {
    const { puzzle, solutions } = generateMultiSolutionPuzzle(planOptions(shape));
    expect(naiveSolver.solve(puzzle, { maxSolutions: 2 }).status).toBe('multiple');
    for (const solution of solutions) expect(verifySolution(puzzle, solution)).toEqual({ ok: true });
    expect(solutions[0]).not.toEqual(solutions[1]);
  });

  it.each(unsolvableKinds)(
    'generateUnsolvablePuzzle found by %s: no conflict, no solution, found that way',
    (foundBy) => {
      const seed = foundBy === 'search' ? plans[shape.name].seeds?.search : undefined;
      const { puzzle } = generateUnsolvablePuzzle({ ...planOptions(shape, seed), foundBy });
      expect(findConflicts(puzzle)).toEqual([]);
      expect(naiveSolver.solve(puzzle).status).toBe('unsolvable');
      if (foundBy === 'propagation') {
        expect(ends(puzzle, false)).toBe('contradiction');
      } else {
        expect(ends(puzzle, false)).toBe('stuck');
        // On 4x4 hidden singles see every unsolvable puzzle that naked singles do not.
        expect(ends(puzzle, true)).toBe(shape.name === '4x4' ? 'contradiction' : 'stuck');
      }
    },
  );

  it('generateConflictingPuzzle: exactly the one conflict it names', () => {
    const { puzzle, conflict } = generateConflictingPuzzle(planOptions(shape));
    const found = findConflicts(puzzle);
    expect(found.map(({ unit, digit, cells }) => ({ unit, digit, cells }))).toEqual([conflict]);
  });

  it('generateSlowPuzzle: one solution, its first row reading size down to 1', () => {
    const { puzzle, solution } = generateSlowPuzzle(planOptions(shape, plans[shape.name].seeds?.slow));
    const firstRow = solution.cells.slice(0, shape.size);
    expect(firstRow).toEqual(Array.from({ length: shape.size }, (_, k) => shape.size - k));
    const checked = referenceSolver.solve(puzzle, { maxSolutions: 2 });
    expect(checked.status).toBe('solved');
    expect(checked.solution).toEqual(solution);
  });
});

describe('generateSlowPuzzle is slow for row-major search', () => {
  it.each(byShape.filter(([name]) => name !== '4x4'))(
    '%s: 100 times the placements of the reference search are not enough',
    (_, shape) => {
      const { puzzle } = generateSlowPuzzle(planOptions(shape, plans[shape.name].seeds?.slow));
      const reference = referenceSolver.solve(puzzle).stats.placements;
      expect(naiveSolver.solve(puzzle, { maxPlacements: 100 * reference }).status).toBe('aborted');
    },
  );
});

describe('difficulties', () => {
  it('4x4 has only easy puzzles, the other shapes all three', () => {
    expect(difficultiesFor('4x4')).toEqual(['easy']);
    for (const name of ['6x6', '9x9', '16x16'] as const)
      expect(difficultiesFor(name)).toEqual(['easy', 'medium', 'hard']);
    expect(() => generatePuzzle({ shape: '4x4', seed: 1, difficulty: 'medium' })).toThrow(
      'generatePuzzle: there are no medium 4x4 puzzles (naked singles solve them all)',
    );
  });

  it('gradePuzzle refuses a puzzle without exactly one solution', () => {
    const nine = shapes['9x9'];
    expect(() => gradePuzzle(emptyGrid(nine))).toThrow('gradePuzzle: the puzzle has several solutions');
    const { puzzle } = generateUnsolvablePuzzle({ shape: nine, seed: 1, foundBy: 'search' });
    expect(() => gradePuzzle(puzzle)).toThrow('gradePuzzle: the puzzle has no solution');
    const twoOnes = createGrid(nine, [1, 1, ...new Array<number>(79).fill(0)]);
    expect(() => gradePuzzle(twoOnes)).toThrow(/^gradePuzzle: conflicting givens: two 1s in row 1/);
  });
});

describe('bad options get a clear error', () => {
  it.each([
    [
      () => generateSolution({ shape: '5x5' as '4x4', seed: 1 }),
      'generateSolution: unknown shape "5x5"; expected 4x4, 6x6, 9x9 or 16x16',
    ],
    [
      () => generatePuzzle({ shape: '9x9', seed: 1.5 }),
      'generatePuzzle: the seed must be an integer, got 1.5',
    ],
    [
      () => generatePuzzle({ shape: '9x9', seed: 1, difficulty: 'brutal' as 'hard' }),
      'generatePuzzle: unknown difficulty "brutal"; expected easy, medium, hard',
    ],
    [
      () => generateMultiSolutionPuzzle({ shape: '4x4', seed: 1, minGivens: 17 }),
      'generateMultiSolutionPuzzle: minGivens must be an integer from 0 to 16, got 17',
    ],
    [
      () => generateUnsolvablePuzzle({ shape: '9x9', seed: 1, foundBy: 'luck' as 'search' }),
      `generateUnsolvablePuzzle: foundBy must be 'propagation' or 'search', got "luck"`,
    ],
  ])('%#', (make, message) => {
    expect(make).toThrow(RangeError);
    expect(make).toThrow(message);
  });

  it('a floor of givens no puzzle of the grade can keep is reported, not looped on', () => {
    const all = tablesFor(shapes['6x6']).cellCount;
    expect(() => generatePuzzle({ shape: '6x6', seed: 1, difficulty: 'hard', minGivens: all })).toThrow(
      `could not make a hard 6x6 puzzle keeping ${all} givens from seed 1 in 100 tries; try another seed`,
    );
  });
});

describe('for any seed', () => {
  const seeds = fc.integer({ min: -(2 ** 31), max: 2 ** 31 - 1 });

  it('a medium 6x6 puzzle has one solution and needs hidden singles', () => {
    fc.assert(
      fc.property(seeds, (seed) => {
        const { puzzle, solution } = generatePuzzle({ shape: '6x6', seed, difficulty: 'medium' });
        expect(naiveSolver.solve(puzzle, { maxSolutions: 2 }).solution).toEqual(solution);
        expect([ends(puzzle, false), ends(puzzle, true)]).toEqual(['stuck', 'solved']);
      }),
      { numRuns: 25 },
    );
  });

  it('an unsolvable 9x9 puzzle has no conflicting givens and no solution', () => {
    fc.assert(
      fc.property(seeds, fc.constantFrom(...unsolvableKinds), (seed, foundBy) => {
        const { puzzle } = generateUnsolvablePuzzle({ shape: '9x9', seed, foundBy, minGivens: 30 });
        expect(findConflicts(puzzle)).toEqual([]);
        expect(referenceSolver.solve(puzzle).status).toBe('unsolvable');
      }),
      { numRuns: 25 },
    );
  });
});
