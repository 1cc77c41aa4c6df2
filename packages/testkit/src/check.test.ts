import {
  allShapes,
  defineSolver,
  parseGrid,
  type Shape,
  type SolveOptions,
  type Solver,
  shapes,
} from '@sudoku-lab/core';
import { describe, expect, it } from 'vitest';
import { Board } from './board.js';
import type { ConformanceCase } from './case.js';
import { conformanceCases } from './cases.js';
import {
  checkSearchesOn,
  checkSolverContract,
  checkUndeclaredShape,
  describeFailures,
  runCase,
} from './check.js';
import { namedPuzzle } from './named.js';
import { referenceSolver, searchSolutions } from './reference.js';
import {
  deadlineIgnoringSolver,
  firstSolutionOnlySolver,
  guessAheadSolver,
  lateSolver,
  lingeringSolver,
  mutatingSolver,
  naiveSolver,
  noBacktrackTraceSolver,
  placesFirstSolver,
  twoCandidatesSolver,
  uncountedSolver,
  wrongDigitSolver,
} from './solvers.fixture.js';

const casesOf = (shape: Shape) =>
  conformanceCases(shape).map((testCase) => [testCase.name, testCase] as const);

/** Runs a case with the naive fixture; also reports the most placements any of its solves made. */
function runNaive(testCase: ConformanceCase): { failures: string[]; mostPlacements: number } {
  let mostPlacements = 0;
  const counting: Solver = {
    ...naiveSolver,
    solve(puzzle, options?: SolveOptions) {
      const result = naiveSolver.solve(puzzle, options);
      mostPlacements = Math.max(mostPlacements, result.stats.placements);
      return result;
    },
  };
  return { failures: runCase(counting, testCase), mostPlacements };
}

// The reference solver passes every case too: conformance.test.ts runs it through describeConformance.
describe.each(allShapes.map((shape) => [shape.name, shape] as const))(
  'row-major backtracking passes every %s case',
  (_, shape) => {
    // It places some 25 million digits a second here: 3 million at most in any one solve keeps the
    // whole suite to a few seconds for the slowest honest strategy.
    it.each(casesOf(shape))('%s, quickly', (_name, testCase) => {
      const { failures, mostPlacements } = runNaive(testCase);
      expect(failures).toEqual([]);
      expect(mostPlacements).toBeLessThanOrEqual(3_000_000);
    });
  },
);

function caseNamed(shape: Shape, name: string): ConformanceCase {
  const found = conformanceCases(shape).find((testCase) => testCase.name === name);
  if (found === undefined) throw new Error(`no case ${name} on ${shape.name}`);
  return found;
}

describe('broken solvers fail the suite', () => {
  it.each([
    {
      solver: wrongDigitSolver,
      shape: '9x9',
      name: 'unique: generated medium',
      expected: /the solution is wrong: /,
    },
    {
      solver: mutatingSolver,
      shape: '9x9',
      name: 'input never mutated',
      expected: /solve changed its input: row 1, /,
    },
    {
      solver: firstSolutionOnlySolver,
      shape: '9x9',
      name: 'empty grid',
      expected: /'solved', expected 'multiple'/,
    },
    {
      solver: firstSolutionOnlySolver,
      shape: '6x6',
      name: 'several solutions',
      expected: /'solved', expected 'multiple'/,
    },
    {
      solver: deadlineIgnoringSolver,
      shape: '4x4',
      name: 'budget: deadline already past',
      expected: /expected 'aborted'/,
    },
    {
      solver: placesFirstSolver,
      shape: '9x9',
      name: 'budget: deadline already past',
      expected: /^a deadline already past: stats.placements is 3, expected none past the deadline$/,
    },
    {
      solver: noBacktrackTraceSolver,
      shape: '9x9',
      name: 'unique: everest',
      expected:
        /the trace is missing a 'backtrack': event \d+ places \d at row \d, column \d, which event \d+ filled, and no backtrack emptied it in between/,
    },
    {
      solver: lateSolver,
      shape: '9x9',
      name: 'budget: deadline overshoot',
      expected:
        /^maxSolutions Infinity, a deadline 5 ms ahead, an onEvent taking 20 µs an event: the solve sent 1\d{3} events after its deadline had passed \(at most 100, 2 ms of a slow onEvent\)/,
    },
    {
      solver: uncountedSolver,
      shape: '9x9',
      name: 'budget: deadline overshoot',
      expected: /solve threw Error: still searching 1000 ms past its deadline/,
    },
    {
      solver: lingeringSolver,
      shape: '9x9',
      name: 'budget: deadline overshoot',
      expected:
        /^maxSolutions Infinity, a deadline 5 ms ahead, no trace: the solve worked \d+\.\d ms past its deadline before it returned, at best of three tries \(at most 50 ms\)$/,
    },
    {
      solver: uncountedSolver,
      shape: '16x16',
      name: 'budget: maxPlacements',
      expected: /expected 'aborted'/,
    },
    {
      solver: guessAheadSolver,
      shape: '9x9',
      name: 'budget: maxPlacements',
      expected: /^maxPlacements \d+: stats.guesses \((\d+)\) is more than stats.placements \(\d+\)$/,
    },
    {
      solver: uncountedSolver,
      shape: '9x9',
      name: 'unique: generated easy',
      expected: /stats.placements is 0/,
    },
  ] as const)('$solver.id: $shape $name', ({ solver, shape, name, expected }) => {
    const failures = runCase(solver, caseNamed(shapes[shape], name));
    // Says, when it fails, what was expected and every failure the case reported instead.
    expect(failures).toContainEqual(expect.stringMatching(expected));
  });

  it.each(allShapes.map((shape) => [shape.name, shape] as const))(
    'two-candidates fails only the case that counts every solution, on %s',
    (_, shape) => {
      const failing = conformanceCases(shape).filter(
        (testCase) => runCase(twoCandidatesSolver, testCase).length > 0,
      );
      expect(failing.map((testCase) => testCase.kind)).toEqual(['all-solutions']);
      const [failure] = runCase(twoCandidatesSolver, failing[0]!);
      expect(failure).toMatch(
        /^maxSolutions \d+: found \d+ solutions, the puzzle has \d+: every empty cell has three candidates, and a search that leaves a cell's third candidate untried misses solutions$/,
      );
    },
  );

  it.each([
    wrongDigitSolver,
    mutatingSolver,
    firstSolutionOnlySolver,
    noBacktrackTraceSolver,
    uncountedSolver,
  ])('$id fails on every shape', (solver) => {
    for (const shape of allShapes) {
      // Not the overshoot case: an endless search under a solver that never counts runs a second.
      const failing = conformanceCases(shape).filter(
        (testCase) => testCase.kind !== 'deadline-overshoot' && runCase(solver, testCase).length > 0,
      );
      expect(failing.length, shape.name).toBeGreaterThan(0);
    }
  });
});

