import {
  bitCount,
  createGrid,
  emptyGrid,
  type Grid,
  parseGrid,
  type SolveEvent,
  shapes,
  verifySolution,
} from '@sudoku-lab/core';
import { countEvents, guessBoards, replaySolve, replaySteps, traceSolve } from '@sudoku-lab/testkit';
import {
  generateMultiSolutionPuzzle,
  generatePuzzle,
  generateUnsolvablePuzzle,
  namedPuzzle,
} from '@sudoku-lab/testkit/puzzles';
import { describe, expect, it } from 'vitest';
import { articleBoard, solveSudoku } from './article.reference.js';
import { createWfcSolver, solver } from './index.js';

const EVEREST = parseGrid(namedPuzzle('everest').text);
const LEETCODE = parseGrid(namedPuzzle('js-article-board').text);
const randomSolver = createWfcSolver({ tieBreak: 'random', seed: 7 });

/** 9x9 puzzles with one solution: the named ones, and generated ones at each difficulty. */
const ninePuzzles: [string, Grid][] = [
  ...['easy', 'easy-two', 'leetcode-37-example', 'medium-one', 'medium-two', 'everest'].map(
    (name): [string, Grid] => [name, parseGrid(namedPuzzle(name).text)],
  ),
  ...(['easy', 'medium', 'hard'] as const).flatMap((difficulty) =>
    [1, 2, 3].map((seed): [string, Grid] => [
      `generated ${difficulty} #${seed}`,
      generatePuzzle({ shape: '9x9', seed, difficulty }).puzzle,
    ]),
  ),
];

/** One puzzle of every shape, and some without a solution. */
const shapePuzzles: [string, Grid][] = [
  ...(['4x4', '6x6', '9x9', '16x16'] as const).map((shape): [string, Grid] => [
    `${shape} puzzle`,
    generatePuzzle({ shape, seed: 11, difficulty: shape === '4x4' ? 'easy' : 'hard' }).puzzle,
  ]),
  ...(['4x4', '6x6', '9x9', '16x16'] as const).map((shape): [string, Grid] => [
    `${shape} empty board`,
    emptyGrid(shapes[shape]),
  ]),
];

const unsolvable: [string, Grid][] = (['4x4', '6x6', '9x9', '16x16'] as const).flatMap((shape) =>
  (['propagation', 'search'] as const).map((foundBy): [string, Grid] => [
    `${shape}, found by ${foundBy}`,
    generateUnsolvablePuzzle({ shape, seed: 5, foundBy }).puzzle,
  ]),
);

describe("its search is the article's (30-seconds-of-code, wave function collapse)", () => {
  it('guesses 1,850 times on everest and never on the LeetCode 37 example, as the article does', () => {
    expect(solveSudoku(articleBoard(EVEREST)).guesses).toBe(1850);
    expect(solveSudoku(articleBoard(LEETCODE)).guesses).toBe(0);
    expect(solver.solve(EVEREST).stats.guesses).toBe(1850);
    expect(solver.solve(LEETCODE).stats.guesses).toBe(0);
  });

  it.each(ninePuzzles)('%s: the same guesses and answer as the article', (_, puzzle) => {
    const article = solveSudoku(articleBoard(puzzle));
    const result = solver.solve(puzzle);
    expect(article.solved).toBe(true);
    expect(result.status).toBe('solved');
    expect(result.stats.guesses).toBe(article.guesses);
    expect(result.solution?.cells.join('')).toBe(article.board.flat().join(''));
    // Singles are collapsed as they appear and a dead end is seen at once: never more placements.
    expect(result.stats.placements).toBeLessThanOrEqual(article.placements);
  });

  it.each([1, 2, 3, 4])(
    'a puzzle with several solutions (#%i): the same guesses to the same first one',
    (seed) => {
      const { puzzle } = generateMultiSolutionPuzzle({ shape: '9x9', seed });
      const article = solveSudoku(articleBoard(puzzle));
      const result = solver.solve(puzzle);
      expect(result.stats.guesses).toBe(article.guesses);
      expect(result.solution?.cells.join('')).toBe(article.board.flat().join(''));
    },
  );

  it('collapses, at every choice, the first cell in row-major order with the fewest candidates', () => {
    const { guesses } = guessBoards(solver, EVEREST);
    expect(guesses).toHaveLength(1850);
    for (const { cell, cells, candidates } of guesses) {
      const entropy = (at: number) => (cells[at] === 0 ? bitCount(candidates[at]!) : 99);
      const lowest = Math.min(...cells.map((_, at) => entropy(at)));
      expect(lowest).toBeGreaterThanOrEqual(2);
      expect(cell).toBe(cells.findIndex((_, at) => entropy(at) === lowest));
    }
  });
});

