#!/usr/bin/env node
// `pnpm new:strategy <id>`: writes packages/strategies/<id> from scripts/templates/strategy (the frame
// every strategy has, a small complete search, its conformance test, a README skeleton), adds it to the
// registry (one import, one entry, one dependency), writes the changeset of its first release, formats
// what it touched and runs `pnpm install`. Its tests and builds use the root's vitest.config.ts and
// tsup.config.ts, so the package has no file of its own for them.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const templates = join(here, 'templates', 'strategy');
const changesetTemplate = join(here, 'templates', 'changeset.md.tmpl');
const repository = resolve(here, '..');

const usage = `Usage: pnpm new:strategy <id> [options]

Writes packages/strategies/<id>: the package @sudoku-lab/<id> with the frame every strategy has
(package.json, tsconfig.json, README.md, src/index.ts; its tests and build use the root's
vitest.config.ts and tsup.config.ts), a small complete search in src/search.ts wrapped in core's
defineSolver in src/solver.ts, src/solver.test.ts running the conformance suite, and
src/solver.bench.ts timing it beside norvig. Adds the strategy to packages/registry (the list the apps
show), writes .changeset/<id>-first-release.md (its first release, and the registry's), adds its
rows to the root README.md's tables and runs pnpm install. Its tests, typecheck and lint pass as
written; what is left for you to write (the name, the descriptions, the README's sections, the
changeset's sentence, the README rows and their figures) is marked "placeholder", which
pnpm check:strategy <id> refuses until you write your own.

<id>  a lower-case word (letters, then letters or digits), not taken by a strategy or another package

Options:
  --root DIR     the repository to write into (default: the one holding this script)
  --no-install   skip pnpm install
  -h, --help     show this help`;

/** Words an id cannot be: the registry imports each solver under its id, so it must be a free identifier. */
const RESERVED = new Set(
  (
    'await break case catch class const continue debugger default delete do else enum export extends false ' +
    'finally for function if implements import in instanceof interface let new null package private ' +
    'protected public return static super switch this throw true try typeof var void while with yield ' +
    'arguments eval undefined'
  ).split(' '),
);

class Refusal extends Error {}

function parseArguments(argv) {
  const options = { root: repository, install: true, id: undefined, help: false };
  for (let k = 0; k < argv.length; k++) {
    const argument = argv[k];
    if (argument === '-h' || argument === '--help') options.help = true;
    else if (argument === '--no-install') options.install = false;
    else if (argument === '--root') {
      const value = argv[++k];
      if (value === undefined) throw new Refusal('--root needs a folder: --root DIR');
      options.root = resolve(value);
    } else if (argument.startsWith('-')) throw new Refusal(`unknown option '${argument}'`);
    else if (options.id === undefined) options.id = argument;
    else throw new Refusal(`one id at a time: got '${options.id}' and '${argument}'`);
  }
  return options;
}

/** The package.json names of the workspace's packages, so an id never names a package twice. */
function workspaceNames(root) {
  const names = new Map();
  for (const parent of ['packages', 'packages/strategies', 'apps']) {
    const folder = join(root, parent);
    if (!existsSync(folder)) continue;
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const manifest = join(folder, entry.name, 'package.json');
      if (entry.isDirectory() && existsSync(manifest)) {
        names.set(JSON.parse(readFileSync(manifest, 'utf8')).name, join(parent, entry.name));
      }
    }
  }
  return names;
}

/** Why an id cannot be used, or null when it can. */
function refusalOf(id, root, registrySource) {
  if (id === undefined) return 'give the new strategy an id: pnpm new:strategy <id> (--help for more)';
  if (!/^[a-z][a-z0-9]*$/.test(id)) {
    return `'${id}' is not a lower-case word: use letters a-z, then letters or digits (like 'sweep' or 'dlx')`;
  }
  if (RESERVED.has(id)) return `'${id}' is a JavaScript word, and the registry imports the solver by its id`;
  const folder = join(root, 'packages', 'strategies', id);
  if (existsSync(folder)) return `a strategy '${id}' exists already: ${relative(root, folder)}`;
  const taken = workspaceNames(root).get(`@sudoku-lab/${id}`);
  if (taken !== undefined) return `@sudoku-lab/${id} is taken: ${taken} is that package`;
  if (new RegExp(`\\b${id}\\b`).test(registrySource)) {
    return `'${id}' is already a name in packages/registry/src/strategies.ts; pick another id`;
  }
  const changeset = join(root, changesetOf(id));
  if (existsSync(changeset))
    return `${relative(root, changeset)} exists already: a strategy '${id}' was begun`;
  return null;
}

