import { findConflicts, parseGrid } from '@sudoku-lab/core';
import { describe, expect, it } from 'vitest';
import { namedPuzzle, namedPuzzles } from './named.js';
import { naiveSolver } from './solvers.fixture.js';

describe('namedPuzzles', () => {
  it('holds the seed puzzles under distinct names', () => {
    const names = namedPuzzles.map((puzzle) => puzzle.name);
    expect(new Set(names).size).toBe(names.length);
    expect(names).toEqual(
      expect.arrayContaining([
        'easy',
        'easy-two',
        'medium-one',
        'medium-two',
        'everest',
        'extreme',
        'leetcode-37-example',
        'js-article-board',
      ]),
    );
  });

  it.each(namedPuzzles.filter((puzzle) => puzzle.expected === 'unique'))(
    '$name has exactly one solution (by plain backtracking)',
    ({ text, shape }) => {
      const puzzle = parseGrid(text);
      expect(puzzle.shape.name).toBe(shape);
      expect(naiveSolver.solve(puzzle, { maxSolutions: 2 }).status).toBe('solved');
    },
  );

  it('extreme has two 7s in row 7 (and so in its box), at the cells it names, and nothing else wrong', () => {
    const extreme = namedPuzzle('extreme');
    const conflicts = findConflicts(parseGrid(extreme.text));
    expect(conflicts.map(({ unit, unitIndex, digit, cells }) => ({ unit, unitIndex, digit, cells }))).toEqual(
      [
        { unit: 'row', unitIndex: 6, digit: 7, cells: extreme.conflict },
        { unit: 'box', unitIndex: 7, digit: 7, cells: extreme.conflict },
      ],
    );
  });

  it("names each board for what it is: LeetCode 37's own example, and the JavaScript article's board", () => {
    expect(namedPuzzle('leetcode-37-example').text).toBe(
      '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79',
    );
    expect(namedPuzzle('js-article-board').text).toBe(
      '...4...3.7.48..1.2...23.4.9.4.5.9.8.5.....9131...8.2.4......345.5194.72.473.5..91',
    );
  });

  it('namedPuzzle finds by name and lists the names for an unknown one', () => {
    expect(namedPuzzle('everest').text).toMatch(/^8\.{10}36/);
    expect(() => namedPuzzle('nope')).toThrow(/no named puzzle "nope"; there are easy, easy-two, /);
  });
});
