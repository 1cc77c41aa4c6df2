import { describe, expect, expectTypeOf, it } from 'vitest';
import type { Conflict } from './conflicts.js';
import { emptyGrid, type Grid } from './grid.js';
import { parseGrid } from './parse.js';
import { shapes } from './shape.js';
import type { SolveResult } from './solver.js';
import { backtrack, testSolver } from './solvers.fixture.js';

/** Row-major backtracking, enough to reach every status. */
const plain = testSolver('plain', backtrack, { shapes: [shapes['4x4']], counters: ['visits'] });

const open = emptyGrid(shapes['4x4']);
/** A full 4x4 board with its last row taken away: one solution. */
const unique = parseGrid('123434122143....');
/** Two 2s in box 1. */
const clashing = parseGrid('12..2...........');
/** Row 1 needs a 4 in column 4, which column 4 already has below. */
const hopeless = parseGrid('123............4');

describe('SolveResult: a union on status', () => {
  it.each<[string, () => SolveResult, SolveResult['status'], boolean, boolean]>([
    ['a puzzle with one solution', () => plain.solve(unique), 'solved', true, false],
    ['an open board, maxSolutions 2', () => plain.solve(open, { maxSolutions: 2 }), 'multiple', true, false],
    ['conflicting givens', () => plain.solve(clashing), 'invalid', false, true],
    [
      'a 9x9 board, a shape it does not solve',
      () => plain.solve(emptyGrid(shapes['9x9'])),
      'invalid',
      false,
      true,
    ],
    ['a budget of one placement', () => plain.solve(open, { maxPlacements: 1 }), 'aborted', false, true],
  ])(
    '%s: %s, a solution only with one, a message only with a reason',
    (_, solve, status, hasSolution, hasMessage) => {
      const result = solve();
      expect(result.status).toBe(status);
      expect(result.solution !== null).toBe(hasSolution);
      expect(typeof result.message === 'string').toBe(hasMessage);
    },
  );

  it('is unsolvable, with no solution and no message, where the search finds none', () => {
    const result = plain.solve(hopeless);
    expect(result).toMatchObject({ status: 'unsolvable', solution: null, solutionCount: 0, conflicts: [] });
    expect(result.message).toBeUndefined();
  });

  it('narrows: solution a Grid once solved or multiple, message a string once invalid or aborted', () => {
    const result = plain.solve(open, { maxSolutions: 2 });
    switch (result.status) {
      case 'solved':
      case 'multiple':
        expectTypeOf(result.solution).toEqualTypeOf<Grid>();
        break;
      case 'unsolvable':
        expectTypeOf(result.solution).toEqualTypeOf<null>();
        break;
      case 'invalid':
        expectTypeOf(result.solution).toEqualTypeOf<null>();
        expectTypeOf(result.message).toEqualTypeOf<string>();
        expectTypeOf(result.conflicts).toEqualTypeOf<readonly Conflict[]>();
        break;
      case 'aborted':
        expectTypeOf(result.solution).toEqualTypeOf<Grid | null>();
        expectTypeOf(result.message).toEqualTypeOf<string>();
        break;
    }
    expect(result.status).toBe('multiple');
  });
});
