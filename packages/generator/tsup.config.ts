import { libraryBuild } from '../../tsup.config';

// index: the library (no Node built-ins, so it runs in a browser); command: runGenerate, for other
// command-line tools; cli: the sudoku-generate bin, whose #!/usr/bin/env node line esbuild keeps.
export const tsup = libraryBuild(['src/index.ts', 'src/command.ts', 'src/cli.ts']);
