import { defineConfig } from 'vitest/config';

// Unit tests of the app's pure logic run on src through the "@sudoku-lab/source" export condition.
export default defineConfig({
  esbuild: { jsx: 'automatic' },
  resolve: { conditions: ['@sudoku-lab/source'] },
  ssr: { resolve: { conditions: ['@sudoku-lab/source'] } },
  test: { include: ['src/**/*.test.ts'] },
});
