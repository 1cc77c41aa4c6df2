import { type FormatIssue, formatPuzzle, type Grid } from '@sudoku-lab/core';
import { readPuzzle } from './paste.js';

/** What a page's URL asks for: a puzzle (`?puzzle=<one character a cell>`, then a variant's rule tokens), and the seed it was generated from. */
export interface SharedPuzzle {
  readonly grid: Grid;
  readonly seed?: string;
}

/**
 * Reads `?puzzle=` (any shape's line length: 16, 36, 81, 256; a variant's line form, or an f-puzzles
 * document) from a URL's query; null when it has none.
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
  url.searchParams.set('puzzle', formatPuzzle(grid));
  if (seed !== undefined) url.searchParams.set('seed', seed);
  return url.toString();
}
