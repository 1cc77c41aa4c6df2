/**
 * Puzzle links of the setters' apps, read without a network: a SudokuPad link whose puzzle part is
 * `fpuzzles…` or `fpuz…`, and an f-puzzles link (`f-puzzles.com/?load=…`), carry an f-puzzles document
 * compressed with lz-string (its base64 form). The one reader of them: the puzzle lists' and the web
 * app's paste box. Glossary:
 *   puzzle part  what follows SudokuPad's address (`sudokupad.app/<part>`, or its `?puzzleid=<part>`),
 *                or f-puzzles' `?load=` value: the puzzle itself, or the name of one kept on a server
 *   prefix       the part's first letters, naming its format: `fpuzzles`/`fpuz` (f-puzzles, compressed),
 *                `scl`/`ctc` (SudokuPad's own, compressed), `scf` (SudokuPad's older classic format)
 */
import { PuzzleFormatError } from '@sudoku-lab/core';
import * as lzModule from 'lz-string';

// lz-string is a CommonJS module: Node's ESM loader offers its one export object only as `default`,
// where bundlers and its type definitions offer the functions by name.
const lz: typeof lzModule = (lzModule as unknown as { default?: typeof lzModule }).default ?? lzModule;

/** A link read: the f-puzzles document's text, or why the link does not open. */
export type LinkReading =
  | { readonly ok: true; readonly json: string }
  | { readonly ok: false; readonly message: string };

/** Where a puzzle part may follow: SudokuPad's hosts (the app, Cracking the Cryptic's copy) and f-puzzles. */
const LINK =
  /^(?:https?:\/\/)?(?:[\w-]+\.)*(sudokupad\.app|crackingthecryptic\.com|svencodes\.com|f-puzzles\.com)(?=[/?#]|$)/i;
/** A bare puzzle part: a format prefix, then its data. */
const BARE = /^(fpuzzles|fpuz|scl|ctc|scf)[A-Za-z0-9+/=%\-_ ]+$/;

/** Is the text a link (or a bare puzzle part) that readLink reads, rather than a puzzle written out? */
export function isPuzzleLink(text: string): boolean {
  const trimmed = text.trim();
  return LINK.test(trimmed) || BARE.test(trimmed);
}

/** The puzzle part of a link: `?puzzleid=`, f-puzzles' `?load=`, else the address's path. */
function puzzlePart(text: string): { host: string; part: string } {
  const link = LINK.exec(text);
  if (link === null) return { host: '', part: text };
  const host = link[1]!.toLowerCase();
  const rest = text.slice(link[0].length);
  const query = rest.indexOf('?');
  const params = new URLSearchParams(query < 0 ? '' : rest.slice(query + 1).split('#')[0]);
  // URLSearchParams reads '+' as a space; base64 has no spaces, so a space was a '+'.
  const named = params.get('puzzleid') ?? params.get('load');
  if (named !== null) return { host, part: named.replace(/ /g, '+') };
  // The path, which base64's '/' may run through: everything up to the query or the fragment.
  let path = rest.split(/[?#]/)[0]!.replace(/^\/+/, '');
  // Cracking the Cryptic's copy of the app serves it under /sudoku/.
  if (host === 'crackingthecryptic.com') path = path.replace(/^sudoku\//i, '');
  return { host, part: path };
}

/**
 * Reads a link (or a bare puzzle part) to the f-puzzles document it carries, or says why it cannot:
 * SudokuPad's own format and its stored puzzles are refused by name.
 */
export function readLink(text: string): LinkReading {
  const { host, part } = puzzlePart(text.trim());
  if (part === '') return { ok: false, message: 'the link names no puzzle' };
  const prefix = /^(fpuzzles|fpuz|scl|ctc|scf)/.exec(part)?.[1];
  // f-puzzles' own links carry the compressed document with no prefix.
  const data = prefix?.startsWith('fpuz')
    ? part.slice(prefix.length)
    : host === 'f-puzzles.com' && prefix === undefined
      ? part
      : null;
  if (data === null) {
    return {
      ok: false,
      message:
        prefix !== undefined
          ? `the link is in SudokuPad's own format ("${prefix}…"), not an f-puzzles document: share the puzzle as an f-puzzles link, or its JSON`
          : `the link names a puzzle kept on SudokuPad's server ("${part.slice(0, 40)}"), which is not fetched: open it there and share it as an f-puzzles link`,
    };
  }
  const json = decompress(data);
  if (json === null) {
    return {
      ok: false,
      message: `the link's puzzle part ("${part.slice(0, 12)}…") does not decompress to an f-puzzles document (is the link cut short?)`,
    };
  }
  return { ok: true, json };
}

/**
 * The f-puzzles JSON document a link carries (see readLink); throws a PuzzleFormatError that says why
 * for SudokuPad's own format, a stored puzzle, or data that does not decompress.
 */
export function linkDocument(text: string): string {
  const read = readLink(text);
  if (!read.ok) throw new PuzzleFormatError([{ message: read.message }]);
  return read.json;
}

/** lz-string's base64 form decompressed, or null when it is not one (percent-escapes and spaces undone first). */
function decompress(data: string): string | null {
  let text = data;
  try {
    text = decodeURIComponent(data);
  } catch {
    // Not percent-encoded: read as it is.
  }
  text = text.replace(/ /g, '+');
  try {
    const json = lz.decompressFromBase64(text);
    return json?.trimStart().startsWith('{') ? json : null;
  } catch {
    return null;
  }
}

/** The puzzle part SudokuPad opens for an f-puzzles document: `fpuzzles` and the document compressed. */
export function fpuzzlesPart(document: object): string {
  return `fpuzzles${lz.compressToBase64(JSON.stringify(document))}`;
}
