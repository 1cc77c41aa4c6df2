import { createGrid, shapes } from '@sudoku-lab/core';
import { generatePuzzle } from '@sudoku-lab/testkit/puzzles';
import { describe, expect, it, vi } from 'vitest';
import { walk } from './chaining/hint.js';
import { chainingProducers, type KindId, kinds } from './chaining/index.js';
import { techniqueOf } from './chaining/producers.js';
import { explain, nextStep, rate, solver } from './index.js';
import { Board } from './state.js';
import { Workspace, workspaces } from './workspace.js';

// Generated puzzles that logic rates in milliseconds: one whose hardest step is a forcing chain, one
// that needs the multiple forcing chains, and one to solve.
const chained = generatePuzzle({ shape: '9x9', seed: 145, difficulty: 'hard' }).puzzle;
const multiple = generatePuzzle({ shape: '9x9', seed: 102, difficulty: 'hard' }).puzzle;
const solved = generatePuzzle({ shape: '9x9', seed: 4, difficulty: 'medium' }).puzzle;

/** The producer of multiple or dynamic chains whose steps carry a technique (its hints hold runs). */
const producerOf = (technique: string) =>
  chainingProducers.find(
    (p) =>
      (p.config.multiple || p.config.dynamic) &&
      (Object.keys(kinds) as KindId[]).some((kind) => techniqueOf(kind, p.config).id === technique),
  );

/** The board of the puzzle just before its first step of multiple or dynamic chains, that step and its producer. */
function beforeChainStep() {
  const { steps } = explain(multiple, { ladder: 'explainer' });
  const at = steps.findIndex((s) => producerOf(s.technique) !== undefined);
  expect(at, 'a step of multiple or dynamic chains').toBeGreaterThan(-1);
  const board = Board.of(multiple.cells);
  for (const step of steps.slice(0, at)) board.apply(step);
  return { board, step: steps[at]!, producer: producerOf(steps[at]!.technique)! };
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
    const { board, step, producer } = beforeChainStep();
    const marks = board.candidates;
    const grid = createGrid(shapes['9x9'], board.cells);
    const alone = nextStep(grid, { candidates: marks, ladder: 'explainer' });
    expect(alone).toEqual(step);
    const original = Workspace.prototype.chainer;
    workspaces.use(null, (outer) => {
      // The outer call's chainer holds hints on the puzzle's first board (they refer to its runs).
      const start = Board.of(multiple.cells);
      const hints = outer.chainer(producer.config).hints(start.candidates);
      // Every hint's chains, node by node, as read from the runs.
      const { chainNodes } = outer.chainer(producer.config).walk;
      const chains = () => hints.map((h) => h.targets.map((t) => walk(t, chainNodes).join(',')).join(';'));
      const before = chains();
      expect(before.length).toBeGreaterThan(0);
      // A call begun now runs the same chains on another board: with the outer workspace it would
      // overwrite those runs. It must ask another workspace for its chainers.
      const asked = new Set<Workspace>();
      const spy = vi.spyOn(Workspace.prototype, 'chainer');
      spy.mockImplementation(function (this: Workspace, config) {
        asked.add(this);
        return original.call(this, config);
      });
      let nested: ReturnType<typeof nextStep>;
      try {
        nested = nextStep(grid, { candidates: marks, ladder: 'explainer' });
      } finally {
        spy.mockRestore();
      }
      expect(nested).toEqual(alone);
      expect(asked.size).toBe(1);
      expect(asked.has(outer)).toBe(false);
      expect(chains()).toEqual(before);
    });
  });
});
