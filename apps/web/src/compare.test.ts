import { parseGrid } from '@sudoku-lab/core';
import { BATCH, defaultSettings, type Outcome, strategyContenders, toWire } from '@sudoku-lab/harness';
import { contenderOf, outcomeOf } from '@sudoku-lab/harness/testing';
import { describe, expect, it } from 'vitest';
import { type CompareReply, requestsFor, runCompare, summarize } from './compare.js';
import { listedContenders } from './compare-contenders.js';
import { testSolver } from './test-solver.js';

const LEETCODE = parseGrid(
  '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79',
);
const settings = { ...defaultSettings, warmupMs: 0 };
const contender = (solver = testSolver) => contenderOf(solver, { kind: 'strategy' });

describe('requestsFor', () => {
  it('cuts the set into batches the size the command line uses, strategy by strategy', () => {
    const puzzles = Array.from({ length: BATCH + 3 }, () => toWire(LEETCODE));
    const requests = requestsFor(7, puzzles, ['a', 'b'], settings);
    expect(requests.map((r) => [r.batch.strategy, r.first, r.batch.puzzles.length])).toEqual([
      ['a', 0, BATCH],
      ['a', BATCH, 3],
      ['b', 0, BATCH],
      ['b', BATCH, 3],
    ]);
    expect(requests[0]).toMatchObject({ kind: 'run', runId: 7, batch: { ...settings, strategy: 'a' } });
  });
  it("names every strategy of the run as each batch's companions, so a thread warms them all up first", () => {
    const requests = requestsFor(1, [toWire(LEETCODE)], ['a', 'b', 'c'], settings);
    for (const request of requests) expect(request.batch.companions).toEqual(['a', 'b', 'c']);
  });
});

describe('runCompare', () => {
  it('answers a batch with the outcomes the harness judged', () => {
    const replies: CompareReply[] = [];
    const puzzles = [LEETCODE, parseGrid(`77${'.'.repeat(79)}`)].map(toWire);
    const [request] = requestsFor(3, puzzles, [testSolver.id], settings);
    runCompare(request!, [contender()], (reply) => replies.push(reply));
    expect(replies).toEqual([
      {
        kind: 'outcomes',
        runId: 3,
        strategyId: testSolver.id,
        first: 0,
        outcomes: [
          expect.objectContaining({ status: 'solved', verified: true }),
          expect.objectContaining({ status: 'invalid', verified: true }),
        ],
        tickMs: expect.any(Number),
      },
    ]);
  });

  it("times a fast solve above zero on a page's coarse clock (100 µs steps), and says the clock's step", () => {
    const replies: CompareReply[] = [];
    const coarse = () => Math.floor(performance.now() / 0.1) * 0.1;
    const [request] = requestsFor(4, [toWire(LEETCODE)], [testSolver.id], settings);
    runCompare(request!, [contender()], (reply) => replies.push(reply), coarse);
    const [reply] = replies;
    if (reply?.kind !== 'outcomes') throw new Error(`no outcomes: ${JSON.stringify(reply)}`);
    expect(reply.tickMs).toBeCloseTo(0.1, 6);
    const [outcome] = reply.outcomes;
    expect(outcome).toMatchObject({ status: 'solved', verified: true });
    expect(outcome!.timeMs).toBeGreaterThan(0);
    expect(outcome!.timeMs).toBeLessThan(Number.POSITIVE_INFINITY);
  });

  it('fails in words for a strategy it does not know', () => {
    const replies: CompareReply[] = [];
    const [request] = requestsFor(1, [toWire(LEETCODE)], ['nobody'], settings);
    runCompare(request!, [contender()], (reply) => replies.push(reply));
    expect(replies).toEqual([
      {
        kind: 'failed',
        runId: 1,
        strategyId: 'nobody',
        message: "nobody failed: no strategy 'nobody' is loaded in this worker",
      },
    ]);
  });
});

describe('summarize', () => {
  const quitter = contender({ ...testSolver, id: 'quitter', name: 'Quitter' });
  const answer = (status: Outcome['status'], extra: Partial<Outcome> = {}) =>
    outcomeOf(status, { stats: { placements: 1, guesses: 0, backtracks: 0 }, ...extra });

  it('cross-checks a puzzle once every strategy has answered, as the command line does', () => {
    const solution = testSolver.solve(LEETCODE).solution!.cells.join('');
    const { rows, outcomes } = summarize(
      [contender(), quitter],
      [toWire(LEETCODE)],
      [[answer('solved', { solution }), answer('unsolvable')]],
      1,
    );
    expect(outcomes[0]![1]).toMatchObject({
      status: 'wrong',
      message: expect.stringMatching(/^answered unsolvable/),
    });
    expect(rows.map((row) => [row.strategy, row.solved, row.unsolvable, row.wrong])).toEqual([
      [testSolver.id, 1, 0, 0],
      ['quitter', 0, 0, 1],
    ]);
  });

  it('counts the answers of a puzzle still being solved as they stand', () => {
    const { rows } = summarize(
      [contender(), quitter],
      [toWire(LEETCODE)],
      [[undefined, answer('unsolvable')]],
      1,
    );
    expect(rows.map((row) => [row.puzzles, row.unsolvable])).toEqual([
      [0, 0],
      [1, 1],
    ]);
  });

  it('gives the verdict the command line prints: paired per-puzzle times, the fastest first', () => {
    const solution = testSolver.solve(LEETCODE).solution!.cells.join('');
    const solved = (timeMs: number) => answer('solved', { solution, timeMs });
    const { relative } = summarize(
      [contender(), quitter],
      [toWire(LEETCODE), toWire(LEETCODE)],
      [
        [solved(4), solved(1)],
        [solved(8), solved(2)],
      ],
      1,
    );
    expect(relative).toMatchObject({ baseline: 'quitter', order: ['quitter', testSolver.id], puzzles: 2 });
    expect(relative!.others[0]!.ratio).toBeCloseTo(0.25, 10);
  });
});

describe('listedContenders', () => {
  const solution = testSolver.solve(LEETCODE).solution!.cells.join('');

  it("are the harness's strategy contenders, known by the page's strategy list", () => {
    const known = (c: (typeof listedContenders)[number]) => [
      c.solver.id,
      c.solver.name,
      c.kind,
      c.countsSolutions,
    ];
    expect(listedContenders.map(known)).toEqual(strategyContenders.map(known));
  });

  it("summarize and cross-check as the strategies' own contenders do, without their code", () => {
    expect(listedContenders.some((c) => 'solve' in c.solver)).toBe(false);
    // Two different solutions found: every answer of 'solved' (unique) is wrong, as each counts solutions.
    const other = `${solution.slice(0, 80)}${solution[80] === '1' ? '2' : '1'}`;
    const answers = [
      strategyContenders.map((_, k) =>
        outcomeOf(k === 0 ? 'multiple' : 'solved', { solution: k === 1 ? other : solution, timeMs: k + 1 }),
      ),
    ];
    const run = (contenders: typeof listedContenders | typeof strategyContenders) =>
      summarize(contenders, [toWire(LEETCODE)], answers, 2);
    const listed = run(listedContenders);
    expect(listed).toEqual(run(strategyContenders));
    expect(listed.rows.map((row) => [row.multiple, row.wrong])).toEqual(
      strategyContenders.map((_, k) => (k === 0 ? [1, 0] : [0, 1])),
    );
  });
});
