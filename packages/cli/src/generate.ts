import { formatFPuzzles, formatGrid, formatPuzzle, hasLineForm } from '@sudoku-lab/core';
import {
  GenerateAbortedError,
  type Generated,
  GenerateOptionError,
  type GenerateOptions,
  generate,
  generateMany,
  levels,
  symmetries,
  type Variant,
  variants,
} from '@sudoku-lab/generator';
import { counted, duration, oneOf, readArgs, wholeNumber } from './args.js';
import { exitCode, type Io, UsageError, write } from './io.js';
import { ProgressBar } from './progress.js';

/** The formats generate writes: a puzzle a line, a grid a puzzle, or a JSON object a line. */
const generateFormats = ['line', 'pretty', 'json'] as const;

/** The longest --timeout: an hour. */
const MOST_MS = 3_600_000;

export const generateUsage = `Usage: sudoku-lab generate [options]

Makes Sudoku puzzles with exactly one solution, one a line ('.' for an empty cell), from a seed:
the same seed and options give the same puzzles on every machine.

Options:
  -n, --count N          how many puzzles (default 1)
      --seed SEED        any text or number (default: a fresh one). With --count above 1, puzzle n
                         has the seed SEED/n, so --seed SEED/n alone makes it again
  -d, --difficulty LEVEL ${levels.join(', ')} (default: any)
      --symmetry SYM     ${symmetries.join(', ')} (default none); 6x6 takes none, rotate180, mirror
      --shape SHAPE      4x4, 6x6, 9x9 or 16x16 (default 9x9)
      --max-clues N      at most N clues (at least 17 on 9x9, 4 on 4x4, 8 on 6x6, 55 on 16x16)
      --no-minimal       stop taking clues away at --max-clues instead of going on to a minimal
                         puzzle (where taking away any clue lets in a second solution)
      --variant VARIANT  that variant on 9x9, one of: ${variants.join(', ')}.
                         x, windoku, jigsaw, antiknight, antiking and killer are written in the
                         line form (the givens, then a token a rule: X, W, R=, N, K, C=); the
                         setters' families, which have no line form, as their f-puzzles document,
                         JSON on one line (every command reads either). With --max-clues 0 a
                         killer has no givens at all. With --difficulty, a variant's level is
                         read off logic's explanation (see the generator's README); such a puzzle
                         is unique but may keep clues that would make it harder than asked
  -f, --format FORMAT    line (default); pretty (a row a line, boxes set apart, a variant's rules
                         on the line after, as above; a blank line between); json (an object a
                         line: puzzle, solution, rating, seed, and for a variant its f-puzzles
                         document under fpuzzles)
      --with-seed        end each puzzle line with '# SEED', the seed that makes it again (an
                         f-puzzles line has it as its title instead: 'seed SEED')
  -t, --timeout TIME     stop after this long: 500 (ms), 500ms or 2s (default: no limit)
      --no-progress      no progress bar on stderr (drawn on a terminal for a run that lasts)
  -h, --help             this text

Exit status: 0 when every puzzle was written; 2 for a bad option or a run stopped by --timeout
(the puzzles made by then are written).

Examples:
  sudoku-lab generate --count 100 --seed 42 > puzzles.txt
  sudoku-lab generate --symmetry rotate180 --format pretty
  sudoku-lab generate --count 5 --difficulty hard --format json
  sudoku-lab generate --variant killer --max-clues 0 --format json
  sudoku-lab generate --variant thermo --seed 7 --format json
`;

const spec = {
  count: { type: 'string', short: 'n' },
  seed: { type: 'string' },
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
} as const;

