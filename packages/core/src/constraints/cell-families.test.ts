/**
 * The families of marks between and around cells and of clues outside the grid: kropki dots, XV,
 * nonconsecutive, odd and even cells, quadruples, little killers and sandwich sums. Each table row is
 * a constructed board: what a family's propagation removes or finds contradictory, which givens
 * conflict, how f-puzzles documents read, and constructed puzzles with one solution.
 */
import { describe, expect, it } from 'vitest';
import { admits } from '../admits.js';
import { countSolutions } from '../count.js';
import { rulesProblem } from '../families.js';
import { formatFPuzzles, parseFPuzzles } from '../fpuzzles.js';
import { createGrid } from '../grid.js';
import { ruleTablesFor } from '../rule-tables.js';
import type { Rules } from '../rules.js';
import { formatPuzzle, parsePuzzle } from '../variant-text.js';
import { verifySolution } from '../verify.js';
import { at, board, digitsOf, marks, nine, propagate } from './board.fixture.js';
import { moduleOf } from './list.js';
import type { RuleKind } from './module.js';
import { allEdges } from './pairs.js';
import { Propagation } from './propagation.js';

const digitsIn = (text: string) => [...text].map((ch) => (ch === '.' ? 0 : Number(ch)));

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

describe('propagation', () => {
  const cases: readonly {
    name: string;
    rules: Rules;
    start: string;
    /** Each cell's candidates after, or null for a contradiction. */
    expected: string | null;
  }[] = [
    {
      name: 'a white dot: beside a 3, a 2 or a 4',
      rules: whiteDot,
      start: 'r1c1=3',
      expected: 'r1c2=24',
    },
    {
      name: 'a white dot of value 4: beside 5 or 6, digits 1, 2, 9 (and 5 apart) are left',
      rules: { kropki: { white: [{ cells: [row1(1), row1(2)], value: 4 }], black: [] } },
      start: 'r1c1=56',
      expected: 'r1c2=129',
    },
    {
      name: 'a black dot: beside a 3, a 6 only',
      rules: blackDot,
      start: 'r1c1=3',
      expected: 'r1c2=6',
    },
    {
      name: 'a black dot beside a 5 or a 7 on 9x9: a contradiction',
      rules: blackDot,
      start: 'r1c1=57',
      expected: null,
    },
    {
      name: 'a black dot with no candidates set: only digits with a double or a half',
      rules: blackDot,
      start: '',
      expected: 'r1c1=123468',
    },
    {
      name: 'negative kropki: no dot beside a 4 leaves no 2, 3, 5 or 8',
      rules: { kropki: { white: [], black: [], negativeWhite: true, negativeBlack: true } },
      start: 'r1c1=4',
      expected: 'r1c2=14679',
    },
    {
      name: 'negative kropki: a white dot exempts its pair from the black rule',
      rules: { kropki: { white: [{ cells: [row1(1), row1(2)], value: 1 }], black: [], negativeBlack: true } },
      start: 'r1c1=2',
      expected: 'r1c2=13',
    },
    {
      name: 'an X: beside a 3, a 7',
      rules: anX,
      start: 'r1c1=3',
      expected: 'r1c2=7',
    },
    {
      name: 'an X: no 5 on either side (neighbours share a row or a column, so they differ)',
      rules: anX,
      start: '',
      expected: 'r1c1=12346789 r1c2=12346789',
    },
    {
      name: 'a V: no 5 or more on either side',
      rules: { xv: { x: [], v: [[at(1, 1), at(2, 1)]] } },
      start: '',
      expected: 'r1c1=1234 r2c1=1234',
    },
    {
      name: 'a V beside a 5: a contradiction',
      rules: { xv: { x: [], v: [[row1(1), row1(2)]] } },
      start: 'r1c1=5',
      expected: null,
    },
    {
      name: 'negative XV: no mark beside a 3 leaves no 2 or 7',
      rules: negativeXv,
      start: 'r1c1=3',
      expected: 'r1c2=1345689',
    },
    {
      name: 'nonconsecutive: beside 2 or 4 no 3 (consecutive to both), 1 and 5 stay',
      rules: { nonconsecutive: true },
      start: 'r1c1=24',
      expected: 'r1c2=12456789',
    },
    {
      name: 'nonconsecutive: a 5 between a 4 and a 6 is a contradiction',
      rules: { nonconsecutive: true },
      start: 'r1c1=4 r1c2=5',
      expected: null,
    },
    {
      name: 'an odd cell keeps its odd digits',
      rules: { parity: { odd: [row1(1)], even: [row1(2)] } },
      start: 'r1c1=1234',
      expected: 'r1c1=13 r1c2=2468',
    },
    {
      name: 'an even cell of odd digits: a contradiction',
      rules: { parity: { odd: [], even: [row1(1)] } },
      start: 'r1c1=13',
      expected: null,
    },
    {
      name: 'a quadruple of four digits: every cell keeps only them',
      rules: corner(1, 2, 3, 4),
      start: 'r1c1=15',
      expected: 'r1c1=1 r1c2=234',
    },
    {
      name: 'a quadruple: a digit with one cell left to hold it goes there',
      rules: corner(1, 2),
      start: 'r1c1=1 r1c2=34 r2c1=35',
      expected: 'r2c2=2',
    },
    {
      name: 'a quadruple with a digit twice: its copies on opposite corners',
      rules: corner(5, 5),
      start: 'r1c1=5',
      expected: 'r2c2=5',
    },
    {
      name: 'a quadruple whose digit has no room: a contradiction',
      rules: corner(7, 8, 9),
      start: 'r1c1=1 r1c2=2',
      expected: null,
    },
    {
      name: 'a little killer of two cells adding up to 17: 8 and 9',
      rules: { littleKillers: [{ cells: [at(1, 8), at(2, 9)], direction: 'DR', sum: 17 }] },
      start: '',
      expected: 'r1c8=89 r2c9=89',
    },
    {
      name: 'a little killer may repeat a digit: 18 in two cells is 9 and 9',
      rules: { littleKillers: [{ cells: [at(1, 8), at(2, 9)], direction: 'DR', sum: 18 }] },
      start: '',
      expected: 'r1c8=9 r2c9=9',
    },
    {
      name: 'a little killer: a 9 first leaves 16 for two cells, 7 to 9 each, no gap the bounds would miss',
      rules: { littleKillers: [{ cells: [at(1, 7), at(2, 8), at(3, 9)], direction: 'DR', sum: 25 }] },
      start: 'r1c7=9 r2c8=1279',
      expected: 'r2c8=79 r3c9=79',
    },
    {
      name: 'a little killer out of reach: a contradiction',
      rules: { littleKillers: [{ cells: [at(1, 8), at(2, 9)], direction: 'DR', sum: 10 }] },
      start: 'r1c8=12 r2c9=123',
      expected: null,
    },
    {
      name: 'a sandwich of 0 beside a 1: the 9 goes next to it',
      rules: { sandwiches: [{ line: 'row', index: 0, sum: 0 }] },
      start: 'r1c1=1',
      expected: 'r1c2=9 r1c3=2345678',
    },
    {
      name: 'a sandwich of 35: 1 and 9 at the two ends',
      rules: { sandwiches: [{ line: 'column', index: 4, sum: 35 }] },
      start: '',
      expected: 'r1c5=19 r5c5=2345678 r9c5=19',
    },
    {
      name: 'a sandwich of 2: the one cell between holds the 2',
      rules: { sandwiches: [{ line: 'row', index: 0, sum: 2 }] },
      start: 'r1c5=1 r1c3=9',
      expected: 'r1c4=2',
    },
    {
      name: 'a sandwich whose 1 and 9 are side by side but whose sum is 5: a contradiction',
      rules: { sandwiches: [{ line: 'row', index: 0, sum: 5 }] },
      start: 'r1c1=1 r1c2=9',
      expected: null,
    },
  ];

  it.each(cases)('$name', ({ rules, start, expected }) => {
    expect(rulesProblem(nine, rules)).toBeNull();
    const domains = propagate(rules, start);
    if (expected === null) {
      expect(domains).toBeNull();
      return;
    }
    expect(domains).not.toBeNull();
    for (const [cell, digits] of marks(expected))
      expect(digitsOf(domains!.candidates[cell]!)).toEqual(digits);
  });
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
    const rules: Rules = { xv: { x: [], v: v.map(([a, b]) => [a, b] as const) } };
    const engine = new Propagation(ruleTablesFor(nine, createGrid(nine, board(), rules).rules!));
    expect(engine.start(board())).toBe(true);
    expect(engine.fixpoint()).toBe(true);
    for (const cell of [at(1, 3), at(2, 1), at(2, 3)])
      expect(digitsOf(engine.candidates[cell]!)).toEqual(expected);
  });
});

