import type { Readable, Writable } from 'node:stream';
import { builtinInput } from '@sudoku-lab/harness';
import { fileInput, InputError } from '@sudoku-lab/harness/node';
import packageJson from '../package.json' with { type: 'json' };
import { parseCommandLine, UsageError, usage } from './args.js';
import {
  type Contender,
  loadContenders,
  ModuleLoadError,
  selectContenders,
  UnknownStrategyError,
} from './contenders.js';
import { inlineExecutor, poolExecutor } from './executor.js';
import { createReport, Output } from './report.js';
import type { RunTotals } from './run.js';
import { runAndReport } from './session.js';
import { textTable } from './text.js';

/** The streams and environment of a run: the process's, or a test's. */
export interface Io {
  readonly stdin: Readable;
  readonly stdout: Writable & { isTTY?: boolean };
  readonly stderr: Writable & { isTTY?: boolean };
  readonly env: Readonly<Record<string, string | undefined>>;
}

/**
 * The sudoku-compare command. Returns the exit code: 0 when every answer checks out, 1 for a wrong
 * answer or a disagreement, 2 for a usage error or an unreadable file.
 */
export async function main(argv: readonly string[], io: Io): Promise<number> {
  const fail = (message: string) => {
    io.stderr.write(`sudoku-compare: ${message}\n`);
    return 2;
  };
  try {
    const options = parseCommandLine(argv);
    const all = await loadContenders(options.modules);
    const ids = (kind: Contender['kind']) => all.filter((c) => c.kind === kind).map((c) => c.solver.id);
    if (options.help) {
      io.stdout.write(usage(ids('strategy'), ids('peer')));
      return 0;
    }
    if (options.version) {
      io.stdout.write(`${packageJson.version}\n`);
      return 0;
    }
    if (options.list) {
      io.stdout.write(`${listing(all)}\n`);
      return 0;
    }
    const contenders = selectContenders(all, options.strategies);
    const input = options.files.length === 0 ? builtinInput() : fileInput(options.files, io.stdin);

    const out = new Output(io.stdout);
    const info = { ...options, input: input.description, contenders, startedAt: new Date() };
    const report = createReport(options.format, info, out, colourWanted(io.stdout, io.env));
    const alarm = colourWanted(io.stderr, io.env)
      ? (text: string) => `\u001b[1;31m${text}\u001b[0m`
      : (text: string) => text;
    const executor = options.workers === 0 ? inlineExecutor(contenders) : poolExecutor(options.workers);
    let totals: RunTotals;
    try {
      totals = await runAndReport({ ...options, input, info, executor, report, stderr: io.stderr, alarm });
    } finally {
      await executor.close();
    }
    await out.drained();
    return totals.wrong > 0 || totals.disagreements > 0 ? 1 : 0;
  } catch (error) {
    if (
      error instanceof UsageError ||
      error instanceof UnknownStrategyError ||
      error instanceof ModuleLoadError
    ) {
      return fail(`${error.message} (sudoku-compare --help lists the options)`);
    }
    if (error instanceof InputError) return fail(error.message);
    throw error;
  }
}

/** Colour on a terminal, unless NO_COLOR is set (https://no-color.org); FORCE_COLOR forces it. */
function colourWanted(stream: { isTTY?: boolean }, env: Io['env']): boolean {
  if (env.NO_COLOR !== undefined && env.NO_COLOR !== '') return false;
  if (env.FORCE_COLOR !== undefined && env.FORCE_COLOR !== '' && env.FORCE_COLOR !== '0') return true;
  return stream.isTTY === true;
}

/** --list: every contender, its kind, the shapes it solves and what it is. */
function listing(all: readonly Contender[]): string {
  return textTable(
    [
      { title: 'id', align: 'left', cell: (c: Contender) => c.solver.id },
      { title: 'kind', align: 'left', cell: (c) => c.kind },
      { title: 'shapes', align: 'left', cell: (c) => c.solver.shapes.map((shape) => shape.name).join(' ') },
      { title: 'name', align: 'left', cell: (c) => c.solver.name },
      { title: 'note', align: 'left', cell: (c) => c.note ?? '' },
    ],
    all,
  );
}
