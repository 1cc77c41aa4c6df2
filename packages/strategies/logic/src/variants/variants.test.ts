import { boxRegions, shapes } from '@sudoku-lab/core';
import { cellsOf, describeTechniques, eliminations } from '../position.fixture.js';
import { fish } from '../techniques/fish.js';
import { claiming, pointing } from '../techniques/intersections.js';
import { fullHouse, hiddenSingleHouse, nakedSingle } from '../techniques/singles.js';
import { hiddenSubset, nakedSubset } from '../techniques/subsets.js';
import { xyWing } from '../techniques/wings.js';
import { lockedCandidates } from './basics.js';
import { cageCombinations, cagePointing, ruleOf45 } from './killer.js';
import { cages, variantConfined, variantPosition, windoku, x } from './position.fixture.js';
import type { VariantState } from './state.js';

/** An 81-character line with the digits given at the cells named ("r2c2": 1). */
function at(digits: Record<string, number>): string {
  const line = new Array<string>(81).fill('.');
  for (const [name, digit] of Object.entries(digits)) line[cellsOf(name)[0]!] = String(digit);
  return line.join('');
}

/** The boxes with r3c3 and r4c3 traded: region 1 reaches down column 3 into row 4. */
const jigsaw = (() => {
  const regions = boxRegions(shapes['9x9']);
  const [a, b] = [cellsOf('r3c3')[0]!, cellsOf('r4c3')[0]!];
  [regions[a], regions[b]] = [regions[b]!, regions[a]!];
  return { regions };
})();

/** Region 1 of the jigsaw: box 1 less r3c3, and r4c3. */
const regionOne = 'r1-2c1-3 r3c1-2 r4c3';
const windowOne = { r2c2: 1, r2c3: 2, r2c4: 3, r3c2: 4, r3c3: 5, r3c4: 6, r4c2: 7 };
/** Cages in boxes 1 and 2, none of them wholly inside a row or a run of rows that leaves few cells out. */
const twoBoxes = ['r1c3-4 r2c3-4=25', 'r2c2 r3c2-4=20', 'r1c5-6 r2c5-6=24'];
const rowOne = { r1c2: 1, r1c3: 2, r1c4: 3, r1c5: 4, r1c6: 5, r1c7: 6 };
const mainDiagonal = 'r1c1 r2c2 r3c3 r4c4 r5c5 r6c6 r7c7 r8c8 r9c9';
const antiDiagonal = 'r1c9 r2c8 r3c7 r4c6 r5c5 r6c4 r7c3 r8c2 r9c1';