describe('conflicts', () => {
  const cases: readonly {
    name: string;
    rules: Rules;
    givens: string;
    /** What the first conflict's message says, or null for none. */
    expected: string | null;
  }[] = [
    {
      name: 'a white dot between 3 and 5',
      rules: whiteDot,
      givens: 'r1c1=3 r1c2=5',
      expected:
        'the white dot (digits 1 apart) between row 1, column 1 and row 1, column 2: 3 and 5 break it',
    },
    {
      name: 'a black dot beside a given 7: nothing can complete it',
      rules: blackDot,
      givens: 'r1c2=7',
      expected:
        'the black dot (one digit 2 times the other) between row 1, column 1 and row 1, column 2: no digit can go beside 7',
    },
    {
      name: 'a black dot beside a given 4: 2 or 8 can complete it',
      rules: blackDot,
      givens: 'r1c2=4',
      expected: null,
    },
    {
      name: 'negative kropki: 6 and 3 side by side with no dot',
      rules: { kropki: { white: [], black: [], negativeBlack: true } },
      givens: 'r4c4=6 r5c4=3',
      expected:
        'no kropki dot (the negative rule) between row 4, column 4 and row 5, column 4: 6 and 3 break it',
    },
    {
      name: 'an X between 4 and 5',
      rules: anX,
      givens: 'r1c1=4 r1c2=5',
      expected:
        'the X (digits adding up to 10) between row 1, column 1 and row 1, column 2: 4 and 5 break it',
    },
    {
      name: 'negative XV: 1 and 4 side by side with no V',
      rules: negativeXv,
      givens: 'r1c1=1 r1c2=4',
      expected:
        'no X or V (the negative rule: not adding up to 5 or 10) between row 1, column 1 and row 1, column 2: 1 and 4 break it',
    },
    {
      name: 'nonconsecutive: 8 above 7',
      rules: { nonconsecutive: true },
      givens: 'r2c2=8 r3c2=7',
      expected: 'nonconsecutive: neighbours row 2, column 2 and row 3, column 2: 8 and 7 break it',
    },
    {
      name: 'an even cell given 5',
      rules: { parity: { odd: [], even: [at(3, 3)] } },
      givens: 'r3c3=5',
      expected: 'row 3, column 3 is marked even but holds 5',
    },
    {
      name: 'a quadruple of 1234 given a 5 and a 6: two digits, two cells, no room',
      rules: corner(1, 2, 3, 4),
      givens: 'r1c1=5 r2c2=6',
      expected: 'the quadruple 1234 at row 1, column 1: the givens leave no room for 1 and 2 and 3 and 4',
    },
    {
      name: 'a quadruple of 12 given a 5 and a 6: the other two cells can hold 1 and 2',
      rules: corner(1, 2),
      givens: 'r1c1=5 r2c2=6',
      expected: null,
    },
    {
      name: 'a little killer of 10 whose givens make 11',
      rules: { littleKillers: [{ cells: [at(1, 7), at(2, 8), at(3, 9)], direction: 'DR', sum: 10 }] },
      givens: 'r1c7=6 r2c8=5',
      expected:
        'the givens on the little killer 10 from row 1, column 7 going DR add up to more than it allows: row 1, column 7 and row 2, column 8 and those between',
    },
    {
      name: 'a little killer of 10 whose givens make 8 with one cell left: a 2 completes it',
      rules: { littleKillers: [{ cells: [at(1, 7), at(2, 8), at(3, 9)], direction: 'DR', sum: 10 }] },
      givens: 'r1c7=3 r2c8=5',
      expected: null,
    },
    {
      name: 'a sandwich of 10 with 1 and 9 given and 3 and 4 between',
      rules: { sandwiches: [{ line: 'row', index: 0, sum: 10 }] },
      givens: 'r1c2=1 r1c3=3 r1c4=4 r1c5=9',
      expected:
        'the sandwich sum 10 of row 1: the digits between its 1 (row 1, column 2) and 9 (row 1, column 5) cannot add up to it',
    },
    {
      name: 'a sandwich of 4 with 1 and 9 given three cells apart: three different digits make at least 9',
      rules: { sandwiches: [{ line: 'row', index: 0, sum: 4 }] },
      givens: 'r1c1=9 r1c5=1',
      expected:
        'the sandwich sum 4 of row 1: the digits between its 1 (row 1, column 5) and 9 (row 1, column 1) cannot add up to it',
    },
    {
      name: 'a sandwich of 9 with 1 and 9 given three cells apart: 2, 3 and 4 can complete it',
      rules: { sandwiches: [{ line: 'row', index: 0, sum: 9 }] },
      givens: 'r1c1=9 r1c5=1',
      expected: null,
    },
  ];

  it.each(cases)('$name', ({ rules, givens, expected }) => {
    const [kind, value] = Object.entries(rules)[0]!;
    const conflicts = moduleOf(kind as RuleKind).conflicts(nine, value as never, board(givens));
    if (expected === null) expect(conflicts).toEqual([]);
    else {
      expect(conflicts[0]?.message).toBe(expected);
      expect(conflicts[0]?.unit).toBe(kind);
    }
  });
});

