import { describe, expect, it } from 'vitest';
import { diagonalHouses, windowHouses } from './constraints/geometry.js';
import { fixedRules, type VariantName, variantNames } from './named-variants.js';
import type { Rules } from './rules.js';
import { shapes } from './shape.js';

const nine = shapes['9x9'];

describe('the named variants', () => {
  it.each([
    ['x', { houses: diagonalHouses(nine) }],
    ['windoku', { houses: windowHouses(nine) }],
    ['antiknight', { antiknight: true }],
    ['antiking', { antiking: true }],
    ['jigsaw', {}],
    ['killer', {}],
  ] as [VariantName, Rules][])('%s fixes its rules', (variant, rules) => {
    expect(fixedRules(variant)).toEqual(rules);
  });

  it('lists each variant once, in the order the CLI shows them', () => {
    expect(variantNames).toEqual(['x', 'windoku', 'jigsaw', 'antiknight', 'antiking', 'killer']);
  });
});
