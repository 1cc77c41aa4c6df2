// The READMEs' code as a reader copies it: every ```ts block of every README in the repository, what it
// imports, and the `npm i` line that comes before it. scripts/readmes.test.mjs type-checks and runs the
// blocks against the workspace's packages (their source), and checks that each install line installs
// what the blocks after it import.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { root } from './workspace.mjs';

/** The condition this repository's own tools resolve a package's source through. */
const sourceCondition = '@sudoku-lab/source';

/** The folders that hold a package: each has a package.json and may have a README.md. */
function packageFolders() {
  const folders = [];
  for (const parent of ['packages', 'packages/strategies', 'apps']) {
    for (const name of readdirSync(join(root, parent))) {
      const folder = join(root, parent, name);
      if (existsSync(join(folder, 'package.json'))) folders.push(folder);
    }
  }
  return folders;
}

/** Every README: the root's, then each package's, as `{ file (relative to the root), text }`. */
export function readmes() {
  return [root, ...packageFolders()]
    .map((folder) => join(folder, 'README.md'))
    .filter((file) => existsSync(file))
    .map((file) => ({ file: relative(root, file), text: readFileSync(file, 'utf8') }));
}

const fence = /^```(\S*)\s*$/;
const typescript = new Set(['ts', 'typescript', 'tsx']);
const shell = new Set(['sh', 'bash', 'shell', 'console']);

/**
 * The ```ts blocks of a README, each with the line its code starts on and the packages the `npm i`
 * line before it installs (the nearest one above it; none when there is none).
 */
export function typescriptBlocks(text) {
  const lines = text.split(/\r?\n/);
  const blocks = [];
  let installed = [];
  for (let at = 0; at < lines.length; at++) {
    const open = fence.exec(lines[at]);
    if (!open) continue;
    let end = at + 1;
    while (end < lines.length && !lines[end].startsWith('```')) end++;
    const body = lines.slice(at + 1, end);
    if (shell.has(open[1])) {
      const install = body.map(installedBy).find((names) => names !== null);
      if (install) installed = install;
    } else if (typescript.has(open[1])) {
      blocks.push({ line: at + 2, code: body.join('\n'), installed });
    }
    at = end;
  }
  return blocks;
}

/** The packages an `npm i` (or `npm install`, `pnpm add`) line installs, or null for another line. */
export function installedBy(line) {
  const command = /^\s*(?:npm (?:i|install)|pnpm add)\s+(.*)$/.exec(line.replace(/\s+#.*$/, ''));
  if (!command) return null;
  return command[1]
    .split(/\s+/)
    .filter((word) => word !== '' && !word.startsWith('-'))
    .map((word) => word.replace(/(.)@[^/]*$/, '$1'));
}

/** The packages a block imports ('@sudoku-lab/testkit' for '@sudoku-lab/testkit/puzzles'), not node: ones nor files. */
export function importedPackages(code) {
  const names = new Set();
  for (const [, specifier] of code.matchAll(/\bfrom\s+['"]([^'"]+)['"]|\bimport\s+['"]([^'"]+)['"]/g)) {
    if (specifier === undefined || specifier.startsWith('.') || specifier.startsWith('node:')) continue;
    const parts = specifier.split('/');
    names.add(specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]);
  }
  return [...names];
}

/** Whether a block imports files of its own (`./index.js`): a contributor's file, not a user's. */
export const importsOwnFiles = (code) => /\bfrom\s+['"]\./.test(code);

/** Whether a block is a test file (it imports vitest): its tests run under vitest, not as a script. */
export const isTestFile = (code) => /\bfrom\s+['"]vitest['"]/.test(code);

/**
 * Every specifier the workspace's packages export, mapped to its source file (the source condition):
 * '@sudoku-lab/testkit/puzzles' -> <root>/packages/testkit/src/puzzles.ts.
 */
export function workspaceSources() {
  const sources = {};
  for (const folder of packageFolders()) {
    const manifest = JSON.parse(readFileSync(join(folder, 'package.json'), 'utf8'));
    for (const [subpath, entry] of Object.entries(manifest.exports ?? {})) {
      const source = entry?.[sourceCondition];
      if (typeof source !== 'string') continue;
      const specifier = subpath === '.' ? manifest.name : `${manifest.name}${subpath.slice(1)}`;
      sources[specifier] = join(folder, source);
    }
  }
  return sources;
}