describe('its stats', () => {
  it.each([...ninePuzzles.slice(0, 6), ...shapePuzzles, ...unsolvable])(
    '%s: the trace has one event per placement, guess, backtrack and propagation',
    (_, puzzle) => {
      const { result, events } = traceSolve(solver, puzzle);
      const { stats } = result;
      expect(countEvents(events, 'place')).toBe(stats.placements);
      expect(countEvents(events, 'guess')).toBe(stats.guesses);
      expect(events.filter((e) => e.type === 'place' && e.reason === 'guess')).toHaveLength(stats.guesses);
      expect(countEvents(events, 'backtrack')).toBe(stats.backtracks);
      expect(countEvents(events, 'eliminate')).toBe(stats.propagations);
      // A choice is collapsed once and guessed at least once; every guess but the ones kept is undone.
      expect(stats.collapses).toBeLessThanOrEqual(stats.guesses);
      expect(stats.guesses).toBeGreaterThanOrEqual(stats.backtracks);
      expect(stats.placements).toBeGreaterThanOrEqual(stats.guesses);
      // Tracing changes nothing.
      expect(solver.solve(puzzle).stats).toEqual(stats);
    },
  );

  it('counts the LeetCode example: 43 singles, no choice, 344 candidates removed', () => {
    expect(solver.solve(LEETCODE).stats).toEqual({
      placements: 43,
      guesses: 0,
      backtracks: 0,
      collapses: 0,
      propagations: 344,
    });
  });
});

describe('solving', () => {
  it.each([...ninePuzzles, ...shapePuzzles])(
    '%s: a solution of the puzzle, whose trace replays to it',
    (_, puzzle) => {
      const { result, replay } = replaySolve(solver, puzzle);
      expect(result.status).toBe('solved');
      expect(verifySolution(puzzle, result.solution!)).toEqual({ ok: true });
      expect(replay.final).toEqual(result.solution);
      expect(replay.solutions).toEqual([result.solution]);
    },
  );

  it.each(unsolvable)('%s: unsolvable, and the trace replays with no solution', (_, puzzle) => {
    const { result, replay } = replaySolve(solver, puzzle);
    expect(result.status).toBe('unsolvable');
    expect(result.solution).toBeNull();
    expect(replay.solutions).toEqual([]);
  });

  it.each(['4x4', '6x6', '9x9', '16x16'] as const)(
    '%s: maxSolutions 2 finds a second solution, or searches on to prove there is none',
    (shape) => {
      const several = generateMultiSolutionPuzzle({ shape, seed: 3 }).puzzle;
      const { result, replay } = replaySolve(solver, several, { maxSolutions: 2 });
      expect(result.status).toBe('multiple');
      expect(result.solutionCount).toBe(2);
      expect(replay.solutions).toHaveLength(2);
      expect(replay.solutions[0]).not.toEqual(replay.solutions[1]);

      const unique = generatePuzzle({ shape, seed: 3, difficulty: 'easy' }).puzzle;
      const once = solver.solve(unique);
      const proved = solver.solve(unique, { maxSolutions: 2 });
      expect(proved.status).toBe('solved');
      expect(proved.solution).toEqual(once.solution);
      expect(proved.stats.placements).toBeGreaterThanOrEqual(once.stats.placements);
    },
  );

  it('proves everest unique with more guesses than finding its solution takes', () => {
    const proved = solver.solve(EVEREST, { maxSolutions: 2 });
    expect(proved.status).toBe('solved');
    expect(proved.stats.guesses).toBeGreaterThan(1850);
  });

  it('stops within its placement budget', () => {
    const result = solver.solve(EVEREST, { maxPlacements: 500 });
    expect(result.status).toBe('aborted');
    expect(result.stats.placements).toBe(500);
  });

  it('leaves the puzzle it is given as it was', () => {
    const cells = [...EVEREST.cells];
    const puzzle = { shape: EVEREST.shape, cells };
    for (const subject of [solver, randomSolver]) {
      subject.solve(puzzle, { onEvent: () => {} });
      subject.solve(puzzle, { maxSolutions: 2 });
    }
    expect(cells).toEqual([...EVEREST.cells]);
  });
});

