import { parseGrid, type SolveResult, type Solver } from '@sudoku-lab/core';
import { referenceSolver } from '@sudoku-lab/testkit';
import { namedPuzzle } from '@sudoku-lab/testkit/puzzles';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { builtinPuzzles } from './builtin.generated.js';
import type { Contender } from './contender.js';
import { repeatFor } from './settings.js';
import {
  REPEAT_ENOUGH_MS,
  solveBatch,
  timeSolves,
  WARMUP_SOLVES,
  WARMUP_STRETCH,
  warmedUp,
  warmUpPuzzles,
} from './timing.js';
import { judge } from './verdict.js';

const leetcode = namedPuzzle('js-article-board').text;
/** 'extreme': two 7s in row 7. */
const clashing = namedPuzzle('extreme').text;
/** Well-formed, no conflicting givens, but no solution: row 1 needs a 9 in column 9, which has one. */
const hopeless = `12345678.${'.'.repeat(8)}9${'.'.repeat(63)}`;

const plain: Solver = { ...referenceSolver, id: 'plain' };
/** Answers 'solved' with the givens and every empty cell set to 1. */
const liar: Solver = {
  ...plain,
  id: 'liar',
  solve: (grid) =>
    ({
      ...plain.solve(grid),
      solution: { shape: grid.shape, cells: grid.cells.map((digit) => digit || 1) },
    }) as SolveResult,
};

function contender(solver: Solver, overrides: Partial<Contender> = {}): Contender {
  return { solver, kind: 'module', countsSolutions: true, reportsStats: true, ...overrides };
}

/**
 * performance.now() on a clock the test moves, 10 µs a read: a warm-up of so many ms is a count of
 * looks at the clock, however busy the machine is.
 */
function tickingClock(): void {
  let now = 0;
  vi.spyOn(performance, 'now').mockImplementation(() => (now += 0.01));
}

afterEach(() => {
  vi.restoreAllMocks();
});

const puzzle = parseGrid(leetcode);
const solution = plain.solve(puzzle).solution!;
const options = { maxSolutions: 1, timeoutMs: 1000, repeat: 1, warmupMs: 0 };

function claim(result: Partial<SolveResult>): SolveResult {
  return {
    status: 'solved',
    solution: null,
    solutionCount: 0,
    conflicts: [],
    stats: { placements: 5, guesses: 1, backtracks: 0 },
    ...result,
  } as SolveResult;
}

describe('judge', () => {
  it.each([
    [
      'a solution that checks out',
      puzzle,
      claim({ solution, solutionCount: 1 }),
      { status: 'solved', verified: true },
    ],
    [
      'a grid that breaks a rule',
      puzzle,
      claim({ solution: liar.solve(puzzle).solution }),
      {
        status: 'wrong',
        verified: false,
        message: expect.stringMatching(/^answered solved with a grid that fails the check: /),
      },
    ],
    [
      "'solved' without a grid",
      puzzle,
      claim({}),
      { status: 'wrong', message: expect.stringContaining('there is no solution grid') },
    ],
    [
      "'invalid' for conflicting givens",
      parseGrid(clashing),
      claim({ status: 'invalid', message: 'two 7s' }),
      { status: 'invalid', verified: true, message: 'two 7s' },
    ],
    [
      "'invalid' for a good puzzle",
      puzzle,
      claim({ status: 'invalid' }),
      {
        status: 'wrong',
        message: 'answered invalid, but the puzzle is a well-formed 9x9 puzzle without conflicting givens',
      },
    ],
    [
      "'unsolvable', which one answer cannot settle",
      parseGrid(hopeless),
      claim({ status: 'unsolvable' }),
      { status: 'unsolvable', verified: null },
    ],
    [
      "'unsolvable' for conflicting givens",
      parseGrid(clashing),
      claim({ status: 'unsolvable' }),
      { status: 'unsolvable', verified: true },
    ],
    [
      "'aborted'",
      puzzle,
      claim({ status: 'aborted', message: 'the deadline passed' }),
      { status: 'aborted', verified: null, message: 'the deadline passed' },
    ],
    [
      'a status outside the contract',
      puzzle,
      claim({ status: 'done' as never }),
      { status: 'wrong', message: "answered 'done', which is not a status of the Solver contract" },
    ],
  ])('judges %s', (_, grid, result, expected) => {
    expect(judge(contender(plain), grid, result, { timeMs: 1, spread: null })).toMatchObject(expected);
  });

  it("'invalid' is right for a shape the solver does not take", () => {
    const nineOnly = contender({ ...plain, shapes: plain.shapes.filter((shape) => shape.name === '9x9') });
    const small = parseGrid('1.3..4.1.1.43.2.');
    expect(judge(nineOnly, small, claim({ status: 'invalid' }), { timeMs: 1, spread: null })).toMatchObject({
      status: 'invalid',
      verified: true,
    });
  });

  it('leaves stats out for a contender that does not report them', () => {
    expect(
      judge(contender(plain, { reportsStats: false }), puzzle, claim({ solution }), {
        timeMs: 1,
        spread: null,
      }).stats,
    ).toBeNull();
  });
});

