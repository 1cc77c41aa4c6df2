#!/usr/bin/env node
// The one command that runs every check: installs what is missing (pnpm, the dependencies), then
// lint, the public packages' metadata, typecheck, the READMEs' examples and every package's tests,
// then a build, the public packages packed and installed as a user gets them (scripts/packed.test.mjs), the API reference
// (TypeDoc, its warnings as errors), and the web app's end-to-end test in headless Chromium
// (installed with apt-get when missing and running as root).
// Stops at the first step that fails.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolved } from './pnpm.mjs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The end-to-end test drives Debian's Chromium: install it when it is missing and we may; else say how. */
function ensureChromium() {
  if (existsSync(chromium)) return 0;
  const apt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  if (process.getuid?.() === 0 && apt) {
    console.log(`\n=== install Chromium for the end-to-end test: apt-get install -y chromium`);
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    for (const args of [['update'], ['install', '-y', 'chromium']]) {
      const result = spawnSync('apt-get', args, { stdio: 'inherit', env });
      if (result.status !== 0) break;
    }
    if (existsSync(chromium)) return 0;
  }
  console.error(
    `\nno Chromium at ${chromium}: the web app's end-to-end test needs it. Install Debian's package:\n` +
      '  sudo apt-get update && sudo apt-get install -y chromium\n' +
      'or set CHROMIUM_PATH to a Chromium binary.',
  );
  return 1;
}

const steps = [
  ['install the dependencies', ['install', '--frozen-lockfile']],
  ['lint', ['run', 'lint']],
  ['package metadata', ['run', 'test:metadata']],
  ['typecheck', ['run', 'typecheck']],
  ["the READMEs' examples (each ```ts block: its install line, type-checked, run)", ['run', 'test:readmes']],
  ['test', ['run', 'test:unit']],
  ['build', ['run', 'build']],
  [
    'the public packages as published (pack, publint, attw, install, import, require, types)',
    ['run', 'test:packages'],
  ],
  ['API reference (TypeDoc, every export documented)', ['run', 'docs']],
  ['end-to-end test', ['run', 'test:e2e'], ensureChromium],
];

/** Every vitest run's closing "Tests  N failed | N passed | N skipped (N)" line, added up. */
const tally = { passed: 0, failed: 0, skipped: 0 };
let pending = '';
function count(text) {
  const lines = (pending + text).split('\n');
  pending = lines.pop() ?? '';
  for (const raw of lines) {
    // biome-ignore lint/suspicious/noControlCharactersInRegex: colour codes are what is stripped
    const line = raw.replace(/\x1b\[[0-9;]*m/g, '');
    if (!/\bTests\s+\d/.test(line)) continue;
    for (const [, n, kind] of line.matchAll(/(\d+) (passed|failed|skipped)/g)) tally[kind] += Number(n);
  }
}

/** Runs pnpm, its output passed through as it comes and read for test counts; resolves to the exit code. */
function run(args) {
  const [command, ...prefix] = resolved();
  return new Promise((resolve) => {
    const child = spawn(command, [...prefix, ...args], {
      cwd: new URL('..', import.meta.url),
      stdio: ['inherit', 'pipe', 'pipe'],
      shell: process.platform === 'win32',
    });
    child.stdout.on('data', (chunk) => {
      process.stdout.write(chunk);
      count(chunk.toString());
    });
    child.stderr.on('data', (chunk) => process.stderr.write(chunk));
    child.on('error', (error) => {
      console.error(`could not run ${command}: ${error.message}`);
      resolve(1);
    });
    child.on('close', (code) => resolve(code ?? 1));
  });
}

function summary() {
  const skipped = tally.skipped > 0 ? `, ${tally.skipped} skipped` : '';
  return `${tally.passed} passed, ${tally.failed} failed${skipped}`;
}

for (const [name, args, prepare] of steps) {
  const ready = prepare?.() ?? 0;
  console.log(`\n=== ${name}: pnpm ${args.join(' ')}`);
  const code = ready !== 0 ? ready : await run(args);
  if (code !== 0) {
    console.error(`\n${name} failed (exit code ${code})\ntests: ${summary()}`);
    process.exit(code);
  }
}
console.log('\nall checks passed');
console.log(`tests: ${summary()}`);
