// `pnpm run docs`: the API reference of every public package, from its doc comments, into docs/api
// (git-ignored). The entry points are discovered: each export subpath's source (the "@sudoku-lab/source"
// condition) of every workspace package without "private": true.
import { join } from 'node:path';
import { entryNames } from './scripts/typedoc-package-names.mjs';
import { publicPackages } from './scripts/workspace.mjs';

/** The source file of each export subpath a user can import, each named for its specifier. */
function sourceEntries(pkg) {
  const files = [];
  for (const [subpath, entry] of Object.entries(pkg.manifest.exports ?? {})) {
    const source = entry?.['@sudoku-lab/source'];
    // An entry with nothing but the source condition is the repository's own, not a user's.
    if (!source || Object.keys(entry).length === 1) continue;
    const file = join(pkg.dir, source);
    entryNames.set(file.replaceAll('\\', '/'), subpath === '.' ? pkg.name : `${pkg.name}${subpath.slice(1)}`);
    files.push(file);
  }
  return files;
}

const packages = publicPackages();

/** @type {Partial<import('typedoc').TypeDocOptions>} */
export default {
  name: 'sudoku-lab',
  entryPoints: packages.flatMap(sourceEntries),
  entryPointStrategy: 'resolve',
  plugin: ['./scripts/typedoc-package-names.mjs'],
  tsconfig: 'tsconfig.docs.json',
  out: 'docs/api',
  readme: 'none',
  excludePrivate: true,
  excludeInternal: true,
  treatWarningsAsErrors: true,
  treatValidationWarningsAsErrors: true,
  // Every exported name of every public package carries a doc comment (its members may).
  packagesRequiringDocumentation: packages.map((pkg) => pkg.name),
  requiredToBeDocumented: ['Enum', 'Variable', 'Function', 'Class', 'Interface', 'TypeAlias'],
  validation: { notExported: true, invalidLink: true, notDocumented: true },
};
