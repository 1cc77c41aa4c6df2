import { describe, expect, it } from 'vitest';
import { admits } from './admits.js';
import { at } from './constraints/board.fixture.js';
import { ruleTablesFor } from './rule-tables.js';
import type { Rules } from './rules.js';
import { resolveShape } from './shape.js';

const shape = resolveShape('9x9')!;
const board = (entries: readonly (readonly [number, number])[]) => {
  const cells = new Array<number>(81).fill(0);
  for (const [cell, digit] of entries) cells[cell] = digit;
  return cells;
};

describe('admits', () => {
  const cases: readonly {
    name: string;
    rules: Rules;
    cells: readonly number[];
    cell: number;
    digit: number;
    expected: boolean;
  }[] = [
    {
      name: 'classic: always',
      rules: {},
      cells: board([[at(1, 2), 5]]),
      cell: at(1, 1),
      digit: 5,
      expected: true,
    },
    {
      name: 'anti-knight: a knight away holds it',
      rules: { antiknight: true },
      cells: board([[at(2, 5), 4]]),
      cell: at(1, 3),
      digit: 4,
      expected: false,
    },
    {
      name: 'anti-knight: another digit',
      rules: { antiknight: true },
      cells: board([[at(2, 5), 4]]),
      cell: at(1, 3),
      digit: 5,
      expected: true,
    },
    {
      name: 'anti-king: a diagonal neighbour holds it',
      rules: { antiking: true },
      cells: board([[at(4, 4), 7]]),
      cell: at(3, 3),
      digit: 7,
      expected: false,
    },
    {
      name: 'cage: the sum cannot be reached',
      rules: { cages: [{ cells: [at(1, 1), at(1, 2)], sum: 3 }] },
      cells: board([]),
      cell: at(1, 1),
      digit: 3,
      expected: false,
    },
    {
      name: 'cage: the last cell completes the sum',
      rules: { cages: [{ cells: [at(1, 1), at(1, 2)], sum: 10 }] },
      cells: board([[at(1, 2), 4]]),
      cell: at(1, 1),
      digit: 6,
      expected: true,
    },
    {
      name: 'cage: the last cell misses the sum',
      rules: { cages: [{ cells: [at(1, 1), at(1, 2)], sum: 10 }] },
      cells: board([[at(1, 2), 4]]),
      cell: at(1, 1),
      digit: 5,
      expected: false,
    },
    {
      name: 'cage: a cage mate outside the units holds the digit',
      rules: { cages: [{ cells: [at(1, 1), at(2, 4)] }] },
      cells: board([[at(2, 4), 8]]),
      cell: at(1, 1),
      digit: 8,
      expected: false,
    },
  ];
  it.each(cases)('$name', ({ rules, cells, cell, digit, expected }) => {
    expect(admits(ruleTablesFor(shape, rules), cells, cell, digit)).toBe(expected);
  });

  it('knows when the units are the whole of the rules', () => {
    expect(ruleTablesFor(shape, {}).unitsOnly).toBe(true);
    expect(ruleTablesFor(shape, { antiking: true }).unitsOnly).toBe(false);
  });
});
