// scripts/corpus.mjs on a throwaway workspace: two packages, one corpus file that passes and one that
// fails, run as `pnpm test:corpus` runs them.
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { root, selectFiles } from './corpus.mjs';
import { exec } from './workspace.mjs';

const script = join(root, 'scripts', 'corpus.mjs');
let at;

/** Runs the script to its end without blocking this thread; its exit code and output (stdout, then stderr). */
async function corpus(...args) {
  const { status, stdout, stderr } = await exec(process.execPath, [script, '--root', at, ...args]);
  return { code: status, output: `${stdout}${stderr}` };
}

function writePackage(folder, name, files) {
  mkdirSync(join(at, folder, 'src', 'deep'), { recursive: true });
  writeFileSync(join(at, folder, 'package.json'), JSON.stringify({ name, type: 'module' }));
  for (const [path, text] of Object.entries(files)) writeFileSync(join(at, folder, 'src', path), text);
}

const passing = `import assert from 'node:assert/strict';
import { it } from 'node:test';
import { double } from '../double.js';
it('doubles a thousand numbers', () => {
  for (let n = 0; n < 1000; n++) assert.equal(double(n), n + n);
});
`;
const failing = `import assert from 'node:assert/strict';
import { it } from 'node:test';
it('finds what is wrong', () => {
  assert.equal(1 + 1, 3, 'one and one make two');
});
`;

beforeAll(() => {
  at = mkdtempSync(join(tmpdir(), 'corpus-'));
  writeFileSync(join(at, 'pnpm-workspace.yaml'), "packages:\n  - 'packages/*'\n");
  symlinkSync(join(root, 'node_modules'), join(at, 'node_modules'));
  writePackage('packages/good', '@x/good', {
    'double.ts': 'export const double = (n: number): number => n * 2;\n',
    'deep/double.corpus.ts': passing,
    'double.test.ts': '// a unit test, not a corpus file\n',
  });
  writePackage('packages/bad', '@x/bad', { 'sum.corpus.ts': failing });
});

afterAll(() => {
  // The bundles went into the linked node_modules: take them away with the workspace.
  rmSync(join(root, 'node_modules', '.corpus', 'good'), { recursive: true, force: true });
  rmSync(join(root, 'node_modules', '.corpus', 'bad'), { recursive: true, force: true });
  if (at !== undefined) rmSync(at, { recursive: true, force: true });
});

describe('scripts/corpus.mjs', () => {
  it('finds the *.corpus.ts files of every package, or of the ones named by name or folder', () => {
    const names = (selected) => selected.files.map(({ file }) => file.slice(at.length + 1));
    expect(names(selectFiles([], at)).sort()).toEqual([
      'packages/bad/src/sum.corpus.ts',
      'packages/good/src/deep/double.corpus.ts',
    ]);
    expect(names(selectFiles(['good'], at))).toEqual(['packages/good/src/deep/double.corpus.ts']);
    expect(names(selectFiles(['@x/bad'], at))).toEqual(['packages/bad/src/sum.corpus.ts']);
    expect(selectFiles(['goood'], at)).toEqual({ error: "no workspace package named 'goood'" });
  });

  it('runs a passing file and exits 0', async () => {
    const { code, output } = await corpus('good');
    expect(output).toContain('corpus 1/1: packages/good/src/deep/double.corpus.ts (@x/good)');
    expect(output).toMatch(/✔ doubles a thousand numbers/);
    expect(output).toContain('corpus: 1 of 1 files passed');
    expect(code).toBe(0);
  });

  it('runs every file though one fails, says which and why, and exits 1', async () => {
    const { code, output } = await corpus();
    expect(output).toContain('one and one make two');
    expect(output).toContain('corpus: 1 of 2 files passed');
    expect(output).toContain('corpus: failed: packages/bad/src/sum.corpus.ts');
    expect(code).toBe(1);
  });

  it.each([
    [['nosuch'], "corpus: no workspace package named 'nosuch'"],
    [['--fast'], "corpus: unknown option '--fast'"],
  ])('refuses %j with exit code 2', async (args, message) => {
    const { code, output } = await corpus(...args);
    expect(output).toContain(message);
    expect(code).toBe(2);
  });
});
