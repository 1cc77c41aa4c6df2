#!/usr/bin/env node
import { main } from './main.js';

// Piped into a pager or head that closes early: stop quietly.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code === 'EPIPE') process.exit(process.exitCode ?? 0);
  throw error;
});
// A closed stderr (the progress bar and the diagnostics) costs those lines only: the report on stdout
// and the exit code are what the run is for.
process.stderr.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code !== 'EPIPE') throw error;
});

main(process.argv.slice(2), {
  stdin: process.stdin,
  stdout: process.stdout,
  stderr: process.stderr,
  env: process.env,
}).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    process.stderr.write(
      `sudoku-compare: internal error: ${error instanceof Error ? error.stack : String(error)}\n`,
    );
    process.exitCode = 3;
  },
);
