import type { Options } from 'tsup';
import { libraryBuild } from '../../tsup.config';

// index: main() for other tools and tests, and runSudokuLab(), which the package's bin
// (bin/sudoku-lab.js, a file of its own so that an install before a build finds it) runs; cli: the same
// command as one file, which `pnpm sudoku-lab` and the checks run, its #!/usr/bin/env node line kept; compare: the comparison both compare commands run (apps/compare's too), and
// compare-worker, the file its worker threads load. shims: the CommonJS build finds package.json
// (for --version) and the worker's file as the ESM one does.
export const tsup: Options = {
  ...(libraryBuild() as Options),
  entry: {
    index: 'src/index.ts',
    cli: 'src/cli.ts',
    compare: 'src/compare/index.ts',
    'compare-worker': 'src/compare/worker.ts',
  },
  shims: true,
};
