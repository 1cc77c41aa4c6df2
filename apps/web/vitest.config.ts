import { defineConfig } from 'vitest/config';

// Unit tests of the app's pure logic run on src through the "@sudoku-lab/source" export condition.
export default defineConfig({
  esbuild: { jsx: 'automatic' },
  resolve: { conditions: ['@sudoku-lab/source'] },
  ssr: { resolve: { conditions: ['@sudoku-lab/source'] } },
  // Generous limits: some tests run whole searches or child processes, and CI shares two cores.
  test: { include: ['src/**/*.test.ts'], testTimeout: 60_000, hookTimeout: 60_000 },
});
