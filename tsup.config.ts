import { defineConfig } from 'tsup';

/** How every library package builds: ESM and CJS with type declarations, from src/index.ts by default. */
export function libraryBuild(entry: string[] = ['src/index.ts']) {
  return defineConfig({
    entry,
    format: ['esm', 'cjs'],
    dts: true,
    clean: true,
    sourcemap: true,
    target: 'es2022',
  });
}

// tsup looks for its config from the package's folder up: a package that builds src/index.ts the usual
// way has no file of its own and gets this one; one with other entries has a tsup.config.ts of its own.
export const tsup = libraryBuild();
