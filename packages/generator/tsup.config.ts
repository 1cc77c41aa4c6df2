import { libraryBuild } from '../../tsup.base';

// cli.ts is the sudoku-generate command (bin); esbuild keeps its #!/usr/bin/env node line.
export const tsup = libraryBuild(['src/index.ts', 'src/cli.ts']);
