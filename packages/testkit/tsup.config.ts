import { libraryBuild } from '../../tsup.base';

// Two entries: the conformance suite (needs vitest) and the browser-safe puzzles and generator.
export const tsup = libraryBuild(['src/index.ts', 'src/puzzles.ts']);
