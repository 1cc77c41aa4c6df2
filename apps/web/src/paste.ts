import { type FormatIssue, type Grid, PuzzleFormatError, parseFPuzzles, parsePuzzle } from '@sudoku-lab/core';
import { looksLikeJsonPuzzle, parsePuzzleJson } from '@sudoku-lab/harness';
import { isPuzzleLink, readLink } from './links.js';

/** A pasted puzzle read, or what is wrong with it and where. */
export type PasteResult =
  | { readonly ok: true; readonly grid: Grid }
  | { readonly ok: false; readonly issues: readonly FormatIssue[] };

/**
 * Reads one puzzle in any form core's parsePuzzle takes: a line, rows, JSON of a board or of a flat
 * array, an f-puzzles JSON document (variants) or a variant's line form (givens, then rule tokens);
 * or a SudokuPad or f-puzzles link that carries an f-puzzles document (links.ts).
 */
export function readPuzzle(text: string): PasteResult {
  if (isPuzzleLink(text)) {
    const link = readLink(text);
    if (!link.ok) return { ok: false, issues: [{ message: link.message }] };
    return read(() => parseFPuzzles(link.json));
  }
  return read(() => parsePuzzle(looksLikeJsonPuzzle(text) ? parsePuzzleJson(text) : text));
}

/** A reader's Grid, or the issues of its PuzzleFormatError (a constraint core lacks is named there). */
function read(parse: () => Grid): PasteResult {
  try {
    return { ok: true, grid: parse() };
  } catch (error) {
    if (error instanceof PuzzleFormatError) return { ok: false, issues: error.issues };
    throw error;
  }
}
