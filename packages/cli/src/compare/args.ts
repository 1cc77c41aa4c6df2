import { availableParallelism } from 'node:os';
import {
  defaultSettings,
  LARGE_SET,
  REPEAT_RANGE,
  type RunSettings,
  SMALL_SET_SOLVES,
  settingLimits,
  WARMUP_SOLVES,
} from '@sudoku-lab/harness';
import { drawingsHelp, duration, oneOf, readArgs, wholeNumber } from '../args.js';
import { UsageError } from '../io.js';

/** The report formats: `text` is the table's other name (the other commands call their table text). */
export const formatNames = ['table', 'markdown', 'csv', 'json'] as const;
/** A report format's name. */
export type FormatName = (typeof formatNames)[number];

/** `--repeat`: a number of timed solves a puzzle, or `auto`: as many as the set's size calls for (repeatFor). */
export type Repeat = number | 'auto';

/** A compare command line, read: the run's settings, what to run it on and how to report it. */
export interface CliOptions extends Omit<RunSettings, 'repeat'> {
  readonly files: readonly string[];
  /** The --strategy value as given; undefined for the default. */
  readonly strategies: string | undefined;
  readonly format: FormatName;
  readonly detail: boolean;
  readonly repeat: Repeat;
  /** Worker threads, or undefined for the default (see defaultWorkers). */
  readonly workers: number | undefined;
  readonly modules: readonly string[];
  /** The strategy the relative line compares with; undefined for the fastest. */
  readonly baseline: string | undefined;
  /** --export-json, --export-markdown, --export-csv: reports written to files beside the one on stdout. */
  readonly exports: readonly { readonly format: FormatName; readonly file: string }[];
  /** The progress bar: 'auto' on a terminal (stderr a TTY), 'always' (--progress), 'never' (--no-progress). */
  readonly progress: 'auto' | 'always' | 'never';
  readonly list: boolean;
  /** --ignore-drawings: f-puzzles documents read with their drawings left out, not refused. */
  readonly ignoreDrawings: boolean;
  readonly help: boolean;
  readonly version: boolean;
}

/** A solve's limit without --timeout, in ms. */
export const DEFAULT_TIMEOUT_MS = defaultSettings.timeoutMs;
/** The least warm-up without --warmup, in ms. */
export const DEFAULT_WARMUP_MS = defaultSettings.warmupMs;
/** The most worker threads: four a core is already past any gain. */
export const MAX_WORKERS = availableParallelism() * 4;

