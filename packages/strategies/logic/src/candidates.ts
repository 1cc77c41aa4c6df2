import { type FormatIssue, PuzzleFormatError } from '@sudoku-lab/core';
import { CELLS, cellText, columnOf, rowOf, SIZE } from './board.js';

/** Pencil marks: one bitmask per cell, bit d-1 for digit d (81 entries, row-major). */
export type Candidates = ArrayLike<number>;

const LENGTH = CELLS * SIZE;

/**
 * Reads pencil marks in the 729-character form tdoku and Sudoku Explainer use: cell by cell, nine
 * characters a cell, the digit d at its d-th place where it is a candidate and '.' (or '0') where it is
 * not; a filled cell holds just its digit. Whitespace and '|' between groups are ignored. A cell with no
 * candidate is an error: no board a person marks has one.
 */
export function parseCandidates(text: string): Uint16Array {
  const chars = text.replace(/[\s|]/g, '');
  if (chars.length !== LENGTH) {
    throw new PuzzleFormatError([
      {
        message: `pencil marks need ${LENGTH} characters (9 for each of the 81 cells), found ${chars.length}`,
      },
    ]);
  }
  const issues: FormatIssue[] = [];
  const marks = new Uint16Array(CELLS);
  for (let cell = 0; cell < CELLS; cell++) {
    const where = { row: rowOf[cell]! + 1, column: columnOf[cell]! + 1 };
    const before = issues.length;
    for (let digit = 1; digit <= SIZE; digit++) {
      const char = chars[cell * SIZE + digit - 1]!;
      if (char === String(digit)) marks[cell]! |= 1 << (digit - 1);
      else if (char !== '.' && char !== '0') {
        issues.push({
          ...where,
          character: char,
          message: `${cellText(cell)}: place ${digit} of its nine holds '${char}'; expected '${digit}' or '.'`,
        });
      }
    }
    if (marks[cell] === 0 && issues.length === before) {
      issues.push({ ...where, message: `${cellText(cell)} has no candidate left` });
    }
  }
  if (issues.length > 0) throw new PuzzleFormatError(issues);
  return marks;
}

/** The 729-character form of pencil marks, as parseCandidates reads it. */
export function formatCandidates(candidates: Candidates): string {
  if (candidates.length !== CELLS) {
    throw new RangeError(`formatCandidates: expected 81 masks (one per cell), got ${candidates.length}`);
  }
  let text = '';
  for (let cell = 0; cell < CELLS; cell++) {
    const mask = candidates[cell]!;
    for (let digit = 1; digit <= SIZE; digit++) text += mask & (1 << (digit - 1)) ? String(digit) : '.';
  }
  return text;
}
