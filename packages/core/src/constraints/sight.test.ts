import { describe, expect, it } from 'vitest';
import type { Domains } from './module.js';
import { dropFromSeen, sightOf, sightWords } from './sight.js';

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
