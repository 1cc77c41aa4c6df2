#!/usr/bin/env node
// The metadata every public package needs before it can be published (CONTRIBUTING.md, "Releases"),
// checked for every workspace package without "private": true. `--fix` writes the fields that follow
// from the root package.json and the package's folder; keywords, the description and the README are
// the package author's to write.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { publicPackages, root, rootManifest } from './workspace.mjs';

const usage = `usage: node scripts/metadata.mjs [--fix] [PACKAGE...]   (pnpm check:metadata)

Checks that every public workspace package (every one without "private": true), or the ones named
(by package.json name, or by folder name: logic, @sudoku-lab/logic), has the metadata
a publish needs: description, keywords, homepage, bugs, repository with directory, license MIT,
publishConfig.access public, files, engines, a README that starts with its install line and an
example, and a first release (a CHANGELOG.md, or a pending changeset naming it at version 0.0.0),
and no placeholder left by pnpm new:strategy in its README or in a changeset that names it.
Exits 1 and names each package and field that is missing or wrong.

  --fix    write the fields that follow from the root package.json and the package's folder
           (repository, homepage, bugs, license, publishConfig, files, engines, the version and
           changeset of a first release), then check again
  --help   this text`;

/** The order fields are written in when --fix rewrites a manifest; fields not named keep their order after. */
const fieldOrder = [
  'name',
  'version',
  'description',
  'keywords',
  'homepage',
  'bugs',
  'repository',
  'license',
  'author',
  'type',
  'sideEffects',
  'exports',
  'main',
  'module',
  'types',
  'bin',
  'files',
  'publishConfig',
  'engines',
];

/** What ships when a package has no `files` of its own: the build and the source its maps point at, no tests. */
export const defaultFiles = [
  'dist',
  'src',
  '!src/**/*.test.ts',
  '!src/**/*.bench.ts',
  '!src/**/*.corpus.ts',
  '!src/**/*.reference.ts',
  '!src/**/*.fixture.ts',
];

/** The word `pnpm new:strategy` marks the name and description it leaves for the author with. */
export const placeholder = /(?<![a-z])placeholder(?![a-z])/i;
/** The one public package outside the scope: the one-import API (packages/sudoku-lab). */
export const unscopedName = 'sudoku-lab';

/** The first version of a package: its first changeset (a minor) makes it 0.1.0. */
export const unreleasedVersion = '0.0.0';

/** The repository's web address from the root's `repository.url` (`git+https://host/o/r.git`). */
export function webAddress(repository) {
  return repository.url.replace(/^git\+/, '').replace(/\.git$/, '');
}

/** The fields a package's manifest must hold exactly, derived from the root manifest and its folder. */
export function expectedFields(rootPkg, folder) {
  return {
    license: 'MIT',
    repository: { type: 'git', url: rootPkg.repository.url, directory: folder },
    homepage: `${webAddress(rootPkg.repository)}/tree/main/${folder}#readme`,
    bugs: rootPkg.bugs,
    publishConfig: { access: 'public' },
    engines: rootPkg.engines,
  };
}

/** The condition this repository's own tools resolve a package's source through (no user has it). */
export const sourceCondition = '@sudoku-lab/source';

/**
 * The export subpaths only this repository resolves: an entry with nothing but the source condition
 * (testkit's reader of ../shared/puzzles, its benchmark helper).
 */
export function repositoryOnlyExports(exports) {
  if (exports === null || typeof exports !== 'object') return [];
  return Object.entries(exports)
    .filter(([key, entry]) => key.startsWith('.') && entry && Object.keys(entry).join() === sourceCondition)
    .map(([key]) => key);
}

/**
 * The exports a package publishes (`publishConfig.exports`, which pnpm puts in the packed manifest):
 * its own without the repository-only subpaths, which no user could resolve; undefined when it has none.
 */
export function publishedExports(exports) {
  const internal = repositoryOnlyExports(exports);
  if (internal.length === 0) return undefined;
  return Object.fromEntries(Object.entries(exports).filter(([key]) => !internal.includes(key)));
}

const fences = /^```(\S*)\s*$/;

/** The README rule: `# name`, then an install block whose first line is `npm i name`, then an example. */
export function readmeProblems(name, readme) {
  if (readme === null) return ['README.md is missing'];
  const lines = readme.split(/\r?\n/);
  if (lines[0] !== `# ${name}`) return [`README.md must start with the title "# ${name}"`];
  let at = 1;
  while (at < lines.length && lines[at].trim() === '') at++;
  const install = fences.exec(lines[at] ?? '');
  const first = lines[at + 1] ?? '';
  const installLine = new RegExp(`^npm (i|install) (-D |--save-dev )?${name.replace(/[/.]/g, '\\$&')}( |$)`);
  if (!install || !['sh', 'bash', 'shell', 'console'].includes(install[1]) || !installLine.test(first)) {
    return [`README.md: right after the title, a \`\`\`sh block whose first line is "npm i ${name}"`];
  }
  if (readmeExample(readme) !== null) return [];
  return ['README.md: a ```ts example after the install line, before the first "## " section'];
}

