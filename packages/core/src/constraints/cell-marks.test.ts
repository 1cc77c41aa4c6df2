/**
 * The families of marks between and on cells: kropki dots, XV, nonconsecutive, odd and even cells,
 * given candidates and quadruples: the rows of the tables every family group fills in (families.fixture.ts), each a
 * constructed board, and what only these families have.
 */
import { describe, expect, it } from 'vitest';
import { createGrid } from '../grid.js';
import type { Rules } from '../rules.js';
import { formatPuzzle, parsePuzzle } from '../variant-text.js';
import { at, board, digitsOf, marks, nine, settled } from './board.fixture.js';
import { cellsOf, describeFamilies, SOLUTION } from './families.fixture.js';
import { allEdges } from './pairs.js';

const row1 = (column: number) => at(1, column);
/** A dot, or an X, between the first two cells of row 1. */
const whiteDot: Rules = { kropki: { white: [{ cells: [row1(1), row1(2)], value: 1 }], black: [] } };
const blackDot: Rules = { kropki: { white: [], black: [{ cells: [row1(1), row1(2)], value: 2 }] } };
const anX: Rules = { xv: { x: [[row1(1), row1(2)]], v: [] } };
const negativeXv: Rules = { xv: { x: [], v: [], negative: true } };
/** A quadruple clue where rows 1 and 2 meet columns 1 and 2. */
const corner = (...digits: number[]): Rules => ({
  quadruples: [{ cells: [at(1, 1), at(1, 2), at(2, 1), at(2, 2)], digits }],
});
/** A setter's candidates 3 and 5 in row 2, column 2. */
const marked: Rules = { givenCandidates: [{ cell: at(2, 2), digits: [3, 5] }] };
/** The fields of an f-puzzles grid whose cells at the keys carry those given pencil marks. */
const pencilMarks = (marks: Readonly<Record<number, unknown>>) => ({
  grid: Array.from({ length: 9 }, (_, r) =>
    Array.from({ length: 9 }, (_, c) => (r * 9 + c in marks ? { givenPencilMarks: marks[r * 9 + c] } : {})),
  ),
});

describe('XV in the propagation engine, with the units', () => {
  it.each([
    {
      name: 'two Vs in a box take 1 to 4 between them: its other cells hold 5 to 9',
      v: [
        [at(1, 1), at(1, 2)],
        [at(2, 2), at(3, 2)],
      ],
      expected: [5, 6, 7, 8, 9],
    },
    {
      name: 'two Vs in different boxes say nothing of a box',
      v: [
        [at(1, 1), at(1, 2)],
        [at(3, 3), at(3, 4)],
      ],
      expected: [1, 2, 3, 4, 5, 6, 7, 8, 9],
    },
  ] as const)('$name', ({ v, expected }) => {
    const engine = settled({ xv: { x: [], v: v.map(([a, b]) => [a, b] as const) } });
    for (const cell of [at(1, 3), at(2, 1), at(2, 3)])
      expect(digitsOf(engine.candidates[cell]!)).toEqual(expected);
  });
});

describe('quadruples in the propagation engine, with the units', () => {
  /** A quadruple where rows `row`, `row` + 1 meet columns `column`, `column` + 1. */
  const quad = (row: number, column: number, ...digits: number[]): Rules => ({
    quadruples: [
      { cells: [at(row, column), at(row, column + 1), at(row + 1, column), at(row + 1, column + 1)], digits },
    ],
  });
  const lacks = (engine: { candidates: Int32Array }, digit: number, cells: number[]) =>
    cells.filter((cell) => digitsOf(engine.candidates[cell]!).includes(digit));

  it('a digit required in a square inside a box leaves the box elsewhere', () => {
    const engine = settled(quad(1, 1, 3));
    expect(lacks(engine, 3, [at(1, 3), at(2, 3), at(3, 1), at(3, 3)])).toEqual([]);
    expect(digitsOf(engine.candidates[at(1, 9)]!)).toContain(3);
  });

  it('a digit whose places left in the square share a row leaves the rest of the row', () => {
    const engine = settled(quad(4, 4, 4), 'r5c1=4');
    expect(lacks(engine, 4, [at(4, 1), at(4, 9), at(6, 6)])).toEqual([]);
  });

  it('a digit written twice leaves both rows and both columns of the square', () => {
    // The square straddles four boxes: each corner in its own.
    const engine = settled(quad(3, 3, 5, 5));
    expect(lacks(engine, 5, [at(3, 1), at(4, 9), at(1, 3), at(9, 4)])).toEqual([]);
    expect(digitsOf(engine.candidates[at(1, 1)]!)).toContain(5);
  });
});

