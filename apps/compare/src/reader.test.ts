import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { formatGrid, parseGrid } from '@sudoku-lab/core';
import { describe, expect, it } from 'vitest';
import { fileInput, InputError, type PuzzleEntry, readPuzzles } from './reader.js';
import { leetcode } from './testing.js';

async function read(lines: readonly string[]) {
  const items = [];
  for await (const item of readPuzzles('p.txt', lines)) {
    items.push({
      source: item.source,
      name: item.name,
      ...(item.grid
        ? { line: formatGrid(item.grid, 'line'), shape: item.grid.shape.name }
        : { error: item.error }),
    });
  }
  return items;
}

const grid = parseGrid(leetcode);
const pretty = formatGrid(grid, 'pretty').split('\n');
const shapes4 = '1.3..4.1.1.43.2.';
const shapes6 = '1.....4..2...3.1..5.2...4..6...5...1'.replace(/\d/g, (d) => String(Math.min(Number(d), 6)));
const board = JSON.stringify(Array.from({ length: 9 }, (_, r) => [...leetcode.slice(r * 9, r * 9 + 9)]));

describe('readPuzzles', () => {
  it.each([
    [
      'an 81-character line, with a trailing name',
      [`${leetcode}   # leetcode 37`],
      [{ line: leetcode, name: 'leetcode 37' }],
    ],
    [
      '0 and _ for empty',
      [leetcode.replace(/\./g, '0'), leetcode.replace(/\./g, '_')],
      [{ line: leetcode }, { line: leetcode }],
    ],
    ['a grid a row a line, with separators', pretty, [{ source: 'p.txt:1', line: leetcode }]],
    [
      'a grid after a border line',
      ['+-------+-------+-------+', ...pretty],
      [{ source: 'p.txt:2', line: leetcode }],
    ],
    ["LeetCode's char[][] as JSON", [board], [{ line: leetcode }]],
    ['a 4x4 line', [shapes4], [{ shape: '4x4' }]],
    ['a 6x6 line', [shapes6], [{ shape: '6x6' }]],
    ['a 16x16 line', [`${'.'.repeat(255)}G`], [{ shape: '16x16' }]],
    [
      '16x16 numbers a row a line',
      Array.from({ length: 16 }, (_, r) => (r === 0 ? '16 . 10 ' : '. . . ') + '. '.repeat(13)),
      [{ shape: '16x16' }],
    ],
  ])('reads %s', async (_, lines, expected) => {
    expect(await read(lines)).toMatchObject(expected);
  });

  it('skips comments and blank lines and numbers lines as a person counts them', async () => {
    const items = await read(['# a comment', '', leetcode, '   ', '# another', `${leetcode} # second`]);
    expect(items.map((item) => [item.source, item.name])).toEqual([
      ['p.txt:3', null],
      ['p.txt:6', 'second'],
    ]);
  });

  it.each([
    ['a line too short', leetcode.slice(1), /wrong number of cells: found 80/],
    [
      'a character that is no digit',
      `${leetcode.slice(0, 4)}x${leetcode.slice(5)}`,
      /row 1, column 5: 'x' is not a digit/,
    ],
    ['a lone row-wide line', '123456789', /wrong number of cells: found 9/],
    ['a broken JSON line', '[["5","3"', /not JSON/],
  ])('reports %s with file:line and reads on', async (_, bad, message) => {
    const items = await read([leetcode, bad, leetcode]);
    expect(items).toMatchObject([
      { line: leetcode },
      { source: 'p.txt:2', error: expect.stringMatching(message) },
      { line: leetcode },
    ]);
  });

  it('reports a grid cut short by a blank line where it starts', async () => {
    const items = await read(['# top', ...pretty.slice(0, 5), '', leetcode]);
    expect(items).toMatchObject([
      { source: 'p.txt:2', error: expect.stringMatching(/wrong number of rows: found 4/) },
      { line: leetcode },
    ]);
  });
});

describe('fileInput', () => {
  const dir = mkdtempSync(join(tmpdir(), 'compare-reader-'));
  const file = join(dir, 'puzzles.txt');
  writeFileSync(file, `${leetcode}\nbad\n${leetcode} # named\n`);

  async function entries(input: ReturnType<typeof fileInput>): Promise<PuzzleEntry[]> {
    const all = [];
    for await (const entry of input.entries()) all.push(entry);
    return all;
  }

  it('numbers puzzles across files and stdin, and tracks the share read', async () => {
    const input = fileInput([file, '-'], Readable.from([`${leetcode}\n`]));
    const all = await entries(input);
    expect(all.map((entry) => [entry.index, entry.source, entry.error === undefined])).toEqual([
      [0, `${file}:1`, true],
      [1, `${file}:2`, false],
      [2, `${file}:3`, true],
      [3, 'stdin:1', true],
    ]);
    expect(input.fraction()).toBeUndefined(); // stdin has no size

    const sized = fileInput([file]);
    await entries(sized);
    expect(sized.fraction()).toBe(1);
  });

  it.each([
    [join(dir, 'missing.txt'), 'no such file'],
    [dir, 'it is a directory'],
  ])('refuses %s before the run starts', (path, reason) => {
    expect(() => fileInput([path])).toThrow(new InputError(`cannot read ${path}: ${reason}`));
  });
});
