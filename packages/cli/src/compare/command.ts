import { createWriteStream, openSync } from 'node:fs';
import type { Writable } from 'node:stream';
import { builtinInput, printable, strategyContenders } from '@sudoku-lab/harness';
import { fileInput, type ImportPeer, InputError } from '@sudoku-lab/harness/node';
import { exitCode, type Io, UsageError } from '../io.js';
import { defaultWorkers, type PeerHelp, parseCommandLine, usage } from './args.js';
import { type Contender, countingContenders, loadContenders, selectContenders } from './contenders.js';
import { inlineExecutor, poolExecutor } from './executor.js';
import { allReports, createReport, Output, type Report } from './report.js';
import type { RunTotals } from './run.js';
import { runAndReport } from './session.js';
import { textTable } from './text.js';

/** What differs between the commands that compare: their name, version, and where the npm peers come from. */
export interface CompareHost {
  /** The command as a person types it, in every message: `sudoku-lab compare`, `sudoku-compare`. */
  readonly name: string;
  readonly version: string;
  /** The directory the peers are installed for: every thread imports them as installed there. */
  readonly peerDirectory: string;
  /** How this thread imports a peer, when not from `peerDirectory` (a test's fake); runs on this thread then. */
  readonly importPeer?: ImportPeer | undefined;
  /** What the help says of the peers. */
  readonly peerHelp: PeerHelp;
}

/**
 * The comparison, as both commands run it: options, the run on worker threads (or this one), the
 * report on stdout and the export files. Resolves to the exit status: 0 when every answer checks out,
 * 1 for a wrong answer or a disagreement, 2 for a usage error, an input that cannot be read, a
 * malformed line (each named on stderr, as `name: ...`) or no puzzle at all, 130 when Ctrl-C stopped it.
 */
export async function compare(argv: readonly string[], io: Io, host: CompareHost): Promise<number> {
  const fail = (message: string) => {
    io.stderr.write(`${host.name}: ${printable(message)}\n`);
    return exitCode.usage;
  };
  const exported: { stream: Writable; done: Promise<void> }[] = [];
  try {
    const options = parseCommandLine(argv);
    const ids = (list: readonly Contender[]) => list.map((c) => c.solver.id);
    if (options.help) {
      io.stdout.write(usage(host.name, ids(strategyContenders), host.peerHelp));
      return exitCode.done;
    }
    if (options.version) {
      io.stdout.write(`${host.version}\n`);
      return exitCode.done;
    }
    const loaded = await loadContenders(options.modules, host.peerDirectory, host.importPeer);
    if (options.list) {
      io.stdout.write(`${listing(loaded.all)}\n`);
      return exitCode.done;
    }
    const counting = countingContenders(
      selectContenders(loaded, options.strategies),
      options.strategies,
      options.maxSolutions,
    );
    const { contenders } = counting;
    // Only a run of everything misses a peer: one that names its strategies asked for none absent.
    if (options.strategies === undefined && counting.note === null) {
      for (const { note } of loaded.missing) io.stderr.write(`${host.name}: note: ${note}\n`);
    }
    if (counting.note !== null) io.stderr.write(`${host.name}: note: ${counting.note}\n`);
    if (options.baseline !== undefined && !contenders.some((c) => c.solver.id === options.baseline)) {
      throw new UsageError(
        `--baseline must be one of the strategies run (${ids(contenders).join(', ')}), not '${options.baseline}'`,
      );
    }
    const input =
      options.files.length === 0
        ? builtinInput()
        : fileInput(options.files, io.stdin, { ignoreDrawings: options.ignoreDrawings });

    // A peer imported by a function of this thread's cannot be imported in another.
    const workers = host.importPeer === undefined ? (options.workers ?? defaultWorkers(contenders)) : 0;
    const info = { ...options, workers, input: input.description, contenders, startedAt: new Date() };
    const out = new Output(io.stdout as Writable);
    const reports: Report[] = [createReport(options.format, info, out, colourWanted(io.stdout, io.env))];
    for (const { format, file } of options.exports) {
      const stream = createWriteStream('', { fd: openForExport(file) });
      exported.push({ stream, done: new Promise((resolve) => stream.on('close', () => resolve())) });
      reports.push(createReport(format, info, new Output(stream), false));
    }
    const alarm = colourWanted(io.stderr, io.env)
      ? (text: string) => `\u001b[1;31m${text}\u001b[0m`
      : (text: string) => text;
    // Ctrl-C stops the run and prints the table of what finished (exit 130); a second one ends at once.
    const interrupt = new AbortController();
    const onInterrupt = () => {
      if (interrupt.signal.aborted) process.exit(INTERRUPTED);
      io.stderr.write(
        `\n${host.name}: interrupted: the table below counts the puzzles every strategy finished (Ctrl-C again to end at once)\n`,
      );
      interrupt.abort();
    };
    process.on('SIGINT', onInterrupt);
    const executor = workers === 0 ? inlineExecutor(contenders, interrupt.signal) : poolExecutor(workers);
    let totals: RunTotals;
    try {
      totals = await runAndReport({
        signal: interrupt.signal,
        ...options,
        name: host.name,
        peerDirectory: host.peerDirectory,
        input,
        info,
        executor,
        report: allReports(reports),
        stderr: io.stderr,
        alarm,
        now: io.now,
      });
    } finally {
      process.off('SIGINT', onInterrupt);
      await executor.close();
    }
    await out.drained();
    if (totals.interrupted) return INTERRUPTED;
    if (totals.puzzles === 0 && totals.malformed > 0) {
      return fail(
        `no puzzle to run: every one of the ${totals.malformed} puzzle lines was malformed (each named above)`,
      );
    }
    if (totals.puzzles === 0) {
      return fail(`no puzzle in ${input.description}: it is empty or holds comments only`);
    }
    if (totals.wrong > 0 || totals.disagreements > 0) return exitCode.failed;
    return totals.malformed > 0 ? exitCode.usage : exitCode.done;
  } catch (error) {
    if (error instanceof UsageError) return fail(`${error.message} (${host.name} --help)`);
    if (error instanceof InputError) return fail(error.message);
    throw error;
  } finally {
    for (const { stream, done } of exported) {
      stream.end();
      await done;
    }
  }
}

/** The exit status of a run stopped by Ctrl-C (SIGINT), as shells give it: 128 + 2. */
const INTERRUPTED = 130;

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

/**
 * --list: every contender, its kind, the shapes it solves, the rules beyond the classic ones it
 * declares ('-' for none: a peer, or a strategy of classic puzzles only), and what it is.
 */
function listing(all: readonly Contender[]): string {
  return textTable(
    [
      { title: 'id', align: 'left', cell: (c: Contender) => printable(c.solver.id) },
      { title: 'kind', align: 'left', cell: (c) => c.kind },
      { title: 'shapes', align: 'left', cell: (c) => c.solver.shapes.map((shape) => shape.name).join(' ') },
      { title: 'rules', align: 'left', cell: (c) => (c.solver.rules ?? []).join(' ') || '-' },
      { title: 'name', align: 'left', cell: (c) => printable(c.solver.name) },
      { title: 'note', align: 'left', cell: (c) => c.note ?? '' },
    ],
    all,
  );
}
