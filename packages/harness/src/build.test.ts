import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

// The published builds, loaded by the package's name as a user loads them (turbo builds before the tests).
const here = fileURLToPath(new URL('..', import.meta.url));
// A child Node, awaited: the test worker's event loop keeps running while it starts and loads.
const node = async (code: string, type: 'commonjs' | 'module') =>
  (await promisify(execFile)(process.execPath, ['--input-type', type, '-e', code], { cwd: here })).stdout;
const probe = (root: string, sub: string) => `
  console.log(JSON.stringify({
    builtin: ${root}.builtinPuzzles.length,
    read: ${root}.readPuzzleList('p', '${'.'.repeat(81)}\\nbad').map((e) => e.error === undefined),
    node: typeof ${sub}.fileInput,
    limit: ${sub}.MAX_LINE_BYTES,
  }));`;

describe.skipIf(!existsSync(`${here}dist/index.cjs`))('the build', () => {
  it.each([
    [
      'require',
      'commonjs',
      `const h = require('@sudoku-lab/harness'); const n = require('@sudoku-lab/harness/node');${probe('h', 'n')}`,
    ],
    [
      'import',
      'module',
      `const h = await import('@sudoku-lab/harness'); const n = await import('@sudoku-lab/harness/node');${probe('h', 'n')}`,
    ],
  ] as const)('loads the root and /node with %s', async (_, type, code) => {
    expect(JSON.parse(await node(code, type))).toEqual({
      builtin: expect.any(Number),
      read: [true, false],
      node: 'function',
      limit: 65536,
    });
  });
});
