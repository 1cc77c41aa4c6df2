#!/usr/bin/env node
import { runGenerate } from './command.js';

// The same rules as @sudoku-lab/harness/node's runBin, which the sudoku-lab and sudoku-compare bins
// use; the generator does not depend on the harness, so they are written here. Stdout closed early
// (| head): exit quietly with the status so far. A closed stderr (the progress line) costs those lines
// only: the puzzles on stdout and the exit status are what the run is for. An internal error: exit 3.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code !== 'EPIPE') throw error;
  process.exit(process.exitCode ?? 0);
});
process.stderr.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code !== 'EPIPE') throw error;
});

runGenerate(process.argv.slice(2), { stdout: process.stdout, stderr: process.stderr }).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    process.stderr.write(
      `sudoku-generate: internal error: ${error instanceof Error ? error.stack : String(error)}\n`,
    );
    process.exitCode = 3;
  },
);
