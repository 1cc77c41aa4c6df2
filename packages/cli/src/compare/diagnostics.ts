import { type Contender, type PuzzleEntry, printable } from '@sudoku-lab/harness';
import { drawingsNote } from '../each.js';
import type { CheckedPuzzle, RunSink } from './run.js';

/**
 * The lines a person must not miss, on stderr as they happen: a malformed puzzle line (file:line and
 * the reason), a document read with its drawings left out (--ignore-drawings: what the answers did not
 * see), a wrong answer, strategies that disagree on unique versus multiple.
 */
export function diagnostics(
  contenders: readonly Contender[],
  log: (line: string) => void,
  alarm: (text: string) => string,
): RunSink {
  const where = (entry: PuzzleEntry) =>
    entry.name === null ? entry.source : `${entry.source} (${entry.name})`;
  return {
    puzzle(entry) {
      if (entry.error !== undefined) log(printable(`${entry.source}: ${entry.error}`));
      const note = drawingsNote(entry);
      if (note !== null) log(printable(note));
    },
    checked(puzzle) {
      puzzle.outcomes.forEach((outcome, k) => {
        if (outcome.status === 'wrong') {
          log(
            alarm(
              printable(`WRONG: ${contenders[k]!.solver.id} on ${where(puzzle.entry)}: ${outcome.message}`),
            ),
          );
        }
      });
      if (puzzle.disagreement !== undefined)
        log(alarm(printable(`DISAGREEMENT on ${where(puzzle.entry)}: ${puzzle.disagreement}`)));
    },
  };
}

/** One sink that tells each of several. */
export function fanOut(...sinks: readonly RunSink[]): RunSink {
  return {
    puzzle(entry) {
      for (const sink of sinks) sink.puzzle(entry);
    },
    checked(puzzle: CheckedPuzzle) {
      for (const sink of sinks) sink.checked(puzzle);
    },
    ready: async () => {
      for (const sink of sinks) await sink.ready?.();
    },
  };
}
