import { describe, expect, it } from 'vitest';
import { SeededRandom } from '../random.js';
import { at, Candidates, digitsOf, maskOf, nineUnits } from './board.fixture.js';
import { repeatSumPropagator } from './repeat-sums.js';

/** The diagonal from a cell going down and right, `length` cells. */
const downRight = (row: number, column: number, length: number) =>
  Array.from({ length }, (_, k) => at(row + k, column + k));

const together = (a: number, b: number) => nineUnits.some((unit) => unit.includes(a) && unit.includes(b));

/**
 * Every filling of `cells` from `candidates` adding up to `sum` (a cell of `reversed` counting its
 * digit d as 10 - d) whose cells sharing a unit differ: what each cell keeps (its digits in some
 * filling), or null when there is none.
 */
function fillings(
  cells: readonly number[],
  candidates: Int32Array,
  sum: number,
  reversed: ReadonlySet<number> = new Set(),
): number[] | null {
  const kept = new Array<number>(cells.length).fill(0);
  const chosen: number[] = [];
  let any = false;
  const walk = (k: number, total: number): void => {
    if (k === cells.length) {
      if (total !== sum) return;
      any = true;
      chosen.forEach((digit, i) => {
        kept[i]! |= maskOf(digit);
      });
      return;
    }
    for (const digit of digitsOf(candidates[cells[k]!]!)) {
      if (chosen.some((other, i) => other === digit && together(cells[i]!, cells[k]!))) continue;
      chosen.push(digit);
      walk(k + 1, total + (reversed.has(cells[k]!) ? 10 - digit : digit));
      chosen.pop();
    }
  };
  walk(0, 0);
  return any ? kept : null;
}

/**
 * What each cell keeps when `runs` (each run's cells differ; runs see none of each other) add up to
 * `sum`: the digits of a run's filling whose total, with some total of the runs before and some of
 * the runs after, makes the sum. Null when none does.
 */
function runFillings(
  runs: readonly (readonly number[])[],
  candidates: Int32Array,
  sum: number,
): number[] | null {
  const waysOf = runs.map((run) => {
    const ways: number[][] = [[]];
    for (const cell of run) {
      const longer = ways.flatMap((way) =>
        digitsOf(candidates[cell]!)
          .filter((digit) => !way.includes(digit))
          .map((digit) => [...way, digit]),
      );
      ways.splice(0, ways.length, ...longer);
    }
    return ways;
  });
  const totalOf = (way: number[]) => way.reduce((total, digit) => total + digit, 0);
  const before: Set<number>[] = [new Set([0])];
  for (const ways of waysOf)
    before.push(new Set([...before[before.length - 1]!].flatMap((a) => ways.map((way) => a + totalOf(way)))));
  const after: Set<number>[] = [new Set([0])];
  for (const ways of [...waysOf].reverse())
    after.unshift(new Set([...after[0]!].flatMap((b) => ways.map((way) => b + totalOf(way)))));
  if (!before[runs.length]!.has(sum)) return null;
  return runs.flatMap((run, r) => {
    const kept = run.map(() => 0);
    for (const way of waysOf[r]!) {
      const total = totalOf(way);
      if (![...before[r]!].some((a) => after[r + 1]!.has(sum - a - total))) continue;
      way.forEach((digit, i) => {
        kept[i]! |= maskOf(digit);
      });
    }
    return kept;
  });
}

