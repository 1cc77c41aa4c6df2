import { type Grid, parseGrid, type SolveEvent } from '@sudoku-lab/core';
import { describe, expect, it } from 'vitest';
import { TracePlayer } from './player.js';
import { testSolver } from './test-solver.js';
import { encodeEvent, TraceRecorder } from './trace.js';

/** LeetCode 37's example and its solution. */
const LEETCODE = '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';
const LEETCODE_SOLUTION = '534678912672195348198342567859761423426853791713924856961537284287419635345286179';

function traced(puzzle: Grid) {
  const recorder = new TraceRecorder(1_000_000);
  const result = testSolver.solve(puzzle, { onEvent: recorder.record });
  return { result, trace: recorder.finish() };
}

function encode(events: SolveEvent[]): Int32Array {
  return Int32Array.from(events.map(encodeEvent));
}

describe('TracePlayer on a real trace', () => {
  const puzzle = parseGrid(LEETCODE);
  const { result, trace } = traced(puzzle);

  it('ends on the solution, with counters that match the solve', () => {
    const player = new TracePlayer(puzzle, trace.events);
    expect(player.step(Number.MAX_SAFE_INTEGER)).toBe(trace.total);
    expect(player.done).toBe(true);
    expect(player.error).toBeNull();
    expect(player.cells.join('')).toBe(LEETCODE_SOLUTION);
    expect(player.counts.solutions).toBe(1);
    expect(player.solutionAt).toBe(trace.total - 1);
    expect(player.counts.placements).toBe(result.stats.placements);
    expect(player.counts.guesses).toBe(result.stats.guesses);
    expect(player.counts.backtracks).toBe(result.stats.backtracks);
    expect(player.depth).toBe(player.counts.guesses - player.counts.backtracks);
  });

  it('steps one event at a time', () => {
    const player = new TracePlayer(puzzle, trace.events);
    expect(player.position).toBe(0);
    expect(player.step()).toBe(1);
    expect(player.position).toBe(1);
    expect(player.lastEvent).not.toBeNull();
    player.step(9);
    expect(player.position).toBe(10);
    expect(player.done).toBe(false);
  });

  it('stops a frame when its time budget is spent, and goes on in the next', () => {
    // Three solutions of the empty board: a trace longer than a frame's first look at the clock.
    const empty = parseGrid('.'.repeat(81));
    const recorder = new TraceRecorder(1_000_000);
    const third = testSolver.solve(empty, { maxSolutions: 3, onEvent: recorder.record });
    const long = recorder.finish();
    const player = new TracePlayer(empty, long.events);
    let clock = 0;
    const now = () => clock++;
    const first = player.advance(Number.MAX_SAFE_INTEGER, 1, now);
    expect(first).toBeGreaterThan(0);
    expect(first).toBeLessThan(long.total);
    while (!player.done) player.advance(Number.MAX_SAFE_INTEGER, 1, now);
    expect(player.counts.solutions).toBe(3);
    expect(third.status).toBe('multiple');
  });

  it('tells the givens from the digits the strategy placed', () => {
    const player = new TracePlayer(puzzle, trace.events);
    player.step(Number.MAX_SAFE_INTEGER);
    player.origins.forEach((origin, cell) => {
      if (puzzle.cells[cell] !== 0) expect(origin).toBe('given');
      else expect(['placed', 'guessed']).toContain(origin);
    });
  });
});

describe('TracePlayer marks', () => {
  // 4x4: row 1 is 1 2 3 4; the rest is empty.
  const puzzle = parseGrid('1234............');

  it('marks a guess, restores the board at a backtrack and marks what it emptied', () => {
    const player = new TracePlayer(
      puzzle,
      encode([
        { type: 'guess', cell: 4 },
        { type: 'place', cell: 4, digit: 3, reason: 'guess' },
        { type: 'place', cell: 5, digit: 4, reason: 'single' },
        { type: 'contradiction', cell: 6 },
        { type: 'backtrack' },
        { type: 'place', cell: 4, digit: 4, reason: 'single' },
      ]),
    );
    player.step(1);
    expect(player.isOpenGuess(4)).toBe(true);
    expect(player.depth).toBe(1);
    player.step(2);
    expect(player.origins[4]).toBe('guessed');
    expect(player.origins[5]).toBe('placed');
    expect(player.lastCell).toBe(5);
    player.step(1);
    expect(player.contradiction).toBe(6);
    player.step(1);
    expect(player.cells.slice(4, 8)).toEqual([0, 0, 0, 0]);
    expect(player.origins[4]).toBe('empty');
    expect([...player.undone].sort()).toEqual([4, 5]);
    expect(player.contradiction).toBe(-1);
    expect(player.isOpenGuess(4)).toBe(false);
    expect(player.depth).toBe(0);
    player.step(1);
    expect(player.undone.has(4)).toBe(false);
    expect(player.undone.has(5)).toBe(true);
    expect(player.origins[4]).toBe('placed');
    expect(player.counts).toEqual({
      placements: 3,
      guesses: 1,
      backtracks: 1,
      eliminations: 0,
      contradictions: 1,
      solutions: 0,
    });
    expect(player.done).toBe(true);
  });

  it('keeps the candidates the eliminations leave', () => {
    const player = new TracePlayer(
      puzzle,
      encode([
        { type: 'eliminate', cell: 4, digit: 1 },
        { type: 'eliminate', cell: 4, digit: 2 },
      ]),
    );
    expect(player.candidates[4]).toBe(0b1111);
    player.step(2);
    expect(player.candidates[4]).toBe(0b1100);
    expect(player.counts.eliminations).toBe(2);
  });

  it('stops with an error at an event that does not replay, instead of throwing', () => {
    const player = new TracePlayer(
      puzzle,
      encode([
        { type: 'place', cell: 4, digit: 3, reason: 'single' },
        { type: 'place', cell: 0, digit: 2, reason: 'single' },
        { type: 'place', cell: 5, digit: 4, reason: 'single' },
      ]),
    );
    expect(player.step(10)).toBe(1);
    expect(player.done).toBe(true);
    expect(player.position).toBe(1);
    expect(player.error).toMatch(/event 1: place 2 at row 1, column 1, which holds 1/);
  });
});
