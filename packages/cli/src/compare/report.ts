import { closeSync, createReadStream, mkdtempSync, openSync, rmSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { formatGrid } from '@sudoku-lab/core';
import {
  type Contender,
  csvRecord,
  noiseWarning,
  type Outcome,
  type PuzzleEntry,
  printable,
  type RunSettings,
  type Status,
  type SummaryRow,
  statuses,
  verdictLines,
} from '@sudoku-lab/harness';
import { drawingsField } from '../each.js';
import type { FormatName, Repeat } from './args.js';
import type { CheckedPuzzle, RunSink, RunTotals } from './run.js';
import {
  type Column,
  clip,
  formatMean,
  formatMs,
  formatRate,
  formatShare,
  markdownHeader,
  markdownRow,
  markdownTable,
  pad,
  textTable,
  toJson,
} from './text.js';

export { type FormatName, formatNames } from './args.js';

/** What a report says about the run itself. */
export interface RunInfo extends Omit<RunSettings, 'repeat'> {
  /** Timed solves a puzzle as asked for (the run says what 'auto' came to). */
  readonly repeat: Repeat;
  readonly input: string;
  readonly contenders: readonly Contender[];
  /** Worker threads; 0 for the main thread. */
  readonly workers: number;
  readonly detail: boolean;
  readonly startedAt: Date;
  /** Explain under the summary how to read it (true unless false: the benchmark page says it once). */
  readonly notes?: boolean;
  /** The strategy the relative line compares with; the fastest when undefined. */
  readonly baseline?: string | undefined;
}

/** An output format: told of every puzzle as the run goes, then of the totals. */
export interface Report extends RunSink {
  ready(): Promise<void>;
  /** The run is over: the summary, the verdict and the footer, `elapsedMs` its wall time. */
  end(totals: RunTotals, elapsedMs: number): Promise<void>;
}

/** Several reports told the same run: the one on stdout and the --export-* files. */
export function allReports(reports: readonly Report[]): Report {
  if (reports.length === 1) return reports[0]!;
  return {
    puzzle: (entry) => {
      for (const report of reports) report.puzzle(entry);
    },
    checked: (puzzle) => {
      for (const report of reports) report.checked(puzzle);
    },
    ready: async () => {
      for (const report of reports) await report.ready();
    },
    end: async (totals, elapsedMs) => {
      for (const report of reports) await report.end(totals, elapsedMs);
    },
  };
}

/** A stream written in pieces, whose writer can wait for it to drain (so output never piles up in memory). */
export class Output {
  private backlog = false;

  constructor(readonly stream: Writable) {}

  /** Writes text, noting when the stream asks to wait. */
  write(text: string): void {
    if (!this.stream.write(text)) this.backlog = true;
  }

  /** Resolves once what was written has drained (at once when nothing waits). */
  async drained(): Promise<void> {
    if (!this.backlog) return;
    this.backlog = false;
    if (this.stream.writableNeedDrain) await new Promise((resolve) => this.stream.once('drain', resolve));
  }
}

/** A stream that keeps what is written to it, for a report wanted as a string. */
export function collector(): {
  stream: Writable;
  /** What was written so far. */
  text(): string;
} {
  const chunks: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      chunks.push(String(chunk));
      done();
    },
  });
  return { stream, text: () => chunks.join('') };
}

/** The report in `format` of a run, written to `out` (in colour where `colour`, for the table). */
export function createReport(format: FormatName, info: RunInfo, out: Output, colour: boolean): Report {
  switch (format) {
    case 'table':
      return new TableReport(info, out, colour ? ansi : plain);
    case 'markdown':
      return new MarkdownReport(info, out);
    case 'csv':
      return new CsvReport(info, out);
    case 'json':
      return new JsonReport(info, out);
  }
}

/** What every format shares: the output it writes to, and waiting for that to drain. */
abstract class StreamedReport implements Report {
  constructor(
    protected readonly info: RunInfo,
    protected readonly out: Output,
  ) {}

