import { describe, expect, it } from 'vitest';
import { at, Candidates, digitsOf, maskOf } from './board.fixture.js';
import { distinctSumPropagator, signedSumPropagator } from './sums.js';

const row = (r: number) => Array.from({ length: 9 }, (_, c) => at(r, c + 1));
const column = (c: number) => Array.from({ length: 9 }, (_, r) => at(r + 1, c));
const box = (first: number) => [0, 1, 2, 9, 10, 11, 18, 19, 20].map((offset) => first + offset);
const units = [row(1), row(2), column(1), column(2), column(3), box(at(1, 1))];

describe('a cage with the units it lies in', () => {
  it.each([
    // [what, cage cells, sum, the candidates set first, the cell and digits it must end with]
    [
      'a cage inside a row takes its digits from the rest of the row',
      [at(1, 1), at(1, 2)],
      3,
      [],
      [at(1, 7), [3, 4, 5, 6, 7, 8, 9]],
    ],
    [
      'a required digit with its places in one box leaves the rest of the box',
      [at(1, 1), at(1, 2), at(2, 4)],
      24, // {7,8,9}: 9 may not go in R2C4, so it is in R1C1 or R1C2, both in box 1
      [[at(2, 4), maskOf(7, 8)]],
      [at(3, 3), [1, 2, 3, 4, 5, 6, 7, 8]],
    ],
    [
      "a combination whose missing digits have no place in the unit's other cells does not fit",
      [at(1, 1), at(1, 2)],
      10, // {1,9} {2,8} {3,7} {4,6}: 9 has no place in the rest of row 1, so the cage holds it
      [
        ...row(1)
          .slice(2)
          .map((cell) => [cell, maskOf(1, 2, 3, 4, 5, 6, 7, 8)] as [number, number]),
      ],
      [at(1, 1), [1, 9]],
    ],
    [
      'a digit every combination holds, with one place left in the cage, goes there',
      [at(1, 1), at(1, 2), at(1, 3)],
      23, // {6,8,9}: R1C2 and R1C3 hold no 9
      [
        [at(1, 2), maskOf(6, 8)],
        [at(1, 3), maskOf(6, 8)],
      ],
      [at(1, 1), [9]],
    ],
    [
      'a cell keeps what some filling gives it: {1, 8} with no 1 in R1C1 puts 1 in R1C2, so R1C2 is not 8',
      [at(1, 1), at(1, 2)],
      9,
      [[at(1, 1), maskOf(2, 3, 4, 5, 6, 7, 8)]],
      [at(1, 2), [1, 2, 3, 4, 5, 6, 7]],
    ],
    [
      'two of three cells holding only 1 and 2 leave the third the rest of the sum',
      [at(1, 1), at(1, 2), at(2, 1)],
      9, // {1,2,6} {1,3,5} {2,3,4}: R1C1 and R1C2 take 1 and 2, so R2C1 is 6
      [
        [at(1, 1), maskOf(1, 2)],
        [at(1, 2), maskOf(1, 2)],
      ],
      [at(2, 1), [6]],
    ],
    [
      "with three cells open, a combination's digit goes only where the others can take the rest",
      [at(2, 1), at(3, 2), at(4, 3), at(5, 4)],
      18, // R5C4 is 6, so 12 is left: R4C3 = 9 would need {1, 2} of the others, which hold no 2
      [
        [at(5, 4), maskOf(6)],
        [at(2, 1), maskOf(1, 3, 4, 5, 7, 8, 9)],
        [at(3, 2), maskOf(1, 3, 4, 5, 7, 8, 9)],
        [at(4, 3), maskOf(1, 2, 3, 4, 5, 7, 8, 9)],
      ],
      [at(4, 3), [1, 2, 3, 4, 5, 7, 8]],
    ],
  ] as [string, number[], number, [number, number][], [number, number[]]][])(
    '%s',
    (_what, cells, sum, set, [cell, expected]) => {
      const domains = new Candidates();
      for (const [where, mask] of set) domains.candidates[where] = mask;
      expect(distinctSumPropagator(9, cells, sum, units).propagate(domains)).toBe(true);
      expect(digitsOf(domains.candidates[cell]!)).toEqual(expected);
    },
  );
});

