import { formatGrid, type Grid, type ShapeName } from '@sudoku-lab/core';
import {
  difficultiesFor,
  generateMultiSolutionPuzzle,
  generatePuzzle,
  generateUnsolvablePuzzle,
  namedPuzzles,
} from '@sudoku-lab/testkit/puzzles';
import { linesInput, type PuzzleInput } from './reader.js';

/** Generated puzzles of each difficulty, per shape. 16x16 is left out: naive backtracking cannot finish one in seconds. */
const GENERATED: readonly { shape: ShapeName; each: number }[] = [
  { shape: '4x4', each: 2 },
  { shape: '6x6', each: 1 },
  { shape: '9x9', each: 3 },
];

/**
 * The set sudoku-compare runs without a FILE: the puzzles of the seed write-ups (LeetCode 37's example,
 * "everest", and "extreme", whose givens conflict), then puzzles generated from fixed seeds at each
 * difficulty (so the set is the same on every run), and one 9x9 puzzle with several solutions and
 * one with none. It takes a second or two with every strategy.
 */
export function builtinLines(): string[] {
  const line = (grid: Grid, name: string) => `${formatGrid(grid, 'line')}  # ${name}`;
  const lines = namedPuzzles.map((puzzle) => `${puzzle.text}  # ${puzzle.name}`);
  for (const { shape, each } of GENERATED) {
    for (const difficulty of difficultiesFor(shape)) {
      for (let seed = 1; seed <= each; seed++) {
        lines.push(
          line(generatePuzzle({ shape, seed, difficulty }).puzzle, `${shape}-${difficulty}-${seed}`),
        );
      }
    }
  }
  lines.push(line(generateMultiSolutionPuzzle({ shape: '9x9', seed: 1 }).puzzle, '9x9-several-solutions'));
  lines.push(
    line(generateUnsolvablePuzzle({ shape: '9x9', seed: 1, foundBy: 'search' }).puzzle, '9x9-no-solution'),
  );
  return lines;
}

export function builtinInput(): PuzzleInput {
  return linesInput('built-in', builtinLines(), 'the built-in set');
}
