import { createGrid, diagonalHouses, type Grid, type Rules, ruleNames, shapes } from '@sudoku-lab/core';
import { handles, strategies } from '@sudoku-lab/registry';
import { describe, expect, it } from 'vitest';
import { applicable } from './applicable.js';

const nine = shapes['9x9'];
const empty = new Array<number>(81).fill(0);
const ids = strategies.map((solver) => solver.id);

describe('applicable', () => {
  it.each<[string, Rules | undefined, string[]]>([
    ['classic', undefined, []],
    ['Sudoku X', { houses: diagonalHouses(nine) }, [ruleNames.houses]],
    ['anti-knight', { antiknight: true }, [ruleNames.antiknight]],
    ['killer', { cages: [{ cells: [0, 1], sum: 3 }] }, [ruleNames.cages]],
    [
      'killer anti-king',
      { cages: [{ cells: [0, 1] }], antiking: true },
      [ruleNames.cages, ruleNames.antiking],
    ],
  ])(
    '%s: races the strategies the registry says handle it, names the rule for the others',
    (_, rules, named) => {
      const puzzle: Grid = createGrid(nine, empty, rules);
      const { racing, left } = applicable(puzzle, ids, strategies);
      expect(racing).toEqual(
        strategies.filter((solver) => handles(solver, puzzle)).map((solver) => solver.id),
      );
      expect([...racing, ...left.map((entry) => entry.strategyId)].sort()).toEqual([...ids].sort());
      for (const entry of left) {
        expect(
          named.some((words) => entry.reason.includes(words)),
          `${entry.name}: ${entry.reason}`,
        ).toBe(true);
      }
      if (rules === undefined) expect(left).toEqual([]);
    },
  );

  it('leaves out a strategy that lacks the shape, naming it', () => {
    const sixteen = createGrid(shapes['16x16'], new Array<number>(256).fill(0));
    const { left } = applicable(sixteen, ids, strategies);
    for (const entry of left)
      expect(entry.reason).toMatch(/^does not solve 16x16 puzzles \(it solves [^)]+\)$/);
  });

  it('skips ids the list does not hold', () => {
    expect(applicable(createGrid(nine, empty), ['no-such'], strategies)).toEqual({ racing: [], left: [] });
  });
});
