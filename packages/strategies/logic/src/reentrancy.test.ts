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

  it('solves in the idle workspace, as rate and explain do, and hands it back', () => {
    const idle = workspaces.use(null, (work) => work);
    const scratch = Workspace.prototype.scratch;
    const handed = new Set<Workspace>();
    const spy = vi.spyOn(Workspace.prototype, 'scratch').mockImplementation(function (this: Workspace, make) {
      handed.add(this);
      return scratch.call(this, make);
    });
    try {
      expect(solver.solve(multiple).status).toBe('solved');
    } finally {
      spy.mockRestore();
    }
    expect([...handed]).toEqual([idle]);
    expect(workspaces.use(null, (work) => work)).toBe(idle);
  });

  // A call begun inside another's budget check, at the first check a search makes from its own code:
  // the strong-link chains' on the player ladder, SE's chaining producers' on the explainer's. There
  // the outer call holds that search's scratch (strong links, marks, queues, runs) mid-search.
  it.each([
    { ladder: 'player', file: '/src/techniques/chains.ts' },
    { ladder: 'explainer', file: '/src/chaining/chainer.ts' },
  ] as const)(
    'gives what it gives alone when begun inside a search of the $ladder ladder ($file)',
    ({ ladder, file }) => {
      const { steps } = explain(multiple, { ladder });
      const at = steps.findIndex((s) =>
        ladder === 'player' ? s.technique === 'aic' : producerOf(s.technique) !== undefined,
      );
      expect(at, `a step of ${file} on the ${ladder} ladder`).toBeGreaterThan(-1);
      const board = Board.of(multiple.cells);
      for (const step of steps.slice(0, at)) board.apply(step);
      const options = { candidates: board.candidates, ladder };
      const grid = createGrid(shapes['9x9'], board.cells);
      // The nested calls search other boards (every board of the puzzle's explanation) with the same code.
      const nestedCalls = () => [explain(multiple, { ladder }), rate(chained)];
      const alone = { step: nextStep(grid, options), nested: nestedCalls() };
      expect(alone.step).toEqual(steps[at]);
      // Workspace's chainer and scratch note what each phase was handed: the outer call's, and the
      // nested calls' while they run.
      const chainer = Workspace.prototype.chainer;
      const scratch = Workspace.prototype.scratch;
      let phase: 'outer' | 'nested' = 'outer';
      const handed = { outer: new Set<unknown>(), nested: new Set<unknown>() };
      const spies = [
        vi.spyOn(Workspace.prototype, 'chainer').mockImplementation(function (this: Workspace, config) {
          const found = chainer.call(this, config);
          handed[phase].add(this).add(found);
          return found;
        }),
        vi.spyOn(Workspace.prototype, 'scratch').mockImplementation(function (this: Workspace, make) {
          const found = scratch.call(this, make);
          handed[phase].add(this).add(found);
          return found;
        }),
      ];
      let nested: unknown[] | undefined;
      // A signal that never fires, read at every budget check: the nested calls begin at the first
      // check made inside the file's search.
      const signal = {
        get aborted() {
          if (nested === undefined && new Error().stack?.includes(file)) {
            phase = 'nested';
            nested = nestedCalls();
            phase = 'outer';
          }
          return false;
        },
      } as AbortSignal;
      let outer: ReturnType<typeof nextStep>;
      try {
        outer = nextStep(grid, { ...options, signal });
      } finally {
        for (const spy of spies) spy.mockRestore();
      }
      expect(nested, `nested calls begun inside ${file}'s search`).toEqual(alone.nested);
      expect(outer).toEqual(alone.step);
      // Each phase was handed its own workspace and what it holds; nothing went to both.
      expect(handed.outer.size).toBeGreaterThan(1);
      expect(handed.nested.size).toBeGreaterThan(1);
      expect([...handed.nested].filter((thing) => handed.outer.has(thing))).toEqual([]);
    },
  );
});
