import { defineConfig } from 'tsup';

export const tsup = defineConfig({
  entry: ['src/index.ts', 'src/puzzles.ts'],
  format: ['esm', 'cjs'],
  dts: true,
  clean: true,
  sourcemap: true,
  target: 'es2022',
});
