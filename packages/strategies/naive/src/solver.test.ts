import { emptyGrid, type Grid, parseGrid, shapes, tablesFor, verifySolution } from '@sudoku-lab/core';
import { countEvents, replaySolve, replaySteps, traceSolve } from '@sudoku-lab/testkit';
import { generatePuzzle, generateSolution, namedPuzzle, namedPuzzles } from '@sudoku-lab/testkit/puzzles';
import { describe, expect, it, vi } from 'vitest';
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
    const puzzle = parseGrid(LEETCODE);
    const once = solver.solve(puzzle);
    const twice = solver.solve(puzzle, { maxSolutions: 2 });
    expect(twice.status).toBe('solved');
    expect(twice.solutionCount).toBe(1);
    expect(twice.solution).toEqual(once.solution);
    expect(twice.stats.placements).toBeGreaterThan(once.stats.placements);
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

  it('stops at maxPlacements', () => {
    const result = solver.solve(puzzle, { maxPlacements: 100_000 });
    expect(result.status).toBe('aborted');
    expect(result.stats.placements).toBe(100_000);
    expect(result.stats.backtracks).toBeGreaterThan(0);
    expect(result.stats.guesses).toBeGreaterThan(0);
  });

  it('stops at a deadline reached mid-search', () => {
    // On a clock the test moves (1 ms a look), so the deadline passes mid-search however busy the machine.
    let now = 0;
    const clock = vi.spyOn(performance, 'now').mockImplementation(() => ++now);
    try {
      const result = solver.solve(puzzle, { deadline: 20 });
      expect(result.status).toBe('aborted');
      expect(result.stats.placements).toBeGreaterThan(0);
      expect(now).toBe(20);
    } finally {
      clock.mockRestore();
    }
  });

  it('stops when its AbortSignal fires', () => {
    const controller = new AbortController();
    const result = solver.solve(puzzle, {
      onEvent: (event) => {
        if (event.type === 'backtrack') controller.abort();
      },
      signal: controller.signal,
    });
    expect(result.status).toBe('aborted');
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
