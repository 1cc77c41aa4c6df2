import { parseGrid, verifySolution } from '@sudoku-lab/core';
import { describeConformance } from '@sudoku-lab/testkit';
import { namedPuzzle } from '@sudoku-lab/testkit/puzzles';
import { describe, expect, it } from 'vitest';
import { solver } from './index.js';

describeConformance(solver);

describe('csp', () => {
  it('places every empty cell of a puzzle that needs no guess once, with no guess', () => {
    const puzzle = parseGrid(namedPuzzle('easy').text);
    const result = solver.solve(puzzle);
    expect(result.status).toBe('solved');
    expect(verifySolution(puzzle, result.solution)).toEqual({ ok: true });
    expect(result.stats).toMatchObject({ guesses: 0, backtracks: 0 });
    expect(result.stats.placements).toBe(puzzle.cells.filter((digit) => digit === 0).length);
  });
});
