import { describe, expect, it } from 'vitest';
import { hashSeed, SeededRandom, seededRandom } from './random.js';

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
    expect(draws(0, 3).map((value) => value * 4294967296)).toEqual([3099249543, 2700886419, 208718673]);
  });

  it('treats seeds as 32-bit integers', () => {
    expect(draws(-1, 5)).toEqual(draws(2 ** 32 - 1, 5));
  });
});

describe('SeededRandom', () => {
  it('gives the same stream for the same seed and unrelated ones for seeds a character apart', () => {
    const draws = (seed: string) => {
      const random = new SeededRandom(seed);
      return Array.from({ length: 8 }, () => random.nextUint32());
    };
    expect(draws('abc')).toEqual(draws('abc'));
    const a = new SeededRandom('seed/1');
    const b = new SeededRandom('seed/2');
    const same = Array.from({ length: 100 }, () => a.nextUint32() === b.nextUint32()).filter(Boolean);
    expect(same).toHaveLength(0);
    expect(hashSeed('seed/1')).not.toEqual(hashSeed('seed/2'));
  });

  it('draws every integer below n, and only those, about equally often', () => {
    const random = new SeededRandom('uniform');
    for (const n of [1, 2, 3, 9, 16]) {
      const seen = new Array<number>(n).fill(0);
      let outside = 0;
      for (let i = 0; i < 900 * n; i++) {
        const draw = random.below(n);
        if (Number.isInteger(draw) && draw >= 0 && draw < n) seen[draw]!++;
        else outside++;
      }
      expect(outside).toBe(0);
      for (const times of seen) expect(Math.abs(times - 900)).toBeLessThan(150);
    }
  });

  it.each([1, 2, 3, 9, 81, 256, 257, 1000, 2 ** 31 - 1, 2 ** 31 + 3, 2 ** 32 - 5, 2 ** 32])(
    'draws below %i what the plain rejection and modulo of the same stream give',
    (n) => {
      const drawn = new SeededRandom(`below ${n}`);
      const plain = new SeededRandom(`below ${n}`);
      const limit = 2 ** 32 - (2 ** 32 % n);
      for (let i = 0; i < 2000; i++) {
        let draw = plain.nextUint32();
        while (draw >= limit) draw = plain.nextUint32();
        const expected = draw % n;
        const got = drawn.below(n);
        if (got !== expected) expect(got, `draw ${i}`).toBe(expected);
      }
    },
  );

  it('shuffles into a permutation, a different one each time', () => {
    const random = new SeededRandom('shuffle');
    const items = Array.from({ length: 20 }, (_, i) => i);
    const first = random.shuffle([...items]);
    const second = random.shuffle([...items]);
    expect([...first].sort((x, y) => x - y)).toEqual(items);
    expect(first).not.toEqual(second);
  });
});
