import { describe, expect, it } from 'vitest';
import { seededRandom } from '../random.js';
import { comboFiller } from './fillings.js';

/** Each cell's digits in some assignment of the combination's digits, one a cell, tried one by one. */
function byAssignment(masks: readonly number[], combo: number): number[] | null {
  const keep = masks.map(() => 0);
  let found = false;
  const taken: number[] = [];
  const assign = (k: number, used: number): void => {
    if (k === masks.length) {
      found = true;
      taken.forEach((bit, cell) => {
        keep[cell]! |= bit;
      });
      return;
    }
    for (let bit = 1; bit <= combo; bit <<= 1) {
      if ((masks[k]! & combo & ~used & bit) === 0) continue;
      taken[k] = bit;
      assign(k + 1, used | bit);
    }
  };
  assign(0, 0);
  return found ? keep : null;
}

describe('a combination of different digits filled one digit a cell', () => {
  it.each([1, 2, 3, 4, 5, 6, 7])('agrees with every assignment on random candidates of %i cells', (n) => {
    const random = seededRandom(100 + n);
    const fill = comboFiller(n);
    const cells = Array.from({ length: n }, (_, k) => k);
    let filled = 0;
    for (let round = 0; round < 300; round++) {
      const candidates = Int32Array.from(cells, () => Math.floor(random() * 511) + 1);
      let combo = 0;
      while (combo.toString(2).replaceAll('0', '').length < n) combo |= 1 << Math.floor(random() * 9);
      const keep = new Int32Array(n);
      const expected = byAssignment(Array.from(candidates), combo);
      expect(fill(candidates, cells, combo, keep)).toBe(expected !== null);
      if (expected === null) continue;
      filled++;
      expect(Array.from(keep)).toEqual(expected);
    }
    // Some rounds fill and some do not, so both answers are checked.
    expect(filled).toBeGreaterThan(0);
    expect(filled).toBeLessThan(300);
  });
});
