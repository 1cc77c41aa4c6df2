import { createGrid, diagonalHouses, shapes } from '@sudoku-lab/core';
import { generateVariant, variantNames } from '@sudoku-lab/testkit';
import { describe, expect, it } from 'vitest';
import { explain, nextStep, rate } from '../logic.js';
import { records } from '../records.js';
import { solutionProblems } from '../steps.fixture.js';

const nine = shapes['9x9'];

describe('logic on variants', () => {
  describe.each(variantNames)('%s', (variant) => {
    it.each([1, 2, 3])('agrees with the solution at every step (seed %i)', (seed) => {
      const { puzzle, solution } = generateVariant(variant, seed);
      expect(solutionProblems(solution.cells, explain(puzzle).steps)).toEqual([]);
      const { board, solved } = explain(puzzle);
      // Where it ends, solved or stuck, every digit written is the solution's.
      const off = board.cells.flatMap((digit, cell) =>
        digit !== 0 && digit !== solution.cells[cell] ? [cell] : [],
      );
      expect(off).toEqual([]);
      expect(solved).toBe(!board.cells.includes(0));
    });
  });

  it('names the cages of a killer step by their index in the rules', () => {
    const { puzzle } = generateVariant('killer', 1);
    const caged = explain(puzzle).steps.filter((step) => step.technique === 'cage-combinations');
    expect(caged.length).toBeGreaterThan(0);
    for (const step of caged) expect(puzzle.rules!.cages![step.cages![0]!]!.cells).toEqual(step.cells);
  });

  it('reports each step as it is taken (onStep), as on a classic puzzle', () => {
    const { puzzle } = generateVariant('killer', 2);
    const seen: string[] = [];
    const { steps } = explain(puzzle, { onStep: (step, count) => seen.push(`${count}. ${step.text}`) });
    expect(seen).toEqual(steps.map((step, k) => `${k + 1}. ${step.text}`));
    expect(seen.length).toBeGreaterThan(0);
  });

  it('stops where nothing applies, with no guess: an empty Sudoku X board', () => {
    const empty = createGrid(nine, new Array<number>(81).fill(0), { houses: diagonalHouses(nine) });
    expect(nextStep(empty)).toBeNull();
    expect(explain(empty)).toMatchObject({ steps: [], solved: false, solutions: 2, complete: true });
  });

  it("counts a variant's solutions within the caller's budget, not past it", () => {
    // One solution, which logic does not reach: only core's count can say it is one. The world's
    // hardest classic puzzle, with a cage of two cells of one row (a rule that adds nothing, but
    // makes it a variant): it needs forcing chains deeper than the variant ladder's one assumed digit.
    const hardest = '8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..';
    const digits = [...hardest].map((c) => (c === '.' ? 0 : Number(c)));
    const puzzle = createGrid(nine, digits, { cages: [{ cells: [1, 2] }] });
    expect(explain(puzzle)).toMatchObject({ solved: false, solutions: 1, complete: true });
    const signal = { aborted: true };
    expect(explain(puzzle, { signal })).toMatchObject({ solutions: 2, complete: false, stopped: 'signal' });
    expect(explain(puzzle, { deadline: performance.now() - 1 })).toMatchObject({
      solutions: 2,
      complete: false,
      stopped: 'deadline',
    });
  });

  it('says one solution where the steps fill the board, within any budget', () => {
    const { puzzle } = generateVariant('killer', 3);
    expect(explain(puzzle)).toMatchObject({ solved: true, solutions: 1, complete: true });
  });

  it('uses no uniqueness technique', () => {
    const unique = new Set(records.filter((r) => r.uniqueness).map((r) => r.id));
    const used = variantNames.flatMap((variant) =>
      explain(generateVariant(variant, 4).puzzle).steps.map((step) => step.technique),
    );
    expect(used.filter((id) => unique.has(id as never))).toEqual([]);
  });

  it('refuses to rate a variant, naming its rules', () => {
    const { puzzle } = generateVariant('x', 1);
    expect(() => rate(puzzle)).toThrow('rate works on classic puzzles, not on extra houses');
  });

  it('refuses conflicting givens in an extra house, naming both cells', () => {
    const cells = new Array<number>(81).fill(0);
    cells[0] = 5;
    cells[80] = 5;
    const clash = createGrid(nine, cells, { houses: diagonalHouses(nine) });
    expect(() => explain(clash)).toThrow(
      /conflicting givens: two 5s in the main diagonal: row 1, column 1 and row 9, column 9/,
    );
  });

  it("refuses Sudoku Explainer's ladder on a variant", () => {
    const { puzzle } = generateVariant('windoku', 1);
    expect(() => nextStep(puzzle, { ladder: 'explainer' })).toThrow(/classic puzzles only/);
  });
});
