// The command as a person runs it: the built dist/cli.js in a child process, with worker threads.
// (Worker threads cannot load TypeScript, so these tests run on the build; turbo builds first.)
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { MAX_WORKERS, usage } from '@sudoku-lab/cli/compare';
import { parseGrid } from '@sudoku-lab/core';
import { builtinPuzzle } from '@sudoku-lab/harness';
import { strategies } from '@sudoku-lab/registry';
import { beforeAll, describe, expect, it } from 'vitest';
import { clashing, hopeless, leetcode, loose } from '../../../packages/cli/src/compare/testing.js';

const cli = fileURLToPath(new URL('../dist/cli.js', import.meta.url));
const fixtures = fileURLToPath(
  new URL('../../../packages/cli/src/compare/fixtures/solvers.mjs', import.meta.url),
);
const dir = mkdtempSync(join(tmpdir(), 'compare-cli-'));
/** Our strategies, in the registry's order (the apps list them from there), then the npm peers. */
const ours = strategies.map((strategy) => strategy.id);
const peers = ['algorithm.ts', 'sudoku-npm'];

/** Slow for cell-by-cell backtracking: its first row is nearly empty and the digits it needs come late. */
const slowForNaive = '..............3.85..1.2.......5.7.....4...1...9.......5......73..2.1........4...9';

interface Ran {
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

function run(args: readonly string[], stdin = ''): Promise<Ran> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [cli, ...args], { env: { ...process.env, NO_COLOR: '1' } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
    child.stdin.end(stdin);
  });
}

