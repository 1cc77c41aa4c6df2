import { defineConfig } from 'tsup';

export const tsup = defineConfig({
  // The worker is an entry of its own: piscina loads it by file in every worker thread.
  // cli.ts and bench.ts start with a #!/usr/bin/env node line, which esbuild keeps (and tsup makes them executable).
  entry: ['src/cli.ts', 'src/bench.ts', 'src/worker.ts'],
  format: ['esm'],
  clean: true,
  sourcemap: true,
  target: 'es2022',
});
