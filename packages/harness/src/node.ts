import { accessSync, constants, createReadStream, statSync } from 'node:fs';
import { type ListOptions, type PuzzleInput, readPuzzleLines } from './list.js';

/** An input that cannot be read, or a line too long to be a puzzle: the run stops (exit code 2 in the apps). */
export class InputError extends Error {
  override readonly name = 'InputError';
}

/**
 * The longest line a list may hold. A puzzle line is short: the longest form, a 16x16 JSON board,
 * is under 2 KiB; a longer line is no puzzle, and reading it whole (a 30 MB line, /dev/zero) would
 * hold it all in memory before finding that out.
 */
export const MAX_LINE_BYTES = 64 * 1024;

/**
 * The lines of a byte stream, each held only up to `maxBytes`: a longer line throws an InputError
 * naming `label:line` as soon as it passes the limit, so memory stays bounded whatever the input.
 * Lines end at '\n' (a '\r' before it is dropped) and are read as UTF-8.
 */
export async function* boundedLines(
  stream: AsyncIterable<Buffer | string>,
  label: string,
  maxBytes = MAX_LINE_BYTES,
  counted: (bytes: number) => void = () => {},
): AsyncGenerator<string> {
  let parts: Buffer[] = [];
  let held = 0;
  let line = 0;
  const take = (piece: Buffer) => {
    held += piece.length;
    if (held > maxBytes) {
      throw new InputError(
        `${label}:${line + 1}: the line is longer than ${maxBytes.toLocaleString('en-US')} bytes, so it is no puzzle (reading stopped there)`,
      );
    }
    parts.push(piece);
  };
  const finish = () => {
    const bytes = Buffer.concat(parts);
    parts = [];
    held = 0;
    line++;
    counted(bytes.length + 1);
    const text = bytes.toString('utf8');
    return text.endsWith('\r') ? text.slice(0, -1) : text;
  };
  // The first SNIFF_BYTES are looked at before any line is handed on, as git tells binary files from
  // text: a NUL byte anywhere is in no text a person writes (an image, an archive, a program, UTF-16),
  // and gets one refusal, rather than an error for each of its "lines".
  let offset = 0;
  let sniffed: string[] | null = [];
  for await (const chunk of stream) {
    const buffer = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
    const nul = buffer.indexOf(0);
    if (nul !== -1) {
      throw new InputError(
        `${label} is not a text file (a NUL byte at byte ${(offset + nul).toLocaleString('en-US')}): it holds no puzzle list`,
      );
    }
    offset += buffer.length;
    let start = 0;
    for (let end = buffer.indexOf(10, start); end !== -1; end = buffer.indexOf(10, start)) {
      take(buffer.subarray(start, end));
      if (sniffed === null) yield finish();
      else sniffed.push(finish());
      start = end + 1;
    }
    if (start < buffer.length) take(buffer.subarray(start));
    if (sniffed !== null && offset >= SNIFF_BYTES) {
      yield* sniffed;
      sniffed = null;
    }
  }
  if (sniffed !== null) yield* sniffed;
  if (parts.length > 0) yield finish();
}

/** The bytes looked at for a NUL before the first line is handed on (git looks at 8,000). */
const SNIFF_BYTES = 8000;

/**
 * Puzzles from files, one a line; '-' reads `stdin`. Every file is checked before the run starts, so a
 * missing one stops it with one clear line (an InputError). `options` as the list reader takes them.
 */
export function fileInput(
  paths: readonly string[],
  stdin: NodeJS.ReadableStream = process.stdin,
  options?: ListOptions,
): PuzzleInput {
  const sizes = paths.map((path) => (path === '-' ? undefined : checkReadable(path)));
  const total = sizes.every((size) => size !== undefined && size > 0)
    ? sizes.reduce<number>((sum, size) => sum + size!, 0)
    : undefined;
  let consumed = 0; // bytes of the lines handed on so far (a line break counted as one byte)
  return {
    description: paths.length === 1 ? (paths[0] === '-' ? 'stdin' : paths[0]!) : `${paths.length} files`,
    fraction: () => (total === undefined ? undefined : Math.min(1, consumed / total)),
    async *entries() {
      let index = 0;
      for (const path of paths) {
        const label = path === '-' ? 'stdin' : path;
        const stream = (path === '-' ? stdin : createReadStream(path)) as AsyncIterable<Buffer>;
        const lines = boundedLines(stream, label, MAX_LINE_BYTES, (bytes) => {
          consumed += bytes;
        });
        try {
          for await (const item of readPuzzleLines(label, lines, options)) yield { index: index++, ...item };
        } catch (error) {
          if (error instanceof InputError) throw error;
          throw new InputError(`cannot read ${path}: ${(error as Error).message}`);
        } finally {
          if (path !== '-') (stream as unknown as { destroy(): void }).destroy();
        }
      }
    },
  };
}

/** The file's size; throws InputError for a path that is missing, a directory, or unreadable. */
function checkReadable(path: string): number {
  let stats: ReturnType<typeof statSync>;
  try {
    stats = statSync(path);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new InputError(
      `cannot read ${path}: ${code === 'ENOENT' ? 'no such file' : (error as Error).message}`,
    );
  }
  if (stats.isDirectory()) throw new InputError(`cannot read ${path}: it is a directory`);
  try {
    accessSync(path, constants.R_OK);
  } catch (error) {
    throw new InputError(`cannot read ${path}: ${(error as Error).message}`);
  }
  return stats.size;
}

export { type BinProcess, INTERNAL_ERROR_EXIT, runBin } from './bin.js';
export {
  type ImportPeer,
  importFrom,
  importFromWorkingDirectory,
  type LoadedPeers,
  loadPeers,
  type MissingPeer,
  type PeerPackage,
  peerIds,
  peerPackages,
} from './peers.js';
