import {
  emptyGrid,
  type Grid,
  parseGrid,
  type SolveEvent,
  type SolveOptions,
  shapes,
  tablesFor,
  verifySolution,
} from '@sudoku-lab/core';
import { checkSearchesOn, countEvents, replaySolve, replaySteps, traceSolve } from '@sudoku-lab/testkit';
import { generatePuzzle, generateSolution, namedPuzzle, namedPuzzles } from '@sudoku-lab/testkit/puzzles';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { solver } from './index.js';
import { solveTextbook, textbookBoard } from './textbook.reference.js';

const LEETCODE = namedPuzzle('js-article-board').text;
/**
 * Built against brute force (its first row is empty and its solution starts 987654321): the textbook
 * search makes 69,175,316 placements on it, seconds even for this package.
 */
const SLOW_FOR_NAIVE = '..............3.85..1.2.......5.7.....4...1...9.......5......73..2.1........4...9';

const ninePuzzles: [string, Grid][] = [
  ...namedPuzzles
    .filter((named) => named.expected === 'unique')
    .map((named): [string, Grid] => [named.name, parseGrid(named.text)]),
  ['9x9 hard, generated', generatePuzzle({ shape: '9x9', seed: 1, difficulty: 'hard' }).puzzle],
  // The LeetCode example with one given changed (row 7, column 7: 3 -> 6): no conflict, but no solution.
  ['9x9 unsolvable', parseGrid(`${LEETCODE.slice(0, 60)}6${LEETCODE.slice(61)}`)],
];

const puzzles: [string, Grid][] = [
  ...ninePuzzles,
  ['4x4, generated', generatePuzzle({ shape: '4x4', seed: 1, difficulty: 'easy' }).puzzle],
  ['6x6 hard, generated', generatePuzzle({ shape: '6x6', seed: 1, difficulty: 'hard' }).puzzle],
  ['16x16, generated', generatePuzzle({ shape: '16x16', seed: 6, minGivens: 136 }).puzzle],
  ['4x4 unsolvable', parseGrid(['12..', '..4.', '...3', '....'])],
];

describe('its search is the textbook search (LeetCode 37)', () => {
  it('makes 147 placements and 104 backtracks on the LeetCode 37 example, as the textbook does', () => {
    const puzzle = parseGrid(LEETCODE);
    const textbook = solveTextbook(textbookBoard(puzzle));
    const { stats } = solver.solve(puzzle);
    expect([textbook.placements, textbook.backtracks]).toEqual([147, 104]);
    expect([stats.placements, stats.backtracks]).toEqual([147, 104]);
  });

  it.each(ninePuzzles)('%s: the same placements, backtracks and answer as the textbook', (_, puzzle) => {
    const board = textbookBoard(puzzle);
    const textbook = solveTextbook(board);
    const result = solver.solve(puzzle);
    expect(result.stats.placements).toBe(textbook.placements);
    expect(result.stats.backtracks).toBe(textbook.backtracks);
    expect(result.status).toBe(textbook.solved ? 'solved' : 'unsolvable');
    if (textbook.solved) expect(textbookBoard(result.solution!)).toEqual(board);
  });
});

/** How many digits no peer of `cell` holds on the board `cells`: the textbook's isValid, digit by digit. */
function fittingCount(puzzle: Grid, cells: readonly number[], cell: number): number {
  const { peers, peerCount } = tablesFor(puzzle.shape);
  const held = new Set(
    Array.from(peers.subarray(cell * peerCount, (cell + 1) * peerCount), (peer) => cells[peer]),
  );
  let fitting = 0;
  for (let digit = 1; digit <= puzzle.shape.size; digit++) if (!held.has(digit)) fitting++;
  return fitting;
}