/** One puzzle as the format writes it; `first` says whether one was written before it. */
function record(
  made: Generated,
  format: (typeof generateFormats)[number],
  withSeed: boolean,
  first: boolean,
): string {
  const { puzzle, solution, rating, seed } = made;
  if (format === 'json') {
    const line = { puzzle: formatGrid(puzzle, 'line'), solution: formatGrid(solution, 'line'), rating, seed };
    // A variant also as an f-puzzles document: the line alone would lose its rules.
    const full = puzzle.rules === undefined ? line : { ...line, fpuzzles: formatFPuzzles(puzzle) };
    return `${JSON.stringify(full)}\n`;
  }
  // core's line form: the givens, then a token a rule; for rules it has no token for (lines, dots,
  // clues outside the grid), the f-puzzles document as JSON on one line. parsePuzzle reads either.
  const text = formatPuzzle(puzzle);
  const document = !hasLineForm(puzzle);
  if (format === 'pretty') {
    // A variant's rules, which the grid cannot show, on the line after it: its tokens or its document.
    const rules =
      puzzle.rules === undefined
        ? ''
        : `${document ? text : text.slice(formatGrid(puzzle, 'line').length + 1)}\n`;
    return `${first ? '' : '\n'}${formatGrid(puzzle, 'pretty')}\n${rules}${withSeed ? `# ${seed}\n` : ''}`;
  }
  if (!withSeed) return `${text}\n`;
  // A comment after a JSON line would stop it being one: the seed goes in the document's title.
  return document
    ? `${JSON.stringify({ ...formatFPuzzles(puzzle), title: `seed ${seed}` })}\n`
    : `${text} # ${seed}\n`;
}

/** `sudoku-lab generate`: puzzles written as they are made, resolving to the exit status. */
export async function runGenerateCommand(argv: readonly string[], io: Io): Promise<number> {
  const { values, positionals } = readArgs(argv, spec);
  if (positionals.length > 0) {
    throw new UsageError(`unexpected argument '${positionals[0]}' (generate takes options only)`);
  }
  const format = values.format === undefined ? 'line' : oneOf('--format', values.format, generateFormats);
  const count =
    values.count === undefined ? 1 : wholeNumber('--count', values.count, 1, Number.MAX_SAFE_INTEGER);
  const timeout =
    values.timeout === undefined ? undefined : duration('--timeout', values.timeout, 1, MOST_MS);
  const maxClues =
    values['max-clues'] === undefined ? undefined : wholeNumber('--max-clues', values['max-clues'], 0, 256);
  const options: GenerateOptions = {
    ...(values.seed === undefined ? {} : { seed: values.seed }),
    ...(values.shape === undefined ? {} : { shape: values.shape as GenerateOptions['shape'] }),
    ...(values.symmetry === undefined ? {} : { symmetry: values.symmetry as GenerateOptions['symmetry'] }),
    ...(values.difficulty === undefined
      ? {}
      : { difficulty: values.difficulty as GenerateOptions['difficulty'] }),
    ...(maxClues === undefined ? {} : { maxClues }),
    ...(values['no-minimal'] ? { minimal: false } : {}),
    ...(timeout === undefined ? {} : { deadline: performance.now() + timeout }),
    ...(values.variant === undefined
      ? {}
      : { variant: oneOf<Variant>('--variant', values.variant, variants) }),
  };
  let made = 0;
  const progress = new ProgressBar(io, { fraction: () => made / count }, !values['no-progress']);
  try {
    const puzzles: Iterable<Generated> = count === 1 ? [generate(options)] : generateMany(count, options);
    for (const puzzle of puzzles) {
      progress.clear();
      await write(io.stdout, record(puzzle, format, values['with-seed'] ?? false, made === 0));
      made++;
      progress.update(made);
    }
  } catch (error) {
    progress.clear();
    if (error instanceof GenerateOptionError) {
      throw new UsageError(error.message.replace(/^generate(Many)?: /, ''));
    }
    if (error instanceof GenerateAbortedError) {
      const reason = error.reason === 'deadline' ? 'the --timeout ran out' : error.message;
      await write(
        io.stderr,
        `sudoku-lab generate: stopped after ${made} of ${counted(count, 'puzzle')}: ${reason}\n`,
      );
      return exitCode.usage;
    }
    throw error;
  }
  progress.clear();
  return exitCode.done;
}
