// The map against the code: the README's dependency block is what the imports say, the layers hold
// (core imports nothing of ours, a strategy imports only core), and no package's files import each
// other in a circle (a cycle makes the load order, and so a module's constants, depend on which file
// is imported first).
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cyclesOf, mapBlock, readMap, root, specifiersOf, withMap } from './imports.mjs';

const map = readMap();

describe('the import map', () => {
  it("is what the root README's dependency block says (`pnpm run maps` writes it)", () => {
    const readme = readFileSync(join(root, 'README.md'), 'utf8');
    expect(withMap(readme, map)).toBe(readme);
  });

  it('keeps core free of our packages and each strategy on core alone', () => {
    const wrong = map
      .filter(({ folder }) => folder === 'packages/core' || folder.startsWith('packages/strategies/'))
      .filter(({ folder, uses }) =>
        folder === 'packages/core' ? uses.length > 0 : uses.some((name) => name !== '@sudoku-lab/core'),
      )
      .map(({ name, uses }) => `${name} -> ${uses.join(', ')}`);
    expect(wrong).toEqual([]);
  });

  it.each(map.map(({ name, graph }) => [name, graph]))(
    '%s has no import cycle among its files',
    (_, graph) => {
      const cycles = cyclesOf(graph).map((cycle) => cycle.map((file) => relative(root, file)).join(' <-> '));
      expect(cycles).toEqual([]);
    },
  );
});

describe('the map reader', () => {
  it.each([
    ["import { a } from './a.js';", ['./a.js']],
    ["import type { A } from '../b.js';", ['../b.js']],
    ["export { c, type D } from './c.js';", ['./c.js']],
    ["import {\n  x,\n  y,\n} from '@sudoku-lab/core';", ['@sudoku-lab/core']],
    ["const m = await import('./lazy.js');", ['./lazy.js']],
    ["import './side-effect.js';", ['./side-effect.js']],
    ["// a comment that says import nothing from 'x'", []],
  ])('reads the specifiers of %j', (text, expected) => {
    expect(specifiersOf(text)).toEqual(expected);
  });

  it.each([
    ['no edges', { a: [], b: [] }, []],
    ['a chain', { a: ['b'], b: ['c'], c: [] }, []],
    ['two files in a circle', { a: ['b'], b: ['a'] }, [['a', 'b']]],
    ['a circle of three beside a tail', { a: ['b'], b: ['c'], c: ['a'], d: ['a'] }, [['a', 'b', 'c']]],
    ['a file importing itself', { a: ['a'] }, [['a']]],
  ])('finds the cycles of %s', (_, edges, expected) => {
    expect(cyclesOf(new Map(Object.entries(edges)))).toEqual(expected);
  });

  it('writes one line a package, naming what it uses', () => {
    const block = mapBlock([{ name: '@sudoku-lab/a', folder: 'packages/a', uses: ['@sudoku-lab/b'] }]);
    expect(block.split('\n')).toContain('- `a` (packages/a) -> b');
  });
});
