import {
  cellsBut,
  confined,
  describeTechniques,
  eliminations,
  nearMiss,
  position,
  type TechniqueCase,
} from './position.fixture.js';
import { fish } from './techniques/fish.js';
import { claiming, pointing } from './techniques/intersections.js';
import { fullHouse, hiddenSingleBox, hiddenSingleLine, nakedSingle } from './techniques/singles.js';
import { hiddenSubset, nakedSubset } from './techniques/subsets.js';

const NINE = [1, 2, 3, 4, 5, 6, 7, 8, 9];

/** The numbers 1..9 but some: the other rows, columns or digits. */
const but = (some: readonly number[]): number[] => NINE.filter((n) => !some.includes(n));

/** Whole rows or columns as a range: rows 2 and 6 are "r2c1-9 r6c1-9". */
const rows = (lines: readonly number[]): string => lines.map((row) => `r${row}c1-9`).join(' ');
const columns = (lines: readonly number[]): string => lines.map((column) => `r1-9c${column}`).join(' ');

/**
 * A naked subset in row 1: the cells named hold only their digits, so those digits leave the row's
 * other cells. The near miss gives the last cell a digit beyond the subset.
 */
function nakedSubsetCase(name: string, marks: Record<string, string>): TechniqueCase {
  const names = Object.keys(marks);
  const digits = [...new Set(Object.values(marks).join(''))].sort().join('');
  const last = names.at(-1)!;
  return {
    name,
    find: nakedSubset(names.length),
    ...nearMiss({ only: marks }, { [last]: `${marks[last]}${but([...digits].map(Number))[0]}` }),
    changes: eliminations(digits, cellsBut(rows([1]), names.join(' '))),
  };
}

const cases: TechniqueCase[] = [
  {
    name: 'full house',
    find: fullHouse,
    hit: position({ digits: `12345678.${'.'.repeat(72)}` }),
    changes: ['r1c9=9'],
    miss: position({ digits: `1234567..${'.'.repeat(72)}` }),
  },
  {
    // Column 9 and box 1 each have one empty cell: the column comes first (rows, columns, boxes).
    name: 'full house in a column, before one in a box',
    find: fullHouse,
    hit: position({
      digits: '123.....4456.....178......2........3........5........6........7........8.........',
    }),
    changes: ['r9c9=9'],
    miss: position({
      digits: '123.....4456.....17.......2........3........5........6........7..................',
    }),
  },
  {
    name: 'hidden single in a box',
    find: hiddenSingleBox,
    ...confined('5', 'r1-3c1-3', 'r2c2'),
    changes: ['r2c2=5'],
  },
  {
    name: 'hidden single in a row',
    find: hiddenSingleLine,
    ...confined('5', rows([4]), 'r4c7'),
    changes: ['r4c7=5'],
  },
  {
    name: 'naked single',
    find: nakedSingle,
    ...nearMiss({ only: { r5c5: '7' } }, { r5c5: '78' }),
    changes: ['r5c5=7'],
  },
  // Box 1 and row 1 cross at r1c1-3: 4 confined there in either leaves the other.
  {
    name: 'pointing',
    find: pointing,
    ...confined('4', 'r1-3c1-3', rows([1])),
    changes: eliminations('4', 'r1c4-9'),
  },
  {
    name: 'claiming',
    find: claiming,
    ...confined('4', rows([1]), 'r1-3c1-3'),
    changes: eliminations('4', 'r2-3c1-3'),
  },
  nakedSubsetCase('naked pair', { r1c1: '12', r1c5: '12' }),
  nakedSubsetCase('naked triple', { r1c1: '12', r1c5: '23', r1c9: '13' }),
  nakedSubsetCase('naked quad', { r1c1: '12', r1c3: '23', r1c5: '34', r1c9: '14' }),
  ...(
    [
      ['pair', '12', 'r1c1 r1c5'],
      ['triple', '123', 'r1c1 r1c5 r1c9'],
      ['quad', '1234', 'r1c1 r1c3 r1c5 r1c9'],
    ] as const
  ).map(([size, digits, cells]) => ({
    // The subset's digits fit only in its cells, whose other digits go.
    name: `hidden ${size}`,
    find: hiddenSubset(digits.length),
    ...confined(digits, rows([1]), cells),
    changes: eliminations(but([...digits].map(Number)).join(''), cells),
  })),
  ...(
    [
      ['X-Wing', [2, 6], [3, 7]],
      ['Swordfish', [1, 4, 7], [2, 5, 8]],
      ['Jellyfish', [1, 3, 5, 7], [1, 3, 5, 7]],
    ] as const
  ).map(([name, base, cover]) => ({
    // In the base rows 5 fits only in the cover columns, so it leaves the rest of those columns.
    name,
    find: fish(base.length, false),
    ...confined('5', rows(base), columns(cover)),
    changes: eliminations('5', cellsBut(columns(cover), rows(base))),
  })),
  {
    name: 'finned X-Wing',
    find: fish(2, true),
    hit: position({ without: { 5: 'r2c1-2 r2c4-6 r2c8-9 r6c1-2 r6c4-6 r6c9' } }),
    changes: eliminations('5', 'r4-5c7'),
    miss: position({ without: { 5: 'r2c1-2 r2c4-6 r2c8-9 r6c1-2 r6c5-6 r6c9' } }),
  },
];

describeTechniques(cases);
