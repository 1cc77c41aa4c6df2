import { afterEach, describe, expect, it, vi } from 'vitest';
import { emptyGrid, type Grid } from './grid.js';
import { parseGrid } from './parse.js';
import { replayTrace } from './replay.js';
import { defineSolver, type SearchContext } from './search.js';
import { shapes } from './shape.js';
import type { SolveEvent, SolveOptions, SolveResult } from './solver.js';
import { backtrack, testSolver } from './solvers.fixture.js';
import { verifySolution } from './verify.js';

/**
 * performance.now() on a clock the test moves: every read is `stepMs` after the one before, so a
 * deadline passes after a number of looks at the clock, however busy the machine is.
 */
function tickingClock(stepMs: number): void {
  let now = 0;
  vi.spyOn(performance, 'now').mockImplementation(() => (now += stepMs));
}

afterEach(() => {
  vi.restoreAllMocks();
});

const DEFINITION = {
  id: 'plain',
  name: 'Plain backtracking',
  description: 'for tests',
  shapes: [shapes['4x4'], shapes['9x9']],
  counters: ['visits'] as const,
  search: backtrack,
};
const plain = defineSolver(DEFINITION);

const LEETCODE = parseGrid(
  '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79',
);
// Slow for row-major search: the first row is empty and its digits come out 9..1 (see the testkit).
const SLOW = parseGrid('..............3.85..1.2.......5.7.....4...1...9.......5......73..2.1........4...9');

