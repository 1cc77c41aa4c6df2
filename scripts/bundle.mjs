// How the workspace's scripts bundle TypeScript into one ES module that plain Node runs: from the
// packages' sources (the `@sudoku-lab/source` condition, as the unit tests resolve them), for the
// oldest Node the project supports. The corpus runner (corpus.mjs) and logic's guard
// (packages/strategies/logic/scripts/guard.mjs) build with it, so that both run what the tests run.

/** esbuild's options for such a bundle; a caller adds what to bundle and where the bundle goes. */
export const sourceBundle = {
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  conditions: ['@sudoku-lab/source'],
  logLevel: 'warning',
};
