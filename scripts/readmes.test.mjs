// Every README's ```ts blocks as a reader copies them: each imports only what the `npm i` line before
// it installs, type-checks against the workspace's packages, and runs as printed (a test file's block,
// one that imports vitest, is type-checked only; a block that imports files of its own, a contributor's
// test file, is checked for its install line only).
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  importedPackages,
  importsOwnFiles,
  isTestFile,
  readmes,
  typescriptBlocks,
  workspaceSources,
} from './readmes.mjs';
import { exec, root } from './workspace.mjs';

const require = createRequire(import.meta.url);
const tsc = require.resolve('typescript/bin/tsc');
/** Where the blocks are written as modules: inside the repository, so vitest and @types/node resolve. */
const dir = join(root, '.readme-examples');

const examples = readmes().flatMap(({ file, text }) =>
  typescriptBlocks(text).map((block) => ({
    ...block,
    name: `${file}:${block.line}`,
    module: join(dir, `${file.replace(/[/.]/g, '-')}-${block.line}.ts`),
  })),
);
const checked = examples.filter((example) => !importsOwnFiles(example.code));

let typecheck = '';

beforeAll(async () => {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  for (const { module, code } of checked) writeFileSync(module, `${code}\nexport {};\n`);
  const paths = Object.fromEntries(
    Object.entries(workspaceSources()).map(([specifier, file]) => [specifier, [relative(dir, file)]]),
  );
  const config = {
    extends: '../tsconfig.base.json',
    compilerOptions: { noEmit: true, types: ['node'], paths },
    include: ['*.ts'],
  };
  writeFileSync(join(dir, 'tsconfig.json'), JSON.stringify(config, null, 2));
  const result = await exec(process.execPath, [tsc, '-p', join(dir, 'tsconfig.json'), '--pretty', 'false'], {
    cwd: root,
  });
  typecheck = `${result.stdout}${result.stderr}`;
});

afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

it('finds the READMEs and their examples', () => {
  expect(new Set(examples.map((example) => example.name.split(':')[0]))).toContain('README.md');
  expect(checked.length).toBeGreaterThan(10);
});

describe.each(examples.map((example) => [example.name, example]))('%s', (_, example) => {
  it('imports only packages the npm i line before it installs', () => {
    const missing = importedPackages(example.code).filter((name) => !example.installed.includes(name));
    expect(missing, `installed before it: ${example.installed.join(' ') || 'nothing'}`).toEqual([]);
  });

  it.skipIf(importsOwnFiles(example.code))('type-checks against the packages', () => {
    const file = basename(example.module);
    expect(typecheck.split('\n').filter((line) => line.includes(file))).toEqual([]);
  });

  it.skipIf(importsOwnFiles(example.code) || isTestFile(example.code))('runs as printed', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    const table = vi.spyOn(console, 'table').mockImplementation(() => {});
    const { exitCode } = process;
    try {
      await import(example.module);
    } finally {
      process.exitCode = exitCode;
      log.mockRestore();
      table.mockRestore();
    }
  });
});
