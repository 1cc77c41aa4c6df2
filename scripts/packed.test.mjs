// Every public package as a user gets it: packed once (`pnpm pack`, after `pnpm build`), linted by
// publint and arethetypeswrong, installed with npm into a fresh project outside the workspace, and
// there every export subpath is loaded with `import` and with `require`, and type-checked from an ES
// module and from a CommonJS module under moduleResolution node16, nodenext and bundler.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { availableParallelism, tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { publint } from 'publint';
import { formatMessage } from 'publint/utils';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readmeExample, repositoryOnlyExports } from './metadata.mjs';
import { resolved } from './pnpm.mjs';
import { exec, publicPackages, root, rootManifest } from './workspace.mjs';

const packages = publicPackages();
const require = createRequire(import.meta.url);
const tsc = require.resolve('typescript/bin/tsc');
const attw = join(root, 'node_modules', '@arethetypeswrong', 'cli', 'dist', 'index.js');

/**
 * Checks known to fail today, `${name} ${check}` -> why: each runs as `it.fails`, so it is reported, and
 * it fails once the package is fixed, when its line here must go.
 */
const knownBroken = {};

/** The moduleResolution settings a user's project may have, each with the module setting it goes with. */
const resolutions = {
  node16: { module: 'node16', moduleResolution: 'node16' },
  nodenext: { module: 'nodenext', moduleResolution: 'nodenext' },
  bundler: { module: 'preserve', moduleResolution: 'bundler' },
};

/** Every subpath the packed manifest exports ('.', './puzzles'), but package.json and patterns. */
function exportedSubpaths(manifest) {
  const { exports } = manifest;
  if (exports === undefined || typeof exports === 'string') return ['.'];
  if (Object.keys(exports).every((key) => !key.startsWith('.'))) return ['.'];
  return Object.keys(exports).filter((key) => key !== './package.json' && !key.includes('*'));
}

/**
 * How a user's tools resolve an export, as arethetypeswrong's node16 profile checks it: Node 16+ from
 * an ES module and from CommonJS, and a bundler; each for the code and for the types.
 */
const userResolutions = {
  'node16 import': ['node', 'import'],
  'node16 require': ['node', 'require'],
  bundler: ['import', 'module', 'browser'],
};

/** What does not resolve, for one subpath: `under conditions: why`, empty when all of it does. */
function unresolved(manifest, subpath, names) {
  const entry = exportEntry(manifest, subpath);
  const problems = [];
  for (const [how, conditions] of Object.entries(userResolutions)) {
    for (const [what, extra] of [
      ['code', []],
      ['types', ['types']],
    ]) {
      const file = target(entry, [...extra, ...conditions]);
      if (file === null) problems.push(`${subpath} under ${how} (${what}): no condition matches`);
      else if (!names.includes(file))
        problems.push(`${subpath} under ${how} (${what}): ${file} is not in the tarball`);
      else if (what === 'types' && !/\.d\.[cm]?ts$/.test(file))
        problems.push(`${subpath} under ${how} (types): ${file} is not a declaration file`);
    }
  }
  return problems;
}

/** The exports entry of one subpath. */
function exportEntry(manifest, subpath) {
  const { exports } = manifest;
  if (exports === undefined) return manifest.main ?? 'index.js';
  if (typeof exports === 'string' || (subpath === '.' && !('.' in exports))) return exports;
  return exports[subpath];
}

