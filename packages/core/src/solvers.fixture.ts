import { defineSolver, type SearchContext, type StrategyDefinition } from './search.js';
import { shapes } from './shape.js';
import type { Solver } from './solver.js';

/** A plain row-major backtracker, enough to drive defineSolver to every status: counts its visits, traces its tries. */
export function backtrack(context: SearchContext<'visits'>): void {
  const { puzzle, tables, trace } = context;
  const board = [...puzzle.cells];
  const fits = (cell: number, digit: number) => {
    for (let k = 0; k < tables.peerCount; k++)
      if (board[tables.peers[cell * tables.peerCount + k]!] === digit) return false;
    return true;
  };
  const solveFrom = (cell: number): boolean => {
    context.counters.visits++;
    while (cell < board.length && board[cell] !== 0) cell++;
    if (cell === board.length) return context.foundSolution(board);
    for (let digit = 1; digit <= tables.size; digit++) {
      if (!fits(cell, digit)) continue;
      trace?.({ type: 'guess', cell });
      context.countPlacement();
      board[cell] = digit;
      trace?.({ type: 'place', cell, digit, reason: 'try' });
      if (solveFrom(cell + 1)) return true;
      board[cell] = 0;
      context.counters.backtracks++;
      trace?.({ type: 'backtrack' });
    }
    return false;
  };
  solveFrom(0);
}

/**
 * A solver for one of core's tests: `search` under `id` (its name too), declared for 9x9 unless `more`
 * says otherwise; what a test does not care about is filled in once here.
 */
export function testSolver<Counter extends string = never>(
  id: string,
  search: StrategyDefinition<Counter>['search'],
  more: Partial<Omit<StrategyDefinition<Counter>, 'id' | 'search'>> = {},
): Solver {
  return defineSolver<Counter>({
    id,
    name: id,
    description: 'for tests',
    shapes: [shapes['9x9']],
    search,
    ...more,
  });
}
