import { describe, expect, it } from 'vitest';
import { at, board, digitsOf, expectPropagated, marks, placed, settled } from './board.fixture.js';

describe('the fixture reads cells as a solver writes them', () => {
  it('reads each cell with its digits', () => {
    expect(marks('r1c1=6 r9c9=38')).toEqual([
      [at(1, 1), [6]],
      [at(9, 9), [3, 8]],
    ]);
    expect(marks('')).toEqual([]);
  });

  it.each(['r0c1=5', 'r1c1', 'R1C1=5', 'r1c1=0'])('refuses %j', (text) => {
    expect(() => marks(text)).toThrow('not a cell and its digits');
  });

  it('places one digit a given, on an 81-cell board', () => {
    expect(placed('r2c3=4')).toEqual([[at(2, 3), 4]]);
    expect(() => placed('r2c3=45')).toThrow('a given is one digit');
    const cells = board('r1c1=6 r1c3=4');
    expect(cells.length).toBe(81);
    expect([cells[at(1, 1)], cells[at(1, 3)], cells[at(1, 2)]]).toEqual([6, 4, 0]);
    expect(board().every((digit) => digit === 0)).toBe(true);
  });
});

describe('the fixture runs propagation', () => {
  const thermo = { thermometers: [[at(1, 1), at(1, 2)]] };

  it('settles the engine, and throws on a contradiction', () => {
    expect(digitsOf(settled(thermo, 'r1c2=2').candidates[at(1, 1)]!)).toEqual([1]);
    expect(() => settled(thermo, 'r1c1=2 r1c2=1')).toThrow('the propagation found a contradiction');
  });

  it.each([
    ['other digits left', 'r1c2=5', 'r1c1=123'],
    ['no contradiction where one was expected', 'r1c2=5', null],
    ['a contradiction where digits were expected', 'r1c1=9', 'r1c2=9'],
  ])('fails a row with %s', (_, start, expected) => {
    expect(() => expectPropagated(thermo, start, expected)).toThrow();
  });
});
