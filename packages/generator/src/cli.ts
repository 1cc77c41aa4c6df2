#!/usr/bin/env node
import { runGenerate } from './command.js';

// Piped into head, which closes early: stop quietly.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code === 'EPIPE') process.exit(process.exitCode ?? 0);
  throw error;
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
