import { describe, expect, it } from 'vitest';
import { PuzzleFormatError } from './errors.js';
import { formatGrid } from './format.js';
import { parseGrid } from './parse.js';
import { shapes } from './shape.js';

const LEETCODE = '...4...3.7.48..1.2...23.4.9.4.5.9.8.5.....9131...8.2.4......345.5194.72.473.5..91';
const LEETCODE_ROWS = LEETCODE.match(/.{9}/g)!;
const LEETCODE_CELLS = [...LEETCODE].map((c) => (c === '.' ? 0 : Number(c)));

function withHole<T>(items: T[], at: number): T[] {
  const holey = [...items];
  delete holey[at];
  return holey;
}

function parseError(input: unknown, options = {}): PuzzleFormatError {
  try {
    parseGrid(input, options);
  } catch (error) {
    if (error instanceof PuzzleFormatError) return error;
    throw error;
  }
  throw new Error('parseGrid accepted the input');
}

describe('parseGrid reads every input form', () => {
  const forms: [string, unknown][] = [
    ['an 81-character line', LEETCODE],
    ["'0' for empty", LEETCODE.replace(/\./g, '0')],
    ["'_' for empty", LEETCODE.replace(/\./g, '_')],
    ['spaces and a trailing comment', `${LEETCODE.replace(/(.{9})/g, '$1 ')}  # leetcode`],
    ['multi-line text', LEETCODE_ROWS.join('\n')],
    ['multi-line text with CRLF and blank lines', `\r\n${LEETCODE_ROWS.join('\r\n')}\r\n\r\n`],
    ['pretty text with separators', formatGrid(parseGrid(LEETCODE), 'pretty')],
    [
      'box-drawn text',
      `+-------+-------+-------+\n${LEETCODE_ROWS.map((r) => `| ${r.slice(0, 3)} | ${r.slice(3, 6)} | ${r.slice(6)} |`).join('\n')}\n+-------+-------+-------+`,
    ],
    ['an array of row strings', LEETCODE_ROWS],
    ['a flat number array', LEETCODE_CELLS],
    ['a flat array with null for empty', LEETCODE_CELLS.map((d) => (d === 0 ? null : d))],
    ['a flat array of one-character strings', [...LEETCODE]],
    ['a 2-D char board (LeetCode 37)', LEETCODE_ROWS.map((r) => [...r])],
    ['a 2-D number board', LEETCODE_ROWS.map((r) => [...r].map((c) => (c === '.' ? 0 : Number(c))))],
    ['a Grid', parseGrid(LEETCODE)],
  ];
  it.each(forms)('%s', (_, input) => {
    const grid = parseGrid(input);
    expect(grid.shape).toBe(shapes['9x9']);
    expect(grid.cells).toEqual(LEETCODE_CELLS);
    expect(Object.isFrozen(grid) && Object.isFrozen(grid.cells)).toBe(true);
  });

  it.each([
    ['4x4', '1.3...2.........', 16],
    ['6x6', '1'.padEnd(36, '.'), 36],
    ['16x16', 'G'.padEnd(256, '.'), 256],
  ] as const)('infers %s from the cell count', (name, text, count) => {
    const grid = parseGrid(text);
    expect(grid.shape.name).toBe(name);
    expect(grid.cells).toHaveLength(count);
  });

  it('reads 16x16 letters A-G (either case) and space-separated numbers', () => {
    const letters = parseGrid('ABCDEFGa'.padEnd(256, '.'));
    expect(letters.cells.slice(0, 8)).toEqual([10, 11, 12, 13, 14, 15, 16, 10]);
    const rows = Array.from({ length: 16 }, (_, r) =>
      Array.from({ length: 16 }, (_, c) => (r === c ? String(r + 1) : '.')).join(' '),
    );
    const numbered = parseGrid(rows.join('\n'));
    expect(numbered.cells[15 * 16 + 15]).toBe(16);
    expect(numbered.cells[10 * 16 + 10]).toBe(11);
  });

  it('takes a shape option over the inferred one', () => {
    expect(parseGrid('1.3...2.........', { shape: '4x4' }).shape).toBe(shapes['4x4']);
    expect(parseError('1.3...2.........', { shape: '9x9' }).message).toContain('a 9x9 puzzle has 81 cells');
  });
});

