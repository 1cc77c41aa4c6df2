import { describe, expect, it } from 'vitest';
import { findStep, ladder } from './policy.js';
import { board, confined, describeTechniques, eliminations, nearMiss, position } from './position.fixture.js';
import { alsXz } from './techniques/als.js';
import { chain, forcingChain } from './techniques/chains.js';
import { simpleColouring, skyscraper, twoStringKite } from './techniques/single-digit.js';
import {
  bugPlusOne,
  uniqueRectangle1,
  uniqueRectangle2,
  uniqueRectangle3,
  uniqueRectangle4,
} from './techniques/uniqueness.js';
import { wWing, xyWing, xyzWing } from './techniques/wings.js';

const unique = true;

/** Near the end of a top1465 puzzle: every empty cell holds two digits but r7c4, which holds three. */
const bugDigits = '030009040962804501070050090283497615041068020690120804320040180850900062010082053';
const bugMarks =
  '1...5.................5..8..2...6...1.....7............2....7................6.8.......................................3...7......................3...7...........1..4.................4...8..23...............1....6....23....................6.8......................................................................................5.7......................3.5........................3.....9...............7.9......................5.7......................3.5...............3...7..................................6..9....567...............56...........................7.9.....................4..7...........1.3......1.3.........4..7.......................4..7................6..9.....67.......................4....9..................';

describeTechniques([
  {
    name: 'XY-Wing',
    find: xyWing,
    ...nearMiss({ only: { r1c1: '12', r1c5: '13', r5c1: '23' } }, { r5c1: '24' }),
    changes: ['r5c5-3'],
  },
  {
    name: 'XYZ-Wing',
    find: xyzWing,
    ...nearMiss({ only: { r1c1: '123', r1c5: '13', r2c2: '23' } }, { r2c2: '24' }),
    changes: ['r1c2-3', 'r1c3-3'],
  },
  {
    name: 'W-Wing',
    find: wWing,
    hit: position({ only: { r1c1: '12', r5c5: '12' }, without: { 1: 'r9c2-4 r9c6-9' } }),
    changes: ['r1c5-2', 'r5c1-2'],
    miss: position({ only: { r1c1: '12', r5c5: '12' } }),
  },
  {
    // Rows 1 and 5 hold 5 only in column 1 and one more column each.
    name: 'Skyscraper',
    find: skyscraper,
    ...confined('5', 'r1c1-9 r5c1-9', 'r1c1 r1c5 r5c1 r5c6'),
    changes: eliminations('5', 'r2-3c6 r4c5 r6c5'),
  },
  {
    name: '2-String Kite',
    find: twoStringKite,
    hit: position({ without: { 5: 'r1c1 r1c3-6 r1c8-9 r2c1 r4-7c1 r9c1' } }),
    changes: ['r8c7-5'],
    miss: position({ without: { 5: 'r1c1 r1c3-6 r1c8-9 r2-3c1 r5-7c1 r9c1' } }),
  },
  {
    // A chain of strong links on 5: row 1, box 2, column 6.
    name: 'simple colouring',
    find: simpleColouring,
    ...confined('5', 'r1c1-9 r1-3c4-6 r1-9c6', 'r1c1 r1c5 r3c6 r7c6'),
    changes: ['r7c1-5'],
  },
  {
    name: 'unique rectangle type 1',
    find: uniqueRectangle1,
    ...nearMiss({ unique, only: { r1c1: '12', r1c4: '12', r2c1: '12' } }, { r2c1: '13' }),
    changes: ['r2c4-1', 'r2c4-2'],
  },
  {
    name: 'unique rectangle type 2',
    find: uniqueRectangle2,
    ...nearMiss({ unique, only: { r1c1: '12', r1c4: '12', r2c1: '123', r2c4: '123' } }, { r2c4: '124' }),
    changes: eliminations('3', 'r2c2-3 r2c5-9'),
  },
  {
    name: 'unique rectangle type 3',
    find: uniqueRectangle3,
    ...nearMiss(
      { unique, only: { r1c1: '12', r1c4: '12', r2c1: '123', r2c4: '124', r2c9: '34' } },
      { r2c9: '35' },
    ),
    changes: eliminations('34', 'r2c2-3 r2c5-8'),
  },
  {
    name: 'unique rectangle type 4',
    find: uniqueRectangle4,
    hit: position({ unique, only: { r1c1: '12', r1c4: '12' }, without: { 1: 'r2c2-3 r2c5-9' } }),
    changes: ['r2c1-2', 'r2c4-2'],
    miss: position({ unique, only: { r1c1: '12', r1c4: '12' }, without: { 1: 'r2c2-3 r2c5-8' } }),
  },
  {
    // Strong links on 5 in row 2 and box 5, joined by column 5.
    name: 'X-chain',
    find: chain('x'),
    ...confined('5', 'r2c1-9 r4-6c4-6', 'r2c1 r2c5 r4c6 r6c5'),
    changes: ['r4c1-5'],
  },
  {
    name: 'XY-chain',
    find: chain('xy'),
    ...nearMiss({ only: { r1c1: '12', r1c5: '23', r5c5: '34', r5c9: '41' } }, { r5c9: '45' }),
    changes: ['r1c9-1', 'r5c1-1'],
  },
  {
    name: 'alternating inference chain',
    find: chain('aic'),
    hit: position({ only: { r6c5: '57', r6c1: '57' }, without: { 5: 'r2c2-4 r2c6-9' } }),
    changes: eliminations('5', 'r1c1 r3-5c1 r7-9c1'),
    miss: position({ only: { r6c5: '57', r6c1: '78' } }),
  },
  {
    name: 'ALS-XZ',
    find: alsXz,
    hit: position({ only: { r1c1: '12', r1c5: '13', r1c6: '23' } }),
    changes: eliminations('2', 'r1c2-4 r1c7-9'),
    miss: position({ only: { r1c1: '12', r2c5: '13', r2c6: '23' } }),
  },
  {
    name: 'forcing chain',
    find: forcingChain,
    ...nearMiss({ only: { r1c1: '12', r1c2: '14', r1c3: '14' } }, { r1c3: '45' }),
    changes: ['r1c1-1'],
  },
  {
    name: 'BUG+1',
    find: bugPlusOne,
    hit: board(bugDigits, bugMarks),
    changes: ['r7c4=6'],
    // r1c1 down to one digit: no longer every cell but one with two.
    miss: board(bugDigits, `1........${bugMarks.slice(9)}`),
  },
]);

describe('uniqueness techniques', () => {
  it('are tried only on a puzzle known to have one solution', () => {
    const state = position({ only: { r1c1: '12', r1c4: '12', r2c1: '12' } });
    const rungs = ladder.filter((r) => r.id.startsWith('unique-rectangle'));
    expect(findStep(state, rungs)).toBeNull();
    state.unique = true;
    expect(findStep(state, rungs)?.technique).toBe('unique-rectangle-1');
  });
});
