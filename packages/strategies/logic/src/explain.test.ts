/// <reference types="node" />
import { countSolutions as coreCount, type Grid } from '@sudoku-lab/core';
import { eachInTurn } from '@sudoku-lab/testkit';
import { countSolutions, generatePuzzle } from '@sudoku-lab/testkit/puzzles';
import { describe, expect, it } from 'vitest';
import { explain } from './index.js';
import { stepProblems } from './steps.fixture.js';

/** A puzzle's one solution, from core's counter (which the uniqueness check below holds to the testkit's reference). */
function solutionOf(puzzle: Grid): Grid {
  const found: number[][] = [];
  const count = coreCount(puzzle, { limit: 2, onSolution: (cells) => void found.push(Array.from(cells)) });
  if (count !== 1) throw new Error('expected a puzzle with one solution');
  return { shape: puzzle.shape, cells: found[0]! };
}

/** Explains each puzzle in turn, letting the event loop run between them (a set takes seconds). */
async function problemsOf(puzzles: Iterable<Grid>, ladder?: 'explainer'): Promise<string[]> {
  const problems: string[] = [];
  await eachInTurn(puzzles, (puzzle, index) => {
    const explanation = explain(puzzle, { ladder });
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
  // Made one at a time as they are explained, so that making them is spread between breaths too.
  function* generated(difficulty: 'medium' | 'hard', count: number) {
    for (let seed = 1; seed <= count; seed++) yield generatePuzzle({ shape: '9x9', seed, difficulty }).puzzle;
  }
  function* mediumThenHard() {
    yield* generated('medium', 100);
    yield* generated('hard', 400);
  }

  it('on 100 generated medium and 400 generated hard puzzles', async () => {
    expect(await problemsOf(mediumThenHard())).toEqual([]);
  });

  // The public sets of ../shared/puzzles (norvig top95, magictour top1465, the 17-clue sample, the
  // forum's hardest) are explained in explain.corpus.ts, which `pnpm test:corpus` runs outside vitest.

  it("core's uniqueness check agrees with the testkit reference on generated puzzles", () => {
    for (let seed = 1; seed <= 50; seed++) {
      const { puzzle } = generatePuzzle({ shape: '9x9', seed, difficulty: 'hard' });
      const fewer = { ...puzzle, cells: puzzle.cells.map((d, i) => (i % 7 === seed % 7 ? 0 : d)) };
      expect(coreCount(fewer, { limit: 2 })).toBe(countSolutions(fewer, 2));
    }
  });
});

// SE's ladder (`rate`'s): its own techniques and every chaining producer. A sample by default, sized
// for a loaded machine; LOGIC_CHECK_ALL=1 checks 1,000 generated ones (and, in explain.corpus.ts, every
// puzzle of the public sets: the README quotes that run).
describe("every step of Sudoku Explainer's ladder agrees with the solution", () => {
  const all = process.env.LOGIC_CHECK_ALL === '1';
  const timeout = all ? 24 * 3_600_000 : 120_000;
  function* generated(count: number) {
    for (let seed = 1; seed <= count; seed++)
      yield generatePuzzle({ shape: '9x9', seed: 9000 + seed, difficulty: 'hard' }).puzzle;
  }

  it(`on ${all ? 1000 : 40} generated hard puzzles`, { timeout }, async () => {
    expect(await problemsOf(generated(all ? 1000 : 40), 'explainer')).toEqual([]);
  });
  // The public sets on this ladder: explain.corpus.ts.
});
