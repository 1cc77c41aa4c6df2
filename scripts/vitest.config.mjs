import { defineConfig } from 'vitest/config';
import { workspaceSources } from './readmes.mjs';

/** The workspace's packages by their own names, at their source: what the READMEs' examples import. */
const sources = workspaceSources();
const alias = Object.entries(sources).map(([specifier, file]) => ({
  find: new RegExp(`^${specifier.replace(/[/.]/g, '\\$&')}$`),
  replacement: file,
}));
/** The built core that the yardstick's scripts import by path, at its source: their tests need no build. */
alias.push({ find: /^(\.\.\/)+packages\/core\/dist\/index\.js$/, replacement: sources['@sudoku-lab/core'] });

// The repository's own checks (scripts/*.test.mjs): the scripts' own tests (package metadata, the test
// command, the corpus runner, a fresh install, the strategy check), the READMEs' examples, and the packed
// packages as a user installs them. Run from the root: `pnpm test:scripts`, `pnpm test:readmes`,
// `pnpm test:packages`.
export default defineConfig({
  resolve: { alias, conditions: ['@sudoku-lab/source'] },
  ssr: { resolve: { conditions: ['@sudoku-lab/source'] } },
  test: {
    root: new URL('..', import.meta.url).pathname,
    include: ['scripts/*.test.mjs', 'scripts/yardstick/*.test.mjs'],
    // Only a hung check fails for time: on a loaded machine packing, installing and building take
    // many times what they take on a quiet one (see the root vitest.config.ts).
    testTimeout: 600_000,
    hookTimeout: 600_000,
    // One file at a time: the release dry run builds while the packing reads the builds.
    fileParallelism: false,
  },
});
