/** The exit status of a command that failed in a way it did not foresee (a bug): not 1, which means a wrong answer. */
export const INTERNAL_ERROR_EXIT = 3;

/** A writable stream as a bin sees it: only its errors and a write. */
interface BinStream {
  /** Listens for the stream's errors (EPIPE when its reader has gone). */
  on(event: 'error', listener: (error: NodeJS.ErrnoException) => void): unknown;
  /** Writes text to the stream. */
  write(text: string): unknown;
}

/** What `runBin` uses of the process: `process` itself, or a fake in tests. */
export interface BinProcess {
  /** The command line: node, the script, then the command's arguments. */
  readonly argv: readonly string[];
  /** Where the command's output goes. */
  readonly stdout: BinStream;
  /** Where its diagnostics and progress go. */
  readonly stderr: BinStream;
  /** The status the process ends with, set when `main` settles. */
  exitCode?: number | string | null | undefined;
  /** Ends the process at once with `code` (when stdout has closed early). */
  exit(code?: number | string | null): void;
}

/**
 * Runs a command's `main(args, io)` as a bin: on the process's arguments (after node and the script),
 * with the process as its streams and environment, and with the project's rules for the process:
 * - a reader that closes stdout early (`| head`, a pager) ends the process at once, quietly, with
 *   the status so far: what stdout is for is gone;
 * - a closed stderr (`2>&-`, a log reader that went away) costs only the stderr lines: the output on
 *   stdout and the exit status are what the run is for, so it goes on;
 * - the status `main` resolves to is the exit status; a rejection is an internal error, its stack on
 *   stderr as `name: internal error: ...`, exit status 3 (INTERNAL_ERROR_EXIT).
 * Any other stream error is thrown, as Node would.
 */
export function runBin<Host extends BinProcess>(
  name: string,
  host: Host,
  main: (args: string[], io: Host) => Promise<number>,
): Promise<void> {
  host.stdout.on('error', (error) => {
    if (error.code !== 'EPIPE') throw error;
    host.exit(host.exitCode ?? 0);
  });
  host.stderr.on('error', (error) => {
    if (error.code !== 'EPIPE') throw error;
  });
  return main(host.argv.slice(2), host).then(
    (code) => {
      host.exitCode = code;
    },
    (error: unknown) => {
      host.stderr.write(`${name}: internal error: ${error instanceof Error ? error.stack : String(error)}\n`);
      host.exitCode = INTERNAL_ERROR_EXIT;
    },
  );
}
