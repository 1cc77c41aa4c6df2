import { defaultClientConditions, defineConfig } from 'vite';

// The app builds the workspace packages from their src through the "@sudoku-lab/source" export
// condition, so they need no build of their own first. Vite's esbuild compiles the TSX: no React plugin.
const conditions = ['@sudoku-lab/source', ...defaultClientConditions];

export default defineConfig({
  base: './',
  esbuild: { jsx: 'automatic' },
  resolve: { conditions },
  worker: { format: 'es' },
  build: { target: 'es2022' },
});
