// Inside this repository only: the package's `./shared-puzzles` export has no published build, and
// the file is left out of the package, since ../shared/puzzles exists only beside a checkout.
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { type Grid, parseGrid } from '@sudoku-lab/core';

/**
 * The public puzzle sets (Norvig's, magictour, the 17-clue list, ...) sit in ../shared/puzzles beside
 * the checkout, never in the repository; benchmarks read them from there.
 */
export const sharedPuzzlesDir = fileURLToPath(new URL('../../../../shared/puzzles/', import.meta.url));

/**
 * The puzzles of one set in ../shared/puzzles (one a line: parseGrid reads the line, '#' and what
 * follows it included), or an empty list, with a warning that says what was skipped, where the folder
 * is absent: a benchmark skips rather than fails.
 */
export function readSharedPuzzles(file: string): Grid[] {
  const path = sharedPuzzlesDir + file;
  if (!existsSync(path)) {
    console.warn(
      `skipped: ${file} is not at ${path} (the puzzle sets sit in ../shared/puzzles beside the checkout)`,
    );
    return [];
  }
  return readFileSync(path, 'utf8')
    .split('\n')
    .flatMap((line, index) => {
      const body = line.trim();
      if (body === '' || body.startsWith('#')) return [];
      try {
        return [parseGrid(body)];
      } catch (error) {
        throw new Error(`${path}:${index + 1}: ${(error as Error).message}`);
      }
    });
}
