import {
  builtinInput,
  type Contender,
  crossCheck,
  defaultSettings,
  noiseWarning,
  relativeRates,
  Summary,
  type SummaryRow,
  settingLimits,
  statuses,
  strategyContenders,
  timeSolves,
} from '@sudoku-lab/harness';
import { fileInput, loadPeers, type MissingPeer, type PeerPackage } from '@sudoku-lab/harness/node';
import { formatOption, formatSpec, readArgs, wholeNumber } from './args.js';
import { eachPuzzle } from './each.js';
import { exitCode, type Io, UsageError, write } from './io.js';
import { RecordWriter, type Row } from './records.js';

const ids = strategyContenders.map(({ solver }) => solver.id);

export const compareUsage = `Usage: sudoku-lab compare [FILE...|-] [options]

Runs our strategies, and the npm solvers you have installed, on the same puzzles, one after another in this process, checks every answer
(against the puzzle, the rules and the other strategies' answers) and reports per strategy: the
statuses, puzzles per second, median, p95 and max time a puzzle, guesses a puzzle and the share
solved without a guess. With no FILE it runs the built-in set. '-' reads stdin.

Options:
  -s, --strategies IDS     comma-separated, from ${ids.join(', ')}, or an installed
                           peer: algorithm.ts, sudoku-npm (default: all of these that load)
  -m, --max-solutions N    1 stops at the first solution (default); 2 proves uniqueness
  -t, --timeout MS         a solve past MS milliseconds is stopped, counted aborted (default ${defaultSettings.timeoutMs})
  -r, --repeat N           timed solves a puzzle, the median counted (default ${defaultSettings.repeat})
  -f, --format FORMAT      text (default), json or csv: a row a strategy
  -h, --help               this text

Exit status: 0 every answer checked out; 1 a wrong answer or a disagreement on unique versus
multiple; 2 bad usage, an input that cannot be read, or a malformed line (the rest still runs).

Peers: npm solvers run beside ours where you have installed them (this command depends on none):
  npm i @algorithm.ts/sudoku     dancing links, MIT (id algorithm.ts)
  npm i sudoku                   David Bau's solver, GPL-3.0 (id sudoku-npm)
They are imported from the working directory. A peer stops at the first solution (it cannot tell
unique from multiple) and ignores --timeout. Without -s, a peer not installed gets a note on
stderr and the run goes on.
Worker threads, --detail and the export files are in the repository's own sudoku-compare.
`;

const columns: readonly (keyof SummaryRow)[] = [
  'strategy',
  'puzzles',
  ...statuses,
  'disagreements',
  'puzzlesPerSecond',
  'medianMs',
  'p95Ms',
  'maxMs',
  'guessesPerPuzzle',
  'solvedWithoutGuess',
];

export async function runCompare(argv: readonly string[], io: Io): Promise<number> {
  const { values, positionals } = readArgs(argv, {
    strategies: { type: 'string', short: 's' },
    'max-solutions': { type: 'string', short: 'm' },
    timeout: { type: 'string', short: 't' },
    repeat: { type: 'string', short: 'r' },
    ...formatSpec,
  });
  const peers = await loadPeers(io.importPeer);
  const contenders = chosen(values.strategies, peers.contenders, peers.missing);
  // Only a run of everything misses a peer: one that names its strategies asked for none absent.
  if (values.strategies === undefined) {
    for (const { note } of peers.missing) io.stderr.write(`sudoku-lab compare: note: ${note}\n`);
  }
  const limit = (flag: string, text: string | undefined, key: keyof typeof settingLimits) =>
    text === undefined
      ? defaultSettings[key]
      : wholeNumber(flag, text, settingLimits[key].least, settingLimits[key].most);
  const settings = {
    ...defaultSettings,
    maxSolutions: limit('--max-solutions', values['max-solutions'], 'maxSolutions'),
    timeoutMs: limit('--timeout', values.timeout, 'timeoutMs'),
    repeat: limit('--repeat', values.repeat, 'repeat'),
  };
  const format = formatOption(values.format);
  const input = positionals.length === 0 ? builtinInput() : fileInput(positionals, io.stdin);
  const summary = new Summary(contenders);
  let wrong = 0;
  const counts = await eachPuzzle(
    'compare',
    input,
    io,
    async (entry, grid) => {
      const answers = contenders.map((contender) => timeSolves(contender, grid, settings));
      const checked = crossCheck(grid, answers, contenders, settings.maxSolutions);
      summary.add(checked);
      checked.outcomes.forEach((outcome, k) => {
        if (outcome.status !== 'wrong') return;
        wrong++;
        io.stderr.write(
          `sudoku-lab compare: ${entry.source}: ${contenders[k]!.solver.id}: ${outcome.message}\n`,
        );
      });
      if (checked.disagreement !== undefined) {
        wrong++;
        io.stderr.write(`sudoku-lab compare: ${entry.source}: ${checked.disagreement}\n`);
      }
    },
    async () => {},
  );
  const rows = summary.rows();
  const records = new RecordWriter(io, format, columns, () => '');
  if (format === 'text') await write(io.stdout, table(rows, input.description, counts.puzzles));
  else {
    for (const row of rows) await records.add(rowOf(row));
    await records.end();
  }
  if (counts.malformed > 0) return exitCode.usage;
  return wrong > 0 ? exitCode.failed : exitCode.done;
}

