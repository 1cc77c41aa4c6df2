// The project's map, read from the code: which workspace package imports which, and the import cycles
// between files inside a package. The root README's "Dependencies" block is written from it
// (`pnpm run maps`), and scripts/imports.test.mjs fails when the README and the imports disagree or a
// package's files import each other in a circle.
//
//   node scripts/imports.mjs           prints the map and any cycles
//   node scripts/imports.mjs --write   writes the map into the README
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('..', import.meta.url));

/** Files that are not part of what a package runs: tests, benchmarks, fixtures, corpus checks. */
const NOT_SOURCE = /\.(test|bench|fixture|corpus|e2e)\.tsx?$|\.d\.ts$/;

/** Every workspace package: `{ name, folder, dir }`, folder relative to the root. */
export function workspacePackages() {
  const found = [];
  for (const parent of ['packages', 'packages/strategies', 'apps']) {
    for (const entry of readdirSync(join(root, parent))) {
      const dir = join(root, parent, entry);
      const manifest = join(dir, 'package.json');
      if (!existsSync(manifest)) continue;
      const { name } = JSON.parse(readFileSync(manifest, 'utf8'));
      found.push({ name, folder: `${parent}/${entry}`, dir });
    }
  }
  return found.sort((a, b) => a.folder.localeCompare(b.folder));
}

/** A package's source files (its src/ folder, tests and the like left out), absolute paths. */
export function sourceFiles(dir) {
  const files = [];
  const walk = (folder) => {
    if (!existsSync(folder)) return;
    for (const entry of readdirSync(folder)) {
      const path = join(folder, entry);
      if (statSync(path).isDirectory()) walk(path);
      else if (/\.tsx?$/.test(entry) && !NOT_SOURCE.test(entry)) files.push(path);
    }
  };
  walk(join(dir, 'src'));
  return files.sort();
}

/** What a file imports or re-exports: every module specifier, type-only imports included. */
export function specifiersOf(source) {
  // Comments first: a doc comment may well say "import ... from '...'".
  const text = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|\s)\/\/.*$/gm, '$1');
  const found = [];
  const pattern =
    /(?:^|[\s;])(?:import|export)\s[^'";]*?from\s*['"]([^'"]+)['"]|import\s*\(\s*['"]([^'"]+)['"]\s*\)|^import\s*['"]([^'"]+)['"]/gm;
  for (const match of text.matchAll(pattern)) found.push(match[1] ?? match[2] ?? match[3]);
  return found;
}

/** The file a relative specifier names ('./x.js' is x.ts or x.tsx), or null. */
function resolveRelative(from, specifier) {
  const base = resolve(dirname(from), specifier);
  const stem = base.replace(/\.(js|jsx|mjs)$/, '');
  for (const candidate of [`${stem}.ts`, `${stem}.tsx`, join(stem, 'index.ts'), base]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/** The package a bare specifier names ('@sudoku-lab/core/x' is '@sudoku-lab/core'). */
function packageOf(specifier) {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/**
 * For each package, the workspace packages its source imports, and its files' import graph.
 * Returns `{ packages: [{ name, folder, uses: string[], graph: Map<file, file[]> }] }`.
 */
export function readMap() {
  const packages = workspacePackages();
  const names = new Set(packages.map((p) => p.name));
  return packages.map(({ name, folder, dir }) => {
    const uses = new Set();
    const graph = new Map();
    for (const file of sourceFiles(dir)) {
      const edges = [];
      for (const specifier of specifiersOf(readFileSync(file, 'utf8'))) {
        if (specifier.startsWith('.')) {
          const target = resolveRelative(file, specifier);
          if (target !== null) edges.push(target);
        } else {
          const used = packageOf(specifier);
          if (names.has(used) && used !== name) uses.add(used);
        }
      }
      graph.set(file, edges);
    }
    return { name, folder, uses: [...uses].sort(), graph };
  });
}

/** The import cycles among a graph's files: each strongly connected part of more than one file (Tarjan). */
export function cyclesOf(graph) {
  let counter = 0;
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const cycles = [];
  const visit = (file) => {
    index.set(file, counter);
    low.set(file, counter);
    counter++;
    stack.push(file);
    onStack.add(file);
    for (const next of graph.get(file) ?? []) {
      if (!graph.has(next)) continue;
      if (!index.has(next)) {
        visit(next);
        low.set(file, Math.min(low.get(file), low.get(next)));
      } else if (onStack.has(next)) low.set(file, Math.min(low.get(file), index.get(next)));
    }
    if (low.get(file) !== index.get(file)) return;
    const part = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      part.push(member);
    } while (member !== file);
    if (part.length > 1 || (graph.get(file) ?? []).includes(file)) cycles.push(part.sort());
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return cycles;
}

const START = '<!-- dependencies:start: written from the imports by `pnpm run maps` -->';
const END = '<!-- dependencies:end -->';

/** The README's dependency block: one line a package, what its source imports of the workspace. */
export function mapBlock(map) {
  const short = (name) => name.replace(/^@sudoku-lab\//, '');
  const lines = map.map(
    ({ name, folder, uses }) =>
      `- \`${short(name)}\` (${folder}) -> ${uses.length === 0 ? 'nothing of ours' : uses.map(short).join(', ')}`,
  );
  return [START, ...lines, END].join('\n');
}

/** The README with its dependency block written anew; throws when the README has no such block. */
export function withMap(readme, map) {
  const start = readme.indexOf(START);
  const end = readme.indexOf(END);
  if (start < 0 || end < start) throw new Error(`README.md has no block between "${START}" and "${END}"`);
  return readme.slice(0, start) + mapBlock(map) + readme.slice(end + END.length);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const map = readMap();
  const readmePath = join(root, 'README.md');
  if (process.argv.includes('--write')) {
    writeFileSync(readmePath, withMap(readFileSync(readmePath, 'utf8'), map));
    console.log('README.md: dependency block written');
  } else {
    console.log(mapBlock(map));
  }
  let cycles = 0;
  for (const { name, graph } of map) {
    for (const cycle of cyclesOf(graph)) {
      cycles++;
      console.error(`import cycle in ${name}: ${cycle.map((file) => relative(root, file)).join(', ')}`);
    }
  }
  process.exitCode = cycles > 0 ? 1 : 0;
}
