import { type Grid, kindsOf, type Solver } from '@sudoku-lab/core';
import { strategies } from './strategies.js';

/**
 * The strategy to use when a person names none: the one place that choice is made, for the
 * `sudoku-lab solve` command and the one-import package alike.
 *
 * - a variant (any rule beyond rows, columns and boxes): csp, the strategy made for them;
 * - classic 9x9: bitboard, the fastest;
 * - classic 4x4, 6x6 and 16x16: norvig, fast on every shape.
 *
 * Chosen by id from `list` (the registry's own by default), so a list without csp still answers.
 */
export function recommendedFor(puzzle: Grid, list: readonly Solver[] = strategies): Solver {
  const byId = (id: string) => list.find((strategy) => strategy.id === id);
  const fallback = byId('norvig') ?? list[0]!;
  if (kindsOf(puzzle.rules).length > 0) {
    // csp is the variant flagship; a list without it (a caller's own) gets norvig, which solves every family.
    return byId('csp') ?? fallback;
  }
  if (puzzle.shape.name === '9x9') return byId('bitboard') ?? fallback;
  return fallback;
}

/** What recommendedFor picks, in words, for the helps and READMEs. */
export const recommendation =
  'csp on a variant, bitboard on classic 9x9, norvig on classic 4x4, 6x6 and 16x16';