  ready(): Promise<void> {
    return this.out.drained();
  }

  puzzle(_entry: PuzzleEntry): void {}

  abstract checked(puzzle: CheckedPuzzle): void;
  abstract end(totals: RunTotals, elapsedMs: number): Promise<void>;
}

/** A row of --detail: one strategy's outcome on one puzzle. */
interface DetailRow {
  readonly puzzle: CheckedPuzzle;
  readonly strategy: string;
  readonly outcome: Outcome;
}

function detailRows(info: RunInfo, puzzle: CheckedPuzzle): DetailRow[] {
  return puzzle.outcomes.map((outcome, k) => ({ puzzle, strategy: info.contenders[k]!.solver.id, outcome }));
}

function puzzleLabel(entry: PuzzleEntry): string {
  return printable(entry.name === null ? entry.source : `${entry.name} (${entry.source})`);
}

const counter = (name: 'placements' | 'guesses' | 'backtracks') => (row: DetailRow) =>
  row.outcome.stats === null ? '-' : row.outcome.stats[name].toLocaleString('en-US');

/** The counters of its own a strategy adds to stats (sweep's sweeps, dlx's nodes): "sweeps 12, deadEnds 3". */
function ownCounters(outcome: Outcome, separator = ', ', joiner = ' ', none = '-'): string {
  if (outcome.stats === null) return none;
  const { placements, guesses, backtracks, ...own } = outcome.stats as unknown as Record<string, unknown>;
  const entries = Object.entries(own).map(
    ([key, value]) =>
      `${printable(key)}${joiner}${typeof value === 'number' ? value.toLocaleString('en-US') : printable(String(value))}`,
  );
  return entries.length === 0 ? none : entries.join(separator);
}

function resultText(outcome: Outcome): string {
  return outcome.message === undefined || outcome.status === 'solved' || outcome.status === 'multiple'
    ? outcome.status
    : `${outcome.status}: ${outcome.message}`;
}

function detailColumns(paint: Paint): Column<DetailRow>[] {
  return [
    { title: 'puzzle', align: 'left', cell: (row) => puzzleLabel(row.puzzle.entry) },
    { title: 'strategy', align: 'left', cell: (row) => printable(row.strategy) },
    { title: 'empty', align: 'right', cell: (row) => String(row.puzzle.emptyCells) },
    { title: 'placements', align: 'right', cell: counter('placements') },
    { title: 'guesses', align: 'right', cell: counter('guesses') },
    { title: 'backtracks', align: 'right', cell: counter('backtracks') },
    { title: 'own counters', align: 'left', cell: (row) => ownCounters(row.outcome) },
    { title: 'ms', align: 'right', cell: (row) => formatMs(row.outcome.timeMs) },
    { title: 'result', align: 'left', cell: (row) => paint[row.outcome.status](resultText(row.outcome)) },
  ];
}

function summaryColumns(info: RunInfo, paint: Paint): Column<SummaryRow>[] {
  const count = (status: Status) => (row: SummaryRow) => {
    const value = row[status];
    return value === 0 ? '0' : paint[status](String(value));
  };
  const columns: Column<SummaryRow>[] = [
    {
      title: 'strategy',
      align: 'left',
      cell: (row) => printable(row.kind === 'peer' ? `${row.strategy} (peer)` : row.strategy),
    },
    ...statuses.map((status) => ({ title: status, align: 'right' as const, cell: count(status) })),
  ];
  if (info.maxSolutions >= 2) {
    columns.push({
      title: 'disagree',
      align: 'right',
      cell: (row) => (row.disagreements === 0 ? '0' : paint.wrong(String(row.disagreements))),
    });
  }
  columns.push(
    { title: 'puzzles/s', align: 'right', cell: (row) => formatRate(row.puzzlesPerSecond) },
    {
      title: 'mean ± sd ms',
      align: 'right',
      cell: (row) => (row.meanMs === null ? '-' : `${formatMs(row.meanMs)} ± ${formatMs(row.sdMs)}`),
    },
    { title: 'min ms', align: 'right', cell: (row) => formatMs(row.minMs) },
    { title: 'median ms', align: 'right', cell: (row) => formatMs(row.medianMs) },
    { title: 'p95 ms', align: 'right', cell: (row) => formatMs(row.p95Ms) },
    { title: 'max ms', align: 'right', cell: (row) => formatMs(row.maxMs) },
    { title: 'guesses/puzzle', align: 'right', cell: (row) => formatMean(row.guessesPerPuzzle) },
    { title: 'no guess', align: 'right', cell: (row) => formatShare(row.solvedWithoutGuess) },
  );
  return columns;
}