/** What parseGrid says is wrong with a line. */
function reasonOf(line: string): string {
  try {
    parseGrid(line);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error(`${line} is a puzzle`);
}

function file(name: string, lines: readonly string[]): string {
  const path = join(dir, name);
  writeFileSync(path, `${lines.join('\n')}\n`);
  return path;
}

beforeAll(() => {
  if (!existsSync(cli)) throw new Error(`${cli} is missing: run pnpm build in apps/compare first`);
});

describe('sudoku-compare', () => {
  it('--help shows every option, and exits 0', async () => {
    const { code, stdout } = await run(['--help']);
    expect(code).toBe(0);
    expect(stdout).toMatch(/^Usage: sudoku-compare \[FILE\.\.\.\] \[options\]/);
    expect(stdout).toContain(
      `default: ours, ${ours.join(',')}, and the peers that load: ${peers.join(', ')}`,
    );
  });

  it("--help's examples are sudoku-lab compare's (which packages/cli's examples.test.ts runs), named sudoku-compare", async () => {
    const { stdout } = await run(['--help']);
    const examples = (help: string) => help.slice(help.indexOf('\nExamples:\n'));
    const theirs = usage('sudoku-lab compare', ours, { ids: peers, lines: '' });
    expect(examples(stdout)).toMatch(/^\nExamples:\n {2}sudoku-compare /);
    expect(examples(stdout)).toBe(examples(theirs).replaceAll('sudoku-lab compare', 'sudoku-compare'));
  });

  it('--list names our strategies and the peers', async () => {
    const { code, stdout } = await run(['--list']);
    expect(code).toBe(0);
    expect(stdout.split('\n').map((line) => line.split(/\s+/).slice(0, 2).join(' '))).toEqual(
      expect.arrayContaining([...ours.map((id) => `${id} strategy`), ...peers.map((id) => `${id} peer`)]),
    );
  });

  it.each([
    [['--fast'], "sudoku-compare: unknown option '--fast' (sudoku-compare --help)"],
    [
      ['-s', 'naive,quick'],
      `sudoku-compare: unknown strategy 'quick' (known: ${[...ours, ...peers].join(', ')}; or all, ours, peers) (sudoku-compare --help)`,
    ],
    [
      ['--workers', 'x'],
      `sudoku-compare: --workers takes a whole number from 0 to ${MAX_WORKERS}, not 'x' (sudoku-compare --help)`,
    ],
    [[join(dir, 'nowhere.txt')], `sudoku-compare: cannot read ${join(dir, 'nowhere.txt')}: no such file`],
    [[dir], `sudoku-compare: cannot read ${dir}: it is a directory`],
    [
      ['--solver-module', join(dir, 'none.mjs')],
      expect.stringMatching(/^sudoku-compare: cannot load solver module .*none\.mjs: /),
    ],
  ])('%j: one line on stderr, exit code 2', async (args, line) => {
    const { code, stdout, stderr } = await run(args);
    expect(code).toBe(2);
    expect(stdout).toBe('');
    expect(stderr.trimEnd().split('\n')).toEqual([line]);
  });

  it('reports a malformed line with file:line and the reason, and runs the rest', async () => {
    const [short, odd] = [leetcode.slice(0, 40), leetcode.replace('4', 'x')];
    const path = file('bad-lines.txt', [
      '# two good, two bad',
      leetcode,
      `${short}# too short`,
      odd,
      `${leetcode}  # again`,
    ]);
    const { code, stdout, stderr } = await run([path, '--workers', '0', '--format', 'json']);
    expect(code).toBe(2);
    expect(stderr.trimEnd().split('\n')).toEqual([
      `sudoku-compare: ${path}:3: ${reasonOf(short)}`,
      `sudoku-compare: ${path}:4: ${reasonOf(odd)}`,
    ]);
    expect(reasonOf(odd)).toMatch(/^row 1, column 4: 'x' is not a digit/);
    const document = JSON.parse(stdout);
    expect(
      document.puzzles.map((puzzle: { source: string; error?: string }) => [
        puzzle.source,
        puzzle.error === undefined,
      ]),
    ).toEqual([
      [`${path}:2`, true],
      [`${path}:3`, false],
      [`${path}:4`, false],
      [`${path}:5`, true],
    ]);
    expect(document.results).toHaveLength(2 * (ours.length + peers.length)); // ours and the peers, by default
    expect(document.results.every((result: { verified: boolean }) => result.verified)).toBe(true);
  });

  // A published document with a title drawn on it: refused naming the drawing; --ignore-drawings
  // runs it, noting on stderr and in the JSON document what was left out.
  it('--ignore-drawings opens a document whose drawings refused it, and says what was left out', async () => {
    const cells = Array.from({ length: 9 }, (_, r) =>
      Array.from({ length: 9 }, (_, c) => (r === 0 && c === 0 ? { value: 5, given: true } : {})),
    );
    const drawn = JSON.stringify({ size: 9, grid: cells, text: [{ cells: ['R1C1'], value: 'Title' }] });
    const refused = await run(['-', '-s', 'norvig', '-r', '1', '--warmup', '0'], drawn);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain('stdin:1: the document draws text "Title" at R1C1');
    const args = ['-', '-s', 'norvig', '-r', '1', '--warmup', '0', '-f', 'json', '--ignore-drawings'];
    const { code, stdout, stderr } = await run(args, drawn);
    expect(code).toBe(0);
    expect(stderr).toContain('sudoku-compare: stdin:1: note: drawings left out: text "Title" at R1C1');
    const report = JSON.parse(stdout) as {
      puzzles: { drawingsLeftOut?: string }[];
      results: { status: string }[];
    };
    expect(report.puzzles[0]!.drawingsLeftOut).toBe('text "Title" at R1C1');
    expect(report.results[0]!.status).toBe('solved');
  });

  it('reads stdin for -, and writes the JSON document DESIGN.md fixes', async () => {
    const { code, stdout } = await run(
      ['-', '-s', 'all', '-f', 'json', '-w', '1'],
      `${leetcode} # leetcode\n${clashing}\n`,
    );
    expect(code).toBe(0);
    const document = JSON.parse(stdout);
    expect(document.puzzles[0]).toEqual({ index: 0, source: 'stdin:1', name: 'leetcode', input: leetcode });
    expect(
      document.results.map(
        (result: { strategy: string; puzzle: number; status: string }) =>
          `${result.strategy} ${result.puzzle} ${result.status}`,
      ),
    ).toEqual([
      ...[...ours, ...peers].map((id) => `${id} 0 solved`),
      ...[...ours, ...peers].map((id) => `${id} 1 invalid`),
    ]);
    const solutions = new Set(
      document.results
        .slice(0, ours.length + peers.length)
        .map((result: { solution: string }) => result.solution),
    );
    expect(solutions.size).toBe(1);
    expect(
      document.summary.map((row: { strategy: string; kind: string }) => `${row.strategy} ${row.kind}`),
    ).toEqual([...ours.map((id) => `${id} strategy`), ...peers.map((id) => `${id} peer`)]);
  });

  it('exits 1, loudly, when an answer is wrong', async () => {
    const { code, stdout, stderr } = await run(
      ['-', '--solver-module', fixtures, '-s', 'plain,liar', '-w', '1'],
      `${leetcode}\n`,
    );
    expect(code).toBe(1);
    expect(stderr).toMatch(
      /^sudoku-compare: WRONG: liar on stdin:1: answered solved with a grid that fails the check: /,
    );
    expect(stdout).toContain('1 WRONG answer');
  });

  it('exits 1 when strategies disagree on unique versus multiple', async () => {
    const { code, stderr } = await run(
      ['-', '--solver-module', fixtures, '-s', 'norvig,doubler', '--max-solutions', '2', '-w', '1'],
      `${leetcode}\n${loose}\n${hopeless}\n`,
    );
    expect(code).toBe(1);
    expect(stderr.trimEnd().split('\n')).toEqual([
      'sudoku-compare: DISAGREEMENT on stdin:1: the strategies disagree on unique versus multiple: norvig says unique, doubler says multiple',
    ]);
  });

  it('stops naive at the timeout on a puzzle slow for it, and goes on', async () => {
    const { code, stdout } = await run(
      ['-', '-s', 'naive,norvig', '--timeout', '100', '-f', 'json', '-w', '1'],
      `${slowForNaive}\n${leetcode}\n`,
    );
    expect(code).toBe(0);
    const results = JSON.parse(stdout).results;
    expect(results[0]).toMatchObject({
      strategy: 'naive',
      puzzle: 0,
      status: 'aborted',
      solution: null,
      verified: null,
      message: expect.stringContaining('deadline'),
    });
    expect(results[0].timeMs).toBeGreaterThanOrEqual(100);
    expect(results.slice(1).map((result: { status: string }) => result.status)).toEqual([
      'solved',
      'solved',
      'solved',
    ]);
  });

  it('terminates a worker that does not return, reports it aborted, and goes on', async () => {
    // stubborn hangs on leetcode (first cell empty) and solves easy; the three share one task.
    const easy = builtinPuzzle('easy').text;
    const args = [
      '-',
      '--solver-module',
      fixtures,
      '-s',
      'stubborn',
      '-t',
      '100',
      '--warmup',
      '0',
      '-w',
      '1',
      '-f',
      'json',
    ];
    const { code, stdout } = await run(args, `${easy}\n${leetcode}\n${easy}\n`);
    expect(code).toBe(0);
    const results = JSON.parse(stdout).results;
    expect(results.map((result: { status: string }) => result.status)).toEqual([
      'solved',
      'aborted',
      'solved',
    ]);
    expect(results[1].message).toBe('no answer within 1100 ms: the worker thread was terminated');
  });

  it('gives the same results with one worker and with two', async () => {
    const puzzles = file('mixed.txt', [leetcode, loose, clashing, hopeless, leetcode.replace(/\./g, '0')]);
    const results = async (workers: string) => {
      const { code, stdout } = await run([
        puzzles,
        '-s',
        'ours',
        '--max-solutions',
        '2',
        '-f',
        'json',
        '-w',
        workers,
      ]);
      expect(code).toBe(0);
      return JSON.parse(stdout).results.map(({ timeMs: _, ...result }: { timeMs: number }) => result);
    };
    const [one, two] = [await results('1'), await results('2')];
    expect(one).toHaveLength(5 * ours.length);
    expect(two).toEqual(one);
  });

  it('runs the built-in set by default, with a table', async () => {
    const { code, stdout, stderr } = await run([]);
    expect(stderr).toBe('');
    expect(code).toBe(0);
    expect(stdout.split('\n')[0]).toMatch(/^strategy\s+solved\s+multiple/);
    expect(stdout).toMatch(/\nnaive\s+\d+/);
    expect(stdout).toContain('from the built-in set');
  });
});
