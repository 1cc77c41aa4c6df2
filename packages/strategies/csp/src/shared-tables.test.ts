/**
 * Puzzles of one shape and family share what core works out from their units alone (each cell's
 * units and peers, the crossings the engine reads): one puzzle's solve must leave nothing in them that
 * changes the next one's. Two killers with different cages on the same 9x9 units, solved in turn.
 */
import { type Grid, parseFPuzzles, verifySolution } from '@sudoku-lab/core';
import { describe, expect, it } from 'vitest';
import { solver } from './index.js';

const SOLUTION = '534678912672195348198342567859761423426853791713924856961537284287419635345286179';
const digit = (row: number, column: number) => Number(SOLUTION[row * 9 + column]);

/** A killer of two-cell cages summed from SOLUTION, across the rows or down the columns, with a few givens. */
function killer(across: boolean, givens: readonly number[]): Grid {
  const killercage: { cells: string[]; value: string }[] = [];
  for (let line = 0; line < 9; line++) {
    for (let first = 0; first + 1 < 9; first += 2) {
      const [a, b] = across
        ? [
            [line, first],
            [line, first + 1],
          ]
        : [
            [first, line],
            [first + 1, line],
          ];
      killercage.push({
        cells: [a, b].map(([row, column]) => `R${row! + 1}C${column! + 1}`),
        value: String(digit(a![0]!, a![1]!) + digit(b![0]!, b![1]!)),
      });
    }
  }
  const grid = Array.from({ length: 9 }, (_, row) =>
    Array.from({ length: 9 }, (_, column) =>
      givens.includes(row * 9 + column) ? { value: digit(row, column), given: true } : {},
    ),
  );
  return parseFPuzzles(JSON.stringify({ size: 9, grid, killercage }));
}

describe('csp with tables shared by puzzles of one shape', () => {
  it('solves two killers in turn as it solved each the first time', () => {
    const first = killer(true, [0, 10, 20, 30, 40, 50, 60, 70, 80, 8, 16, 24, 32, 48, 56, 64, 72]);
    const second = killer(false, [4, 12, 36, 44, 76, 68, 28, 52, 2, 18, 34, 46, 62, 78, 6, 22]);
    const solve = (puzzle: Grid) => {
      const result = solver.solve(puzzle, { maxSolutions: 2 });
      return { status: result.status, solution: result.solution?.cells.join(''), stats: result.stats };
    };
    const once = [solve(first), solve(second)];
    for (const [k, puzzle] of [first, second].entries()) {
      const result = solver.solve(puzzle, { maxSolutions: 2 });
      expect(result.solution).not.toBeNull();
      expect(verifySolution(puzzle, result.solution!)).toEqual({ ok: true });
      expect(once[k]!.stats.placements).toBeGreaterThan(0);
    }
    for (let round = 0; round < 3; round++) {
      expect(solve(second)).toEqual(once[1]);
      expect(solve(first)).toEqual(once[0]);
    }
  });
});
