import { defineConfig } from 'vitest/config';

// The repository's own checks (scripts/*.test.mjs): package metadata, and the packed packages as a user
// installs them. Run from the root: `pnpm test:metadata`, `pnpm test:packages`.
export default defineConfig({
  test: {
    root: new URL('..', import.meta.url).pathname,
    include: ['scripts/*.test.mjs'],
    // Only a hung check fails for time: on a loaded machine packing, installing and building take
    // many times what they take on a quiet one (see the root vitest.config.ts).
    testTimeout: 600_000,
    hookTimeout: 600_000,
    // One file at a time: the release dry run builds while the packing reads the builds.
    fileParallelism: false,
  },
});
