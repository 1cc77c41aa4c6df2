import { describe, expect, it } from 'vitest';
import { resolveShape } from '../shape.js';
import { at, Candidates, digitsOf, nineUnits } from './board.fixture.js';
import { moduleOf } from './list.js';
import { bestPartsOf, PartedSum, partsByUnit, partsOf } from './parted-sums.js';

const sizes = (parts: readonly (readonly number[])[]) => parts.map((part) => part.length);

// A line that starts in row 1 at the edge of box 2, steps back into box 1, then wanders through box 2.
const wandering = [at(1, 4), at(1, 1), at(2, 5), at(3, 6), at(2, 4)];

describe('the parts of a sum whose digits may repeat', () => {
  it.each([
    // [what, cells, the parts in order, by unit, the best]
    ['a line inside one box', [at(1, 1), at(2, 2), at(3, 3)], [3], [3], [3]],
    ['a line through two boxes of a band', [at(1, 1), at(1, 2), at(1, 4), at(2, 5)], [3, 1], [3, 1], [3, 1]],
    ['a line that leaves a box and comes back', wandering, [2, 3], [4, 1], [4, 1]],
  ])('%s', (_what, cells, inOrder, byUnit, best) => {
    expect(sizes(partsOf(cells, nineUnits))).toEqual(inOrder);
    expect(sizes(partsByUnit(cells, nineUnits))).toEqual(byUnit);
    expect(sizes(bestPartsOf(cells, nineUnits))).toEqual(best);
    // Every cell once, and the cells of each part share a unit.
    const parts = bestPartsOf(cells, nineUnits);
    expect(parts.flat().sort((a, b) => a - b)).toEqual([...cells].sort((a, b) => a - b));
    for (const part of parts)
      expect(nineUnits.some((unit) => part.every((cell) => unit.includes(cell)))).toBe(true);
  });

  it('an arrow whose line comes back into a box is bounded by the box: a pill of 11 takes its least', () => {
    // The line's least is 1 + 2 + 3 + 4 in box 2 and 1 in row 1, column 1: 11, the pill's number.
    const [propagator] = moduleOf('arrows').propagators(
      resolveShape('9x9')!,
      [{ circle: [at(9, 8), at(9, 9)], line: wandering }],
      nineUnits,
    );
    const domains = new Candidates();
    domains.keep(at(9, 8), 1 << 0);
    domains.keep(at(9, 9), 1 << 0);
    expect(propagator!.propagate(domains)).toBe(true);
    expect(digitsOf(domains.candidates[at(1, 1)]!)).toEqual([1]);
    for (const cell of [at(1, 4), at(2, 5), at(3, 6), at(2, 4)]) {
      expect(digitsOf(domains.candidates[cell]!)).toEqual([1, 2, 3, 4]);
    }
  });

  it('never removes a digit of a solution whose line makes the sum (random lines, random candidates)', () => {
    // A valid solution: each row the one above shifted by 3 (by 1 across bands).
    const solution = Array.from({ length: 81 }, (_, cell) => {
      const [r, c] = [Math.floor(cell / 9), cell % 9];
      return ((r * 3 + Math.floor(r / 3) + c) % 9) + 1;
    });
    let seed = 12345;
    const random = (n: number) => {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      return seed % n;
    };
    for (let trial = 0; trial < 400; trial++) {
      // A walk of king's moves, each cell once.
      const cells = [random(81)];
      for (let step = 0; step < 3 + random(20); step++) {
        const last = cells[cells.length - 1]!;
        const next = (last + [-10, -9, -8, -1, 1, 8, 9, 10][random(8)]! + 81) % 81;
        if (!cells.includes(next)) cells.push(next);
      }
      const domains = new Candidates();
      for (const cell of cells) {
        const own = 1 << (solution[cell]! - 1);
        domains.keep(cell, (random(512) | own) & 511);
      }
      const total = cells.reduce((sum, cell) => sum + solution[cell]!, 0);
      const sum = new PartedSum(bestPartsOf(cells, nineUnits));
      sum.measure(domains.candidates);
      expect(sum.least).toBeLessThanOrEqual(total);
      expect(sum.most).toBeGreaterThanOrEqual(total);
      expect(sum.narrow(domains, total, total)).toBe(true);
      for (const cell of cells) expect(domains.candidates[cell]! & (1 << (solution[cell]! - 1))).not.toBe(0);
    }
  });

  // The range asked for: just above the least (most trials narrow), anywhere between the least and the
  // most (wide ranges, where whole parts keep every digit), and just below the most; dense candidates
  // (most digits open, as early in a search) or sparse ones.
  it.each([
    ['near the least, sparse candidates', 777, 'least', 0],
    ['anywhere in the range, sparse candidates', 778, 'any', 0],
    ['near the most, sparse candidates', 779, 'most', 0],
    ['anywhere in the range, dense candidates', 780, 'any', 1],
  ] as const)(
    'narrows each cell as a count of its part without it, cell by cell, would: %s',
    (_what, start, where, dense) => {
      // The reference: each cell's part re-read without it, after the cells before it lost their digits.
      const bit = (mask: number, low: boolean) =>
        low ? 32 - Math.clz32(mask & -mask) : 32 - Math.clz32(mask);
      const rangeOf = (candidates: Int32Array, part: readonly number[]) => {
        const digits = part.map((cell) => digitsOf(candidates[cell]!));
        const union = [...new Set(digits.flat())].sort((a, b) => a - b);
        const n = part.length;
        if (union.length < n) return [Number.POSITIVE_INFINITY, 0] as const;
        const cellsLeast = part.reduce((t, cell) => t + bit(candidates[cell]!, true), 0);
        const cellsMost = part.reduce((t, cell) => t + bit(candidates[cell]!, false), 0);
        const least = union.slice(0, n).reduce((t, d) => t + d, 0);
        const most = union.slice(union.length - n).reduce((t, d) => t + d, 0);
        return [Math.max(least, cellsLeast), Math.min(most, cellsMost)] as const;
      };
      let seed: number = start;
      const random = (n: number) => {
        seed = (seed * 1103515245 + 12345) & 0x7fffffff;
        return seed % n;
      };
      let narrowed = 0;
      let kept = 0;
      for (let trial = 0; trial < 300; trial++) {
        const cells = [...new Set(Array.from({ length: 4 + random(30) }, () => random(81)))];
        const domains = new Candidates();
        const expected = new Candidates();
        const before = new Map<number, number>();
        for (const cell of cells) {
          const mask = (random(512) | (dense === 1 ? random(512) : 0) | (1 << random(9))) & 511;
          domains.keep(cell, mask);
          expected.keep(cell, mask);
          before.set(cell, mask);
        }
        const parts = bestPartsOf(cells, nineUnits);
        const sum = new PartedSum(parts);
        sum.measure(domains.candidates);
        const span = Math.max(sum.most - sum.least, 0);
        const low =
          where === 'least'
            ? sum.least + random(4)
            : where === 'most'
              ? sum.most - random(6)
              : sum.least + random(span + 1);
        const high = where === 'any' ? low + random(span + 1) : low + random(6);
        const ranges = parts.map((part) => rangeOf(expected.candidates, part));
        const least = ranges.reduce((t, [a]) => t + a, 0);
        const most = ranges.reduce((t, [, b]) => t + b, 0);
        let ok = !(least > high || most < low);
        parts.forEach((part, k) => {
          part.forEach((cell) => {
            if (!ok) return;
            const [a, b] = rangeOf(
              expected.candidates,
              part.filter((other) => other !== cell),
            );
            if (a === Number.POSITIVE_INFINITY) {
              ok = false;
              return;
            }
            const from = Math.max(low - (most - ranges[k]![1] + b), 1);
            const to = Math.min(high - (least - ranges[k]![0] + a), 30);
            const mask = expected.candidates[cell]!;
            const keep = to < from ? 0 : mask & (((2 ** to - 1) | 0) & ~((1 << (from - 1)) - 1));
            if (keep !== mask) ok = expected.keep(cell, keep);
          });
        });
        expect(sum.narrow(domains, low, high)).toBe(ok);
        if (!ok) continue;
        for (const cell of cells) expect(domains.candidates[cell]).toBe(expected.candidates[cell]);
        if (cells.some((cell) => domains.candidates[cell] !== before.get(cell))) narrowed++;
        else kept++;
      }
      // The trials reach both ways out: some narrow, not all of them fail; in wide ranges many keep every digit.
      expect(narrowed).toBeGreaterThan(10);
      if (where === 'any') expect(kept).toBeGreaterThan(10);
    },
  );
});
