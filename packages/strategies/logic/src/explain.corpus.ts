/// <reference types="node" />
// Every step of every explanation agrees with the solution, on the public sets of ../shared/puzzles:
// thousands of steps, run by `pnpm test:corpus` in a plain Node process (scripts/corpus.mjs), where a
// loaded machine makes the run slower and never ends it. The generated puzzles are in explain.test.ts.
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { countSolutions, type Grid, parseGrid } from '@sudoku-lab/core';
import { readSharedPuzzles, sharedPuzzlesDir } from '@sudoku-lab/testkit/shared-puzzles';
import { explain } from './index.js';
import { stepProblems } from './steps.fixture.js';

/** How many lines of progress a set prints at most: a line a puzzle for the slow few, fewer for many. */
const REPORTS = 10;

/** A puzzle's one solution, from core's counter. */
function solutionOf(puzzle: Grid): Grid {
  const found: number[][] = [];
  const count = countSolutions(puzzle, {
    limit: 2,
    onSolution: (cells) => void found.push(Array.from(cells)),
  });
  if (count !== 1) throw new Error('expected a puzzle with one solution');
  return { shape: puzzle.shape, cells: found[0]! };
}

/** Explains each puzzle and says what disagrees with its solution, with a line of progress as it goes. */
function problemsOf(name: string, puzzles: readonly Grid[], ladder?: 'explainer'): string[] {
  const problems: string[] = [];
  const every = Math.max(1, Math.ceil(puzzles.length / REPORTS));
  for (const [index, puzzle] of puzzles.entries()) {
    const explanation = explain(puzzle, { ladder });
    if (explanation.solutions !== 1) {
      problems.push(`puzzle ${index + 1}: ${explanation.solutions} solutions reported`);
    } else {
      for (const problem of stepProblems(puzzle, solutionOf(puzzle), explanation.steps)) {
        problems.push(`puzzle ${index + 1}: ${problem}`);
      }
    }
    const done = index + 1;
    if (done % every === 0 && done < puzzles.length) console.log(`  ${name}: ${done}/${puzzles.length}`);
  }
  return problems;
}

/** The puzzles of ../shared/puzzles/se-rated-dev.txt (each line a puzzle and its SE rating), or none. */
function seRated(): Grid[] {
  const path = `${sharedPuzzlesDir}se-rated-dev.txt`;
  if (!existsSync(path)) return [];
  return readFileSync(path, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => parseGrid(line.trim().split(/\s+/)[0]!));
}

const absent = 'the puzzle set is not in ../shared/puzzles beside the checkout';

describe('every step of every explanation agrees with the solution, on the public sets', () => {
  // Sampled to keep the run within minutes; the forum's hardest need the nested forcing chains,
  // seconds a puzzle, so a sparse sample of them; the chaining bench runs the whole list.
  for (const [file, every] of [
    ['norvig-top95.txt', 1],
    ['magictour-top1465.txt', 5],
    ['17-clue-sample.txt', 4],
    ['forum-hardest-1106.txt', 100],
  ] as const) {
    const puzzles = readSharedPuzzles(file).filter((_, index) => index % every === 0);
    it(`on ${file} (1 in ${every}: ${puzzles.length})`, { skip: puzzles.length === 0 && absent }, () => {
      assert.deepEqual(problemsOf(file, puzzles), []);
    });
  }
});

// SE's ladder (`rate`'s): its own techniques and every chaining producer. A sample by default;
// LOGIC_CHECK_ALL=1 checks every puzzle of the sets (the README quotes that run).
describe("every step of Sudoku Explainer's ladder agrees with the solution, on the public sets", () => {
  const all = process.env.LOGIC_CHECK_ALL === '1';
  for (const [name, puzzles, every] of [
    ['se-rated-dev.txt', seRated(), 25],
    ['norvig-top95.txt', readSharedPuzzles('norvig-top95.txt'), 10],
    ['magictour-top1465.txt', readSharedPuzzles('magictour-top1465.txt'), 200],
    ['17-clue-sample.txt', readSharedPuzzles('17-clue-sample.txt'), 50],
  ] as const) {
    const step = all ? 1 : every;
    const sample = puzzles.filter((_, index) => index % step === 0);
    it(`on ${name} (1 in ${step}: ${sample.length})`, { skip: sample.length === 0 && absent }, () => {
      assert.deepEqual(problemsOf(name, sample, 'explainer'), []);
    });
  }
});

describe("never stuck: the forum's hardest, finished by logic", () => {
  // Each puzzle one explanation of seconds to a minute, here where no test runner's message waits on it.
  const hardest = readSharedPuzzles('forum-hardest-1106.txt');
  for (const index of [0, 92, 184, 276, 828, 1012]) {
    const puzzle = hardest[index];
    it(`forum hardest 1106, puzzle ${index + 1}`, { skip: puzzle === undefined && absent }, () => {
      const { steps, solved } = explain(puzzle!);
      assert.deepEqual(stepProblems(puzzle!, solutionOf(puzzle!), steps).slice(0, 3), []);
      assert.ok(solved, `logic finishes ${puzzle!.cells.join('')}`);
      const hardestStep = Math.max(...steps.map((step) => step.rating));
      assert.ok(hardestStep >= 7, `a forum-hardest puzzle needs chains of 7.0 or more, got ${hardestStep}`);
    });
  }
});