const spec = {
  strategy: { type: 'string', short: 's' },
  strategies: { type: 'string' },
  format: { type: 'string', short: 'f' },
  detail: { type: 'boolean' },
  'max-solutions': { type: 'string', short: 'm' },
  timeout: { type: 'string', short: 't' },
  workers: { type: 'string', short: 'w' },
  repeat: { type: 'string', short: 'r' },
  warmup: { type: 'string' },
  'solver-module': { type: 'string', multiple: true },
  baseline: { type: 'string' },
  'export-json': { type: 'string' },
  'export-markdown': { type: 'string' },
  'export-csv': { type: 'string' },
  progress: { type: 'boolean' },
  'no-progress': { type: 'boolean' },
  list: { type: 'boolean' },
  'ignore-drawings': { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
  version: { type: 'boolean', short: 'v' },
} as const;

/** Reads the command line; throws UsageError saying what is wrong in one line. */
export function parseCommandLine(argv: readonly string[]): CliOptions {
  // --help and --version win whatever else is on the line, bad values included.
  const before = argv.includes('--') ? argv.slice(0, argv.indexOf('--')) : argv;
  const help = before.some((arg) => arg === '-h' || arg === '--help');
  const version = before.some((arg) => arg === '-v' || arg === '--version');
  // The other options as an empty command line gives them.
  if (help || version) return { ...parseCommandLine([]), help, version };
  const { values, positionals } = readArgs(argv, spec);
  if (values.strategy !== undefined && values.strategies !== undefined) {
    throw new UsageError('--strategy and --strategies are one option: give it once');
  }
  const format =
    values.format === 'text' ? 'table' : oneOf('--format', values.format ?? 'table', formatNames);
  if (positionals.filter((file) => file === '-').length > 1)
    throw new UsageError("'-' (stdin) can be given once");
  const exports = (['json', 'markdown', 'csv'] as const).flatMap((name) => {
    const file = values[`export-${name}`];
    return file === undefined ? [] : [{ format: name, file }];
  });
  const limit = (flag: string, text: string | undefined, key: keyof typeof settingLimits) =>
    text === undefined
      ? defaultSettings[key]
      : wholeNumber(flag, text, settingLimits[key].least, settingLimits[key].most);
  const time = (flag: string, text: string | undefined, key: 'timeoutMs' | 'warmupMs') =>
    text === undefined
      ? defaultSettings[key]
      : duration(flag, text, settingLimits[key].least, settingLimits[key].most);
  return {
    files: positionals,
    strategies: values.strategy ?? values.strategies,
    format,
    detail: values.detail ?? false,
    maxSolutions: limit('--max-solutions', values['max-solutions'], 'maxSolutions'),
    timeoutMs: time('--timeout', values.timeout, 'timeoutMs'),
    workers:
      values.workers === undefined ? undefined : wholeNumber('--workers', values.workers, 0, MAX_WORKERS),
    repeat:
      values.repeat === undefined || values.repeat === 'auto'
        ? 'auto'
        : limit('--repeat', values.repeat, 'repeat'),
    warmupMs: time('--warmup', values.warmup, 'warmupMs'),
    modules: values['solver-module'] ?? [],
    baseline: values.baseline,
    exports,
    progress: progressOption(values.progress ?? false, values['no-progress'] ?? false),
    list: values.list ?? false,
    ignoreDrawings: values['ignore-drawings'] ?? false,
    help: false,
    version: false,
  };
}

function progressOption(force: boolean, silence: boolean): CliOptions['progress'] {
  if (force && silence) throw new UsageError('--progress and --no-progress: give one of them');
  return force ? 'always' : silence ? 'never' : 'auto';
}

/**
 * Worker threads by default: none when every contender is one of our strategies, which stop
 * themselves at their deadline (the conformance suite checks it), so the solves run on this thread,
 * one at a time, with no thread to start; else one, so that a peer or a module's solver that runs past
 * its deadline can be terminated while the run goes on. One at a time either way: the solves are timed
 * without a second thread of ours taking turns with them on the machine's cores.
 */
export function defaultWorkers(contenders: readonly { readonly kind: string }[]): number {
  return contenders.every((contender) => contender.kind === 'strategy') ? 0 : 1;
}

/** What the help says of the npm peers: how this command finds them. */
export interface PeerHelp {
  /** The peers' ids. */
  readonly ids: readonly string[];
  /** Lines on how they are installed and found. */
  readonly lines: string;
}

/** The --help text of the command `name` (sudoku-lab compare, or sudoku-compare). */
export function usage(name: string, ours: readonly string[], peers: PeerHelp): string {
  return `Usage: ${name} [FILE...] [options]

Runs sudoku strategies on the same puzzles, checks every answer against its puzzle, the rules and
the other strategies' answers, and reports what each answered and how fast, and which is faster
than which, how many times, and how sure that is. With no FILE it runs a built-in set.

FILE  puzzles, one a line ('-' reads stdin). '#' starts a comment; a comment after a puzzle
      names it. A line holds any one-line form: 81 characters ('.', '0' or '_' for empty; the
      other shapes take 16, 36 or 256), numbers separated by spaces, or a JSON array (LeetCode's
      board). A grid written a row a line, with or without '|' and '-+-' lines, is read too,
      and so is a variant: an f-puzzles document (on one line, over several, or a JSON array
      of them), an f-puzzles or SudokuPad link, or the line form (givens, then a rule a token).
      A malformed line is reported with file:line and skipped; the run goes on.

Options:
  -s, --strategy IDS       ids separated by commas, or all, ours, peers (--strategies is the same)
                           (default: ours, ${ours.join(',')}, and the peers that load: ${peers.ids.join(', ')})
  -f, --format FORMAT      ${formatNames.join(', ')} (default table, also called text; colour on a
                           terminal unless NO_COLOR or FORCE_COLOR=0)
      --detail             add a row per puzzle and strategy
  -m, --max-solutions N    1 stops at the first solution (default); 2 proves uniqueness, and the
                           strategies must agree on unique versus multiple
  -t, --timeout TIME       a solve's limit: 500 (ms), 500ms or 2s (default ${DEFAULT_TIMEOUT_MS} ms); past it the
                           solve is aborted, and a worker that does not return is terminated
  -r, --repeat N|auto      timed solves of each puzzle by each strategy, the median counting; auto
                           (default): ${REPEAT_RANGE.least} to ${REPEAT_RANGE.most} for a set under ${LARGE_SET.toLocaleString('en-US')} puzzles, so that a strategy solves
                           about ${SMALL_SET_SOLVES.toLocaleString('en-US')} times, else 1. A puzzle whose solves are slow is solved 3 times
  -w, --workers N          worker threads, 0 to ${MAX_WORKERS}; 0 solves on this thread. Default: 0 when
                           every strategy is ours (they stop at their deadline), else 1, so that a peer
                           past it is terminated; one solve at a time either way. More finish a large
                           set sooner, less steadily timed
      --warmup TIME        untimed solves before a thread's first timed one, each strategy in turn, at
                           least this long and ${WARMUP_SOLVES} solves (default ${DEFAULT_WARMUP_MS} ms), so the JIT compiler
                           has done its work on every path and each strategy runs at its steady speed
      --solver-module PATH also run the Solver(s) an ES module exports as \`solver\` or \`solvers\`
      --baseline ID        the strategy the ratios compare with (default: the fastest)
      --export-json FILE   also write the JSON document to FILE (beside the report on stdout)
      --export-markdown FILE, --export-csv FILE   the same in markdown or CSV
      --list               list the strategies and peers, then exit
      --progress           a progress bar on stderr even when it is not a terminal (by default it
                           shows on a terminal, once a run takes over a second)
      --no-progress        no progress bar
${drawingsHelp(27)}
  -h, --help               this help
  -v, --version            the version

The verdict: each strategy's speed as a multiple of the fastest's is the geometric mean, over the
puzzles both solved, of the ratio of their times (a puzzle's time: the median of its timed solves),
with a 95% interval from resampling the puzzles; the order comes with the share of resamples that
agree on it, and two strategies the times cannot tell apart are named in a warning.

Exit codes: 0 every answer checks out; 1 a wrong answer (a malformed result from a solver outside
the contract is one; the run goes on), or strategies disagree; 2 a usage error,
a file that cannot be read, a malformed line (the rest still runs), or no puzzle at all (an empty
file); 130 interrupted (Ctrl-C): the table of the puzzles every strategy finished is printed first,
and a second Ctrl-C ends at once.

Peers: npm solvers, run beside ours where they load:
${peers.lines}
A peer stops at the first solution and ignores the deadline: its thread is terminated when it runs
past it. It cannot count solutions, so with --max-solutions 2 or more the peers are left out (a note
on stderr says so), and naming one with -s is a usage error. Without -s, a peer that does not load
gets a note on stderr and the run goes on.

Examples:
  ${name} puzzles.txt -s bitboard,norvig,dlx
  ${name} puzzles.txt -s norvig,dlx --max-solutions 2 --detail
  ${name} puzzles.txt -s bitboard,csp --format json > run.json
  sudoku-lab generate --count 50 --seed 7 | ${name} - -s norvig,dlx --format markdown
  ${name} --list
`;
}
