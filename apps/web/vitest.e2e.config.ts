import { defineConfig } from 'vitest/config';

// The end-to-end test: the built app (dist) in headless Chromium. Run after `pnpm build`. It reads the
// strategy list from the registry's src, as the app's build does, through the "@sudoku-lab/source" condition.
export default defineConfig({
  resolve: { conditions: ['@sudoku-lab/source'] },
  ssr: { resolve: { conditions: ['@sudoku-lab/source'] } },
  test: { include: ['e2e/**/*.e2e.ts'], testTimeout: 180_000, hookTimeout: 60_000 },
});
