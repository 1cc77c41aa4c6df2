import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { isAbsolute, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// The one test configuration: every workspace package with a src folder is a project of it, named by
// its package.json, so a new package needs no file for its tests. vitest finds this file from any
// folder below it, so a package's `test` script is a plain `vitest run`: started in a package's folder
// (`pnpm --filter <pkg> test`), it runs that package's project; started here, all of them. (A folder
// with a vite.config.ts, the web app's, would find that first: its script names this file.)

const root = fileURLToPath(new URL('.', import.meta.url));

/** The folders pnpm-workspace.yaml names with a `/*`, each holding packages. */
const parents = readFileSync(join(root, 'pnpm-workspace.yaml'), 'utf8')
  .split('\n')
  .flatMap((line) => /^\s*-\s*['"]?([\w./-]+)\/\*['"]?\s*$/.exec(line)?.[1] ?? []);

/** Every workspace package with tests to run: its folder and its package.json name. */
const packages = parents.flatMap((parent) =>
  existsSync(join(root, parent))
    ? readdirSync(join(root, parent), { withFileTypes: true })
        .map((entry) => join(root, parent, entry.name))
        .filter((folder) => existsSync(join(folder, 'package.json')) && existsSync(join(folder, 'src')))
        .map((folder) => ({
          folder,
          name: JSON.parse(readFileSync(join(folder, 'package.json'), 'utf8')).name as string,
        }))
    : [],
);

/** The package whose folder holds the working folder, if vitest was started inside one. */
const here = packages.find(({ folder }) => {
  const path = relative(folder, process.cwd());
  return !path.startsWith('..') && !isAbsolute(path);
});

export default defineConfig(({ mode }) => ({
  // Tests run on src through the "@sudoku-lab/source" export condition: no build needed.
  resolve: { conditions: ['@sudoku-lab/source'] },
  ssr: { resolve: { conditions: ['@sudoku-lab/source'] } },
  // The web app's components are .tsx with React's automatic runtime; nothing else has JSX.
  esbuild: { jsx: 'automatic' },
  test: {
    include: ['src/**/*.test.ts'],
    // A time limit is a verdict of the scheduler, not of the code: on a loaded machine a long search or
    // a child process (tsc, a packed install) can take many times what it takes on a quiet one. So the
    // limits only catch a test that hangs: ten minutes each, well inside CI's limit for the whole run.
    // Tests set no limits of their own. A long test body still returns to the event loop as it goes
    // (the testkit's breathe and eachInTurn), or vitest's worker misses its runner's replies, which it
    // must read within a minute (a limit vitest does not let us change); checks over thousands of
    // puzzles are not vitest tests at all but src/**/*.corpus.ts, run in plain Node by scripts/corpus.mjs.
    testTimeout: 600_000,
    hookTimeout: 600_000,
    teardownTimeout: 600_000,
    // Each project runs in the mode vitest was started in (`--mode`), as a test may ask with
    // import.meta.env.MODE (the registry's README check writes the README in mode "write").
    projects: (here === undefined ? packages : [here]).map(({ folder, name }) => ({
      extends: true as const,
      mode,
      root: folder,
      test: { name },
    })),
  },
}));