describe('timeSolves', () => {
  it('times each of --repeat solves alone and reports their median', () => {
    tickingClock();
    let calls = 0;
    const counted: Solver = {
      ...plain,
      id: 'counted',
      solve(grid, opts) {
        calls++;
        return plain.solve(grid, opts);
      },
    };
    const outcome = timeSolves(contender(counted), puzzle, { ...options, repeat: 5, warmupMs: 20 });
    expect(calls).toBeGreaterThan(5 + 1);
    expect(outcome).toMatchObject({ status: 'solved', verified: true });
    expect(outcome.timeMs).toBeGreaterThan(0);
    expect(outcome.spread).toBeGreaterThanOrEqual(0);
    expect(timeSolves(contender(counted), puzzle, options).spread).toBeNull(); // one solve: no spread

    calls = 0;
    timeSolves(contender(counted), puzzle, { ...options, repeat: 5, warmupMs: 20 });
    expect(calls).toBe(5); // warmed up once a thread
  });

  it('reports a solver that throws as wrong, and carries on', () => {
    const thrower: Solver = {
      ...plain,
      id: 'thrower',
      solve: () => {
        throw new TypeError('oops');
      },
    };
    expect(timeSolves(contender(thrower), puzzle, options)).toMatchObject({
      status: 'wrong',
      verified: false,
      message: 'threw TypeError: oops',
    });
  });

  it('gives each solve the deadline', () => {
    let seen: number | undefined;
    const watcher: Solver = {
      ...plain,
      id: 'watcher',
      solve(grid, opts) {
        seen = opts?.deadline;
        return plain.solve(grid);
      },
    };
    const before = performance.now();
    timeSolves(contender(watcher), puzzle, { ...options, timeoutMs: 750 });
    expect(seen! - before).toBeGreaterThanOrEqual(750);
    expect(seen! - performance.now()).toBeLessThanOrEqual(750);
  });
});

/** A clock the test moves: each solve of `solver` takes the next of `durations` (ms) on it. */
function scripted(durations: readonly number[]): { solver: Solver; now: () => number; solves: () => number } {
  let clock = 0;
  let solves = 0;
  const solver: Solver = {
    ...plain,
    id: `scripted-${durations.join('-')}`,
    solve(grid, opts) {
      clock += durations[solves++ % durations.length]!;
      return plain.solve(grid, opts);
    },
  };
  return { solver, now: () => clock, solves: () => solves };
}

describe('timeSolves on a clock the test controls', () => {
  it.each([
    ['a stall in one of five solves', [1, 1, 100, 1, 1], 5, 1, 5],
    ['a stall in the first of five', [100, 2, 2, 2, 2], 5, 2, 5],
    ['two stalls in five: the median still one of the three', [1, 80, 1, 90, 1], 5, 1, 5],
    ['one solve: its own time', [3], 1, 3, 1],
    [`slow solves: three, once the fastest times three passes ${REPEAT_ENOUGH_MS} ms`, [30], 10, 30, 3],
    ['slow solves, but a stall among the three is no reason to stop', [1, 60, 1], 10, 1, 10],
    ['fast solves: every repeat', [1], 10, 1, 10],
    ['slow solves with a repeat under three: all of them', [60], 2, 60, 2],
  ])('%s', (_, durations, repeat, timeMs, solves) => {
    const clock = scripted(durations);
    const outcome = timeSolves(contender(clock.solver), puzzle, { ...options, repeat }, clock.now);
    expect(outcome).toMatchObject({ status: 'solved', timeMs });
    expect(clock.solves()).toBe(solves);
  });
});

describe('warmedUp', () => {
  it.each([
    ['before warmupMs', 50, WARMUP_SOLVES, 100, false],
    ['at warmupMs with enough solves', 100, WARMUP_SOLVES, 100, true],
    ['at warmupMs with too few solves', 100, WARMUP_SOLVES - 1, 100, false],
    ['stretched as far as it goes', 100 * WARMUP_STRETCH, 10, 100, true],
    ['no warm-up asked for', 0, 0, 0, true],
  ])('%s', (_, elapsed, solves, warmupMs, done) => {
    expect(warmedUp(elapsed, solves, warmupMs)).toBe(done);
  });
});

describe('repeatFor', () => {
  it.each([
    [1, 15],
    [30, 15],
    [95, 8],
    [200, 5],
    [999, 5],
    [1000, 1],
    [1_000_000, 1],
  ])('a set of %i puzzles: %i timed solves a puzzle', (puzzles, repeat) => {
    expect(repeatFor(puzzles)).toBe(repeat);
  });
});

