import {
  countSolutions as countByCore,
  type FPuzzles,
  type FPuzzlesReadOptions,
  type Grid,
  parseFPuzzles,
  parseGrid,
  parsePuzzle,
  type SolveOptions,
  type SolveResult,
  type Solver,
} from '@sudoku-lab/core';
import { generate as generatePuzzle } from '@sudoku-lab/generator';
import { isPuzzleLink, linkDocument } from '@sudoku-lab/harness';
import {
  type Explanation,
  explain as explainSteps,
  nextStep,
  rate as ratePuzzle,
  type Step,
  type StepOptions,
} from '@sudoku-lab/logic';
import { recommendedFor } from '@sudoku-lab/registry';

/**
 * A puzzle in any form `parseGrid` reads: an 81-character line ('.', '0' or '_' for empty), multi-line
 * text with or without separators, an array of row strings, a flat `number[]` (0 or null for empty),
 * a 2-D board of strings or numbers (LeetCode 37's `char[][]`), or a Grid; or a variant as the
 * `sudoku-lab` command reads one: an f-puzzles document (its JSON text or the parsed object), a
 * SudokuPad or f-puzzles link carrying one, or a variant's line form (core's `parsePuzzle`).
 */
export type PuzzleInput =
  | string
  | readonly string[]
  | readonly (number | null)[]
  | readonly (readonly (string | number | null)[])[]
  | Grid
  | FPuzzles;

/** Whether an object is an f-puzzles document (its `size` and `grid`) rather than a Grid (`shape`, `cells`). */
function isFPuzzlesDocument(input: object): input is FPuzzles {
  return !Array.isArray(input) && 'grid' in input && 'size' in input && !('cells' in input);
}

/**
 * How a puzzle is read, beside each function's own options: `ignoreDrawings` opens an f-puzzles
 * document with its drawings (text, circles, rectangles, lines, cages with no sum) left out, where it
 * is refused by default, and `onDrawingsLeftOut` is told once what was left out (core's
 * `FPuzzlesReadOptions`, `sudoku-lab solve --ignore-drawings`).
 */
export type ReadOptions = FPuzzlesReadOptions;

/**
 * The puzzle as a Grid: what every function here reads first (a malformed one throws PuzzleFormatError,
 * and a constraint core does not model is named there). Reads what `sudoku-lab solve` reads, so that a
 * published variant opens in both.
 */
export function readPuzzle(input: PuzzleInput, options: ReadOptions = {}): Grid {
  const reading = { ignoreDrawings: options.ignoreDrawings, onDrawingsLeftOut: options.onDrawingsLeftOut };
  if (typeof input === 'string') {
    const text = input.trim();
    return isPuzzleLink(text) ? parseFPuzzles(linkDocument(text), reading) : parsePuzzle(input, reading);
  }
  if (typeof input === 'object' && input !== null && isFPuzzlesDocument(input))
    return parseFPuzzles(input, reading);
  return parseGrid(input);
}

/** A function's own options, the reading ones taken out. */
function ownOptions<T extends ReadOptions>(options: T | undefined): Omit<T, keyof ReadOptions> | undefined {
  if (options === undefined) return undefined;
  const { ignoreDrawings: _, onDrawingsLeftOut: __, ...own } = options;
  return own;
}

/**
 * The strategy `solve` uses for a puzzle: the registry's recommendation (`recommendedFor`), the same
 * as `sudoku-lab solve` without --strategy: csp on a variant, bitboard (the fastest) on classic 9x9,
 * norvig (fast on every shape) on classic 4x4, 6x6 and 16x16.
 */
export function strategyFor(puzzle: Grid): Solver {
  return recommendedFor(puzzle);
}

/**
 * Solves a puzzle with the strategy for its shape. Throws PuzzleFormatError for a malformed puzzle;
 * everything else is a status: `solved`, `multiple` (with `maxSolutions` 2 or more), `unsolvable`,
 * `invalid` (conflicting givens, named in `conflicts`) or `aborted` (a budget ran out).
 */
export function solve(input: PuzzleInput, options?: SolveOptions & ReadOptions): SolveResult {
  const puzzle = readPuzzle(input, options);
  return strategyFor(puzzle).solve(puzzle, ownOptions(options));
}

/**
 * How many solutions a puzzle has, counting up to `limit` (all of them by default: an open board has
 * millions, so pass a limit). Conflicting givens have none. Every shape and variant. The count is
 * core's counter, the project's one (its bitboard engine on classic 9x9, its rules' engine on a
 * variant); exported as `countSolutions`, the name this package has always given it.
 */
function solutionsOf(input: PuzzleInput, limit = Number.POSITIVE_INFINITY, options?: ReadOptions): number {
  if (!(limit >= 1)) throw new RangeError(`limit must be 1 or more, got ${String(limit)}`);
  return countByCore(readPuzzle(input, options), { limit });
}

export { solutionsOf as countSolutions };

/** Whether a puzzle has exactly one solution. Every shape. */
export function isUnique(input: PuzzleInput, options?: ReadOptions): boolean {
  return solutionsOf(input, 2, options) === 1;
}

/**
 * The easiest human step that applies now (9x9), or null when the board is solved, stuck or broken:
 * `@sudoku-lab/logic`'s nextStep, `text` saying it in words.
 */
export function hint(input: PuzzleInput, options?: StepOptions & ReadOptions): Step | null {
  return nextStep(readPuzzle(input, options), ownOptions(options));
}

/** Every human step from the puzzle to its solution, or to where logic is stuck (9x9): logic's explain. */
export function explain(
  input: PuzzleInput,
  options?: NonNullable<Parameters<typeof explainSteps>[1]> & ReadOptions,
): Explanation {
  return explainSteps(readPuzzle(input, options), ownOptions(options));
}

/** The options `@sudoku-lab/logic`'s rate takes, whatever they are in the installed version. */
export type RateOptions = RestOf<Parameters<typeof ratePuzzle>>;
/** What `@sudoku-lab/logic`'s rate returns, passed through as it is. */
export type Rating = ReturnType<typeof ratePuzzle>;
type RestOf<T extends readonly unknown[]> = T extends readonly [unknown, ...infer Rest] ? Rest : never;

/** How hard a puzzle is on Sudoku Explainer's scale (9x9): logic's rate, its result passed through. */
export function rate(input: PuzzleInput, options?: NonNullable<RateOptions[0]> & ReadOptions): Rating {
  return ratePuzzle(readPuzzle(input, options), ownOptions(options));
}

/** A seeded puzzle with one solution: `@sudoku-lab/generator`'s generate (every shape, a level on 9x9). */
export const generate: typeof generatePuzzle = generatePuzzle;
