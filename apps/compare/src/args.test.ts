import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_TIMEOUT_MS,
  DEFAULT_WARMUP_MS,
  MAX_WORKERS,
  parseCommandLine,
  UsageError,
  usage,
} from './args.js';

describe('parseCommandLine', () => {
  it('has defaults a first run can use', () => {
    expect(parseCommandLine([])).toEqual({
      files: [],
      strategies: undefined,
      format: 'table',
      detail: false,
      maxSolutions: 1,
      timeoutMs: DEFAULT_TIMEOUT_MS,
      workers: availableParallelism(),
      repeat: 1,
      warmupMs: DEFAULT_WARMUP_MS,
      modules: [],
      baseline: undefined,
      exports: [],
      progress: true,
      list: false,
      help: false,
      version: false,
    });
  });

  it.each([
    [['a.txt', '-', 'b.txt'], { files: ['a.txt', '-', 'b.txt'] }],
    [['-s', 'naive,norvig'], { strategies: 'naive,norvig' }],
    [['--strategies=all'], { strategies: 'all' }],
    [['-f', 'json'], { format: 'json' }],
    [['--format', 'markdown', '-d'], { format: 'markdown', detail: true }],
    [['--max-solutions', '2'], { maxSolutions: 2 }],
    [['--timeout', '250'], { timeoutMs: 250 }],
    [['-t', '250ms'], { timeoutMs: 250 }],
    [['--timeout=1.5s'], { timeoutMs: 1500 }],
    [['-w', '0'], { workers: 0 }],
    [['--workers', '3', '--repeat', '5', '--warmup', '0'], { workers: 3, repeat: 5, warmupMs: 0 }],
    [['--warmup', '1s'], { warmupMs: 1000 }],
    [['--solver-module', 'a.mjs', '--solver-module', 'b.mjs'], { modules: ['a.mjs', 'b.mjs'] }],
    [['--no-progress', '--list'], { progress: false, list: true }],
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
    [['--format', 'xml'], "--format must be one of table, markdown, csv, json, not 'xml'"],
    [['--format'], "option '--format <value>' needs a value"],
    [['--detail=yes'], "option '--detail' takes no value"],
    [['--max-solutions', '0'], "--max-solutions must be a whole number from 1 to 1,000,000, not '0'"],
    [['--workers', 'many'], `--workers must be a whole number from 0 to ${MAX_WORKERS}, not 'many'`],
    [['-w', '-1'], `--workers must be a whole number from 0 to ${MAX_WORKERS}, not '-1'`],
    [['--repeat', '1.5'], "--repeat must be a whole number from 1 to 1,000, not '1.5'"],
    [['--repeat', '1001'], "--repeat must be a whole number from 1 to 1,000, not '1001'"],
    [
      ['--timeout', 'soon'],
      "--timeout must be a time from 1 ms to 3600 s, such as 500 (ms), 500ms or 2s, not 'soon'",
    ],
    [
      ['--timeout', '0'],
      "--timeout must be a time from 1 ms to 3600 s, such as 500 (ms), 500ms or 2s, not '0'",
    ],
    [['--baseline'], "option '--baseline <value>' needs a value"],
    [['-', '-'], "'-' (stdin) can be given once"],
  ])('refuses %j in one line', (argv, message) => {
    expect(() => parseCommandLine(argv)).toThrow(new UsageError(message));
  });
});

describe('usage', () => {
  it('names every option parseCommandLine reads, and the strategies', () => {
    const text = usage(['naive', 'wfc'], ['algorithm.ts']);
    for (const option of [
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
      '--no-progress',
      '--help',
      '--version',
    ]) {
      expect(text).toContain(option);
    }
    expect(text).toContain('default: ours, naive,wfc; peers: algorithm.ts');
  });
});
