import { allShapes, findConflicts, verifySolution } from '@sudoku-lab/core';
import { describe, expect, it } from 'vitest';
import type { CaseKind } from './case.js';
import { conformanceCases } from './cases.js';
import { findSolutions } from './reference.js';

const kinds: CaseKind[] = [
  'unique',
  'solved-grid',
  'empty-grid',
  'several-solutions',
  'unsolvable',
  'conflicting-givens',
  'input-untouched',
  'placement-budget',
  'deadline-passed',
  'deadline-soon',
  'abort-signal',
  'all-solutions',
  'deadline-overshoot',
];

describe.each(allShapes.map((shape) => [shape.name, shape] as const))('conformanceCases(%s)', (_, shape) => {
  const cases = conformanceCases(shape);

  it('covers every kind of case, under distinct names', () => {
    expect(new Set(cases.map((testCase) => testCase.kind))).toEqual(new Set(kinds));
    expect(new Set(cases.map((testCase) => testCase.name)).size).toBe(cases.length);
  });

  it('has unique puzzles at every difficulty of the shape and two kinds of unsolvable ones', () => {
    const names = cases.map((testCase) => testCase.name);
    expect(names).toContain('unique: generated easy');
    if (shape.name !== '4x4')
      expect(names).toEqual(expect.arrayContaining(['unique: generated medium', 'unique: generated hard']));
    expect(names).toEqual(
      expect.arrayContaining(['unsolvable, found by propagation', 'unsolvable, found by search']),
    );
  });

  it('carries solutions that solve their puzzles, and conflicts that are there', () => {
    for (const { name, puzzle, solution, conflict } of cases) {
      expect(puzzle.shape, name).toBe(shape);
      if (solution !== undefined) expect(verifySolution(puzzle, solution), name).toEqual({ ok: true });
      if (conflict !== undefined) {
        expect(
          findConflicts(puzzle).map(({ cells }) => [cells[0], cells[1]]),
          name,
        ).toContainEqual([conflict[0], conflict[1]]);
      }
    }
  });

  it('counts the solutions of its all-solutions case, and each empty cell takes three digits among them', () => {
    const testCase = cases.find((candidate) => candidate.kind === 'all-solutions')!;
    const { count, solutions } = findSolutions(testCase.puzzle, 10_000);
    expect(testCase.solutionCount).toBe(count);
    testCase.puzzle.cells.forEach((digit, cell) => {
      if (digit !== 0) return;
      const taken = new Set(solutions.map((solution) => solution.cells[cell]));
      expect(taken.size, `cell ${cell}`).toBe(3);
    });
  });

  it('is made once a run', () => {
    expect(conformanceCases(shape.name)).toBe(cases);
  });
});

describe('conformanceCases on 9x9', () => {
  it('includes the hardest known puzzle, the LeetCode example and the invalid extreme', () => {
    expect(conformanceCases('9x9').map((testCase) => testCase.name)).toEqual(
      expect.arrayContaining([
        'unique: everest',
        'unique: leetcode-37-example',
        'conflicting givens: extreme',
      ]),
    );
  });

  it('refuses an unknown shape', () => {
    expect(() => conformanceCases('5x5' as '4x4')).toThrow(
      'conformanceCases: unknown shape "5x5"; expected 4x4, 6x6, 9x9 or 16x16',
    );
  });
});
