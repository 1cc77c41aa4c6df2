// The two compare commands are one implementation: the same JSON document, field for field.
import { PassThrough, Readable } from 'node:stream';
import { main as sudokuLab } from '@sudoku-lab/cli';
import { builtinPuzzle } from '@sudoku-lab/harness';
import { describe, expect, it } from 'vitest';
import { main as sudokuCompare } from './main.js';

function streams(stdin: string) {
  let text = '';
  const stdout = new PassThrough();
  stdout.on('data', (chunk: Buffer) => {
    text += chunk.toString('utf8');
  });
  const stderr = new PassThrough();
  stderr.resume();
  return { io: { stdin: Readable.from([stdin]), stdout, stderr, env: { NO_COLOR: '1' } }, text: () => text };
}

type Document = Record<string, unknown> & {
  run: Record<string, unknown>;
  puzzles: unknown[];
  results: Record<string, unknown>[];
  summary: Record<string, unknown>[];
  relative: Record<string, unknown> & { others: Record<string, unknown>[] };
  totals: Record<string, unknown>;
};

async function document(
  command: (argv: string[], io: ReturnType<typeof streams>['io']) => Promise<number>,
  argv: string[],
  stdin: string,
): Promise<{ code: number; document: Document }> {
  const ran = streams(stdin);
  const code = await command(argv, ran.io);
  await new Promise((resolve) => setImmediate(resolve));
  return { code, document: JSON.parse(ran.text()) as Document };
}

const keys = (value: object) => Object.keys(value);
/** What does not depend on the clock: a result without its time, a summary row's counts. */
const answer = ({ timeMs: _, ...rest }: Record<string, unknown>) => rest;
const counts = (row: Record<string, unknown>) =>
  Object.fromEntries(
    ['strategy', 'name', 'kind', 'puzzles', 'solved', 'invalid', 'wrong', 'guessesPerPuzzle'].map((key) => [
      key,
      row[key],
    ]),
  );

describe('sudoku-lab compare and sudoku-compare', () => {
  const lines = ['everest', 'easy', 'extreme'].map((name) => builtinPuzzle(name).text).join('\n');
  const options = ['-', '-s', 'norvig,dlx,algorithm.ts', '-f', 'json', '-w', '0', '-r', '3', '--warmup', '0'];

  it('write one JSON document with the same fields, the same answers and the same verdict fields', async () => {
    const lab = await document((argv, io) => sudokuLab(['compare', ...argv], io), options, lines);
    const app = await document(sudokuCompare, options, lines);
    expect([lab.code, app.code]).toEqual([0, 0]);
    expect(keys(lab.document)).toEqual(['run', 'puzzles', 'results', 'summary', 'relative', 'totals']);
    expect(keys(app.document)).toEqual(keys(lab.document));
    expect(keys(app.document.run)).toEqual(keys(lab.document.run));
    expect(app.document.puzzles).toEqual(lab.document.puzzles);
    expect(app.document.results.map(answer)).toEqual(lab.document.results.map(answer));
    expect(app.document.results.map(keys)).toEqual(lab.document.results.map(keys));
    expect(app.document.summary.map(keys)).toEqual(lab.document.summary.map(keys));
    expect(app.document.summary.map(counts)).toEqual(lab.document.summary.map(counts));
    expect(lab.document.summary.map((row) => row.strategy)).toEqual(['norvig', 'dlx', 'algorithm.ts']);
    for (const { relative } of [lab.document, app.document]) {
      expect(keys(relative)).toEqual(['baseline', 'others', 'order', 'confidence', 'ties', 'puzzles']);
      expect(relative.others.map(keys)).toEqual([
        ['strategy', 'ratio', 'low', 'high', 'puzzles'],
        ['strategy', 'ratio', 'low', 'high', 'puzzles'],
      ]);
      for (const row of lab.document.summary) expect(typeof row.puzzlesPerSecond).toBe('number');
    }
    expect(keys(app.document.totals)).toEqual(keys(lab.document.totals));
  });
});
