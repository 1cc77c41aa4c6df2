import {
  allShapes,
  defineSolver,
  type Grid,
  lowestDigit,
  type SearchContext,
  type SolveOptions,
  type Solver,
} from '@sudoku-lab/core';
import { Board } from './board.js';
import type { Random } from './random.js';
import { referenceSolver, type SearchSink, searchSolutions } from './reference.js';

/**
 * Solvers for the testkit's own tests: a plain row-major backtracker, and strategies broken on
 * purpose, one fault each, that the conformance checks must catch.
 */

/**
 * Textbook row-major backtracking (LeetCode 37): the first empty cell, every digit that fits in
 * ascending order, no propagation. The slowest honest strategy: the suite must stay quick for it.
 */
export const naiveSolver: Solver = defineSolver({
  id: 'naive-fixture',
  name: 'Row-major backtracking',
  description: 'The first empty cell, every digit that fits, in ascending order.',
  shapes: allShapes,
  search: (context) => searchRowMajor(context),
});

/** Row-major backtracking that counts each try as a guess before counting its placement. */
export const guessAheadSolver: Solver = defineSolver({
  id: 'guess-ahead',
  name: 'Broken: guess-ahead',
  description: 'Counts a guess before its placement.',
  shapes: allShapes,
  search: (context) => searchRowMajor(context, true),
});

/**
 * The row-major search. `guessFirst` is a fault on purpose: every try counted as a guess, before its
 * placement is counted, so a budget that refuses the placement leaves a guess over.
 */
export function searchRowMajor(context: SearchContext, guessFirst = false): void {
  const board = Board.of(context.puzzle);
  const empties = Array.from(board.cells.keys()).filter((cell) => board.cells[cell] === 0);
  const { counters, trace } = context;

  const fill = (at: number): boolean => {
    if (at === empties.length) return context.foundSolution(board.cells);
    const cell = empties[at]!;
    const fits = board.candidates(cell);
    const choice = (fits & (fits - 1)) !== 0;
    for (let left = fits; left !== 0; left &= left - 1) {
      const digit = lowestDigit(left);
      if (guessFirst) counters.guesses++;
      context.countPlacement();
      if (choice && !guessFirst) counters.guesses++;
      trace?.({ type: 'guess', cell });
      trace?.({ type: 'place', cell, digit, reason: 'try' });
      board.place(cell, digit);
      if (fill(at + 1)) return true;
      board.clear(cell);
      counters.backtracks++;
      trace?.({ type: 'backtrack' });
    }
    return false;
  };
  fill(0);
}

/** A strategy built on the reference search with one thing done wrong, through core's defineSolver. */
function brokenReference(
  id: string,
  description: string,
  wrap: (context: SearchContext) => SearchSink,
): Solver {
  return defineSolver({
    id,
    name: `Broken: ${id}`,
    description,
    shapes: allShapes,
    search: (context) => searchSolutions(Board.of(context.puzzle), wrap(context)),
  });
}

/** The search's view of core's context, with some of it replaced. */
function sinkOf(context: SearchContext, changes: Partial<SearchSink>): SearchSink {
  return {
    counters: context.counters,
    trace: context.trace,
    countPlacement: () => context.countPlacement(),
    foundSolution: (cells) => context.foundSolution(cells),
    ...changes,
  };
}

/** Reports a solution with the digit of the puzzle's first empty cell changed. */
export const wrongDigitSolver = brokenReference(
  'wrong-digit',
  'One digit of its solution is wrong.',
  (context) =>
    sinkOf(context, {
      foundSolution(cells) {
        const wrong = Array.from(cells);
        const cell = context.puzzle.cells.indexOf(0);
        if (cell !== -1) wrong[cell] = (wrong[cell]! % context.tables.size) + 1;
        return context.foundSolution(wrong);
      },
    }),
);

/**
 * Writes its solution into the grid it was given (when that grid is not frozen). Core hands a search a
 * frozen copy, so this one mutates outside it, as a solver that does not wrap its search in
 * defineSolver could.
 */