/** The file an exports entry resolves to under a list of conditions (first match, as Node picks). */
function target(entry, conditions) {
  if (typeof entry === 'string') return entry.replace(/^\.\//, '');
  if (entry === null || typeof entry !== 'object') return null;
  for (const [condition, value] of Object.entries(entry)) {
    if (condition === 'default' || conditions.includes(condition)) {
      const found = target(value, conditions);
      if (found) return found;
    }
  }
  return null;
}

/** The specifier a user imports for a subpath: '@sudoku-lab/testkit/puzzles'. */
const specifier = (name, subpath) => (subpath === '.' ? name : `${name}${subpath.slice(1)}`);

/** The files of a .tgz as `{ name, data }`, names with the leading 'package/' (as publint reads them). */
function tarballFiles(file) {
  const tar = gunzipSync(readFileSync(file));
  const files = [];
  for (let at = 0; at + 512 <= tar.length; ) {
    const header = tar.subarray(at, at + 512);
    if (header.every((byte) => byte === 0)) break;
    const field = (start, length) => header.toString('utf8', start, start + length).replace(/\0.*$/s, '');
    const size = Number.parseInt(field(124, 12).trim() || '0', 8);
    const prefix = field(345, 155);
    const name = prefix ? `${prefix}/${field(0, 100)}` : field(0, 100);
    if (['0', ''].includes(field(156, 1)))
      files.push({ name, data: tar.subarray(at + 512, at + 512 + size) });
    at += 512 + Math.ceil(size / 512) * 512;
  }
  return files;
}

/** Every file an exports map names (its string leaves). */
function exportTargets(value) {
  if (typeof value === 'string') return [value.replace(/^\.\//, '')];
  if (value === null || typeof value !== 'object') return [];
  return Object.values(value).flatMap(exportTargets);
}

async function execOrThrow(command, args, options, what) {
  const result = await exec(command, args, options);
  if (result.status !== 0) {
    throw new Error(
      `${what} failed (exit code ${result.status}):\n${result.stdout}\n${result.stderr}`.trim(),
    );
  }
  return result;
}

/** Runs the jobs, at most `limit` at once, each as soon as a slot is free; resolves to their results in order. */
function pooled(jobs, limit = Math.max(1, availableParallelism())) {
  const results = new Array(jobs.length);
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const index = next++;
      results[index] = await jobs[index]();
    }
  };
  return Promise.all(Array.from({ length: Math.min(limit, jobs.length) }, worker)).then(() => results);
}

let work; // the temporary folder, outside the workspace: tarballs/ and project/
let project;
/** name -> { tarball, files, names (in the tarball, without 'package/'), subpaths } */
const packed = new Map();
/** name -> attw's result */
const typesWrong = new Map();
/** `${spec} ${mode}` -> { names } or { error } */
const loaded = new Map();
/** resolution -> tsc's output */
const typecheck = {};
/** The packages whose README example is type-checked. */
const readmeExamples = new Set();
/** resolution -> tsc's exit code */
const typecheckStatus = {};

/** The script that loads specifiers and prints, for each, the names it exports or the error. */
const loaderSource = (specs, mode) => `
const results = {};
for (const spec of ${JSON.stringify(specs)}) {
  try {
    const m = ${mode === 'import' ? 'await import(spec)' : 'require(spec)'};
    results[spec] = { names: Object.keys(m) };
  } catch (error) {
    results[spec] = { error: String(error && error.stack || error) };
  }
}
`;

/** Loads every specifier in a child Node in the project, with import or require. */
async function loadAll(specs, mode) {
  if (specs.length === 0) return {};
  const source = `${loaderSource(specs, mode)}console.log(JSON.stringify(results));`;
  const file = join(project, `load-${mode}.${mode === 'import' ? 'mjs' : 'cjs'}`);
  writeFileSync(file, source);
  const result = await execOrThrow(process.execPath, [file], { cwd: project }, `node ${file}`);
  return JSON.parse(result.stdout.trim().split('\n').pop());
}

/**
 * Loads, inside a vitest run in the project, the specifiers of entries that import vitest (test
 * helpers: a user loads them from a test file, where vitest's state exists).
 */
async function loadAllInVitest(specs) {
  if (specs.length === 0) return {};
  const dir = join(project, 'in-vitest');
  mkdirSync(dir, { recursive: true });
  const out = join(dir, 'results.json');
  const source = `import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { it } from 'vitest';
const require = createRequire(import.meta.url);
const all = {};
it('loads', async () => {
  for (const mode of ['import', 'require']) {
    ${loaderSource(specs, 'import').replace('await import(spec)', "mode === 'import' ? await import(spec) : require(spec)")}
    all[mode] = results;
  }
  writeFileSync(${JSON.stringify(out)}, JSON.stringify(all));
});
`;
  writeFileSync(join(dir, 'load.test.mjs'), source);
  const vitest = join(project, 'node_modules', 'vitest', 'vitest.mjs');
  await execOrThrow(
    process.execPath,
    [vitest, 'run', '--root', dir],
    { cwd: project },
    'vitest run in the project',
  );
  return JSON.parse(readFileSync(out, 'utf8'));
}

/** An entry whose ES module imports vitest is a test helper (testkit's suite). */
function importsVitest(entry) {
  const file = entry.importFile && entry.files.find((f) => f.name === `package/${entry.importFile}`);
  return file
    ? /\bfrom\s*["']vitest["']|import\(["']vitest["']\)/.test(Buffer.from(file.data).toString())
    : false;
}

beforeAll(async () => {
  const missing = packages.filter((p) => !existsSync(join(p.dir, 'dist')));
  if (missing.length > 0) {
    throw new Error(`no dist/ in ${missing.map((p) => p.folder).join(', ')}: run pnpm build first`);
  }
  work = mkdtempSync(join(tmpdir(), 'sudoku-lab-packed-'));
  const tarballs = join(work, 'tarballs');
  project = join(work, 'project');
  mkdirSync(project, { recursive: true });

  // Pack once: every public package in one pnpm call, as `pnpm publish` packs them.
  const [command, ...prefix] = resolved();
  const filters = packages.flatMap((p) => ['--filter', p.name]);
  const listing = await execOrThrow(
    command,
    [...prefix, '-r', ...filters, 'pack', '--pack-destination', tarballs, '--json'],
    { cwd: root },
    'pnpm pack',
  );
  for (const entry of [JSON.parse(listing.stdout)].flat()) {
    const files = tarballFiles(entry.filename);
    // The manifest a user installs: pnpm's pack applies publishConfig (exports among it).
    const manifest = JSON.parse(
      Buffer.from(files.find((file) => file.name === 'package/package.json').data).toString(),
    );
    const subpaths = exportedSubpaths(manifest).map((subpath) => {
      const exported = exportEntry(manifest, subpath);
      return {
        subpath,
        spec: specifier(manifest.name, subpath),
        importFile: target(exported, ['import', 'node']),
        requireFile: target(exported, ['require', 'node']),
      };
    });
    for (const subpath of subpaths) subpath.files = files;
    packed.set(entry.name, {
      tarball: entry.filename,
      manifest,
      files,
      names: files.map((file) => file.name.replace(/^package\//, '')),
      subpaths,
    });
  }

  // arethetypeswrong reads each tarball: started now, it runs beside the install.
  const linting = pooled(
    [...packed].map(([name, { tarball }]) => async () => {
      typesWrong.set(
        name,
        await exec(process.execPath, [attw, tarball, '--profile', 'node16', '--format', 'ascii'], {
          env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' },
        }),
      );
    }),
    2,
  );

  // Install once: every tarball into the fresh project, the packages' dependencies on one another pointed
  // at the tarballs too (overrides), with each peer a user of the packages installs beside them.
  const dependencies = {};
  for (const [name, { tarball }] of packed) dependencies[name] = `file:${tarball}`;
  const peers = {};
  for (const p of packages) Object.assign(peers, p.manifest.peerDependencies);
  for (const name of Object.keys(dependencies)) delete peers[name];
  // A TypeScript user on Node has Node's types: the version this repository builds against.
  const nodeTypes = { '@types/node': rootManifest().devDependencies['@types/node'] };
  const manifest = {
    name: 'packed-check',
    private: true,
    dependencies: { ...nodeTypes, ...peers, ...dependencies },
  };
  writeFileSync(
    join(project, 'package.json'),
    JSON.stringify({ ...manifest, overrides: dependencies }, null, 2),
  );
  await execOrThrow(
    'npm',
    ['install', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error'],
    { cwd: project },
    'npm install of the tarballs',
  );

  // Load every entry: in plain Node, or inside vitest for an entry that imports vitest.
  const entries = [...packed.values()].flatMap((p) => p.subpaths);
  const plain = entries.filter((entry) => !importsVitest(entry));
  const helpers = entries.filter(importsVitest);
  const [imported, required, inVitest] = await Promise.all([
    loadAll(
      plain.filter((e) => e.importFile).map((e) => e.spec),
      'import',
    ),
    loadAll(
      plain.filter((e) => e.requireFile).map((e) => e.spec),
      'require',
    ),
    loadAllInVitest(helpers.map((e) => e.spec)),
  ]);
  for (const [spec, result] of Object.entries(imported)) loaded.set(`${spec} import`, result);
  for (const [spec, result] of Object.entries(required)) loaded.set(`${spec} require`, result);
  for (const [mode, results] of Object.entries(inVitest)) {
    for (const [spec, result] of Object.entries(results)) loaded.set(`${spec} ${mode}`, result);
  }

  // A usage file per package, an ES module and a CommonJS one, each importing every entry it offers that
  // way; a strategy's `solver` is used as the Solver contract says.
  const usage = join(project, 'usage');
  mkdirSync(usage);
  for (const [name, { subpaths }] of packed) {
    const esm = [];
    const cjs = [];
    subpaths.forEach(({ spec, importFile, requireFile }, i) => {
      if (importFile)
        esm.push(`import * as entry${i} from '${spec}';`, `export const names${i} = Object.keys(entry${i});`);
      if (requireFile)
        cjs.push(
          `import entry${i} = require('${spec}');`,
          `export const names${i} = Object.keys(entry${i});`,
        );
    });
    if (loaded.get(`${name} import`)?.names?.includes('solver')) {
      const use = [
        `import type { Grid, Solver, SolveResult } from '@sudoku-lab/core';`,
        'const solver: Solver = entry0.solver;',
        'export const solve = (grid: Grid): SolveResult => solver.solve(grid, { maxSolutions: 2 });',
      ];
      if (subpaths[0].importFile) esm.push(...use);
      if (subpaths[0].requireFile) cjs.push(...use);
    }
    if (esm.length > 0) writeFileSync(join(usage, `${basename(name)}.mts`), `${esm.join('\n')}\n`);
    // The README's example, as a user copies it (one that imports the package's own files is a
    // contributor's example, not a user's).
    const readme = join(packages.find((p) => p.name === name).dir, 'README.md');
    const example = existsSync(readme) ? readmeExample(readFileSync(readme, 'utf8')) : null;
    if (example !== null && !/from\s*['"]\./.test(example)) {
      writeFileSync(join(usage, `readme-${basename(name)}.mts`), `${example}\nexport {};\n`);
      readmeExamples.add(name);
    }
    if (cjs.length > 0) writeFileSync(join(usage, `${basename(name)}.cts`), `${cjs.join('\n')}\n`);
  }
  await pooled(
    Object.entries(resolutions).map(([resolution, options]) => async () => {
      const config = {
        compilerOptions: {
          ...options,
          target: 'es2022',
          lib: ['es2022', 'dom'],
          types: ['node'],
          strict: true,
        },
        include: ['usage'],
      };
      Object.assign(config.compilerOptions, { noEmit: true, skipLibCheck: false });
      const file = join(project, `tsconfig.${resolution}.json`);
      writeFileSync(file, JSON.stringify(config, null, 2));
      const result = await exec(process.execPath, [tsc, '-p', file, '--pretty', 'false'], { cwd: project });
      typecheck[resolution] = `${result.stdout}${result.stderr}`;
      typecheckStatus[resolution] = result.status;
    }),
    2,
  );
  await linting;
});

afterAll(() => {
  if (work) rmSync(work, { recursive: true, force: true });
  for (const [check, why] of Object.entries(knownBroken))
    console.warn(`not publishable yet: ${check}: ${why}`);
});

describe.each(Object.keys(resolutions))('the usage project under moduleResolution %s', (resolution) => {
  it('type-checks with no error at all', () => {
    expect(typecheck[resolution].split('\n').filter((line) => line.trim() !== '')).toEqual([]);
    expect(typecheckStatus[resolution]).toBe(0);
  });
});

describe.each(packages.map((p) => [p.name]))('%s as packed', (name) => {
  const entry = () => packed.get(name);

  it('publishes no entry point only this repository resolves (nothing but the source condition)', () => {
    expect(repositoryOnlyExports(entry().manifest.exports)).toEqual([]);
  });

  it('resolves every exported subpath under node16 (import and require) and bundler, code and types', () => {
    const { manifest, names } = entry();
    expect(exportedSubpaths(manifest).flatMap((subpath) => unresolved(manifest, subpath, names))).toEqual([]);
  });

  it('holds package.json, README.md, LICENSE, every file its exports name, and no test', () => {
    const { main, module, types, exports } = entry().manifest;
    // The source condition names src/, which ships for the source maps: its files must be there too.
    const targets = [main, module, types, ...exportTargets(exports ?? {})]
      .filter(Boolean)
      .map((t) => t.replace(/^\.\//, ''));
    const wanted = ['package.json', 'README.md', 'LICENSE', ...new Set(targets)];
    expect(wanted.filter((file) => !entry().names.includes(file))).toEqual([]);
    expect(
      entry().names.filter((file) => /\.(test|bench|fixture|reference)\.[cm]?[jt]sx?$/.test(file)),
    ).toEqual([]);
  });

  it('passes publint, warnings counted as errors', async () => {
    const { messages, pkg: manifest } = await publint({
      pack: { files: entry().files },
      pkgDir: 'package',
      level: 'warning',
      strict: true,
    });
    expect(messages.map((m) => `${m.code}: ${formatMessage(m, manifest, { color: false })}`)).toEqual([]);
  });

  it('passes arethetypeswrong (node16 from CJS and from ESM, bundler)', () => {
    // The node10 resolution is left out: it ignores `exports`, which the subpaths rely on, and no Node
    // the packages support (engines) resolves that way.
    const result = typesWrong.get(name);
    expect(result.status, `${result.stdout}${result.stderr}`).toBe(0);
  });

  it('loads every entry with import', () => {
    for (const { spec, importFile } of entry().subpaths) {
      if (!importFile) continue; // a CommonJS-only entry
      const imported = loaded.get(`${spec} import`);
      expect(imported.error, `import('${spec}')`).toBeUndefined();
      expect(imported.names.length, `import('${spec}') exports nothing`).toBeGreaterThan(0);
    }
  });

  const broken = knownBroken[`${name} require`];
  (broken ? it.fails : it)(
    `loads every entry with require, the same names as import${broken ? ` (known to fail: ${broken})` : ''}`,
    () => {
      const names = (result) =>
        result.names.filter((key) => key !== 'default' && key !== '__esModule').sort();
      for (const { spec, importFile, requireFile } of entry().subpaths) {
        if (!requireFile) continue; // an ES-module-only entry: no require condition to load
        const required = loaded.get(`${spec} require`);
        expect(required.error, `require('${spec}')`).toBeUndefined();
        if (importFile) {
          const imported = loaded.get(`${spec} import`);
          expect(names(required), `the names require('${spec}') gives, against import's`).toEqual(
            names(imported),
          );
        }
      }
    },
  );

  it('has a README example that type-checks against the installed packages (node16, nodenext, bundler)', () => {
    if (!readmeExamples.has(name)) return; // its example imports the package's own files
    const file = `usage/readme-${basename(name)}.mts`;
    const errors = Object.values(typecheck).flatMap((output) =>
      output.split('\n').filter((l) => l.includes(file)),
    );
    expect(errors).toEqual([]);
  });

  it.each(Object.keys(resolutions))(
    'type-checks from ESM and from CJS under moduleResolution %s',
    (resolution) => {
      const id = basename(name);
      const errors = typecheck[resolution]
        .split('\n')
        .filter((line) => line.includes(`usage/${id}.`) || line.includes(`node_modules/${name}/`));
      expect(errors).toEqual([]);
    },
  );
});

describe('the sudoku-lab command, installed from the tarballs', () => {
  const cli = packages.find((p) => p.name === '@sudoku-lab/cli');
  // As a user runs it: without the npm_config_* settings pnpm passes to the scripts it runs, which npm
  // would warn about on stderr.
  const userEnv = Object.fromEntries(Object.entries(process.env).filter(([name]) => !/^npm_/i.test(name)));
  const npx = (args) =>
    exec('npx', ['--no-install', 'sudoku-lab', ...args], {
      cwd: project,
      env: { ...userEnv, NO_COLOR: '1' },
    });

  it('npx sudoku-lab --version prints the packed version', async () => {
    const { status, stdout, stderr } = await npx(['--version']);
    expect({ status, stderr }).toEqual({ status: 0, stderr: '' });
    expect(stdout).toBe(`${cli.manifest.version}\n`);
  });

  it('npx sudoku-lab solve PUZZLE prints a solution that keeps the givens and breaks no rule', async () => {
    const puzzle = '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';
    const { status, stdout, stderr } = await npx(['solve', puzzle]);
    expect({ status, stderr }).toEqual({ status: 0, stderr: '' });
    const solution = stdout.trim();
    expect(solution).toMatch(/^[1-9]{81}$/);
    expect([...puzzle].every((c, k) => c === '.' || c === solution[k])).toBe(true);
    const rows = Array.from({ length: 9 }, (_, r) => solution.slice(9 * r, 9 * r + 9));
    const columns = Array.from({ length: 9 }, (_, c) => rows.map((row) => row[c]).join(''));
    const boxes = Array.from({ length: 9 }, (_, b) =>
      rows
        .slice(3 * Math.floor(b / 3), 3 * Math.floor(b / 3) + 3)
        .map((row) => row.slice(3 * (b % 3), 3 * (b % 3) + 3))
        .join(''),
    );
    for (const unit of [...rows, ...columns, ...boxes]) expect(new Set(unit).size).toBe(9);
  });

  it('npx sudoku-lab with a bad option exits 2 with one line', async () => {
    const { status, stderr } = await npx(['solve', '--bogus']);
    expect(status).toBe(2);
    expect(stderr).toMatch(/^sudoku-lab solve: unknown option '--bogus'/);
  });
});

describe('npm i sudoku-lab, alone: the unscoped package installs the sudoku-lab command', () => {
  // A project of its own that installs nothing but the unscoped package (its dependencies on our
  // scoped packages pointed at their tarballs), as `npm i sudoku-lab` does: the command must come with
  // it, not only with @sudoku-lab/cli.
  let alone;
  const userEnv = Object.fromEntries(Object.entries(process.env).filter(([name]) => !/^npm_/i.test(name)));
  const npx = (args) =>
    exec('npx', ['--no-install', 'sudoku-lab', ...args], { cwd: alone, env: { ...userEnv, NO_COLOR: '1' } });

  beforeAll(async () => {
    alone = join(work, 'alone');
    mkdirSync(alone);
    const tarballs = Object.fromEntries([...packed].map(([name, { tarball }]) => [name, `file:${tarball}`]));
    const manifest = {
      name: 'sudoku-lab-alone',
      private: true,
      dependencies: { 'sudoku-lab': tarballs['sudoku-lab'] },
      overrides: tarballs,
    };
    writeFileSync(join(alone, 'package.json'), JSON.stringify(manifest, null, 2));
    await execOrThrow(
      'npm',
      ['install', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error'],
      { cwd: alone },
      'npm install of the sudoku-lab tarball',
    );
  });

  it("links node_modules/.bin/sudoku-lab to the unscoped package's own bin", () => {
    const { bin } = packed.get('sudoku-lab').manifest;
    expect(bin).toEqual({ 'sudoku-lab': expect.any(String) });
    expect(existsSync(join(alone, 'node_modules', '.bin', 'sudoku-lab'))).toBe(true);
    expect(existsSync(join(alone, 'node_modules', 'sudoku-lab', bin['sudoku-lab']))).toBe(true);
  });

  it('npx sudoku-lab --help prints the usage, exit 0', async () => {
    const { status, stdout, stderr } = await npx(['--help']);
    expect({ status, stderr }).toEqual({ status: 0, stderr: '' });
    expect(stdout).toMatch(/^Usage: sudoku-lab COMMAND \[options\]/);
    for (const command of ['solve', 'hint', 'explain', 'rate', 'generate', 'compare'])
      expect(stdout).toMatch(new RegExp(`^  ${command} `, 'm'));
  });

  it('npx sudoku-lab solve PUZZLE solves it', async () => {
    const puzzle = '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';
    const { status, stdout, stderr } = await npx(['solve', puzzle]);
    expect({ status, stderr }).toEqual({ status: 0, stderr: '' });
    expect(stdout).toMatch(/^[1-9]{81}\n$/);
    expect([...puzzle].every((c, k) => c === '.' || c === stdout[k])).toBe(true);
  });
});
