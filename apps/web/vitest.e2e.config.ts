import { defineConfig } from 'vitest/config';

// The end-to-end test: the built app (dist) in headless Chromium. Run after `pnpm build`.
export default defineConfig({
  test: { include: ['e2e/**/*.e2e.ts'], testTimeout: 180_000, hookTimeout: 60_000 },
});
