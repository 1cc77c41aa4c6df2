import { availableParallelism } from 'node:os';
import { parseArgs } from 'node:util';
import { type FormatName, formatNames } from './report.js';

/** A command line the app cannot run: one line on stderr, exit code 2. */
export class UsageError extends Error {
  override readonly name = 'UsageError';
}

export interface CliOptions {
  readonly files: readonly string[];
  /** The --strategies value as given; undefined for the default. */
  readonly strategies: string | undefined;
  readonly format: FormatName;
  readonly detail: boolean;
  readonly maxSolutions: number;
  readonly timeoutMs: number;
  readonly workers: number;
  readonly repeat: number;
  readonly warmupMs: number;
  readonly modules: readonly string[];
  readonly progress: boolean;
  readonly list: boolean;
  readonly help: boolean;
  readonly version: boolean;
}

export const DEFAULT_TIMEOUT_MS = 5000;
export const DEFAULT_WARMUP_MS = 100;

const spec = {
  strategies: { type: 'string', short: 's' },
  format: { type: 'string', short: 'f' },
  detail: { type: 'boolean', short: 'd' },
  'max-solutions': { type: 'string' },
  timeout: { type: 'string', short: 't' },
  workers: { type: 'string', short: 'w' },
  repeat: { type: 'string' },
  warmup: { type: 'string' },
  'solver-module': { type: 'string', multiple: true },
  'no-progress': { type: 'boolean' },
  list: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
  version: { type: 'boolean', short: 'v' },
} as const;

/** Reads the command line; throws UsageError saying what is wrong in one line. */
export function parseCommandLine(argv: readonly string[]): CliOptions {
  let parsed: ReturnType<typeof parseArgs<{ options: typeof spec; allowPositionals: true }>>;
  try {
    parsed = parseArgs({ args: [...argv], options: spec, allowPositionals: true, strict: true });
  } catch (error) {
    throw new UsageError(usageMessage(error as Error & { code?: string }));
  }
  const { values, positionals } = parsed;
  const format = values.format ?? 'table';
  if (!(formatNames as readonly string[]).includes(format)) {
    throw new UsageError(`unknown format '${format}' (use ${formatNames.join(', ')})`);
  }
  if (positionals.filter((file) => file === '-').length > 1)
    throw new UsageError("'-' (stdin) can be given once");
  return {
    files: positionals,
    strategies: values.strategies,
    format: format as FormatName,
    detail: values.detail ?? false,
    maxSolutions: wholeNumber('--max-solutions', values['max-solutions'], 1, 1),
    timeoutMs: duration('--timeout', values.timeout, DEFAULT_TIMEOUT_MS, 1),
    workers: wholeNumber('--workers', values.workers, availableParallelism(), 0),
    repeat: wholeNumber('--repeat', values.repeat, 1, 1),
    warmupMs: duration('--warmup', values.warmup, DEFAULT_WARMUP_MS, 0),
    modules: values['solver-module'] ?? [],
    progress: !(values['no-progress'] ?? false),
    list: values.list ?? false,
    help: values.help ?? false,
    version: values.version ?? false,
  };
}

/** parseArgs' errors, in one line that names the option. */
export function usageMessage(error: Error & { code?: string }): string {
  const option = /'([^']+)'/.exec(error.message)?.[1]?.replace(/^-\w, /, '');
  switch (error.code) {
    case 'ERR_PARSE_ARGS_UNKNOWN_OPTION':
      return `unknown option '${option}'`;
    case 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE':
      return /argument missing/.test(error.message)
        ? `option '${option}' needs a value`
        : `option '${option}' ${error.message.includes('does not take') ? 'takes no value' : 'has a bad value'}`;
    default:
      return error.message.split('\n')[0]!;
  }
}

export function wholeNumber(flag: string, text: string | undefined, fallback: number, least: number): number {
  if (text === undefined) return fallback;
  const value = Number(text);
  if (!/^\d+$/.test(text.trim()) || value < least) {
    throw new UsageError(`${flag} takes a whole number of at least ${least}, not '${text}'`);
  }
  return value;
}

/** "500", "500ms", "2s", "1.5s": milliseconds, at least `least`. */
export function duration(flag: string, text: string | undefined, fallback: number, least: number): number {
  if (text === undefined) return fallback;
  const match = /^(\d+(?:\.\d+)?)\s*(ms|s)?$/.exec(text.trim());
  const ms = match ? Number(match[1]) * (match[2] === 's' ? 1000 : 1) : Number.NaN;
  if (!(ms >= least))
    throw new UsageError(`${flag} takes a time such as 500 (ms), 500ms or 2s, not '${text}'`);
  return ms;
}

/** The --help text. */
export function usage(ours: readonly string[], peers: readonly string[]): string {
  return `Usage: sudoku-compare [FILE...] [options]

Runs sudoku strategies on the same puzzles, checks every answer against its puzzle and the rules,
and reports what each answered and how fast. With no FILE it runs a built-in set.

FILE  puzzles, one a line ('-' reads stdin). '#' starts a comment; a comment after a puzzle
      names it. A line holds any one-line form: 81 characters ('.', '0' or '_' for empty; the
      other shapes take 16, 36 or 256), numbers separated by spaces, or a JSON array (LeetCode's
      board). A grid written a row a line, with or without '|' and '-+-' lines, is read too.
      A malformed line is reported with file:line and skipped; the run goes on.

Options:
  -s, --strategies IDS     ids separated by commas, or all, ours, peers
                           (default: ours, ${ours.join(',')}; peers: ${peers.join(', ')})
  -f, --format FORMAT      ${formatNames.join(', ')} (default table; colour on a terminal unless NO_COLOR)
  -d, --detail             add a row per puzzle and strategy
      --max-solutions N    1 stops at the first solution (default); 2 proves uniqueness, and the
                           strategies must agree on unique versus multiple
  -t, --timeout TIME       a solve's limit: 500, 500ms or 2s (default ${DEFAULT_TIMEOUT_MS} ms); past it the
                           solve is aborted, and a worker that does not return is terminated
  -w, --workers N          worker threads (default: the machine's ${availableParallelism()} cores); 0 runs on this thread
      --repeat N           timed solves of each puzzle by each strategy; the median counts (default 1)
      --warmup TIME        untimed solves of its first puzzles in turn, this long, before a thread's first
                           timed solve of a strategy, so the JIT compiler has done its work (default ${DEFAULT_WARMUP_MS} ms)
      --solver-module PATH also run the Solver(s) an ES module exports as \`solver\` or \`solvers\`
      --list               list the strategies and peers, then exit
      --no-progress        no progress bar (it shows on a terminal when a run takes over a second)
  -h, --help               this help
  -v, --version            the version

Exit codes: 0 every answer checks out; 1 a wrong answer, or strategies disagree;
2 a usage error or a file that cannot be read.
`;
}
