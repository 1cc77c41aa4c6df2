import { createGrid, diagonalHouses, type Rules, shapes, windowHouses } from '@sudoku-lab/core';
import { describe, expect, it } from 'vitest';
import { variantBoard } from './board.js';
import { leavesText } from './text.js';

const nine = shapes['9x9'];
/** Cell index of "r3c4". */
const at = (name: string) => (Number(name[1]) - 1) * 9 + Number(name[3]) - 1;
const cells = (names: string) => names.split(' ').map(at);

describe('where a digit leaves, with why each cell sees the places', () => {
  it.each<[string, Rules, string, string, { name: string; cells: string } | null, string]>([
    [
      "a knight's move from both places",
      { antiknight: true },
      'r6c8',
      'r8c7 r8c9',
      null,
      "every cell that sees them all: r6c8 (a knight's move from both r8c7 and r8c9)",
    ],
    [
      "a house for one place, a knight's move for the other",
      { antiknight: true },
      'r4c5 r5c5',
      'r4c3 r5c3',
      null,
      "every cell that sees them all: r4c5 (sharing row 4 with r4c3, a knight's move from r5c3) and r5c5 (a knight's move from r4c3, sharing row 5 with r5c3)",
    ],
    [
      "a king's move from two places, a house from the third",
      { antiking: true },
      'r7c2',
      'r6c1 r6c2 r6c3',
      null,
      "every cell that sees them all: r7c2 (a king's move from both r6c1 and r6c3, sharing column 2 with r6c2)",
    ],
    [
      'the reason most places share comes first: a box over three, a window for the fourth',
      { houses: windowHouses(nine) },
      'r2c3',
      'r3c1 r3c2 r3c3 r3c4',
      null,
      'every cell that sees them all: r2c3 (sharing box 1 with r3c1, r3c2 and r3c3, sharing window 1 with r3c4)',
    ],
    [
      'on a diagonal',
      { houses: diagonalHouses(nine) },
      'r5c5',
      'r1c1 r5c1',
      null,
      'every cell that sees them all: r5c5 (sharing the main diagonal with r1c1, sharing row 5 with r5c1)',
    ],
    [
      'in a cage',
      { cages: [{ cells: cells('r3c6 r3c7 r4c7'), sum: 10 }], antiknight: true },
      'r4c7',
      'r3c6 r5c5',
      null,
      "every cell that sees them all: r4c7 (sharing the 10 cage at r3c6 with r3c6, a knight's move from r5c5)",
    ],
    [
      'the rest of the line, and a cell beyond it said apart',
      { antiking: true },
      'r3c5 r3c6 r4c8',
      'r3c8 r3c9',
      { name: 'row 3', cells: 'r3c1 r3c2 r3c3 r3c4 r3c5 r3c6 r3c7 r3c8 r3c9' },
      "the rest of row 3 and every cell that sees them all: r4c8 (sharing column 8 with r3c8, a king's move from r3c9)",
    ],
    [
      'all in the rest of the line',
      { antiking: true },
      'r3c5 r3c6',
      'r3c8 r3c9',
      { name: 'row 3', cells: 'r3c1 r3c2 r3c3 r3c4 r3c5 r3c6 r3c7 r3c8 r3c9' },
      'the rest of row 3',
    ],
  ])('%s', (_, rules, targets, places, within, text) => {
    const { houses } = variantBoard(createGrid(nine, new Array<number>(81).fill(0), rules));
    const unit = within === null ? null : { name: within.name, cells: cells(within.cells) };
    expect(leavesText(cells(targets), unit, houses, cells(places))).toBe(text);
  });
});
