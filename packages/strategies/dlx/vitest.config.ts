import { defineConfig } from 'vitest/config';

// Tests run on src through the "@sudoku-lab/source" export condition: no build needed.
export default defineConfig({
  resolve: { conditions: ['@sudoku-lab/source'] },
  ssr: { resolve: { conditions: ['@sudoku-lab/source'] } },
  test: { include: ['src/**/*.test.ts'] },
});
