import { describe, expect, it } from 'vitest';
import { digitBit } from './digits.js';
import { parseGrid } from './parse.js';
import { replayTrace, TraceError, TraceReplayer } from './replay.js';
import type { SolveEvent } from './solver.js';

// 4x4: the solution is 1234 / 3412 / 2143 / 4321.
const PUZZLE = parseGrid('1.3.3.1..1.343.1');

describe('replayTrace', () => {
  it('fills cells, saves at a guess and restores at a backtrack', () => {
    const events: SolveEvent[] = [
      { type: 'guess', cell: 1 },
      { type: 'place', cell: 1, digit: 4, reason: 'guess' },
      { type: 'contradiction', cell: 3 },
      { type: 'backtrack' },
      { type: 'guess', cell: 1 },
      { type: 'place', cell: 1, digit: 2, reason: 'guess' },
      { type: 'place', cell: 3, digit: 4, reason: 'single' },
      { type: 'place', cell: 5, digit: 4, reason: 'single' },
      { type: 'place', cell: 7, digit: 2, reason: 'hidden' },
      { type: 'place', cell: 8, digit: 2, reason: 'single' },
      { type: 'place', cell: 10, digit: 4, reason: 'single' },
      { type: 'place', cell: 14, digit: 2, reason: 'single' },
      { type: 'solution' },
    ];
    const replay = replayTrace(PUZZLE, events);
    expect(replay.final.cells).toEqual([1, 2, 3, 4, 3, 4, 1, 2, 2, 1, 4, 3, 4, 3, 2, 1]);
    expect(replay.solutions).toHaveLength(1);
    expect(replay.depth).toBe(1);
  });

  it("undoes a failed single with its guess's backtrack, which restores everything written since", () => {
    const replayer = new TraceReplayer(PUZZLE);
    for (const event of [
      { type: 'guess', cell: 1 },
      { type: 'place', cell: 1, digit: 4, reason: 'guess' },
      { type: 'place', cell: 3, digit: 2, reason: 'single' },
      { type: 'contradiction', cell: 5 },
      { type: 'backtrack' },
    ] as const) {
      replayer.apply(event);
    }
    expect([replayer.state.cells[1], replayer.state.cells[3], replayer.depth]).toEqual([0, 0, 0]);
  });

  it('needs a guess before every try at a choice, not only the first', () => {
    const tries = (guessEveryTry: boolean): SolveEvent[] => [
      { type: 'guess', cell: 1 },
      { type: 'place', cell: 1, digit: 4, reason: 'guess' },
      { type: 'contradiction', cell: 3 },
      { type: 'backtrack' },
      ...(guessEveryTry ? [{ type: 'guess', cell: 1 } as const] : []),
      { type: 'place', cell: 1, digit: 2, reason: 'guess' },
      { type: 'place', cell: 3, digit: 1, reason: 'single' },
      { type: 'contradiction', cell: 5 },
      { type: 'backtrack' },
    ];
    expect(replayTrace(PUZZLE, tries(true)).depth).toBe(0);
    expect(() => replayTrace(PUZZLE, tries(false))).toThrow(/event 7: backtrack with no guess to return to/);
  });

  it('keeps candidates through eliminations and restores them on backtrack', () => {
    const replayer = new TraceReplayer(PUZZLE);
    const all = 0b1111;
    expect(replayer.state.candidates[1]).toBe(all);
    expect(replayer.state.candidates[0]).toBe(digitBit(1));
    replayer.apply({ type: 'eliminate', cell: 1, digit: 1 });
    replayer.apply({ type: 'guess', cell: 1 });
    replayer.apply({ type: 'eliminate', cell: 1, digit: 3 });
    expect(replayer.state.candidates[1]).toBe(all & ~digitBit(1) & ~digitBit(3));
    replayer.apply({ type: 'backtrack' });
    expect(replayer.state.candidates[1]).toBe(all & ~digitBit(1));
  });

  it.each([
    [
      'a place on a given',
      [{ type: 'place', cell: 0, digit: 2, reason: 'try' }],
      /event 0: place 2 at row 1, column 1, which holds 1/,
    ],
    [
      'a cell off the board',
      [{ type: 'eliminate', cell: 16, digit: 1 }],
      /cell 16, which is not on a 4x4 board/,
    ],
    ['a digit out of range', [{ type: 'place', cell: 1, digit: 5, reason: 'try' }], /place of 5/],
    ['a backtrack with nothing saved', [{ type: 'backtrack' }], /backtrack with no guess/],
    ['a solution on an unfinished board', [{ type: 'solution' }], /not a solution: row 1, column 2 is empty/],
    ['an unknown event', [{ type: 'teleport' }], /unknown event/],
  ] as [string, SolveEvent[], RegExp][])('rejects %s', (_, events, message) => {
    expect(() => replayTrace(PUZZLE, events)).toThrow(TraceError);
    expect(() => replayTrace(PUZZLE, events)).toThrow(message);
  });
});
