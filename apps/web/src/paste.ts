import { type FormatIssue, type Grid, PuzzleFormatError, parsePuzzle } from '@sudoku-lab/core';
import { looksLikeJsonPuzzle, parsePuzzleJson } from '@sudoku-lab/harness';

/** A pasted puzzle read, or what is wrong with it and where. */
export type PasteResult =
  | { readonly ok: true; readonly grid: Grid }
  | { readonly ok: false; readonly issues: readonly FormatIssue[] };

/**
 * Reads one puzzle in any form core's parsePuzzle takes: a line, rows, JSON of a board or of a flat
 * array, an f-puzzles JSON document (variants) or a variant's line form (givens, then rule tokens).
 */
export function readPuzzle(text: string): PasteResult {
  try {
    return { ok: true, grid: parsePuzzle(looksLikeJsonPuzzle(text) ? parsePuzzleJson(text) : text) };
  } catch (error) {
    if (error instanceof PuzzleFormatError) return { ok: false, issues: error.issues };
    throw error;
  }
}