describe('repeatSumPropagator', () => {
  it.each([
    // [what, cells, sum, candidates set before, a cell, the digits it keeps]
    ['two cells of one box adding to 17 are 8 and 9', downRight(1, 1, 2), 17, [], at(2, 2), [8, 9]],
    // R3C3 and R4C4 are in different boxes: 9 + 9 is allowed.
    ['two cells of two boxes adding to 18 are both 9', downRight(3, 3, 2), 18, [], at(3, 3), [9]],
    ['a settled 9 leaves its box neighbour 8 for 17', downRight(1, 1, 2), 17, [[at(1, 1), 9]], at(2, 2), [8]],
    // Three cells of box 1 make at least 1 + 2 + 3; with R4C4 that is 7 at least, so 7 leaves R4C4 a 1.
    ['a box run of three and one cell adding to 7', downRight(1, 1, 4), 7, [], at(4, 4), [1]],
  ] as const)('%s', (_what, cells, sum, set, cell, digits) => {
    const domains = new Candidates();
    for (const [where, digit] of set) domains.candidates[where] = maskOf(digit);
    expect(repeatSumPropagator(cells, sum, nineUnits).propagate(domains)).toBe(true);
    expect(digitsOf(domains.candidates[cell]!)).toEqual(digits);
  });

  // 17 from R1C2 and R2C1 is 8 and 9: the rest of box 1 holds neither (a naked pair), the rows and
  // columns outside the box keep them.
  it.each([
    ['R1C1 in the same box', at(1, 1), [1, 2, 3, 4, 5, 6, 7]],
    ['R3C3 in the same box', at(3, 3), [1, 2, 3, 4, 5, 6, 7]],
    ['R1C5 outside the box', at(1, 5), [1, 2, 3, 4, 5, 6, 7, 8, 9]],
    ['R1C2 itself', at(1, 2), [8, 9]],
  ] as const)("a corner's two cells held to 8 and 9 by their sum: %s", (_what, cell, digits) => {
    const domains = new Candidates();
    expect(repeatSumPropagator([at(1, 2), at(2, 1)], 17, nineUnits).propagate(domains)).toBe(true);
    expect(digitsOf(domains.candidates[cell]!)).toEqual(digits);
  });

  // R1C1 read as 10 less its digit and R4C4 (no unit shared) make 10 when their digits are equal.
  it('a reversed cell and a plain one adding up to 10 hold the same digits', () => {
    const domains = new Candidates();
    domains.candidates[at(1, 1)] = maskOf(2) | maskOf(3);
    expect(
      repeatSumPropagator([at(1, 1), at(4, 4)], 10, nineUnits, new Set([at(1, 1)])).propagate(domains),
    ).toBe(true);
    expect(digitsOf(domains.candidates[at(4, 4)]!)).toEqual([2, 3]);
  });

  // R1C1 and R1C2 share row 1 and box 1: one run, where 1 + 1 cannot be; started apart, two runs.
  it.each([
    ['one run: a contradiction', new Set<number>(), false],
    ['R1C2 starting a run of its own: 1 and 1', new Set([at(1, 2)]), true],
  ] as const)('two cells of one box adding up to 2, %s', (_what, starts, feasible) => {
    const propagator = repeatSumPropagator([at(1, 1), at(1, 2)], 2, nineUnits, new Set(), starts);
    expect(propagator.propagate(new Candidates())).toBe(feasible);
  });

  it('a sum past what its runs can make is a contradiction', () => {
    // Three cells of one box make at most 9 + 8 + 7.
    expect(repeatSumPropagator(downRight(1, 1, 3), 25, nineUnits).propagate(new Candidates())).toBe(false);
  });

  it('keeps exactly the digits of some filling (random candidates, diagonals, rows and sums)', () => {
    const stream = new SeededRandom('38');
    const random = (n: number) => stream.below(n);
    let contradictions = 0;
    for (let trial = 0; trial < 300; trial++) {
      const length = 2 + random(5);
      const row = 1 + random(10 - length);
      const column = 1 + random(10 - length);
      // Now and then a piece of a row: one run of up to six cells, filled the long way.
      const cells =
        random(3) === 0
          ? Array.from({ length }, (_, k) => at(row, column + k))
          : downRight(row, column, length);
      const domains = new Candidates();
      for (const cell of cells) domains.candidates[cell] = 1 + random(511);
      const sum = length + random(8 * length + 1);
      // Now and then some cells read as 10 less their digit: a diagonal's runs in odd boxes, or a whole
      // row piece (a run is read one way throughout).
      const reversing = random(3) === 0;
      const box = (cell: number) => Math.floor(cell / 27) * 3 + Math.floor((cell % 9) / 3);
      const reversed = new Set(
        cells.filter((cell) => reversing && (cells[1]! - cells[0]! === 1 || box(cell) % 2 === 1)),
      );
      const propagator = repeatSumPropagator(cells, sum, nineUnits, reversed);
      // Again after a cell loses a digit, as a search calls it again on candidates it has seen.
      let expected: number[] | null = null;
      for (let pass = 0; pass < 3; pass++) {
        expected = fillings(cells, domains.candidates, sum, reversed);
        const feasible = propagator.propagate(domains);
        if (expected === null) {
          expect(feasible).toBe(false);
          break;
        }
        expect(feasible).toBe(true);
        expect(cells.map((cell) => domains.candidates[cell])).toEqual(expected);
        const cell = cells[random(length)]!;
        const mask = domains.candidates[cell]!;
        if ((mask & (mask - 1)) !== 0) domains.candidates[cell] = mask & (mask - 1);
      }
      if (expected === null) contradictions++;
    }
    // Both outcomes were met.
    expect(contradictions).toBeGreaterThan(10);
    expect(contradictions).toBeLessThan(290);
  });
  // Nine cells seeing none of each other but within pairs (a box's two cells, whose digits differ):
  // sums near the middle leave more than 32 totals of room, two words a set.
  it.each([
    [
      'nine cells one to a row, column and box',
      [
        [at(1, 1)],
        [at(2, 4)],
        [at(3, 7)],
        [at(4, 2)],
        [at(5, 5)],
        [at(6, 8)],
        [at(7, 3)],
        [at(8, 6)],
        [at(9, 9)],
      ],
    ],
    [
      'three pairs in boxes 1, 5 and 9 and three cells',
      [[at(1, 1), at(2, 2)], [at(3, 6)], [at(4, 4), at(5, 5)], [at(6, 9)], [at(7, 7), at(8, 8)], [at(9, 3)]],
    ],
  ] as const)('keeps exactly the digits of some filling of %s (sums of one and two words)', (_what, runs) => {
    const stream = new SeededRandom(`two words ${runs.length}`);
    const cells = runs.flat();
    let twoWords = 0;
    for (let trial = 0; trial < 200; trial++) {
      const domains = new Candidates();
      for (const cell of cells) domains.candidates[cell] = 1 + stream.below(511);
      const sum = 38 + stream.below(15);
      const least = runs.reduce((total, run) => total + (run.length * (run.length + 1)) / 2, 0);
      if (Math.min(sum - least, 90 - least - sum) >= 32) twoWords++;
      const expected = runFillings(runs, domains.candidates, sum);
      const feasible = repeatSumPropagator(cells, sum, nineUnits).propagate(domains);
      expect(feasible).toBe(expected !== null);
      if (expected !== null) expect(cells.map((cell) => domains.candidates[cell])).toEqual(expected);
    }
    expect(twoWords).toBeGreaterThan(20);
  });
});
