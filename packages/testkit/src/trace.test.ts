import { parseGrid, replayTrace } from '@sudoku-lab/core';
import { describe, expect, it } from 'vitest';
import { namedPuzzle } from './named.js';
import { referenceSolver } from './reference.js';
import { countEvents, guessBoards, replaySolve, replaySteps, traceSolve } from './trace.js';

const EVEREST = parseGrid(namedPuzzle('everest').text);

describe('traceSolve', () => {
  it('gives the result and every event the solve emitted', () => {
    const events: unknown[] = [];
    const direct = referenceSolver.solve(EVEREST, { onEvent: (event) => events.push(event) });
    const traced = traceSolve(referenceSolver, EVEREST);
    expect(traced.result).toEqual(direct);
    expect(traced.events).toEqual(events);
  });

  it('passes the options on', () => {
    const open = parseGrid(`1${'.'.repeat(80)}`);
    expect(traceSolve(referenceSolver, open, { maxSolutions: 2 }).result.status).toBe('multiple');
    expect(traceSolve(referenceSolver, EVEREST, { maxPlacements: 5 }).result.status).toBe('aborted');
  });
});

describe('replaySolve', () => {
  it("gives traceSolve's result and events, and core's replay of them", () => {
    const { result, events, replay } = replaySolve(referenceSolver, EVEREST);
    expect({ result, events }).toEqual(traceSolve(referenceSolver, EVEREST));
    expect(replay).toEqual(replayTrace(EVEREST, events));
    expect(replay.final).toEqual(result.solution);
  });

  it('passes the options on', () => {
    const open = parseGrid(`1${'.'.repeat(80)}`);
    const { result, replay } = replaySolve(referenceSolver, open, { maxSolutions: 2 });
    expect(result.status).toBe('multiple');
    expect(replay.solutions).toHaveLength(2);
  });
});

describe('countEvents', () => {
  it.each([
    ['place', 3],
    ['guess', 1],
    ['backtrack', 1],
    ['solution', 0],
  ] as const)("counts the '%s' events", (type, count) => {
    const events = [
      { type: 'guess', cell: 0 },
      { type: 'place', cell: 0, digit: 1, reason: 'guess' },
      { type: 'backtrack' },
      { type: 'place', cell: 0, digit: 2, reason: 'single' },
      { type: 'place', cell: 1, digit: 3, reason: 'hidden' },
    ] as const;
    expect(countEvents(events, type)).toBe(count);
  });
});

describe('replaySteps', () => {
  const { events } = traceSolve(referenceSolver, EVEREST);

  it('gives every event in order, each with the board just before it', () => {
    const boards: number[][] = [];
    const seen = [];
    for (const { event, at, cells } of replaySteps(EVEREST, events)) {
      seen.push(event);
      expect(at).toBe(seen.length - 1);
      boards.push([...cells]);
    }
    expect(seen).toEqual(events);
    expect(boards[0]).toEqual(EVEREST.cells);
    // The board moves only where a place fills its cell, or a backtrack returns to a saved board.
    events.slice(0, -1).forEach((event, at) => {
      const [before, after] = [boards[at]!, boards[at + 1]!];
      if (event.type === 'place') {
        expect(before[event.cell]).toBe(0);
        expect(after[event.cell]).toBe(event.digit);
        expect(after.filter((digit, cell) => digit !== before[cell])).toHaveLength(1);
      } else if (event.type !== 'backtrack') {
        expect(after).toEqual(before);
      }
    });
  });

  it("gives the replay's candidates: a place's digit is among its cell's", () => {
    let places = 0;
    for (const { event, candidates } of replaySteps(EVEREST, events)) {
      if (event.type !== 'place') continue;
      expect(candidates[event.cell]! & (1 << (event.digit - 1))).not.toBe(0);
      places++;
    }
    expect(places).toBeGreaterThan(0);
  });

  it('throws where the trace does not replay, as core does', () => {
    const bad = [{ type: 'place', cell: 1, digit: 1, reason: 'try' } as const];
    const full = traceSolve(referenceSolver, EVEREST).result.solution!;
    expect(() => [...replaySteps(full, bad)]).toThrow();
  });
});

describe('guessBoards', () => {
  it('gives each guess of the solve, in order, with copies of the board the replay stood on', () => {
    const { result, events } = traceSolve(referenceSolver, EVEREST);
    const { result: again, guesses } = guessBoards(referenceSolver, EVEREST);
    expect(again).toEqual(result);
    const expected = [];
    for (const { event, cells, candidates } of replaySteps(EVEREST, events))
      if (event.type === 'guess')
        expected.push({ cell: event.cell, cells: [...cells], candidates: [...candidates] });
    expect(expected.length).toBeGreaterThan(1);
    expect(guesses).toEqual(expected);
    // Copies, each its own board: no two guesses of a solve stand on the same one.
    expect(new Set(guesses.map(({ cells }) => cells)).size).toBe(guesses.length);
  });
});
