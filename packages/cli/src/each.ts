import type { Grid } from '@sudoku-lab/core';
import type { PuzzleEntry, PuzzleInput } from '@sudoku-lab/harness';
import { type Io, write } from './io.js';
import { ProgressBar } from './progress.js';

export interface Counts {
  readonly puzzles: number;
  readonly malformed: number;
}

/**
 * Every puzzle of an input, one at a time, with the progress bar drawn beside: `each` gets a
 * well-formed puzzle; a malformed line is named with its file:line and reason on stderr (and given
 * to `skipped`, for formats that keep a record of it) and the rest goes on.
 */
export async function eachPuzzle(
  command: string,
  input: PuzzleInput,
  io: Io,
  each: (entry: PuzzleEntry, grid: Grid) => Promise<void>,
  skipped: (entry: PuzzleEntry, error: string) => Promise<void>,
): Promise<Counts> {
  const progress = new ProgressBar(io, input);
  let puzzles = 0;
  let malformed = 0;
  try {
    for await (const entry of input.entries()) {
      if (entry.grid === undefined) {
        malformed++;
        const error = entry.error ?? 'not a puzzle';
        progress.clear();
        await write(io.stderr, `sudoku-lab ${command}: ${entry.source}: ${error}\n`);
        await skipped(entry, error);
      } else {
        puzzles++;
        await each(entry, entry.grid);
      }
      progress.update(puzzles + malformed);
    }
  } finally {
    progress.clear();
  }
  return { puzzles, malformed };
}
