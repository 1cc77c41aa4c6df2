import { defineConfig } from 'vitest/config';

// Tests run on src through the "@sudoku-lab/source" export condition: no build needed.
export default defineConfig({
  resolve: { conditions: ['@sudoku-lab/source'] },
  ssr: { resolve: { conditions: ['@sudoku-lab/source'] } },
  // Generous limits: some tests run whole searches or child processes, and CI shares two cores.
  test: { include: ['src/**/*.test.ts'], testTimeout: 60_000, hookTimeout: 60_000 },
});
