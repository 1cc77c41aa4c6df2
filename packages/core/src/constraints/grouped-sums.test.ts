import { describe, expect, it } from 'vitest';
import { SeededRandom } from '../random.js';
import { at, Candidates, digitsOf, maskOf, nineUnits } from './board.fixture.js';
import { groupedSumPropagator, type SumGroup } from './grouped-sums.js';

const box1 = nineUnits[18]!;

describe('groupedSumPropagator', () => {
  it.each([
    // [what, groups, sum, a cell, the digits it keeps]
    [
      "box 1's eight cells adding up to 44 leave its ninth a 1",
      [{ cells: box1.slice(1), rest: [at(1, 1)] }],
      44,
      at(1, 1),
      [1],
    ],
    [
      'the same eight cells keep 2 to 9',
      [{ cells: box1.slice(1), rest: [at(1, 1)] }],
      44,
      at(3, 3),
      [2, 3, 4, 5, 6, 7, 8, 9],
    ],
    // Two groups may repeat a digit: 9 and 9.
    [
      'two lone cells adding up to 18 are 9 each',
      [
        { cells: [at(1, 1)], rest: [] },
        { cells: [at(4, 4)], rest: [] },
      ],
      18,
      at(4, 4),
      [9],
    ],
    // Three different digits make at most 24, so 32 leaves the lone cell 8 or 9, the three 7 to 9.
    [
      'a box group of three and a lone cell adding up to 32: the lone cell',
      [
        { cells: [at(1, 1), at(2, 2), at(3, 3)], rest: [] },
        { cells: [at(4, 4)], rest: [] },
      ],
      32,
      at(4, 4),
      [8, 9],
    ],
    [
      'the same: the group',
      [
        { cells: [at(1, 1), at(2, 2), at(3, 3)], rest: [] },
        { cells: [at(4, 4)], rest: [] },
      ],
      32,
      at(2, 2),
      [6, 7, 8, 9],
    ],
  ] as const)('%s', (_what, groups, sum, cell, digits) => {
    const domains = new Candidates();
    expect(groupedSumPropagator(9, groups as readonly SumGroup[], sum).propagate(domains)).toBe(true);
    expect(digitsOf(domains.candidates[cell]!)).toEqual(digits);
  });

  // A settled 2 beside two open cells of its box makes at most 2 + 9 + 8: the group's digits alone
  // (1 to 9) would allow 9 + 8 + 7.
  it.each([
    ['the open cells of a group with a settled 2, and a lone cell, adding up to 28', at(2, 2), [8, 9]],
    ['the same: the lone cell', at(4, 4), [9]],
    ['the same: the settled cell keeps its digit', at(1, 1), [2]],
  ] as const)('%s', (_what, cell, digits) => {
    const domains = new Candidates();
    domains.candidates[at(1, 1)] = maskOf(2);
    const groups: SumGroup[] = [
      { cells: [at(1, 1), at(2, 2), at(3, 3)], rest: [] },
      { cells: [at(4, 4)], rest: [] },
    ];
    expect(groupedSumPropagator(9, groups, 28).propagate(domains)).toBe(true);
    expect(digitsOf(domains.candidates[cell]!)).toEqual(digits);
  });

  it.each([
    ['two cells of one box cannot add up to 18', [{ cells: [at(1, 1), at(2, 2)], rest: [] }], 18],
    [
      'a settled rest bounds its group: 8 cells with the 9th a 9 make 36',
      [{ cells: box1.slice(1), rest: [at(1, 1)] }],
      37,
    ],
  ] as const)('%s', (_what, groups, sum) => {
    const domains = new Candidates();
    domains.candidates[at(1, 1)] = maskOf(9);
    expect(groupedSumPropagator(9, groups as readonly SumGroup[], sum).propagate(domains)).toBe(false);
  });

  it("counts a settled cell's digit as itself, not as one its group's open cells may take", () => {
    // R1C1 is 1, so R1C2..R1C4 make 24 of 2..9: 7 + 8 + 9 (with the 1 read as one of theirs, no bound moved).
    const domains = new Candidates();
    domains.candidates[at(1, 1)] = maskOf(1);
    const groups: SumGroup[] = [{ cells: [at(1, 1), at(1, 2), at(1, 3), at(1, 4)], rest: [] }];
    expect(groupedSumPropagator(9, groups, 25).propagate(domains)).toBe(true);
    expect(digitsOf(domains.candidates[at(1, 3)]!)).toEqual([7, 8, 9]);
    expect(digitsOf(domains.candidates[at(1, 1)]!)).toEqual([1]);
  });

  // R1C1 (1 or 9) and R2C2 (1, 2, 8 or 9) share box 1: together 3, 9, 10, 11 or 17. With R4C4 they make
  // 15, so R4C4 is 4, 5 or 6; the groups' bounds (the pair makes 3 to 17) leave it any digit.
  it.each([
    ['summed exactly, given the units', nineUnits, [4, 5, 6]],
    ['bounded, without them', undefined, [1, 2, 3, 4, 5, 6, 7, 8, 9]],
  ] as const)('a pair of a box and a lone cell adding up to 15: %s', (_what, units, digits) => {
    const domains = new Candidates();
    domains.candidates[at(1, 1)] = maskOf(1) | maskOf(9);
    domains.candidates[at(2, 2)] = maskOf(1) | maskOf(2) | maskOf(8) | maskOf(9);
    const groups: SumGroup[] = [
      { cells: [at(1, 1), at(2, 2)], rest: [] },
      { cells: [at(4, 4)], rest: [] },
    ];
    expect(groupedSumPropagator(9, groups, 15, units).propagate(domains)).toBe(true);
    expect(digitsOf(domains.candidates[at(4, 4)]!)).toEqual(digits);
  });

  it.each([
    ['by bounds', undefined],
    ['exactly where the groups or their rests are small', nineUnits],
  ] as const)(
    'never removes a digit of a solution whose groups give the sum (random solutions and groups), %s',
    (_what, units) => {
      const stream = new SeededRandom('4938');
      const random = (n: number) => stream.below(n);
      let narrowed = 0;
      let small = 0;
      let large = 0;
      for (let trial = 0; trial < 200; trial++) {
        // A valid solution: the shifted pattern, its digits relabelled.
        const relabel = [1, 2, 3, 4, 5, 6, 7, 8, 9].sort(() => random(3) - 1);
        const solution = Array.from({ length: 81 }, (_, cell) => {
          const r = Math.floor(cell / 9);
          return relabel[(r * 3 + Math.floor(r / 3) + (cell % 9)) % 9]!;
        });
        // Groups from random units, sharing no cell; a group keeps its unit's other cells when fewer.
        const used = new Set<number>();
        const groups: SumGroup[] = [];
        for (let g = 1 + random(4); g > 0; g--) {
          const unit = nineUnits[random(27)]!;
          // Given the units, groups of up to three cells, or with a rest of up to three, are summed
          // exactly: most groups kept that small or that large.
          const keep = units === undefined ? 3 : random(2) === 0 ? 6 : 9;
          const cells = unit.filter(
            (cell) => !used.has(cell) && (keep === 9 ? random(9) !== 0 : random(keep) < 2),
          );
          if (cells.length === 0) continue;
          const rest = unit.filter((cell) => !cells.includes(cell));
          if (rest.some((cell) => used.has(cell))) continue;
          for (const cell of [...cells, ...rest]) used.add(cell);
          groups.push({ cells, rest: rest.length < cells.length ? rest : [] });
        }
        if (groups.length === 0) continue;
        if (groups.every(({ cells, rest }) => cells.length <= 3 || (rest.length > 0 && rest.length <= 3))) {
          if (groups.every(({ cells }) => cells.length <= 3)) small++;
          else large++;
        }
        const sum = groups.reduce(
          (total, { cells }) => total + cells.reduce((s, c) => s + solution[c]!, 0),
          0,
        );
        const domains = new Candidates();
        for (let k = 0; k < 4; k++) {
          const cell = random(81);
          domains.candidates[cell] = maskOf(solution[cell]!);
        }
        const before = domains.candidates.join();
        expect(groupedSumPropagator(9, groups, sum, units).propagate(domains)).toBe(true);
        if (domains.candidates.join() !== before) narrowed++;
        for (let cell = 0; cell < 81; cell++) {
          expect(domains.candidates[cell]! & maskOf(solution[cell]!)).not.toBe(0);
        }
      }
      expect(narrowed).toBeGreaterThan(0);
      if (units !== undefined) {
        expect(small).toBeGreaterThan(20);
        expect(large).toBeGreaterThan(20);
      }
    },
  );
});
