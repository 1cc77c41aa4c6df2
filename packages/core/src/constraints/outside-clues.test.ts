/**
 * The families of clues outside the grid, little killers and sandwich sums: the rows of the tables
 * every family group fills in (families.fixture.ts), each a constructed board.
 */
import type { Rules } from '../rules.js';
import { at } from './board.fixture.js';
import { describeFamilies, SOLUTION } from './families.fixture.js';

/** A little killer of `sum` from above row 1, column `column`, down and right to the grid's edge. */
const killerFrom = (column: number, sum: number): Rules => ({
  littleKillers: [
    { cells: Array.from({ length: 10 - column }, (_, k) => at(1 + k, column + k)), direction: 'DR', sum },
  ],
});
/** A sandwich sum on row 1. */
const row1Sandwich = (sum: number): Rules => ({ sandwiches: [{ line: 'row', index: 0, sum }] });

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

describeFamilies({
  propagation: [
    ['a little killer of two cells adding up to 17: 8 and 9', killerFrom(8, 17), '', 'r1c8=89 r2c9=89'],
    [
      'a little killer may repeat a digit: 18 in two cells is 9 and 9',
      killerFrom(8, 18),
      '',
      'r1c8=9 r2c9=9',
    ],
    [
      'a little killer: a 9 first leaves 16 for two cells, 7 to 9 each, no gap the bounds would miss',
      killerFrom(7, 25),
      'r1c7=9 r2c8=1279',
      'r2c8=79 r3c9=79',
    ],
    ['a little killer out of reach: a contradiction', killerFrom(8, 10), 'r1c8=12 r2c9=123', null],
    ['a sandwich of 0 beside a 1: the 9 goes next to it', row1Sandwich(0), 'r1c1=1', 'r1c2=9 r1c3=2345678'],
    [
      'a sandwich of 35: 1 and 9 at the two ends',
      { sandwiches: [{ line: 'column', index: 4, sum: 35 }] },
      '',
      'r1c5=19 r5c5=2345678 r9c5=19',
    ],
    ['a sandwich of 2: the one cell between holds the 2', row1Sandwich(2), 'r1c5=1 r1c3=9', 'r1c4=2'],
    [
      'a sandwich of 18 over 3, {2, 5}, {7, 8} and {7, 8}: 2, 3, 5 and 8 each meet a cell, but the cells make at least 19',
      row1Sandwich(18),
      'r1c1=1 r1c2=3 r1c3=25 r1c4=78 r1c5=78 r1c6=9',
      null,
    ],
    [
      'a sandwich whose 1 and 9 are side by side but whose sum is 5: a contradiction',
      row1Sandwich(5),
      'r1c1=1 r1c2=9',
      null,
    ],
  ],
  conflicts: [
    [
      'a little killer of 10 whose givens make 11',
      killerFrom(7, 10),
      'r1c7=6 r2c8=5',
      'the givens on the little killer 10 from row 1, column 7 going DR add up to more than it allows: row 1, column 7 and row 2, column 8 and those between',
    ],
    [
      'a little killer of 10 whose givens make 8 with one cell left: a 2 completes it',
      killerFrom(7, 10),
      'r1c7=3 r2c8=5',
      null,
    ],
    [
      'a sandwich of 10 with 1 and 9 given and 3 and 4 between',
      row1Sandwich(10),
      'r1c2=1 r1c3=3 r1c4=4 r1c5=9',
      'the sandwich sum 10 of row 1: the digits between its 1 (row 1, column 2) and 9 (row 1, column 5) cannot add up to it',
    ],
    [
      'a sandwich of 4 with 1 and 9 given three cells apart: three different digits make at least 9',
      row1Sandwich(4),
      'r1c1=9 r1c5=1',
      'the sandwich sum 4 of row 1: the digits between its 1 (row 1, column 5) and 9 (row 1, column 1) cannot add up to it',
    ],
    [
      'a sandwich of 9 with 1 and 9 given three cells apart: 2, 3 and 4 can complete it',
      row1Sandwich(9),
      'r1c1=9 r1c5=1',
      null,
    ],
  ],
  admits: [
    ['a little killer of 5 over two cells refuses a 5', killerFrom(8, 5), '', at(2, 9), 5, false],
    ['a little killer of 5 over two cells takes a 4', killerFrom(8, 5), '', at(2, 9), 4, true],
    ['a sandwich of 0 refuses a 9 two cells from the 1', row1Sandwich(0), 'r1c4=1', at(1, 6), 9, false],
    ['a sandwich of 0 takes a 9 beside the 1', row1Sandwich(0), 'r1c4=1', at(1, 5), 9, true],
  ],
  reads: [
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
  ],
  refusals: [
    [{ littlekillersum: [{ cell: 'R3C3', direction: 'DR', value: '5' }] }, /^little killer 1 sits at "R3C3"/],
    [{ littlekillersum: [{ cell: 'R0C1', direction: 'UP', value: '5' }] }, /points "UP"/],
    [
      { littlekillersum: [{ cell: 'R0C1', direction: 'DR', value: '5', cells: ['R1C2'] }] },
      /lists cells other than its diagonal/,
    ],
    [{ sandwichsum: [{ cell: 'R0C0', value: '5' }] }, /^sandwich 1 sits at "R0C0"/],
    [{ sandwichsum: [{ cell: 'R0C1', value: '99' }] }, /sandwich 1 \(column 1\) has the sum 99: 0 to 35/],
  ],
  roundTrips: [
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
  ],
  jsonLines: [{ sandwiches: [{ line: 'row', index: 3, sum: 12 }] }],
  puzzles: [
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
  ],
});
