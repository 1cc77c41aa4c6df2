import { availableParallelism } from 'node:os';
import { parseArgs } from 'node:util';
import { defaultSettings, type RunSettings, settingLimits } from '@sudoku-lab/harness';
import { type FormatName, formatNames } from './report.js';

/** A command line the app cannot run: one line on stderr, exit code 2. */
export class UsageError extends Error {
  override readonly name = 'UsageError';
}

export interface CliOptions extends RunSettings {
  readonly files: readonly string[];
  /** The --strategies value as given; undefined for the default. */
  readonly strategies: string | undefined;
  readonly format: FormatName;
  readonly detail: boolean;
  readonly workers: number;
  readonly modules: readonly string[];
  /** The strategy the relative line compares with; undefined for the fastest. */
  readonly baseline: string | undefined;
  /** --export-json, --export-markdown, --export-csv: reports written to files beside the one on stdout. */
  readonly exports: readonly { readonly format: FormatName; readonly file: string }[];
  readonly progress: boolean;
  readonly list: boolean;
  readonly help: boolean;
  readonly version: boolean;
}

export const DEFAULT_TIMEOUT_MS = defaultSettings.timeoutMs;
export const DEFAULT_WARMUP_MS = defaultSettings.warmupMs;
/** The most worker threads: four a core is already past any gain. */
export const MAX_WORKERS = availableParallelism() * 4;

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
  baseline: { type: 'string' },
  'export-json': { type: 'string' },
  'export-markdown': { type: 'string' },
  'export-csv': { type: 'string' },
  'no-progress': { type: 'boolean' },
  list: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
  version: { type: 'boolean', short: 'v' },
} as const;

/** Reads the command line; throws UsageError saying what is wrong in one line. */
export function parseCommandLine(argv: readonly string[]): CliOptions {
  // --help and --version win whatever else is on the line, bad values included.
  const before = argv.includes('--') ? argv.slice(0, argv.indexOf('--')) : argv;
  const help = before.some((arg) => arg === '-h' || arg === '--help');
  const version = before.some((arg) => arg === '-v' || arg === '--version');
  if (help || version) return { ...defaults(), help, version };
  let parsed: ReturnType<typeof parseArgs<{ options: typeof spec; allowPositionals: true }>>;
  try {
    parsed = parseArgs({ args: joinValues(argv), options: spec, allowPositionals: true, strict: true });
  } catch (error) {
    throw new UsageError(usageMessage(error as Error & { code?: string }));
  }
  const { values, positionals } = parsed;
  const format = values.format ?? 'table';
  if (!(formatNames as readonly string[]).includes(format)) {
    throw new UsageError(`--format must be one of ${formatNames.join(', ')}, not '${format}'`);
  }
  if (positionals.filter((file) => file === '-').length > 1)
    throw new UsageError("'-' (stdin) can be given once");
  const exports = (['json', 'markdown', 'csv'] as const).flatMap((name) => {
    const file = values[`export-${name}`];
    return file === undefined ? [] : [{ format: name, file }];
  });
  const { maxSolutions, timeoutMs, repeat, warmupMs } = settingLimits;
  return {
    ...defaults(),
    files: positionals,
    strategies: values.strategies,
    format: format as FormatName,
    detail: values.detail ?? false,
    maxSolutions: wholeNumber('--max-solutions', values['max-solutions'], 1, maxSolutions),
    timeoutMs: duration('--timeout', values.timeout, DEFAULT_TIMEOUT_MS, timeoutMs),
    workers: wholeNumber('--workers', values.workers, availableParallelism(), {
      least: 0,
      most: MAX_WORKERS,
    }),
    repeat: wholeNumber('--repeat', values.repeat, 1, repeat),
    warmupMs: duration('--warmup', values.warmup, DEFAULT_WARMUP_MS, warmupMs),
    modules: values['solver-module'] ?? [],
    baseline: values.baseline,
    exports,
    progress: !(values['no-progress'] ?? false),
    list: values.list ?? false,
  };
}

function defaults(): CliOptions {
  return {
    files: [],
    strategies: undefined,
    format: 'table',
    detail: false,
    ...defaultSettings,
    workers: availableParallelism(),
    modules: [],
    baseline: undefined,
    exports: [],
    progress: true,
    list: false,
    help: false,
    version: false,
  };
}

/**
 * `-w -1` as `--workers=-1`: an option's value that starts with '-' (a negative number) is still its
 * value, so that the check of the value can say what is allowed, rather than parseArgs calling it a
 * missing value.
 */
