import { describe, expect, it } from 'vitest';
import { Random } from './random.js';

describe('Random', () => {
  const draw = (seed: number) => {
    const random = new Random(seed);
    return Array.from({ length: 20 }, () => random.next());
  };

  it('gives the same numbers for the same seed, other numbers for another', () => {
    expect(draw(42)).toEqual(draw(42));
    expect(draw(42)).not.toEqual(draw(43));
  });

  it('stays in [0, 1) and below(n) in 0..n-1', () => {
    const random = new Random(7);
    for (let k = 0; k < 1000; k++) {
      const x = random.next();
      expect(x).toBeGreaterThanOrEqual(0);
      expect(x).toBeLessThan(1);
      const n = random.below(9);
      expect([0, 1, 2, 3, 4, 5, 6, 7, 8]).toContain(n);
    }
  });

  it('shuffles into a permutation and leaves its input alone', () => {
    const items = Array.from({ length: 16 }, (_, k) => k);
    const shuffled = new Random(1).shuffle(items);
    expect(shuffled).not.toEqual(items);
    expect([...shuffled].sort((a, b) => a - b)).toEqual(items);
    expect(items).toEqual(Array.from({ length: 16 }, (_, k) => k));
  });
});
