import { describe, expect, it } from 'vitest';
import { UsageError } from '../io.js';
import { DEFAULT_TIMEOUT_MS, DEFAULT_WARMUP_MS, MAX_WORKERS, parseCommandLine, usage } from './args.js';

describe('parseCommandLine', () => {
  it('has defaults a first run can use', () => {
    // Written out, not read from args.ts's defaults(): the test states what a first run gets.
    expect(parseCommandLine([])).toEqual({
      files: [],
      strategies: undefined,
      format: 'table',
      detail: false,
      maxSolutions: 1,
      timeoutMs: DEFAULT_TIMEOUT_MS,
      workers: undefined,
      repeat: 'auto',
      warmupMs: DEFAULT_WARMUP_MS,
      modules: [],
      baseline: undefined,
      exports: [],
      progress: 'auto',
      list: false,
      ignoreDrawings: false,
      help: false,
      version: false,
    });
  });

  it.each([
    [['a.txt', '-', 'b.txt'], { files: ['a.txt', '-', 'b.txt'] }],
    [['-s', 'naive,norvig'], { strategies: 'naive,norvig' }],
    [['--strategies=all'], { strategies: 'all' }],
    [['--strategy', 'dlx'], { strategies: 'dlx' }],
    [['-f', 'text'], { format: 'table' }],
    [['-m', '2', '-r', '7'], { maxSolutions: 2, repeat: 7 }],
    [['--repeat', 'auto'], { repeat: 'auto' }],
    [['-t', '2s'], { timeoutMs: 2000 }],
    [['-f', 'json'], { format: 'json' }],
    [['--format', 'markdown', '--detail'], { format: 'markdown', detail: true }],
    [['--max-solutions', '2'], { maxSolutions: 2 }],
    [['--timeout', '250'], { timeoutMs: 250 }],
    [['-t', '250ms'], { timeoutMs: 250 }],
    [['--timeout=1.5s'], { timeoutMs: 1500 }],
    [['-w', '0'], { workers: 0 }],
    [['--workers', '3', '--repeat', '5', '--warmup', '0'], { workers: 3, repeat: 5, warmupMs: 0 }],
    [['--warmup', '1s'], { warmupMs: 1000 }],
    [['--solver-module', 'a.mjs', '--solver-module', 'b.mjs'], { modules: ['a.mjs', 'b.mjs'] }],
    [['--no-progress', '--list'], { progress: 'never', list: true }],
    [['--progress'], { progress: 'always' }],
    [['-h'], { help: true }],
    [['--version'], { version: true }],
    [['--workers', '-1', '--bogus', '--help'], { help: true }],
    [['-f', 'xml', '-v'], { version: true }],
    [['--baseline', 'norvig'], { baseline: 'norvig' }],
    [
      ['--export-json', 'a.json', '--export-csv', 'a.csv', '--export-markdown', 'a.md'],
      {
        exports: [
          { format: 'json', file: 'a.json' },
          { format: 'markdown', file: 'a.md' },
          { format: 'csv', file: 'a.csv' },
        ],
      },
    ],
  ])('reads %j', (argv, expected) => {
    expect(parseCommandLine(argv)).toMatchObject(expected);
  });

  it.each([
    [['--fast'], "unknown option '--fast'"],
    [['-x'], "unknown option '-x'"],
    [['--format', 'xml'], "--format takes table, markdown, csv, json, not 'xml'"],
    [['--format'], "option '--format' needs a value"],
    [['--detail=yes'], "option '--detail' takes no value"],
    [['-s', 'a', '--strategies', 'b'], '--strategy and --strategies are one option: give it once'],
    [['--max-solutions', '0'], "--max-solutions takes a whole number from 1 to 1,000,000, not '0'"],
    [['--workers', 'many'], `--workers takes a whole number from 0 to ${MAX_WORKERS}, not 'many'`],
    [['-w', '-1'], `--workers takes a whole number from 0 to ${MAX_WORKERS}, not '-1'`],
    [['--repeat', '1.5'], "--repeat takes a whole number from 1 to 1,000, not '1.5'"],
    [['-r', '1001'], "--repeat takes a whole number from 1 to 1,000, not '1001'"],
    [['--baseline'], "option '--baseline' needs a value"],
    [['-', '-'], "'-' (stdin) can be given once"],
    [['-d'], "unknown option '-d'"],
    [['--progress', '--no-progress'], '--progress and --no-progress: give one of them'],
  ])('refuses %j in one line', (argv, message) => {
    expect(() => parseCommandLine(argv)).toThrow(new UsageError(message));
  });

  const times = '(500, meaning ms, 500ms or 2s)';
  it.each([
    ['500', 500],
    ['500ms', 500],
    ['2s', 2000],
    ['1.5s', 1500],
    [' 250 ms ', 250],
    ['3600s', 3_600_000],
  ])('reads -t %j as %i ms', (text, ms) => {
    expect(parseCommandLine(['-t', text]).timeoutMs).toBe(ms);
    expect(parseCommandLine([`--timeout=${text}`]).timeoutMs).toBe(ms);
  });

  it.each([
    [
      ['-t', '-5'],
      `--timeout takes a time from 1 ms to 3,600 s ${times}, not '-5': a time cannot be negative`,
    ],
    [
      ['--timeout', '-2s'],
      `--timeout takes a time from 1 ms to 3,600 s ${times}, not '-2s': a time cannot be negative`,
    ],
    [
      ['-t', '-.5'],
      `--timeout takes a time from 1 ms to 3,600 s ${times}, not '-.5': a time cannot be negative`,
    ],
    [['--timeout', 'soon'], `--timeout takes a time from 1 ms to 3,600 s ${times}, not 'soon'`],
    [['--timeout', '0'], `--timeout takes a time from 1 ms to 3,600 s ${times}, not '0'`],
    [['-t', '2m'], `--timeout takes a time from 1 ms to 3,600 s ${times}, not '2m'`],
    [['-t', '1h'], `--timeout takes a time from 1 ms to 3,600 s ${times}, not '1h'`],
    [
      ['--warmup', '-1'],
      `--warmup takes a time from 0 ms to 600 s ${times}, not '-1': a time cannot be negative`,
    ],
    [['-t'], "option '--timeout' needs a value"],
  ])('refuses the time %j, naming the option and the value', (argv, message) => {
    expect(() => parseCommandLine(argv)).toThrow(new UsageError(message));
  });
});

describe('usage', () => {
  it('names every option parseCommandLine reads, and the strategies', () => {
    const text = usage('sudoku-compare', ['naive', 'wfc'], { ids: ['algorithm.ts'], lines: '  npm i x' });
    for (const option of [
      '--strategy',
      '--strategies',
      '--format',
      '--detail',
      '--max-solutions',
      '--timeout',
      '--workers',
      '--repeat',
      '--warmup',
      '--solver-module',
      '--baseline',
      '--export-json',
      '--export-markdown',
      '--export-csv',
      '--list',
      '--progress',
      '--no-progress',
      '--help',
      '--version',
    ]) {
      expect(text).toContain(option);
    }
    expect(text).toMatch(/^Usage: sudoku-compare \[FILE\.\.\.\] \[options\]/);
    expect(text).toContain('default: ours, naive,wfc, and the peers that load: algorithm.ts');
    for (const letter of ['-s,', '-f,', '-m,', '-t,', '-r,', '-w,', '-h,', '-v,'])
      expect(text).toContain(`  ${letter} --`);
  });
});
