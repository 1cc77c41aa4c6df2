import type { Options } from 'tsup';
import { libraryBuild } from '../../tsup.config';

// index: main() for other tools and tests; cli: the sudoku-lab bin, whose #!/usr/bin/env node line
// esbuild keeps. shims: the CommonJS build finds package.json (for --version) as the ESM one does.
export const tsup: Options = { ...(libraryBuild(['src/index.ts', 'src/cli.ts']) as Options), shims: true };