/** The lines under the summary: what was run, and how to read it. */
function footer(info: RunInfo, totals: RunTotals, elapsedMs: number): string[] {
  const threads =
    info.workers === 0 ? 'the main thread' : `${info.workers} worker thread${info.workers === 1 ? '' : 's'}`;
  const lines = [
    `${totals.puzzles} puzzle${totals.puzzles === 1 ? '' : 's'} from ${info.input}, on ${threads}, in ${(elapsedMs / 1000).toFixed(1)} s; ` +
      `timeout ${info.timeoutMs} ms a solve, max-solutions ${info.maxSolutions}, repeat ${totals.repeat}${info.repeat === 'auto' ? ' (auto)' : ''}.`,
  ];
  if (totals.interrupted) {
    lines.push(
      'INTERRUPTED (Ctrl-C): the figures count the puzzles every strategy finished before it; the rest of the input was not run.',
    );
  }
  if (totals.malformed > 0) {
    lines.push(
      `${totals.malformed} malformed line${totals.malformed === 1 ? '' : 's'} skipped (each named on stderr).`,
    );
  }
  lines.push(...verdictLines(totals.relative, info.baseline !== undefined));
  const noise = noiseWarning(totals.summary);
  if (noise !== null) lines.push(noise);
  return info.notes === false ? lines : [...lines, ...readingNotes(info.contenders)];
}

/** How to read the summary: what the peers are, what puzzles/s and the shares mean. */
export function readingNotes(contenders: readonly Contender[]): string[] {
  const peers = contenders.filter((contender) => contender.kind === 'peer');
  const notes: string[] = [];
  if (peers.length > 0) {
    notes.push(
      `Peers (${peers.map((peer) => peer.solver.id).join(', ')}) are npm packages wrapped as solvers: they stop at the first ` +
        'solution and count no guesses.',
    );
  }
  notes.push(
    'puzzles/s is one thread’s rate (puzzles over the sum of their times, a puzzle’s time the median of its timed solves); the times are a puzzle’s, mean ± standard deviation, min, median, p95 and max (median and p95 within 1%); ' +
      'the times leave out puzzles refused as invalid; "no guess" is the share of solved puzzles solved without a guess.',
  );
  return notes;
}

type Paint = Record<Status | 'strong' | 'dim', (text: string) => string>;

const sgr = (code: string) => (text: string) => `\u001b[${code}m${text}\u001b[0m`;
const ansi: Paint = {
  solved: sgr('32'),
  multiple: sgr('36'),
  unsolvable: sgr('35'),
  invalid: sgr('33'),
  aborted: sgr('33'),
  wrong: sgr('1;31'),
  strong: sgr('1'),
  dim: sgr('2'),
};
const same = (text: string) => text;
const plain: Paint = {
  solved: same,
  multiple: same,
  unsolvable: same,
  invalid: same,
  aborted: same,
  wrong: same,
  strong: same,
  dim: same,
};

/** Aligned columns for a terminal. --detail rows stream out as puzzles finish, so their widths are fixed. */
class TableReport extends StreamedReport {
  private headed = false;
  private readonly columns: Column<DetailRow>[];
  private static readonly widths = [36, 12, 5, 11, 11, 11, 28, 8, 0];

  constructor(
    info: RunInfo,
    out: Output,
    private readonly paint: Paint,
  ) {
    super(info, out);
    this.columns = detailColumns(paint);
  }

