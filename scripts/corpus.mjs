#!/usr/bin/env node
// The corpus-scale checks: tests that run a strategy over thousands of puzzles (the public sets in
// ../shared/puzzles, generated ones). They live beside the code as `src/**/*.corpus.ts`, written with
// node:test and node:assert, and run here in plain Node processes, one file at a time: no test runner's
// worker has to answer messages within a minute while they compute, so a loaded machine makes them
// slower, never wrong. Each file is bundled from the workspace's sources (the `@sudoku-lab/source`
// condition, as the unit tests resolve them) into node_modules/.corpus/ and run with `node --test`,
// which prints each test as it ends; a long test prints its own progress.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { basename, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sourceBundle } from './bundle.mjs';

export const root = fileURLToPath(new URL('..', import.meta.url));

const usage = `usage: node scripts/corpus.mjs [PACKAGE...] [--list] [--root DIR]   (pnpm test:corpus)

Runs every src/**/*.corpus.ts of the workspace's packages (or of the packages named, by package.json
name or by folder name: logic, @sudoku-lab/logic), one file at a time in its own Node process, and
exits 1 when a test failed. Each file is bundled from the packages' sources first; nothing is built.
The public puzzle sets are read from ../shared/puzzles beside the checkout; where it is absent, the
tests that need it are skipped with a message.

  --list       print the files that would run, and run none
  --root DIR   the checkout whose packages to run (default: the one holding this script)
  --help       this text`;

/** The folders holding packages, from pnpm-workspace.yaml's `- 'folder/*'` lines. */
function packageParents(at) {
  return readFileSync(join(at, 'pnpm-workspace.yaml'), 'utf8')
    .split('\n')
    .flatMap((line) => /^\s*-\s*['"]?([\w./-]+)\/\*['"]?\s*$/.exec(line)?.[1] ?? []);
}

/** Every workspace package with a src folder: its folder, its name and its folder's last part. */
export function workspacePackages(at = root) {
  return packageParents(at).flatMap((parent) => {
    const folder = join(at, parent);
    if (!existsSync(folder)) return [];
    return readdirSync(folder, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => join(folder, entry.name))
      .filter((path) => existsSync(join(path, 'package.json')) && existsSync(join(path, 'src')))
      .map((path) => ({
        folder: path,
        name: JSON.parse(readFileSync(join(path, 'package.json'), 'utf8')).name,
        id: basename(path),
      }));
  });
}

/** The `*.corpus.ts` files under a folder, in name order. */
function corpusFiles(folder) {
  const found = [];
  const walk = (at) => {
    for (const entry of readdirSync(at, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))) {
      const path = join(at, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.corpus.ts')) found.push(path);
    }
  };
  walk(folder);
  return found;
}

/**
 * The corpus files of the packages named (all when none is), or a refusal naming what matched
 * nothing: a typo must not pass as "no checks to run".
 */
export function selectFiles(names, at = root) {
  const packages = workspacePackages(at);
  const unknown = names.filter((name) => !packages.some((p) => p.name === name || p.id === name));
  if (unknown.length > 0) {
    return { error: `no workspace package named ${unknown.map((name) => `'${name}'`).join(', ')}` };
  }
  const chosen =
    names.length === 0 ? packages : packages.filter((p) => names.includes(p.name) || names.includes(p.id));
  return {
    files: chosen.flatMap((p) => corpusFiles(join(p.folder, 'src')).map((file) => ({ package: p, file }))),
  };
}

/**
 * Bundles one corpus file into a plain ES module Node runs; returns the bundle's path. The bundle lies
 * three folders below the root (node_modules/.corpus/<package>/), as deep as the sources it is made
 * of (packages/testkit/src), so that what they find from their own address (../shared/puzzles beside
 * the checkout) they find from the bundle's too.
 */
async function bundle(owner, file, outDir) {
  const { build } = await import('esbuild');
  const name = relative(join(owner.folder, 'src'), file).replaceAll('/', '__').replace(/\.ts$/, '.mjs');
  const outfile = join(outDir, owner.id, name);
  await build({
    entryPoints: [file],
    outfile,
    ...sourceBundle,
    // Bundled code that requires a Node builtin (a CommonJS dependency) gets a require of its own.
    banner: {
      js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);",
    },
    sourcemap: 'inline',
  });
  return outfile;
}

/** Runs one bundle under node:test, its report passed through as it comes; resolves to the exit code. */
function runBundle(path, at) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--enable-source-maps', '--test', '--test-reporter=spec', path], {
      cwd: at,
      stdio: 'inherit',
    });
    child.on('error', (error) => {
      console.error(`could not run node: ${error.message}`);
      resolve(1);
    });
    child.on('close', (code) => resolve(code ?? 1));
  });
}

/** The command line: the packages named, and the options. */
function parseArguments(argv) {
  const options = { names: [], list: false, help: false, root };
  for (let k = 0; k < argv.length; k++) {
    const argument = argv[k];
    if (argument === '--help' || argument === '-h') options.help = true;
    else if (argument === '--list') options.list = true;
    else if (argument === '--root') {
      if (argv[k + 1] === undefined) return { error: '--root needs a folder: --root DIR' };
      options.root = resolve(argv[++k]);
    } else if (argument.startsWith('-'))
      return { error: `unknown option '${argument}' (--help for the options)` };
    else options.names.push(argument);
  }
  return options;
}

async function main(argv) {
  const options = parseArguments(argv);
  if (options.error !== undefined) {
    console.error(`corpus: ${options.error}`);
    return 2;
  }
  if (options.help) {
    console.log(usage);
    return 0;
  }
  const at = options.root;
  const selected = selectFiles(options.names, at);
  if (selected.error !== undefined) {
    console.error(`corpus: ${selected.error}`);
    return 2;
  }
  const files = selected.files;
  if (options.list) {
    for (const { file } of files) console.log(relative(at, file));
    return 0;
  }
  if (files.length === 0) {
    console.log('corpus: no *.corpus.ts files in the packages chosen');
    return 0;
  }
  // Each bundle is written anew; bundles of files since removed are never run.
  const outDir = join(at, 'node_modules', '.corpus');
  mkdirSync(outDir, { recursive: true });
  const failed = [];
  for (const [index, { package: owner, file }] of files.entries()) {
    const name = relative(at, file);
    console.log(`\n--- corpus ${index + 1}/${files.length}: ${name} (${owner.name})`);
    let code;
    try {
      code = await runBundle(await bundle(owner, file, outDir), at);
    } catch (error) {
      console.error(`could not bundle ${name}: ${error.message}`);
      code = 1;
    }
    if (code !== 0) failed.push(name);
  }
  const cpus = availableParallelism();
  console.log(
    `\ncorpus: ${files.length - failed.length} of ${files.length} files passed (one at a time, ${cpus} CPUs)`,
  );
  if (failed.length > 0) {
    console.error(`corpus: failed: ${failed.join(', ')}`);
    return 1;
  }
  return 0;
}

if (process.argv[1] !== undefined && fileURLToPath(import.meta.url) === process.argv[1]) {
  process.exitCode = await main(process.argv.slice(2));
}
