import { describe, expect, it } from 'vitest';
import { admits } from './admits.js';
import { at, board } from './constraints/board.fixture.js';
import { ruleTablesFor } from './rule-tables.js';
import type { Rules } from './rules.js';
import { resolveShape } from './shape.js';

const shape = resolveShape('9x9')!;

describe('admits', () => {
  const cage = (sum: number): Rules => ({ cages: [{ cells: [at(1, 1), at(1, 2)], sum }] });
  const outsideUnits: Rules = { cages: [{ cells: [at(1, 1), at(2, 4)] }] };
  // A V whose second cell is in a cage: the cage's propagator removes a settled digit by its
  // complement, and the V's then reads what is left (r7c6=3, r8c6=2, r8c5 and r9c5 7 and 8 or 6 and 9).
  const cageAndV: Rules = {
    cages: [{ cells: [at(8, 5), at(9, 5), at(8, 6)], sum: 17 }],
    xv: { x: [], v: [[at(7, 6), at(8, 6)]] },
  };
  // A row: what it shows, the rules, the givens, the cell asked about, the digit, and the answer.
  it.each([
    ['classic: always', {}, 'r1c2=5', at(1, 1), 5, true],
    ['anti-knight: a knight away holds it', { antiknight: true }, 'r2c5=4', at(1, 3), 4, false],
    ['anti-knight: another digit', { antiknight: true }, 'r2c5=4', at(1, 3), 5, true],
    ['anti-king: a diagonal neighbour holds it', { antiking: true }, 'r4c4=7', at(3, 3), 7, false],
    ['cage: the sum cannot be reached', cage(3), '', at(1, 1), 3, false],
    ['cage: the last cell completes the sum', cage(10), 'r1c2=4', at(1, 1), 6, true],
    ['cage: the last cell misses the sum', cage(10), 'r1c2=4', at(1, 1), 5, false],
    ['cage: a cage mate outside the units holds the digit', outsideUnits, 'r2c4=8', at(1, 1), 8, false],
    ['cage and V: a digit that leaves the cage a sum', cageAndV, 'r8c4=8', at(7, 6), 3, true],
    ['cage and V: a digit with no partner under the V', cageAndV, 'r8c4=8', at(7, 6), 5, false],
  ] as [string, Rules, string, number, number, boolean][])(
    '%s',
    (_, rules, givens, cell, digit, expected) => {
      expect(admits(ruleTablesFor(shape, rules), board(givens), cell, digit)).toBe(expected);
    },
  );

  it('knows when the units are the whole of the rules', () => {
    expect(ruleTablesFor(shape, {}).unitsOnly).toBe(true);
    expect(ruleTablesFor(shape, { antiking: true }).unitsOnly).toBe(false);
    // A thermometer's propagator leaves distinctOnly out: it says more than its digits differing.
    expect(ruleTablesFor(shape, { thermometers: [[at(1, 1), at(1, 2)]] }).unitsOnly).toBe(false);
  });
});