function chosen(
  list: string | undefined,
  peers: readonly Contender[],
  missing: readonly MissingPeer[],
): Contender[] {
  const all = [...strategyContenders, ...peers];
  if (list === undefined) return all;
  const wanted = list.split(',').map((id) => id.trim());
  return wanted.map((id) => {
    const contender = all.find(({ solver }) => solver.id === id);
    if (contender !== undefined) return contender;
    const absent = missing.find(({ packageName }) => peerIds[packageName] === id);
    if (absent !== undefined) throw new UsageError(`--strategies ${id}: ${absent.note}`);
    const known = all.map(({ solver }) => solver.id).join(', ');
    throw new UsageError(`no strategy '${id}' for --strategies: choose from ${known}`);
  });
}

/** The solver id of each peer package, to name the install line when a missing one is asked for. */
const peerIds: Record<PeerPackage, string> = { '@algorithm.ts/sudoku': 'algorithm.ts', sudoku: 'sudoku-npm' };

function rowOf(row: SummaryRow): Row {
  return Object.fromEntries(columns.map((column) => [column, row[column] ?? null]));
}

const fixed = (value: number | null, digits: number) =>
  value === null
    ? '-'
    : value.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });

/** The summary as a table a person reads, with the relative rates and the noise warning under it. */
function table(rows: readonly SummaryRow[], description: string, puzzles: number): string {
  const header = [
    'strategy',
    ...statuses,
    'puzzles/s',
    'median ms',
    'p95 ms',
    'max ms',
    'guesses',
    'no guess',
  ];
  const body = rows.map((row) => [
    row.strategy,
    ...statuses.map((status) => String(row[status])),
    fixed(row.puzzlesPerSecond, 0),
    fixed(row.medianMs, 3),
    fixed(row.p95Ms, 3),
    fixed(row.maxMs, 3),
    fixed(row.guessesPerPuzzle, 1),
    row.solvedWithoutGuess === null ? '-' : `${Math.round(row.solvedWithoutGuess * 100)}%`,
  ]);
  const widths = header.map((cell, k) => Math.max(cell.length, ...body.map((line) => line[k]!.length)));
  const line = (cells: readonly string[]) =>
    cells.map((cell, k) => (k === 0 ? cell.padEnd(widths[k]!) : cell.padStart(widths[k]!))).join('  ');
  const lines = [`${puzzles} puzzles from ${description}`, '', line(header), ...body.map(line)];
  const relative = relativeRates(rows);
  if (relative !== null) {
    const others = relative.others.map(({ strategy, ratio }) => `${strategy} ${ratio.toFixed(2)}x`);
    lines.push('', `Relative to ${relative.baseline}, the fastest: ${others.join(', ')}`);
  }
  const warning = noiseWarning(rows);
  if (warning !== null) lines.push('', warning);
  return `${lines.join('\n')}\n`;
}
