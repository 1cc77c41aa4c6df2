import { defineSolver, shapes } from '@sudoku-lab/core';
import { describe, expect, it, type RunnerTestCase, type RunnerTestSuite } from 'vitest';
import { Board } from './board.js';
import { describeConformance } from './conformance.js';
import { referenceSolver, searchSolutions } from './reference.js';
import { variantNames, variantRule } from './variants.js';

// The suite as a strategy's test file runs it: the reference solver passes every case of every shape.
describeConformance(referenceSolver);

const twoShapes = defineSolver({
  id: 'two-shapes',
  name: 'Two shapes',
  description: 'The reference search, declared for 4x4 and 9x9 only.',
  shapes: [shapes['4x4'], shapes['9x9']],
  search: (context) => searchSolutions(Board.of(context.puzzle), context),
});

/** The names of the tests and blocks registered right under the block called `name`, next to this test. */
function registeredUnder(test: RunnerTestCase, name: string): string[] {
  const block = test.suite?.tasks.find((task) => task.name === name) as RunnerTestSuite | undefined;
  return block?.tasks.map((task) => task.name) ?? [];
}

describe('describeConformance registers', () => {
  describe('for a solver declaring 4x4 and 9x9', () => {
    describeConformance(twoShapes);
    it('its contract, a refusal of each other shape, and a block per declared shape', ({ task }) => {
      expect(registeredUnder(task, 'two-shapes conformance')).toEqual([
        'declares an id, a name, a description and its shapes, 9x9 among them',
        'refuses 6x6 puzzles, a shape it does not declare, as invalid',
        'refuses 16x16 puzzles, a shape it does not declare, as invalid',
        ...variantNames.map(
          (variant) =>
            `refuses a ${variant} puzzle, whose rule (${variantRule[variant]}) it does not declare, as invalid naming the rule`,
        ),
        '4x4',
        '9x9',
      ]);
    });
  });

  describe('with options.shapes', () => {
    describeConformance(twoShapes, { shapes: ['9x9'] });
    it('only the shapes asked for', ({ task }) => {
      expect(
        registeredUnder(task, 'two-shapes conformance').filter((name) => /^\d+x\d+$/.test(name)),
      ).toEqual(['9x9']);
    });
  });
});
