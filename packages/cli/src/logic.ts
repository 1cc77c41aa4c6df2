import { formatGrid, type Grid, PuzzleFormatError } from '@sudoku-lab/core';
import { printable } from '@sudoku-lab/harness';
import { explain, levelBands, nextStep, rate } from '@sudoku-lab/logic';
import { drawingsHelp, drawingsOption, drawingsSpec, formatOption, formatSpec, readArgs } from './args.js';
import { drawingsField, eachPuzzle, exitStatus } from './each.js';
import { ARGUMENT, puzzleInput } from './input.js';
import { type Io, painter, UsageError, useColour, write } from './io.js';
import { RecordWriter, type Row } from './records.js';

const inputHelp = `PUZZLE is 81 characters ('.', '0' or '_' for empty) or a grid a row a line; a FILE holds one
puzzle a line; '-' or a pipe reads stdin. Logic works on 9x9 puzzles.`;

const marksHelp = `Pencil marks: a line of 729 characters (Sudoku Explainer's form: nine a cell, the digit where it
is a candidate, '.' where it is not) is the puzzle of its one-digit cells, worked on from your marks.`;

const variantHelp = `A variant (an f-puzzles JSON document, a SudokuPad or f-puzzles link, or the line form: the givens,
then X, W, N, K, R=..., H=..., C=...=...) gets the variant ladder: singles, locked candidates and
subsets over every house and cage, cage combinations and the rule of 45, each constraint's rule,
and last a digit assumed and followed until the board breaks (so the digit goes); where none
applies, logic is stuck (it does not guess).`;

const formatHelp = '  -f, --format FORMAT    text (default), json (an array) or csv';

export const rateUsage = `Usage: sudoku-lab rate [FILE|-|PUZZLE] [options]

Rates each puzzle as Sudoku Explainer does, with @sudoku-lab/logic: ER (the hardest step), EP
(the hardest up to the first placement) and ED (the first step), the level (${levelBands.map((band) => band.level).join(', ')})
and the hardest technique. A puzzle without exactly one solution has no rating: it is reported as such.
Ratings are classic: a variant is refused, naming its rules (hint and explain work on variants).
${inputHelp}

Text output, a line a puzzle: ER/EP/ED LEVEL HARDEST STEPS SOURCE, and notes (logic stuck, solutions).

Options:
${formatHelp}
${drawingsHelp(25)}
  -h, --help             this text

Exit status: 0 every puzzle rated; 1 a puzzle with no rating (no solution or more than one), or one
logic cannot rate (conflicting givens, not 9x9, a variant); 2 bad usage, a malformed line, or an input
with no puzzle at all.

Examples:
  sudoku-lab rate 4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......
  sudoku-lab generate --count 20 | sudoku-lab rate --format csv
`;

/** What hint and explain read, and their options: the same for both. */
const stepsInputAndOptions = `${inputHelp}
${marksHelp}
${variantHelp}

Options:
  -f, --format FORMAT    text (default) or json
${drawingsHelp(25)}
  -h, --help             this text`;

export const hintUsage = `Usage: sudoku-lab hint [PUZZLE|FILE|-] [options]

The next step a person would take: the easiest technique that applies now, what it places or
rules out, and why, from @sudoku-lab/logic. A puzzle without exactly one solution gets no hint:
no step leads to a solution (said on stderr, as explain says it).
${stepsInputAndOptions}

Exit status: 0 a step was found (or the puzzle is already solved); 1 logic finds no step, the
puzzle has no solution or more than one, or the givens conflict; 2 bad usage, a malformed puzzle,
or an input with no puzzle at all.

Examples:
  sudoku-lab hint 53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79
  sudoku-lab hint 53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79 --format json
`;

export const explainUsage = `Usage: sudoku-lab explain [PUZZLE|FILE|-] [options]

Every step from the puzzle to its solution, a technique at a time, in words, from @sudoku-lab/logic;
where logic gets stuck it says so and shows the board there. A puzzle without exactly one solution
is refused, as hint refuses it: no steps lead to a solution (said on stderr).
${stepsInputAndOptions}

Exit status: 0 logic solved it; 1 logic got stuck, the puzzle has no solution or more than one, the
givens conflict, or logic cannot take the puzzle (said on stderr); 2 bad usage, a malformed puzzle,
or an input with no puzzle at all.

Examples:
  sudoku-lab explain 53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79
`;