describeTechniques<VariantState>([
  {
    name: 'full house in a window',
    find: fullHouse,
    hit: variantPosition(windoku, { digits: at({ ...windowOne, r4c3: 8 }) }),
    changes: ['r4c4=9'],
    says: 'window 1',
    miss: variantPosition(windoku, { digits: at(windowOne) }),
  },
  {
    name: 'hidden single in a diagonal',
    find: hiddenSingleHouse,
    ...variantConfined(x, '5', mainDiagonal, 'r9c9'),
    changes: ['r9c9=5'],
    says: 'the main diagonal',
  },
  {
    name: "naked single by knight's moves",
    find: nakedSingle,
    hit: variantPosition({ antiknight: true }, { digits: at({ ...rowOne, r2c3: 7, r3c2: 8 }) }),
    changes: ['r1c1=9'],
    says: 'r1c1 can only be 9',
    miss: variantPosition({ antiknight: true }, { digits: at({ ...rowOne, r2c3: 7 }) }),
  },
  {
    name: 'claiming into a jigsaw region',
    find: claiming,
    ...variantConfined(jigsaw, '4', 'r1-9c3', 'r1-2c3 r4c3'),
    changes: eliminations('4', 'r1c1-2 r2c1-2 r3c1-2'),
    says: 'in column 3, 4 is only in region 1',
  },
  {
    name: 'pointing in a jigsaw region',
    find: pointing,
    ...variantConfined(jigsaw, '4', regionOne, 'r1-9c3'),
    changes: eliminations('4', 'r3c3 r5-9c3'),
    says: 'region 1',
  },
  {
    name: 'locked candidates from a window into its row and box',
    find: lockedCandidates,
    ...variantConfined(windoku, '6', 'r2-4c2-4', 'r2c2-3'),
    changes: eliminations('6', 'r2c1 r2c5-9 r1c1-3 r3c1'),
    says: 'window 1',
  },
  {
    name: "locked candidates by a knight's move",
    find: lockedCandidates,
    hit: variantPosition({ antiknight: true }, { without: { 7: 'r1c2-4 r1c6-9' } }),
    changes: ['r2c3-7'],
    says: 'row 1',
    miss: variantPosition({ antiknight: true }, { without: { 7: 'r1c2-4 r1c6-9 r2c3' } }),
  },
  {
    name: "XY-Wing whose eliminations reach a cell by a knight's move",
    find: xyWing,
    hit: variantPosition({ antiknight: true }, { only: { r1c1: '12', r1c5: '13', r3c1: '23' } }),
    // r2c3 sees r3c1 in box 1 and r1c5 only by a knight's move.
    changes: eliminations('3', 'r1c2-3 r2c3 r3c4-6'),
    says: 'XY-Wing: pivot r1c1',
    miss: variantPosition({ antiknight: true }, { only: { r1c1: '12', r1c5: '13', r3c1: '24' } }),
  },
  {
    name: 'finned X-Wing where the regions are boxes, and none on a jigsaw',
    find: fish(2, true),
    hit: variantPosition(cages('r9c8-9'), { without: { 1: 'r1c2-4 r1c6-9 r5c2-4 r5c7-9' } }),
    changes: eliminations('1', 'r4c5 r6c5'),
    says: 'Finned X-Wing: 1 in rows 1 and 5',
    miss: variantPosition(jigsaw, { without: { 1: 'r1c2-4 r1c6-9 r5c2-4 r5c7-9' } }),
  },
  {
    name: 'naked pair in a cage without a sum',
    find: nakedSubset(2),
    hit: variantPosition(cages('r5c3-4 r6c4'), { only: { r5c3: '12', r6c4: '12' } }),
    changes: eliminations('12', 'r5c4'),
    says: 'the cage at r5c3',
    miss: variantPosition(cages('r5c3-4 r6c4'), { only: { r5c3: '12', r6c4: '123' } }),
  },
  {
    name: 'hidden pair in the anti-diagonal',
    find: hiddenSubset(2),
    ...variantConfined(x, '34', antiDiagonal, 'r1c9 r9c1'),
    changes: eliminations('1256789', 'r1c9 r9c1'),
    says: 'the anti-diagonal',
  },
  {
    name: 'cage combinations',
    find: cageCombinations,
    hit: variantPosition(cages('r1c1-2=3')),
    changes: eliminations('3456789', 'r1c1-2'),
    says: 'the 3 cage at r1c1',
    miss: variantPosition(cages('r1c1-2=3'), { only: { 'r1c1-2': '12' } }),
  },
  {
    name: 'cage combinations in a cage of six (the sweeps, not the tries)',
    find: cageCombinations,
    hit: variantPosition(cages('r1c1-6=21'), { only: { r1c1: '12' } }),
    changes: eliminations('789', 'r1c2-6'),
    says: 'the 21 cage at r1c1 (6 cells) can only be 1+2+3+4+5+6',
    miss: variantPosition(cages('r1c1-6=21'), { only: { r1c1: '12', 'r1c2-6': '123456' } }),
  },
  {
    // A published killer may cage one cell; its step said "(1 cells)".
    name: 'cage combinations in a cage of one cell',
    find: cageCombinations,
    hit: variantPosition(cages('r1c1=4')),
    changes: eliminations('12356789', 'r1c1'),
    says: 'the 4 cage at r1c1 (1 cell) can only be 4',
    miss: variantPosition(cages('r1c1=4'), { only: { r1c1: '4' } }),
  },
  {
    name: 'pointing out of a cage',
    find: cagePointing,
    hit: variantPosition(cages('r1c3-4=17')),
    changes: eliminations('8', 'r1c1-2 r1c5-9'),
    says: 'the 17 cage at r1c3',
    miss: variantPosition(cages('r1c3-4=17'), { without: { 89: 'r1c1-2 r1c5-9' } }),
  },
  {
    name: "a cage's one place for a digit it must hold",
    find: cagePointing,
    hit: variantPosition(cages('r1c1-2=17'), { only: { r1c1: '89', r1c2: '9' } }),
    changes: ['r1c1=8'],
    says: 'only r1c1 can take it',
    miss: variantPosition(cages('r1c1-2=10')),
  },
  {
    name: 'rule of 45: an innie',
    find: ruleOf45,
    hit: variantPosition(cages('r1c1-4=10', 'r1c5-8=26')),
    changes: ['r1c9=9'],
    says: 'the innie r1c9 is 9',
    miss: variantPosition(cages('r1c1-4=10')),
  },
  {
    name: 'rule of 45: innies of two boxes side by side',
    find: ruleOf45,
    hit: variantPosition(cages(...twoBoxes, 'r1c1-2 r2c1=15')),
    changes: eliminations('456789', 'r3c1 r3c5-6'),
    says: 'box 1 and box 2 add up to 90; the cages wholly inside make 84, so innies r3c1, r3c5 and r3c6 make 6',
    miss: variantPosition(cages(...twoBoxes)),
  },
  {
    name: 'rule of 45: an outie',
    find: ruleOf45,
    hit: variantPosition(cages('r1c1-4=10', 'r1c5-9 r2c9=36')),
    changes: ['r2c9=1'],
    says: 'the outie r2c9 is 1',
    miss: variantPosition(cages('r1c1-4=10', 'r1c5-8 r2c8-9=36')),
  },
  {
    name: 'rule of 45: two outies',
    find: ruleOf45,
    hit: variantPosition(cages('r1c1-4=10', 'r1c5-9 r2c8-9=40')),
    changes: eliminations('56789', 'r2c8-9'),
    says: 'outies r2c8 and r2c9 make 5',
    miss: variantPosition(cages('r1c1-4=10', 'r1c5-9 r2c8-9=40'), { only: { 'r2c8-9': '1234' } }),
  },
]);