describe('solves of both tie-breaks within one another (they lease the same waves)', () => {
  // The conformance suite nests solves of one solver; these nest the two, which share the module's waves.
  const sixteen = generatePuzzle({ shape: '16x16', seed: 11, difficulty: 'hard' }).puzzle;

  it.each([
    ['the random tie-break inside the default', solver, randomSolver],
    ['the default inside the random tie-break', randomSolver, solver],
  ])('%s: both end as they would alone', (_, outer, inner) => {
    const options = { maxSolutions: 2, maxPlacements: 100_000 };
    const alone = traceSolve(outer, EVEREST, options);
    const innerAlone = [EVEREST, sixteen].map((puzzle) => inner.solve(puzzle));
    let guesses = 0;
    let within: unknown[] = [];
    const events: SolveEvent[] = [];
    const result = outer.solve(EVEREST, {
      ...options,
      onEvent: (event) => {
        events.push(event);
        if (event.type === 'guess' && ++guesses === 300)
          within = [EVEREST, sixteen].map((p) => inner.solve(p));
      },
    });
    expect(within).toEqual(innerAlone);
    expect(result).toEqual(alone.result);
    expect(events).toEqual(alone.events);
  });
});

describe('the tie-break', () => {
  it('is deterministic by default: the same search every time', () => {
    expect(traceSolve(solver, EVEREST).events).toEqual(traceSolve(solver, EVEREST).events);
  });

  it('with a seed, picks among the cells with the fewest candidates, the same way every time', () => {
    const first = traceSolve(randomSolver, EVEREST);
    expect(traceSolve(randomSolver, EVEREST).events).toEqual(first.events);
    expect(traceSolve(createWfcSolver({ tieBreak: 'random', seed: 7 }), EVEREST).events).toEqual(
      first.events,
    );

    for (const { event, cells, candidates } of replaySteps(EVEREST, first.events)) {
      if (event.type === 'guess') {
        const entropies = cells.flatMap((digit, cell) => (digit === 0 ? [bitCount(candidates[cell]!)] : []));
        expect(bitCount(candidates[event.cell]!)).toBe(Math.min(...entropies));
      }
    }
  });

  it('different seeds make different searches, and every one solves', () => {
    const runs = [1, 2, 3, 4, 5, 6].map((seed) =>
      createWfcSolver({ tieBreak: 'random', seed }).solve(EVEREST),
    );
    for (const run of runs) expect(run.solution).toEqual(solver.solve(EVEREST).solution);
    expect(new Set(runs.map((run) => run.stats.guesses)).size).toBeGreaterThan(1);
  });

  it.each([...shapePuzzles, ...ninePuzzles.slice(0, 6)])('seeded random solves %s', (_, puzzle) => {
    const { result, replay } = replaySolve(randomSolver, puzzle);
    expect(result.status).toBe('solved');
    expect(replay.final).toEqual(result.solution);
  });
});

describe('createWfcSolver', () => {
  it('makes the default solver with no options, and a seeded one with a distinct id', () => {
    expect(createWfcSolver().id).toBe(solver.id);
    expect(createWfcSolver({ tieBreak: 'first' }).solve(EVEREST).stats).toEqual(solver.solve(EVEREST).stats);
    expect(randomSolver.id).toBe('wfc-random');
    expect(randomSolver.name).toContain('seed 7');
  });

  it.each([
    [{ tieBreak: 'last' }, /tieBreak must be 'first' or 'random', got "last"/],
    [{ tieBreak: 'random', seed: 1.5 }, /seed must be an integer, got 1.5/],
    [{ tieBreak: 'random', seed: Number.NaN }, /seed must be an integer, got NaN/],
    [{ seed: 3 }, /seed is used only with tieBreak 'random'/],
  ])('refuses %j with a clear error', (options, message) => {
    expect(() => createWfcSolver(options as never)).toThrow(message);
  });

  it('refuses a malformed grid as invalid instead of throwing', () => {
    const result = solver.solve(createGrid(shapes['4x4'], new Array(16).fill(0)));
    expect(result.status).toBe('solved');
    expect(solver.solve({ shape: shapes['4x4'], cells: [1, 2] } as Grid).status).toBe('invalid');
  });
});