describe('defineSolver', () => {
  it('solves and shapes the result the same for every strategy', () => {
    const result = plain.solve(LEETCODE);
    expect(result.status).toBe('solved');
    expect(result.solutionCount).toBe(1);
    expect(verifySolution(LEETCODE, result.solution)).toEqual({ ok: true });
    expect(result.conflicts).toEqual([]);
    expect(result.stats).toMatchObject({ guesses: 0, visits: result.stats.placements + 1 });
    expect(result.stats.placements).toBeGreaterThan(0);
    expect(result.message).toBeUndefined();
  });

  it('tells unique from multiple with maxSolutions 2', () => {
    expect(plain.solve(LEETCODE, { maxSolutions: 2 })).toMatchObject({ status: 'solved', solutionCount: 1 });
    const empty = plain.solve(emptyGrid(shapes['4x4']), { maxSolutions: 2 });
    expect(empty).toMatchObject({ status: 'multiple', solutionCount: 2 });
    expect(verifySolution(emptyGrid(shapes['4x4']), empty.solution)).toEqual({ ok: true });
  });

  it('reports unsolvable when the search finds nothing', () => {
    // Row 1 leaves column 4 only a 4, which column 4 already has.
    const dead = parseGrid('123.............' + '', { shape: '4x4' });
    const puzzle = parseGrid([...dead.cells.slice(0, 15), 4]);
    expect(plain.solve(puzzle).status).toBe('unsolvable');
  });

  it.each([
    ['conflicting givens', parseGrid(`1..1${'.'.repeat(77)}`), /conflicting givens: two 1s in row 1/],
    [
      'an unsupported shape',
      emptyGrid(shapes['6x6']),
      /plain does not solve 6x6 puzzles \(it solves 4x4, 9x9\)/,
    ],
    [
      'a malformed grid',
      { shape: shapes['9x9'], cells: [1, 2, 3] } as unknown as Grid,
      /has 81 cells, this one has 3/,
    ],
    [
      'a digit out of range',
      { shape: shapes['4x4'], cells: [5, ...new Array(15).fill(0)] } as Grid,
      /5 is not a digit/,
    ],
  ])('refuses %s as invalid, without searching', (_, puzzle, message) => {
    const result = plain.solve(puzzle);
    expect(result.status).toBe('invalid');
    expect(result.message).toMatch(message);
    expect(result.stats).toEqual({ placements: 0, guesses: 0, backtracks: 0, visits: 0 });
  });

  it('returns the conflicts for conflicting givens', () => {
    const result = plain.solve(parseGrid(`1..1${'.'.repeat(77)}`));
    expect(result.conflicts.map((c) => c.cells)).toEqual([[0, 3]]);
  });

  it("takes the shapes a strategy declares as copies (not core's objects) as the shapes they name", () => {
    const copied = defineSolver({ ...DEFINITION, shapes: [{ ...shapes['9x9'] }] });
    expect(copied.solve(LEETCODE).status).toBe('solved');
    expect(copied.solve(emptyGrid(shapes['4x4'])).message).toMatch(
      /does not solve 4x4 puzzles \(it solves 9x9\)/,
    );
  });

  it('accepts a Grid whose shape crossed a worker boundary (a copy, not the same object)', () => {
    const copy = structuredClone({ shape: LEETCODE.shape, cells: [...LEETCODE.cells] });
    expect(plain.solve(copy).status).toBe('solved');
  });

  describe('budgets', () => {
    it('stops at maxPlacements, never placing more', () => {
      const result = plain.solve(SLOW, { maxPlacements: 5000 });
      expect(result.status).toBe('aborted');
      expect(result.stats.placements).toBe(5000);
      expect(result.message).toMatch(/placement budget \(5000\)/);
    });

    it('stops at a deadline already past before any work', () => {
      const result = plain.solve(LEETCODE, { deadline: performance.now() - 1 });
      expect(result.status).toBe('aborted');
      expect(result.stats.placements).toBe(0);
      expect(result.message).toMatch(/deadline/);
    });

    it('stops at the first look at the clock after a deadline passes mid-search', () => {
      // The clock reads 1, 2, 3, ...: the 20th look is the first to find the deadline passed.
      let looks = 0;
      vi.spyOn(performance, 'now').mockImplementation(() => ++looks);
      const result = plain.solve(SLOW, { deadline: 20 });
      expect(result.status).toBe('aborted');
      expect(result.message).toMatch(/deadline passed after \d+ placements/);
      expect(result.stats.placements).toBeGreaterThan(0);
      expect(looks).toBe(20);
    });

    it('stops when the signal is aborted, even from inside the trace', () => {
      const controller = new AbortController();
      let events = 0;
      const result = plain.solve(SLOW, {
        signal: controller.signal,
        onEvent: () => {
          if (++events === 100) controller.abort();
        },
      });
      expect(result.status).toBe('aborted');
      expect(result.message).toMatch(/cancelled/);
      expect(result.stats.placements).toBeLessThan(2 * 1024);
    });

    describe('countPlacements: a batch counted as that many single calls', () => {
      const solution = plain.solve(LEETCODE).solution!.cells;
      // Writes its digits in steps of `steps` placements (counted in one call or one by one), tracing a
      // 'place' per digit after its step is counted, then reports LEETCODE's solution.
      const stepper = (steps: readonly number[], batched: boolean) =>
        testSolver(batched ? 'batched' : 'single', (context) => {
          let cell = 0;
          for (const step of steps) {
            if (batched) context.countPlacements(step);
            else for (let i = 0; i < step; i++) context.countPlacement();
            for (let i = 0; i < step; i++)
              context.trace?.({ type: 'place', cell: cell++ % 81, digit: 1, reason: 'single' });
          }
          context.foundSolution(solution);
        });
      const steps = [3, 0, 1, 1000, 20, 1, 1, 2048, 7, 500];
      const total = steps.reduce((sum, step) => sum + step, 0);

      it.each([0, 1, 2, 3, 4, 1004, 1023, 1024, 1025, 1026, 3000, 3072, total - 1, total, total + 1])(
        'with maxPlacements %d: the same status, count and message, never over the budget',
        (maxPlacements) => {
          const batched = stepper(steps, true).solve(LEETCODE, { maxPlacements });
          const single = stepper(steps, false).solve(LEETCODE, { maxPlacements });
          expect(batched.status).toBe(maxPlacements >= total ? 'solved' : 'aborted');
          expect(batched.status).toBe(single.status);
          expect(batched.stats.placements).toBe(single.stats.placements);
          expect(batched.stats.placements).toBe(Math.min(maxPlacements, total));
          expect(batched.message).toBe(single.message);
        },
      );

      it('looks at the deadline and the signal as the single calls do', () => {
        const past = { deadline: performance.now() - 1 };
        const batched = stepper(steps, true).solve(LEETCODE, past);
        expect(batched.status).toBe('aborted');
        expect(batched.message).toMatch(/deadline passed after 0 placements/);
        expect(batched.stats.placements).toBe(0);
        const controller = new AbortController();
        controller.abort();
        const cancelled = stepper(steps, true).solve(LEETCODE, { signal: controller.signal });
        expect(cancelled.message).toMatch(/cancelled/);
        expect(cancelled.stats.placements).toBe(0);
      });

      it('counts nothing for 0, even with no budget left', () => {
        const result = stepper([0, 0], true).solve(LEETCODE, { maxPlacements: 0 });
        expect(result.status).toBe('solved');
        expect(result.stats.placements).toBe(0);
      });

      it('with a trace, the events of every step the budget allowed are seen', () => {
        const events: SolveEvent[] = [];
        const result = stepper(steps, true).solve(LEETCODE, {
          maxPlacements: 1030,
          onEvent: (event) => events.push(event),
        });
        expect(result.status).toBe('aborted');
        expect(result.stats.placements).toBe(1030);
        // Steps 3, 0, 1, 1000, 20 fit (1024); the next step of 1 too (1025), and 1 more (1026); 2048 does not.
        expect(events.filter((event) => event.type === 'place')).toHaveLength(1026);
      });
    });

    describe('checkBudgets: between two placements, for a search that works long without placing', () => {
      // A search that thinks for `thinkMs` before each placement, calling checkBudgets as it thinks.
      const thinking = (thinkMs: number) =>
        testSolver('thinker', (context) => {
          for (;;) {
            const until = performance.now() + thinkMs;
            while (performance.now() < until) context.checkBudgets();
            context.countPlacement();
          }
        });

      it.each([
        ['a deadline', () => ({ deadline: performance.now() + 5 }), /deadline passed after 0 placements/],
        [
          'a signal aborted meanwhile',
          () => {
            // A synchronous search gives no timer a chance to fire: the signal turns by the clock.
            const abortAt = performance.now() + 5;
            return {
              signal: {
                get aborted() {
                  return performance.now() >= abortAt;
                },
              } as AbortSignal,
            };
          },
          /cancelled/,
        ],
      ])('stops at %s without waiting for the next placement', (_, options, message) => {
        // Without checkBudgets the first placement, 200 ms on, would be the one to stop it.
        tickingClock(1);
        const result = thinking(200).solve(LEETCODE, options());
        expect(result.status).toBe('aborted');
        expect(result.message).toMatch(message);
        expect(result.stats.placements).toBe(0);
      });

      it('does nothing without budgets, and counts no placement', () => {
        let checks = 0;
        const checker = testSolver('checker', (context) => {
          for (; checks < 1000; checks++) context.checkBudgets();
          backtrack(context as unknown as SearchContext<'visits'>);
        });
        const result = checker.solve(LEETCODE);
        expect(checks).toBe(1000);
        expect(result.status).toBe('solved');
        expect(result.stats.placements).toBe(plain.solve(LEETCODE).stats.placements);
      });
    });
  });

  describe('counters', () => {
    it('hands the counters over when a budget stops the search mid-way', () => {
      const result = plain.solve(SLOW, { maxPlacements: 5000 });
      expect(result.status).toBe('aborted');
      // One visit to start, one after each of the 5000 placements; the 5001st was refused.
      expect(result.stats.visits).toBe(5001);
      expect(result.stats.backtracks).toBeGreaterThan(0);
      expect(result.stats.backtracks).toBeLessThan(5000);
    });

    it('hands the counters over when a deadline stops the search', () => {
      tickingClock(0.01);
      const result = plain.solve(SLOW, { deadline: performance.now() + 5 });
      expect(result.status).toBe('aborted');
      expect(result.stats.visits).toBe(result.stats.placements + 1);
    });

    it('starts every solve at 0, also one begun inside another', () => {
      const alone = plain.solve(LEETCODE).stats;
      let within: unknown;
      const outer = plain.solve(LEETCODE, {
        onEvent: (event) => {
          if (event.type === 'backtrack' && within === undefined) within = plain.solve(LEETCODE).stats;
        },
      });
      expect(within).toEqual(alone);
      expect(outer.stats).toEqual(alone);
      expect(plain.solve(LEETCODE).stats).toEqual(alone);
    });

    it("lets a search's own error through, rather than reporting it as a result", () => {
      const failing = testSolver(
        'failing',
        () => {
          throw new RangeError('a bug in the search');
        },
        { shapes: [shapes['4x4']] },
      );
      expect(() => failing.solve(emptyGrid(shapes['4x4']))).toThrow('a bug in the search');
    });
  });

  describe('the context a solver keeps between solves', () => {
    it("keeps an outer solve's budgets and options while one begun inside it runs with others", () => {
      const budget = plain.solve(SLOW, { maxPlacements: 3000 });
      let within: SolveResult | undefined;
      const outer = plain.solve(SLOW, {
        maxPlacements: 3000,
        onEvent: (event) => {
          if (event.type === 'backtrack' && within === undefined)
            within = plain.solve(emptyGrid(shapes['4x4']), { maxSolutions: 2 });
        },
      });
      expect(within?.status).toBe('multiple');
      expect(within?.solutionCount).toBe(2);
      expect(outer.status).toBe('aborted');
      expect(outer.stats).toEqual(budget.stats);
    });

    it.each<[string, SolveOptions | undefined]>([
      ['after a search that threw', undefined],
      ['after a refused option', { maxSolutions: 0 }],
      ['after a budget ran out', { maxPlacements: 10 }],
      ['after a trace and a deadline', { onEvent: () => {}, deadline: 20 }],
    ])('starts afresh %s', (_, options) => {
      tickingClock(1);
      let fail = options === undefined;
      const flaky = testSolver(
        'flaky',
        (context: SearchContext<'visits'>) => {
          if (fail) {
            context.counters.visits += 7;
            context.counters.guesses += 3;
            throw new RangeError('a bug in the search');
          }
          backtrack(context);
        },
        { counters: ['visits'] },
      );
      if (options === undefined) expect(() => flaky.solve(LEETCODE)).toThrow('a bug in the search');
      else flaky.solve(SLOW, options);
      fail = false;
      expect(flaky.solve(LEETCODE)).toEqual(plain.solve(LEETCODE));
      // No placement budget is left over: the same as a first solve, placement for placement.
      expect(flaky.solve(SLOW, { maxPlacements: 2000 })).toEqual(plain.solve(SLOW, { maxPlacements: 2000 }));
    });

    it.each<[string, (cells: readonly number[]) => ArrayLike<number>]>([
      ['an array', (cells) => [...cells]],
      ['a frozen array', (cells) => Object.freeze([...cells])],
      ['a typed array', (cells) => Int8Array.from(cells)],
    ])('copies a solution handed over as %s into a frozen Grid', (_, board) => {
      const known = plain.solve(LEETCODE).solution!;
      let handed: ArrayLike<number> | undefined;
      const handOver = testSolver('hand-over', (context) => {
        handed = board(known.cells);
        context.foundSolution(handed);
        // The search goes on with its board: the solution must not change with it.
        if (!Object.isFrozen(handed)) (handed as number[])[0] = 0;
      });
      const { solution } = handOver.solve(LEETCODE);
      expect(solution?.cells).toEqual(known.cells);
      expect([Object.isFrozen(solution), Object.isFrozen(solution?.cells)]).toEqual([true, true]);
    });
  });

  describe('odd option values: refused as invalid, naming the option (one rule for every option)', () => {
    const odd: [string, unknown, RegExp][] = [
      [
        'maxPlacements 100.5',
        { maxPlacements: 100.5 },
        /^maxPlacements must be a whole number >= 0 .*got number 100.5$/,
      ],
      ['maxPlacements NaN', { maxPlacements: Number.NaN }, /^maxPlacements .*got number NaN$/],
      ['maxPlacements -1', { maxPlacements: -1 }, /^maxPlacements .*got number -1$/],
      ['maxPlacements as a string', { maxPlacements: '100' }, /^maxPlacements .*got "100"$/],
      ['maxPlacements -Infinity', { maxPlacements: Number.NEGATIVE_INFINITY }, /^maxPlacements .*-Infinity$/],
      [
        'maxSolutions NaN',
        { maxSolutions: Number.NaN },
        /^maxSolutions must be a whole number >= 1 .*got number NaN$/,
      ],
      ['maxSolutions 0', { maxSolutions: 0 }, /^maxSolutions .*got number 0$/],
      ['maxSolutions 1.5', { maxSolutions: 1.5 }, /^maxSolutions .*got number 1.5$/],
      ['maxSolutions as a string', { maxSolutions: '2' }, /^maxSolutions .*got "2"$/],
      [
        'deadline NaN',
        { deadline: Number.NaN },
        /^deadline must be a performance.now\(\) time.*got number NaN$/,
      ],
      ['deadline as a string', { deadline: '100' }, /^deadline .*got "100"$/],
      ['deadline as a Date', { deadline: new Date() }, /^deadline .*got an object$/],
      [
        'a signal that is no AbortSignal',
        { signal: true },
        /^signal must be an AbortSignal .*got boolean true$/,
      ],
      ['a signal without aborted', { signal: {} }, /^signal .*got an object$/],
      ['onEvent that is no function', { onEvent: 'log' }, /^onEvent must be a function, got "log"$/],
      ['options that are no object', 5, /^options must be an object, got number 5$/],
      ['a control character in the value', { maxPlacements: '\u001b[2J' }, /got "\\u001b\[2J"$/],
    ];
    it.each(odd)('%s', (_, options, message) => {
      const result = plain.solve(LEETCODE, options as SolveOptions);
      expect(result.status).toBe('invalid');
      expect(result.message).toMatch(message);
      // Told apart from conflicting givens: no conflicts, no search.
      expect(result.conflicts).toEqual([]);
      expect(result.solution).toBeNull();
      expect(result.stats).toEqual({ placements: 0, guesses: 0, backtracks: 0, visits: 0 });
    });

    it.each([
      ['null options', null],
      ['undefined options', undefined],
      [
        'null for every option',
        { maxSolutions: null, maxPlacements: null, deadline: null, signal: null, onEvent: null },
      ],
      [
        'undefined for every option',
        { maxSolutions: undefined, maxPlacements: undefined, deadline: undefined },
      ],
    ])('%s behave as no options', (_, options) => {
      const result = plain.solve(LEETCODE, options as SolveOptions);
      expect(result).toEqual(plain.solve(LEETCODE));
      expect(result.status).toBe('solved');
    });

    it('takes Infinity as no limit for maxPlacements, maxSolutions and deadline', () => {
      const result = plain.solve(emptyGrid(shapes['4x4']), {
        maxPlacements: Number.POSITIVE_INFINITY,
        maxSolutions: Number.POSITIVE_INFINITY,
        deadline: Number.POSITIVE_INFINITY,
      });
      expect(result).toMatchObject({ status: 'multiple', solutionCount: 288 });
    });

    it('takes a deadline in the past (negative included) as passed', () => {
      for (const deadline of [-1, Number.NEGATIVE_INFINITY, 0]) {
        expect(plain.solve(LEETCODE, { deadline }).status, `deadline ${deadline}`).toBe('aborted');
      }
    });

    it('takes an AbortSignal-like object', () => {
      expect(plain.solve(LEETCODE, { signal: { aborted: false } as AbortSignal }).status).toBe('solved');
      expect(plain.solve(LEETCODE, { signal: { aborted: true } as AbortSignal }).status).toBe('aborted');
    });
  });

  it('solves an already solved grid within maxPlacements 0: the budget counts placements made', () => {
    const solved = plain.solve(LEETCODE).solution!;
    expect(plain.solve(solved, { maxPlacements: 0 })).toMatchObject({
      status: 'solved',
      stats: { placements: 0 },
    });
    expect(plain.solve(LEETCODE, { maxPlacements: 0 })).toMatchObject({
      status: 'aborted',
      stats: { placements: 0 },
    });
  });

  describe('a deadline is overshot by time, not by a count of placements', () => {
    /** Waits without yielding, as a slow search step or a slow onEvent would. */
    const busy = (microseconds: number) => {
      const until = performance.now() + microseconds / 1000;
      while (performance.now() < until);
    };
    /**
     * The work done past the deadline, counted rather than timed (a loaded machine stalls a process
     * for milliseconds at a time, which no solver can help): the best of three tries.
     */
    const pastDeadline = (run: (deadline: number, tick: () => void) => void) => {
      let best = Number.POSITIVE_INFINITY;
      for (let attempt = 0; attempt < 3; attempt++) {
        const deadline = performance.now() + 5;
        let past = 0;
        run(deadline, () => {
          if (performance.now() >= deadline) past++;
        });
        best = Math.min(best, past);
      }
      return best;
    };
    // 2 ms of 20 µs steps is 100; a look every 1,024 placements lets some 800 through.
    const MOST = 100;

    it('with a slow search step', () => {
      const past = pastDeadline((deadline, tick) => {
        // The plain backtracker, each placement taking 20 µs.
        const slowSteps = testSolver(
          'slow-steps',
          (context: SearchContext<'visits'>) =>
            backtrack({
              ...context,
              countPlacement: () => {
                busy(20);
                tick();
                context.countPlacement();
              },
              foundSolution: (cells) => context.foundSolution(cells),
            }),
          { counters: ['visits'] },
        );
        expect(slowSteps.solve(SLOW, { deadline }).status).toBe('aborted');
      });
      expect(past, `${past} placements after the deadline`).toBeLessThanOrEqual(MOST);
    });

    it('with a slow onEvent', () => {
      const past = pastDeadline((deadline, tick) => {
        const onEvent = () => {
          busy(20);
          tick();
        };
        expect(plain.solve(SLOW, { deadline, onEvent }).status).toBe('aborted');
      });
      expect(past, `${past} events after the deadline`).toBeLessThanOrEqual(MOST);
    });
  });

  it('checks a look-alike of a Grid it made: a copy carries no mark of having been checked', () => {
    const forged = { ...LEETCODE, cells: [10, ...LEETCODE.cells.slice(1)] };
    expect(plain.solve(forged as Grid)).toMatchObject({ status: 'invalid', message: /10 is not a digit/ });
    const holey = { shape: LEETCODE.shape, cells: [...LEETCODE.cells] };
    delete holey.cells[5];
    expect(plain.solve(holey)).toMatchObject({ status: 'invalid', message: /row 1, column 6 is missing/ });
  });

  it('hands the search a frozen Grid, whatever the caller passed', () => {
    let seen: Grid | undefined;
    const peek = testSolver('peek', (context) => {
      seen = context.puzzle;
    });
    const input = { shape: { ...LEETCODE.shape }, cells: [...LEETCODE.cells] };
    peek.solve(input);
    expect(seen).not.toBe(input);
    expect([Object.isFrozen(seen), Object.isFrozen(seen?.cells)]).toEqual([true, true]);
    expect(seen?.shape).toBe(shapes['9x9']);
    expect(seen?.cells).toEqual(LEETCODE.cells);
  });

  it('refuses conflicting givens every time the same Grid is solved', () => {
    const clash = parseGrid(`1..1${'.'.repeat(77)}`);
    expect(plain.solve(clash).status).toBe('invalid');
    expect(plain.solve(clash).status).toBe('invalid');
    expect(plain.solve({ shape: clash.shape, cells: [...clash.cells] }).status).toBe('invalid');
  });

  it('passes the trace through, and it replays to the solution', () => {
    const events: SolveEvent[] = [];
    const result = plain.solve(LEETCODE, { onEvent: (event) => events.push(event) });
    const replay = replayTrace(LEETCODE, events);
    expect(replay.final.cells).toEqual(result.solution?.cells);
    expect(replay.solutions).toHaveLength(1);
    expect(events.filter((e) => e.type === 'place')).toHaveLength(result.stats.placements);
    expect(events.at(-1)).toEqual({ type: 'solution' });
  });

  it('never mutates its input', () => {
    const cells = [...LEETCODE.cells];
    const input = { shape: LEETCODE.shape, cells };
    plain.solve(input);
    expect(cells).toEqual(LEETCODE.cells);
  });
});
