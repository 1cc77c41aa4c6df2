import { describe, expect, it } from 'vitest';
import { CountAbortedError, type CountOptions, countSolutions, defineCounter } from './count.js';
import type { Exclusion } from './count-engine.js';
import { createGrid, emptyGrid, type Grid } from './grid.js';
import { allShapes, type Shape, shapes } from './shape.js';
import { verifySolution } from './verify.js';

/** A full board of any shape: row r is row 0 shifted by a box's width per row of a band, and by one per band. */
function fullBoard(shape: Shape): number[] {
  const { size, boxHeight, boxWidth } = shape;
  return Array.from({ length: size * size }, (_, cell) => {
    const row = Math.floor(cell / size);
    const column = cell % size;
    return (((row % boxHeight) * boxWidth + Math.floor(row / boxHeight) + column) % size) + 1;
  });
}

/** The board with the cells of `rows` emptied. */
function withoutRows(shape: Shape, rows: readonly number[]): number[] {
  return fullBoard(shape).map((digit, cell) => (rows.includes(Math.floor(cell / shape.size)) ? 0 : digit));
}

/**
 * No solution, no clashing givens: row 0 holds every digit but the last in cells 1.., and the last
 * stands in column 0 a band lower, so cell 0 has no digit left.
 */
function noRoomAtCellZero(shape: Shape): number[] {
  const cells = new Array<number>(shape.cellCount).fill(0);
  for (let column = 1; column < shape.size; column++) cells[column] = column;
  cells[shape.boxHeight * shape.size] = shape.size;
  return cells;
}

interface Case {
  readonly name: string;
  readonly cells: (shape: Shape) => number[];
  readonly options?: CountOptions | ((shape: Shape) => CountOptions);
  /** The count, or a function of the shape. */
  readonly expected: number | ((shape: Shape) => number);
}

const cases: readonly Case[] = [
  { name: 'a full board', cells: fullBoard, expected: 1 },
  { name: 'a full board without its first row', cells: (shape) => withoutRows(shape, [0]), expected: 1 },
  {
    // The two rows can trade their digits: a second solution at least.
    name: 'a board without two rows of a band',
    cells: (shape) => withoutRows(shape, [0, 1]),
    expected: 2,
  },
  {
    name: 'a board without two rows of a band, counted to 1',
    cells: (shape) => withoutRows(shape, [0, 1]),
    options: { limit: 1 },
    expected: 1,
  },
  {
    name: 'the empty board, counted to 1',
    cells: (s) => [...emptyGrid(s).cells],
    options: { limit: 1 },
    expected: 1,
  },
  { name: 'the empty board (limit 2 by default)', cells: (s) => [...emptyGrid(s).cells], expected: 2 },
  {
    name: 'the empty board, counted to 5',
    cells: (s) => [...emptyGrid(s).cells],
    options: { limit: 5 },
    expected: 5,
  },
  { name: 'a cell with no digit left', cells: noRoomAtCellZero, expected: 0 },
  {
    name: 'two givens clash',
    cells: (shape) => {
      const cells = new Array<number>(shape.cellCount).fill(0);
      cells[0] = cells[1] = 1;
      return cells;
    },
    expected: 0,
  },
  {
    name: "a full board, its first cell's digit excluded",
    cells: fullBoard,
    options: { exclude: [{ cell: 0, digit: 1 }] },
    expected: 0,
  },
  {
    name: 'a full board, another digit excluded at a given (no change)',
    cells: fullBoard,
    options: { exclude: [{ cell: 0, digit: 2 }] },
    expected: 1,
  },
  {
    name: "a board without its first row, the board's digit excluded there",
    cells: (shape) => withoutRows(shape, [0]),
    options: (shape) => ({ exclude: [{ cell: 3, digit: fullBoard(shape)[3]! }] }),
    expected: 0,
  },
  {
    name: 'a board without its first row, another digit excluded there',
    cells: (shape) => withoutRows(shape, [0]),
    options: (shape) => ({ exclude: [{ cell: 3, digit: (fullBoard(shape)[3]! % shape.size) + 1 }] }),
    expected: 1,
  },
  {
    name: 'a board without two rows of a band, one of the two ways excluded',
    cells: (shape) => withoutRows(shape, [0, 1]),
    options: { exclude: [{ cell: 0, digit: 1 }], limit: Number.POSITIVE_INFINITY },
    // The solutions without a 1 in cell 0 are those of the whole count that have another digit there.
    expected: (shape) => {
      let others = 0;
      countSolutions(createGrid(shape, withoutRows(shape, [0, 1])), {
        limit: Number.POSITIVE_INFINITY,
        onSolution: (cells) => void (cells[0] !== 1 && others++),
      });
      return others;
    },
  },
];

