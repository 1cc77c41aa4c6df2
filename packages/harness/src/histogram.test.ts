import { describe, expect, it } from 'vitest';
import { Histogram } from './histogram.js';

describe('Histogram', () => {
  it('is empty until something is added', () => {
    expect(new Histogram().quantile(0.5)).toBeNull();
  });

  it.each([
    ['1..1000 ms', Array.from({ length: 1000 }, (_, k) => k + 1), { 0.5: 500, 0.95: 950, 1: 1000 }],
    ['microseconds', Array.from({ length: 100 }, (_, k) => (k + 1) / 1000), { 0.5: 0.05, 0.95: 0.095 }],
    ['one value', [3.7], { 0: 3.7, 0.5: 3.7, 1: 3.7 }],
    ['a long tail', [...Array(99).fill(0.2), 5000], { 0.5: 0.2, 0.95: 0.2, 1: 5000 }],
  ])('reads quantiles within 1%% from %s', (_, values, expected) => {
    const histogram = new Histogram();
    for (const value of values) histogram.add(value);
    for (const [q, exact] of Object.entries(expected)) {
      const read = histogram.quantile(Number(q))!;
      expect(Math.abs(read - exact) / exact).toBeLessThanOrEqual(0.01);
    }
    expect(histogram.count).toBe(values.length);
    expect(histogram.max).toBe(Math.max(...values));
  });
});
