import {
  countSolutions,
  createGrid,
  formatFPuzzles,
  parseFPuzzles,
  parseGrid,
  verifySolution,
} from '@sudoku-lab/core';
import { LINE_SOLUTION, linePuzzles } from '@sudoku-lab/testkit';
import { describe, expect, it } from 'vitest';
import { solver } from './index.js';

// Issue 38's line families: each constructed puzzle (one solution, LINE_SOLUTION) counted by core's
// variant counter, which runs every module's propagators, and proved unique by csp.
describe.each(linePuzzles.map((puzzle) => [puzzle.name, puzzle] as const))('%s', (_, puzzle) => {
  const givens = parseGrid(puzzle.givens);
  const grid = createGrid(givens.shape, givens.cells, puzzle.rules);

  it("core's countSolutions finds one solution, the one the lines were drawn on", () => {
    const found: string[] = [];
    expect(
      countSolutions(grid, { limit: 2, onSolution: (cells) => found.push(Array.from(cells).join('')) }),
    ).toBe(1);
    expect(found).toEqual([LINE_SOLUTION]);
  });

  it('csp proves it unique, read from its f-puzzles document', () => {
    const puzzleRead = parseFPuzzles(JSON.stringify(formatFPuzzles(grid)));
    const result = solver.solve(puzzleRead, { maxSolutions: 2 });
    expect(result.status).toBe('solved');
    expect(result.status === 'solved' && result.solution.cells.join('')).toBe(LINE_SOLUTION);
    expect(verifySolution(puzzleRead, result.status === 'solved' ? result.solution : null)).toEqual({
      ok: true,
    });
  });

  it('csp gives the same answer and the same search on a second run (no clock or chance in its choice)', () => {
    const emptier = createGrid(
      givens.shape,
      // Half the givens gone, so that the search branches (on a cell or on a digit's two places).
      givens.cells.map((digit, cell) => (cell % 2 === 0 ? 0 : digit)),
      puzzle.rules,
    );
    const first = solver.solve(emptier, { maxSolutions: 2 });
    const second = solver.solve(emptier, { maxSolutions: 2 });
    expect(second.status).toBe(first.status);
    expect(second.stats).toEqual(first.stats);
    expect(second.solution?.cells).toEqual(first.solution?.cells);
  });

  // With givens taken away the search fails often, and its choices follow what the failures taught
  // (the cells blamed, the digit failing most): whatever it learns, it must count as the counter does.
  it.each([
    ['no givens', () => false],
    ['every other given', (k: number) => k % 2 === 0],
    ['the givens of the first four rows', (k: number) => k < 36],
  ] as const)("csp counts as core's counter does with %s", (_, kept) => {
    const grid = createGrid(
      givens.shape,
      givens.cells.map((digit, cell) => (kept(cell) ? digit : 0)),
      puzzle.rules,
    );
    const counted = countSolutions(grid, { limit: 2 });
    const result = solver.solve(grid, { maxSolutions: 2 });
    expect(result.solutionCount).toBe(counted);
    expect(counted).toBeGreaterThan(0);
    expect(verifySolution(grid, result.solution)).toEqual({ ok: true });
  });

  it('csp finds no solution once a given of the solution is changed to break a line', () => {
    // The first empty cell on a line, given a digit its line forbids with the others placed.
    const cells = [...LINE_SOLUTION].map(Number);
    const lineCell = Object.values(puzzle.rules)
      .flat()
      .flatMap((value) => (Array.isArray(value) ? value : [...value.circle, ...value.line]))
      .find((cell: number) => givens.cells[cell] === 0)!;
    cells[lineCell] = (cells[lineCell]! % 9) + 1;
    const broken = createGrid(
      givens.shape,
      givens.cells.map((digit, cell) => (cell === lineCell ? cells[cell]! : digit)),
      puzzle.rules,
    );
    const result = solver.solve(broken, { maxSolutions: 2 });
    expect(['unsolvable', 'invalid']).toContain(result.status);
  });
});
