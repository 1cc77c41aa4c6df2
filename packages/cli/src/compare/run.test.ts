import type { SolveResult } from '@sudoku-lab/core';
import { describe, expect, it } from 'vitest';
import { doubler, liar, plain, plodder } from './fixtures/solvers.mjs';
import { clashing, contender, hopeless, leetcode, loose, runLines } from './testing.js';

const honest = contender(plain);

describe('runComparison', () => {
  it('checks every answer and keeps the input order', async () => {
    const lines = [`${leetcode}  # leetcode`, 'not a puzzle', clashing, hopeless];
    const { totals, checked } = await runLines(lines, [honest]);
    expect(totals).toMatchObject({ puzzles: 3, malformed: 1, wrong: 0, disagreements: 0 });
    expect(checked.map((puzzle) => [puzzle.entry.index, puzzle.entry.source])).toEqual([
      [0, 'test:1'],
      [2, 'test:3'],
      [3, 'test:4'],
    ]);
    expect(checked.map((puzzle) => puzzle.outcomes[0]!.status)).toEqual(['solved', 'invalid', 'unsolvable']);
    expect(checked[0]!.outcomes[0]).toMatchObject({ verified: true, solutionCount: 1 });
    expect(checked[0]!.emptyCells).toBe([...leetcode].filter((c) => c === '.').length);
    expect(checked[1]!.outcomes[0]).toMatchObject({
      verified: true,
      message: expect.stringContaining('two 7s'),
    });
  });

  it('reports an answer that breaks the rules as wrong', async () => {
    const { totals, checked } = await runLines([leetcode], [honest, contender(liar)]);
    expect(totals.wrong).toBe(1);
    expect(checked[0]!.outcomes.map((outcome) => outcome.status)).toEqual(['solved', 'wrong']);
    expect(checked[0]!.outcomes[1]).toMatchObject({
      verified: false,
      message: expect.stringMatching(/^answered solved/),
    });
  });

  it("calls 'unsolvable' wrong when another strategy found a solution", async () => {
    const { checked } = await runLines(
      [leetcode],
      [
        honest,
        contender({
          ...plain,
          id: 'quitter',
          solve: (puzzle) => ({
            status: 'unsolvable',
            solution: null,
            solutionCount: 0,
            conflicts: [],
            stats: plain.solve(puzzle).stats,
          }),
        }),
      ],
    );
    expect(checked[0]!.outcomes[1]).toMatchObject({
      status: 'wrong',
      message: 'answered unsolvable, but plain found a solution that checks out',
    });
  });

  it('with maxSolutions 2, strategies that count solutions must agree on unique versus multiple', async () => {
    const run = await runLines([leetcode, loose], [honest, contender(doubler)], { maxSolutions: 2 });
    expect(run.totals.disagreements).toBe(1);
    expect(run.checked[0]!.disagreement).toBe(
      'the strategies disagree on unique versus multiple: plain says unique, doubler says multiple',
    );
    expect(run.checked[1]!.disagreement).toBeUndefined();
    expect(run.totals.summary.map((row) => row.disagreements)).toEqual([1, 1]);

    const peersAside = await runLines([leetcode], [honest, contender(doubler, { countsSolutions: false })], {
      maxSolutions: 2,
    });
    expect(peersAside.totals.disagreements).toBe(0);
  });

  it("with maxSolutions 2, 'solved' is wrong once two different solutions are found", async () => {
    const firstOnly = contender({
      ...plain,
      id: 'first',
      solve: (puzzle) => plain.solve(puzzle, { maxSolutions: 1 }),
    });
    const relabelled = contender({
      ...plain,
      id: 'other',
      // The same search with the digits relabelled (d -> 10 - d) finds a different first solution.
      solve(puzzle, options) {
        const flip = (cells: readonly number[]) => cells.map((digit) => (digit === 0 ? 0 : 10 - digit));
        const result = plain.solve({ ...puzzle, cells: flip(puzzle.cells) }, { ...options, maxSolutions: 1 });
        return {
          ...result,
          solution: result.solution && { ...result.solution, cells: flip(result.solution.cells) },
        } as SolveResult;
      },
    });
    const { checked } = await runLines([loose], [honest, firstOnly, relabelled], { maxSolutions: 2 });
    const [all, first, other] = checked[0]!.outcomes;
    expect(all!.status).toBe('multiple');
    expect(first!.solution).not.toBe(other!.solution);
    expect(first).toMatchObject({
      status: 'wrong',
      message: expect.stringContaining('2 different solutions'),
    });
  });

  it('reports a solve past its timeout as aborted, and goes on', async () => {
    const { checked, totals } = await runLines([leetcode, leetcode], [contender(plodder), honest], {
      timeoutMs: 20,
    });
    expect(checked.map((puzzle) => puzzle.outcomes.map((outcome) => outcome.status))).toEqual([
      ['aborted', 'solved'],
      ['aborted', 'solved'],
    ]);
    expect(checked[0]!.outcomes[0]!.timeMs).toBeGreaterThanOrEqual(20);
    expect(totals.summary[0]).toMatchObject({ aborted: 2, solved: 0 });
  });
});
