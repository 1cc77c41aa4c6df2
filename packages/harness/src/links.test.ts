import { createGrid, diagonalHouses, formatFPuzzles, type Grid, shapes } from '@sudoku-lab/core';
import * as lzModule from 'lz-string';
import { describe, expect, it } from 'vitest';
import { isPuzzleLink } from './links.js';
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
      /SudokuPad's own format \(an 'scl' id\)/,
    ],
    ['a short id', 'https://sudokupad.app/abc123', /short id is kept on its server/],
    ['data that does not decode', 'https://www.f-puzzles.com/?load=notlzstring', /does not decode/],
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
