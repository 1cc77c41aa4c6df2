import { describe, expect, it } from 'vitest';
import { at, Candidates, digitsOf, nineUnits } from './board.fixture.js';
import { crossSums } from './cross-sums.js';
import type { StatedSum } from './module.js';

const row = (r: number, from = 1, to = 9) => Array.from({ length: to - from + 1 }, (_, k) => at(r, from + k));
const sum = (cells: number[], total: number): StatedSum => ({ cells, sum: total });

// Row 1 is covered by a sum of each family, so their cells outside it (r4c1 and r4c2, one group of
// box 4) add up to the two sums less 45.
const rowCovered = (total: number) => [
  [sum([...row(1, 1, 5), at(4, 1)], 30)],
  [sum([...row(1, 6, 9), at(4, 2)], total + 15)],
];

describe('crossSums', () => {
  it.each([
    // [what, families, the number of sums, a cell, the digits it keeps]
    ['two families cover row 1: r4c1 + r4c2 = 17 leaves them 8 and 9', rowCovered(17), 1, at(4, 1), [8, 9]],
    // Summed exactly: two different digits make 16 as 7 + 9 alone.
    ['the same at 16: r4c2 is 7 or 9', rowCovered(16), 1, at(4, 2), [7, 9]],
    // A sum of 10 over two cells of one box spans 3 to 17: too loose to keep.
    ['a loose sum is left out', rowCovered(10), 0, at(4, 1), [1, 2, 3, 4, 5, 6, 7, 8, 9]],
    [
      "one family's sums alone are its own module's 45 rule",
      [[...rowCovered(17)[0]!, ...rowCovered(17)[1]!], []],
      0,
      at(4, 1),
      [1, 2, 3, 4, 5, 6, 7, 8, 9],
    ],
    // Row 2, held whole by the first sum, adds 45 and leaves: r3c1 + r3c2 = 60 + 47 - 90 = 17.
    [
      'a unit the cells outside hold whole leaves them',
      [[sum([...row(1, 1, 5), ...row(2)], 60)], [sum([...row(1, 6, 9), at(3, 1), at(3, 2)], 47)]],
      1,
      at(3, 2),
      [8, 9],
    ],
    // Box 1 is r1c1..r1c3 (a sum) and r2c1 + r3c1 (another), with column 2 and column 3 filling the
    // rest: their cells below row 3 and r1c4 hold too much room to keep a sum over them.
    [
      'units fill the gaps a cover leaves',
      [[sum([...row(1, 1, 4)], 20)], [sum([at(2, 1), at(3, 1)], 10)]],
      0,
      at(1, 4),
      [1, 2, 3, 4, 5, 6, 7, 8, 9],
    ],
  ] as const)('%s', (_what, families, count, cell, digits) => {
    const found = crossSums(9, families as readonly (readonly StatedSum[])[], nineUnits);
    expect(found).toHaveLength(count);
    const domains = new Candidates();
    for (const propagator of found) expect(propagator.propagate(domains)).toBe(true);
    expect(digitsOf(domains.candidates[cell]!)).toEqual(digits);
  });

  it('fills a gap with a unit: box 1 from a sum, another family and the main diagonal', () => {
    // Box 1 less its diagonal is two sums' cells (one each side of the diagonal, each ending just
    // outside the box); the diagonal, a house, fills the rest. Outside: the two ends (r1c4, r4c1) and
    // the diagonal's six cells below box 1, adding up to the two sums (45 in, 45 out). Those eight
    // make 23 to 57 (a group of six different digits and two lone cells).
    const diagonal = Array.from({ length: 9 }, (_, k) => at(k + 1, k + 1));
    const above = [at(1, 2), at(1, 3), at(2, 3), at(1, 4)];
    const below = [at(2, 1), at(3, 1), at(3, 2), at(4, 1)];
    const units = [...nineUnits, diagonal];
    const cover = (total: number) => crossSums(9, [[sum(above, total)], [sum(below, total)]], units);
    expect(cover(20)).toHaveLength(0);
    // Two sums of 28 leave the eight 56, one short of their most: r1c4 is 8 or 9.
    const found = cover(28);
    expect(found).toHaveLength(1);
    const domains = new Candidates();
    expect(found[0]!.propagate(domains)).toBe(true);
    expect(digitsOf(domains.candidates[at(1, 4)]!)).toEqual([8, 9]);
  });
});
