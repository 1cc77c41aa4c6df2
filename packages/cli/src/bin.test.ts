// The built bin in a child process: what only a real process shows (pipes closed early, a closed
// stderr, the version npm installed). Run `pnpm build` in packages/cli first.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { puzzles, type Ran } from './testing.fixture.js';

const built = fileURLToPath(new URL('../dist/cli.js', import.meta.url));
const manifest = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
  version: string;
  bin: Record<string, string>;
};
// The package.json bin, as npm links it: a file of its own (present before a build, so that a fresh
// workspace install links it without a warning) that runs the built command.
const bin = fileURLToPath(new URL(`../${manifest.bin['sudoku-lab']}`, import.meta.url));

function run(
  args: readonly string[],
  { stdin = '', closeStdoutAfter = 0, closeStderr = false } = {},
): Promise<Ran> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [bin, ...args], { env: { ...process.env, NO_COLOR: '1' } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk;
      if (closeStdoutAfter > 0 && stdout.length >= closeStdoutAfter) child.stdout.destroy();
    });
    if (closeStderr) child.stderr.destroy();
    else child.stderr.on('data', (chunk: Buffer) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code: code ?? -1, stdout, stderr }));
    child.stdin.on('error', () => {});
    child.stdin.end(stdin);
  });
}

/** The length of each line written: 81 for a solved grid. */
function lineLengths(text: string): number[] {
  return text
    .trim()
    .split('\n')
    .map((line) => line.length);
}

beforeAll(() => {
  if (!existsSync(built)) throw new Error(`${built} is missing: run pnpm build in packages/cli first`);
});

describe('the sudoku-lab bin', () => {
  it('is the package.json bin, outside the build, starts with a #! line, and --version is the package version', async () => {
    expect(bin).not.toContain('/dist/');
    expect(existsSync(bin)).toBe(true);
    expect(readFileSync(bin, 'utf8').startsWith('#!/usr/bin/env node\n')).toBe(true);
    expect(await run(['--version'])).toEqual({ code: 0, stdout: `${manifest.version}\n`, stderr: '' });
  });

  it('solves a pipe', async () => {
    const { code, stdout } = await run(['solve'], { stdin: `${puzzles.easy}\n${puzzles.hard}\n` });
    expect(code).toBe(0);
    expect(lineLengths(stdout)).toEqual([81, 81]);
  });

  it('a reader that closes early (| head) ends it quietly', async () => {
    const { code, stderr } = await run(['generate', '--count', '400', '--seed', 'pipe'], {
      closeStdoutAfter: 82,
    });
    expect(stderr).not.toMatch(/EPIPE|Error/);
    expect(code).toBe(0);
  });

  it('a closed stderr costs only its lines: the run goes on, with its output and exit status', async () => {
    const { code, stdout } = await run(['solve'], {
      stdin: `not a puzzle\n${puzzles.easy}\nnor this\n${puzzles.hard}\n`,
      closeStderr: true,
    });
    // A record for each line read: the malformed ones as comments in their place.
    const lines = stdout.trim().split('\n');
    expect(lines.map((line) => (line.startsWith('# stdin:') ? '#' : line.length))).toEqual([
      '#',
      81,
      '#',
      81,
    ]);
    expect(code).toBe(2);
  });

  it('a closed stderr does not turn bad usage into a crash', async () => {
    const { code } = await run(['solve', '--bogus'], { closeStderr: true });
    expect(code).toBe(2);
  });
});
