import {
  allShapes,
  emptyGrid,
  findConflicts,
  type Grid,
  replayTrace,
  type Shape,
  type SolveEvent,
  sameGrid,
  shapes,
  tablesFor,
  verifySolution,
} from '@sudoku-lab/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { solver } from './index.js';

/** Solutions of a puzzle, up to `cap`, by plain cell-by-cell backtracking: the reference the search is checked against. */
function countSolutions(puzzle: Grid, cap: number): number {
  const { size, cellCount, peers, peerCount } = tablesFor(puzzle.shape);
  const cells = [...puzzle.cells];
  let found = 0;
  const fill = (cell: number): void => {
    if (cell === cellCount) {
      found++;
      return;
    }
    if (cells[cell] !== 0) {
      fill(cell + 1);
      return;
    }
    for (let digit = 1; digit <= size && found < cap; digit++) {
      let free = true;
      for (let k = 0; k < peerCount && free; k++) free = cells[peers[cell * peerCount + k]!] !== digit;
      if (!free) continue;
      cells[cell] = digit;
      fill(cell + 1);
      cells[cell] = 0;
    }
  };
  fill(0);
  return found;
}

/** A solved board of the shape, from the solver itself (checked by verifySolution wherever it is used). */
function solvedBoard(shape: Shape): Grid {
  return solver.solve(emptyGrid(shape)).solution!;
}

/** Puzzles made from a solved board: digits relabelled, then some cells emptied. */
const derivedPuzzle = (shape: Shape) => {
  const board = solvedBoard(shape);
  const digits = Array.from({ length: shape.size }, (_, i) => i + 1);
  return fc
    .tuple(
      fc.shuffledSubarray(digits, { minLength: shape.size, maxLength: shape.size }),
      fc.array(fc.double({ min: 0, max: 1, noNaN: true }), {
        minLength: shape.cellCount,
        maxLength: shape.cellCount,
      }),
      fc.double({ min: 0.2, max: 0.9, noNaN: true }),
    )
    .map(
      ([relabel, draws, emptied]): Grid => ({
        shape,
        cells: board.cells.map((digit, cell) => (draws[cell]! < emptied ? 0 : relabel[digit - 1]!)),
      }),
    );
};

function traceOf(puzzle: Grid, maxSolutions = 1) {
  const events: SolveEvent[] = [];
  const result = solver.solve(puzzle, { maxSolutions, onEvent: (event) => events.push(event) });
  return { result, events };
}

describe('search', () => {
  it.each(allShapes)('solves the empty $name board', (shape) => {
    const puzzle = emptyGrid(shape);
    const result = solver.solve(puzzle);
    expect(result.status).toBe('solved');
    expect(verifySolution(puzzle, result.solution!).ok).toBe(true);
  });

  it.each(allShapes)('finds a second solution of the empty $name board when asked to', (shape) => {
    const result = solver.solve(emptyGrid(shape), { maxSolutions: 2 });
    expect(result.status).toBe('multiple');
    expect(result.solutionCount).toBe(2);
  });

  it.each([shapes['4x4'], shapes['6x6']])(
    'agrees with plain backtracking on random $name puzzles (solution count up to 2, every answer verified)',
    (shape) => {
      fc.assert(
        fc.property(derivedPuzzle(shape), (puzzle) => {
          const result = solver.solve(puzzle, { maxSolutions: 2 });
          const expected = countSolutions(puzzle, 2);
          expect(result.solutionCount).toBe(expected);
          expect(result.status).toBe(expected === 1 ? 'solved' : 'multiple');
          expect(verifySolution(puzzle, result.solution!).ok).toBe(true);
        }),
        { numRuns: 200 },
      );
    },
  );

  it('agrees with plain backtracking on random 4x4 givens, unsolvable and conflicting ones included', () => {
    const shape = shapes['4x4'];
    const cells = fc.array(fc.oneof(fc.constant(0), fc.constant(0), fc.integer({ min: 1, max: 4 })), {
      minLength: shape.cellCount,
      maxLength: shape.cellCount,
    });
    fc.assert(
      fc.property(cells, (cells) => {
        const puzzle: Grid = { shape, cells };
        const result = solver.solve(puzzle, { maxSolutions: 2 });
        if (findConflicts(puzzle).length > 0) {
          expect(result.status).toBe('invalid');
        } else {
          const expected = countSolutions(puzzle, 2);
          expect(result.solutionCount).toBe(expected);
          expect(result.status).toBe(['unsolvable', 'solved', 'multiple'][expected]);
        }
      }),
      { numRuns: 500 },
    );
  });

  it.each(allShapes)('solves puzzles made from a $name solution that need guesses', (shape) => {
    const board = solvedBoard(shape);
    expect(verifySolution(emptyGrid(shape), board).ok).toBe(true);
    let guessed = 0;
    fc.assert(
      fc.property(derivedPuzzle(shape), (puzzle) => {
        const result = solver.solve(puzzle);
        expect(result.status).toBe('solved');
        expect(verifySolution(puzzle, result.solution!).ok).toBe(true);
        if (result.stats.guesses > 0) guessed++;
      }),
      { numRuns: shape.size === 16 ? 20 : 50, seed: 37 },
    );
    expect(guessed).toBeGreaterThan(0);
  });
});

