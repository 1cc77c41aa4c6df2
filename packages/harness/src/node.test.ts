import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { namedPuzzle } from '@sudoku-lab/testkit/puzzles';
import { describe, expect, it } from 'vitest';
import type { PuzzleEntry, PuzzleInput } from './list.js';
import { boundedLines, fileInput, InputError, MAX_LINE_BYTES } from './node.js';

const leetcode = namedPuzzle('js-article-board').text;
const dir = mkdtempSync(join(tmpdir(), 'harness-node-'));

async function entries(input: PuzzleInput): Promise<PuzzleEntry[]> {
  const all = [];
  for await (const entry of input.entries()) all.push(entry);
  return all;
}

async function lines(chunks: readonly (string | Buffer)[], max = 16): Promise<string[]> {
  const all = [];
  for await (const line of boundedLines(Readable.from(chunks), 'in', max)) all.push(line);
  return all;
}

describe('boundedLines', () => {
  it.each([
    ['lines split across chunks', ['ab', 'c\nde', 'f\n', 'g'], ['abc', 'def', 'g']],
    ['CRLF line ends', ['a\r\nb\r\n'], ['a', 'b']],
    ['empty lines', ['\n\nx\n'], ['', '', 'x']],
    [
      'a character split across chunks',
      [Buffer.from('数'), Buffer.from('独\n')].flatMap((b) => [b.subarray(0, 1), b.subarray(1)]),
      ['数独'],
    ],
  ])('reads %s', async (_, chunks, expected) => {
    expect(await lines(chunks)).toEqual(expected);
  });

  it('stops at the first line over the limit, naming its label and line', async () => {
    await expect(lines(['short\n', 'x'.repeat(10), 'y'.repeat(10), '\nnever read\n'])).rejects.toThrow(
      new InputError('in:2: the line is longer than 16 bytes, so it is no puzzle (reading stopped there)'),
    );
  });

  it('reads an endless line no further than the limit', async () => {
    let served = 0;
    const endless = (async function* () {
      for (;;) {
        served += 4096;
        yield Buffer.alloc(4096, '.');
      }
    })();
    const reading = (async () => {
      for await (const _ of boundedLines(endless, 'endless')) break;
    })();
    await expect(reading).rejects.toThrow(/^endless:1: the line is longer than 65,536 bytes/);
    expect(served).toBeLessThanOrEqual(MAX_LINE_BYTES + 4096);
  });

  it.each([
    ['/dev/zero', [Buffer.alloc(4096)], 0],
    [
      'an image',
      [Buffer.from([0x89, 0x50, 0x4e, 0x47, 13, 10, 26, 10]), Buffer.from([0, 0, 0, 13, 73, 72, 68, 82])],
      8,
    ],
    ['UTF-16 text', [Buffer.from(`${leetcode}\n`, 'utf16le')], 1],
  ])('refuses %s at its first NUL byte, once, before any line', async (_, chunks, at) => {
    const read: string[] = [];
    const reading = (async () => {
      for await (const line of boundedLines(Readable.from(chunks), 'f.bin')) read.push(line);
    })();
    await expect(reading).rejects.toThrow(
      new InputError(`f.bin is not a text file (a NUL byte at byte ${at}): it holds no puzzle list`),
    );
    expect(read).toEqual([]);
  });
});

describe('fileInput', () => {
  const file = join(dir, 'puzzles.txt');
  writeFileSync(file, `${leetcode}\nbad\n${leetcode} # named\n`);

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

  it('stops at a 30 MB line with one error naming file:line', async () => {
    const huge = join(dir, 'huge.txt');
    writeFileSync(huge, `${leetcode}\n${'1'.repeat(30 * 2 ** 20)}\n${leetcode}\n`);
    const seen: PuzzleEntry[] = [];
    const reading = (async () => {
      for await (const entry of fileInput([huge]).entries()) seen.push(entry);
    })();
    await expect(reading).rejects.toThrow(
      new RegExp(`^${huge.replace(/[.\\/]/g, '\\$&')}:2: the line is longer than`),
    );
    expect(seen).toHaveLength(1);
  });

  it.skipIf(process.platform === 'win32')('refuses /dev/zero as not text, with one error', async () => {
    await expect(entries(fileInput(['/dev/zero']))).rejects.toThrow(
      /^\/dev\/zero is not a text file \(a NUL byte at byte 0\)/,
    );
  });
});
