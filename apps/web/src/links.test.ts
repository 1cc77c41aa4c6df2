import { formatFPuzzles, parsePuzzle } from '@sudoku-lab/core';
import { compressToBase64 } from 'lz-string';
import { describe, expect, it } from 'vitest';
import { fpuzzlesPart, isPuzzleLink, readLink } from './links.js';

const LINE = '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';
/** An anti-knight puzzle as f-puzzles writes it, and that document compressed as the links carry it. */
const DOC = JSON.stringify(formatFPuzzles(parsePuzzle(`${LINE} N`)));
const DATA = compressToBase64(DOC);

describe('readLink: links that carry an f-puzzles document', () => {
  it('has test data with the base64 characters a URL treats specially', () => {
    expect(DATA).toMatch(/\+/);
    expect(DATA).toMatch(/\//);
  });

  it.each([
    ['a SudokuPad link, fpuzzles', `https://sudokupad.app/fpuzzles${DATA}`],
    ['a SudokuPad link, fpuz', `https://sudokupad.app/fpuz${DATA}`],
    ['a SudokuPad link with settings after it', `https://sudokupad.app/fpuzzles${DATA}?setting-nogrid=1`],
    ['a link without https://', `sudokupad.app/fpuzzles${DATA}`],
    [
      "SudokuPad's puzzleid, escaped",
      `https://sudokupad.app/?puzzleid=${encodeURIComponent(`fpuzzles${DATA}`)}`,
    ],
    ["SudokuPad's puzzleid, its '+' unescaped", `https://sudokupad.app/?puzzleid=fpuzzles${DATA}`],
    ["Cracking the Cryptic's app", `https://app.crackingthecryptic.com/sudoku/fpuzzles${DATA}`],
    ['an f-puzzles link', `https://www.f-puzzles.com/?load=${DATA}`],
    ['the puzzle part alone', `fpuzzles${DATA}`],
    ['the puzzle part percent-escaped', `fpuzzles${encodeURIComponent(DATA)}`],
    ['with spaces around it', `  https://sudokupad.app/fpuzzles${DATA}\n`],
  ])('%s', (_, text) => {
    expect(isPuzzleLink(text)).toBe(true);
    expect(readLink(text)).toEqual({ ok: true, json: DOC });
  });

  it('writes the puzzle part SudokuPad opens, which reads back', () => {
    const part = fpuzzlesPart(JSON.parse(DOC));
    expect(part.startsWith('fpuzzles')).toBe(true);
    expect(readLink(`https://sudokupad.app/${part}`)).toEqual({ ok: true, json: DOC });
  });
});

describe('readLink: links that do not open, and why', () => {
  it.each([
    [
      "SudokuPad's own format",
      'https://sudokupad.app/sclN4IgzglgXgpiBcAWA',
      /SudokuPad's own format \("scl…"\)/,
    ],
    ['its ctc alias', 'https://sudokupad.app/ctcN4IgzglgXgpiBcAWA', /SudokuPad's own format \("ctc…"\)/],
    [
      'a short link to a stored puzzle',
      'https://sudokupad.app/someone/a-puzzle-name',
      /kept on SudokuPad's server \("someone\/a-puzzle-name"\)/,
    ],
    ['an address with no puzzle', 'https://sudokupad.app/', /names no puzzle/],
    [
      'a link cut short',
      `https://sudokupad.app/fpuzzles${DATA.slice(0, 20)}`,
      /does not decompress.*cut short/,
    ],
    ['data that is not lz-string', 'https://sudokupad.app/fpuzzlesnotcompressedatall', /does not decompress/],
  ])('%s', (_, text, message) => {
    const read = readLink(text);
    expect(read.ok).toBe(false);
    expect(!read.ok && read.message).toMatch(message);
  });

  it('says which links open whenever it refuses one', () => {
    const read = readLink('https://sudokupad.app/sclABC');
    expect(!read.ok && read.message).toMatch(
      /Links that open here: .*"fpuzzles" or "fpuz".*f-puzzles\.com\/\?load=/,
    );
  });

  it.each([
    ['a puzzle line', LINE],
    ['an f-puzzles document', DOC],
    ['rows of digits', '53..7....\n6..195...'],
    ['another site', 'https://example.com/fpuzzles'],
  ])('takes %s for a puzzle, not a link', (_, text) => {
    expect(isPuzzleLink(text)).toBe(false);
  });
});