describe('countSolutions', () => {
  describe.each(allShapes.map((shape) => [shape.name, shape] as const))('on %s', (_, shape) => {
    it.each(cases.map((c) => [c.name, c] as const))('%s', (_, { cells, options, expected }) => {
      const want = typeof expected === 'number' ? expected : expected(shape);
      const asked = typeof options === 'function' ? options(shape) : options;
      expect(countSolutions(createGrid(shape, cells(shape)), asked)).toBe(want);
    });

    it('counts a plain { shape, cells } object as it counts a Grid', () => {
      const cells = withoutRows(shape, [0, 1]);
      expect(countSolutions({ shape, cells }, { limit: 50 })).toBe(
        countSolutions(createGrid(shape, cells), { limit: 50 }),
      );
    });

    it('hands every solution it counts to onSolution, each a solution of the puzzle', () => {
      const puzzle = createGrid(shape, withoutRows(shape, [0, 1]));
      const seen: string[] = [];
      const count = countSolutions(puzzle, {
        limit: 50,
        onSolution: (cells) => {
          const solution = createGrid(shape, Array.from(cells));
          expect(verifySolution(puzzle, solution)).toEqual({ ok: true });
          seen.push(solution.cells.join(','));
        },
      });
      expect(seen.length).toBe(count);
      expect(new Set(seen).size).toBe(count);
    });
  });

  it.each(allShapes.map((shape) => [shape.name, shape] as const))(
    'on %s, finds the guide board first when it is a solution, and counts the same with a guide or without',
    (_, shape) => {
      const guide = fullBoard(shape);
      const puzzle = createGrid(shape, withoutRows(shape, [0, 1]));
      let first: number[] | undefined;
      countSolutions(puzzle, { limit: 1, guide, onSolution: (cells) => void (first = Array.from(cells)) });
      expect(first).toEqual(guide);
      const all = { limit: Number.POSITIVE_INFINITY };
      expect(countSolutions(puzzle, { ...all, guide })).toBe(countSolutions(puzzle, all));
    },
  );

  it('counts every solution of the empty 4x4 board with an infinite limit: 288', () => {
    expect(countSolutions(emptyGrid(shapes['4x4']), { limit: Number.POSITIVE_INFINITY })).toBe(288);
  });

  it('counts right when a count is begun from inside another count (in onSolution)', () => {
    const unique = createGrid(shapes['9x9'], withoutRows(shapes['9x9'], [0]));
    const inner: number[] = [];
    const outer = countSolutions(emptyGrid(shapes['4x4']), {
      limit: Number.POSITIVE_INFINITY,
      onSolution: () => {
        if (inner.length < 3)
          inner.push(countSolutions(unique), countSolutions(emptyGrid(shapes['4x4']), { limit: 7 }));
      },
    });
    expect(outer).toBe(288);
    expect(inner).toEqual([1, 7, 1, 7, 1, 7].slice(0, inner.length));
    expect(inner.length).toBe(4);
  });

  describe('the budget', () => {
    const empty = emptyGrid(shapes['9x9']);
    const all = Number.POSITIVE_INFINITY;

    it.each([
      ['a signal that has fired', { signal: AbortSignal.abort() }, 'signal'],
      ['a deadline that has passed', { deadline: -1 }, 'deadline'],
    ] as const)('stops before any work with %s', (_, options, reason) => {
      let solutions = 0;
      const count = () => countSolutions(empty, { ...options, onSolution: () => void solutions++ });
      expect(count).toThrow(CountAbortedError);
      expect(count).toThrow(expect.objectContaining({ reason }));
      expect(solutions).toBe(0);
    });

    it('stops a count within 64 steps (guesses) of its signal firing (counted work, not time)', () => {
      const controller = new AbortController();
      let solutions = 0;
      const count = () =>
        countSolutions(empty, {
          limit: all,
          signal: controller.signal,
          onSolution: () => {
            if (++solutions === 10) controller.abort();
          },
        });
      expect(count).toThrow(expect.objectContaining({ name: 'BudgetExhaustedError', reason: 'signal' }));
      // On the empty board every solution ends a branch of its own guess, so at most one a guess.
      expect(solutions).toBeGreaterThanOrEqual(10);
      expect(solutions).toBeLessThanOrEqual(10 + 64);
    });

    it.each(allShapes.map((shape) => [shape.name, shape] as const))(
      'on %s, stops at the same step every time with maxSteps, and a budget it does not reach changes nothing',
      (_, shape) => {
        const board = emptyGrid(shape);
        const found = (maxSteps: number) => {
          let solutions = 0;
          try {
            countSolutions(board, { limit: 50, maxSteps, onSolution: () => void solutions++ });
          } catch (error) {
            expect(error).toEqual(expect.objectContaining({ name: 'BudgetExhaustedError', reason: 'steps' }));
            return { solutions, stopped: true };
          }
          return { solutions, stopped: false };
        };
        expect(found(0)).toEqual({ solutions: 0, stopped: true });
        const few = found(5);
        expect(few.stopped).toBe(true);
        expect(found(5)).toEqual(few);
        expect(found(6).solutions).toBeGreaterThanOrEqual(few.solutions);
        expect(found(1_000_000)).toEqual({ solutions: 50, stopped: false });
      },
    );

    it('lets a count with a deadline still to come and a quiet signal run to its end', () => {
      const options = { deadline: Number.POSITIVE_INFINITY, signal: new AbortController().signal, limit: 40 };
      expect(countSolutions(empty, options)).toBe(40);
    });
  });

  describe('refuses, naming what is wrong', () => {
    const nine = emptyGrid(shapes['9x9']);
    it.each<[string, Grid, unknown, RegExp]>([
      ['a limit of 0', nine, { limit: 0 }, /limit must be a whole number >= 1.*got number 0/],
      ['a fractional limit', nine, { limit: 1.5 }, /limit must be a whole number >= 1.*got number 1\.5/],
      ['a limit that is no number', nine, { limit: '2' }, /limit must be a whole number >= 1/],
      ['a NaN deadline', nine, { deadline: Number.NaN }, /deadline must be a performance\.now\(\) time/],
      ['a negative maxSteps', nine, { maxSteps: -1 }, /maxSteps must be a whole number >= 0.*got number -1/],
      ['a fractional maxSteps', nine, { maxSteps: 2.5 }, /maxSteps must be a whole number >= 0/],
      ['a signal that is none', nine, { signal: {} }, /signal must be an AbortSignal/],
      [
        'an exclusion off the board',
        nine,
        { exclude: [{ cell: 81, digit: 1 }] },
        /a cell of a 9x9 puzzle is 0\.\.80, got number 81/,
      ],
      [
        'an exclusion of no digit',
        nine,
        { exclude: [{ cell: 0, digit: 10 }] },
        /a digit of a 9x9 puzzle is 1\.\.9, got number 10/,
      ],
      ['exclusions that are no array', nine, { exclude: { cell: 0, digit: 1 } }, /exclude must be an array/],
      ['options that are no object', nine, 7, /options must be an object/],
      ['a guide of the wrong size', nine, { guide: [1, 2, 3] }, /guide must be an array of 81 digits/],
      ['no grid at all', null as unknown as Grid, undefined, /expected a Grid, got null/],
      [
        'a grid of no known shape',
        { shape: '7x7', cells: [] } as unknown as Grid,
        undefined,
        /no known shape/,
      ],
      [
        'a grid with a cell too few',
        { shape: shapes['9x9'], cells: new Array(80).fill(0) } as Grid,
        undefined,
        /a 9x9 grid has 81 cells, this one has 80/,
      ],
      [
        'a grid with a digit too large',
        { shape: shapes['4x4'], cells: [5, ...new Array(15).fill(0)] } as Grid,
        undefined,
        /5 is not a digit of a 4x4 grid/,
      ],
    ])('%s', (_, grid, options, message) => {
      const count = () => countSolutions(grid, options as CountOptions);
      expect(count).toThrow(RangeError);
      expect(count).toThrow(message);
    });

    it('a shape the counter does not count', () => {
      const nineOnly = defineCounter({ shapes: [shapes['9x9']], count: () => {} });
      expect(() => nineOnly(emptyGrid(shapes['4x4']))).toThrow('this counter counts 9x9 puzzles, not 4x4');
    });
  });
});

