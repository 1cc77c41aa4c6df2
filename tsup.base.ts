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
