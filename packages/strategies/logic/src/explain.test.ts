import type { Grid } from '@sudoku-lab/core';
import { countSolutions, generatePuzzle } from '@sudoku-lab/testkit/puzzles';
import { readSharedPuzzles } from '@sudoku-lab/testkit/shared-puzzles';
import { describe, expect, it } from 'vitest';
import { explain } from './index.js';
import { countSolutions as ownCount } from './solutions.js';
import { State } from './state.js';
import { stepProblems } from './steps.fixture.js';

/** A puzzle's one solution, from the project's own small search, checked against the testkit's reference. */
function solutionOf(puzzle: Grid): Grid {
  const { count, solution } = ownCount(puzzle.cells, State.of(puzzle.cells).candidates, 2);
  if (count !== 1 || solution === null) throw new Error('expected a puzzle with one solution');
  return { shape: puzzle.shape, cells: Array.from(solution) };
}

function problemsOf(puzzles: readonly Grid[]): string[] {
  const problems: string[] = [];
  puzzles.forEach((puzzle, index) => {
    const explanation = explain(puzzle);
    if (explanation.solutions !== 1) {
      problems.push(`puzzle ${index + 1}: ${explanation.solutions} solutions reported`);
      return;
    }
    for (const problem of stepProblems(puzzle, solutionOf(puzzle), explanation.steps)) {
      problems.push(`puzzle ${index + 1}: ${problem}`);
    }
  });
  return problems;
}

describe('every step of every explanation agrees with the solution', () => {
  const generated = (difficulty: 'medium' | 'hard', count: number) =>
    Array.from(
      { length: count },
      (_, seed) => generatePuzzle({ shape: '9x9', seed: seed + 1, difficulty }).puzzle,
    );

  it('on 100 generated medium and 400 generated hard puzzles', { timeout: 60_000 }, () => {
    expect(problemsOf([...generated('medium', 100), ...generated('hard', 400)])).toEqual([]);
  });

  // Public sets from ../shared/puzzles, sampled to keep the run short: readSharedPuzzles warns and
  // returns nothing where the folder is absent.
  for (const [file, every] of [
    ['norvig-top95.txt', 1],
    ['magictour-top1465.txt', 5],
    ['17-clue-sample.txt', 4],
    ['forum-hardest-1106.txt', 6],
  ] as const) {
    const puzzles = readSharedPuzzles(file).filter((_, index) => index % every === 0);
    it.skipIf(puzzles.length === 0)(
      `on ${file} (1 in ${every}: ${puzzles.length})`,
      { timeout: 60_000 },
      () => {
        expect(problemsOf(puzzles)).toEqual([]);
      },
    );
  }

  it('the own uniqueness check agrees with the testkit reference on generated puzzles', () => {
    for (let seed = 1; seed <= 50; seed++) {
      const { puzzle } = generatePuzzle({ shape: '9x9', seed, difficulty: 'hard' });
      const fewer = { ...puzzle, cells: puzzle.cells.map((d, i) => (i % 7 === seed % 7 ? 0 : d)) };
      expect(ownCount(fewer.cells, State.of(fewer.cells).candidates, 2).count).toBe(countSolutions(fewer, 2));
    }
  });
});
