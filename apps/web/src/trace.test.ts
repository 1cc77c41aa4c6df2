import { parseGrid, type SolveEvent } from '@sudoku-lab/core';
import { describe, expect, it } from 'vitest';
import { testSolver } from './test-solver.js';
import { decodeEvent, encodeEvent, TraceRecorder } from './trace.js';

describe('encodeEvent / decodeEvent', () => {
  const events: SolveEvent[] = [
    { type: 'place', cell: 0, digit: 1, reason: 'single' },
    { type: 'place', cell: 80, digit: 9, reason: 'hidden' },
    { type: 'place', cell: 255, digit: 16, reason: 'guess' },
    { type: 'place', cell: 40, digit: 5, reason: 'try' },
    { type: 'eliminate', cell: 17, digit: 3 },
    { type: 'eliminate', cell: 255, digit: 16 },
    { type: 'guess', cell: 12 },
    { type: 'backtrack' },
    { type: 'contradiction', cell: 79 },
    { type: 'solution' },
  ];
  it.each(events)('round-trips %o', (event) => {
    expect(decodeEvent(encodeEvent(event))).toEqual(event);
  });

  it('gives every event its own code', () => {
    expect(new Set(events.map(encodeEvent)).size).toBe(events.length);
  });

  it('refuses a code that is no event', () => {
    expect(() => decodeEvent(7)).toThrow(/not an encoded solve event/);
  });
});

describe('TraceRecorder', () => {
  const puzzle = parseGrid('1...' + '..1.' + '.1..' + '...1');

  it('keeps a whole trace under the cap, in order', () => {
    const seen: SolveEvent[] = [];
    const recorder = new TraceRecorder(10_000);
    testSolver.solve(puzzle, {
      onEvent: (event) => {
        seen.push(event);
        recorder.record(event);
      },
    });
    const trace = recorder.finish();
    expect(trace.total).toBe(seen.length);
    expect([...trace.events].map(decodeEvent)).toEqual(seen);
    expect(trace.eliminations).toBe(0);
  });

  it('keeps the first `cap` events and counts the rest', () => {
    const recorder = new TraceRecorder(3);
    for (let cell = 0; cell < 5000; cell++) recorder.record({ type: 'eliminate', cell: cell % 81, digit: 1 });
    const trace = recorder.finish();
    expect(trace.events.length).toBe(3);
    expect(trace.total).toBe(5000);
    expect(trace.eliminations).toBe(5000);
    expect(decodeEvent(trace.events[2]!)).toEqual({ type: 'eliminate', cell: 2, digit: 1 });
  });
});
