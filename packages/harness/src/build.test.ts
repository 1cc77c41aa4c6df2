import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The published builds, loaded by the package's name as a user loads them (turbo builds before the tests).
const here = fileURLToPath(new URL('..', import.meta.url));
const node = (code: string, type: 'commonjs' | 'module') =>
  execFileSync(process.execPath, ['--input-type', type, '-e', code], { cwd: here, encoding: 'utf8' });
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
  ] as const)('loads the root and /node with %s', (_, type, code) => {
    expect(JSON.parse(node(code, type))).toEqual({
      builtin: expect.any(Number),
      read: [true, false],
      node: 'function',
      limit: 65536,
    });
  });
});
