// The command under hostile or careless use: the built dist/cli.js in a child process.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { colourWanted, displayWidth, MAX_WORKERS } from '@sudoku-lab/cli/compare';
import { strategies } from '@sudoku-lab/registry';
import { beforeAll, describe, expect, it } from 'vitest';
import { leetcode } from '../../../packages/cli/src/compare/testing.js';

const cli = fileURLToPath(new URL('../dist/cli.js', import.meta.url));
const root = fileURLToPath(new URL('../../..', import.meta.url));
const fixtures = fileURLToPath(
  new URL('../../../packages/cli/src/compare/fixtures/solvers.mjs', import.meta.url),
);
const impostor = fileURLToPath(
  new URL('../../../packages/cli/src/compare/fixtures/impostor.mjs', import.meta.url),
);
const dir = mkdtempSync(join(tmpdir(), 'compare-hardening-'));
const ESC = '\u001b';
/** Control characters but a line break: what a terminal could take as a command. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is looked for
const CONTROLS = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/;

interface Ran {
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

function run(
  args: readonly string[],
  { stdin = '', env = {}, closeStderr = false, command = [process.execPath, cli] } = {},
): Promise<Ran> {
  return new Promise((resolve, reject) => {
    const [program, ...first] = command as [string, ...string[]];
    const child = spawn(program, [...first, ...args], {
      cwd: root,
      env: { ...process.env, NO_COLOR: '1', ...env },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    if (closeStderr) child.stderr.destroy();
    else child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
    child.stdin.on('error', () => {}); // a child that stops reading early
    child.stdin.end(stdin);
  });
}

function file(name: string, text: string): string {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
}

beforeAll(() => {
  if (!existsSync(cli)) throw new Error(`${cli} is missing: run pnpm build in apps/compare first`);
});

describe('sudoku-compare, hardened', () => {
  it('pnpm -s compare prints only the report, so a pipe gets JSON that parses', async () => {
    const { code, stdout } = await run(
      ['-s', 'compare', '-', '--format', 'json', '-w', '0', '-s', 'norvig'],
      {
        stdin: `${leetcode}\n`,
        command: ['pnpm'],
      },
    );
    expect(code).toBe(0);
    expect(JSON.parse(stdout).summary[0]).toMatchObject({ strategy: 'norvig', solved: 1 });
  });

  it.each([
    [
      '/dev/zero',
      () => '/dev/zero',
      /^sudoku-compare: \/dev\/zero is not a text file \(a NUL byte at byte 0\)/,
    ],
    [
      'a 30 MB line',
      () => file('huge.txt', `${leetcode}\n${'7'.repeat(30 * 2 ** 20)}\n${leetcode}\n`),
      /^sudoku-compare: .*huge\.txt:2: the line is longer than 65,536 bytes/,
    ],
  ])('%s: one error line naming the file, exit code 2', async (_, path, message) => {
    const { code, stderr } = await run([path(), '-s', 'norvig', '-w', '0']);
    expect(code).toBe(2);
    expect(stderr.trimEnd().split('\n')).toHaveLength(1);
    expect(stderr).toMatch(message);
    expect(stderr).not.toContain('RangeError');
  });

  it('quotes CSV fields a spreadsheet would run as formulas', async () => {
    const names = ['=HYPERLINK("http://x")', '+1', '-2', '@SUM(A1)'];
    const input = names.map((name) => `${leetcode} # ${name}`).join('\n');
    const { code, stdout } = await run(['-', '-f', 'csv', '--detail', '-s', 'norvig', '-w', '0'], {
      stdin: input,
    });
    expect(code).toBe(0);
    const fields = stdout
      .trim()
      .split('\n')
      .slice(1)
      .map((record) => record.split(',')[2]);
    expect(fields).toEqual([`"'=HYPERLINK(""http://x"")"`, `"'+1"`, `"'-2"`, `"'@SUM(A1)"`]);
  });

  it('never writes control characters or terminal escapes from names or file bytes', async () => {
    const input = [
      `${leetcode} # ${ESC}]0;pwned${'\u0007'}${ESC}[31mred`,
      `${leetcode.slice(1)}${ESC}[2J`,
      `${ESC}[31m${'\u009b'}`,
    ].join('\n');
    for (const format of ['table', 'markdown', 'csv', 'json']) {
      const { stdout, stderr } = await run(['-', '-f', format, '--detail', '-s', 'norvig', '-w', '0'], {
        stdin: input,
      });
      expect(stdout).not.toMatch(CONTROLS);
      expect(stderr).not.toMatch(CONTROLS);
      expect(stdout).toContain(format === 'json' ? '\\\\x1b]0;pwned' : '\\x1b]0;pwned');
    }
  });

  it('loses nothing on stdout, and keeps its exit code, when stderr is closed', async () => {
    const input = [leetcode, 'not a puzzle', 'nor this', leetcode].join('\n');
    const { code, stdout } = await run(['-', '-s', 'norvig,wfc', '-w', '1'], {
      stdin: input,
      closeStderr: true,
    });
    expect(code).toBe(2); // the malformed lines', as with stderr open
    expect(stdout).toMatch(/^strategy\s+solved/);
    expect(stdout).toMatch(/\nnorvig\s+2\s/);
    expect(stdout).toContain('2 malformed lines skipped');
  });

  it('reports a solver that ends its worker thread as aborted, with the reason, and goes on', async () => {
    const input = [leetcode, `2${leetcode.slice(1)}`, leetcode].join('\n'); // 2 is the first cell's digit
    const { code, stdout } = await run(
      ['-', '--solver-module', fixtures, '-s', 'exiter,norvig', '-w', '1', '--detail'],
      {
        stdin: input,
      },
    );
    expect(code).toBe(0);
    const rows = stdout.split('\n');
    const exiter = rows.filter((row) => /^stdin:\d\s+exiter/.test(row));
    expect(exiter).toHaveLength(3);
    expect(
      exiter.filter((row) => row.includes('aborted: the worker thread stopped during the solve')),
    ).toHaveLength(2);
    expect(rows.filter((row) => /\s+norvig\s.*solved$/.test(row))).toHaveLength(3);
  });

  it('survives a solver that leaves behind a timer that throws and ends its thread', async () => {
    const input = Array.from({ length: 40 }, () => leetcode).join('\n');
    const { code, stdout, stderr } = await run(
      ['-', '--solver-module', fixtures, '-s', 'saboteur,norvig', '-w', '1'],
      {
        stdin: input,
      },
    );
    expect(stderr).not.toContain('internal error');
    expect(code).toBe(0);
    expect(stdout).toMatch(/\nsaboteur\s+\d+\s/);
    expect(stdout).toMatch(/\nnorvig\s+40\s+0\s+0\s+0\s+0\s+0\s/);
  });

  it("refuses a module whose solver takes a built-in strategy's id", async () => {
    const { code, stderr } = await run(['--solver-module', impostor, '-w', '0'], { stdin: leetcode });
    expect(code).toBe(2);
    expect(stderr).toMatch(
      /exports a solver with the id 'norvig', which is the built-in strategy .*'s: give it an id of its own/,
    );
  });

  it.each([
    [['--bogus', '-w', '-1', '--help'], /^Usage: sudoku-compare/],
    [['--solver-module', '/nowhere.mjs', '-h'], /^Usage: sudoku-compare/],
    [['-f', 'xml', '--version'], /^\d+\.\d+\.\d+\n$/],
  ])('%j: --help and --version win', async (args, out) => {
    const { code, stdout } = await run(args);
    expect(code).toBe(0);
    expect(stdout).toMatch(out);
  });

  it.each([
    [['-w', '-1'], `--workers takes a whole number from 0 to ${MAX_WORKERS}, not '-1'`],
    [['--repeat', '0'], "--repeat takes a whole number from 1 to 1,000, not '0'"],
    [
      ['-t', '-5'],
      "--timeout takes a time from 1 ms to 3,600 s (500, meaning ms, 500ms or 2s), not '-5': a time cannot be negative",
    ],
    [
      ['--baseline', 'nope'],
      `--baseline must be one of the strategies run (${[...strategies.map((s) => s.id), 'algorithm.ts', 'sudoku-npm'].join(', ')}), not 'nope'`,
    ],
  ])('%j: the message names the option and what is allowed', async (args, message) => {
    const { code, stderr } = await run(args);
    expect(code).toBe(2);
    expect(stderr).toContain(`sudoku-compare: ${message}`);
  });

  it('exits 2 when every line is malformed', async () => {
    const { code, stderr } = await run(['-', '-w', '0'], { stdin: 'nope\nnor this\n' });
    expect(code).toBe(2);
    expect(stderr).toMatch(/no puzzle to run: every one of the 2 puzzle lines was malformed/);
  });

  it('keeps the --detail table aligned with wide (CJK) names', async () => {
    const input = [`${leetcode} # 数独の問題`, `${leetcode} # plain`].join('\n');
    const { stdout } = await run(['-', '--detail', '-s', 'norvig', '-w', '0'], { stdin: input });
    const rows = stdout.split('\n').slice(1, 3);
    const columnOf = (row: string) => displayWidth(row.slice(0, row.indexOf('norvig')));
    expect(rows.map(columnOf)).toEqual([
      columnOf(stdout.split('\n')[0]!.replace('strategy', 'norvig')),
      columnOf(rows[1]!),
    ]);
    expect(columnOf(rows[0]!)).toBe(columnOf(rows[1]!));
  });

  it('writes --export-json, --export-markdown and --export-csv files beside the table on stdout', async () => {
    const [json, markdown, csv] = ['run.json', 'run.md', 'run.csv'].map((name) => join(dir, name));
    const { code, stdout } = await run(
      [
        '-',
        '-s',
        'norvig,wfc',
        '-w',
        '0',
        '--export-json',
        json!,
        '--export-markdown',
        markdown!,
        '--export-csv',
        csv!,
      ],
      { stdin: `${leetcode}\n${leetcode}\n` },
    );
    expect(code).toBe(0);
    expect(stdout).toMatch(/^strategy\s+solved/);
    expect(
      JSON.parse(readFileSync(json!, 'utf8')).summary.map((row: { strategy: string }) => row.strategy),
    ).toEqual(['norvig', 'wfc']);
    expect(readFileSync(markdown!, 'utf8')).toMatch(/^\| strategy \| solved \|/);
    expect(readFileSync(csv!, 'utf8')).toMatch(/^strategy,name,kind,puzzles/);
  });
});

describe('colourWanted', () => {
  it.each([
    [{}, true],
    [{ NO_COLOR: '1' }, false],
    [{ FORCE_COLOR: '0' }, false],
    [{ FORCE_COLOR: 'false' }, false],
    [{ FORCE_COLOR: '1' }, true],
  ])('on a terminal with %j: %s', (env, wanted) => {
    expect(colourWanted({ isTTY: true }, env)).toBe(wanted);
  });

  it('forces colour off a terminal with FORCE_COLOR=1 only', () => {
    expect(colourWanted({ isTTY: false }, { FORCE_COLOR: '1' })).toBe(true);
    expect(colourWanted({ isTTY: false }, {})).toBe(false);
  });
});
