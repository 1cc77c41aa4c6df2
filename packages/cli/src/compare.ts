import { strategyContenders } from '@sudoku-lab/harness';
import { peerIds, peerPackages } from '@sudoku-lab/harness/node';
import { usage } from './compare/args.js';
import { compare } from './compare/command.js';
import type { Io } from './io.js';
import { version } from './version.js';

/** How `sudoku-lab compare` finds the npm peers: where the user installed them. */
const peerHelp = {
  ids: peerPackages.map((name) => peerIds[name]),
  lines: `  npm i @algorithm.ts/sudoku     dancing links, MIT (id algorithm.ts)
  npm i sudoku                   David Bau's solver, GPL-3.0 (id sudoku-npm)
They are imported from the working directory (this command depends on neither).`,
};

/** `sudoku-lab compare --help`. */
export const compareUsage = usage(
  'sudoku-lab compare',
  strategyContenders.map(({ solver }) => solver.id),
  peerHelp,
);

/** `sudoku-lab compare`: the comparison (./compare), with the peers the user has installed. */
export function runCompare(argv: readonly string[], io: Io): Promise<number> {
  return compare(argv, io, {
    name: 'sudoku-lab compare',
    version: version(),
    peerDirectory: process.cwd(),
    importPeer: io.importPeer,
    peerHelp,
  });
}