describe('f-puzzles', () => {
  const empty = () => Array.from({ length: 9 }, () => Array.from({ length: 9 }, () => ({})));
  const read = (fields: Record<string, unknown>) =>
    parseFPuzzles({ size: 9, grid: empty(), ...fields }).rules;

  it.each([
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
      name: 'little killers above, below and right of the grid; a cleared one ignored',
      fields: {
        littlekillersum: [
          { cell: 'R0C7', direction: 'DR', value: '15', cells: ['R1C8', 'R2C9'] },
          { cell: 'R10C3', direction: 'UL', value: 12 },
          { cell: 'R4C10', direction: 'DL', value: '30' },
          { cell: 'R0C1', direction: 'DR', value: '' },
        ],
      },
      rules: {
        littleKillers: [
          { cells: [at(1, 8), at(2, 9)], direction: 'DR', sum: 15 },
          { cells: [at(5, 9), at(6, 8), at(7, 7), at(8, 6), at(9, 5)], direction: 'DL', sum: 30 },
          { cells: [at(9, 2), at(8, 1)], direction: 'UL', sum: 12 },
        ],
      },
    },
    {
      name: 'sandwich clues above a column, left of a row and below a column',
      fields: {
        sandwichsum: [
          { cell: 'R0C5', value: '12' },
          { cell: 'R3C0', value: '0' },
          { cell: 'R10C2', value: 35 },
        ],
      },
      rules: {
        sandwiches: [
          { line: 'row', index: 2, sum: 0 },
          { line: 'column', index: 1, sum: 35 },
          { line: 'column', index: 4, sum: 12 },
        ],
      },
    },
  ])('reads $name', ({ fields, rules }) => {
    expect(read(fields)).toEqual(createGrid(nine, board(), rules as Rules).rules);
  });

  it.each([
    [
      { difference: [{ cells: ['R1C1', 'R2C2'] }] },
      /"difference" \(white dot\) 1 must join two cells side by side/,
    ],
    [{ ratio: [{ cells: ['R1C1', 'R1C2'], value: 'two' }] }, /"ratio" \(black dot\) 1 has the value "two"/],
    [{ negative: ['thermometer'] }, /"negative" names "thermometer"/],
    [{ xv: [{ cells: ['R1C1', 'R1C2'], value: 'X' }], negative: 'xv' }, /"negative" must be an array/],
    [{ xv: [{ cells: ['R1C1', 'R1C2'], value: 'Y' }] }, /"xv" 1 has the value "Y", not X or V/],
    [
      { littlekillersum: [{ cell: 'R3C3', direction: 'DR', value: '5' }] },
      /"littlekillersum" 1 sits at "R3C3"/,
    ],
    [{ littlekillersum: [{ cell: 'R0C1', direction: 'UP', value: '5' }] }, /points "UP"/],
    [
      { littlekillersum: [{ cell: 'R0C1', direction: 'DR', value: '5', cells: ['R1C2'] }] },
      /lists cells other than its diagonal/,
    ],
    [{ sandwichsum: [{ cell: 'R0C0', value: '5' }] }, /"sandwichsum" 1 sits at "R0C0"/],
    [{ sandwichsum: [{ cell: 'R0C1', value: '99' }] }, /sandwich 1 \(column 1\) has the sum 99: 0 to 35/],
    [
      { quadruple: [{ cells: ['R1C1', 'R1C2', 'R1C3', 'R2C1'], values: [1] }] },
      /not the four around one point/,
    ],
    [
      { quadruple: [{ cells: ['R1C1', 'R1C2', 'R2C1', 'R2C2'], values: [4, 4, 4] }] },
      /asks for 4 more than twice/,
    ],
    [{ minimum: [{ cell: 'R1C1' }] }, /unsupported f-puzzles constraint: "minimum"/],
  ])('refuses %j by name', (fields, message) => {
    expect(() => read(fields)).toThrow(message);
  });

  it.each([
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
    {
      littleKillers: [
        {
          cells: [at(1, 1), at(2, 2), at(3, 3), at(4, 4), at(5, 5), at(6, 6), at(7, 7), at(8, 8), at(9, 9)],
          direction: 'DR',
          sum: 45,
        },
        {
          cells: [at(9, 9), at(8, 8), at(7, 7), at(6, 6), at(5, 5), at(4, 4), at(3, 3), at(2, 2), at(1, 1)],
          direction: 'UL',
          sum: 45,
        },
        { cells: [at(2, 1), at(1, 2)], direction: 'UR', sum: 3 },
      ],
    },
    {
      sandwiches: [
        { line: 'row', index: 8, sum: 35 },
        { line: 'column', index: 0, sum: 0 },
      ],
    },
  ] as Rules[])('writes and reads back %j', (rules) => {
    const grid = createGrid(nine, board('r5c5=5'), rules);
    const doc = formatFPuzzles(grid);
    const back = parseFPuzzles(JSON.stringify(doc));
    expect(back.rules).toEqual(grid.rules);
    expect(back.cells).toEqual(grid.cells);
  });
});

