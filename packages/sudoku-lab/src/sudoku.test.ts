import {
  createGrid,
  FPuzzlesDrawingsError,
  formatFPuzzles,
  formatGrid,
  type Grid,
  PuzzleFormatError,
  parseGrid,
  type ShapeName,
  shapes,
  verifySolution,
} from '@sudoku-lab/core';
import { generate } from '@sudoku-lab/generator';
import { fpuzzlesPart } from '@sudoku-lab/harness';
import { explain, nextStep, rate } from '@sudoku-lab/logic';
import { findStrategy, recommendedFor } from '@sudoku-lab/registry';
import {
  generateConflictingPuzzle,
  generateMultiSolutionPuzzle,
  generatePuzzle,
  namedPuzzle,
  countSolutions as referenceCount,
} from '@sudoku-lab/testkit/puzzles';
import { describe, expect, it } from 'vitest';
import * as lab from './index.js';

const everest = namedPuzzle('everest').text;
const rowsOf = (grid: Grid): string[] =>
  formatGrid(grid, 'line').match(new RegExp(`.{${grid.shape.size}}`, 'g'))!;
const shapeNames: ShapeName[] = ['4x4', '6x6', '9x9', '16x16'];
const unique = (shape: ShapeName) => generatePuzzle({ shape, seed: 3, difficulty: 'easy' });

/** The same puzzle in every form parseGrid reads. */
function forms(grid: Grid): [string, lab.PuzzleInput][] {
  const rows = rowsOf(grid);
  return [
    ['a line', formatGrid(grid, 'line')],
    ['pretty text', formatGrid(grid, 'pretty')],
    ['row strings', rows],
    ['a flat number[]', [...grid.cells]],
    ['a char[][] board', rows.map((row) => [...row])],
    ['a Grid', grid],
  ];
}

describe('strategyFor', () => {
  it.each([
    ['4x4', 'norvig'],
    ['6x6', 'norvig'],
    ['9x9', 'bitboard'],
    ['16x16', 'norvig'],
  ] as const)('picks for %s: %s', (shape, id) => {
    expect(lab.strategyFor(unique(shape).puzzle).id).toBe(id);
  });

  it("is the registry's recommendation, so sudoku-lab solve and solve() agree: csp (once listed) on a variant", () => {
    const { puzzle } = unique('9x9');
    const killer = createGrid(shapes['9x9'], puzzle.cells, { cages: [{ cells: [0, 1], sum: 17 }] });
    expect(lab.strategyFor(killer)).toBe(recommendedFor(killer));
    expect(lab.strategyFor(killer).id).toBe(findStrategy('csp') === undefined ? 'norvig' : 'csp');
  });

  it('solves a variant given as a Grid with its rules, under them', () => {
    const { puzzle, solution } = unique('9x9');
    // A cage over two empty cells: the sum their solution digits make holds; one more has no solution.
    const cells = puzzle.cells.flatMap((digit, cell) => (digit === 0 ? [cell] : [])).slice(0, 2);
    const sum = cells.reduce((total, cell) => total + solution.cells[cell]!, 0);
    const holds = createGrid(shapes['9x9'], puzzle.cells, { cages: [{ cells, sum }] });
    const breaks = createGrid(shapes['9x9'], puzzle.cells, { cages: [{ cells, sum: sum + 1 }] });
    expect(lab.solve(holds, { maxSolutions: 2 })).toMatchObject({ status: 'solved', solutionCount: 1 });
    expect(lab.solve(breaks).status).toBe('unsolvable');
  });
});