/** Where the changeset of a strategy's first release goes, inside the checkout. */
function changesetOf(id) {
  return join('.changeset', `${id}-first-release.md`);
}

/** A template's text with the id and its title filled in. */
function render(path, id) {
  const title = id[0].toUpperCase() + id.slice(1);
  return readFileSync(path, 'utf8').replaceAll('{{id}}', id).replaceAll('{{title}}', title);
}

/** Every template file, as [path inside the package, contents with the placeholders filled]. */
function renderTemplates(id) {
  const files = [];
  const walk = (folder) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.tmpl')) {
        files.push([relative(templates, path).slice(0, -'.tmpl'.length), render(path, id)]);
      }
    }
  };
  walk(templates);
  return files;
}

/** The registry's source with the strategy imported (in import order) and appended to the list. */
function registerIn(source, id) {
  const line = `import { solver as ${id} } from '@sudoku-lab/${id}';`;
  const lines = source.split('\n');
  const imports = lines.flatMap((text, at) => {
    const from = /^import .* from '(.+)';$/.exec(text);
    return from === null ? [] : [{ at, module: from[1] }];
  });
  if (imports.length === 0) throw new Refusal('packages/registry/src/strategies.ts has no import to add to');
  const after = imports.find((entry) => entry.module > `@sudoku-lab/${id}`);
  lines.splice(after === undefined ? imports.at(-1).at + 1 : after.at, 0, line);
  const listed = lines.join('\n');
  const list = /(export const strategies: readonly Solver\[\] = Object\.freeze\(\[)([^\]]*?)(,?\s*\]\))/;
  if (!list.test(listed)) {
    throw new Refusal(
      'packages/registry/src/strategies.ts: cannot find `export const strategies: readonly Solver[] = Object.freeze([...])`',
    );
  }
  return listed.replace(list, (_, open, entries, close) => `${open}${entries.trimEnd()}, ${id}${close}`);
}

/** The registry's package.json with the strategy among its dependencies, in name order. */
function dependOn(manifestText, id) {
  const manifest = JSON.parse(manifestText);
  const dependencies = { ...manifest.dependencies, [`@sudoku-lab/${id}`]: 'workspace:^' };
  manifest.dependencies = Object.fromEntries(
    Object.entries(dependencies).sort(([a], [b]) => (a < b ? -1 : 1)),
  );
  return `${JSON.stringify(manifest, null, 2)}\n`;
}

/** The word the scaffold marks what the author still has to write with; the checks refuse it. */
const PLACEHOLDER = 'placeholder';

/** The cells of a markdown table's row. */
const cellsOf = (line) =>
  line
    .slice(1, -1)
    .split('|')
    .map((cell) => cell.trim());

/** Where the table whose header starts with `header` lies: its header line and the line after its last row. */
function tableAt(lines, header) {
  const start = lines.findIndex((line) => line.startsWith(header));
  if (start < 0) throw new Refusal(`README.md has no table whose header starts "${header}"`);
  let end = start + 2;
  while (end < lines.length && lines[end].startsWith('|')) end++;
  return { start, end };
}

/**
 * The root README with the strategy's rows: in "Which strategy?" after the project's strategies (before
 * the peers, whose names are in italics), its figures marked as placeholders until \`pnpm bench\`
 * measures them; in "Packages" after the last strategy. The checks refuse the placeholders.
 */
function withReadmeRows(readme, id) {
  const lines = readme.split('\n');
  const pack = `\`@sudoku-lab/${id}\``;
  const speed = tableAt(lines, '| strategy | package |');
  const columns = cellsOf(lines[speed.start]).length;
  const figures = Array.from({ length: columns - 3 }, () => `${PLACEHOLDER}: to be measured`);
  const speedRow = `| ${[id, pack, `${PLACEHOLDER}: how it searches, in a line`, ...figures].join(' | ')} |`;
  const peer = lines.slice(speed.start + 2, speed.end).findIndex((line) => cellsOf(line)[0].startsWith('*'));
  lines.splice(peer < 0 ? speed.end : speed.start + 2 + peer, 0, speedRow);
  const packages = tableAt(lines, '| folder | package |');
  const rows = lines.slice(packages.start + 2, packages.end);
  const last = rows.findLastIndex((line) => cellsOf(line)[0].startsWith('packages/strategies/'));
  const packageRow = `| packages/strategies/${id} | ${pack} | ${PLACEHOLDER}: what it is, in a few words |`;
  lines.splice(last < 0 ? packages.end : packages.start + 2 + last + 1, 0, packageRow);
  return lines.join('\n');
}

