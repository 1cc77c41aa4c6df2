#!/usr/bin/env node
// Runs the pnpm this repository pins (package.json "packageManager"), so that a machine with only
// Node and npm can set up and test the project: a pnpm of the same major on PATH is used as it is,
// otherwise npx fetches the pinned version from the npm registry.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const root = new URL('..', import.meta.url);
const pinned = JSON.parse(readFileSync(new URL('package.json', root), 'utf8')).packageManager; // "pnpm@10.x.y"
const version = pinned.slice('pnpm@'.length);
const major = version.split('.')[0];

let cached;
/** The pnpm command, looked up once. */
export function resolved() {
  cached ??= pnpmCommand();
  return cached;
}

function pnpmCommand() {
  const found = spawnSync('pnpm', ['--version'], { encoding: 'utf8', shell: process.platform === 'win32' });
  if (found.status === 0 && found.stdout.trim().split('.')[0] === major) return ['pnpm'];
  return ['npx', '--yes', `pnpm@${version}`];
}

/** Runs pnpm with `args` in the repository root; returns its exit code. */
export function runPnpm(args, options = {}) {
  const [command, ...prefix] = resolved();
  const result = spawnSync(command, [...prefix, ...args], {
    stdio: 'inherit',
    cwd: root,
    shell: process.platform === 'win32',
    ...options,
  });
  if (result.error) {
    console.error(`could not run ${command}: ${result.error.message}`);
    return 1;
  }
  return result.status ?? 1;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  process.exit(runPnpm(process.argv.slice(2)));
}
