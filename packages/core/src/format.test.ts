import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PuzzleFormatError } from './errors.js';
import { formatGrid } from './format.js';
import { createGrid, type Grid, gridProblem } from './grid.js';
import { type ParseOptions, parseGrid } from './parse.js';
import { allShapes, type Shape, shapes } from './shape.js';

const anyGrid = (shape: Shape) =>
  fc
    .array(fc.integer({ min: 0, max: shape.size }), {
      minLength: shape.cellCount,
      maxLength: shape.cellCount,
    })
    .map((cells) => createGrid(shape, cells));

describe('formatGrid', () => {
  it("writes 'line' with '.' for empty and letters past 9", () => {
    const grid = createGrid(shapes['16x16'], [10, 0, 16, ...new Array(253).fill(0)]);
    expect(formatGrid(grid)).toBe(`A.G${'.'.repeat(253)}`);
  });

  it("writes 'pretty' as a person does, boxes apart", () => {
    const grid = parseGrid('1.3...2.4.......');
    expect(formatGrid(grid, 'pretty')).toBe(
      ['1 . | 3 .', '. . | 2 .', '----+----', '4 . | . .', '. . | . .'].join('\n'),
    );
    const six = formatGrid(parseGrid('123456'.padEnd(36, '.')), 'pretty').split('\n');
    expect(six[0]).toBe('1 2 3 | 4 5 6');
    expect(six[2]).toBe('------+------');
    expect(six).toHaveLength(8);
  });

  describe.each(allShapes)('parse(format(g)) == g on $name', (shape) => {
    it.each(['line', 'pretty'] as const)('%s', (style) => {
      fc.assert(
        fc.property(anyGrid(shape), (grid: Grid) => {
          expect(parseGrid(formatGrid(grid, style)).cells).toEqual(grid.cells);
        }),
        { numRuns: 50 },
      );
    });
  });
});

describe('parseGrid gives a well-formed Grid or throws a PuzzleFormatError, never anything else', () => {
  /** 'grid' only for a Grid that is whole: every cell there (no hole), a digit of its shape, frozen. */
  const outcome = (input: unknown, options?: unknown) => {
    try {
      const grid = parseGrid(input, options as ParseOptions);
      const dense =
        grid.cells.length === grid.shape.cellCount && Object.keys(grid.cells).length === grid.cells.length;
      if (!dense || gridProblem({ shape: grid.shape, cells: [...grid.cells] }) !== null)
        return 'malformed grid';
      if (!Object.isFrozen(grid) || !Object.isFrozen(grid.cells)) return 'unfrozen grid';
      return 'grid';
    } catch (error) {
      if (error instanceof PuzzleFormatError && error.issues.length > 0 && error.message !== '')
        return 'format error';
      throw error;
    }
  };
  const cellChars = fc.constantFrom(...'.0_123456789ABCDEFGabcdefgx|-+# \n');

  it('on any string', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        expect(['grid', 'format error']).toContain(outcome(s));
      }),
    );
  });
  it('on strings made of puzzle-like characters, of every length around a shape', () => {
    fc.assert(
      fc.property(fc.array(cellChars, { minLength: 0, maxLength: 300 }), (chars) => {
        expect(['grid', 'format error']).toContain(outcome(chars.join('')));
      }),
    );
  });
  it('on any value, with any options', () => {
    const anything = fc.anything({
      withBigInt: true,
      withBoxedValues: true,
      withDate: true,
      withMap: true,
      withSet: true,
      withNullPrototype: true,
      withObjectString: true,
      withSparseArray: true,
      withTypedArray: true,
      withUnicodeString: true,
    });
    fc.assert(
      fc.property(anything, fc.option(anything), (value, options) => {
        expect(['grid', 'format error']).toContain(outcome(value, options));
      }),
    );
  });
  it('on sparse arrays, flat and 2-D, of every size around a shape', () => {
    const cell = fc.oneof(fc.integer({ min: 0, max: 9 }), fc.constant(null));
    const flat = fc.oneof(
      ...[16, 36, 81, 256].map((length) =>
        fc.sparseArray(cell, { minNumElements: length - 3, maxLength: length }),
      ),
      fc.sparseArray(cell, { maxLength: 90 }),
    );
    const board = (size: number) =>
      fc.sparseArray(fc.sparseArray(cell, { minNumElements: size - 1, maxLength: size }), {
        minNumElements: size - 1,
        maxLength: size,
      });
    fc.assert(
      fc.property(fc.oneof(flat, board(4), board(9), board(16)), (value) => {
        expect(['grid', 'format error']).toContain(outcome(value));
      }),
      { numRuns: 300 },
    );
  });
  it('on arrays of numbers, nulls and strings', () => {
    const cell = fc.oneof(
      fc.integer({ min: -2, max: 20 }),
      fc.constant(null),
      fc.double(),
      fc.string({ maxLength: 3 }),
    );
    fc.assert(
      fc.property(
        fc.oneof(
          fc.array(cell, { maxLength: 90 }),
          fc.array(fc.array(cell, { maxLength: 10 }), { maxLength: 10 }),
        ),
        (value) => {
          expect(['grid', 'format error']).toContain(outcome(value));
        },
      ),
    );
  });
});
