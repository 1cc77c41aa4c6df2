import type { PuzzleInput } from '@sudoku-lab/harness';
import { diagnostics, fanOut } from './diagnostics.js';
import type { Executor } from './executor.js';
import { Progress } from './progress.js';
import type { Report, RunInfo } from './report.js';
import { type RunTotals, runComparison } from './run.js';

/** A run as a command makes it: its input, report, executor and streams. */
export interface Session {
  /** The command, which starts each line on stderr: `sudoku-lab compare: stdin:3: ...`. */
  readonly name?: string;
  readonly input: PuzzleInput;
  readonly info: RunInfo;
  readonly modules: readonly string[];
  /** Where worker threads import the npm peers from. */
  readonly peerDirectory: string;
  readonly executor: Executor;
  readonly report: Report;
  /** Where diagnostics and the progress bar go. */
  readonly stderr: NodeJS.WritableStream & { isTTY?: boolean };
  /** The progress bar: 'auto' draws it when stderr is a TTY, 'always' anyway, 'never' not; once the run takes over a second. */
  readonly progress: 'auto' | 'always' | 'never';
  /** Aborted to stop the run (Ctrl-C): the report then covers the puzzles every strategy finished. */
  readonly signal?: AbortSignal | undefined;
  /** Marks a line a person must not miss (red on a terminal). */
  readonly alarm: (text: string) => string;
  /** The progress bar's clock in ms; performance.now() by default. */
  readonly now?: (() => number) | undefined;
}

/** One run, told to its report, the progress bar and the diagnostics on stderr; then the report's end. */
export async function runAndReport(session: Session): Promise<RunTotals> {
  const { input, info, report } = session;
  const drawn =
    session.progress === 'always' || (session.progress === 'auto' && session.stderr.isTTY === true);
  const progress = new Progress(session.stderr, drawn, () => input.fraction(), session.now);
  const start = performance.now();
  let totals: RunTotals;
  try {
    totals = await runComparison(
      input,
      {
        ...info,
        modules: session.modules,
        peerDirectory: session.peerDirectory,
        executor: session.executor,
        signal: session.signal,
      },
      fanOut(
        report,
        progress,
        diagnostics(
          info.contenders,
          (line) => progress.log(session.name === undefined ? line : `${session.name}: ${line}`),
          session.alarm,
        ),
      ),
    );
  } finally {
    progress.stop();
  }
  await report.end(totals, performance.now() - start);
  return totals;
}