describe('solve', () => {
  describe.each(shapeNames)('on %s', (shape) => {
    const { puzzle, solution } = unique(shape);
    it.each(forms(puzzle))('reads %s and solves it', (_, input) => {
      const result = lab.solve(input);
      expect(result.status).toBe('solved');
      expect(result.solution === null ? null : formatGrid(result.solution, 'line')).toBe(
        formatGrid(solution, 'line'),
      );
    });
  });

  it('passes the options on: maxSolutions 2 finds a second solution', () => {
    const { puzzle } = generateMultiSolutionPuzzle({ shape: '9x9', seed: 5 });
    expect(lab.solve(formatGrid(puzzle, 'line'), { maxSolutions: 2 })).toMatchObject({
      status: 'multiple',
      solutionCount: 2,
    });
  });

  it('returns invalid, naming both cells, for conflicting givens', () => {
    const result = lab.solve(namedPuzzle('extreme').text);
    expect(result.status).toBe('invalid');
    expect(result.conflicts.length).toBeGreaterThan(0);
  });

  it('throws PuzzleFormatError for a malformed puzzle', () => {
    expect(() => lab.solve('12x')).toThrow(PuzzleFormatError);
  });
});

// A published variant as a person has it (issue 36's audit): the f-puzzles document `sudoku-lab solve`
// opens, its text, the parsed object, or a link carrying it. solve() read only parseGrid's forms and
// called the document "wrong number of rows: found 397".
describe('a variant as the sudoku-lab command reads it', () => {
  const { puzzle, solution } = unique('6x6');
  // A thermometer through r1c1..r3c1 from the smallest of their digits up: true of the solution.
  const thermometer = [0, 1, 2]
    .sort((a, b) => solution.cells[a * 6]! - solution.cells[b * 6]!)
    .map((r) => `R${r + 1}C1`);
  const doc = {
    size: 6,
    grid: Array.from({ length: 6 }, (_, r) =>
      Array.from({ length: 6 }, (_, c) => {
        const digit = puzzle.cells[r * 6 + c]!;
        return digit === 0 ? { candidates: [1, 2] } : { value: digit, given: true };
      }),
    ),
    thermometer: [{ lines: [thermometer] }],
  };
  const text = JSON.stringify(doc);
  const b64 = fpuzzlesPart(doc).slice('fpuzzles'.length);
  it.each<[string, lab.PuzzleInput]>([
    ['its JSON text', text],
    ['its JSON text over several lines', JSON.stringify(doc, null, 2)],
    ['its JSON line with a name, copied from a puzzle list', `${text} # thermo`],
    ['the parsed document', doc],
    ['an f-puzzles link', `https://www.f-puzzles.com/?load=${b64}`],
    ['a SudokuPad link', `https://sudokupad.app/fpuzzles${b64}`],
  ])('solves %s, under its rules', (_, input) => {
    const result = lab.solve(input, { maxSolutions: 2 });
    expect(result.status).toBe('solved');
    expect(result.solution?.cells).toEqual(solution.cells);
    expect(lab.isUnique(input)).toBe(true);
  });

  // A published document's drawings: refused by default, naming them; ignoreDrawings leaves them out
  // (every function takes it), and onDrawingsLeftOut hears what was left out.
  const drawn = { ...doc, text: [{ cells: ['R1C1'], value: 'Title' }], rectangle: [{ cells: ['R2C2'] }] };
  const named = 'text "Title" at R1C1 and a rectangle at R2C2';
  const drawnForms: [string, lab.PuzzleInput][] = [
    ['the parsed document', drawn],
    ['its JSON text', JSON.stringify(drawn)],
    ['a SudokuPad link', `https://sudokupad.app/${fpuzzlesPart(drawn)}`],
  ];
  it.each(drawnForms)('refuses the drawings of %s, naming them', (_, input) => {
    expect(() => lab.solve(input)).toThrow(FPuzzlesDrawingsError);
    expect(() => lab.readPuzzle(input)).toThrow(`the document draws ${named}`);
    expect(() => lab.isUnique(input)).toThrow(PuzzleFormatError);
  });
  it.each(drawnForms)('reads %s with ignoreDrawings as the document without them', (_, input) => {
    const told: string[] = [];
    const options = { ignoreDrawings: true, onDrawingsLeftOut: (what: string) => told.push(what) };
    const result = lab.solve(input, { maxSolutions: 2, ...options });
    expect(result.status).toBe('solved');
    expect(result.solution?.cells).toEqual(solution.cells);
    expect(told).toEqual([named]);
    expect(lab.readPuzzle(input, { ignoreDrawings: true })).toEqual(lab.readPuzzle(doc));
    expect(lab.isUnique(input, { ignoreDrawings: true })).toBe(true);
    expect(lab.countSolutions(input, 2, { ignoreDrawings: true })).toBe(1);
  });
  it('hint, explain and rate take ignoreDrawings beside their own options (9x9)', () => {
    const puzzle = '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';
    const plain = lab.readPuzzle(puzzle);
    const withText = { ...formatFPuzzles(plain), text: [{ cells: ['R9C9'], value: 'x' }] };
    expect(() => lab.rate(withText)).toThrow(FPuzzlesDrawingsError);
    expect(() => lab.hint(withText)).toThrow(FPuzzlesDrawingsError);
    expect(lab.hint(withText, { ignoreDrawings: true })).toEqual(lab.hint(puzzle));
    expect(lab.explain(withText, { ignoreDrawings: true })).toEqual(lab.explain(puzzle));
    expect(lab.rate(withText, { ignoreDrawings: true, deadline: performance.now() + 60_000 })).toEqual(
      lab.rate(puzzle, { deadline: performance.now() + 60_000 }),
    );
  });

  it('names a constraint it cannot read, in every form', () => {
    const clone = { ...doc, clone: [{ cells: ['R1C1'], cloneCells: ['R6C6'] }] };
    const link = `https://sudokupad.app/${fpuzzlesPart(clone)}`;
    for (const input of [clone, JSON.stringify(clone), link]) {
      expect(() => lab.solve(input)).toThrow(PuzzleFormatError);
      expect(() => lab.solve(input)).toThrow(/unsupported f-puzzles constraint: "clone"/);
    }
  });
});

