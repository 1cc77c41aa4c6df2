import { fileURLToPath } from 'node:url';
import { defaultClientConditions, defineConfig, type Plugin, runnerImport } from 'vite';
import { headersFile, isolationHeaders } from './isolation.js';
import { PROPAGATION_MEMBERS, withoutPropagation } from './main-thread.js';

// The app builds the workspace packages from their src through the "@sudoku-lab/source" export
// condition, so they need no build of their own first. Vite's esbuild compiles the TSX: no React plugin.
const conditions = ['@sudoku-lab/source', ...defaultClientConditions];

/**
 * Modules the page reads only data from, out of packages full of code: the strategies' names and
 * declarations (the registry imports every solver) and the generator's menus (its levels come from
 * logic). Each is evaluated at build time and written into the bundle as its exports' JSON, so the first
 * view carries the data, not the solving code, which only the workers need. Tests import them as they are.
 */
const dataModules = ['./src/strategy-list.ts', './src/generate-menus.ts'].map((path) =>
  fileURLToPath(new URL(path, import.meta.url)),
);

function dataModulesAsData(): Plugin {
  return {
    name: 'sudoku-lab:data-modules-as-data',
    async load(id) {
      if (!dataModules.includes(id)) return null;
      const { module, dependencies } = await runnerImport<Record<string, unknown>>(id, {
        configFile: false,
        logLevel: 'error',
        // runnerImport's environment: the workspace packages run from their src, like the page's.
        environments: {
          inline: { resolve: { noExternal: [/^@sudoku-lab\//], conditions: ['@sudoku-lab/source'] } },
        },
      });
      for (const file of dependencies) this.addWatchFile(file);
      return Object.entries(module)
        .map(([name, value]) => `export const ${name} = ${JSON.stringify(value)};\n`)
        .join('');
    },
  };
}

/**
 * The page's bundle without the constraint records' propagation (main-thread.ts): core's constraint
 * files have their `propagators` and `sums` rewritten as functions that throw, in the build of the
 * page only. Vite bundles the workers apart, with their own plugins (`worker.plugins`, none here), so
 * they keep the records whole; and the dev server, which serves the workers the same modules, keeps
 * them whole too.
 */
function propagationInWorkers(): Plugin {
  const constraints = fileURLToPath(new URL('../../packages/core/src/constraints/', import.meta.url));
  let rewritten = 0;
  return {
    name: 'sudoku-lab:propagation-in-workers',
    apply: 'build',
    transform(code, id) {
      if (!id.startsWith(constraints)) return null;
      const result = withoutPropagation(code, this.parse(code));
      if (result === null) return null;
      rewritten++;
      return { code: result, map: { mappings: '' } };
    },
    buildEnd(error) {
      // None rewritten means the records changed shape: the page would carry their propagation again.
      if (error === undefined && rewritten === 0) {
        this.error(`no constraint record's ${PROPAGATION_MEMBERS.join(' or ')} found under ${constraints}`);
      }
    },
  };
}

/** The cross-origin isolation headers (isolation.ts) written into the build for static hosts, as `_headers`. */
function isolationHeadersFile(): Plugin {
  return {
    name: 'sudoku-lab:isolation-headers-file',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: '_headers', source: headersFile(isolationHeaders) });
    },
  };
}

export default defineConfig({
  base: './',
  esbuild: { jsx: 'automatic' },
  resolve: { conditions },
  // Cross-origin isolated, so that the comparison's clock reads in 5 µs steps, not 100 µs.
  server: { headers: isolationHeaders },
  preview: { headers: isolationHeaders },
  plugins: [dataModulesAsData(), propagationInWorkers(), isolationHeadersFile()],
  worker: { format: 'es' },
  build: { target: 'es2022' },
});
