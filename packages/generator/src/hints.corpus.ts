/// <reference types="node" />
// Logic's hints on the generator's puzzles of every variant: each step of each explanation agrees with
// the solution the puzzle was carved from (a placement is its digit, an elimination never its digit),
// and where logic stops, every digit it wrote is the solution's. Run by `pnpm test:corpus` in a plain
// Node process (scripts/corpus.mjs). HINTS_PER_VARIANT sets how many puzzles a variant (default 10);
// the generator's README quotes a run of 1,000.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { explain } from '@sudoku-lab/logic';
import { solutionProblems } from '@sudoku-lab/testkit/puzzles';
import { generate, variants } from './index.js';

const PER_VARIANT = Number(process.env.HINTS_PER_VARIANT ?? 10);
/** How many lines of progress a variant prints at most. */
const REPORTS = 4;

describe("logic's steps agree with the solution on the generator's puzzles of every variant", () => {
  for (const variant of variants) {
    it(`${variant}: ${PER_VARIANT} puzzles`, () => {
      const problems: string[] = [];
      let finished = 0;
      let steps = 0;
      const every = Math.max(1, Math.ceil(PER_VARIANT / REPORTS));
      for (let k = 0; k < PER_VARIANT; k++) {
        const seed = `hints ${variant} ${k}`;
        const { puzzle, solution } = generate({ seed, variant });
        const explanation = explain(puzzle);
        for (const problem of solutionProblems(solution.cells, explanation.steps))
          problems.push(`seed "${seed}": ${problem}`);
        const off = explanation.board.cells.filter(
          (digit, cell) => digit !== 0 && digit !== solution.cells[cell],
        ).length;
        if (off > 0) problems.push(`seed "${seed}": ${off} cells end on a digit that is not the solution's`);
        if (explanation.solutions !== 1)
          problems.push(`seed "${seed}": ${explanation.solutions} solutions said`);
        if (explanation.solved) finished++;
        steps += explanation.steps.length;
        if ((k + 1) % every === 0 && k + 1 < PER_VARIANT)
          console.log(`  ${variant}: ${k + 1}/${PER_VARIANT}`);
      }
      console.log(
        `  ${variant}: ${PER_VARIANT} puzzles, ${steps} steps, finished by logic ${finished} (${((100 * finished) / PER_VARIANT).toFixed(1)}%)`,
      );
      assert.deepEqual(problems, []);
    });
  }
});
