import { strategies } from '@sudoku-lab/registry';
import { describe, expect, it } from 'vitest';
import { lookOf, nthLook } from './looks.js';

const key = (look: ReturnType<typeof nthLook>) => `${look.color} ${look.point} ${look.dash.join(',')}`;

describe("the strategies' looks in the charts", () => {
  it('gives every registered strategy a look no other strategy has', () => {
    const byLook = new Map<string, string[]>();
    for (const { id } of strategies)
      byLook.set(key(lookOf(id)), [...(byLook.get(key(lookOf(id))) ?? []), id]);
    const shared = [...byLook.values()].filter((ids) => ids.length > 1);
    expect(shared, 'strategies drawn alike').toEqual([]);
  });

  it('tells the registered strategies apart by colour, and by point shape alone', () => {
    const colors = strategies.map(({ id }) => lookOf(id).color);
    const points = strategies.map(({ id }) => lookOf(id).point);
    expect(new Set(colors).size).toBe(Math.min(strategies.length, 7));
    expect(new Set(points).size).toBe(Math.min(strategies.length, 8));
  });

  it('keeps looks distinct well past the registry: 280 of them, no two alike', () => {
    const keys = Array.from({ length: 280 }, (_, k) => key(nthLook(k)));
    expect(new Set(keys).size).toBe(280);
    expect(key(nthLook(280))).toBe(key(nthLook(0)));
  });

  it('gives an id the registry lacks a look of none of the registered strategies', () => {
    const registered = new Set(strategies.map(({ id }) => key(lookOf(id))));
    expect(registered.has(key(lookOf('no-such-strategy')))).toBe(false);
  });
});