/** A solution every constructed puzzle but the nonconsecutive one shares. */
const SOLUTION = digitsIn(
  '812753649943682175675491283154237896369845721287169534521974368438526917796318452',
);
/** A nonconsecutive solution (none of SOLUTION's neighbours may be consecutive). */
const NONCONSECUTIVE = digitsIn(
  '135279468468513792792846135246381579579624813813957246351792684684135927927468351',
);
const edges = allEdges(nine);
const edgesWhere = (holds: (a: number, b: number) => boolean) =>
  edges.filter(([a, b]) => holds(SOLUTION[a]!, SOLUTION[b]!));
/** The digits between a line's 1 and 9 in SOLUTION, added up. */
const sandwichOf = (cells: number[]) => {
  const line = cells.map((cell) => SOLUTION[cell]!);
  const [from, to] = [line.indexOf(1), line.indexOf(9)].sort((a, b) => a - b);
  return line.slice(from! + 1, to).reduce((sum, digit) => sum + digit, 0);
};
const diagonal = (first: number, dr: number, dc: number) => {
  const cells: number[] = [];
  for (let r = Math.floor(first / 9), c = first % 9; r >= 0 && r < 9 && c >= 0 && c < 9; r += dr, c += dc)
    cells.push(r * 9 + c);
  return cells;
};
const killer = (first: number, direction: 'DR' | 'DL', dc: number) => {
  const cells = diagonal(first, 1, dc);
  return { cells, direction, sum: cells.reduce((sum, cell) => sum + SOLUTION[cell]!, 0) };
};

