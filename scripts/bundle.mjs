// One way to bundle the workspace's TypeScript for a plain Node process: from the packages' sources
// (the `@sudoku-lab/source` condition, as the unit tests resolve them), nothing built first. The
// corpus checks (corpus.mjs) and logic's behaviour guard (packages/strategies/logic/scripts/guard.mjs)
// both run what it makes.

/** Bundles with esbuild into one ES module for Node; `options` gives the entry, the outfile and any more. */
export async function bundleSources(options) {
  const { build } = await import('esbuild');
  await build({
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    conditions: ['@sudoku-lab/source'],
    logLevel: 'warning',
    ...options,
  });
}