describe('solveBatch', () => {
  it('solves the puzzles a batch carries with the contender it names, and says where it is', () => {
    const puzzles = [
      { shape: '9x9' as const, cells: parseGrid(leetcode).cells },
      { shape: '9x9' as const, cells: parseGrid(clashing).cells },
    ];
    const batch = { strategy: 'plain', puzzles, ...options };
    const started: [number, boolean][] = [];
    const told = (k: number, warming: boolean) => started.push([k, warming]);
    expect(solveBatch([contender(liar), contender(plain)], batch, told)).toMatchObject([
      { status: 'solved', verified: true },
      { status: 'invalid', verified: true },
    ]);
    expect(started).toEqual([
      [0, false],
      [1, false],
    ]);
    started.length = 0;
    solveBatch(
      [contender({ ...plain, id: 'warming' })],
      { ...batch, strategy: 'warming', warmupMs: 5 },
      told,
    );
    expect(started).toEqual([
      [0, true],
      [0, false],
      [1, false],
    ]);
    expect(() => solveBatch([contender(liar)], batch)).toThrow(
      "no strategy 'plain' is loaded in this worker",
    );
  });

  it("warms up every companion of the run at a thread's first batch, before its first timed solve", () => {
    tickingClock();
    const order: string[] = [];
    const recording = (id: string): Solver => ({
      ...plain,
      id,
      solve(grid, opts) {
        order.push(id);
        return plain.solve(grid, opts);
      },
    });
    const [first, second, third] = ['first-of-three', 'second-of-three', 'third-of-three'].map(recording);
    const contenders = [first!, second!, third!].map((solver) => contender(solver));
    const puzzles = [{ shape: '9x9' as const, cells: parseGrid(leetcode).cells }];
    const companions = contenders.map(({ solver }) => solver.id);
    const batch = { strategy: second!.id, puzzles, ...options, warmupMs: 10, companions };
    const started: [number, boolean][] = [];
    solveBatch(contenders, batch, (k, warming) => started.push([k, warming]));
    // Each warmed up in turn (the batch's own last), then the one timed solve.
    expect([...new Set(order)]).toEqual([first!.id, third!.id, second!.id]);
    expect(order.at(-1)).toBe(second!.id);
    expect(order.filter((id) => id === second!.id).length).toBeGreaterThan(1);
    expect(started).toEqual([
      [0, true],
      [0, true],
      [0, true],
      [0, false],
    ]);
    // Every one is warm now: the next batches, whichever contender, are timed at once.
    order.length = 0;
    solveBatch(contenders, { ...batch, strategy: third!.id }, () => {});
    solveBatch(contenders, { ...batch, strategy: first!.id }, () => {});
    expect(order).toEqual([third!.id, first!.id]);
  });

  it("warms up once a thread and strategy, on the batch's puzzles and the built-in ones in turn, before its first timed solve", () => {
    tickingClock();
    const seen: string[] = [];
    const counted: Solver = {
      ...plain,
      id: 'warmed-on-the-batch',
      solve(grid, opts) {
        seen.push(grid.cells.join(''));
        return plain.solve(grid, opts);
      },
    };
    const batch = [leetcode, clashing].map((text) => parseGrid(text));
    const task = {
      strategy: counted.id,
      puzzles: batch.map(({ cells }) => ({ shape: '9x9' as const, cells })),
      ...options,
      warmupMs: 200,
    };
    solveBatch([contender(counted)], task);
    const [first, second] = batch.map((grid) => seen.filter((cells) => cells === grid.cells.join('')).length);
    // Beyond each puzzle's one timed solve, the warm-up solved both, once a turn.
    expect(first).toBeGreaterThan(2);
    expect(second).toBeGreaterThan(2);
    expect(Math.abs(first! - second!)).toBeLessThanOrEqual(1);
    // And Everest, which makes a search guess and backtrack.
    const everest = parseGrid(builtinPuzzles.find(({ name }) => name === 'everest')!.text).cells.join('');
    expect(seen).toContain(everest);

    seen.length = 0;
    solveBatch([contender(counted)], task);
    expect(seen).toHaveLength(2);
  });
});

describe('warmUpPuzzles', () => {
  const builtin = (shape: string) =>
    builtinPuzzles.map(({ text }) => parseGrid(text)).filter((grid) => grid.shape.name === shape);
  const texts = (grids: readonly { cells: readonly number[] }[]) => grids.map(({ cells }) => cells.join(''));
  const nine = builtin('9x9');
  const four = builtin('4x4');
  const six = builtin('6x6');
  const a = parseGrid(leetcode);
  const b = parseGrid(clashing);
  const small = four[0]!;

  it.each([
    [
      'a 9x9 batch: each puzzle, then a built-in 9x9 one, then the rest',
      [a, b],
      [a, nine[0]!, b, ...nine.slice(1)],
    ],
    ['a 4x4 batch: the 4x4 built-ins only', [small], [small, ...four]],
    [
      'a batch of two shapes: the built-ins of both',
      [a, small],
      [a, nine[0]!, small, ...nine.slice(1), ...four],
    ],
    ['no puzzle: nothing', [], []],
  ])('%s', (_, batch, expected) => {
    expect(texts(warmUpPuzzles(batch))).toEqual(texts(expected));
  });

  it('holds every shape the built-in set has, so Everest and the puzzle without a solution are among the 9x9', () => {
    expect(nine.length).toBeGreaterThan(8);
    expect(six.length).toBeGreaterThan(0);
    expect(texts(warmUpPuzzles([a]))).toContain(
      builtinPuzzles.find(({ name }) => name === '9x9-no-solution')!.text.replaceAll('.', '0'),
    );
  });
});
