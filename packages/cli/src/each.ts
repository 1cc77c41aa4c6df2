import type { Grid } from '@sudoku-lab/core';
import type { PuzzleEntry, PuzzleInput } from '@sudoku-lab/harness';
import { exitCode, type Io, write } from './io.js';
import { ProgressBar } from './progress.js';

export interface Counts {
  readonly puzzles: number;
  readonly malformed: number;
}

/** The stderr note of a document read with its drawings left out (--ignore-drawings), or null. */
export function drawingsNote({ source, drawingsLeftOut }: PuzzleEntry): string | null {
  return drawingsLeftOut === undefined ? null : `${source}: note: drawings left out: ${drawingsLeftOut}`;
}

/** What a record adds for a document read with its drawings left out: the field, or nothing. */
export function drawingsField({ drawingsLeftOut }: PuzzleEntry): { drawingsLeftOut?: string } {
  return drawingsLeftOut === undefined ? {} : { drawingsLeftOut };
}

/** Writes a line on stderr, naming the command, the progress bar taken away first. */
export type Say = (line: string) => Promise<void>;

/**
 * Every puzzle of an input, one at a time, with the progress bar drawn beside: `each` gets a
 * well-formed puzzle, and `say` for a note on stderr (a document read with its drawings left out is
 * noted there, before it); a malformed line is named with its file:line and
 * reason on stderr (and given to `skipped`, for formats that keep a record of it) and the rest goes on.
 */
export async function eachPuzzle(
  command: string,
  input: PuzzleInput,
  io: Io,
  each: (entry: PuzzleEntry, grid: Grid, say: Say) => Promise<void>,
  skipped: (entry: PuzzleEntry, error: string) => Promise<void>,
): Promise<Counts> {
  const progress = new ProgressBar(io, input);
  let puzzles = 0;
  let malformed = 0;
  const say: Say = async (line) => {
    progress.clear();
    await write(io.stderr, `sudoku-lab ${command}: ${line}\n`);
  };
  try {
    for await (const entry of input.entries()) {
      if (entry.grid === undefined) {
        malformed++;
        const error = entry.error ?? 'not a puzzle';
        await say(`${entry.source}: ${error}`);
        await skipped(entry, error);
      } else {
        puzzles++;
        // Asked for with --ignore-drawings, and said once a puzzle: what the answer did not see.
        const note = drawingsNote(entry);
        if (note !== null) await say(note);
        await each(entry, entry.grid, say);
      }
      progress.update(puzzles + malformed);
    }
  } finally {
    progress.clear();
  }
  return { puzzles, malformed };
}

/**
 * A command's exit status once its input is done, as every help says it: 2 for an input with no puzzle
 * at all (an empty file, /dev/null, comments only: said on stderr, as an error, not a quiet success) or
 * with a malformed line; 1 when `failed` puzzles got no answer; else 0.
 */
export async function exitStatus(
  command: string,
  input: Pick<PuzzleInput, 'description'>,
  io: Io,
  { puzzles, malformed }: Counts,
  failed: number,
): Promise<number> {
  if (puzzles === 0 && malformed === 0) {
    await write(
      io.stderr,
      `sudoku-lab ${command}: no puzzle in ${input.description}: it is empty or holds comments only\n`,
    );
    return exitCode.usage;
  }
  if (malformed > 0) return exitCode.usage;
  return failed > 0 ? exitCode.failed : exitCode.done;
}
