import { type Grid, parseGrid } from '@sudoku-lab/core';
import { type Difficulty, difficulties, generatePuzzle, namedPuzzles } from '@sudoku-lab/testkit/puzzles';
import type { PuzzleData } from './compare.js';

export { type Difficulty, difficulties };

/** A puzzle of the built-in list. */
export interface BuiltInPuzzle {
  readonly name: string;
  readonly grid: Grid;
  readonly note?: string;
}

/** The project's named puzzles, easiest first, with where each comes from. */
export const builtInPuzzles: readonly BuiltInPuzzle[] = namedPuzzles.map((entry) => ({
  name: entry.name,
  grid: parseGrid(entry.text, { shape: entry.shape }),
  note: entry.about,
}));

/** The puzzle the page opens on: the board the JavaScript article animated. */
export const firstPuzzle: BuiltInPuzzle =
  builtInPuzzles.find((entry) => entry.name === 'js-article-board') ?? builtInPuzzles[0]!;

/** Asks a comparison worker for a seeded set of generated puzzles. */
export interface GenerateRequest {
  readonly kind: 'generate';
  readonly runId: number;
  readonly count: number;
  readonly seed: number;
  readonly difficulty: Difficulty;
}

export interface NamedPuzzleData extends PuzzleData {
  readonly name: string;
}

export type GenerateReply =
  | { readonly kind: 'generated'; readonly runId: number; readonly puzzles: readonly NamedPuzzleData[] }
  | { readonly kind: 'failed'; readonly runId: number; readonly strategyId: ''; readonly message: string };

/** `count` 9x9 puzzles of one difficulty, from seeds `seed`, `seed + 1`, ...: the same set every time. */
export function generateSet(request: GenerateRequest): GenerateReply {
  const { runId, count, seed, difficulty } = request;
  try {
    const puzzles = Array.from({ length: count }, (_, k) => {
      const { puzzle } = generatePuzzle({ shape: '9x9', seed: seed + k, difficulty });
      return { name: `${difficulty} #${seed + k}`, shape: puzzle.shape.name, cells: [...puzzle.cells] };
    });
    return { kind: 'generated', runId, puzzles };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return { kind: 'failed', runId, strategyId: '', message: `generating the puzzles failed: ${message}` };
  }
}
