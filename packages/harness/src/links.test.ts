import { createGrid, diagonalHouses, formatFPuzzles, type Grid, parsePuzzle, shapes } from '@sudoku-lab/core';
import * as lzModule from 'lz-string';
import { describe, expect, it } from 'vitest';
import { fpuzzlesPart, isPuzzleLink, readLink } from './links.js';
import { readPuzzleList } from './list.js';

const lz: typeof lzModule = (lzModule as unknown as { default?: typeof lzModule }).default ?? lzModule;
const nine = shapes['9x9'];

/** A Sudoku X puzzle with a few givens, and a killer with two cages: what the links carry. */
const xPuzzle = createGrid(nine, [5, 3, ...new Array<number>(79).fill(0)], { houses: diagonalHouses(nine) });
const killer = createGrid(nine, new Array<number>(81).fill(0), {
  cages: [
    { cells: [0, 1], sum: 3 },
    { cells: [2, 11], sum: 17 },
  ],
});

const data = (grid: Grid) => lz.compressToBase64(JSON.stringify(formatFPuzzles(grid)));

function readOne(line: string) {
  const [entry, ...rest] = readPuzzleList('links', line);
  expect(rest).toEqual([]);
  return entry!;
}

describe('puzzle links', () => {
  describe.each([
    ['Sudoku X', xPuzzle],
    ['killer', killer],
  ] as const)('%s', (_, grid) => {
    it.each([
      ['an f-puzzles link', (d: string) => `https://www.f-puzzles.com/?load=${d}`],
      [
        'an f-puzzles link, URL-encoded',
        (d: string) => `https://www.f-puzzles.com/?load=${encodeURIComponent(d)}`,
      ],
      ['a SudokuPad link', (d: string) => `https://sudokupad.app/fpuz${d}`],
      [
        'a SudokuPad puzzleid link',
        (d: string) => `https://sudokupad.app/?puzzleid=fpuz${encodeURIComponent(d)}`,
      ],
      ['a SudokuPad id alone', (d: string) => `fpuz${d}`],
    ])('reads %s as the puzzle it carries', (__, link) => {
      const entry = readOne(`${link(data(grid))} # from a link`);
      expect(entry.error).toBeUndefined();
      expect(entry.grid).toEqual(grid);
      expect(entry.name).toBe('from a link');
    });
  });

  it.each([
    [
      "SudokuPad's own format, by name",
      `https://sudokupad.app/scl${data(xPuzzle)}`,
      /SudokuPad's own format \("scl…"\)/,
    ],
    ['a short id', 'https://sudokupad.app/abc123', /kept on SudokuPad's server/],
    ['data that does not decode', 'https://www.f-puzzles.com/?load=notlzstring', /does not decompress/],
  ])('refuses %s, saying why', (_, line, why) => {
    const entry = readOne(line);
    expect(entry.grid).toBeUndefined();
    expect(entry.error).toMatch(why);
  });

  it('takes a puzzle written out for a puzzle, not a link', () => {
    expect(isPuzzleLink(`${'.'.repeat(81)}`)).toBe(false);
    expect(isPuzzleLink('https://example.com/?load=abc')).toBe(false);
  });
});

const LINE = '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';
/** An anti-knight puzzle as f-puzzles writes it, and that document compressed as the links carry it. */
const DOC = JSON.stringify(formatFPuzzles(parsePuzzle(`${LINE} N`)));
const DATA = lz.compressToBase64(DOC);

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

  it.each([
    ['a puzzle line', LINE],
    ['an f-puzzles document', DOC],
    ['rows of digits', '53..7....\n6..195...'],
    ['another site', 'https://example.com/fpuzzles'],
  ])('takes %s for a puzzle, not a link', (_, text) => {
    expect(isPuzzleLink(text)).toBe(false);
  });
});
