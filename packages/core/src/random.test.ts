import { describe, expect, it } from 'vitest';
import { seededRandom } from './random.js';

function draws(seed: number, count = 1000): number[] {
  const random = seededRandom(seed);
  return Array.from({ length: count }, () => random());
}

describe('seededRandom', () => {
  it('repeats its sequence for the same seed, and not for another', () => {
    expect(draws(42)).toEqual(draws(42));
    expect(draws(42)).not.toEqual(draws(43));
  });

  it('draws numbers in [0, 1), spread over the whole interval', () => {
    const values = draws(1, 10_000);
    expect(values.every((value) => value >= 0 && value < 1)).toBe(true);
    const tenths = new Array<number>(10).fill(0);
    for (const value of values) tenths[Math.floor(value * 10)]!++;
    for (const tenth of tenths) expect(tenth).toBeGreaterThan(900);
  });

  it('keeps its first draws for seed 0 (every seeded result downstream rests on them)', () => {
    expect(draws(0, 3).map((value) => value * 4294967296)).toEqual([1144304738, 1416247, 958946056]);
  });

  it('treats seeds as 32-bit integers', () => {
    expect(draws(-1, 5)).toEqual(draws(2 ** 32 - 1, 5));
  });
});
