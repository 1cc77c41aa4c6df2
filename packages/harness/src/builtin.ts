import { type Grid, parseGrid } from '@sudoku-lab/core';
import { builtinPuzzles } from './builtin.generated.js';
import type { BuiltinPuzzle } from './builtin-puzzle.js';
import { linesInput, type PuzzleInput } from './list.js';

export type { BuiltinPuzzle };

export { builtinPuzzles };

/**
 * The set an app runs when given none: the puzzles of the write-ups the project was founded on
 * (LeetCode 37's example, the JavaScript article's board, "everest", and "extreme", whose givens
 * conflict), then puzzles generated from fixed seeds at each difficulty on 4x4, 6x6 and 9x9, and one
 * 9x9 puzzle with several solutions and one with none. The same on every run; a second or two with
 * every strategy. (16x16 is left out: naive backtracking cannot finish one in seconds.)
 */
export function builtinInput(): PuzzleInput {
  return linesInput(
    'built-in',
    builtinPuzzles.map(({ text, name }) => `${text}  # ${name}`),
    'the built-in set',
  );
}

/** The built-in puzzle with this name, as a Grid; a RangeError naming the puzzles there are. */
export function builtinPuzzle(name: string): BuiltinPuzzle & { readonly grid: Grid } {
  const found = builtinPuzzles.find((puzzle) => puzzle.name === name);
  if (found === undefined) {
    const names = builtinPuzzles.map((puzzle) => puzzle.name).join(', ');
    throw new RangeError(`no built-in puzzle ${JSON.stringify(name)}; there are ${names}`);
  }
  return { ...found, grid: parseGrid(found.text) };
}