describe('trace and stats', () => {
  const puzzles = allShapes.flatMap((shape) =>
    fc.sample(derivedPuzzle(shape), { numRuns: 8, seed: 95 }).map((puzzle) => ({ name: shape.name, puzzle })),
  );

  it.each(puzzles)('replays onto the $name puzzle and ends on the solution', ({ puzzle }) => {
    const { result, events } = traceOf(puzzle);
    const replay = replayTrace(puzzle, events);
    expect(sameGrid(replay.final, result.solution!)).toBe(true);
    expect(replay.solutions).toHaveLength(1);
  });

  it.each(puzzles)('counts on the $name puzzle what the trace shows', ({ puzzle }) => {
    const { result, events } = traceOf(puzzle, 2);
    const count = (test: (event: SolveEvent) => boolean) => events.filter(test).length;
    expect(result.stats).toEqual({
      placements: count((event) => event.type === 'place'),
      guesses: count((event) => event.type === 'place' && event.reason === 'guess'),
      backtracks: count((event) => event.type === 'backtrack'),
      eliminations: count((event) => event.type === 'eliminate'),
    });
    expect(count((event) => event.type === 'guess')).toBe(result.stats.guesses);
    expect(replayTrace(puzzle, events).solutions).toHaveLength(result.solutionCount);
  });

  it('never places a given, and counts the same with and without a trace', () => {
    for (const { puzzle } of puzzles) {
      const { result, events } = traceOf(puzzle);
      const placed = events.flatMap((event) => (event.type === 'place' ? [event.cell] : []));
      expect(placed.filter((cell) => puzzle.cells[cell] !== 0)).toEqual([]);
      expect(solver.solve(puzzle).stats).toEqual(result.stats);
    }
  });
});

describe('the contract', () => {
  it('does not mutate its input', () => {
    const shape = shapes['9x9'];
    const [puzzle] = fc.sample(derivedPuzzle(shape), { numRuns: 1, seed: 1 });
    const cells = [...puzzle!.cells];
    const input = { shape, cells };
    const result = solver.solve(input);
    expect(result.status).toBe('solved');
    expect(input.cells).toEqual(puzzle!.cells);
    expect(result.solution!.cells).not.toBe(cells);
  });

  it('stops when the placement budget runs out, with its counters filled', () => {
    const result = solver.solve(emptyGrid(shapes['16x16']), { maxPlacements: 10 });
    expect(result.status).toBe('aborted');
    expect(result.stats.placements).toBe(10);
    expect(result.stats.eliminations).toBeGreaterThan(0);
  });

  it('solves another puzzle from inside a trace callback', () => {
    const outer = emptyGrid(shapes['9x9']);
    const inner: string[] = [];
    const result = solver.solve(outer, {
      onEvent: (event) => {
        if (event.type === 'guess' && inner.length < 3) inner.push(solver.solve(outer).status);
      },
    });
    expect(inner).toEqual(['solved', 'solved', 'solved']);
    expect(verifySolution(outer, result.solution!).ok).toBe(true);
  });
});