describe('odd and even cells in the line form', () => {
  it('writes them as a P= map and reads them back', () => {
    const grid = createGrid(nine, board('r1c1=3'), {
      parity: { odd: [at(1, 1), at(9, 9)], even: [at(1, 2)] },
    });
    const line = formatPuzzle(grid);
    expect(line).toBe(`3${'.'.repeat(80)} P=oe${'.'.repeat(78)}o`);
    expect(parsePuzzle(line).rules).toEqual(grid.rules);
  });

  it('refuses a P= map mark that is not o, e or .', () => {
    expect(() => parsePuzzle(`${'.'.repeat(81)} P=x${'.'.repeat(80)}`)).toThrow(
      /marks a cell "x", not o \(odd\), e \(even\) or \./,
    );
  });
});

/** A nonconsecutive solution (none of SOLUTION's neighbours may be consecutive). */
const NONCONSECUTIVE = cellsOf(
  '135279468468513792792846135246381579579624813813957246351792684684135927927468351',
);
const edges = allEdges(nine);
const edgesWhere = (holds: (a: number, b: number) => boolean) =>
  edges.filter(([a, b]) => holds(SOLUTION[a]!, SOLUTION[b]!));

describeFamilies({
  propagation: [
    ['a white dot: beside a 3, a 2 or a 4', whiteDot, 'r1c1=3', 'r1c2=24'],
    [
      'a white dot of value 4: beside 5 or 6, digits 1, 2, 9 (and 5 apart) are left',
      { kropki: { white: [{ cells: [row1(1), row1(2)], value: 4 }], black: [] } },
      'r1c1=56',
      'r1c2=129',
    ],
    ['a black dot: beside a 3, a 6 only', blackDot, 'r1c1=3', 'r1c2=6'],
    ['a black dot beside a 5 or a 7 on 9x9: a contradiction', blackDot, 'r1c1=57', null],
    ['a black dot with no candidates set: only digits with a double or a half', blackDot, '', 'r1c1=123468'],
    [
      'negative kropki: no dot beside a 4 leaves no 2, 3, 5 or 8',
      { kropki: { white: [], black: [], negativeWhite: true, negativeBlack: true } },
      'r1c1=4',
      'r1c2=14679',
    ],
    [
      'negative kropki: a white dot exempts its pair from the black rule',
      { kropki: { white: [{ cells: [row1(1), row1(2)], value: 1 }], black: [], negativeBlack: true } },
      'r1c1=2',
      'r1c2=13',
    ],
    ['an X: beside a 3, a 7', anX, 'r1c1=3', 'r1c2=7'],
    [
      'an X: no 5 on either side (neighbours share a row or a column, so they differ)',
      anX,
      '',
      'r1c1=12346789 r1c2=12346789',
    ],
    [
      'a V: no 5 or more on either side',
      { xv: { x: [], v: [[at(1, 1), at(2, 1)]] } },
      '',
      'r1c1=1234 r2c1=1234',
    ],
    ['a V beside a 5: a contradiction', { xv: { x: [], v: [[row1(1), row1(2)]] } }, 'r1c1=5', null],
    ['negative XV: no mark beside a 3 leaves no 2 or 7', negativeXv, 'r1c1=3', 'r1c2=1345689'],
    [
      'nonconsecutive: beside 2 or 4 no 3 (consecutive to both), 1 and 5 stay',
      { nonconsecutive: true },
      'r1c1=24',
      'r1c2=12456789',
    ],
    [
      'nonconsecutive: a 5 between a 4 and a 6 is a contradiction',
      { nonconsecutive: true },
      'r1c1=4 r1c2=5',
      null,
    ],
    [
      'an odd cell keeps its odd digits',
      { parity: { odd: [row1(1)], even: [row1(2)] } },
      'r1c1=1234',
      'r1c1=13 r1c2=2468',
    ],
    [
      'an even cell of odd digits: a contradiction',
      { parity: { odd: [], even: [row1(1)] } },
      'r1c1=13',
      null,
    ],
    [
      'a quadruple of four digits: every cell keeps only them',
      corner(1, 2, 3, 4),
      'r1c1=15',
      'r1c1=1 r1c2=234',
    ],
    [
      'a quadruple: a digit with one cell left to hold it goes there',
      corner(1, 2),
      'r1c1=1 r1c2=34 r2c1=35',
      'r2c2=2',
    ],
    ['a quadruple with a digit twice: its copies on opposite corners', corner(5, 5), 'r1c1=5', 'r2c2=5'],
    ['a quadruple whose digit has no room: a contradiction', corner(7, 8, 9), 'r1c1=1 r1c2=2', null],
    ['given candidates keep only their digits', marked, 'r2c2=1345', 'r2c2=35'],
    ['given candidates none of whose digits is left: a contradiction', marked, 'r2c2=124', null],
  ],
  conflicts: [
    [
      'a white dot between 3 and 5',
      whiteDot,
      'r1c1=3 r1c2=5',
      'the white dot (digits 1 apart) between row 1, column 1 and row 1, column 2: 3 and 5 break it',
    ],
    [
      'a black dot beside a given 7: nothing can complete it',
      blackDot,
      'r1c2=7',
      'the black dot (one digit 2 times the other) between row 1, column 1 and row 1, column 2: no digit can go beside 7',
    ],
    ['a black dot beside a given 4: 2 or 8 can complete it', blackDot, 'r1c2=4', null],
    [
      'negative kropki: 6 and 3 side by side with no dot',
      { kropki: { white: [], black: [], negativeBlack: true } },
      'r4c4=6 r5c4=3',
      'no kropki dot (the negative rule) between row 4, column 4 and row 5, column 4: 6 and 3 break it',
    ],
    [
      'an X between 4 and 5',
      anX,
      'r1c1=4 r1c2=5',
      'the X (digits adding up to 10) between row 1, column 1 and row 1, column 2: 4 and 5 break it',
    ],
    [
      'negative XV: 1 and 4 side by side with no V',
      negativeXv,
      'r1c1=1 r1c2=4',
      'no X or V (the negative rule: not adding up to 5 or 10) between row 1, column 1 and row 1, column 2: 1 and 4 break it',
    ],
    [
      'nonconsecutive: 8 above 7',
      { nonconsecutive: true },
      'r2c2=8 r3c2=7',
      'nonconsecutive: neighbours row 2, column 2 and row 3, column 2: 8 and 7 break it',
    ],
    [
      'an even cell given 5',
      { parity: { odd: [], even: [at(3, 3)] } },
      'r3c3=5',
      'row 3, column 3 is marked even but holds 5',
    ],
    [
      'a quadruple of 1234 given a 5 and a 6: two digits, two cells, no room',
      corner(1, 2, 3, 4),
      'r1c1=5 r2c2=6',
      'the quadruple 1234 at row 1, column 1: the givens leave no room for 1 and 2 and 3 and 4',
    ],
    [
      'a quadruple of 12 given a 5 and a 6: the other two cells can hold 1 and 2',
      corner(1, 2),
      'r1c1=5 r2c2=6',
      null,
    ],
    [
      "a given that is not one of its cell's given candidates",
      marked,
      'r2c2=4',
      'row 2, column 2 holds 4 but its given candidates are 3 and 5',
    ],
    ['a given among its given candidates', marked, 'r2c2=5', null],
  ],
  admits: [
    ['a white dot beside a 3 refuses a 6', whiteDot, 'r1c1=3', row1(2), 6, false],
    ['a white dot beside a 3 takes a 4', whiteDot, 'r1c1=3', row1(2), 4, true],
    ['a black dot refuses a 7 with no double or half on 9x9', blackDot, '', row1(1), 7, false],
    [
      'negative kropki refuses a 5 beside a 4 with no dot',
      { kropki: { white: [], black: [], negativeWhite: true } },
      'r5c5=4',
      at(5, 6),
      5,
      false,
    ],
    ['an X refuses a 9 beside a 2', anX, 'r1c1=2', row1(2), 9, false],
    ['negative XV refuses a 1 beside a 9 with no X', negativeXv, 'r1c1=9', row1(2), 1, false],
    ['nonconsecutive refuses a 6 below a 7', { nonconsecutive: true }, 'r1c1=7', at(2, 1), 6, false],
    ['nonconsecutive takes a 3 below a 7', { nonconsecutive: true }, 'r1c1=7', at(2, 1), 3, true],
    ['an odd cell refuses a 4', { parity: { odd: [at(5, 5)], even: [] } }, '', at(5, 5), 4, false],
    [
      'a quadruple of 123 with a 9 given refuses a second digit outside it',
      corner(1, 2, 3),
      'r1c1=9',
      at(1, 2),
      8,
      false,
    ],
    ['a quadruple of 123 takes a 9 in its one free cell', corner(1, 2, 3), '', at(1, 2), 9, true],
    ['given candidates refuse another digit', marked, '', at(2, 2), 4, false],
    ['given candidates take one of theirs', marked, '', at(2, 2), 5, true],
  ],
  reads: [
    {
      name: 'white and black dots, a value given as a string, the negative rules',
      fields: {
        difference: [{ cells: ['R1C2', 'R1C1'] }, { cells: ['R2C1', 'R3C1'], value: '3' }],
        ratio: [{ cells: ['R5C5', 'R5C6'] }],
        negative: ['ratio', 'difference'],
      },
      rules: {
        kropki: {
          white: [
            { cells: [at(1, 1), at(1, 2)], value: 1 },
            { cells: [at(2, 1), at(3, 1)], value: 3 },
          ],
          black: [{ cells: [at(5, 5), at(5, 6)], value: 2 }],
          negativeWhite: true,
          negativeBlack: true,
        },
      },
    },
    {
      name: "nonconsecutive beside white dots: f-puzzles' negative white rule",
      fields: { nonconsecutive: true, difference: [{ cells: ['R1C1', 'R1C2'] }] },
      rules: {
        kropki: { white: [{ cells: [at(1, 1), at(1, 2)], value: 1 }], black: [], negativeWhite: true },
      },
    },
    {
      name: 'nonconsecutive on its own',
      fields: { nonconsecutive: true },
      rules: { nonconsecutive: true },
    },
    {
      name: 'X and V in either case, a mark without a letter ignored, negative',
      fields: {
        xv: [
          { cells: ['R1C1', 'R1C2'], value: 'x' },
          { cells: ['R2C2', 'R1C2'], value: 'V' },
          { cells: ['R3C3', 'R3C4'], value: '' },
        ],
        negative: ['xv'],
      },
      rules: { xv: { x: [[at(1, 1), at(1, 2)]], v: [[at(1, 2), at(2, 2)]], negative: true } },
    },
    {
      name: 'odd and even cells',
      fields: { odd: [{ cell: 'R9C9' }, { cell: 'R1C1' }], even: [{ cell: 'R5C5' }] },
      rules: { parity: { odd: [at(1, 1), at(9, 9)], even: [at(5, 5)] } },
    },
    {
      name: 'a quadruple with a repeated digit, digits as strings',
      fields: { quadruple: [{ cells: ['R2C2', 'R2C3', 'R3C2', 'R3C3'], values: ['7', 3, 7] }] },
      rules: { quadruples: [{ cells: [at(2, 2), at(2, 3), at(3, 2), at(3, 3)], digits: [3, 7, 7] }] },
    },
    {
      name: 'given pencil marks in any order, a digit twice, a cleared cell',
      fields: pencilMarks({ [at(9, 9)]: [9, 1, 9], [at(1, 1)]: [2], [at(5, 5)]: [] }),
      rules: {
        givenCandidates: [
          { cell: at(1, 1), digits: [2] },
          { cell: at(9, 9), digits: [1, 9] },
        ],
      },
    },
  ],
  refusals: [
    [{ difference: [{ cells: ['R1C1', 'R2C2'] }] }, /^kropki white dot 1 must join two cells side by side$/],
    [
      { ratio: [{ cells: ['R1C1', 'R1C2'], value: 'two' }] },
      /^kropki black dot 1 has the value "two", not a whole number$/,
    ],
    [{ negative: ['thermometer'] }, /"negative" names "thermometer"/],
    [{ xv: [{ cells: ['R1C1', 'R1C2'], value: 'X' }], negative: 'xv' }, /"negative" must be an array/],
    [{ xv: [{ cells: ['R1C1', 'R1C2'], value: 'Y' }] }, /^xv mark 1 has the value "Y", not X or V$/],
    [
      { quadruple: [{ cells: ['R1C1', 'R1C2', 'R1C3', 'R2C1'], values: [1] }] },
      /not the four around one point/,
    ],
    [
      { quadruple: [{ cells: ['R1C1', 'R1C2', 'R2C1', 'R2C2'], values: [4, 4, 4] }] },
      /asks for 4 more than twice/,
    ],
    [
      pencilMarks({ [at(3, 4)]: [0, 5] }),
      /^the given candidates of row 3, column 4 are \[0,5\], not a list of digits 1\.\.9$/,
    ],
    [
      pencilMarks({ [at(3, 4)]: '35' }),
      /^the given candidates of row 3, column 4 are "35", not a list of digits 1\.\.9$/,
    ],
    [{ minimum: [{ cell: 'R1C1' }] }, /unsupported f-puzzles constraint: "minimum"/],
  ],
  roundTrips: [
    {
      kropki: {
        white: [
          { cells: [at(1, 1), at(1, 2)], value: 1 },
          { cells: [at(4, 4), at(5, 4)], value: 2 },
        ],
        black: [
          { cells: [at(1, 1), at(1, 2)], value: 2 },
          { cells: [at(8, 8), at(8, 9)], value: 3 },
        ],
        negativeWhite: true,
      },
      xv: { x: [[at(2, 2), at(2, 3)]], v: [[at(9, 8), at(9, 9)]], negative: true },
    },
    { kropki: { white: [], black: [], negativeBlack: true }, nonconsecutive: true },
    { parity: { odd: [at(1, 1), at(2, 2)], even: [at(9, 9)] } },
    {
      quadruples: [
        { cells: [at(1, 1), at(1, 2), at(2, 1), at(2, 2)], digits: [1, 1, 2, 9] },
        { cells: [at(8, 8), at(8, 9), at(9, 8), at(9, 9)], digits: [5] },
      ],
    },
    { givenCandidates: [{ cell: at(1, 1), digits: [1, 2, 9] }], parity: { odd: [at(1, 1)], even: [] } },
  ],
  jsonLines: [
    { kropki: { white: [{ cells: [at(1, 1), at(1, 2)], value: 1 }], black: [] } },
    { xv: { x: [], v: [], negative: true }, parity: { odd: [at(2, 2)], even: [] } },
    { givenCandidates: [{ cell: at(4, 4), digits: [6, 7] }] },
  ],
  puzzles: [
    {
      name: 'kropki, every dot shown and the negative rules, no givens',
      rules: {
        kropki: {
          white: edgesWhere((a, b) => Math.abs(a - b) === 1).map((cells) => ({ cells, value: 1 })),
          black: edgesWhere((a, b) => Math.abs(a - b) !== 1 && (a === 2 * b || b === 2 * a)).map((cells) => ({
            cells,
            value: 2,
          })),
          negativeWhite: true,
          negativeBlack: true,
        },
      },
      givens: '.'.repeat(81),
      solution: SOLUTION,
    },
    {
      name: 'XV, every mark shown and the negative rule',
      rules: {
        xv: { x: edgesWhere((a, b) => a + b === 10), v: edgesWhere((a, b) => a + b === 5), negative: true },
      },
      givens: '8....................4...........................................................',
      solution: SOLUTION,
    },
    {
      name: 'nonconsecutive',
      rules: { nonconsecutive: true },
      givens: '1..........8.....2.................9.....4.................................4..3..',
      solution: NONCONSECUTIVE,
    },
    {
      name: 'odd and even cells',
      rules: {
        parity: {
          odd: [
            1, 3, 4, 8, 11, 19, 20, 22, 23, 27, 28, 32, 34, 36, 38, 41, 42, 48, 50, 52, 56, 57, 58, 60, 66,
            69, 73, 75, 76,
          ],
          even: [0, 2, 10, 13, 29, 33, 35, 37, 39, 49, 53, 55, 59, 62, 63, 68, 74, 77],
        },
      },
      givens: '8....3.....3...1.5...4.....1.............5.2..8.1........................9.3.8...',
      solution: SOLUTION,
    },
    {
      name: 'given candidates, two a cell in columns 1, 4 and 7',
      rules: {
        givenCandidates: marks(
          'r1c1=28 r1c4=27 r1c7=36 r2c1=19 r2c4=36 r2c7=19 r3c1=26 r3c4=24 r3c7=26 r4c1=18 r4c4=23 ' +
            'r4c7=38 r5c1=35 r5c4=38 r5c7=27 r6c1=26 r6c4=15 r6c7=35 r7c1=59 r7c4=29 r7c7=13 r8c1=34 ' +
            'r8c4=25 r8c7=79 r9c1=79 r9c4=13 r9c7=34',
        ).map(([cell, digits]) => ({ cell, digits })),
      },
      givens: '...........3....7...............7.96..9................2......8..8..........1....',
      solution: SOLUTION,
    },
    {
      name: 'quadruples',
      rules: {
        quadruples: [
          [0, [8, 1, 9, 4]],
          [6, [6, 1, 7]],
          [12, [6, 4, 9]],
          [19, [7, 5, 5, 4]],
          [21, [4, 9, 2, 3]],
          [33, [8, 9, 7]],
          [37, [6, 9, 8, 7]],
          [39, [1]],
          [40, [4, 5, 9]],
          [41, [5, 7, 9, 5]],
          [47, [7, 1, 1, 9]],
          [50, [9, 5, 4, 3]],
          [51, [3, 3, 6]],
          [60, [3, 6, 9, 1]],
          [64, [8, 6]],
          [66, [5, 3, 1]],
          [68, [9, 8, 4]],
        ].map(([corner, digits]) => ({
          cells: [corner as number, (corner as number) + 1, (corner as number) + 9, (corner as number) + 10],
          digits: digits as number[],
        })),
      },
      givens: '8..........3..................................8..........................9...8...',
      solution: SOLUTION,
    },
  ],
});
