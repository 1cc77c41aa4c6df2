#!/usr/bin/env node
// The one command that runs every check (`npm test`, what CI runs): installs what is missing (pnpm,
// the dependencies), then lint, the public packages' metadata, typecheck, the READMEs' examples, the
// repository scripts' own tests, every package's tests, the corpus-scale checks (thousands of puzzles,
// in plain Node: scripts/corpus.mjs), then a build, the public packages packed and installed as a user
// gets them (scripts/packed.test.mjs), the API reference (TypeDoc, its warnings as errors), and the web
// app's end-to-end test in headless Chromium (installed with apt-get when missing and running as root).
// A failed step does not stop the others, but the steps that need it are skipped (nothing runs after a
// failed install; nothing that needs the build after a failed build). The closing summary names each
// step that failed with the first error it printed, and the exit code is 1 when any step failed.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { resolved } from './pnpm.mjs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The end-to-end test drives Debian's Chromium: install it when it is missing and we may; else say how. */
function ensureChromium() {
  if (existsSync(chromium)) return 0;
  const apt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  if (process.getuid?.() === 0 && apt) {
    console.log('\n=== install Chromium for the end-to-end test: apt-get install -y chromium');
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

/**
 * The steps in order: a name, pnpm's arguments, the steps it needs to have passed (by name), and what
 * to prepare first. Every step needs the install.
 */
export const steps = [
  { name: 'install', args: ['install', '--frozen-lockfile'], needs: [] },
  { name: 'lint', args: ['run', 'lint'] },
  { name: 'package metadata', args: ['run', 'check:metadata'] },
  { name: 'typecheck', args: ['run', 'typecheck'] },
  { name: "the READMEs' examples", args: ['run', 'test:readmes'] },
  { name: "the repository scripts' tests", args: ['run', 'test:scripts'] },
  { name: 'unit tests', args: ['run', 'test:unit'] },
  { name: 'corpus checks', args: ['run', 'test:corpus'] },
  { name: 'build', args: ['run', 'build'] },
  { name: 'the packed packages', args: ['run', 'test:packages'], needs: ['build'] },
  { name: 'API reference', args: ['run', 'docs'] },
  { name: 'end-to-end test', args: ['run', 'test:e2e'], needs: ['build'], prepare: ensureChromium },
].map((step) => ({ needs: ['install'], ...step }));

// biome-ignore lint/suspicious/noControlCharactersInRegex: colour codes are what is stripped
const colour = /\x1b\[[0-9;]*[A-Za-z]/g;

/**
 * What marks a line as an error, most telling first: a linter's finding (file:line:column rule), a test
 * runner's failure or an Error's first line, a compiler's error, a command's own complaint. The first pattern that matches a
 * line of the output picks the line that matched it first.
 */
const errorPatterns = [
  /^\S+:\d+:\d+\s+\S+\s+━/,
  /^\s*(FAIL|✗|✖|×)\s+\S/,
  /\b\w*Error\b(?:\s*\[[^\]]*\])?:\s+\S/,
  /\berror\s+TS\d+:/,
  /^\s*(ERR_PNPM_\w+|ERROR|error)\b[:\s]/,
  /\bfailed\b/i,
];

/** turbo's prefix of a package's line ("@sudoku-lab/logic:test: "), set aside when a line is read. */
const turboPrefix = /^(@[\w.-]+\/)?[\w.-]+:[\w:-]+: /;

/**
 * The first error a step printed, as one line (colours stripped, trimmed, turbo's prefix naming the
 * package kept), or null if none is seen.
 */
export function firstError(output) {
  const lines = output.replace(colour, '').split('\n');
  for (const pattern of errorPatterns) {
    const line = lines.find((text) => {
      const body = text.replace(turboPrefix, '');
      return pattern.test(body) && !/\b0 failed\b/.test(body);
    });
    if (line !== undefined) return line.trim().replace(/\s+/g, ' ').slice(0, 300);
  }
  return null;
}

/** A vitest run's closing "Tests  N failed | N passed | N skipped (N)" lines, added up. */
export function countTests(output, tally = { passed: 0, failed: 0, skipped: 0 }) {
  for (const raw of output.split('\n')) {
    const line = raw.replace(colour, '').replace(turboPrefix, '');
    if (!/^\s*Tests\s+\d/.test(line)) continue;
    for (const [, n, kind] of line.matchAll(/(\d+) (passed|failed|skipped)/g)) tally[kind] += Number(n);
  }
  return tally;
}

/** How long each step that ran took, on one line: "lint 12 s, typecheck 1 min 40 s, ...". */
export function durations(results) {
  const text = (seconds) =>
    seconds < 60
      ? `${Math.round(seconds)} s`
      : `${Math.floor(seconds / 60)} min ${Math.round(seconds % 60)} s`;
  return results
    .filter((result) => result.seconds !== undefined)
    .map(({ step, seconds }) => `${step.name} ${text(seconds)}`)
    .join(', ');
}

/** The closing summary: the tests counted, and each step that failed with its first error, or skipped. */
export function summary(results, tally) {
  const skipped = tally.skipped > 0 ? `, ${tally.skipped} skipped` : '';
  const lines = [`tests: ${tally.passed} passed, ${tally.failed} failed${skipped}`];
  const failed = results.filter((result) => result.outcome === 'failed');
  const notRun = results.filter((result) => result.outcome === 'skipped');
  if (failed.length === 0 && notRun.length === 0) {
    lines.unshift(`all ${results.length} checks passed`);
    return lines.join('\n');
  }
  lines.unshift(
    `${failed.length} of ${results.length} checks failed` +
      (notRun.length > 0 ? `, ${notRun.length} not run` : ''),
  );
  for (const { step, code, error } of failed) {
    lines.push(`  failed: ${step.name} (pnpm ${step.args.join(' ')}, exit code ${code})`);
    lines.push(`    first error: ${error ?? '(none printed: see its output above)'}`);
  }
  for (const { step, missing } of notRun) {
    lines.push(`  not run: ${step.name}, since ${missing.join(' and ')} failed`);
  }
  return lines.join('\n');
}

/** Runs pnpm, its output passed through as it comes and kept; resolves to the exit code and the output. */
function run(args) {
  const [command, ...prefix] = resolved();
  return new Promise((resolve) => {
    let output = '';
    const child = spawn(command, [...prefix, ...args], {
      cwd: new URL('..', import.meta.url),
      stdio: ['inherit', 'pipe', 'pipe'],
      shell: process.platform === 'win32',
    });
    child.stdout.on('data', (chunk) => {
      process.stdout.write(chunk);
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      process.stderr.write(chunk);
      output += chunk;
    });
    child.on('error', (error) => {
      output += `\nError: could not run ${command}: ${error.message}`;
      console.error(`could not run ${command}: ${error.message}`);
      resolve({ code: 1, output });
    });
    child.on('close', (code) => resolve({ code: code ?? 1, output }));
  });
}

async function main() {
  const results = [];
  const tally = { passed: 0, failed: 0, skipped: 0 };
  const passed = new Set();
  for (const step of steps) {
    const missing = step.needs.filter((name) => !passed.has(name));
    if (missing.length > 0) {
      console.log(`\n=== ${step.name}: not run, since ${missing.join(' and ')} failed`);
      results.push({ step, outcome: 'skipped', missing });
      continue;
    }
    console.log(`\n=== ${step.name}: pnpm ${step.args.join(' ')}`);
    const ready = step.prepare?.() ?? 0;
    const started = performance.now();
    const { code, output } =
      ready === 0
        ? await run(step.args)
        : { code: ready, output: `Error: ${step.name} could not be prepared` };
    const seconds = (performance.now() - started) / 1000;
    countTests(output, tally);
    if (code === 0) {
      passed.add(step.name);
      results.push({ step, outcome: 'passed', seconds });
    } else {
      console.error(`\n=== ${step.name} failed (exit code ${code})`);
      results.push({ step, outcome: 'failed', code, error: firstError(output), seconds });
    }
  }
  const failed = results.some((result) => result.outcome !== 'passed');
  console.log(`\ntimes: ${durations(results)}`);
  (failed ? console.error : console.log)(`\n${summary(results, tally)}`);
  return failed ? 1 : 0;
}

if (process.argv[1] !== undefined && fileURLToPath(import.meta.url) === process.argv[1]) {
  process.exitCode = await main();
}
