import { createWriteStream, openSync } from 'node:fs';
import type { Readable, Writable } from 'node:stream';
import { builtinInput, printable, strategyContenders } from '@sudoku-lab/harness';
import { fileInput, InputError } from '@sudoku-lab/harness/node';
import packageJson from '../package.json' with { type: 'json' };
import { parseCommandLine, UsageError, usage } from './args.js';
import {
  type Contender,
  loadContenders,
  ModuleLoadError,
  peers,
  selectContenders,
  UnknownStrategyError,
} from './contenders.js';
import { inlineExecutor, poolExecutor } from './executor.js';
import { allReports, createReport, Output, type Report } from './report.js';
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
 * answer or a disagreement, 2 for a usage error, an input that cannot be read, or no puzzle at all.
 */
export async function main(argv: readonly string[], io: Io): Promise<number> {
  const fail = (message: string) => {
    io.stderr.write(`sudoku-compare: ${printable(message)}\n`);
    return 2;
  };
  const exported: { stream: Writable; done: Promise<void> }[] = [];
  try {
    const options = parseCommandLine(argv);
    const ids = (list: readonly Contender[]) => list.map((c) => c.solver.id);
    if (options.help) {
      io.stdout.write(usage(ids(strategyContenders), ids(await peers)));
      return 0;
    }
    if (options.version) {
      io.stdout.write(`${packageJson.version}\n`);
      return 0;
    }
    const all = await loadContenders(options.modules);
    if (options.list) {
      io.stdout.write(`${listing(all)}\n`);
      return 0;
    }
    const contenders = selectContenders(all, options.strategies);
    if (options.baseline !== undefined && !contenders.some((c) => c.solver.id === options.baseline)) {
      throw new UsageError(
        `--baseline must be one of the strategies run (${ids(contenders).join(', ')}), not '${options.baseline}'`,
      );
    }
    const input = options.files.length === 0 ? builtinInput() : fileInput(options.files, io.stdin);

    const info = { ...options, input: input.description, contenders, startedAt: new Date() };
    const out = new Output(io.stdout);
    const reports: Report[] = [createReport(options.format, info, out, colourWanted(io.stdout, io.env))];
    for (const { format, file } of options.exports) {
      const stream = createWriteStream('', { fd: openForExport(file) });
      exported.push({ stream, done: new Promise((resolve) => stream.on('close', () => resolve())) });
      reports.push(createReport(format, info, new Output(stream), false));
    }
    const alarm = colourWanted(io.stderr, io.env)
      ? (text: string) => `\u001b[1;31m${text}\u001b[0m`
      : (text: string) => text;
    const executor = options.workers === 0 ? inlineExecutor(contenders) : poolExecutor(options.workers);
    let totals: RunTotals;
    try {
      totals = await runAndReport({
        ...options,
        input,
        info,
        executor,
        report: allReports(reports),
        stderr: io.stderr,
        alarm,
      });
    } finally {
      await executor.close();
    }
    await out.drained();
    if (totals.puzzles === 0 && totals.malformed > 0) {
      return fail(
        `no puzzle to run: every one of the ${totals.malformed} puzzle lines was malformed (each named above)`,
      );
    }
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
  } finally {
    for (const { stream, done } of exported) {
      stream.end();
      await done;
    }
  }
}

/** Opens an --export-* file for writing before the run starts: a file that cannot be written is a usage error. */
function openForExport(file: string): number {
  try {
    return openSync(file, 'w');
  } catch (error) {
    throw new InputError(`cannot write ${file}: ${(error as Error).message}`);
  }
}

/** Colour on a terminal, unless NO_COLOR is set (https://no-color.org) or FORCE_COLOR is 0 or false; FORCE_COLOR forces it. */
export function colourWanted(stream: { isTTY?: boolean }, env: Io['env']): boolean {
  if (env.NO_COLOR !== undefined && env.NO_COLOR !== '') return false;
  const force = env.FORCE_COLOR;
  if (force === '0' || force === 'false') return false;
  if (force !== undefined) return true;
  return stream.isTTY === true;
}

/** --list: every contender, its kind, the shapes and rules it solves and what it is. */
function listing(all: readonly Contender[]): string {
  return textTable(
    [
      { title: 'id', align: 'left', cell: (c: Contender) => printable(c.solver.id) },
      { title: 'kind', align: 'left', cell: (c) => c.kind },
      { title: 'shapes', align: 'left', cell: (c) => c.solver.shapes.map((shape) => shape.name).join(' ') },
      { title: 'rules', align: 'left', cell: (c) => (c.solver.rules ?? []).join(' ') || 'classic' },
      { title: 'name', align: 'left', cell: (c) => printable(c.solver.name) },
      { title: 'note', align: 'left', cell: (c) => c.note ?? '' },
    ],
    all,
  );
}