/**
 * Puzzles with one solution, made here: every mark SOLUTION shows (or a chosen few), then givens
 * taken away while one solution stayed.
 */
const puzzles: readonly { name: string; rules: Rules; givens: string; solution: number[] }[] = [
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
          1, 3, 4, 8, 11, 19, 20, 22, 23, 27, 28, 32, 34, 36, 38, 41, 42, 48, 50, 52, 56, 57, 58, 60, 66, 69,
          73, 75, 76,
        ],
        even: [0, 2, 10, 13, 29, 33, 35, 37, 39, 49, 53, 55, 59, 62, 63, 68, 74, 77],
      },
    },
    givens: '8....3.....3...1.5...4.....1.............5.2..8.1........................9.3.8...',
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
  {
    name: 'little killers down from every other column of the top and the left',
    rules: {
      littleKillers: [
        ...[0, 2, 4, 6].map((column) => killer(column, 'DR', 1)),
        ...[7, 5, 3, 1].map((column) => killer(column, 'DL', -1)),
        ...[1, 3, 5, 7].map((row) => killer(row * 9, 'DR', 1)),
      ],
    },
    givens: '8..........3.....5...4.............6..........8.1................................',
    solution: SOLUTION,
  },
  {
    name: 'sandwich sums on every row and column',
    rules: {
      sandwiches: Array.from({ length: 9 }, (_, i) => [
        { line: 'row' as const, index: i, sum: sandwichOf(Array.from({ length: 9 }, (_, k) => i * 9 + k)) },
        {
          line: 'column' as const,
          index: i,
          sum: sandwichOf(Array.from({ length: 9 }, (_, k) => k * 9 + i)),
        },
      ]).flat(),
    },
    givens: '...........3..................................8.1................................',
    solution: SOLUTION,
  },
];

