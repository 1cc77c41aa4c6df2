import {
  emptyGrid,
  type Grid,
  parseGrid,
  replayTrace,
  type SolveEvent,
  sameGrid,
  shapes,
  verifySolution,
} from '@sudoku-lab/core';
import { countEvents, replaySolve, traceSolve } from '@sudoku-lab/testkit';
import {
  countSolutions,
  generateMultiSolutionPuzzle,
  generatePuzzle,
  generateUnsolvablePuzzle,
  namedPuzzle,
} from '@sudoku-lab/testkit/puzzles';
import { describe, expect, it } from 'vitest';
import { solver } from './index.js';

const nine = shapes['9x9'];
const everest = parseGrid(namedPuzzle('everest').text);

const traceOf = (puzzle: Grid, maxSolutions = 1) => traceSolve(solver, puzzle, { maxSolutions });

const seeds = [1, 2, 3, 4, 5, 6, 7, 8];
const puzzles = [
  { name: 'everest', puzzle: everest },
  ...seeds.map((seed) => ({
    name: `hard #${seed}`,
    puzzle: generatePuzzle({ shape: nine, seed, difficulty: 'hard' }).puzzle,
  })),
  ...seeds.slice(0, 4).map((seed) => ({
    name: `two or more solutions #${seed}`,
    puzzle: generateMultiSolutionPuzzle({ shape: nine, seed }).puzzle,
  })),
  ...seeds.slice(0, 4).map((seed) => ({
    name: `unsolvable #${seed}`,
    puzzle: generateUnsolvablePuzzle({ shape: nine, seed, foundBy: 'search' }).puzzle,
  })),
];

describe('search', () => {
  it.each(puzzles)('on $name, counts solutions as the reference search does, up to 2', ({ puzzle }) => {
    const result = solver.solve(puzzle, { maxSolutions: 2 });
    const expected = countSolutions(puzzle, 2);
    expect(result.solutionCount).toBe(expected);
    expect(result.status).toBe(['unsolvable', 'solved', 'multiple'][expected]);
    if (expected > 0) expect(verifySolution(puzzle, result.solution!).ok).toBe(true);
  });

  it('tells a puzzle with two solutions from one with one, and finds both', () => {
    for (const seed of seeds) {
      const { puzzle, solutions } = generateMultiSolutionPuzzle({ shape: nine, seed });
      const { result, replay } = replaySolve(solver, puzzle, { maxSolutions: 2 });
      expect(result.status).toBe('multiple');
      const found = replay.solutions;
      expect(found).toHaveLength(2);
      expect(sameGrid(found[0]!, found[1]!)).toBe(false);
      if (countSolutions(puzzle, 3) === 2)
        for (const solution of solutions) expect(found.some((grid) => sameGrid(grid, solution))).toBe(true);
      expect(solver.solve(puzzle, { maxSolutions: 1 }).status).toBe('solved');
    }
  });

  it.each([1, 2, 3, 7, 25])(
    'finds %i distinct solutions of a puzzle with many when asked for that many',
    (n) => {
      const { puzzle } = generateMultiSolutionPuzzle({ shape: nine, seed: 11 });
      const sparse = { shape: nine, cells: puzzle.cells.map((digit, cell) => (cell < 27 ? 0 : digit)) };
      const expected = countSolutions(sparse, n);
      const { result, replay } = replaySolve(solver, sparse, { maxSolutions: n });
      expect(result.solutionCount).toBe(expected);
      const found = replay.solutions.map((grid) => grid.cells.join(''));
      expect(new Set(found).size).toBe(expected);
    },
  );

  it('solves the empty grid and a grid with one row given, quickly (no blind guessing of layouts)', () => {
    const oneRow = { shape: nine, cells: [1, 2, 3, 4, 5, 6, 7, 8, 9, ...Array<number>(72).fill(0)] };
    for (const puzzle of [emptyGrid(nine), oneRow]) {
      const result = solver.solve(puzzle, { maxSolutions: 2, maxPlacements: 10_000 });
      expect(result.status).toBe('multiple');
      expect(result.stats.placements).toBeLessThan(1000);
    }
  });
});

