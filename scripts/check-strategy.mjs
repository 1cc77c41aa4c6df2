#!/usr/bin/env node
// `pnpm check:strategy <id>`: every check that concerns one strategy, in a minute or two rather than
// the whole suite's quarter of an hour: its lint, its types, its tests (the conformance suite among
// them, on src: nothing is built), its corpus-scale checks if it has any, the registry's tests (it is
// listed, its name and description are its own, the root README's tables have its rows and no
// placeholder), and its package metadata (no placeholder left in its README or its changeset).
// Every step runs; the summary names each that failed with its first error.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { firstError } from './test-all.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const tool = (name) => join(root, 'node_modules', '.bin', name);

const usage = `usage: pnpm check:strategy <id>

Checks the strategy in packages/strategies/<id> as the full suite would, in one to two minutes:
  lint        biome check on its folder and the registry's list
  types       tsc on its package (its tests included), on the packages' sources
  tests       its vitest suite, the conformance suite among them
  corpus      its src/**/*.corpus.ts, if any (scripts/corpus.mjs)
  registry    the registry's tests: listed, named and described, and the root README's tables
              (a row in "Which strategy?" and in "Packages", no placeholder in them)
  metadata    its package.json, README and changeset ready to publish, no placeholder left
Every step runs; the exit code is 1 if any failed, and the summary names each with its first error.`;

/** The steps for one strategy: a name, the command, and the folder it runs in. */
export function stepsFor(id) {
  const folder = join('packages', 'strategies', id);
  return [
    { name: 'lint', command: tool('biome'), args: ['check', folder, 'packages/registry/src/strategies.ts'] },
    { name: 'types', command: tool('tsc'), args: ['--noEmit', '--incremental', '-p', folder] },
    { name: 'tests', command: tool('vitest'), args: ['run'], cwd: folder },
    { name: 'corpus', command: process.execPath, args: ['scripts/corpus.mjs', `@sudoku-lab/${id}`] },
    {
      name: 'registry',
      command: tool('vitest'),
      args: ['run', 'src/strategies.test.ts', 'src/root-tables.test.ts'],
      cwd: 'packages/registry',
    },
    { name: 'metadata', command: process.execPath, args: ['scripts/metadata.mjs', `@sudoku-lab/${id}`] },
  ];
}

/** Runs a step, its output passed through and kept; resolves to its exit code, output and seconds. */
function run({ command, args, cwd = '.' }) {
  const started = performance.now();
  return new Promise((resolve) => {
    let output = '';
    const child = spawn(command, args, {
      cwd: join(root, cwd),
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, FORCE_COLOR: process.stdout.isTTY ? '1' : '0' },
    });
    const keep = (stream) => (chunk) => {
      stream.write(chunk);
      output += chunk;
    };
    child.stdout.on('data', keep(process.stdout));
    child.stderr.on('data', keep(process.stderr));
    const end = (code) => resolve({ code, output, seconds: (performance.now() - started) / 1000 });
    child.on('error', (error) => {
      output += `\nError: could not run ${command}: ${error.message}`;
      end(1);
    });
    child.on('close', (code) => end(code ?? 1));
  });
}

async function main(argv) {
  if (argv.includes('--help') || argv.includes('-h')) {
    console.log(usage);
    return 0;
  }
  if (argv.length !== 1 || argv[0].startsWith('-')) {
    console.error(`check:strategy: give one strategy's id: pnpm check:strategy <id> (--help for more)`);
    return 2;
  }
  const [id] = argv;
  const folder = join(root, 'packages', 'strategies', id);
  if (!/^[a-z][a-z0-9]*$/.test(id) || !existsSync(join(folder, 'package.json'))) {
    console.error(`check:strategy: no strategy '${id}': ${relative(root, folder)}/package.json is missing`);
    return 2;
  }
  const results = [];
  for (const step of stepsFor(id)) {
    console.log(
      `\n=== ${step.name}: ${step.command === process.execPath ? 'node' : relative(root, step.command)} ${step.args.join(' ')}`,
    );
    results.push({ step, ...(await run(step)) });
  }
  const failed = results.filter((result) => result.code !== 0);
  const lines = results.map(
    ({ step, code, seconds }) =>
      `  ${code === 0 ? 'ok    ' : 'FAILED'} ${step.name} (${seconds.toFixed(0)} s)`,
  );
  for (const { step, output } of failed) {
    lines.push(
      `  ${step.name}, first error: ${firstError(output) ?? '(none printed: see its output above)'}`,
    );
  }
  const verdict =
    failed.length === 0
      ? `check:strategy ${id}: all ${results.length} checks passed`
      : `check:strategy ${id}: ${failed.length} of ${results.length} checks failed`;
  (failed.length === 0 ? console.log : console.error)(`\n${verdict}\n${lines.join('\n')}`);
  return failed.length === 0 ? 0 : 1;
}

if (process.argv[1] !== undefined && fileURLToPath(import.meta.url) === process.argv[1]) {
  process.exitCode = await main(process.argv.slice(2));
}