describe('describeFailures', () => {
  it('puts what failed first, then each failure in words on a line of its own', () => {
    expect(describeFailures("naive fails the 9x9 case 'unique: everest'", ['a: one', 'b: two'])).toBe(
      "naive fails the 9x9 case 'unique: everest':\n  - a: one\n  - b: two",
    );
  });
});

describe('checkSolverContract', () => {
  const base = { name: 'A solver', description: 'Solves.', search: () => undefined };
  it.each([
    ['an id with capitals', { ...base, id: 'Mine', shapes: allShapes }, /id should be/],
    ['no shapes', { ...base, id: 'mine', shapes: [] }, /shapes should list/],
    ['no 9x9', { ...base, id: 'mine', shapes: [shapes['4x4']] }, /shapes should include 9x9/],
    [
      'an empty name',
      { ...base, id: 'mine', name: ' ', shapes: allShapes },
      /name should be a non-empty string/,
    ],
  ])('reports %s', (_, definition, expected) => {
    const failures = checkSolverContract(defineSolver(definition));
    expect(failures).toContainEqual(expect.stringMatching(expected));
  });

  it('accepts the reference solver', () => {
    expect(checkSolverContract(referenceSolver)).toEqual([]);
  });
});

describe('checkUndeclaredShape', () => {
  const nineOnly = defineSolver({
    id: 'nine-only',
    name: 'Nine only',
    description: 'The reference search, declared for 9x9 only.',
    shapes: [shapes['9x9']],
    search: (context) => searchSolutions(Board.of(context.puzzle), context),
  });

  it('passes a solver that refuses the shape', () => {
    expect(checkUndeclaredShape(nineOnly, shapes['4x4'])).toEqual([]);
  });

  it('fails a solver that solves a shape it does not declare', () => {
    const liar: Solver = { ...referenceSolver, shapes: [shapes['9x9']] };
    expect(checkUndeclaredShape(liar, shapes['4x4'])).toEqual([
      "an empty 4x4 grid: status is 'solved', expected 'invalid'",
    ]);
  });
});

describe('checkSearchesOn', () => {
  const leetcode = parseGrid(namedPuzzle('js-article-board').text);
  it.each([
    ['row-major backtracking, by its placements', naiveSolver, 'placements', []],
    [
      'a solver that stops at its first solution',
      firstSolutionOnlySolver,
      'placements',
      [expect.stringMatching(/placements went from (\d+) to \1: it stopped at its first solution/)],
    ],
    ['a counter the solver does not keep', naiveSolver, 'sweeps', ['its stats count no sweeps']],
  ] as const)('%s', (_, solver, work, expected) => {
    expect(checkSearchesOn(solver, leetcode, work)).toEqual(expected);
  });

  it('names a puzzle with no solution', () => {
    const unsolvable = parseGrid(['12..', '..4.', '...3', '....']);
    expect(checkSearchesOn(naiveSolver, unsolvable, 'placements')).toEqual([
      "found no solution alone (status 'unsolvable')",
    ]);
  });
});