export const mutatingSolver: Solver = Object.freeze({
  ...referenceSolver,
  id: 'mutating',
  description: 'Writes its solution into its input.',
  solve(puzzle: Grid, options?: SolveOptions) {
    const result = referenceSolver.solve(puzzle, options);
    const input = puzzle.cells as number[];
    if (result.solution !== null && !Object.isFrozen(input))
      input.splice(0, input.length, ...result.solution.cells);
    return result;
  },
});

/** Stops at the first solution whatever maxSolutions says, so it never sees a second one. */
export const firstSolutionOnlySolver = brokenReference(
  'first-only',
  'Stops at its first solution.',
  (context) =>
    sinkOf(context, {
      foundSolution(cells) {
        context.foundSolution(cells);
        return true;
      },
    }),
);

/** Leaves 'backtrack' out of its trace, so a replay cannot return to the board saved at a guess. */
export const noBacktrackTraceSolver = brokenReference(
  'no-backtrack-trace',
  'Its trace has no backtracks.',
  (context) =>
    sinkOf(context, {
      trace: context.trace && ((event) => (event.type === 'backtrack' ? undefined : context.trace!(event))),
    }),
);

/** Places digits without counting them: no placement budget, no deadline or signal, stats.placements 0. */
export const uncountedSolver = brokenReference('uncounted', 'Never counts a placement.', (context) =>
  sinkOf(context, { countPlacement: () => undefined }),
);

/** Row-major backtracking that drops the deadline before core sees it. */
export const deadlineIgnoringSolver: Solver = Object.freeze({
  ...naiveSolver,
  id: 'ignores-deadline',
  solve: (puzzle: Grid, { deadline: _ignored, ...options }: SolveOptions = {}) =>
    naiveSolver.solve(puzzle, options),
});

/**
 * The reference search trying only two candidates at each guess, as a strategy that assumes a guess is
 * always between two would: its shuffle keeps the first two digits of the cell and drops the rest.
 */
export const twoCandidatesSolver: Solver = defineSolver({
  id: 'two-candidates',
  name: 'Broken: two-candidates',
  description: 'Tries two candidates of a cell at most.',
  shapes: allShapes,
  search: (context) => searchSolutions(Board.of(context.puzzle), context, firstTwo),
});

const firstTwo = { shuffle: <T>(items: readonly T[]): T[] => items.slice(0, 2) } as Random;

/**
 * Row-major backtracking that, untraced, works on 100 ms past its deadline (busy, as a search that
 * does not look at the clock would) before it stops.
 */
export const lingeringSolver: Solver = Object.freeze({
  ...naiveSolver,
  id: 'lingering',
  solve: (puzzle: Grid, options: SolveOptions = {}) => {
    if (options.deadline === undefined || options.onEvent !== undefined)
      return naiveSolver.solve(puzzle, options);
    const result = naiveSolver.solve(puzzle, options);
    // 100 ms past the deadline by both clocks: on a busy machine the wall clock alone gets there first.
    const until = options.deadline + 100;
    const started = process.cpuUsage();
    const worked = () => {
      const { user, system } = process.cpuUsage(started);
      return (user + system) / 1000;
    };
    while (performance.now() < until || worked() < 100);
    return result;
  },
});

/** Row-major backtracking that places three digits before it stops for a deadline (a budget of three instead). */
export const placesFirstSolver: Solver = Object.freeze({
  ...naiveSolver,
  id: 'places-first',
  solve: (puzzle: Grid, { deadline, ...options }: SolveOptions = {}) =>
    naiveSolver.solve(puzzle, deadline === undefined ? options : { ...options, maxPlacements: 3 }),
});

/** Row-major backtracking that moves its deadline 30 ms later before core sees it. */
export const lateSolver: Solver = Object.freeze({
  ...naiveSolver,
  id: 'late',
  solve: (puzzle: Grid, options: SolveOptions = {}) =>
    naiveSolver.solve(
      puzzle,
      options.deadline === undefined ? options : { ...options, deadline: options.deadline + 30 },
    ),
});
