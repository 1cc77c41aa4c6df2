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

  it('namedPuzzle finds by name and lists the names for an unknown one', () => {
    expect(namedPuzzle('everest').text).toMatch(/^8\.{10}36/);
    expect(() => namedPuzzle('nope')).toThrow(/no named puzzle "nope"; there are easy, easy-two, /);
  });
});