describe('parseGrid says what is wrong and where', () => {
  const cases: [string, unknown, RegExp, { row?: number; column?: number; character?: string }?][] = [
    ['empty text', '', /the puzzle is empty/],
    ['only a comment', '   # nothing here', /the puzzle is empty/],
    ['an empty array', [], /the puzzle is empty/],
    ['null', null, /no puzzle given: got null/],
    ['undefined', undefined, /no puzzle given: got undefined/],
    ['a number', 42, /expected puzzle text.*got number 42/],
    ['an object', { a: 1 }, /got an object/],
    ['too few cells', LEETCODE.slice(1), /wrong number of cells: found 80, but a 9x9 puzzle has 81 cells/],
    ['too many cells', `${LEETCODE}5`, /found 82/],
    [
      'a letter in a 9x9 line',
      `x${LEETCODE.slice(1)}`,
      /row 1, column 1: 'x' is not a digit of a 9x9 puzzle/,
      { row: 1, column: 1, character: 'x' },
    ],
    [
      'a letter deep in the grid',
      `${LEETCODE.slice(0, 40)}?${LEETCODE.slice(41)}`,
      /row 5, column 5: '\?'/,
      { row: 5, column: 5 },
    ],
    [
      'a 10 in a 9x9 number array',
      [10, ...LEETCODE_CELLS.slice(1)],
      /row 1, column 1: number 10 is not a digit of a 9x9 puzzle \(use 1-9/,
    ],
    [
      'a 10 in a 9x9 board',
      LEETCODE_ROWS.map((r, i) => (i === 2 ? ['10', ...r.slice(1)] : [...r])),
      /row 3, column 1: '10' is not a digit/,
    ],
    [
      'a 5 in a 4x4 puzzle',
      '5...............',
      /row 1, column 1: '5' is not a digit of a 4x4 puzzle \(use 1-4/,
    ],
    ['a G in a 9x9 puzzle', `G${LEETCODE.slice(1)}`, /'G' is not a digit of a 9x9 puzzle/],
    ['a negative number', [-1, ...LEETCODE_CELLS.slice(1)], /number -1 is not a digit/],
    ['a fraction', [1.5, ...LEETCODE_CELLS.slice(1)], /number 1.5 is not a digit/],
    [
      'ragged rows',
      LEETCODE_ROWS.map((r, i) => (i === 3 ? r.slice(1) : r)),
      /row 4 has 8 cells, but every row of a 9x9 puzzle has 9/,
      { row: 4 },
    ],
    [
      'ragged text rows',
      LEETCODE_ROWS.map((r, i) => (i === 6 ? `${r}1` : r)).join('\n'),
      /row 7 has 10 cells/,
    ],
    ['too few rows', LEETCODE_ROWS.slice(0, 8), /wrong number of rows: found 8, but a 9x9 puzzle has 9 rows/],
    ['a mixed array', [1, 'x', ...LEETCODE_CELLS.slice(2)], /element 2 of the puzzle array is "x"/],
    [
      'a boolean cell in a board',
      LEETCODE_ROWS.map((r, i) => (i === 0 ? [true, ...r.slice(1)] : [...r])),
      /row 1, column 1: boolean true is not a digit/,
    ],
    [
      'a bad character with a wrong count',
      `${LEETCODE.slice(0, 10)}x`,
      /found 11.*cell 11: 'x' is not a digit or an empty mark/,
    ],
    [
      'a sparse flat array',
      new Array(81),
      /^row 1, column 1 is missing \(the array has a hole there; use 0 or null/,
      { row: 1, column: 1 },
    ],
    [
      'a flat array with a hole',
      withHole(LEETCODE_CELLS, 40),
      /^row 5, column 5 is missing/,
      { row: 5, column: 5 },
    ],
    [
      'a sparse array of no shape',
      withHole(LEETCODE_CELLS.slice(0, 50), 7),
      /^element 8 of the puzzle array is missing/,
    ],
    [
      'a board with a row missing',
      withHole(
        LEETCODE_ROWS.map((r) => [...r]),
        2,
      ),
      /^row 3 is missing/,
      { row: 3 },
    ],
    [
      'a board with a hole in a row',
      LEETCODE_ROWS.map((r, i) => (i === 1 ? withHole([...r], 3) : [...r])),
      /^row 2, column 4 is missing \(the row has a hole there/,
      { row: 2, column: 4 },
    ],
    [
      'a Grid-like value with a hole',
      { shape: shapes['9x9'], cells: withHole(LEETCODE_CELLS, 0) },
      /row 1, column 1 is missing/,
    ],
    [
      'a Grid-like value with an inherited shape name',
      { shape: '__proto__', cells: LEETCODE_CELLS },
      /no known shape/,
    ],
    [
      'an array too long for any puzzle',
      new Array(2 ** 32 - 1),
      /the puzzle array has 4,294,967,295 elements; the largest puzzle \(16x16\) has 256/,
    ],
    [
      'text of many megabytes',
      '.'.repeat(30_000_000),
      /^the puzzle text is 30,000,000 characters long; a puzzle is read from at most 100,000$/,
    ],
    [
      'rows of many megabytes',
      LEETCODE_ROWS.map((r) => r.padEnd(2_000_000, ' ')),
      /the puzzle text is 18,000,000 characters long/,
    ],
  ];
  it.each(cases)('%s', (_, input, message, where) => {
    const error = parseError(input);
    expect(error.name).toBe('PuzzleFormatError');
    expect(error.message).toMatch(message);
    if (where) expect(error.issues[0]).toMatchObject(where);
  });

  it('lists every bad cell, and the message names the first few', () => {
    const error = parseError('xy'.repeat(40).concat('z'));
    expect(error.issues).toHaveLength(81);
    expect(error.message).toMatch(/^row 1, column 1: 'x'.*and 76 more$/);
  });
});

describe('parseGrid on odd shape names and hostile text', () => {
  it.each(['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf', '5x5'])(
    'a shape option %s is an unknown shape',
    (name) => {
      const error = parseError(LEETCODE, { shape: name });
      expect(error.message).toBe(`unknown shape "${name}" (the shapes are 4x4, 6x6, 9x9 or 16x16)`);
    },
  );

  it('takes null options as none', () => {
    expect(parseGrid(LEETCODE, null).cells).toEqual(LEETCODE_CELLS);
  });

  it.each<[string, unknown, { shape?: string }?]>([
    ['an escape sequence in a line', `\u001b[2J${LEETCODE.slice(4)}`],
    ['a bell and a NUL in rows', LEETCODE_ROWS.map((r, i) => (i === 4 ? `\u0007${r.slice(1, 8)}\u0000` : r))],
    [
      'a right-to-left override in a cell',
      LEETCODE_ROWS.map((r, i) => (i === 0 ? ['\u202e', ...r.slice(1)] : [...r])),
    ],
    ['a control character in a shape option', LEETCODE, { shape: '\u001b]0;x\u0007' }],
    ['C1 controls and DEL', `\u009b31m\u007f${LEETCODE.slice(2)}`],
  ])('escapes control characters in messages: %s', (_, input, options = {}) => {
    const error = parseError(input, options);
    // biome-ignore lint/suspicious/noControlCharactersInRegex: looking for control characters is the test.
    const controls = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e]/;
    expect(error.message).not.toMatch(controls);
    for (const issue of error.issues) expect(issue.message).not.toMatch(controls);
    expect(error.message).toMatch(/\\u00(1b|07|00|9b|7f)|\\u202e/);
  });
});
