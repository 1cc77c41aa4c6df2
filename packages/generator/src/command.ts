import { parseArgs } from 'node:util';
import { formatFPuzzles, formatGrid, formatPuzzle, type Grid } from '@sudoku-lab/core';
import { GenerateAbortedError, GenerateOptionError } from './errors.js';
import { type Generated, type GenerateOptions, generate, generateMany } from './generate.js';
import { levels } from './rating.js';
import { symmetries } from './symmetry.js';
import { type Variant, variants } from './variants.js';

/** Where the command reads its terminal from: stdout for the puzzles, stderr for progress and errors. */
export interface CommandIo {
  readonly stdout: NodeJS.WritableStream;
  readonly stderr: NodeJS.WritableStream & { readonly isTTY?: boolean };
}

/** Below this many puzzles no progress line is drawn: they are done before it would show. */
const PROGRESS_FROM = 100;
const REDRAW_MS = 200;

const spec = {
  count: { type: 'string', short: 'n' },
  seed: { type: 'string', short: 's' },
  difficulty: { type: 'string', short: 'd' },
  symmetry: { type: 'string' },
  shape: { type: 'string' },
  'max-clues': { type: 'string' },
  'no-minimal': { type: 'boolean' },
  format: { type: 'string', short: 'f' },
  'with-seed': { type: 'boolean' },
  timeout: { type: 'string', short: 't' },
  'no-progress': { type: 'boolean' },
  variant: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const;

/** The sudoku-generate command's --help text. */
export const generateUsage = `Usage: sudoku-generate [options]

Makes Sudoku puzzles with exactly one solution, one a line ('.' for an empty cell), from a seed:
the same seed and options give the same puzzles on every machine.

Options:
  -n, --count N          how many puzzles (default 1)
  -s, --seed SEED        any text or number (default: a fresh one). With --count above 1, puzzle n
                         has the seed SEED/n, so --seed SEED/n alone makes it again
  -d, --difficulty LEVEL ${levels.join(', ')} (default: any)
      --symmetry SYM     ${symmetries.join(', ')} (default none); 6x6 takes none, rotate180, mirror
      --shape SHAPE      4x4, 6x6, 9x9 or 16x16 (default 9x9)
      --max-clues N      at most N clues (at least 17 on 9x9, 4 on 4x4, 8 on 6x6, 55 on 16x16)
      --no-minimal       stop taking clues away at --max-clues instead of going on to a minimal
                         puzzle (where taking away any clue lets in a second solution)
      --variant VARIANT  ${variants.join(', ')}: that variant on 9x9 (its rules written after
                         the givens on the line, as core's parsePuzzle reads them)
  -f, --format FORMAT    line (default); pretty (a row a line, boxes set apart, a blank line
                         between); json (an object a line: puzzle, solution, rating, seed, and
                         for a variant its f-puzzles document under fpuzzles)
      --with-seed        end each puzzle with '# SEED', the seed that makes it again
  -t, --timeout TIME     stop after this long: 500, 500ms or 2s (default: no limit)
      --no-progress      no progress line on stderr (drawn on a terminal for ${PROGRESS_FROM} puzzles or more)
  -h, --help             this text

Exit status: 0 when every puzzle was written; 2 for a bad option or a run stopped by --timeout
(the puzzles made by then are written).

Examples:
  sudoku-generate --count 1000 --seed 42 > puzzles.txt
  sudoku-generate --symmetry rotate180 --format pretty
  sudoku-generate --shape 16x16 --with-seed
  sudoku-generate --variant killer --max-clues 0 --format json
`;

/** A command line that cannot run: its message says which option and why. */
class UsageError extends Error {}

/**
 * The sudoku-generate command: reads argv (without the node and script words), writes puzzles to
 * stdout as they are made, and resolves to the exit status. Another command (sudoku-lab generate)
 * runs it with its own argv and streams.
 */
export async function runGenerate(argv: readonly string[], io: CommandIo): Promise<number> {
  let options: ReturnType<typeof readOptions>;
  try {
    options = readOptions(argv);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    io.stderr.write(`sudoku-generate: ${error.message}\nsudoku-generate --help tells the options\n`);
    return 2;
  }
  if (options.help) {
    io.stdout.write(generateUsage);
    return 0;
  }
  const { count, generateOptions, format, withSeed } = options;
  const pretty = format === 'pretty';
  const progress = new ProgressLine(io.stderr, options.progress && count >= PROGRESS_FROM, count);
  let made = 0;
  try {
    const puzzles: Iterable<Generated> =
      count === 1 ? [generate(generateOptions)] : generateMany(count, generateOptions);
    for (const generated of puzzles) {
      const { puzzle, seed } = generated;
      const text = pretty ? `${made > 0 ? '\n' : ''}${formatGrid(puzzle, 'pretty')}` : lineOf(puzzle);
      const line =
        format === 'json'
          ? `${jsonLine(generated)}\n`
          : withSeed
            ? `${text}${pretty ? '\n' : ' '}# ${seed}\n`
            : `${text}\n`;
      made++;
      if (!io.stdout.write(line)) await new Promise((resolve) => io.stdout.once('drain', resolve));
      progress.update(made);
    }
  } catch (error) {
    progress.clear();
    if (error instanceof GenerateOptionError) {
      io.stderr.write(`sudoku-generate: ${error.message.replace(/^generate(Many)?: /, '')}\n`);
      return 2;
    }
    if (error instanceof GenerateAbortedError) {
      const reason = error.reason === 'deadline' ? 'the --timeout ran out' : error.message;
      io.stderr.write(`sudoku-generate: stopped after ${made} of ${count} puzzles: ${reason}\n`);
      return 2;
    }
    throw error;
  }
  progress.clear();
  return 0;
}

function readOptions(argv: readonly string[]) {
  let parsed: ReturnType<typeof parseArgs<{ options: typeof spec; allowPositionals: true }>>;
  try {
    parsed = parseArgs({ args: [...argv], options: spec, allowPositionals: true, strict: true });
  } catch (error) {
    const { code, message } = error as Error & { code?: string };
    const option = /'([^']+)'/.exec(message)?.[1];
    if (code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION') throw new UsageError(`unknown option '${option}'`);
    if (code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE') {
      throw new UsageError(
        `option '${option?.replace(/^-\w, /, '').replace(/ <value>$/, '')}' ${/argument missing/.test(message) ? 'needs a value' : 'takes no value'}`,
      );
    }
    throw new UsageError(message.split('\n')[0]!);
  }
  const { values, positionals } = parsed;
  if (positionals.length > 0)
    throw new UsageError(`unexpected argument '${positionals[0]}' (it takes options only)`);
  const format = values.format ?? 'line';
  if (format !== 'line' && format !== 'pretty' && format !== 'json') {
    throw new UsageError(`--format takes line, pretty or json, not '${format}'`);
  }
  if (values.variant !== undefined && !variants.includes(values.variant as Variant)) {
    throw new UsageError(`--variant takes ${variants.join(', ')}, not '${values.variant}'`);
  }
  const timeout = values.timeout === undefined ? undefined : duration('--timeout', values.timeout);
  const maxClues =
    values['max-clues'] === undefined ? undefined : wholeNumber('--max-clues', values['max-clues'], 0);
  const generateOptions: GenerateOptions = {
    ...(values.seed === undefined ? {} : { seed: values.seed }),
    ...(values.shape === undefined ? {} : { shape: values.shape as GenerateOptions['shape'] }),
    ...(values.symmetry === undefined ? {} : { symmetry: values.symmetry as GenerateOptions['symmetry'] }),
    ...(values.difficulty === undefined
      ? {}
      : { difficulty: values.difficulty as GenerateOptions['difficulty'] }),
    ...(maxClues === undefined ? {} : { maxClues }),
    ...(values['no-minimal'] ? { minimal: false } : {}),
    ...(timeout === undefined ? {} : { deadline: performance.now() + timeout }),
    ...(values.variant === undefined ? {} : { variant: values.variant as Variant }),
  };
  return {
    count: values.count === undefined ? 1 : wholeNumber('--count', values.count, 1),
    generateOptions,
    format,
    withSeed: values['with-seed'] ?? false,
    progress: !(values['no-progress'] ?? false),
    help: values.help ?? false,
  };
}