function joinValues(argv: readonly string[]): string[] {
  const long = new Map(
    Object.entries(spec).flatMap(([name, option]) => {
      const names: [string, string][] = [[`--${name}`, name]];
      if ('short' in option) names.push([`-${option.short}`, name]);
      return option.type === 'string' ? names : [];
    }),
  );
  const out: string[] = [];
  for (let k = 0; k < argv.length; k++) {
    const name = long.get(argv[k]!);
    const value = argv[k + 1];
    if (name !== undefined && value !== undefined && /^-\d/.test(value)) {
      out.push(`--${name}=${value}`);
      k++;
    } else out.push(argv[k]!);
  }
  return out;
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

/** A whole number from `limits.least` to `limits.most` (or at least `limits`), or a UsageError that says so. */
export function wholeNumber(
  flag: string,
  text: string | undefined,
  fallback: number,
  limits: number | { readonly least: number; readonly most: number },
): number {
  if (text === undefined) return fallback;
  const { least, most } =
    typeof limits === 'number' ? { least: limits, most: Number.MAX_SAFE_INTEGER } : limits;
  const value = Number(text);
  if (!/^\d+$/.test(text.trim()) || value < least || value > most) {
    const range =
      most === Number.MAX_SAFE_INTEGER
        ? `of at least ${least}`
        : `from ${least} to ${most.toLocaleString('en-US')}`;
    throw new UsageError(`${flag} must be a whole number ${range}, not '${text}'`);
  }
  return value;
}

/** "500", "500ms", "2s", "1.5s": milliseconds from `limits.least` to `limits.most`. */
export function duration(
  flag: string,
  text: string | undefined,
  fallback: number,
  limits: { readonly least: number; readonly most: number },
): number {
  if (text === undefined) return fallback;
  const match = /^(\d+(?:\.\d+)?)\s*(ms|s)?$/.exec(text.trim());
  const ms = match ? Number(match[1]) * (match[2] === 's' ? 1000 : 1) : Number.NaN;
  if (!(ms >= limits.least && ms <= limits.most)) {
    throw new UsageError(
      `${flag} must be a time from ${spoken(limits.least)} to ${spoken(limits.most)}, such as 500 (ms), 500ms or 2s, not '${text}'`,
    );
  }
  return ms;
}

function spoken(ms: number): string {
  return ms >= 1000 && ms % 1000 === 0 ? `${ms / 1000} s` : `${ms} ms`;
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
  -f, --format FORMAT      ${formatNames.join(', ')} (default table; colour on a terminal unless NO_COLOR
                           or FORCE_COLOR=0)
  -d, --detail             add a row per puzzle and strategy
      --max-solutions N    1 stops at the first solution (default); 2 proves uniqueness, and the
                           strategies must agree on unique versus multiple
  -t, --timeout TIME       a solve's limit: 500, 500ms or 2s (default ${DEFAULT_TIMEOUT_MS} ms); past it the
                           solve is aborted, and a worker that does not return is terminated
  -w, --workers N          worker threads, 0 to ${MAX_WORKERS} (default: the machine's ${availableParallelism()} cores); 0 runs on this thread
      --repeat N           timed solves of each puzzle by each strategy; the median counts (default 1)
      --warmup TIME        untimed solves of its first puzzles and the built-in ones in turn, this long a
                           strategy, each strategy in turn before a thread's first timed solve, so the JIT
                           compiler has done its work on every path (default ${DEFAULT_WARMUP_MS} ms)
      --solver-module PATH also run the Solver(s) an ES module exports as \`solver\` or \`solvers\`
      --baseline ID        the strategy the relative line compares with (default: the fastest)
      --export-json FILE   also write the JSON document to FILE (beside the report on stdout)
      --export-markdown FILE, --export-csv FILE   the same in markdown or CSV
      --list               list the strategies and peers, then exit
      --no-progress        no progress bar (it shows on a terminal when a run takes over a second)
  -h, --help               this help
  -v, --version            the version

Exit codes: 0 every answer checks out; 1 a wrong answer, or strategies disagree;
2 a usage error, a file that cannot be read, a line too long to be a puzzle, or no puzzle at all.

In a pipe, run the command itself (node apps/compare/dist/cli.js, or sudoku-compare once installed) or
pnpm -s compare: plain \`pnpm compare\` prints its own banner on stdout first.
`;
}