describe('defineCounter', () => {
  /** An engine that reports the puzzle itself as its one solution, recording what it was handed. */
  function recording() {
    const seen: { cells: readonly number[]; exclude: readonly Exclusion[] }[] = [];
    const counter = defineCounter({
      shapes: [shapes['4x4']],
      count(job) {
        seen.push({ cells: job.cells, exclude: job.exclude });
        job.found(job.cells);
      },
    });
    return { counter, seen };
  }

  it('answers 0 without running the engine for clashing givens or a given digit excluded', () => {
    const { counter, seen } = recording();
    const clash = createGrid(shapes['4x4'], [1, 1, ...new Array(14).fill(0)]);
    const given = createGrid(shapes['4x4'], [1, ...new Array(15).fill(0)]);
    expect(counter(clash)).toBe(0);
    expect(counter(given, { exclude: [{ cell: 0, digit: 1 }] })).toBe(0);
    expect(seen).toEqual([]);
  });

  it('hands the engine only the exclusions of empty cells (another digit of a given is gone already)', () => {
    const { counter, seen } = recording();
    const given = createGrid(shapes['4x4'], [1, ...new Array(15).fill(0)]);
    const exclude = [
      { cell: 0, digit: 2 },
      { cell: 5, digit: 3 },
    ];
    expect(counter(given, { exclude })).toBe(1);
    expect(seen[0]!.exclude).toEqual([{ cell: 5, digit: 3 }]);
  });
});
