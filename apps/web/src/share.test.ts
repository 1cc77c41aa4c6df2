import { createGrid, formatGrid, formatPuzzle, parseGrid, parsePuzzle } from '@sudoku-lab/core';
import { describe, expect, it } from 'vitest';
import { lineForm, puzzleText, sharedPuzzle, shareUrl } from './share.js';

const LINE_9 = '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';
const LINE_4 = '1...' + '..3.' + '.4..' + '...2';

describe('sharedPuzzle', () => {
  it.each([
    ['a 9x9 line', `?puzzle=${LINE_9}`, LINE_9],
    ['a 4x4 line', `?puzzle=${LINE_4}`, LINE_4],
    ['zeros for empty cells', `?puzzle=${LINE_9.replace(/\./g, '0')}`, LINE_9],
    ['other parameters beside it', `?x=1&puzzle=${LINE_9}&y=2`, LINE_9],
  ])('opens %s', (_, search, line) => {
    const read = sharedPuzzle(search);
    expect(read && 'grid' in read ? formatGrid(read.grid, 'line') : read).toBe(line);
  });

  it('reads the seed beside the puzzle', () => {
    expect(sharedPuzzle(`?puzzle=${LINE_9}&seed=42`)).toMatchObject({ seed: '42' });
  });

  it.each([
    ['no query', ''],
    ['no puzzle', '?seed=4'],
    ['an empty puzzle', '?puzzle='],
  ])('is null for %s', (_, search) => {
    expect(sharedPuzzle(search)).toBeNull();
  });

  it('says what is wrong with a malformed puzzle', () => {
    const read = sharedPuzzle(`?puzzle=${LINE_9.slice(0, 80)}`);
    expect(read && 'issues' in read ? read.issues.length : 0).toBeGreaterThan(0);
  });
});

describe('shareUrl', () => {
  it('writes the puzzle (and seed) into the address, dropping the old query, and reads back the same', () => {
    const grid = parseGrid(LINE_9);
    const url = shareUrl('https://example.org/lab/?puzzle=old&z=1#top', grid, '7');
    expect(url).toBe(`https://example.org/lab/?puzzle=${LINE_9}&seed=7`);
    const back = sharedPuzzle(new URL(url).search);
    expect(back && 'grid' in back ? formatGrid(back.grid, 'line') : null).toBe(LINE_9);
  });
});

describe('a variant link', () => {
  it('carries the rules there and back', () => {
    const line = '......1......6.5........4269.35...4..8.........6.92......6..7.5.7...3............ X K';
    const grid = parsePuzzle(line);
    const read = sharedPuzzle(new URL(shareUrl('https://example.org/', grid)).search);
    expect(read !== null && 'grid' in read && formatPuzzle(read.grid)).toBe(formatPuzzle(grid));
  });
});

describe('puzzleText and lineForm', () => {
  const X_LINE = '......1......6.5........4269.35...4..8.........6.92......6..7.5.7...3............ X';
  it.each([
    ['a classic puzzle: rows', LINE_9, /^5 3 \. \|/],
    ['Sudoku X: its line form', X_LINE, /^\.{6}1.* X$/],
  ])('%s', (_, text, expected) => {
    expect(puzzleText(parsePuzzle(text))).toMatch(expected);
  });

  it('gives the line form only when it reads back with every rule', () => {
    expect(lineForm(parsePuzzle(X_LINE))).toBe(formatPuzzle(parsePuzzle(X_LINE)));
  });
});

describe('a puzzle the line form cannot write', () => {
  // A thermometer r1c1 -> r1c2 -> r1c3 on LeetCode's givens: no line-form token says it.
  const grid = createGrid(parseGrid(LINE_9).shape, parseGrid(LINE_9).cells, { thermometers: [[2, 3, 4]] });

  it('goes in the link as the f-puzzles document, compressed, and reads back with its rules', () => {
    const url = new URL(shareUrl('https://example.org/', grid));
    expect(url.searchParams.get('puzzle')!.startsWith('fpuzzles')).toBe(true);
    const read = sharedPuzzle(url.search);
    expect(read !== null && 'grid' in read && [formatGrid(read.grid, 'line'), read.grid.rules]).toEqual([
      LINE_9,
      { thermometers: [[2, 3, 4]] },
    ]);
  });

  it('goes in the paste box as the f-puzzles document, which the box reads back', () => {
    expect(lineForm(grid)).toBeNull();
    const text = puzzleText(grid);
    expect(JSON.parse(text)).toMatchObject({ size: 9, thermometer: [{ lines: [['R1C3', 'R1C4', 'R1C5']] }] });
  });
});
