import { describe, expect, it } from 'vitest';
import { resolveShape } from '../shape.js';
import { at, Candidates, digitsOf, nineUnits } from './board.fixture.js';
import { impliedSums } from './cages.js';

const nine = resolveShape('9x9')!;

describe('the sums the 45 rule implies', () => {
  // One cage of two cells in the top left corner: R1C1 + R1C2 = 3.
  const found = impliedSums(nine, [{ cells: [at(1, 1), at(1, 2)], sum: 3 }], nineUnits);
  const cellSets = found.map((propagator) => [...propagator.cells].sort((a, b) => a - b).join(','));

  it.each([
    ['the rest of row 1', Array.from({ length: 7 }, (_, k) => at(1, k + 3))],
    ['the rest of box 1', [at(1, 3), at(2, 1), at(2, 2), at(2, 3), at(3, 1), at(3, 2), at(3, 3)]],
  ])('the innies of a unit holding the cage: %s', (_what, cells) => {
    expect(cellSets).toContain(cells.join(','));
  });

  it('no sum over a whole unit, which its digits keep already', () => {
    const wholeUnits = new Set(nineUnits.map((unit) => [...unit].sort((a, b) => a - b).join(',')));
    expect(cellSets.filter((cells) => wholeUnits.has(cells))).toEqual([]);
  });

  it('no sum over more cells than a unit holds (a run of rows less the cage), too loose to bound a cell', () => {
    expect(found.filter((propagator) => propagator.cells.length > 9)).toEqual([]);
  });
});

describe('a cage sticking out of a box: its innies less its outies', () => {
  const box1 = [at(1, 1), at(1, 2), at(1, 3), at(2, 1), at(2, 2), at(2, 3), at(3, 1), at(3, 2), at(3, 3)];
  const sorted = (cells: readonly number[]) => [...cells].sort((a, b) => a - b).join(',');

  it.each([
    [
      'four cells in box 1, one out: 5 innies and 1 outie',
      [at(1, 1), at(1, 2), at(1, 3), at(2, 1), at(1, 4)],
      true,
    ],
    [
      'three cells in box 1, two out: 6 innies and 2 outies',
      [at(1, 1), at(1, 2), at(1, 3), at(1, 4), at(1, 5)],
      false,
    ],
  ])('%s: a sum only up to six cells', (_what, cage, kept) => {
    const found = impliedSums(nine, [{ cells: cage, sum: 20 }], nineUnits);
    const innies = box1.filter((cell) => !cage.includes(cell));
    const outies = cage.filter((cell) => !box1.includes(cell));
    const cellSets = found.map((propagator) => sorted(propagator.cells));
    expect(cellSets.includes(sorted([...innies, ...outies]))).toBe(kept);
  });
});

it('three innies less three outies: a sum of their own', () => {
  const inside = { cells: [at(1, 1), at(1, 2)], sum: 3 };
  const out = { cells: [at(2, 1), at(2, 2), at(2, 3), at(3, 1), at(2, 4), at(2, 5), at(2, 6)], sum: 35 };
  const found = impliedSums(nine, [inside, out], nineUnits);
  const cells = [at(1, 3), at(3, 2), at(3, 3), at(2, 4), at(2, 5), at(2, 6)].sort((a, b) => a - b).join(',');
  expect(found.map((propagator) => [...propagator.cells].sort((a, b) => a - b).join(','))).toContain(cells);
});

it('two boxes of a band: their innies less the outies of the cages mostly inside them', () => {
  // Box 8 but R7C4 and R7C5, all of box 9 but row 7, and a cage from row 7 of box 9 up column 9.
  const box8 = [at(7, 6), at(8, 4), at(8, 5), at(8, 6), at(9, 4), at(9, 5), at(9, 6)];
  const box9 = [at(8, 7), at(8, 8), at(8, 9), at(9, 7), at(9, 8), at(9, 9)];
  const bridge = [at(5, 9), at(6, 9), at(7, 7), at(7, 8), at(7, 9)];
  const cages = [
    { cells: box8, sum: 30 },
    { cells: box9, sum: 30 },
    { cells: bridge, sum: 22 },
  ];
  const found = impliedSums(nine, cages, nineUnits);
  const cells = [at(5, 9), at(6, 9), at(7, 4), at(7, 5)].sort((a, b) => a - b).join(',');
  const sets = (list: typeof found) =>
    list.map((propagator) => [...propagator.cells].sort((a, b) => a - b).join(','));
  expect(sets(found)).toContain(cells);
  // Rows and columns alone hold no box: no pair, so no such sum.
  expect(sets(impliedSums(nine, cages, nineUnits.slice(0, 18)))).not.toContain(cells);
});

describe('the whole board: the cells no cage covers add up to the board less the cages', () => {
  // One uncaged cell a row, column and box (a setter's "zero" killer), each row's other eight cells
  // one cage: the cages add up to 9 x 44, so the nine cells to 405 - 396 = 9, one each.
  const uncaged = [at(1, 1), at(2, 4), at(3, 7), at(4, 2), at(5, 5), at(6, 8), at(7, 3), at(8, 6), at(9, 9)];
  const cages = Array.from({ length: 9 }, (_, r) => ({
    cells: Array.from({ length: 9 }, (_, c) => r * 9 + c).filter((cell) => !uncaged.includes(cell)),
    sum: 44,
  }));
  const found = impliedSums(nine, cages, nineUnits);
  const whole = found.find(
    (propagator) => [...propagator.cells].sort((a, b) => a - b).join(',') === uncaged.join(','),
  );

  it('is a sum of its own over the nine cells', () => {
    expect(whole).toBeDefined();
  });

  it('leaves each of the nine cells its one digit', () => {
    const board = new Candidates();
    expect(whole!.propagate(board)).toBe(true);
    expect(uncaged.map((cell) => digitsOf(board.candidates[cell]!))).toEqual(uncaged.map(() => [1]));
  });
});
