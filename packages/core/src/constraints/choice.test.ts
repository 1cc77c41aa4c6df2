import { describe, expect, it } from 'vitest';
import { createGrid } from '../grid.js';
import { ruleTablesFor } from '../rule-tables.js';
import type { Rules } from '../rules.js';
import { at, board, nine } from './board.fixture.js';
import { Choice } from './choice.js';
import { Propagation } from './propagation.js';

function choiceFor(rules: Rules, givens = ''): Choice {
  const choice = new Choice(new Propagation(ruleTablesFor(nine, createGrid(nine, board(), rules).rules!)));
  expect(choice.engine.start(board(givens))).toBe(true);
  expect(choice.engine.fixpoint()).toBe(true);
  choice.reset();
  return choice;
}

const ROW_ONE = 'r1c1=1 r1c2=2 r1c3=3 r1c4=4 r1c5=5 r1c6=6 r1c7=7';
const SOLVED = '534678912672195348198342567859761423426853791713924856961537284287419635345286179';
/** A board's digits as `r1c1=5 r1c2=3 ...`. */
const givensOf = (digits: string) =>
  [...digits]
    .map((digit, cell) => (digit === '0' ? '' : `r${Math.floor(cell / 9) + 1}c${(cell % 9) + 1}=${digit}`))
    .join(' ');
const cage = (sum: number, ...cells: number[]) => ({ sum, cells });

describe('Choice', () => {
  it.each<[string, Rules, string, number]>([
    // Peers and units only: the first cell of fewest candidates (r1c8 and r1c9 are left 8 and 9).
    ['peers and units only: the first cell of fewest candidates', { antiknight: true }, ROW_ONE, at(1, 8)],
    // The little cage's cells carry its weight: a two-cell cage outweighs the empty board around it.
    [
      'a family beyond peers: the cell in the smallest sum',
      { cages: [cage(3, at(5, 5), at(5, 6))] },
      '',
      at(5, 5),
    ],
  ])('%s', (_name, rules, givens, cell) => {
    const choice = choiceFor(rules, givens);
    expect(choice.choose()).toBe(true);
    expect(choice.cell).toBe(cell);
    expect(choice.engine.candidates[cell]! & choice.bit).toBe(choice.bit);
  });

  it('learns from failures: a cell whose tries keep failing is chosen next, until reset', () => {
    const choice = choiceFor({ cages: [cage(17, at(9, 8), at(9, 9))] });
    choice.choose();
    const first = choice.cell;
    expect(first).toBe(at(9, 8));
    const other = at(1, 1);
    // A contradiction after a try at `other` (r1c1, which is also where nothing settled yet is shown).
    for (let k = 0; k < 40; k++) {
      choice.tried(other, 1);
      choice.failed();
    }
    choice.choose();
    expect(choice.cell).toBe(other);
    choice.reset();
    choice.choose();
    expect(choice.cell).toBe(first);
  });

  it('says when every cell is settled', () => {
    const choice = choiceFor({ cages: [cage(8, at(1, 1), at(1, 2))] }, givensOf(SOLVED.replace(/^5/, '0')));
    expect(choice.choose()).toBe(false);
  });
});
