import { defineConfig } from 'tsup';

export const tsup = defineConfig({
  // The comparison and its worker threads' file are @sudoku-lab/cli's (its compare entry).
  // cli.ts and bench.ts start with a #!/usr/bin/env node line, which esbuild keeps (and tsup makes them executable).
  entry: ['src/cli.ts', 'src/bench.ts'],
  format: ['esm'],
  clean: true,
  sourcemap: true,
  target: 'es2022',
});