const ratingColumns = [
  'source',
  'name',
  'score',
  'pearl',
  'diamond',
  'level',
  'hardest',
  'steps',
  'solvedByLogic',
  'solutions',
  'complete',
  'error',
] as const;

/** Logic's own refusal (conflicting givens, another shape): the puzzle's answer, not the program's failure. */
function refusal(error: unknown): string {
  if (error instanceof PuzzleFormatError || error instanceof RangeError) return printable(error.message);
  throw error;
}

function solutionsNote(solutions: 0 | 1 | 2): string {
  return solutions === 0 ? 'no solution' : solutions === 2 ? 'more than one solution' : '';
}

export async function runRate(argv: readonly string[], io: Io): Promise<number> {
  const { values, positionals } = readArgs(argv, { ...formatSpec, ...drawingsSpec });
  const format = formatOption(values.format);
  const input = puzzleInput(positionals, io, drawingsOption(values));
  const paint = painter(useColour(io));
  const records = new RecordWriter(io, format, ratingColumns, (row) => {
    if (row.error !== null) return paint(`# ${row.source}: ${row.error}`, 'bad');
    const notes = [
      row.solvedByLogic || row.solutions !== 1 ? '' : 'logic gets stuck',
      solutionsNote(row.solutions as 0 | 1 | 2),
    ].filter((note) => note !== '');
    const name = row.name === null ? '' : ` # ${row.name}`;
    const numbers =
      row.score === null
        ? '-'.padStart(11)
        : [row.score, row.pearl, row.diamond]
            .map((n) => Number(n).toFixed(1))
            .join('/')
            .padStart(11);
    return `${numbers}  ${String(row.level ?? '-').padEnd(7)}  ${String(row.hardest ?? '-').padEnd(20)}  ${String(row.steps).padStart(3)} steps  ${row.source}${name}${notes.length > 0 ? paint(`  (${notes.join('; ')})`, 'dim') : ''}`;
  });
  const empty: Row = Object.fromEntries(ratingColumns.map((column) => [column, null]));
  let unrated = 0;
  const counts = await eachPuzzle(
    'rate',
    input,
    io,
    async (entry, grid) => {
      const { source, name } = entry;
      let row: Row;
      try {
        const rating = rate(grid);
        // A puzzle without exactly one solution has no rating: its record says why, and it counts as unrated.
        if (rating.solutions !== 1) unrated++;
        row = { ...empty, source, name, ...rating };
      } catch (error) {
        unrated++;
        row = { ...empty, source, name, error: refusal(error) };
      }
      await records.add({ ...row, ...drawingsField(entry) });
    },
    async ({ source, name }, error) => {
      await records.add({ ...empty, source, name, error });
    },
  );
  await records.end();
  return exitStatus('rate', input, io, counts, unrated);
}

type LogicCommand = 'hint' | 'explain';

