import { levels as generatorLevels, variants as generatorVariants } from '@sudoku-lab/generator';
import { strategies } from '@sudoku-lab/registry';
import { describe, expect, it } from 'vitest';
import * as menus from './generate-menus.js';
import * as list from './strategy-list.js';

// The app's build writes these modules' exports into the page as JSON (vite.config.ts): each must be
// plain data that survives the trip, and say what the registry and the generator say.

describe.each<[string, Record<string, unknown>]>([
  ['strategy-list', list],
  ['generate-menus', menus],
])('%s as the build writes it', (_, module) => {
  it.each(Object.keys(module))('%s survives JSON unchanged', (name) => {
    const value = module[name];
    expect(typeof value).not.toBe('function');
    expect(JSON.parse(JSON.stringify(value))).toEqual(value);
  });
});

describe('strategyList', () => {
  it("is the registry's strategies in its order, with their names, descriptions, shapes and rules", () => {
    expect(list.strategyList.map(({ id }) => id)).toEqual(strategies.map(({ id }) => id));
    for (const [k, info] of list.strategyList.entries()) {
      const solver = strategies[k]!;
      expect(info).toEqual({
        id: solver.id,
        name: solver.name,
        description: solver.description,
        shapes: solver.shapes,
        ...(solver.rules ? { rules: solver.rules } : {}),
      });
    }
  });
});

describe('the generator menus', () => {
  it("are the generator's levels and variants", () => {
    expect(menus.levels).toEqual(generatorLevels);
    expect(menus.variants).toEqual(generatorVariants);
  });
});
