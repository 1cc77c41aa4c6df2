import { type ShapeName, shapes } from '@sudoku-lab/core';
import { describe, expect, it } from 'vitest';
import { orbitsOf, type Symmetry, symmetries, symmetryProblem } from './symmetry.js';

/** Orbits per symmetry on a board of odd size n (9x9): the centre stays put under every map. */
const orbitCounts: Record<Symmetry, (n: number) => number> = {
  none: (n) => n * n,
  rotate180: (n) => (n * n + 1) / 2,
  rotate90: (n) => (n * n - 1) / 4 + 1,
  mirror: (n) => n * ((n + 1) / 2),
  diagonal: (n) => (n * (n + 1)) / 2,
};

describe('orbitsOf', () => {
  it.each(symmetries)('%s splits a 9x9 board into disjoint orbits, as many as it should', (symmetry) => {
    const orbits = orbitsOf(shapes['9x9'], symmetry);
    expect(orbits).toHaveLength(orbitCounts[symmetry](9));
    const cells = orbits.flat();
    expect(new Set(cells).size).toBe(81);
    expect(cells).toHaveLength(81);
  });

  it('pairs a cell with its half-turn image, and a quarter-turn orbit holds four cells', () => {
    const rotate180 = orbitsOf(shapes['9x9'], 'rotate180');
    expect(rotate180).toContainEqual([0, 80]);
    expect(rotate180).toContainEqual([40]);
    expect(orbitsOf(shapes['9x9'], 'rotate90')).toContainEqual([0, 8, 72, 80]);
    expect(orbitsOf(shapes['6x6'], 'mirror')).toContainEqual([0, 5]);
    expect(orbitsOf(shapes['4x4'], 'diagonal')).toContainEqual([1, 4]);
  });

  it('computes a shape and symmetry once', () => {
    expect(orbitsOf(shapes['16x16'], 'rotate90')).toBe(orbitsOf(shapes['16x16'], 'rotate90'));
  });
});

describe('symmetryProblem', () => {
  const can: [ShapeName, Symmetry, boolean][] = [
    ['6x6', 'rotate90', false],
    ['6x6', 'diagonal', false],
    ['6x6', 'rotate180', true],
    ['6x6', 'mirror', true],
    ['6x6', 'none', true],
    ['4x4', 'rotate90', true],
    ['9x9', 'diagonal', true],
    ['16x16', 'rotate90', true],
  ];

  it.each(can)('%s with %s: possible %s', (shape, symmetry, possible) => {
    expect(symmetryProblem(shapes[shape], symmetry) === null).toBe(possible);
  });
});
