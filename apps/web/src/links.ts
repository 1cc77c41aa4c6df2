/**
 * Puzzle links as the page presents them: the harness reads them (SudokuPad's and f-puzzles' links that
 * carry an f-puzzles document) and writes the puzzle part SudokuPad opens; a refusal here goes on to
 * say which links open.
 */
import { fpuzzlesPart, isPuzzleLink, type LinkReading, readLink as readAnyLink } from '@sudoku-lab/harness';

export { fpuzzlesPart, isPuzzleLink };

const WHAT_OPENS =
  'Links that open here: SudokuPad links whose puzzle part starts with "fpuzzles" or "fpuz" ' +
  '(sudokupad.app/fpuzzlesN4Ig…), and f-puzzles links (f-puzzles.com/?load=N4Ig…); or paste the ' +
  'f-puzzles JSON document itself, or open its file.';

/** Reads a link (or bare puzzle part) to the f-puzzles document it carries, or says why it cannot, and what can. */
export function readLink(text: string): LinkReading {
  const read = readAnyLink(text);
  return read.ok ? read : { ok: false, message: `${read.message}. ${WHAT_OPENS}` };
}