describe('countSolutions and isUnique, on every shape', () => {
  describe.each(shapeNames)('%s', (shape) => {
    it('count one solution of a unique puzzle, and call it unique', () => {
      const { puzzle } = unique(shape);
      expect(lab.countSolutions(formatGrid(puzzle, 'line'))).toBe(1);
      expect(lab.isUnique(rowsOf(puzzle))).toBe(true);
    });

    it('count what the reference counts for a puzzle with several, up to the limit', () => {
      const { puzzle } = generateMultiSolutionPuzzle({ shape, seed: 7 });
      const limit = 5;
      expect(lab.countSolutions(puzzle, limit)).toBe(referenceCount(puzzle, limit));
      expect(lab.isUnique(puzzle)).toBe(false);
    });

    it('count none for conflicting givens', () => {
      const { puzzle } = generateConflictingPuzzle({ shape, seed: 2 });
      expect(lab.countSolutions(puzzle)).toBe(0);
      expect(lab.isUnique(puzzle)).toBe(false);
    });
  });

  it('count every solution with no limit: an empty 4x4 has 288', () => {
    expect(lab.countSolutions('.'.repeat(16))).toBe(288);
  });

  it.each([0, -1, Number.NaN])('refuse a limit of %s, naming it', (limit) => {
    expect(() => lab.countSolutions(everest, limit)).toThrow(`limit must be 1 or more, got ${limit}`);
  });
});

describe('hint, explain and rate: logic on any form of the puzzle, its answers passed through', () => {
  // A puzzle logic rates in milliseconds (top95's 47th, hardest step a wing): the forms are what is
  // tested, and the world's hardest would take seconds of nested chains for each of them.
  const grid = parseGrid('..9.....3.....9...7.....5.6..65..4.....3......28......3..75.6..6...........12.3.8');
  it.each(forms(grid))('from %s', (_, input) => {
    expect(lab.hint(input)).toEqual(nextStep(grid));
    expect(lab.explain(input)).toEqual(explain(grid));
    expect(lab.rate(input)).toEqual(rate(grid));
  });
});

describe('generate', () => {
  it("is the generator's: the same seed, the same puzzle, with one solution", () => {
    const made = lab.generate({ seed: 42, difficulty: 'easy' });
    expect(made.puzzle.cells).toEqual(generate({ seed: 42, difficulty: 'easy' }).puzzle.cells);
    expect(lab.isUnique(made.puzzle)).toBe(true);
    expect(verifySolution(made.puzzle, made.solution)).toEqual({ ok: true });
  });
});
