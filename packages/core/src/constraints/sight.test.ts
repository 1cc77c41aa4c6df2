import { describe, expect, it } from 'vitest';
import { at, nineUnits } from './board.fixture.js';
import type { Domains } from './module.js';
import { cellUnitsOf, dropFromSeen, sightOf, sightWords, unitSight } from './sight.js';

const row = (r: number) => Array.from({ length: 9 }, (_, c) => at(r, c + 1));
const column = (c: number) => Array.from({ length: 9 }, (_, r) => at(r + 1, c));
const box = (first: number) => [0, 1, 2, 9, 10, 11, 18, 19, 20].map((offset) => first + offset);
/** Part of a grid's units: rows 1 and 2, columns 1 to 3 and the first box. */
const units = [row(1), row(2), column(1), column(2), column(3), box(at(1, 1))];

/** Candidates over `count` cells, every digit 1-9 open, with keep as the engine's (false on none left). */
function domainsOf(count: number): Domains & { candidates: Int32Array } {
  const candidates = new Int32Array(count).fill(0x1ff);
  return {
    candidates,
    keep(cell: number, mask: number): boolean {
      candidates[cell]! &= mask;
      return candidates[cell] !== 0;
    },
  } as Domains & { candidates: Int32Array };
}

describe('sight', () => {
  it.each([
    [1, 1],
    [32, 1],
    [33, 2],
    [81, 3],
    [256, 8],
  ])('%i cells take %i words', (cells, words) => {
    expect(sightWords(cells)).toBe(words);
  });

  it("lists each group cell's peers outside the group, across words", () => {
    const words = sightWords(81);
    const sight = sightOf(
      [0, 1],
      [
        [1, 2, 40],
        [0, 70],
      ],
      words,
    );
    const cellsOf = (k: number) =>
      Array.from({ length: words * 32 }, (_, cell) => cell).filter(
        (cell) => (sight[k * words + (cell >> 5)]! & (1 << (cell & 31))) !== 0,
      );
    expect(cellsOf(0)).toEqual([2, 40]);
    expect(cellsOf(1)).toEqual([70]);
  });

  it('drops the digit from every seen cell, and fails when a cell has nothing left', () => {
    const domains = domainsOf(81);
    const seen = new Int32Array(3);
    seen[0] = (1 << 3) | (1 << 31);
    seen[2] = 1 << (80 - 64);
    expect(dropFromSeen(domains, seen, 1 << 4)).toBe(true);
    expect([3, 31, 80, 4].map((cell) => domains.candidates[cell])).toEqual([0x1ef, 0x1ef, 0x1ef, 0x1ff]);
    domains.candidates[31] = 1 << 4;
    expect(dropFromSeen(domains, seen, 1 << 4)).toBe(false);
  });
});

describe("each cell's units", () => {
  it.each([
    // [cell, the indices into units of the units holding it]
    [at(1, 1), [0, 2, 5]],
    [at(2, 3), [1, 4, 5]],
    [at(3, 2), [3, 5]],
    [at(1, 9), [0]],
  ])('cell %i lies in units %j', (cell, expected) => {
    expect(cellUnitsOf(units)[cell]).toEqual(expected);
  });

  it('a cell no unit holds has none listed', () => {
    expect(cellUnitsOf(units)[at(9, 9)]).toBeUndefined();
  });

  it("lists a puzzle's units once, for every sum that asks", () => {
    expect(cellUnitsOf(units)).toBe(cellUnitsOf(units));
  });
});

describe("a list of units' sight", () => {
  it('is made once for a list of units, and says which cells share one', () => {
    const sight = unitSight(81, nineUnits);
    // Every little killer on the shape reads the same tables (the rule tables give them one list).
    expect(unitSight(81, nineUnits)).toBe(sight);
    // Another list of the same units is another puzzle's own: its tables are its own, and equal.
    const copy = unitSight(
      81,
      nineUnits.map((unit) => [...unit]),
    );
    expect(copy).not.toBe(sight);
    expect(copy.sees).toEqual(sight.sees);
    expect(sight.unitsOf[at(1, 1)]).toEqual([0, 9, 18]);
    expect(sight.unitsOf[at(5, 9)]).toEqual([4, 17, 23]);
    expect(sight.sees[at(1, 1) * 81 + at(3, 3)]).toBe(1);
    expect(sight.sees[at(1, 1) * 81 + at(4, 2)]).toBe(0);
    expect(sight.sees[at(2, 7) * 81 + at(2, 7)]).toBe(1);
  });

  it('lists no units for a cell no unit holds, and it sees nothing', () => {
    const sight = unitSight(81, units);
    expect(sight.unitsOf[at(9, 9)]).toEqual([]);
    expect(sight.sees.subarray(at(9, 9) * 81, at(9, 9) * 81 + 81).every((seen) => seen === 0)).toBe(true);
    expect(sight.unitsOf[at(2, 3)]).toEqual(cellUnitsOf(units)[at(2, 3)]);
    expect(sight.sees[at(2, 3) * 81 + at(1, 1)]).toBe(1);
    expect(sight.sees[at(2, 3) * 81 + at(9, 3)]).toBe(1);
    expect(sight.sees[at(2, 3) * 81 + at(9, 4)]).toBe(0);
  });
});
