import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { compare } from '@sudoku-lab/cli/compare';
import { type ImportPeer, peerIds, peerPackages } from '@sudoku-lab/harness/node';
import packageJson from '../package.json' with { type: 'json' };

/** The streams and environment of a run: the process's, or a test's. */
export interface Io {
  readonly stdin: NodeJS.ReadableStream;
  readonly stdout: NodeJS.WritableStream & { isTTY?: boolean };
  readonly stderr: NodeJS.WritableStream & { isTTY?: boolean };
  readonly env: Readonly<Record<string, string | undefined>>;
  readonly importPeer?: ImportPeer;
}

/** This app's folder: it depends on the npm peers, so every thread imports them as installed here. */
const here = dirname(fileURLToPath(new URL('../package.json', import.meta.url)));

/**
 * The sudoku-compare command: `sudoku-lab compare` (the one implementation, in @sudoku-lab/cli) with
 * the npm peers this app depends on. Resolves to the exit code.
 */
export function main(argv: readonly string[], io: Io): Promise<number> {
  return compare(argv, io, {
    name: 'sudoku-compare',
    version: packageJson.version,
    peerDirectory: here,
    peerHelp: {
      ids: peerPackages.map((name) => peerIds[name]),
      lines: `  @algorithm.ts/sudoku (dancing links, MIT, id algorithm.ts) and sudoku (David Bau's, GPL-3.0, id
  sudoku-npm), which this app depends on.`,
    },
  });
}
