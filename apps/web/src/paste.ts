import { type FormatIssue, type Grid, PuzzleFormatError, parsePuzzle } from '@sudoku-lab/core';

/** A pasted puzzle read, or what is wrong with it and where. */
export type PasteResult =
  | { readonly ok: true; readonly grid: Grid }
  | { readonly ok: false; readonly issues: readonly FormatIssue[] };

/**
 * Reads one puzzle in any form core's parsePuzzle takes: a line, rows, JSON of a board or of a flat
 * array, an f-puzzles JSON document (variants) or a variant's line form (givens, then rule tokens).
 */
export function readPuzzle(text: string): PasteResult {
  const input = looksLikeJson(text) ? parseJson(text) : text;
  if (input instanceof Error) return { ok: false, issues: [{ message: input.message }] };
  try {
    return { ok: true, grid: parsePuzzle(input) };
  } catch (error) {
    if (error instanceof PuzzleFormatError) return { ok: false, issues: error.issues };
    throw error;
  }
}

function looksLikeJson(text: string): boolean {
  return /^\s*\[/.test(text);
}

/** JSON of a board (LeetCode's char[][]) or of a flat array; LeetCode's examples also come single-quoted. */
function parseJson(text: string): unknown {
  try {
    return JSON.parse(text.includes('"') ? text : text.replace(/'/g, '"'));
  } catch (error) {
    return new Error(`the paste starts with '[' but is not a JSON array: ${(error as Error).message}`);
  }
}