/** hint and explain: the same input and output, a step or every step of each puzzle. */
export async function runLogic(command: LogicCommand, argv: readonly string[], io: Io): Promise<number> {
  const { values, positionals } = readArgs(argv, { ...formatSpec, ...drawingsSpec });
  const format = formatOption(values.format);
  if (format === 'csv') {
    throw new UsageError(`--format for ${command} takes text or json: steps do not fit a table`);
  }
  const input = puzzleInput(positionals, io, drawingsOption(values));
  const paint = painter(useColour(io));
  let failed = 0;
  let first = true;
  const json = format === 'json';
  const out = async (text: string) => {
    await write(io.stdout, text);
  };
  if (json) await out('[');
  const counts = await eachPuzzle(
    command,
    input,
    io,
    async (entry, grid) => {
      const { source, name, candidates } = entry;
      const left = drawingsField(entry);
      const marks = candidates === undefined ? {} : { candidates };
      const answer = command === 'hint' ? hintOf(grid, marks) : explanationOf(grid, marks);
      if (!answer.ok) failed++;
      if (answer.refused) {
        // A puzzle logic cannot help with (no solution, several, conflicting givens): said on stderr.
        await write(io.stderr, `sudoku-lab ${command}: ${source}: ${answer.text}\n`);
        if (json)
          await out(`${first ? '\n' : ',\n'}${JSON.stringify({ source, name, ...left, ...answer.json })}`);
        first = false;
        return;
      }
      if (json) {
        await out(`${first ? '\n' : ',\n'}${JSON.stringify({ source, name, ...left, ...answer.json })}`);
      } else {
        // A puzzle from a file or stdin is named, as there may be many; the one typed is not.
        if (!source.startsWith(`${ARGUMENT}:`)) {
          const title = `# ${source}${name === null ? '' : ` ${name}`}`;
          await out(`${first ? '' : '\n'}${paint(title, 'dim')}\n`);
        }
        await out(answer.ok ? `${answer.text}\n` : paint(`${answer.text}\n`, 'bad'));
      }
      first = false;
    },
    async ({ source, name }, error) => {
      if (json) await out(`${first ? '\n' : ',\n'}${JSON.stringify({ source, name, error })}`);
      else await out(`${first ? '' : '\n'}${paint(`# ${source}: ${error}`, 'bad')}\n`);
      first = false;
    },
  );
  if (json) await out(first ? ']\n' : '\n]\n');
  return exitStatus(command, input, io, counts, failed);
}

interface Answer {
  readonly ok: boolean;
  /** The puzzle is not one to hint on: the text goes to stderr. */
  readonly refused?: boolean;
  readonly text: string;
  readonly json: Record<string, unknown>;
}

function stepJson(step: NonNullable<ReturnType<typeof nextStep>>) {
  return {
    technique: step.technique,
    techniqueName: step.record.name,
    rating: step.rating,
    roles: step.roles ?? step.cells.map((cell) => ({ cell, role: 'pattern' })),
    text: step.text,
    placements: step.placements,
    eliminations: step.eliminations,
    cells: step.cells,
    ...(step.cages === undefined ? {} : { cages: step.cages }),
  };
}

/** Pencil marks to start from: the player's own, where the input held them. */
type Marks = { readonly candidates?: Uint16Array };

/**
 * Why logic has no steps to give on a puzzle without exactly one solution: the one refusal hint and
 * explain both give, in the same words.
 */
function noOneSolution(solutions: 0 | 1 | 2): Answer | null {
  if (solutions === 1) return null;
  const error = `the puzzle has ${solutionsNote(solutions)}: no step leads to a solution`;
  return { ok: false, refused: true, text: error, json: { step: null, steps: [], solutions, error } };
}

function hintOf(grid: Grid, marks: Marks): Answer {
  try {
    if (!grid.cells.includes(0)) return { ok: true, text: 'The puzzle is solved.', json: { step: null } };
    const { solutions } = explain(grid, { maxSteps: 0 });
    const refused = noOneSolution(solutions);
    if (refused !== null) return refused;
    const step = nextStep(grid, marks);
    if (step !== null) return { ok: true, text: step.text, json: { step: stepJson(step) } };
    const ladder = grid.rules === undefined ? '' : ' (on a variant, logic does not guess)';
    return {
      ok: false,
      text: `No technique applies here: logic is stuck${ladder}.`,
      json: { step: null, stuck: true, solutions },
    };
  } catch (error) {
    const message = refusal(error);
    return { ok: false, refused: true, text: message, json: { error: message } };
  }
}

function explanationOf(grid: Grid, marks: Marks): Answer {
  try {
    const { steps, solved, board, solutions } = explain(grid, marks);
    const refused = noOneSolution(solutions);
    if (refused !== null) return refused;
    const width = String(steps.length).length;
    const lines = steps.map((step, k) => `${String(k + 1).padStart(width)}. ${step.text}`);
    if (solved) lines.push(`Solved by logic in ${steps.length} steps.`);
    else {
      lines.push(`Logic is stuck after ${steps.length} steps. The board there:`);
      lines.push(formatGrid(board, 'pretty'));
    }
    return {
      ok: solved,
      text: lines.join('\n'),
      json: { solved, solutions, board: formatGrid(board, 'line'), steps: steps.map(stepJson) },
    };
  } catch (error) {
    // A puzzle logic cannot take (conflicting givens, another shape): said on stderr, as hint does.
    const message = refusal(error);
    return { ok: false, refused: true, text: message, json: { error: message } };
  }
}
