import { formatGrid, parseGrid } from '@sudoku-lab/core';
import { defaultSettings, type Outcome, settingLimits, timeSolves } from '@sudoku-lab/harness';
import { findStrategy, strategies } from '@sudoku-lab/registry';
import { duration, formatOption, formatSpec, formats, readArgs, wholeNumber } from './args.js';
import { eachPuzzle } from './each.js';
import { puzzleInput } from './input.js';
import { exitCode, type Io, painter, UsageError, useColour } from './io.js';
import { RecordWriter, type Row } from './records.js';

export const defaultStrategy = 'norvig';

export const solveUsage = `Usage: sudoku-lab solve [FILE|-|PUZZLE] [options]

Solves each puzzle and checks the answer against the puzzle and the rules. A FILE holds one puzzle
a line ('#' comments, a trailing '# name'; a grid written a row a line also reads); '-' or a pipe
reads stdin; a PUZZLE is 81 characters, '.', '0' or '_' for empty (4x4, 6x6 and 16x16 too).

Text output: a solved puzzle's solution, one a line; any other answer, and a malformed line, a
comment line "# FILE:LINE: STATUS: reason": one record for each puzzle read, in every format, so
output lines match input lines and the output stays a puzzle list. --format pretty writes each
solution as a grid, boxes set apart, a blank line between.

Options:
  -s, --strategy ID        ${strategies.map((s) => s.id).join(', ')} (default ${defaultStrategy})
  -m, --max-solutions N    stop at N solutions (default 1; 2 tells a unique puzzle from one with more)
  -t, --timeout TIME       give up a puzzle after TIME: 500 (ms), 500ms or 2s (default ${defaultSettings.timeoutMs} ms)
  -f, --format FORMAT      text (default), pretty, json (an array) or csv
  -h, --help               this text

Exit status: 0 every puzzle solved; 1 one was not (unsolvable, invalid givens, timed out, more than
one solution with --max-solutions 2 or more, or a wrong answer); 2 bad usage or a malformed line.

Examples:
  sudoku-lab solve 4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......
  sudoku-lab solve puzzles.txt --format csv > answers.csv
  sudoku-lab generate --count 10 | sudoku-lab solve --max-solutions 2
`;

const columns = [
  'source',
  'name',
  'status',
  'solution',
  'solutionCount',
  'timeMs',
  'placements',
  'guesses',
  'backtracks',
  'message',
] as const;

export async function runSolve(argv: readonly string[], io: Io): Promise<number> {
  const { values, positionals } = readArgs(argv, {
    strategy: { type: 'string', short: 's' },
    'max-solutions': { type: 'string', short: 'm' },
    timeout: { type: 'string', short: 't' },
    ...formatSpec,
  });
  const id = values.strategy ?? defaultStrategy;
  const solver = findStrategy(id);
  if (solver === undefined) {
    throw new UsageError(`no strategy '${id}': choose one of ${strategies.map((s) => s.id).join(', ')}`);
  }
  const { maxSolutions, timeoutMs } = settingLimits;
  const settings = {
    ...defaultSettings,
    warmupMs: 0,
    ...(values['max-solutions'] === undefined
      ? {}
      : {
          maxSolutions: wholeNumber(
            '--max-solutions',
            values['max-solutions'],
            maxSolutions.least,
            maxSolutions.most,
          ),
        }),
    ...(values.timeout === undefined
      ? {}
      : { timeoutMs: duration('--timeout', values.timeout, timeoutMs.least, timeoutMs.most) }),
  };
  const format = formatOption(values.format, [...formats, 'pretty'] as const);
  const input = puzzleInput(positionals, io);
  const paint = painter(useColour(io));
  const pretty = format === 'pretty';
  let first = true;
  const records = new RecordWriter(io, pretty ? 'text' : format, columns, (row) => {
    const text =
      row.status !== 'solved'
        ? paint(`# ${row.source}: ${row.status}${row.message === null ? '' : `: ${row.message}`}`, 'bad')
        : pretty
          ? formatGrid(parseGrid(String(row.solution)), 'pretty')
          : String(row.solution);
    const between = pretty && !first ? '\n' : '';
    first = false;
    return `${between}${text}`;
  });
  const contender = { solver, kind: 'strategy', countsSolutions: true, reportsStats: true } as const;
  let unsolved = 0;
  const counts = await eachPuzzle(
    'solve',
    input,
    io,
    async (entry, grid) => {
      const outcome = timeSolves(contender, grid, settings);
      if (outcome.status !== 'solved') unsolved++;
      await records.add(solveRow(entry.source, entry.name, outcome, settings.maxSolutions));
    },
    async (entry, error) => {
      await records.add({
        ...emptyRow,
        source: entry.source,
        name: entry.name,
        status: 'malformed',
        message: error,
      });
    },
  );
  await records.end();
  if (counts.malformed > 0) return exitCode.usage;
  return unsolved > 0 ? exitCode.failed : exitCode.done;
}

const emptyRow: Row = Object.fromEntries(columns.map((column) => [column, null]));

function solveRow(source: string, name: string | null, outcome: Outcome, maxSolutions: number): Row {
  return {
    source,
    name,
    status: outcome.status,
    solution: outcome.solution,
    solutionCount: outcome.solutionCount,
    timeMs: Number(outcome.timeMs.toFixed(3)),
    placements: outcome.stats?.placements ?? null,
    guesses: outcome.stats?.guesses ?? null,
    backtracks: outcome.stats?.backtracks ?? null,
    message: outcome.message ?? reasonOf(outcome, maxSolutions),
  };
}

/** Words for a status that comes without a message of its own. */
function reasonOf(outcome: Outcome, maxSolutions: number): string | null {
  switch (outcome.status) {
    case 'multiple':
      return `${maxSolutions === outcome.solutionCount ? `at least ${outcome.solutionCount}` : outcome.solutionCount} solutions; one is ${outcome.solution}`;
    case 'unsolvable':
      return 'no solution exists';
    case 'invalid':
      return 'the givens break the rules';
    case 'aborted':
      return 'stopped before an answer';
    default:
      return null;
  }
}
