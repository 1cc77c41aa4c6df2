import { defineConfig } from 'tsup';
import { libraryBuild } from '../../tsup.config';

/**
 * Vitest can only be loaded by the vitest command, and never with `require`: a build that imported it
 * at its top would make `require('@sudoku-lab/testkit')`, or an `import` outside a test run, throw
 * before anything in the package could be used. So the builds load vitest on their own terms: the ES
 * module tries it once as it loads, the CommonJS one when the suite first registers a test, and
 * describeConformance says plainly when there is no vitest to register with.
 */
const loaders = {
  esm: `let vitest;
let failure;
try {
  vitest = await import('vitest');
} catch (error) {
  failure = error;
}
const load = () => {
  if (vitest === undefined) throw new Error('describeConformance runs inside a vitest test file: ' + failure?.message);
  return vitest;
};`,
  cjs: `let vitest;
const load = () => (vitest ??= require('vitest'));`,
};

function lazyVitest(format: keyof typeof loaders) {
  return {
    name: 'lazy-vitest',
    setup(build: {
      onResolve: (
        options: { filter: RegExp },
        resolve: (args: { namespace: string }) => { path: string; namespace?: string; external?: boolean },
      ) => void;
      onLoad: (options: { filter: RegExp; namespace: string }, load: () => { contents: string }) => void;
    }) {
      // The package's own imports of vitest get the loader; the loader's own import is vitest itself.
      build.onResolve({ filter: /^vitest$/ }, ({ namespace }) =>
        namespace === 'lazy-vitest'
          ? { path: 'vitest', external: true }
          : { path: 'vitest', namespace: 'lazy-vitest' },
      );
      build.onLoad({ filter: /.*/, namespace: 'lazy-vitest' }, () => ({
        contents: `${loaders[format]}
export const describe = (...args) => load().describe(...args);
export const it = (...args) => load().it(...args);
export const expect = (...args) => load().expect(...args);`,
      }));
    },
  };
}

// Two entries: the conformance suite (needs vitest) and the browser-safe puzzles and generator.
const base = libraryBuild(['src/index.ts', 'src/puzzles.ts']);
export const tsup = defineConfig(
  (['esm', 'cjs'] as const).map((format, k) => ({
    ...base,
    format: [format],
    clean: k === 0,
    noExternal: ['vitest'],
    esbuildPlugins: [lazyVitest(format)],
  })),
);