describe('trace and stats', () => {
  it.each(puzzles)('on $name, with maxSolutions 2, counts what the trace shows', ({ puzzle }) => {
    const { result, events, replay } = replaySolve(solver, puzzle, { maxSolutions: 2 });
    expect(result.stats).toEqual({
      placements: countEvents(events, 'place'),
      guesses: countEvents(events, 'guess'),
      backtracks: countEvents(events, 'backtrack'),
    });
    expect(replay.solutions).toHaveLength(result.solutionCount);
  });

  it.each(puzzles)('on $name, counts the same untraced, and never places a given', ({ puzzle }) => {
    const { result, events } = traceOf(puzzle, 2);
    expect(solver.solve(puzzle, { maxSolutions: 2 }).stats).toEqual(result.stats);
    const placed = events.flatMap((event) => (event.type === 'place' ? [event.cell] : []));
    expect(placed.filter((cell) => puzzle.cells[cell] !== 0)).toEqual([]);
  });

  it('counts one placement per empty cell when no guess is needed', () => {
    const puzzle = parseGrid(namedPuzzle('leetcode-37-example').text);
    const result = solver.solve(puzzle);
    expect(result.stats.guesses).toBe(0);
    expect(result.stats.placements).toBe(puzzle.cells.filter((digit) => digit === 0).length);
  });

  it('traces a guess at a layout as its eliminations, and places no digit by guessing', () => {
    // Every guess is a layout of a digit: a guess, then the candidates it takes away.
    for (const puzzle of [everest, emptyGrid(nine)]) {
      const { events } = traceOf(puzzle);
      const reasons = new Set(events.flatMap((event) => (event.type === 'place' ? [event.reason] : [])));
      expect([...reasons].sort()).toEqual(['hidden', 'single']);
      expect(events.some((event) => event.type === 'guess')).toBe(true);
      events.forEach((event, index) => {
        if (event.type === 'guess') expect(events[index + 1]!.type).toBe('eliminate');
      });
    }
    // The empty grid's first guess: digit 1 in the top band, the first of its six layouts, which
    // keeps rows 1, 2, 3 in stacks 1, 2, 3 (cells 0..2, 12..14, 24..26) and takes every other cell.
    const empty = traceOf(emptyGrid(nine)).events;
    const first = empty.findIndex((event) => event.type === 'guess');
    const taken = empty.slice(first + 1, first + 19);
    expect(empty[first]).toEqual({ type: 'guess', cell: 0 });
    expect(taken.every((event) => event.type === 'eliminate' && event.digit === 1)).toBe(true);
    const kept = new Set([0, 1, 2, 12, 13, 14, 24, 25, 26]);
    expect(
      taken.map((event) => (event.type === 'eliminate' ? event.cell : -1)).sort((a, b) => a - b),
    ).toEqual([...Array(27).keys()].filter((cell) => !kept.has(cell)));
  });
});

describe('budgets', () => {
  const full = solver.solve(everest);

  it('solves within a placement budget of exactly the placements it needs, and stops one short of it', () => {
    expect(solver.solve(everest, { maxPlacements: full.stats.placements }).status).toBe('solved');
    const short = solver.solve(everest, { maxPlacements: full.stats.placements - 1 });
    expect(short.status).toBe('aborted');
    expect(short.stats.placements).toBe(full.stats.placements - 1);
    expect(short.message).toMatch(/placement budget/);
  });

  it('stops on an aborted signal, given before or fired from the trace', () => {
    const before = new AbortController();
    before.abort();
    expect(solver.solve(everest, { signal: before.signal }).status).toBe('aborted');
    const during = new AbortController();
    const result = solver.solve(emptyGrid(nine), {
      maxSolutions: 1_000_000,
      signal: during.signal,
      onEvent: (event) => {
        if (event.type === 'solution') during.abort();
      },
    });
    expect(result.status).toBe('aborted');
    expect(result.message).toMatch(/AbortSignal/);
    expect(result.solutionCount).toBeGreaterThan(0);
  });
});

describe('solves within solves', () => {
  it('solves other puzzles from inside a trace callback, and both come out as they do alone', () => {
    const inner = generatePuzzle({ shape: nine, seed: 5, difficulty: 'hard' }).puzzle;
    const alone = solver.solve(inner, { maxSolutions: 2 });
    const nested: ReturnType<typeof solver.solve>[] = [];
    const events: SolveEvent[] = [];
    const outer = solver.solve(everest, {
      maxSolutions: 2,
      onEvent: (event) => {
        events.push(event);
        if (event.type === 'guess' && nested.length < 5)
          nested.push(solver.solve(inner, { maxSolutions: 2 }));
      },
    });
    expect(nested).toHaveLength(5);
    for (const result of nested) {
      expect(result.stats).toEqual(alone.stats);
      expect(sameGrid(result.solution!, alone.solution!)).toBe(true);
    }
    const plain = solver.solve(everest, { maxSolutions: 2 });
    expect(outer.stats).toEqual(plain.stats);
    expect(sameGrid(outer.solution!, plain.solution!)).toBe(true);
    expect(replayTrace(everest, events).solutions).toHaveLength(1);
  });
});
