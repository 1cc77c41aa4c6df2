import { countSolutions, findConflicts, shapes, verifySolution } from '@sudoku-lab/core';
import { describe, expect, it } from 'vitest';
import { referenceSolver } from './reference.js';
import {
  findVariantSolutions,
  generateVariant,
  referencePeers,
  variantCases,
  variantNames,
  variantRule,
} from './variants.js';

describe('generated variant puzzles', () => {
  it.each(variantNames)('%s: seeded, unique by the reference, and core’s own counter agrees', (variant) => {
    const a = generateVariant(variant, 3);
    const b = generateVariant(variant, 3);
    expect(a.puzzle).toEqual(b.puzzle);
    expect(a.puzzle.rules === undefined).toBe(false);
    const found = findVariantSolutions(a.puzzle, 2);
    expect(found).toHaveLength(1);
    expect(found[0]!.cells).toEqual(a.solution.cells);
    expect(verifySolution(a.puzzle, a.solution)).toEqual({ ok: true });
    expect(countSolutions(a.puzzle)).toBe(1);
  });

  it.each(variantNames)('%s: its cases hold what their kinds claim, by the reference', (variant) => {
    for (const testCase of variantCases(variant)) {
      const result = referenceSolver.solve(testCase.puzzle, { maxSolutions: 2 });
      const expected =
        testCase.kind === 'unique' ||
        testCase.kind.startsWith('deadline') ||
        testCase.kind === 'placement-budget'
          ? 'solved'
          : testCase.kind === 'several-solutions'
            ? 'multiple'
            : testCase.kind === 'unsolvable'
              ? 'unsolvable'
              : 'invalid';
      expect(`${testCase.name}: ${result.status}`).toBe(`${testCase.name}: ${expected}`);
      if (testCase.kind === 'conflicting-givens') {
        const kinds = findConflicts(testCase.puzzle).map((conflict) => conflict.unit);
        expect(kinds.length).toBeGreaterThan(0);
      }
    }
  });

  it.each([
    ['x', 'houses'],
    ['jigsaw', 'regions'],
    ['killer', 'cages'],
  ] as const)('%s needs the rule kind %s', (variant, rule) => {
    expect(variantRule[variant]).toBe(rule);
    expect(variantCases(variant)[0]!.puzzle.rules).toHaveProperty(rule);
  });
});

describe('referencePeers', () => {
  it.each([
    [{}, 20],
    [{ antiknight: true }, 28],
    [{ antiking: true, antiknight: true }, 28],
  ])('%j: the centre cell has %i peers', (rules, count) => {
    expect(referencePeers(shapes['9x9'], rules)[40]).toHaveLength(count);
  });
});
