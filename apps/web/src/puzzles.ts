import { type Grid, parseGrid } from '@sudoku-lab/core';
import { builtinPuzzles } from '@sudoku-lab/harness';

/** A puzzle of the built-in list. */
export interface BuiltInPuzzle {
  readonly name: string;
  readonly grid: Grid;
  readonly note?: string;
}

/** The built-in set of @sudoku-lab/harness, the one the command line runs: the named puzzles first, with where each comes from. */
export const builtInPuzzles: readonly BuiltInPuzzle[] = builtinPuzzles.map((entry) => ({
  name: entry.name,
  grid: parseGrid(entry.text),
  note: entry.about,
}));

/** The puzzle the page opens on: the board the JavaScript article animated. */
export const firstPuzzle: BuiltInPuzzle =
  builtInPuzzles.find((entry) => entry.name === 'js-article-board') ?? builtInPuzzles[0]!;