/** The code of a README's example: its first TypeScript or JavaScript block before the first "## " section. */
export function readmeExample(readme) {
  const lines = readme.split(/\r?\n/);
  for (let i = 0; i < lines.length; i++) {
    if (lines[i].startsWith('## ')) break;
    const fence = fences.exec(lines[i]);
    if (!fence || !['ts', 'typescript', 'js', 'javascript', 'tsx'].includes(fence[1])) continue;
    const end = lines.findIndex((line, j) => j > i && line.startsWith('```'));
    return lines.slice(i + 1, end === -1 ? undefined : end).join('\n');
  }
  return null;
}

/** Each pending changeset (.changeset/*.md but README.md): its file, its text and the names it releases. */
export function pendingChangesetFiles(dir = join(root, '.changeset')) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((file) => file.endsWith('.md') && file !== 'README.md')
    .sort()
    .map((file) => {
      const text = readFileSync(join(dir, file), 'utf8');
      const [, front = ''] = text.split(/^---\s*$/m);
      const names = new Set();
      for (const line of front.split(/\r?\n/)) {
        const entry = /^\s*(["']?)(.+?)\1\s*:\s*(major|minor|patch)\s*$/.exec(line);
        if (entry) names.add(entry[2]);
      }
      return { file: `.changeset/${file}`, text, names };
    });
}

/** The names the pending changesets release. */
export function pendingChangesets(dir = join(root, '.changeset')) {
  return new Set(pendingChangesetFiles(dir).flatMap((changeset) => [...changeset.names]));
}

/**
 * The lines of a text the scaffold left for its author (the word "placeholder" in them), each as
 * "file line N: ...": a README section or a changeset's sentence still to write.
 */
export function placeholderLines(file, text) {
  if (text === null) return [];
  return text
    .split(/\r?\n/)
    .flatMap((line, index) =>
      placeholder.test(line)
        ? [`${file} line ${index + 1}: still the scaffold's placeholder, write your own: ${line.trim()}`]
        : [],
    );
}

const same = (a, b) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Every problem with one package's metadata, as "field: what is wrong" lines.
 * `pkg`: { name, folder, manifest, readme (text or null), changelog (has CHANGELOG.md) };
 * `rootPkg`: the root manifest; `pending`: the names pending changesets release.
 */
export function metadataProblems(pkg, rootPkg, pending) {
  const { manifest, folder, name } = pkg;
  const problems = [];
  if (!/^@sudoku-lab\/[a-z0-9-]+$/.test(name ?? '') && name !== unscopedName)
    problems.push(`name: must be @sudoku-lab/<lower-case-id> (or ${unscopedName}, the one-import package)`);
  if (typeof manifest.description !== 'string' || manifest.description.trim() === '') {
    problems.push('description: a sentence saying what the package is');
  } else if (placeholder.test(manifest.description)) {
    problems.push("description: still the scaffold's placeholder; say in a sentence what the package is");
  }
  const keywords = manifest.keywords;
  if (!Array.isArray(keywords) || !keywords.includes('sudoku') || keywords.some((k) => !k)) {
    problems.push('keywords: a list of search words, "sudoku" among them');
  }
  for (const [field, value] of Object.entries(expectedFields(rootPkg, folder))) {
    const actual = field === 'publishConfig' ? { access: manifest.publishConfig?.access } : manifest[field];
    if (!same(actual, value)) problems.push(`${field}: must be ${JSON.stringify(value)}`);
  }
  if (!Array.isArray(manifest.files) || !manifest.files.includes('dist')) {
    problems.push('files: a list that ships "dist" (the build and its types)');
  }
  const published = publishedExports(manifest.exports);
  if (!same(manifest.publishConfig?.exports, published)) {
    const internal = repositoryOnlyExports(manifest.exports);
    problems.push(
      published === undefined
        ? 'publishConfig.exports: only for a package with repository-only exports; remove it'
        : `publishConfig.exports: must be exports without ${internal.join(', ')} (only this repository resolves them), got ${JSON.stringify(manifest.publishConfig?.exports)}`,
    );
  }
  problems.push(...readmeProblems(name, pkg.readme));
  problems.push(...placeholderLines('README.md', pkg.readme));
  for (const changeset of pkg.changesets ?? [])
    problems.push(...placeholderLines(changeset.file, changeset.text));
  if (!pkg.changelog) {
    if (!pending.has(name)) {
      problems.push('release: no CHANGELOG.md and no pending changeset names it (pnpm changeset, a minor)');
    }
    if (manifest.version !== unreleasedVersion) {
      problems.push(
        `version: ${unreleasedVersion} until the first release (its first changeset makes it 0.1.0)`,
      );
    }
  }
  return problems;
}

/** Reads what the rules look at for one discovered package, the pending changesets that name it among them. */
export function describePackage({ name, folder, dir, manifest }, changesets = pendingChangesetFiles()) {
  const readmeFile = join(dir, 'README.md');
  return {
    name,
    folder,
    manifest,
    readme: existsSync(readmeFile) ? readFileSync(readmeFile, 'utf8') : null,
    changelog: existsSync(join(dir, 'CHANGELOG.md')),
    changesets: changesets.filter((changeset) => changeset.names.has(name)),
  };
}

/** The manifest with the derivable fields set, in `fieldOrder`. */
export function fixedManifest(manifest, rootPkg, folder, changelog) {
  const expected = expectedFields(rootPkg, folder);
  const next = {
    ...manifest,
    ...expected,
    publishConfig: {
      ...manifest.publishConfig,
      ...expected.publishConfig,
      exports: publishedExports(manifest.exports),
    },
    files: Array.isArray(manifest.files) && manifest.files.includes('dist') ? manifest.files : defaultFiles,
  };
  if (!changelog) next.version = unreleasedVersion;
  const ordered = {};
  for (const field of fieldOrder) if (field in next) ordered[field] = next[field];
  for (const [field, value] of Object.entries(next)) if (!(field in ordered)) ordered[field] = value;
  return ordered;
}

/** Adds the packages to a changeset of their own that releases each as a minor (their first release). */
function addFirstReleases(names) {
  const file = join(root, '.changeset', 'first-release-of-new-packages.md');
  const lines = names.map((name) => `"${name}": minor`).join('\n');
  writeFileSync(file, `---\n${lines}\n---\n\nFirst release.\n`);
  return file;
}

function main(args) {
  if (args.includes('--help') || args.includes('-h')) {
    console.log(usage);
    return 0;
  }
  const unknown = args.filter((arg) => arg.startsWith('-') && arg !== '--fix');
  if (unknown.length > 0) {
    console.error(`metadata.mjs: unknown argument ${unknown[0]}\n\n${usage}`);
    return 2;
  }
  const rootPkg = rootManifest();
  const names = args.filter((arg) => !arg.startsWith('-'));
  const named = (pkg, name) => pkg.name === name || pkg.folder.split('/').pop() === name;
  const everyPackage = publicPackages();
  const unmatched = names.filter((name) => !everyPackage.some((pkg) => named(pkg, name)));
  if (unmatched.length > 0) {
    console.error(
      `metadata.mjs: no public package named ${unmatched.join(', ')} (private ones are not checked)`,
    );
    return 2;
  }
  const packages = everyPackage.filter((pkg) => names.length === 0 || names.some((name) => named(pkg, name)));
  if (args.includes('--fix')) {
    const pending = pendingChangesets();
    const unreleased = [];
    for (const pkg of packages) {
      const { changelog } = describePackage(pkg);
      const fixed = fixedManifest(pkg.manifest, rootPkg, pkg.folder, changelog);
      writeFileSync(join(pkg.dir, 'package.json'), `${JSON.stringify(fixed, null, 2)}\n`);
      pkg.manifest = fixed;
      if (!changelog && !pending.has(pkg.name)) unreleased.push(pkg.name);
    }
    if (unreleased.length > 0) console.log(`wrote ${addFirstReleases(unreleased)}`);
  }
  const pending = pendingChangesets();
  const changesets = pendingChangesetFiles();
  let failed = 0;
  for (const pkg of packages) {
    const problems = metadataProblems(describePackage(pkg, changesets), rootPkg, pending);
    if (problems.length === 0) continue;
    failed++;
    console.error(`${pkg.name} (${pkg.folder}/package.json):`);
    for (const problem of problems) console.error(`  ✗ ${problem}`);
  }
  if (failed > 0) {
    console.error(`\n${failed} of ${packages.length} public packages are not ready to publish`);
    return 1;
  }
  console.log(
    `metadata: ${names.length === 0 ? 'all ' : ''}${packages.length} public packages ready (${packages.map((p) => p.name).join(', ')})`,
  );
  return 0;
}

if (import.meta.url === `file://${process.argv[1]}`) process.exit(main(process.argv.slice(2)));
