// The yardstick itself: the Interactive Sudoku Solver (github:sigh/Interactive-Sudoku-Solver, MIT,
// plain JavaScript), found outside the repository's sources and run in Node the way its own tests and
// tools run it. It is never a dependency and never copied into the repository: get-iss.mjs extracts
// it into the gitignored data folder, or --iss DIR / SUDOKU_LAB_ISS names a checkout.

import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

/** The gitignored folder the yardstick's scripts write to: the extracted solver and the puzzles. */
export const dataDir = new URL('./data/', import.meta.url).pathname;
/** Where get-iss.mjs puts the solver by default. */
export const defaultIssDir = join(dataDir, 'iss');

/** How to get the solver, for the message when it is missing. */
export const howToGet = [
  'The Interactive Sudoku Solver is not here. Get it once with one of:',
  '  node scripts/yardstick/get-iss.mjs                  (clones github.com/sigh/Interactive-Sudoku-Solver)',
  '  node scripts/yardstick/get-iss.mjs --from GIT_DIR   (extracts HEAD of a local clone or bare mirror)',
  `It goes to ${defaultIssDir} (gitignored), or pass --iss DIR / set SUDOKU_LAB_ISS to a checkout of it.`,
].join('\n');

/** The solver's folder: `option`, else SUDOKU_LAB_ISS, else the default; null when absent there. */
export function findIss(option, env = process.env) {
  const dir = resolve(option ?? env.SUDOKU_LAB_ISS ?? defaultIssDir);
  return existsSync(join(dir, 'js', 'sudoku_parser.js')) && existsSync(join(dir, 'data', 'collections.js'))
    ? dir
    : null;
}

/** The commit the solver was taken from, when get-iss.mjs recorded it (or a git checkout shows it). */
export function issVersion(dir) {
  const recorded = join(dir, '.yardstick-commit');
  if (existsSync(recorded)) return readFileSync(recorded, 'utf8').trim();
  const head = join(dir, '.git', 'HEAD');
  return existsSync(head) ? readFileSync(head, 'utf8').trim() : 'unknown';
}

/**
 * Loads the solver's modules from `dir`: its parser, builder and published collections. Its modules
 * expect a browser-like global (`self`, `VERSION_PARAM`), which its own test helper sets up.
 */
export async function loadIss(dir) {
  const load = (path) => import(pathToFileURL(join(dir, path)).href);
  const { ensureGlobalEnvironment } = await load('tests/helpers/test_env.js');
  ensureGlobalEnvironment();
  const { SudokuParser } = await load('js/sudoku_parser.js');
  const { SudokuBuilder } = await load('js/solver/sudoku_builder.js');
  const { resolvePuzzleConfig } = await load('data/example_puzzles.js');
  const collections = await load('data/collections.js');
  return { SudokuParser, SudokuBuilder, resolvePuzzleConfig, collections };
}

/** Thrown from the solver's progress callback to stop a search past its deadline. */
class Deadline extends Error {}

/**
 * Counts a puzzle's solutions up to 2 with the solver, from its constraint text to the answer, and
 * stops at `deadline` (a performance.now() time). Returns { status, solution, timeMs }: status
 * 'solved' (exactly one), 'multiple', 'unsolvable' or 'aborted'; solution the first one found as
 * digits row-major, or null.
 */
export function issSolve(iss, text, deadline) {
  const start = performance.now();
  const constraint = iss.SudokuParser.parseText(text);
  const solver = iss.SudokuBuilder.build(iss.SudokuBuilder.resolveConstraint(constraint));
  const internal = solver._internalSolver;
  const cells = internal._geometry.numGridCells;
  // The progress callback runs every 2^10 search steps: often enough to stop within a millisecond or so.
  internal.setProgressCallback(() => {
    if (performance.now() > deadline) throw new Deadline();
  }, 10);
  let first = null;
  try {
    internal.run({ maxSolutions: 2 }, (grid) => {
      first ??= Array.from(grid.slice(0, cells), (mask) => 31 - Math.clz32(mask) + 1);
    });
  } catch (error) {
    if (!(error instanceof Deadline)) throw error;
    return { status: 'aborted', solution: first, timeMs: performance.now() - start };
  }
  const count = internal.counters.solutions;
  const status = count === 0 ? 'unsolvable' : count === 1 ? 'solved' : 'multiple';
  return { status, solution: first, timeMs: performance.now() - start };
}
