import {
  allShapes,
  bitCount,
  defineSolver,
  digitsOf,
  findConflicts,
  type Grid,
  type RuleKind,
  type SearchContext,
  type Solver,
  type SolveStats,
} from '@sudoku-lab/core';
import { Board, propagate } from './board.js';
import type { Random } from './random.js';
import { findVariantSolutions, searchVariant, VariantBudget } from './variants.js';

/** What the reference search reports to: core's SearchContext, or the generator's own light counter. */
export type SearchSink = Pick<SearchContext, 'counters' | 'trace' | 'countPlacement' | 'foundSolution'>;

/**
 * The reference search: naked and hidden singles, then a guess at the cell with the fewest
 * candidates, every digit in turn (in `random` order when given, for the generator). It stops when
 * `sink.foundSolution` says enough solutions are found. Every placement goes through
 * `sink.countPlacement`, and with a trace it emits the events core's replay expects.
 */
export function searchSolutions(board: Board, sink: SearchSink, random?: Random): void {
  const trail: number[] = [];
  const { counters, trace } = sink;

  const place = (cell: number, digit: number, reason: 'single' | 'hidden' | 'guess') => {
    sink.countPlacement();
    board.place(cell, digit);
    trail.push(cell);
    trace?.({ type: 'place', cell, digit, reason });
  };
  const undoTo = (mark: number) => {
    while (trail.length > mark) board.clear(trail.pop()!);
  };

  /** Returns true when the search should stop. */
  const explore = (): boolean => {
    const outcome = propagate(board, true, place);
    if (outcome === 'contradiction') return false;
    if (outcome === 'solved') return sink.foundSolution(board.cells);
    const cell = fewestCandidates(board);
    for (const digit of digitsToTry(board.candidates(cell), random)) {
      const mark = trail.length;
      trace?.({ type: 'guess', cell });
      place(cell, digit, 'guess');
      counters.guesses++;
      if (explore()) return true;
      undoTo(mark);
      counters.backtracks++;
      trace?.({ type: 'backtrack' });
    }
    return false;
  };

  explore();
}

/** The empty cell with the fewest candidates (the first of them): the narrowest choice to guess at. */
function fewestCandidates(board: Board): number {
  let best = -1;
  let bestCount = Number.POSITIVE_INFINITY;
  for (let cell = 0; cell < board.cells.length; cell++) {
    if (board.cells[cell] !== 0) continue;
    const count = bitCount(board.candidates(cell));
    if (count < bestCount) {
      best = cell;
      bestCount = count;
    }
  }
  return best;
}

function digitsToTry(mask: number, random: Random | undefined): number[] {
  return random === undefined ? digitsOf(mask) : random.shuffle(digitsOf(mask));
}

/** Thrown through the search by a sink whose placement budget ran out. */
export class OutOfBudget extends Error {}

export interface Solutions {
  /** Solutions found, at most the limit asked for. */
  readonly count: number;
  /** The solutions found, in the order found. */
  readonly solutions: readonly Grid[];
}

/**
 * Solutions of a puzzle, found by the reference search, up to `limit` (0 for conflicting givens).
 * With `maxPlacements`, throws OutOfBudget when the search would place more digits.
 */
export function findSolutions(
  puzzle: Grid,
  limit: number,
  { random, maxPlacements = Number.POSITIVE_INFINITY }: { random?: Random; maxPlacements?: number } = {},
): Solutions {
  if (findConflicts(puzzle).length > 0) return { count: 0, solutions: [] };
  if (puzzle.rules !== undefined) {
    try {
      const found = findVariantSolutions(puzzle, limit, { random, maxPlacements });
      return { count: found.length, solutions: found };
    } catch (error) {
      throw error instanceof VariantBudget ? new OutOfBudget() : error;
    }
  }
  const solutions: Grid[] = [];
  const stats: SolveStats = { placements: 0, guesses: 0, backtracks: 0 };
  const board = Board.of(puzzle);
  const sink: SearchSink = {
    counters: stats,
    trace: undefined,
    countPlacement() {
      if (stats.placements >= maxPlacements) throw new OutOfBudget();
      stats.placements++;
    },
    foundSolution() {
      solutions.push(board.toGrid());
      return solutions.length >= limit;
    },
  };
  searchSolutions(board, sink, random);
  return { count: solutions.length, solutions };
}

/** How many solutions a puzzle has, counted up to `limit` (2 tells one from several). */
export function countSolutions(puzzle: Grid, limit = 2): number {
  return findSolutions(puzzle, limit).count;
}

/** The rules the reference's variant search reads itself (see referencePeers and searchVariant). */
const REFERENCE_RULES: readonly RuleKind[] = ['regions', 'houses', 'cages', 'antiknight', 'antiking'];

/**
 * The testkit's reference solver, on every shape and every rule: the reference search wrapped in
 * core's defineSolver, with a full trace; a variant goes to the variant reference search, which
 * works its peers out from the rules themselves. The testkit's own tests hold it to the conformance suite.
 */
export const referenceSolver: Solver = defineSolver({
  id: 'reference',
  name: 'Testkit reference',
  description: 'Naked and hidden singles, then a guess at the cell with the fewest candidates.',
  shapes: allShapes,
  // The rules its variant search reads (peers and cage sums); one it does not read (a thermometer,
  // an arrow) would be ignored, so it is not declared and such a puzzle comes back 'invalid'.
  rules: REFERENCE_RULES,
  search: (context) =>
    context.rules === null
      ? searchSolutions(Board.of(context.puzzle), context)
      : searchVariant(context.puzzle, context),
});