describe('a required digit against the cells that see all its places', () => {
  // R1C1 + R2C2 = 10 with both cells down to {1, 9}: 1 and 9 are both required, one in each cell.
  // R1C5 sees R1C1 through row 1 and R2C2 through a cage the two share: it holds neither digit.
  const cage = [at(2, 2), at(1, 5)];
  const groups = [...units, cage];
  const peers = Array.from({ length: 81 }, (_, cell) =>
    [...new Set(groups.filter((group) => group.includes(cell)).flat())].filter((other) => other !== cell),
  );
  const run = (withPeers: boolean) => {
    const domains = new Candidates();
    domains.candidates[at(1, 1)] = maskOf(1, 9);
    domains.candidates[at(2, 2)] = maskOf(1, 9);
    const propagator = distinctSumPropagator(
      9,
      [at(1, 1), at(2, 2)],
      10,
      units,
      withPeers ? peers : undefined,
    );
    expect(propagator.propagate(domains)).toBe(true);
    return domains;
  };

  it('leaves a cell that sees every place through a unit or a cage, given the peers', () => {
    expect(digitsOf(run(true).candidates[at(1, 5)]!)).toEqual([2, 3, 4, 5, 6, 7, 8]);
  });

  it('leaves a cell that sees only one place as it was', () => {
    expect(digitsOf(run(true).candidates[at(1, 6)]!)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('keeps to the units without the peers: no unit holds both places', () => {
    expect(digitsOf(run(false).candidates[at(1, 5)]!)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('clears those cells again once the search leaves the stretch it cleared them in', () => {
    const domains = Object.assign(new Candidates(), { level: 0, epochs: Float64Array.of(1, 0) });
    domains.candidates[at(1, 1)] = maskOf(1, 9);
    domains.candidates[at(2, 2)] = maskOf(1, 9);
    const propagator = distinctSumPropagator(9, [at(1, 1), at(2, 2)], 10, units, peers);
    expect(propagator.propagate(domains)).toBe(true);
    expect(digitsOf(domains.candidates[at(1, 5)]!)).toEqual([2, 3, 4, 5, 6, 7, 8]);
    // A stretch at level 0 named afresh, as a new solve's start: the cell holds 1 and 9 again.
    domains.candidates[at(1, 5)] = maskOf(1, 2, 9);
    domains.epochs[0] = 2;
    expect(propagator.propagate(domains)).toBe(true);
    expect(digitsOf(domains.candidates[at(1, 5)]!)).toEqual([2]);
    // A new solve (level 0 named afresh) saves its state and goes to level 1, where the cell is
    // cleared; a restore brings back level 0's state, where the level above no longer counts.
    domains.epochs[0] = 3;
    domains.candidates[at(1, 5)] = maskOf(1, 2, 9);
    Object.assign(domains, { level: 1 });
    domains.epochs[1] = 4;
    expect(propagator.propagate(domains)).toBe(true);
    expect(digitsOf(domains.candidates[at(1, 5)]!)).toEqual([2]);
    Object.assign(domains, { level: 0 });
    domains.candidates[at(1, 5)] = maskOf(1, 2, 9);
    expect(propagator.propagate(domains)).toBe(true);
    expect(digitsOf(domains.candidates[at(1, 5)]!)).toEqual([2]);
  });
});

describe('innies less outies', () => {
  it('bounds each cell by the others', () => {
    // R1C1 + R3C3 - R2C1 = 12 reaches 12 only with 9 + 5 - 2.
    const domains = new Candidates();
    domains.candidates[at(2, 1)] = maskOf(2, 3, 4);
    domains.candidates[at(3, 3)] = maskOf(4, 5);
    expect(signedSumPropagator([at(1, 1), at(3, 3)], [at(2, 1)], 12).propagate(domains)).toBe(true);
    expect(digitsOf(domains.candidates[at(1, 1)]!)).toEqual([9]);
    expect(digitsOf(domains.candidates[at(3, 3)]!)).toEqual([5]);
    expect(digitsOf(domains.candidates[at(2, 1)]!)).toEqual([2]);
  });

  it('with two cells open, keeps the digits that have a partner', () => {
    // R1C1 - R2C1 = 2 with R2C1 in {1, 5, 9}: R1C1 in {3, 7}, R2C1 in {1, 5}.
    const domains = new Candidates();
    domains.candidates[at(2, 1)] = maskOf(1, 5, 9);
    expect(signedSumPropagator([at(1, 1)], [at(2, 1)], 2).propagate(domains)).toBe(true);
    expect(digitsOf(domains.candidates[at(1, 1)]!)).toEqual([3, 7]);
    expect(digitsOf(domains.candidates[at(2, 1)]!)).toEqual([1, 5]);
  });

  it('with three cells open, pairs no digit with itself within a unit', () => {
    // R1C1 + R1C2 - R5C5 = 3 with R5C5 in {1, 9}: 4 = 2 + 2 is two digits of one row, so R5C5 is 9.
    const domains = new Candidates();
    domains.candidates[at(1, 1)] = maskOf(2, 5);
    domains.candidates[at(1, 2)] = maskOf(2, 7);
    domains.candidates[at(5, 5)] = maskOf(1, 9);
    expect(signedSumPropagator([at(1, 1), at(1, 2)], [at(5, 5)], 3, units).propagate(domains)).toBe(true);
    expect(digitsOf(domains.candidates[at(5, 5)]!)).toEqual([9]);
    expect(digitsOf(domains.candidates[at(1, 1)]!)).toEqual([5]);
    expect(digitsOf(domains.candidates[at(1, 2)]!)).toEqual([7]);
  });

  it('with three cells open, keeps exactly the digits some completion uses, whatever the signs', () => {
    // R1C1 and R1C2 share a row (different digits when both are added or both taken away), R5C5 shares
    // nothing. Every sign and many candidates and totals, against every completion tried one by one.
    const cells = [at(5, 5), at(1, 1), at(1, 2)];
    let seed = 7;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    const someDigits = () => {
      let mask = 0;
      while ((mask & (mask - 1)) === 0) mask |= 1 << Math.floor(random() * 9);
      return mask;
    };
    let narrowed = 0;
    for (let trial = 0; trial < 3000; trial++) {
      const signs = cells.map(() => (random() < 0.5 ? 1 : -1));
      const masks = cells.map(someDigits);
      const target = Math.floor(random() * 31) - 9;
      const plus = cells.filter((_, k) => signs[k] === 1);
      const minus = cells.filter((_, k) => signs[k] === -1);
      const expected = [0, 0, 0];
      for (const x of digitsOf(masks[0]!))
        for (const y of digitsOf(masks[1]!))
          for (const z of digitsOf(masks[2]!)) {
            if (signs[1] === signs[2] && y === z) continue;
            if (signs[0]! * x + signs[1]! * y + signs[2]! * z !== target) continue;
            expected[0]! |= maskOf(x);
            expected[1]! |= maskOf(y);
            expected[2]! |= maskOf(z);
          }
      const domains = new Candidates();
      cells.forEach((cell, k) => {
        domains.candidates[cell] = masks[k]!;
      });
      const kept = signedSumPropagator(plus, minus, target, units).propagate(domains);
      expect(kept).toBe(expected[0] !== 0);
      if (!kept) continue;
      cells.forEach((cell, k) => {
        expect(domains.candidates[cell]).toBe(expected[k]);
      });
      if (expected.some((mask, k) => mask !== masks[k])) narrowed++;
    }
    expect(narrowed).toBeGreaterThan(200);
  });

  it('is a contradiction when no digits make the sum', () => {
    const domains = new Candidates();
    domains.candidates[at(1, 1)] = maskOf(1, 2);
    domains.candidates[at(2, 1)] = maskOf(5, 6);
    expect(signedSumPropagator([at(1, 1)], [at(2, 1)], 1).propagate(domains)).toBe(false);
  });
});

describe('a sum whose cells share a unit', () => {
  it.each([
    // [what, cells, sum, the candidates set first, the cell and the digits it keeps with the units, without]
    [
      'counts two cells of a row as two different digits',
      [at(1, 1), at(1, 2), at(5, 5)],
      5, // R1C1 and R1C2 add up to at least 1 + 2, so R5C5 is at most 2
      [
        [at(1, 1), maskOf(1, 2, 3)],
        [at(1, 2), maskOf(1, 2, 3)],
      ],
      [at(5, 5), [1, 2], [1, 2, 3]],
    ],
    [
      'with two cells open in one row, pairs no digit with itself',
      [at(1, 1), at(1, 2)],
      4, // 1 + 3, not 2 + 2
      [
        [at(1, 1), maskOf(1, 2, 3)],
        [at(1, 2), maskOf(1, 2, 3)],
      ],
      [at(1, 1), [1, 3], [1, 2, 3]],
    ],
    [
      "counts a settled cell's digit as itself, not as one its row's open cells may take",
      [at(1, 1), at(1, 2), at(1, 3), at(1, 4), at(1, 5)],
      32, // R1C1 is 2, so the other four make 30: 6 + 7 + 8 + 9 at the most
      [
        [at(1, 1), maskOf(2)],
        ...[2, 3, 4, 5].map((c) => [at(1, c), maskOf(1, 3, 4, 5, 6, 7, 8, 9)] as [number, number]),
      ],
      [at(1, 2), [6, 7, 8, 9], [3, 4, 5, 6, 7, 8, 9]],
    ],
    [
      'with three cells open, keeps the digits the other two complete',
      [at(1, 2), at(1, 3), at(1, 4)],
      19, // R1C4 = 4 leaves 15 for two of {3, 7, 9}: no pair makes it
      [
        [at(1, 2), maskOf(3, 4, 7, 9)],
        [at(1, 3), maskOf(3, 4, 7, 9)],
        [at(1, 4), maskOf(3, 4, 7, 8, 9)],
      ],
      [at(1, 4), [3, 7, 8, 9], [3, 7, 8, 9]],
    ],
  ] as [string, number[], number, [number, number][], [number, number[], number[]]][])(
    '%s',
    (_what, cells, sum, set, [cell, apart, alike]) => {
      for (const [given, expected] of [
        [units, apart],
        [[], alike],
      ] as const) {
        const domains = new Candidates();
        for (const [where, mask] of set) domains.candidates[where] = mask;
        expect(signedSumPropagator(cells, [], sum, given).propagate(domains)).toBe(true);
        expect(digitsOf(domains.candidates[cell]!)).toEqual(expected);
      }
    },
  );

  it("reads a cell's candidates with bits past the grid's digits (a one-pass look keeps every digit but one)", () => {
    const domains = new Candidates();
    domains.candidates[at(1, 1)] = ~maskOf(2);
    domains.candidates[at(1, 2)] = ~maskOf(2);
    domains.candidates[at(5, 5)] = maskOf(1);
    expect(signedSumPropagator([at(1, 1), at(1, 2), at(5, 5)], [], 10, units).propagate(domains)).toBe(true);
  });

  it('is a contradiction when the unit has too few digits for its cells', () => {
    const domains = new Candidates();
    domains.candidates[at(1, 1)] = maskOf(4);
    domains.candidates[at(1, 2)] = maskOf(4, 5);
    domains.candidates[at(1, 3)] = maskOf(4, 5);
    expect(signedSumPropagator([at(1, 1), at(1, 2), at(1, 3)], [], 13, units).propagate(domains)).toBe(false);
    expect(signedSumPropagator([at(1, 1), at(1, 2), at(1, 3)], [], 13).propagate(domains)).toBe(true);
  });
});

describe('sums of many sizes in turn (their runs share their scratch arrays)', () => {
  // Twenty cells with no unit in common: twenty groups, more than the shared scratch first holds.
  const twenty = Array.from({ length: 20 }, (_, k) => k * 4);
  const pair = [at(1, 1), at(1, 2)];
  it.each([
    ['twenty cells adding to 20 are all 1', () => signedSumPropagator(twenty, [], 20), twenty, [1]],
    [
      'twenty cells adding to 179 are all 9 but one 8 or 9',
      () => signedSumPropagator(twenty, [], 179),
      twenty,
      [8, 9],
    ],
    ['a cage of two adding to 17 is 8 and 9', () => distinctSumPropagator(9, pair, 17, units), pair, [8, 9]],
  ] as const)('%s, after and before the others', (_what, make, cells, digits) => {
    // Sums over other cells: seventeen groups, and a cage of three.
    const others = [
      signedSumPropagator(
        Array.from({ length: 17 }, (_, k) => k * 4 + 1),
        [],
        85,
      ),
      distinctSumPropagator(9, [at(9, 2), at(9, 3), at(9, 4)], 6, units),
    ];
    for (const order of [0, 1]) {
      const board = new Candidates();
      const own = make();
      const runs = order === 0 ? [...others, own] : [own, ...others];
      for (const propagator of runs) expect(propagator.propagate(board)).toBe(true);
      for (const cell of cells) expect(digitsOf(board.candidates[cell]!)).toEqual(digits);
    }
  });
});
