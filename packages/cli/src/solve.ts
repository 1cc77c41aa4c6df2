import type { Grid, Solver } from '@sudoku-lab/core';
import { formatGrid, parseGrid } from '@sudoku-lab/core';
import { defaultSettings, type Outcome, settingLimits, timeSolves } from '@sudoku-lab/harness';
import { findStrategy, recommendation, recommendedFor, strategies } from '@sudoku-lab/registry';
import {
  drawingsHelp,
  drawingsOption,
  drawingsSpec,
  duration,
  formatOption,
  formatSpec,
  formats,
  readArgs,
  wholeNumber,
} from './args.js';
import { drawingsField, eachPuzzle, exitStatus } from './each.js';
import { puzzleInput } from './input.js';
import { type Io, painter, UsageError, useColour } from './io.js';
import { RecordWriter, type Row } from './records.js';

/** Solutions looked for by default: two, so that a puzzle with more than one is told, not solved quietly. */
export const DEFAULT_MAX_SOLUTIONS = 2;

export const solveUsage = `Usage: sudoku-lab solve [FILE|-|PUZZLE] [options]

Solves each puzzle, checks that it has one solution, and checks the answer against the puzzle and the
rules. A FILE holds one puzzle a line ('#' comments, a trailing '# name'; a grid written a row a line
also reads; an f-puzzles document may span lines, or a JSON array hold several); '-' or a pipe reads
stdin; a PUZZLE is 81 characters, '.', '0' or '_' for empty (4x4, 6x6 and 16x16 too), or a variant
(an f-puzzles document or link, or its line form).

Text output: a solved puzzle's solution, one a line; any other answer, and a malformed line, a
comment line "# FILE:LINE: STATUS: reason": one record for each puzzle read, in every format, so
output lines match input lines and the output stays a puzzle list. A puzzle with more than one
solution is also named on stderr. --format pretty writes each solution as a grid, boxes set apart,
a blank line between.

Options:
  -s, --strategy ID        ${strategies.map((s) => s.id).join(', ')}
                           (default: the one for the puzzle, ${recommendation})
  -m, --max-solutions N    solutions to look for (default ${DEFAULT_MAX_SOLUTIONS}: a second one makes the puzzle
                           'multiple'); 1 takes the first without looking for another
  -t, --timeout TIME       give up a puzzle after TIME: 500 (ms), 500ms or 2s (default ${defaultSettings.timeoutMs} ms)
  -f, --format FORMAT      text (default), pretty, json (an array) or csv
${drawingsHelp(27)}
  -h, --help               this text

Exit status: 0 every puzzle solved (with one solution, unless -m 1); 1 one was not (more than one
solution, unsolvable, invalid givens, timed out, or a wrong answer); 2 bad usage, a malformed line,
or an input with no puzzle at all.

Examples:
  sudoku-lab solve 4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......
  sudoku-lab solve puzzles.txt --format csv > answers.csv
  sudoku-lab generate --count 10 | sudoku-lab solve --strategy dlx
`;

const columns = [
  'source',
  'name',
  'status',
  'strategy',
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
    ...drawingsSpec,
  });
  const named = values.strategy === undefined ? undefined : findStrategy(values.strategy);
  if (values.strategy !== undefined && named === undefined) {
    throw new UsageError(
      `no strategy '${values.strategy}': choose one of ${strategies.map((s) => s.id).join(', ')}`,
    );
  }
  // Without --strategy, each puzzle gets the one recommended for it (its shape and its rules).
  const strategyOf = (grid: Grid): Solver => named ?? recommendedFor(grid);
  const { maxSolutions, timeoutMs } = settingLimits;
  const settings = {
    ...defaultSettings,
    maxSolutions: DEFAULT_MAX_SOLUTIONS,
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
  const input = puzzleInput(positionals, io, drawingsOption(values));
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
  let unsolved = 0;
  const counts = await eachPuzzle(
    'solve',
    input,
    io,
    async (entry, grid, say) => {
      const solver = strategyOf(grid);
      const contender = { solver, kind: 'strategy', countsSolutions: true, reportsStats: true } as const;
      const outcome = timeSolves(contender, grid, settings);
      if (outcome.status !== 'solved') unsolved++;
      if (outcome.status === 'multiple') {
        await say(
          `${entry.source}: the puzzle has more than one solution (one is in the output; -m 1 takes the first without looking for another)`,
        );
      }
      const row = solveRow(entry.source, entry.name, solver.id, outcome, settings.maxSolutions);
      // In JSON the record says what was left out; CSV keeps its columns, and stderr says it anyway.
      await records.add({ ...row, ...drawingsField(entry) });
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
  return exitStatus('solve', input, io, counts, unsolved);
}

const emptyRow: Row = Object.fromEntries(columns.map((column) => [column, null]));

function solveRow(
  source: string,
  name: string | null,
  strategy: string,
  outcome: Outcome,
  maxSolutions: number,
): Row {
  return {
    source,
    name,
    status: outcome.status,
    strategy,
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
