import { parseGrid, verifySolution } from '@sudoku-lab/core';
import { describe, expect, it } from 'vitest';
import { runSolve, type SolveReply, type SolveRequest } from './solve.js';
import { testSolver } from './test-solver.js';
import { decodeEvent } from './trace.js';

const LEETCODE = '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';

function request(puzzle: string, change: Partial<SolveRequest> = {}): SolveRequest {
  const grid = parseGrid(puzzle);
  return {
    runId: 7,
    strategyId: testSolver.id,
    shape: grid.shape.name,
    cells: [...grid.cells],
    traceCap: 1_000_000,
    deadlineMs: 10_000,
    ...change,
  };
}

function run(req: SolveRequest): { replies: SolveReply[]; transfers: (Transferable[] | undefined)[] } {
  const replies: SolveReply[] = [];
  const transfers: (Transferable[] | undefined)[] = [];
  runSolve(req, [testSolver], (reply, transfer) => {
    replies.push(reply);
    transfers.push(transfer);
  });
  return { replies, transfers };
}

describe('runSolve', () => {
  it('answers with the traced solve, then proves the solution unique', () => {
    const { replies, transfers } = run(request(LEETCODE));
    expect(replies.map((reply) => reply.kind)).toEqual(['traced', 'uniqueness']);
    const [traced, unique] = replies;
    if (traced?.kind !== 'traced' || unique?.kind !== 'uniqueness') throw new Error('unexpected replies');
    expect(traced.runId).toBe(7);
    expect(traced.result.status).toBe('solved');
    expect(verifySolution(parseGrid(LEETCODE), traced.result.solution).ok).toBe(true);
    expect(traced.trace.total).toBe(traced.trace.events.length);
    expect(decodeEvent(traced.trace.events.at(-1)!)).toEqual({ type: 'solution' });
    expect(transfers[0]).toEqual([traced.trace.events.buffer]);
    expect(unique.result.status).toBe('solved');
    expect(unique.result.solutionCount).toBe(1);
  });

  it('says when a puzzle has more than one solution', () => {
    const { replies } = run(request('.'.repeat(16)));
    expect(replies.at(-1)).toMatchObject({
      kind: 'uniqueness',
      result: { status: 'multiple', solutionCount: 2 },
    });
  });

  it('cuts the trace at the cap but still returns the answer', () => {
    const { replies } = run(request(LEETCODE, { traceCap: 10 }));
    const traced = replies[0];
    if (traced?.kind !== 'traced') throw new Error('no traced reply');
    expect(traced.trace.events.length).toBe(10);
    expect(traced.trace.total).toBeGreaterThan(10);
    expect(traced.result.status).toBe('solved');
  });

  it('stops at the deadline', () => {
    const { replies } = run(request('.'.repeat(81), { deadlineMs: -1 }));
    expect(replies).toHaveLength(1);
    expect(replies[0]).toMatchObject({ kind: 'traced', result: { status: 'aborted' } });
  });

  it('reports conflicting givens without a second solve', () => {
    const { replies } = run(request(`77${'.'.repeat(79)}`));
    expect(replies).toHaveLength(1);
    expect(replies[0]).toMatchObject({
      kind: 'traced',
      result: { status: 'invalid', message: expect.stringMatching(/two 7s in row 1/) },
    });
  });

  it.each<[Partial<SolveRequest>, RegExp]>([
    [{ strategyId: 'nobody' }, /no strategy is called 'nobody'/],
    [{ shape: '5x5' as never }, /unknown shape '5x5'/],
    [{ cells: [1, 2, 3] }, /a 9x9 grid has 81 cells, this one has 3/],
  ])('fails in words on a bad request %o', (change, message) => {
    const { replies } = run(request(LEETCODE, change));
    expect(replies).toEqual([
      {
        kind: 'failed',
        runId: 7,
        strategyId: change.strategyId ?? testSolver.id,
        message: expect.stringMatching(message),
      },
    ]);
  });
});
