import { solver as bitboard } from '@sudoku-lab/bitboard';
import { type Grid, kindsOf, type Solver } from '@sudoku-lab/core';
import { solver as csp } from '@sudoku-lab/csp';
import { solver as dlx } from '@sudoku-lab/dlx';
import { solver as logic } from '@sudoku-lab/logic';
import { solver as naive } from '@sudoku-lab/naive';
import { solver as norvig } from '@sudoku-lab/norvig';
import { solver as sweep } from '@sudoku-lab/sweep';
import { solver as wfc } from '@sudoku-lab/wfc';

/**
 * Every strategy of the project, in the order the apps show them. `pnpm new:strategy <id>` adds one: its
 * package under packages/strategies, its import and entry here, its dependency in this package's package.json.
 */
export const strategies: readonly Solver[] = Object.freeze([
  naive,
  wfc,
  norvig,
  sweep,
  dlx,
  bitboard,
  logic,
  csp,
]);

/** The strategy with this id, or undefined. */
export function findStrategy(id: string): Solver | undefined {
  return strategies.find((strategy) => strategy.id === id);
}

/**
 * Whether a strategy solves a puzzle's shape and every rule it carries (as the strategy declares
 * them: `shapes`, `rules`); one that does not would answer 'invalid', naming what it lacks.
 */
export function handles(strategy: Solver, puzzle: Grid): boolean {
  const declared = strategy.rules ?? [];
  return (
    strategy.shapes.some((shape) => shape.name === puzzle.shape.name) &&
    kindsOf(puzzle.rules).every((kind) => declared.includes(kind))
  );
}

/** The strategies that solve this puzzle, its shape and its rules, in the registry's order. */
export function strategiesFor(puzzle: Grid): readonly Solver[] {
  return strategies.filter((strategy) => handles(strategy, puzzle));
}
