import {
  type FormatIssue,
  FPuzzlesDrawingsError,
  type FPuzzlesReadOptions,
  type Grid,
  PuzzleFormatError,
  parseFPuzzles,
  parsePuzzle,
} from '@sudoku-lab/core';
import { looksLikeJsonPuzzle, parsePuzzleJson } from '@sudoku-lab/harness';
import { isPuzzleLink, readLink } from './links.js';

/**
 * A pasted puzzle read (with what its document drew, when that was left out), or what is wrong with
 * it and where (with what it draws, when its drawings alone refused it: it may be opened without them).
 */
export type PasteResult =
  | { readonly ok: true; readonly grid: Grid; readonly drawingsLeftOut?: string }
  | { readonly ok: false; readonly issues: readonly FormatIssue[]; readonly drawings?: string };

/** How a paste is read: `ignoreDrawings`, asked for by the person, leaves an f-puzzles document's drawings out. */
export interface PasteOptions {
  readonly ignoreDrawings?: boolean;
}

/**
 * Reads one puzzle in any form core's parsePuzzle takes: a line, rows, JSON of a board or of a flat
 * array, an f-puzzles JSON document (variants) or a variant's line form (givens, then rule tokens);
 * or a SudokuPad or f-puzzles link that carries an f-puzzles document (links.ts). A document with
 * drawings is refused unless `options.ignoreDrawings` (the refusal names them, in the page's words).
 */
export function readPuzzle(text: string, options: PasteOptions = {}): PasteResult {
  let drawingsLeftOut: string | undefined;
  const reading: FPuzzlesReadOptions = {
    ignoreDrawings: options.ignoreDrawings === true,
    onDrawingsLeftOut: (drawings) => {
      drawingsLeftOut = drawings;
    },
  };
  let result: PasteResult;
  if (isPuzzleLink(text)) {
    const link = readLink(text);
    if (!link.ok) return { ok: false, issues: [{ message: link.message }] };
    result = read(() => parseFPuzzles(link.json, reading));
  } else {
    result = read(() => parsePuzzle(looksLikeJsonPuzzle(text) ? parsePuzzleJson(text) : text, reading));
  }
  return result.ok && drawingsLeftOut !== undefined ? { ...result, drawingsLeftOut } : result;
}

/** A reader's Grid, or the issues of its PuzzleFormatError (a constraint core lacks is named there). */
function read(parse: () => Grid): PasteResult {
  try {
    return { ok: true, grid: parse() };
  } catch (error) {
    // The page's way out is a button, not the command line's flag: said in its words.
    if (error instanceof FPuzzlesDrawingsError) {
      const message = `the document draws ${error.drawings}: drawings can hold rules the solver cannot see; open it without its drawings if they are only decoration`;
      return { ok: false, issues: [{ message }], drawings: error.drawings };
    }
    if (error instanceof PuzzleFormatError) return { ok: false, issues: error.issues };
    throw error;
  }
}