  checked(puzzle: CheckedPuzzle): void {
    if (!this.info.detail) return;
    const line = (cells: readonly string[]) =>
      cells
        .map((cell, c) => {
          const width = TableReport.widths[c]!;
          const fitted = width > 0 ? clip(cell, width) : cell;
          return pad(fitted, width, this.columns[c]!.align);
        })
        .join('  ')
        .trimEnd();
    if (!this.headed) {
      this.headed = true;
      this.out.write(`${this.paint.strong(line(this.columns.map((column) => column.title)))}\n`);
    }
    for (const row of detailRows(this.info, puzzle)) {
      this.out.write(`${line(this.columns.map((column) => column.cell(row)))}\n`);
    }
  }

  async end(totals: RunTotals, elapsedMs: number): Promise<void> {
    if (this.headed) this.out.write('\n');
    this.out.write(
      `${textTable(summaryColumns(this.info, this.paint), totals.summary, this.paint.strong)}\n\n`,
    );
    for (const line of footer(this.info, totals, elapsedMs)) this.out.write(`${this.paint.dim(line)}\n`);
    const alarms = alarmLines(totals);
    for (const line of alarms) this.out.write(`${this.paint.wrong(line)}\n`);
  }
}

function alarmLines(totals: RunTotals): string[] {
  const lines: string[] = [];
  if (totals.wrong > 0)
    lines.push(`${totals.wrong} WRONG answer${totals.wrong === 1 ? '' : 's'} (each named on stderr).`);
  if (totals.disagreements > 0) {
    lines.push(
      `The strategies DISAGREE on unique versus multiple on ${totals.disagreements} puzzle(s) (named on stderr).`,
    );
  }
  return lines;
}

class MarkdownReport extends StreamedReport {
  private headed = false;
  private readonly columns = detailColumns(plain);

  checked(puzzle: CheckedPuzzle): void {
    if (!this.info.detail) return;
    if (!this.headed) {
      this.headed = true;
      this.out.write(`${markdownHeader(this.columns)}\n`);
    }
    for (const row of detailRows(this.info, puzzle)) this.out.write(`${markdownRow(this.columns, row)}\n`);
  }

  async end(totals: RunTotals, elapsedMs: number): Promise<void> {
    if (this.headed) this.out.write('\n');
    this.out.write(`${markdownTable(summaryColumns(this.info, plain), totals.summary)}\n\n`);
    this.out.write(`${[...footer(this.info, totals, elapsedMs), ...alarmLines(totals)].join('\n')}\n`);
  }
}

const detailFields = [
  'puzzle',
  'source',
  'name',
  'strategy',
  'emptyCells',
  'placements',
  'guesses',
  'backtracks',
  'timeMs',
  'status',
  'verified',
  'message',
  'counters',
] as const;

const summaryFields: readonly (keyof SummaryRow)[] = [
  'strategy',
  'name',
  'kind',
  'puzzles',
  ...statuses,
  'disagreements',
  'puzzlesPerSecond',
  'meanMs',
  'sdMs',
  'minMs',
  'medianMs',
  'p95Ms',
  'maxMs',
  'totalMs',
  'guessesPerPuzzle',
  'solvedWithoutGuess',
  'spread',
];

/** CSV: the summary, a row per strategy; with --detail, a row per puzzle and strategy instead. */
class CsvReport extends StreamedReport {
  constructor(info: RunInfo, out: Output) {
    super(info, out);
    out.write(`${csvRecord(info.detail ? detailFields : summaryFields)}\n`);
  }

  checked(puzzle: CheckedPuzzle): void {
    if (!this.info.detail) return;
    const { entry } = puzzle;
    for (const { strategy, outcome } of detailRows(this.info, puzzle)) {
      const { stats } = outcome;
      const record = [
        entry.index,
        entry.source,
        entry.name,
        strategy,
        puzzle.emptyCells,
        stats?.placements,
        stats?.guesses,
        stats?.backtracks,
        outcome.timeMs,
        outcome.status,
        outcome.verified,
        outcome.message,
        ownCounters(outcome, ';', '=', ''),
      ];
      this.out.write(`${csvRecord(record)}\n`);
    }
  }