/** Runs a command; a quiet one shows its output only when it fails. Returns its exit code. */
function run(command, args, cwd, { quiet = false } = {}) {
  const result = spawnSync(command, args, { cwd, stdio: quiet ? 'pipe' : 'inherit', encoding: 'utf8' });
  if (result.error !== undefined) throw new Refusal(`could not run ${command}: ${result.error.message}`);
  if (quiet && result.status !== 0) process.stderr.write(`${result.stdout}${result.stderr}`);
  return result.status ?? 1;
}

function main(argv) {
  const options = parseArguments(argv);
  if (options.help) {
    console.log(usage);
    return 0;
  }
  const { root, id } = options;
  const registry = join(root, 'packages', 'registry');
  const listFile = join(registry, 'src', 'strategies.ts');
  const manifestFile = join(registry, 'package.json');
  const readmeFile = join(root, 'README.md');
  if (!existsSync(listFile) || !statSync(listFile).isFile()) {
    throw new Refusal(`${root} is not a sudoku-lab checkout: ${relative(root, listFile)} is missing`);
  }
  const listSource = readFileSync(listFile, 'utf8');
  const refusal = refusalOf(id, root, listSource);
  if (refusal !== null) throw new Refusal(refusal);

  // Everything is worked out before anything is written, so a refusal leaves the checkout as it was.
  const files = renderTemplates(id);
  const listed = registerIn(listSource, id);
  const manifest = dependOn(readFileSync(manifestFile, 'utf8'), id);
  const changeset = render(changesetTemplate, id);
  if (!existsSync(readmeFile)) throw new Refusal(`${root} has no README.md to list the strategy in`);
  const readme = withReadmeRows(readFileSync(readmeFile, 'utf8'), id);
  const folder = join(root, 'packages', 'strategies', id);
  for (const [path, text] of files) {
    mkdirSync(dirname(join(folder, path)), { recursive: true });
    writeFileSync(join(folder, path), text);
  }
  writeFileSync(listFile, listed);
  writeFileSync(manifestFile, manifest);
  mkdirSync(join(root, '.changeset'), { recursive: true });
  writeFileSync(join(root, changesetOf(id)), changeset);
  writeFileSync(readmeFile, readme);
  // The list may now be too long for one line: Biome lays it out as the lint expects.
  const biome = join(repository, 'node_modules', '.bin', 'biome');
  if (existsSync(biome) && run(biome, ['format', '--write', listFile], root, { quiet: true }) !== 0) {
    throw new Refusal(`biome could not format ${relative(root, listFile)}`);
  }
  console.log(`wrote ${relative(root, folder)}/ (${files.map(([path]) => path).join(', ')})`);
  console.log(`added @sudoku-lab/${id} to packages/registry (src/strategies.ts, package.json)`);
  console.log(`wrote ${changesetOf(id)} (the first release of @sudoku-lab/${id} and the registry's)`);
  console.log(`added ${id}'s rows to README.md ("Which strategy?" and "Packages")`);
  if (options.install) {
    if (run('pnpm', ['install'], root) !== 0) throw new Refusal('pnpm install failed (see above)');
    // The sentence of which strategy solves which shapes, written from the registry.
    const sentence = ['--filter', '@sudoku-lab/registry', 'readme'];
    if (run('pnpm', sentence, root, { quiet: true }) !== 0) {
      throw new Refusal('pnpm --filter @sudoku-lab/registry readme failed (see above)');
    }
  }
  console.log(
    [
      '',
      'Next:',
      `  pnpm check:strategy ${id}    lint, types, tests, conformance, registry, README tables, metadata`,
      '  It fails until every placeholder is replaced: the name and description in',
      `  packages/strategies/${id}/src/solver.ts and package.json, the sections of its README.md, the`,
      `  sentence in ${changesetOf(id)}, and its rows in the root README.md`,
      `  (the figures: pnpm build:apps && pnpm bench -s ${id} --out ${id}-bench.md, then delete the file).`,
      `  Write the search in packages/strategies/${id}/src/search.ts; CONTRIBUTING.md says how.`,
      '  pnpm build:apps && pnpm compare --list    the compare app lists it (the web app too)',
      `  Commit the new folder, packages/registry, README.md, ${changesetOf(id)} and pnpm-lock.yaml together.`,
    ].join('\n'),
  );
  return 0;
}

try {
  process.exitCode = main(process.argv.slice(2));
} catch (error) {
  if (!(error instanceof Refusal)) throw error;
  console.error(`new:strategy: ${error.message}`);
  process.exitCode = 2;
}
