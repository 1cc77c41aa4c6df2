import { type FormatIssue, type Grid, PuzzleFormatError, parseGrid } from '@sudoku-lab/core';

/** A pasted puzzle read, or what is wrong with it and where. */
export type PasteResult =
  | { readonly ok: true; readonly grid: Grid }
  | { readonly ok: false; readonly issues: readonly FormatIssue[] };

/** Reads one puzzle in any form parseGrid takes (a line, rows, JSON of a board or of a flat array). */
export function readPuzzle(text: string): PasteResult {
  const input = looksLikeJson(text) ? parseJson(text) : text;
  if (input instanceof Error) return { ok: false, issues: [{ message: input.message }] };
  try {
    return { ok: true, grid: parseGrid(input) };
  } catch (error) {
    if (error instanceof PuzzleFormatError) return { ok: false, issues: error.issues };
    throw error;
  }
}

/** A puzzle of a list, with the name its line gives after '#' (or "puzzle N"). */
export interface ListedPuzzle {
  readonly name: string;
  readonly line: number;
  readonly grid: Grid;
}

export interface ListProblem {
  readonly line: number;
  readonly message: string;
}

/**
 * Reads a puzzle list: one puzzle a line, '#' starting a comment or, after a puzzle, its name. A bad line
 * is reported with its number and the rest are read.
 */
export function readPuzzleList(text: string): { puzzles: ListedPuzzle[]; problems: ListProblem[] } {
  const puzzles: ListedPuzzle[] = [];
  const problems: ListProblem[] = [];
  text.split(/\r\n|\r|\n/).forEach((raw, index) => {
    const line = index + 1;
    const hash = raw.indexOf('#');
    const body = (hash === -1 ? raw : raw.slice(0, hash)).trim();
    if (body === '') return;
    const read = readPuzzle(body);
    if (!read.ok) {
      problems.push({
        line,
        message: `line ${line}: ${read.issues.map((issue) => issue.message).join('; ')}`,
      });
      return;
    }
    const name = hash === -1 ? '' : raw.slice(hash + 1).trim();
    puzzles.push({ name: name || `puzzle ${puzzles.length + 1}`, line, grid: read.grid });
  });
  return { puzzles, problems };
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