describe('stats and trace', () => {
  it.each(puzzles)('%s: the trace replays to the result and agrees with the stats', (_, puzzle) => {
    const { result, events, replay } = replaySolve(solver, puzzle);
    if (result.status === 'solved') {
      expect(replay.final).toEqual(result.solution);
      expect(replay.solutions).toEqual([result.solution]);
    } else {
      expect(replay.solutions).toEqual([]);
      expect(replay.depth).toBe(0);
    }
    expect(countEvents(events, 'place')).toBe(result.stats.placements);
    expect(countEvents(events, 'guess')).toBe(result.stats.placements);
    expect(countEvents(events, 'backtrack')).toBe(result.stats.backtracks);
    expect(events.every((event) => event.type !== 'place' || event.reason === 'try')).toBe(true);
    expect(solver.solve(puzzle).stats).toEqual(result.stats);
  });

  it.each(puzzles)(
    '%s: guesses are the placements at a cell where two or more digits fitted',
    (_, puzzle) => {
      const { result, events } = traceSolve(solver, puzzle);
      let guesses = 0;
      for (const { event, cells } of replaySteps(puzzle, events)) {
        if (event.type === 'place' && fittingCount(puzzle, cells, event.cell) >= 2) guesses++;
      }
      expect(result.stats.guesses).toBe(guesses);
    },
  );

  it('counts no guess and no backtrack where every cell has one fitting digit', () => {
    // One empty cell a row: the eight digits around each leave it one.
    const { cells } = generateSolution({ shape: '9x9', seed: 1 });
    const puzzle = parseGrid(cells.map((digit, cell) => (cell % 10 === 0 ? 0 : digit)));
    expect(solver.solve(puzzle).stats).toEqual({ placements: 9, guesses: 0, backtracks: 0 });
  });

  it('reports a contradiction at an empty cell where no digit fits', () => {
    const puzzle = parseGrid(['12..', '...4', '..3.', '....']);
    const { result, events } = traceSolve(solver, puzzle);
    expect(result.status).toBe('unsolvable');
    expect(events).toEqual([{ type: 'contradiction', cell: 2 }]);
  });

  it.each(puzzles)('%s: every contradiction names an empty cell where no digit fits', (_, puzzle) => {
    const { events } = traceSolve(solver, puzzle);
    const contradictions: number[][] = [];
    for (const { event, cells } of replaySteps(puzzle, events)) {
      if (event.type === 'contradiction')
        contradictions.push([cells[event.cell]!, fittingCount(puzzle, cells, event.cell)]);
    }
    expect(contradictions.every(([digit, fitting]) => digit === 0 && fitting === 0)).toBe(true);
    if (events.some((event) => event.type === 'backtrack')) expect(contradictions.length).toBeGreaterThan(0);
  });
});

describe('solutions', () => {
  it('solves every shape core supports', () => {
    expect(solver.shapes.map((shape) => shape.name)).toEqual(['4x4', '6x6', '9x9', '16x16']);
    for (const [name, puzzle] of puzzles.filter(([name]) => !name.includes('unsolvable'))) {
      expect(verifySolution(puzzle, solver.solve(puzzle).solution), name).toEqual({ ok: true });
    }
  });

  it('with maxSolutions 2, keeps searching after the first solution', () => {
    expect(checkSearchesOn(solver, parseGrid(LEETCODE), 'placements')).toEqual([]);
  });

  it.each(Object.values(shapes))('finds two solutions of the empty $name board', (shape) => {
    const puzzle = emptyGrid(shape);
    const { result, replay } = replaySolve(solver, puzzle, { maxSolutions: 2 });
    expect(result.status).toBe('multiple');
    expect(result.solutionCount).toBe(2);
    const { solutions } = replay;
    expect(solutions).toHaveLength(2);
    expect(solutions[0]).toEqual(result.solution);
    expect(solutions[1]).not.toEqual(solutions[0]);
  });

  it('reports a puzzle with no solution as unsolvable', () => {
    const result = solver.solve(parseGrid(['12..', '..4.', '...3', '....']));
    expect(result).toMatchObject({ status: 'unsolvable', solution: null, solutionCount: 0 });
  });

  it('reports conflicting givens as invalid without searching', () => {
    const result = solver.solve(parseGrid(`77${'.'.repeat(79)}`));
    expect(result.status).toBe('invalid');
    expect(result.stats.placements).toBe(0);
  });
});

describe('budgets, on a puzzle that takes the textbook search millions of placements', () => {
  const puzzle = parseGrid(SLOW_FOR_NAIVE);
  afterEach(() => {
    vi.restoreAllMocks();
  });

  // Each row makes its options as its test starts. How exactly a budget is kept (to the placement, to
  // the look at the clock) is core's to test, in search.test.ts; here, that the search stops mid-way
  // and hands over what it counted up to there.
  it.each([
    ['maxPlacements', () => ({ maxPlacements: 100_000 })],
    [
      'a deadline, on a clock the test moves (1 ms a look) so that it passes mid-search however busy the machine',
      () => {
        let now = 0;
        vi.spyOn(performance, 'now').mockImplementation(() => ++now);
        return { deadline: 20 };
      },
    ],
    [
      'its AbortSignal, fired at the first backtrack',
      () => {
        const controller = new AbortController();
        const onEvent = (event: SolveEvent) => {
          if (event.type === 'backtrack') controller.abort();
        };
        return { onEvent, signal: controller.signal };
      },
    ],
  ] as [string, () => SolveOptions][])('stops at %s, and hands over its counters', (_, options) => {
    const { status, stats } = solver.solve(puzzle, options());
    expect(status).toBe('aborted');
    expect(stats.placements).toBeGreaterThan(0);
    expect(stats.placements).toBeLessThanOrEqual(100_000);
    expect(stats.guesses).toBeGreaterThan(0);
    expect(stats.backtracks).toBeGreaterThan(0);
  });
});

describe('its input', () => {
  it.each(puzzles)('%s: is never mutated', (_, puzzle) => {
    const cells = [...puzzle.cells];
    const mutable: Grid = { shape: puzzle.shape, cells };
    solver.solve(mutable, { maxSolutions: 2, onEvent: () => {} });
    expect(cells).toEqual(puzzle.cells);
  });
});
