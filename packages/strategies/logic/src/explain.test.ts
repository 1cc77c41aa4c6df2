/// <reference types="node" />
import { existsSync, readFileSync } from 'node:fs';
import { countSolutions as coreCount, type Grid, parseGrid } from '@sudoku-lab/core';
import { breathe, eachInTurn } from '@sudoku-lab/testkit';
import { countSolutions, generatePuzzle } from '@sudoku-lab/testkit/puzzles';
import { readSharedPuzzles, sharedPuzzlesDir } from '@sudoku-lab/testkit/shared-puzzles';
import { describe, expect, it } from 'vitest';
import { type Explanation, explain } from './index.js';
import { stepProblems } from './steps.fixture.js';

/** A puzzle's one solution, from core's counter (which the uniqueness check below holds to the testkit's reference). */
function solutionOf(puzzle: Grid): Grid {
  const found: number[][] = [];
  const count = coreCount(puzzle, { limit: 2, onSolution: (cells) => void found.push(Array.from(cells)) });
  if (count !== 1) throw new Error('expected a puzzle with one solution');
  return { shape: puzzle.shape, cells: found[0]! };
}

/**
 * A puzzle explained a step at a time, each step going on from the board and pencil marks the last
 * one left, with a breath between: the forum's hardest take seconds of nested chains a step, and a
 * whole explanation in one call would hold the test runner's messages past their timeout.
 */
async function explainInTurn(puzzle: Grid, ladder?: 'explainer'): Promise<Explanation> {
  const steps: Explanation['steps'][number][] = [];
  let last = explain(puzzle, { ladder, maxSteps: 1 });
  steps.push(...last.steps);
  while (last.steps.length > 0 && !last.solved) {
    await breathe();
    last = explain(last.board, { ladder, maxSteps: 1, candidates: last.candidates });
    steps.push(...last.steps);
  }
  return { ...last, steps };
}

/**
 * Explains each puzzle in turn, letting the event loop run between them (a set takes seconds), or,
 * `stepwise`, between the steps of each.
 */
async function problemsOf(
  puzzles: Iterable<Grid>,
  ladder?: 'explainer',
  stepwise = false,
): Promise<string[]> {
  const problems: string[] = [];
  await eachInTurn(puzzles, async (puzzle, index) => {
    const explanation = stepwise ? await explainInTurn(puzzle, ladder) : explain(puzzle, { ladder });
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

  // Public sets from ../shared/puzzles, sampled to keep the run short: readSharedPuzzles warns and
  // returns nothing where the folder is absent. The forum's hardest need the nested forcing chains,
  // seconds a puzzle, so the unit test takes a sparse sample; the chaining bench runs the whole list.
  for (const [file, every] of [
    ['norvig-top95.txt', 1],
    ['magictour-top1465.txt', 5],
    ['17-clue-sample.txt', 4],
    ['forum-hardest-1106.txt', 100],
  ] as const) {
    const puzzles = readSharedPuzzles(file).filter((_, index) => index % every === 0);
    // The forum's four take minutes on a loaded machine: their limit is for a hang, not for the load.
    const hardest = file.startsWith('forum');
    it.skipIf(puzzles.length === 0)(
      `on ${file} (1 in ${every}: ${puzzles.length})`,
      { timeout: hardest ? 3_600_000 : undefined },
      async () => {
        expect(await problemsOf(puzzles, undefined, hardest)).toEqual([]);
      },
    );
  }

  it("the uniqueness check (core's counter) agrees with the testkit reference on generated puzzles", () => {
    for (let seed = 1; seed <= 50; seed++) {
      const { puzzle } = generatePuzzle({ shape: '9x9', seed, difficulty: 'hard' });
      const fewer = { ...puzzle, cells: puzzle.cells.map((d, i) => (i % 7 === seed % 7 ? 0 : d)) };
      expect(coreCount(fewer, { limit: 2 })).toBe(countSolutions(fewer, 2));
    }
  });
});

/**
 * The puzzles of ../shared/puzzles/se-rated-dev.txt (each line a puzzle and the rating Sukaku
 * Explainer gave it), or none where the folder is absent.
 */
function seRated(): Grid[] {
  const path = `${sharedPuzzlesDir}se-rated-dev.txt`;
  if (!existsSync(path)) return [];
  return readFileSync(path, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => parseGrid(line.trim().split(/\s+/)[0]!));
}

// SE's ladder (`rate`'s): its own techniques and every chaining producer. A sample by default, sized
// for a loaded machine; LOGIC_CHECK_ALL=1 checks every puzzle of the sets and 1,000 generated ones
// (the README quotes that run).
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

  for (const [name, puzzles, every] of [
    ['se-rated-dev.txt', seRated(), 25],
    ['norvig-top95.txt', readSharedPuzzles('norvig-top95.txt'), 10],
    ['magictour-top1465.txt', readSharedPuzzles('magictour-top1465.txt'), 200],
    ['17-clue-sample.txt', readSharedPuzzles('17-clue-sample.txt'), 50],
  ] as const) {
    const step = all ? 1 : every;
    const sample = puzzles.filter((_, index) => index % step === 0);
    it.skipIf(sample.length === 0)(`on ${name} (1 in ${step}: ${sample.length})`, { timeout }, async () => {
      expect(await problemsOf(sample, 'explainer')).toEqual([]);
    });
  }
});
