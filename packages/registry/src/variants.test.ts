import { createGrid, ruleNames, shapes } from '@sudoku-lab/core';
import { findVariantSolutions, generateVariant, variantNames, variantRule } from '@sudoku-lab/testkit';
import { describe, expect, it } from 'vitest';
import { handles, strategies, strategiesFor } from './strategies.js';

const SEEDS = [11, 12];

describe('every strategy on every variant, against the testkit reference and each other', () => {
  it.each(variantNames)(
    '%s: the strategies that declare its rule find its one solution; the others refuse it naming the rule',
    (variant) => {
      for (const seed of SEEDS) {
        const { puzzle } = generateVariant(variant, seed);
        const [reference, second] = findVariantSolutions(puzzle, 2);
        expect(second).toBeUndefined();
        for (const strategy of strategies) {
          const result = strategy.solve(puzzle, { maxSolutions: 2 });
          const answer = `${strategy.id} on ${variant} seed ${seed}: ${result.status}`;
          if (handles(strategy, puzzle)) {
            expect(answer).toBe(`${strategy.id} on ${variant} seed ${seed}: solved`);
            expect(result.solution?.cells).toEqual(reference!.cells);
          } else {
            expect(answer).toBe(`${strategy.id} on ${variant} seed ${seed}: invalid`);
            expect(result.message).toContain(ruleNames[variantRule[variant]]);
          }
        }
      }
    },
  );

  it('strategiesFor a classic puzzle is every strategy; for a killer, those that declare cages', () => {
    const nine = shapes['9x9'];
    expect(strategiesFor(createGrid(nine, new Array<number>(81).fill(0)))).toEqual(strategies);
    const killer = createGrid(nine, new Array<number>(81).fill(0), { cages: [{ cells: [0, 1], sum: 3 }] });
    expect(strategiesFor(killer).map((s) => s.id)).toEqual(
      strategies.filter((s) => s.rules?.includes('cages')).map((s) => s.id),
    );
  });
});