  async end(totals: RunTotals): Promise<void> {
    if (this.info.detail) return;
    for (const row of totals.summary)
      this.out.write(`${csvRecord(summaryFields.map((field) => row[field]))}\n`);
  }
}

/**
 * The JSON document: { run, puzzles, results, summary, totals }, an item a line. Puzzles are written
 * as they are read; results go to a spool file meanwhile (they come last in the document, and a run of
 * a million puzzles must not hold them in memory), copied out at the end.
 */
class JsonReport extends StreamedReport {
  private first = true;
  private results = 0;
  private readonly spoolDir: string;
  private readonly spool: number;
  private buffered = '';

  constructor(info: RunInfo, out: Output) {
    super(info, out);
    this.spoolDir = mkdtempSync(join(tmpdir(), 'sudoku-compare-'));
    this.spool = openSync(join(this.spoolDir, 'results.jsonl'), 'w+');
    // Where the system allows it (not Windows), the open file outlives its name: remove the folder now,
    // so that a run that fails or is interrupted leaves nothing behind.
    removeQuietly(this.spoolDir);
    const run = {
      startedAt: info.startedAt.toISOString(),
      input: info.input,
      strategies: info.contenders.map((contender) => contender.solver.id),
      workers: info.workers,
      maxSolutions: info.maxSolutions,
      timeoutMs: info.timeoutMs,
      repeat: info.repeat,
      warmupMs: info.warmupMs,
      baseline: info.baseline ?? null,
      node: process.version,
    };
    out.write(`{"run":${toJson(run)},\n"puzzles":[`);
  }

  override puzzle(entry: PuzzleEntry): void {
    const { index, source, name, grid, error } = entry;
    const item =
      grid === undefined
        ? { index, source, name, error }
        : { index, source, name, input: formatGrid(grid, 'line'), ...drawingsField(entry) };
    this.out.write(`${this.first ? '\n' : ',\n'}${toJson(item)}`);
    this.first = false;
  }

  checked(puzzle: CheckedPuzzle): void {
    puzzle.outcomes.forEach((outcome, k) => {
      const result = {
        strategy: this.info.contenders[k]!.solver.id,
        puzzle: puzzle.entry.index,
        status: outcome.status,
        solution: outcome.solution,
        timeMs: outcome.timeMs,
        stats: outcome.stats,
        verified: outcome.verified,
        ...(outcome.message === undefined ? {} : { message: outcome.message }),
      };
      this.buffered += `${this.results++ === 0 ? '\n' : ',\n'}${toJson(result)}`;
    });
    if (this.buffered.length > 1 << 16) this.flushSpool();
  }

  async end(totals: RunTotals, elapsedMs: number): Promise<void> {
    this.flushSpool();
    this.out.write('\n],\n"results":[');
    try {
      await pipeline(createReadStream('', { fd: this.spool, start: 0, autoClose: false }), this.out.stream, {
        end: false,
      });
    } finally {
      closeSync(this.spool);
      removeQuietly(this.spoolDir);
    }
    const { summary, relative: verdict, ...counts } = totals;
    const rows = summary.map((row) => toJson(row)).join(',\n');
    const relative = toJson(verdict);
    this.out.write(
      `\n],\n"summary":[\n${rows}\n],\n"relative":${relative},\n"totals":${toJson({ ...counts, elapsedMs })}}\n`,
    );
  }

  private flushSpool(): void {
    if (this.buffered.length === 0) return;
    writeSync(this.spool, this.buffered);
    this.buffered = '';
  }
}

function removeQuietly(folder: string): void {
  try {
    rmSync(folder, { recursive: true, force: true });
  } catch {
    // An open file on Windows: removed after it is closed, at the end of the run.
  }
}
