/**
 * Links the setters share a puzzle by, read as the f-puzzles JSON they carry:
 *   f-puzzles   https://www.f-puzzles.com/?load=<data>
 *   SudokuPad   https://sudokupad.app/fpuz<data>, ...?puzzleid=fpuz<data>, or the id fpuz<data> alone
 * where <data> is lz-string's compressToBase64 of the f-puzzles JSON document. SudokuPad's own format
 * (ids starting "scl") and its short ids (kept on its server) are refused by name.
 */
import { PuzzleFormatError } from '@sudoku-lab/core';
import * as lzModule from 'lz-string';

// lz-string is a CommonJS module: Node's ESM loader offers its one export object only as `default`,
// where bundlers and its type definitions offer the functions by name.
const lz: typeof lzModule = (lzModule as unknown as { default?: typeof lzModule }).default ?? lzModule;

const HOSTS = /(^|\.)(f-puzzles\.com|sudokupad\.app|crackingthecryptic\.com)$/i;

/** Whether a line is a puzzle link or a SudokuPad id (then linkDocument reads it), not a puzzle written out. */
export function isPuzzleLink(text: string): boolean {
  const word = text.trim();
  if (/^(fpuz|scl)[A-Za-z0-9+/=%-]+$/.test(word)) return true;
  const url = parseUrl(word);
  return url !== null && HOSTS.test(url.hostname);
}

function parseUrl(text: string): URL | null {
  if (!/^https?:\/\//i.test(text) && !/^[\w.-]+\.(com|app)\//i.test(text)) return null;
  try {
    return new URL(/^https?:\/\//i.test(text) ? text : `https://${text}`);
  } catch {
    return null;
  }
}

/** The compressed data of a link, tagged: an f-puzzles document, SudokuPad's own format, or none. */
function dataOf(word: string): { kind: 'fpuz' | 'scl'; data: string } | null {
  const id = /^(fpuz|scl)(.+)$/.exec(word);
  if (id !== null) return { kind: id[1] as 'fpuz' | 'scl', data: id[2]! };
  const url = parseUrl(word)!;
  const load = url.searchParams.get('load');
  // searchParams reads '+' as a space: the base64 alphabet's '+' comes back.
  if (load !== null) return { kind: 'fpuz', data: load.replace(/ /g, '+') };
  const puzzleId = url.searchParams.get('puzzleid');
  const path = decodeURIComponent(url.pathname.replace(/^\/+/, '').replace(/^sudoku\//, ''));
  const tail = puzzleId === null ? path : puzzleId.replace(/ /g, '+');
  const tagged = /^(fpuz|scl)(.+)$/.exec(tail);
  return tagged === null ? null : { kind: tagged[1] as 'fpuz' | 'scl', data: tagged[2]! };
}

/**
 * The f-puzzles JSON document a link or a SudokuPad id carries (see the module comment); throws a
 * PuzzleFormatError that says why for SudokuPad's own format, a short id, or data that does not decode.
 */
export function linkDocument(text: string): string {
  const word = text.trim();
  const found = dataOf(word);
  if (found === null) {
    throw new PuzzleFormatError([
      {
        message:
          'the link holds no puzzle: a SudokuPad short id is kept on its server (open it there and share it as an f-puzzles link)',
      },
    ]);
  }
  if (found.kind === 'scl') {
    throw new PuzzleFormatError([
      {
        message:
          "SudokuPad's own format (an 'scl' id) is not read: share the puzzle as an f-puzzles link or JSON",
      },
    ]);
  }
  let json: string | null = null;
  try {
    json = lz.decompressFromBase64(found.data);
  } catch {
    json = null;
  }
  if (json === null || json === '' || !json.trimStart().startsWith('{')) {
    throw new PuzzleFormatError([
      { message: "the link's puzzle data does not decode (lz-string base64 of an f-puzzles document)" },
    ]);
  }
  return json;
}
