import {
  type FormatIssue,
  formatFPuzzles,
  formatGrid,
  formatPuzzle,
  type Grid,
  hasLineForm,
  kindsOf,
  parsePuzzle,
} from '@sudoku-lab/core';
import { fpuzzlesPart } from './links.js';
import { readPuzzle } from './paste.js';

/** What a page's URL asks for: a puzzle (`?puzzle=<one character a cell>`, then a variant's rule tokens), and the seed it was generated from. */
export interface SharedPuzzle {
  readonly grid: Grid;
  readonly seed?: string;
}

/**
 * Reads `?puzzle=` (any shape's line length: 16, 36, 81, 256; a variant's line form, an f-puzzles
 * document, or SudokuPad's compressed `fpuzzles…` part) from a URL's query; null when it has none.
 */
export function sharedPuzzle(
  search: string,
): SharedPuzzle | { readonly issues: readonly FormatIssue[] } | null {
  const query = new URLSearchParams(search);
  const text = query.get('puzzle');
  if (text === null || text.trim() === '') return null;
  const read = readPuzzle(text.trim());
  if (!read.ok) return { issues: read.issues };
  const seed = query.get('seed');
  return seed ? { grid: read.grid, seed } : { grid: read.grid };
}

/** The page's address opening on `grid` (and naming its seed): the one "Copy link" writes. */
export function shareUrl(page: string, grid: Grid, seed?: string): string {
  const url = new URL(page);
  url.search = '';
  url.hash = '';
  url.searchParams.set('puzzle', lineForm(grid) ?? fpuzzlesPart(formatFPuzzles(grid)));
  if (seed !== undefined) url.searchParams.set('seed', seed);
  return url.toString();
}

/**
 * The line form of a puzzle (its givens, then its rule tokens) when that form carries every one of its
 * rules, else null: a family without a token is carried by the f-puzzles document instead.
 */
export function lineForm(grid: Grid): string | null {
  try {
    // A family without a token: formatPuzzle writes the f-puzzles document, no line form.
    if (!hasLineForm(grid)) return null;
    const line = formatPuzzle(grid);
    return kindsOf(parsePuzzle(line).rules).join() === kindsOf(grid.rules).join() ? line : null;
  } catch {
    // A family the line form cannot write: the caller falls back to the f-puzzles document.
    return null;
  }
}

/** The puzzle as text for the paste box: rows for a classic puzzle, the line form, or the f-puzzles document. */
export function puzzleText(grid: Grid): string {
  if (grid.rules === undefined) return formatGrid(grid, 'pretty');
  return lineForm(grid) ?? JSON.stringify(formatFPuzzles(grid));
}
