import { parseGrid } from '@sudoku-lab/core';
import { describe, expect, it } from 'vitest';
import { Board, type Outcome, propagate } from './board.js';

// Hand-made puzzles, one for each way propagation can end.
const puzzles = {
  // 4x4, naked singles alone fill it.
  nakedOnly: '1...' + '..3.' + '.4..' + '...2',
  // 4x4, row 1 holds 1, 2, 3 and column 4 holds 4: the last cell of row 1 has no candidate.
  noCandidate: '123.' + '...4' + '....' + '....',
  // 4x4 with no solution: naked singles get stuck; hidden singles find a digit with no place left.
  hiddenSeesIt: '42..' + '....' + '...4' + '...2',
  // 6x6, needs hidden singles.
  hiddenNeeded: '53....' + '....4.' + '..3..4' + '4..2..' + '36....' + '2..6.1',
  // 6x6, singles get stuck: only search finishes it.
  needsSearch: '......' + '41....' + '6...3.' + '.5...6' + '2...43' + '..46..',
};

const cases: [keyof typeof puzzles, Outcome, Outcome][] = [
  ['nakedOnly', 'solved', 'solved'],
  ['noCandidate', 'contradiction', 'contradiction'],
  ['hiddenSeesIt', 'stuck', 'contradiction'],
  ['hiddenNeeded', 'stuck', 'solved'],
  ['needsSearch', 'stuck', 'stuck'],
];

describe('propagate', () => {
  it.each(cases)('%s: naked singles end %s, naked and hidden %s', (name, naked, both) => {
    const grid = parseGrid(puzzles[name]);
    expect(propagate(Board.of(grid), false)).toBe(naked);
    expect(propagate(Board.of(grid), true)).toBe(both);
  });

  it('fills a solved board with a valid solution, through the placer it is given', () => {
    const board = Board.of(parseGrid(puzzles.hiddenNeeded));
    const reasons: string[] = [];
    propagate(board, true, (cell, digit, reason) => {
      reasons.push(reason);
      board.place(cell, digit);
    });
    expect(board.cells.includes(0)).toBe(false);
    expect(reasons).toContain('hidden');
    expect(reasons).toContain('single');
  });
});

describe('Board', () => {
  it('tracks candidates as digits are placed and cleared', () => {
    const board = Board.of(parseGrid('1...' + '....' + '....' + '....'));
    const cell = 1; // row 1, column 2: shares the row and the box with the 1
    expect(board.candidates(cell)).toBe(0b1110);
    board.place(5, 2); // row 2, column 2
    expect(board.candidates(cell)).toBe(0b1100);
    board.clear(5);
    expect(board.candidates(cell)).toBe(0b1110);
    expect(board.toGrid().cells).toEqual(parseGrid('1...' + '....' + '....' + '....').cells);
  });
});
