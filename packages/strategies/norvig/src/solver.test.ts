import {
  allShapes,
  bitCount,
  digitsOf,
  emptyGrid,
  findConflicts,
  type Grid,
  parseGrid,
  type Shape,
  shapes,
  verifySolution,
} from '@sudoku-lab/core';
import { countEvents, replaySolve, replaySteps, traceSolve } from '@sudoku-lab/testkit';
import { countSolutions, generatePuzzle, generateSolution, namedPuzzle } from '@sudoku-lab/testkit/puzzles';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { solver } from './index.js';

/** Puzzles made from a solved board: digits relabelled, then some cells emptied. */
const derivedPuzzle = (shape: Shape) => {
  const board = generateSolution({ shape, seed: 3 });
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

const traceOf = (puzzle: Grid, maxSolutions = 1) => traceSolve(solver, puzzle, { maxSolutions });

/** Puzzles that need guesses: Arto Inkala's "Everest" and a generated hard puzzle of every shape that has them. */
const guessingPuzzles = [
  { name: 'everest', puzzle: parseGrid(namedPuzzle('everest').text) },
  ...allShapes
    .filter((shape) => shape.size > 4)
    .map((shape) => ({
      name: `hard ${shape.name}`,
      puzzle: generatePuzzle({ shape, seed: 17, difficulty: 'hard' }).puzzle,
    })),
];

describe('search', () => {
  it.each(guessingPuzzles)(
    'on $name, guesses at the cell with the fewest candidates (the first in row-major order), digits ascending',
    ({ puzzle }) => {
      const { result, events } = traceOf(puzzle, 2);
      expect(result.stats.guesses).toBeGreaterThan(0);
      /** Per open guess: the cell, and the digits it may still try, as the replay saw them when it chose. */
      const open: { cell: number; untried: number[] }[] = [];
      for (const { event, cells, candidates } of replaySteps(puzzle, events)) {
        if (event.type === 'guess' && open.at(-1)?.cell !== event.cell) {
          const counts = candidates.map((mask, cell) => (cells[cell] === 0 ? bitCount(mask) : Infinity));
          expect(event.cell).toBe(counts.indexOf(Math.min(...counts)));
          open.push({ cell: event.cell, untried: digitsOf(candidates[event.cell]!) });
        }
        if (event.type === 'place' && event.reason === 'guess') {
          const choice = open.at(-1)!;
          expect({ cell: event.cell, digit: event.digit }).toEqual({
            cell: choice.cell,
            digit: choice.untried[0],
          });
          choice.untried.shift();
        }
        // A choice whose digits have all been tried ends with its last backtrack.
        if (event.type === 'backtrack' && open.at(-1)!.untried.length === 0) open.pop();
      }
    },
  );

  it.each([shapes['4x4'], shapes['6x6']])(
    'agrees with the reference search on random $name puzzles (solutions counted up to 2, answers verified)',
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

  it('agrees with the reference search on random 4x4 givens, unsolvable and conflicting ones included', () => {
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
});

describe('trace and stats', () => {
  const puzzles = [
    ...guessingPuzzles,
    ...allShapes.flatMap((shape) =>
      fc
        .sample(derivedPuzzle(shape), { numRuns: 6, seed: 95 })
        .map((puzzle, i) => ({ name: `${shape.name} #${i + 1}`, puzzle })),
    ),
  ];

  it.each(puzzles)('on $name, with maxSolutions 2, counts what the trace shows', ({ puzzle }) => {
    const { result, events, replay } = replaySolve(solver, puzzle, { maxSolutions: 2 });
    expect(result.stats).toEqual({
      placements: countEvents(events, 'place'),
      guesses: events.filter((event) => event.type === 'place' && event.reason === 'guess').length,
      backtracks: countEvents(events, 'backtrack'),
      eliminations: countEvents(events, 'eliminate'),
    });
    expect(countEvents(events, 'guess')).toBe(result.stats.guesses);
    expect(replay.solutions).toHaveLength(result.solutionCount);
  });

  it.each(puzzles)('on $name, never places a given, and counts the same untraced', ({ puzzle }) => {
    const { result, events } = traceOf(puzzle);
    const placed = events.flatMap((event) => (event.type === 'place' ? [event.cell] : []));
    expect(placed.filter((cell) => puzzle.cells[cell] !== 0)).toEqual([]);
    expect(solver.solve(puzzle).stats).toEqual(result.stats);
  });
});

describe('the contract', () => {
  it('stops when the placement budget runs out, with its own counters filled', () => {
    const result = solver.solve(emptyGrid(shapes['16x16']), { maxPlacements: 10 });
    expect(result.status).toBe('aborted');
    expect(result.stats.placements).toBe(10);
    expect(result.stats.eliminations).toBeGreaterThan(0);
  });
});