/** A puzzle as a line: a classic one's givens, a variant's givens and rule tokens (core's formatPuzzle). */
function lineOf(puzzle: Grid): string {
  return puzzle.rules === undefined ? formatGrid(puzzle) : formatPuzzle(puzzle);
}

/** A generated puzzle as a JSON line: 81-character givens and solution, its rating and seed; a variant's f-puzzles document too. */
function jsonLine({ puzzle, solution, rating, seed }: Generated): string {
  const line: Record<string, unknown> = {
    puzzle: formatGrid(puzzle),
    solution: formatGrid(solution),
    rating,
    seed,
  };
  if (puzzle.rules !== undefined) line.fpuzzles = formatFPuzzles(puzzle);
  return JSON.stringify(line);
}

function wholeNumber(flag: string, text: string, least: number): number {
  if (!/^\d+$/.test(text.trim()) || Number(text) < least) {
    throw new UsageError(`${flag} takes a whole number of at least ${least}, not '${text}'`);
  }
  return Number(text);
}

/** "500", "500ms", "2s", "1.5s": milliseconds. */
function duration(flag: string, text: string): number {
  const match = /^(\d+(?:\.\d+)?)\s*(ms|s)?$/.exec(text.trim());
  if (match === null)
    throw new UsageError(`${flag} takes a time such as 500 (ms), 500ms or 2s, not '${text}'`);
  return Number(match[1]) * (match[2] === 's' ? 1000 : 1);
}

/** "1,234 of 10,000 puzzles  3.2 s" on stderr, redrawn in place at most every REDRAW_MS. */
class ProgressLine {
  private readonly start = performance.now();
  private drawnAt = this.start;
  private drawn = false;

  constructor(
    private readonly stream: CommandIo['stderr'],
    private readonly enabled: boolean,
    private readonly total: number,
  ) {}

  update(done: number): void {
    if (!this.enabled || this.stream.isTTY !== true) return;
    const now = performance.now();
    if (now - this.drawnAt < REDRAW_MS) return;
    this.drawnAt = now;
    this.drawn = true;
    const seconds = ((now - this.start) / 1000).toFixed(1);
    this.stream.write(
      `\r${done.toLocaleString('en-US')} of ${this.total.toLocaleString('en-US')} puzzles  ${seconds} s\u001b[K`,
    );
  }

  clear(): void {
    if (this.drawn) this.stream.write('\r\u001b[K');
    this.drawn = false;
  }
}
