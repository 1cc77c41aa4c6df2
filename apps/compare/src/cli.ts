#!/usr/bin/env node
import { main } from './main.js';

// Piped into a pager or head that closes early: stop quietly.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code === 'EPIPE') process.exit(process.exitCode ?? 0);
  throw error;
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