describe('constructed puzzles', () => {
  it.each(puzzles)('$name: one solution, found by the variant counter', ({ rules, givens, solution }) => {
    const puzzle = createGrid(nine, digitsIn(givens), rules);
    let found: number[] = [];
    const count = countSolutions(puzzle, { limit: 2, onSolution: (cells) => (found = Array.from(cells)) });
    expect(count).toBe(1);
    expect(found).toEqual(solution);
    expect(verifySolution(puzzle, createGrid(nine, found))).toEqual({ ok: true });
  });

  it.each(puzzles)(
    "$name: the solution keeps the family's rule, which the givens need",
    ({ rules, givens, solution }) => {
      const [kind, value] = Object.entries(rules)[0]!;
      expect(moduleOf(kind as RuleKind).conflicts(nine, value as never, solution)).toEqual([]);
      expect(countSolutions(createGrid(nine, digitsIn(givens)), { limit: 2 })).toBe(2);
    },
  );
});

describe("admits, the teaching strategies' question", () => {
  const cases: readonly {
    name: string;
    rules: Rules;
    givens: string;
    cell: number;
    digit: number;
    expected: boolean;
  }[] = [
    {
      name: 'a white dot beside a 3 refuses a 6',
      rules: whiteDot,
      givens: 'r1c1=3',
      cell: row1(2),
      digit: 6,
      expected: false,
    },
    {
      name: 'a white dot beside a 3 takes a 4',
      rules: whiteDot,
      givens: 'r1c1=3',
      cell: row1(2),
      digit: 4,
      expected: true,
    },
    {
      name: 'a black dot refuses a 7 with no double or half on 9x9',
      rules: blackDot,
      givens: '',
      cell: row1(1),
      digit: 7,
      expected: false,
    },
    {
      name: 'negative kropki refuses a 5 beside a 4 with no dot',
      rules: { kropki: { white: [], black: [], negativeWhite: true } },
      givens: 'r5c5=4',
      cell: at(5, 6),
      digit: 5,
      expected: false,
    },
    {
      name: 'an X refuses a 9 beside a 2',
      rules: anX,
      givens: 'r1c1=2',
      cell: row1(2),
      digit: 9,
      expected: false,
    },
    {
      name: 'negative XV refuses a 1 beside a 9 with no X',
      rules: negativeXv,
      givens: 'r1c1=9',
      cell: row1(2),
      digit: 1,
      expected: false,
    },
    {
      name: 'nonconsecutive refuses a 6 below a 7',
      rules: { nonconsecutive: true },
      givens: 'r1c1=7',
      cell: at(2, 1),
      digit: 6,
      expected: false,
    },
    {
      name: 'nonconsecutive takes a 3 below a 7',
      rules: { nonconsecutive: true },
      givens: 'r1c1=7',
      cell: at(2, 1),
      digit: 3,
      expected: true,
    },
    {
      name: 'an odd cell refuses a 4',
      rules: { parity: { odd: [at(5, 5)], even: [] } },
      givens: '',
      cell: at(5, 5),
      digit: 4,
      expected: false,
    },
    {
      name: 'a quadruple of 123 with a 9 given refuses a second digit outside it',
      rules: corner(1, 2, 3),
      givens: 'r1c1=9',
      cell: at(1, 2),
      digit: 8,
      expected: false,
    },
    {
      name: 'a quadruple of 123 takes a 9 in its one free cell',
      rules: corner(1, 2, 3),
      givens: '',
      cell: at(1, 2),
      digit: 9,
      expected: true,
    },
    {
      name: 'a little killer of 5 over two cells refuses a 5',
      rules: { littleKillers: [{ cells: [at(1, 8), at(2, 9)], direction: 'DR', sum: 5 }] },
      givens: '',
      cell: at(2, 9),
      digit: 5,
      expected: false,
    },
    {
      name: 'a little killer of 5 over two cells takes a 4',
      rules: { littleKillers: [{ cells: [at(1, 8), at(2, 9)], direction: 'DR', sum: 5 }] },
      givens: '',
      cell: at(2, 9),
      digit: 4,
      expected: true,
    },
    {
      name: 'a sandwich of 0 refuses a 9 two cells from the 1',
      rules: { sandwiches: [{ line: 'row', index: 0, sum: 0 }] },
      givens: 'r1c4=1',
      cell: row1(6),
      digit: 9,
      expected: false,
    },
    {
      name: 'a sandwich of 0 takes a 9 beside the 1',
      rules: { sandwiches: [{ line: 'row', index: 0, sum: 0 }] },
      givens: 'r1c4=1',
      cell: row1(5),
      digit: 9,
      expected: true,
    },
  ];

  it.each(cases)('$name', ({ rules, givens, cell, digit, expected }) => {
    const tables = ruleTablesFor(nine, createGrid(nine, board(), rules).rules!);
    expect(admits(tables, board(givens), cell, digit)).toBe(expected);
  });
});

describe('the line form', () => {
  it('writes odd and even cells as a P= map and reads them back', () => {
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

  it.each([
    { kropki: { white: [{ cells: [at(1, 1), at(1, 2)], value: 1 }], black: [] } },
    { xv: { x: [], v: [], negative: true }, parity: { odd: [at(2, 2)], even: [] } },
    { sandwiches: [{ line: 'row', index: 3, sum: 12 }] },
  ] as Rules[])('writes marks and clues the tokens cannot say as one line of f-puzzles JSON: %j', (rules) => {
    const grid = createGrid(nine, board('r5c5=5'), rules);
    const line = formatPuzzle(grid);
    expect(line.startsWith('{') && !line.includes('\n')).toBe(true);
    const back = parsePuzzle(line);
    expect(back.rules).toEqual(grid.rules);
    expect(back.cells).toEqual(grid.cells);
  });
});
