import { describeTechniques, eliminations, position, type TechniqueCase } from './position.fixture.js';
import { fish } from './techniques/fish.js';
import { claiming, pointing } from './techniques/intersections.js';
import { fullHouse, hiddenSingleBox, hiddenSingleLine, nakedSingle } from './techniques/singles.js';
import { hiddenSubset, nakedSubset } from './techniques/subsets.js';

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
    hit: position({ without: { 5: 'r1c1-3 r2c1 r2c3 r3c1-3' } }),
    changes: ['r2c2=5'],
    miss: position({ without: { 5: 'r1-3c1-2' } }),
  },
  {
    name: 'hidden single in a row',
    find: hiddenSingleLine,
    hit: position({ without: { 5: 'r4c1-6 r4c8-9' } }),
    changes: ['r4c7=5'],
    miss: position({ without: { 5: 'r4c1-6 r4c9' } }),
  },
  {
    name: 'naked single',
    find: nakedSingle,
    hit: position({ only: { r5c5: '7' } }),
    changes: ['r5c5=7'],
    miss: position({ only: { r5c5: '78' } }),
  },
  {
    name: 'pointing',
    find: pointing,
    hit: position({ without: { 4: 'r2-3c1-3' } }),
    changes: eliminations('4', 'r1c4-9'),
    miss: position({ without: { 4: 'r3c1-3 r2c1-2' } }),
  },
  {
    name: 'claiming',
    find: claiming,
    hit: position({ without: { 4: 'r1c4-9' } }),
    changes: eliminations('4', 'r2-3c1-3'),
    miss: position({ without: { 4: 'r1c5-9' } }),
  },
  {
    name: 'naked pair',
    find: nakedSubset(2),
    hit: position({ only: { r1c1: '12', r1c5: '12' } }),
    changes: eliminations('12', 'r1c2-4 r1c6-9'),
    miss: position({ only: { r1c1: '12', r1c5: '13' } }),
  },
  {
    name: 'hidden pair',
    find: hiddenSubset(2),
    hit: position({ without: { 12: 'r1c2-4 r1c6-9' } }),
    changes: eliminations('3456789', 'r1c1 r1c5'),
    miss: position({ without: { 12: 'r1c2-4 r1c7-9', 1: 'r1c6' } }),
  },
  {
    name: 'naked triple',
    find: nakedSubset(3),
    hit: position({ only: { r1c1: '12', r1c5: '23', r1c9: '13' } }),
    changes: eliminations('123', 'r1c2-4 r1c6-8'),
    miss: position({ only: { r1c1: '12', r1c5: '23', r1c9: '14' } }),
  },
  {
    name: 'hidden triple',
    find: hiddenSubset(3),
    hit: position({ without: { 123: 'r1c2-4 r1c6-8' } }),
    changes: eliminations('456789', 'r1c1 r1c5 r1c9'),
    miss: position({ without: { 123: 'r1c2-4 r1c7-8' } }),
  },
  {
    name: 'naked quad',
    find: nakedSubset(4),
    hit: position({ only: { r1c1: '12', r1c3: '23', r1c5: '34', r1c9: '14' } }),
    changes: eliminations('1234', 'r1c2 r1c4 r1c6-8'),
    miss: position({ only: { r1c1: '12', r1c3: '23', r1c5: '34', r1c9: '15' } }),
  },
  {
    name: 'hidden quad',
    find: hiddenSubset(4),
    hit: position({ without: { 1234: 'r1c2 r1c4 r1c6-8' } }),
    changes: eliminations('56789', 'r1c1 r1c3 r1c5 r1c9'),
    miss: position({ without: { 1234: 'r1c2 r1c4 r1c7-8' } }),
  },
  {
    name: 'X-Wing',
    find: fish(2, false),
    hit: position({ without: { 5: 'r2c1-2 r2c4-6 r2c8-9 r6c1-2 r6c4-6 r6c8-9' } }),
    changes: eliminations('5', 'r1c3 r3-5c3 r7-9c3 r1c7 r3-5c7 r7-9c7'),
    miss: position({ without: { 5: 'r2c1-2 r2c4-6 r2c8-9 r6c1-2 r6c4-6 r6c9' } }),
  },
  {
    name: 'Swordfish',
    find: fish(3, false),
    hit: position({
      without: { 5: 'r1c1 r1c3-4 r1c6-7 r1c9 r4c1 r4c3-4 r4c6-7 r4c9 r7c1 r7c3-4 r7c6-7 r7c9', 1: 'r4c2' },
    }),
    changes: eliminations('5', 'r2-3c2 r5-6c2 r8-9c2 r2-3c5 r5-6c5 r8-9c5 r2-3c8 r5-6c8 r8-9c8'),
    miss: position({ without: { 5: 'r1c1 r1c3-4 r1c6-7 r1c9 r4c1 r4c3-4 r4c6-7 r7c1 r7c3-4 r7c6-7 r7c9' } }),
  },
  {
    name: 'Jellyfish',
    find: fish(4, false),
    hit: position({
      without: {
        5: 'r1c2 r1c4 r1c6 r1c8-9 r3c2 r3c4 r3c6 r3c8-9 r5c2 r5c4 r5c6 r5c8-9 r7c2 r7c4 r7c6 r7c8-9',
      },
    }),
    changes: eliminations(
      '5',
      'r2c1 r4c1 r6c1 r8-9c1 r2c3 r4c3 r6c3 r8-9c3 r2c5 r4c5 r6c5 r8-9c5 r2c7 r4c7 r6c7 r8-9c7',
    ),
    miss: position({
      without: { 5: 'r1c2 r1c4 r1c6 r1c8-9 r3c2 r3c4 r3c6 r3c8-9 r5c2 r5c4 r5c6 r5c8-9 r7c2 r7c4 r7c6 r7c8' },
    }),
  },
  {
    name: 'finned X-Wing',
    find: fish(2, true),
    hit: position({ without: { 5: 'r2c1-2 r2c4-6 r2c8-9 r6c1-2 r6c4-6 r6c9' } }),
    changes: eliminations('5', 'r4-5c7'),
    miss: position({ without: { 5: 'r2c1-2 r2c4-6 r2c8-9 r6c1-2 r6c5-6 r6c9' } }),
  },
];

describeTechniques(cases);
