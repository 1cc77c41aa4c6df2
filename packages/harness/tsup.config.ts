import { libraryBuild } from '../../tsup.config';

// Two entries: the browser-safe root, and file reading for Node at `@sudoku-lab/harness/node`.
export const tsup = libraryBuild(['src/index.ts', 'src/node.ts']);
