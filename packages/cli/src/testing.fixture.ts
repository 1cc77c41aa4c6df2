import { spawn } from 'node:child_process';
import { PassThrough, Readable } from 'node:stream';
import type { Io } from './io.js';
import { main } from './main.js';

/** Puzzles the tests share, each with what makes it the case it is. */
export const puzzles = {
  /** Wikipedia's example: singles only, unique. */
  easy: '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79',
  /** Norvig's hardest-listed: unique, needs guessing. */
  hard: '4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......',
  /** Two 5s in row 1. */
  clash: '55..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79',
  /** A 9x9 with one given: many solutions. */
  open: `1${'.'.repeat(80)}`,
  /** No conflicting givens, but no solution: row 1 needs its 9 in column 9, which has one. */
  hopeless: `12345678.${'.'.repeat(8)}9${'.'.repeat(63)}`,
} as const;

export interface Ran {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

function sink(isTTY: boolean): PassThrough & { isTTY: boolean; text: () => string } {
  const stream = new PassThrough() as PassThrough & { isTTY: boolean; text: () => string };
  let text = '';
  stream.on('data', (chunk: Buffer) => {
    text += chunk.toString('utf8');
  });
  stream.isTTY = isTTY;
  stream.text = () => text;
  return stream;
}

/** A fake process for main(): stdin given as text (or a terminal when null), output collected. */
export function fakeIo(
  stdin: string | null = null,
  { env = {}, tty = false }: { env?: Record<string, string>; tty?: boolean } = {},
) {
  const input = Readable.from(stdin === null ? [] : [Buffer.from(stdin)]) as Readable & { isTTY?: boolean };
  input.isTTY = stdin === null;
  const stdout = sink(tty);
  const stderr = sink(tty);
  const io: Io = { stdout, stderr, stdin: input, env };
  return { io, stdout, stderr };
}

/**
 * main() on a fake process (stdin as fakeIo takes it, `env`, and any other part of Io in `io`), with
 * its exit code and output once the writes it started have landed.
 */
export async function runMain(
  argv: string[],
  stdin: string | null = null,
  { env = {}, io: extra = {} }: { env?: Record<string, string>; io?: Partial<Io> } = {},
): Promise<Ran> {
  const { io, stdout, stderr } = fakeIo(stdin, { env });
  const code = await main(argv, { ...io, ...extra });
  await new Promise((resolve) => setImmediate(resolve));
  return { code, stdout: stdout.text(), stderr: stderr.text() };
}

/**
 * A real child process, awaited to its end: `stdin` written to it, its output collected. It is killed
 * only if it hangs (ten minutes, as long as vitest gives a test): how long it takes is the machine's.
 */
export function runChild(
  command: string,
  args: readonly string[],
  { stdin = '', cwd, env = {} }: { stdin?: string; cwd?: string; env?: Record<string, string> } = {},
): Promise<Ran> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env: { ...process.env, NO_COLOR: '1', ...env } });
    const timer = setTimeout(() => child.kill('SIGKILL'), 600_000);
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code: code ?? -1, stdout, stderr });
    });
    child.stdin.on('error', () => {});
    child.stdin.end(stdin);
  });
}
