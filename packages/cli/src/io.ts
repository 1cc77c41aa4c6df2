import type { ImportPeer } from '@sudoku-lab/harness/node';

/** The streams and environment a command runs with: the process's own, or fakes in tests. */
export interface Io {
  readonly stdout: NodeJS.WritableStream & { readonly isTTY?: boolean };
  readonly stderr: NodeJS.WritableStream & { readonly isTTY?: boolean };
  readonly stdin: NodeJS.ReadableStream & { readonly isTTY?: boolean };
  readonly env: Readonly<Record<string, string | undefined>>;
  /** How `compare` imports an npm peer; by default from the working directory, where `npm i` put it. */
  readonly importPeer?: ImportPeer;
  /** The clock compare's progress bar reads, in ms; performance.now() by default (the tests move their own). */
  readonly now?: () => number;
}

/** Exit statuses, as the README documents them. */
export const exitCode = { done: 0, failed: 1, usage: 2 } as const;

/** A command line or an input that cannot run: exit status 2, the message says which and why. */
export class UsageError extends Error {
  override readonly name = 'UsageError';
}

/**
 * Colour on stdout: NO_COLOR (any value) turns it off, FORCE_COLOR turns it on (FORCE_COLOR=0 off),
 * otherwise a terminal gets it and a pipe does not.
 */
export function useColour(io: Io, stream: Io['stdout'] = io.stdout): boolean {
  const { NO_COLOR, FORCE_COLOR } = io.env;
  if (NO_COLOR !== undefined && NO_COLOR !== '') return false;
  if (FORCE_COLOR !== undefined) return FORCE_COLOR !== '0' && FORCE_COLOR !== 'false';
  return stream.isTTY === true;
}

export type Paint = (text: string, tone: 'good' | 'bad' | 'dim') => string;

const tones = { good: 32, bad: 31, dim: 2 } as const;

export function painter(on: boolean): Paint {
  return on ? (text, tone) => `\u001b[${tones[tone]}m${text}\u001b[0m` : (text) => text;
}

/**
 * Writes, waiting when the stream asks to (a slow pipe), so memory stays bounded on long runs. A stream
 * that fails (a closed stderr) closes instead of draining: that ends the wait too, and the run goes on.
 */
export async function write(stream: NodeJS.WritableStream, text: string): Promise<void> {
  if (stream.write(text) || (stream as { destroyed?: boolean }).destroyed === true) return;
  await new Promise<void>((resolve) => {
    const done = () => {
      stream.off('drain', done);
      stream.off('close', done);
      resolve();
    };
    stream.on('drain', done);
    stream.on('close', done);
  });
}
