import { createGrid, parseGrid, shapes } from '@sudoku-lab/core';
import { generatePuzzle } from '@sudoku-lab/testkit/puzzles';
import { describe, expect, it } from 'vitest';
import { chainingProducers, stepOf } from './chaining/index.js';
import { explain, nextStep, rate, solver } from './index.js';
import { Board } from './state.js';
import { workspaces } from './workspace.js';

// Generated puzzles that logic rates in milliseconds: one whose hardest step is a forcing chain, one
// that needs the dynamic forcing chains, and one to solve.
const chained = generatePuzzle({ shape: '9x9', seed: 145, difficulty: 'hard' }).puzzle;
// (The dynamic one is of the SE-rated set, 8.9: the generated ones SE's ladder now finishes with the
// multiple forcing chains before the dynamic ones.)
const dynamic = parseGrid(
  '7...4...6...759...9..8.1..3...524....3.....2.4.......75.1...2.8.8.....1.2.9...3.4',
);
const solved = generatePuzzle({ shape: '9x9', seed: 4, difficulty: 'medium' }).puzzle;

const dynamicProducer = chainingProducers.find((p) => p.id === 'dynamic-forcing-chains')!;

/** The board of `puzzle` just before its first step of the dynamic forcing chains, and that step. */
function beforeDynamicStep(): { board: Board; step: NonNullable<ReturnType<typeof nextStep>> } {
  const { steps } = explain(dynamic, { ladder: 'explainer' });
  const at = steps.findIndex((s) => s.technique.startsWith('dynamic-'));
  const board = Board.of(dynamic.cells);
  for (const step of steps.slice(0, at)) board.apply(step);
  return { board, step: steps[at]! };
}

describe('logic begun inside another call', () => {
  it('rates and explains inside a solve trace callback as it does alone, and the solve ends as alone', () => {
    const alone = { rating: rate(chained), explanation: explain(chained), solve: solver.solve(solved) };
    expect(alone.rating.hardest).toBe('forcing-xy-chain');
    const inner: unknown[] = [];
    let events = 0;
    const outer = solver.solve(solved, {
      onEvent: () => {
        if (events++ === 3) inner.push(rate(chained), explain(chained), solver.solve(solved));
      },
    });
    expect(inner).toEqual([alone.rating, alone.explanation, alone.solve]);
    expect(outer).toEqual(alone.solve);
  });

  it('takes a workspace of its own while another call has one out, and leaves that one as it was', () => {
    const { board, step } = beforeDynamicStep();
    const marks = board.candidates;
    const grid = createGrid(shapes['9x9'], board.cells);
    const alone = nextStep(grid, { candidates: marks, ladder: 'explainer' });
    expect(alone).toEqual(step);
    workspaces.use(null, (outer) => {
      // The outer call's dynamic chainer holds hints on the puzzle's first board (they refer to its runs).
      const start = Board.of(dynamic.cells);
      const hints = outer.chainer(dynamicProducer.config).hints(start.candidates);
      const words = () => hints.slice(0, 20).map((h) => stepOf(h, dynamicProducer.config, start).text);
      const before = words();
      expect(before.length).toBeGreaterThan(0);
      // A call begun now runs the dynamic chains on another board: with the outer workspace it
      // would overwrite those runs.
      expect(nextStep(grid, { candidates: marks, ladder: 'explainer' })).toEqual(alone);
      expect(words()).toEqual(before);
    });
  });
});
