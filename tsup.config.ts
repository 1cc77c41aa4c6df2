import { defineConfig } from 'tsup';

/** How every library package builds: ESM and CJS with type declarations, from src/index.ts by default. */
export function libraryBuild(entry: string[] = ['src/index.ts']) {
  return defineConfig({
    entry,
    format: ['esm', 'cjs'],
    // Declarations take most of a build's time and only a publish needs them: `npm run setup` builds
    // without (SUDOKU_LAB_BUILD_TYPES=0, which turbo counts in the build's hash).
    dts: process.env.SUDOKU_LAB_BUILD_TYPES !== '0',
    clean: true,
    sourcemap: true,
    target: 'es2022',
  });
}

// tsup looks for its config from the package's folder up: a package that builds src/index.ts the usual
// way has no file of its own and gets this one; one with other entries has a tsup.config.ts of its own.
export const tsup = libraryBuild();
