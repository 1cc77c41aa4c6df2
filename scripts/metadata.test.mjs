import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  defaultFiles,
  describePackage,
  fixedManifest,
  metadataProblems,
  pendingChangesetFiles,
  pendingChangesets,
  placeholderLines,
  publishedExports,
  readmeProblems,
  unreleasedVersion,
} from './metadata.mjs';
import { publicPackages, root, rootManifest } from './workspace.mjs';

const rootPkg = {
  repository: { type: 'git', url: 'git+https://example.test/o/r.git' },
  bugs: { url: 'https://example.test/o/r/issues' },
  engines: { node: '>=20.19' },
};
const readme =
  '# @sudoku-lab/x\n\n```sh\nnpm i @sudoku-lab/x\n```\n\n```ts\nconsole.log(1);\n```\n\n## More\n';
const complete = {
  name: '@sudoku-lab/x',
  version: '0.1.0',
  description: 'A package.',
  keywords: ['sudoku'],
  homepage: 'https://example.test/o/r/tree/main/packages/x#readme',
  bugs: { url: 'https://example.test/o/r/issues' },
  repository: { type: 'git', url: 'git+https://example.test/o/r.git', directory: 'packages/x' },
  license: 'MIT',
  files: ['dist'],
  publishConfig: { access: 'public' },
  engines: { node: '>=20.19' },
};
const pkg = (manifest, extra = {}) => ({
  name: manifest.name,
  folder: 'packages/x',
  manifest,
  readme,
  changelog: true,
  ...extra,
});
const without = (field) => Object.fromEntries(Object.entries(complete).filter(([key]) => key !== field));

describe('metadataProblems', () => {
  it('finds nothing wrong with complete metadata', () => {
    expect(metadataProblems(pkg(complete), rootPkg, new Set())).toEqual([]);
  });

  it.each([
    ['description', without('description'), 'description:'],
    ['keywords', without('keywords'), 'keywords:'],
    ['keywords without "sudoku"', { ...complete, keywords: ['solver'] }, 'keywords:'],
    ['homepage', without('homepage'), 'homepage:'],
    ['homepage of another folder', { ...complete, homepage: 'https://example.test/o/r#readme' }, 'homepage:'],
    ['bugs', without('bugs'), 'bugs:'],
    ['repository', without('repository'), 'repository:'],
    [
      'repository without directory',
      { ...complete, repository: { type: 'git', url: rootPkg.repository.url } },
      'repository:',
    ],
    ['license', { ...complete, license: 'ISC' }, 'license:'],
    ['publishConfig', without('publishConfig'), 'publishConfig:'],
    ['publishConfig.access', { ...complete, publishConfig: { access: 'restricted' } }, 'publishConfig:'],
    ['files', without('files'), 'files:'],
    ['files without dist', { ...complete, files: ['src'] }, 'files:'],
    ['engines', without('engines'), 'engines:'],
    ['name outside the scope', { ...complete, name: 'sudoku-x' }, 'name:'],
    [
      'placeholder description',
      { ...complete, description: 'Placeholder description of X.' },
      'description:',
    ],
  ])('names a missing or wrong %s', (_, manifest, problem) => {
    const problems = metadataProblems(pkg(manifest), rootPkg, new Set());
    expect(problems.some((line) => line.startsWith(problem))).toBe(true);
  });

  it('asks a package that was never released for a changeset and version 0.0.0', () => {
    const problems = metadataProblems(pkg(complete, { changelog: false }), rootPkg, new Set());
    expect(problems).toEqual([expect.stringMatching(/^release:/), expect.stringMatching(/^version:/)]);
    const pending = new Set(['@sudoku-lab/x']);
    const first = { ...complete, version: unreleasedVersion };
    expect(metadataProblems(pkg(first, { changelog: false }), rootPkg, pending)).toEqual([]);
  });
});

describe('readmeProblems', () => {
  it.each([
    ['a missing README', null, 'missing'],
    ['another title', readme.replace('# @sudoku-lab/x', '# x'), 'title'],
    ['no install block', '# @sudoku-lab/x\n\nIntro.\n\n```sh\nnpm i @sudoku-lab/x\n```\n', 'npm i'],
    [
      'the install of another package',
      readme.replace('npm i @sudoku-lab/x', 'npm i @sudoku-lab/xy'),
      'npm i',
    ],
    ['an install block that is not shell', readme.replace('```sh', '```ts'), 'npm i'],
    [
      'no example',
      '# @sudoku-lab/x\n\n```sh\nnpm i @sudoku-lab/x\n```\n\n## Usage\n\n```ts\nx\n```\n',
      'example',
    ],
  ])('names %s', (_, text, problem) => {
    const problems = readmeProblems('@sudoku-lab/x', text);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain(problem);
  });

  it.each([
    ['npm i', readme],
    ['npm install, with peers', readme.replace('npm i @sudoku-lab/x', 'npm install @sudoku-lab/x vitest')],
    ['npm i -D', readme.replace('npm i @sudoku-lab/x', 'npm i -D @sudoku-lab/x')],
  ])('accepts %s', (_, text) => {
    expect(readmeProblems('@sudoku-lab/x', text)).toEqual([]);
  });
});

describe('fixedManifest', () => {
  it('writes every derivable field, keeps the rest, and leaves nothing for the check but the author', () => {
    const bare = { name: '@sudoku-lab/x', version: '0.3.0', description: 'A package.', keywords: ['sudoku'] };
    const fixed = fixedManifest({ ...bare, scripts: { build: 'tsup' } }, rootPkg, 'packages/x', false);
    expect(fixed.scripts).toEqual({ build: 'tsup' });
    expect(fixed.files).toEqual(defaultFiles);
    expect(fixed.version).toBe(unreleasedVersion);
    const pending = new Set(['@sudoku-lab/x']);
    expect(metadataProblems(pkg(fixed, { changelog: false }), rootPkg, pending)).toEqual([]);
  });

  it('keeps the version of a released package and its own publishConfig fields', () => {
    const manifest = { ...complete, publishConfig: { access: 'restricted', tag: 'next' } };
    const fixed = fixedManifest(manifest, rootPkg, 'packages/x', true);
    expect(fixed.version).toBe('0.1.0');
    expect(fixed.publishConfig).toEqual({ access: 'public', tag: 'next' });
  });
});

describe('package names', () => {
  it.each([
    ['@sudoku-lab/x', true],
    ['sudoku-lab', true],
    ['@other/x', false],
    ['sudoku-lab-extra', false],
  ])('%s is allowed: %s', (name, allowed) => {
    const problems = metadataProblems(pkg({ ...complete, name }), rootPkg, new Set());
    const named = problems.filter((problem) => problem.startsWith('name: '));
    expect(named).toEqual(
      allowed ? [] : ['name: must be @sudoku-lab/<lower-case-id> (or sudoku-lab, the one-import package)'],
    );
  });
});

describe('repository-only exports', () => {
  const exports = {
    '.': { '@sudoku-lab/source': './src/index.ts', import: './dist/index.js' },
    './speed': { '@sudoku-lab/source': './src/speed.ts' },
  };
  const published = { '.': exports['.'] };

  it('are left out of the exports a package publishes', () => {
    expect(publishedExports(exports)).toEqual(published);
    expect(publishedExports({ '.': exports['.'] })).toBeUndefined();
  });

  it.each([
    [
      'no publishConfig.exports',
      { access: 'public' },
      /^publishConfig.exports: must be exports without \.\/speed/,
    ],
    [
      'one that still holds them',
      { access: 'public', exports },
      /^publishConfig.exports: must be exports without \.\/speed .*, got \{/,
    ],
  ])('are a problem with %s', (_, publishConfig, expected) => {
    const problems = metadataProblems(pkg({ ...complete, exports, publishConfig }), rootPkg, new Set());
    expect(problems).toContainEqual(expect.stringMatching(expected));
  });

  it('are no problem once publishConfig.exports leaves them out, which --fix writes', () => {
    const manifest = { ...complete, exports, publishConfig: { access: 'public', exports: published } };
    expect(metadataProblems(pkg(manifest), rootPkg, new Set())).toEqual([]);
    expect(fixedManifest({ ...complete, exports }, rootPkg, 'packages/x', true).publishConfig).toEqual({
      access: 'public',
      exports: published,
    });
  });
});

describe('every public package of this repository', () => {
  const rootOfRepository = rootManifest();
  const pending = pendingChangesets();
  const packages = publicPackages();

  it('is found: the workspace has public packages, none of them private', () => {
    expect(packages.length).toBeGreaterThan(0);
    expect(packages.filter((p) => p.manifest.private)).toEqual([]);
  });

  it.each(packages.map((p) => [p.name, p]))('%s has the metadata a publish needs', (_, p) => {
    // node scripts/metadata.mjs --fix writes the fields that follow from the folder and the root.
    expect(metadataProblems(describePackage(p), rootOfRepository, pending)).toEqual([]);
  });
});

describe('placeholderLines', () => {
  it.each([
    ['README.md', '# x\n\n_Placeholder: what it does._\n\nDone.\n', ['README.md line 3: ']],
    [
      '.changeset/a.md',
      '---\n"x": minor\n---\n\nA PLACEHOLDER here, and a placeholder there.\n',
      ['.changeset/a.md line 5: '],
    ],
    ['README.md', '# x\n\nplaceholders and placeholding are other words.\n', []],
    ['README.md', null, []],
  ])('%s: names each line the scaffold left to write', (file, text, starts) => {
    const lines = placeholderLines(file, text);
    expect(lines.map((line) => line.slice(0, starts[0]?.length ?? 0))).toEqual(starts);
    for (const line of lines) expect(line).toContain("still the scaffold's placeholder");
  });
});

describe('the strategy scaffold (pnpm new:strategy)', () => {
  const templates = join(root, 'scripts', 'templates');
  const render = (file) =>
    readFileSync(join(templates, file), 'utf8')
      .replaceAll('{{id}}', 'fresh')
      .replaceAll('{{title}}', 'Fresh');
  const changeset = { file: '.changeset/fresh-first-release.md', text: render('changeset.md.tmpl') };

  /** What the metadata check sees of the package as the scaffold writes it, with `edits` made. */
  function scaffolded(edits = {}) {
    const manifest = JSON.parse(render('strategy/package.json.tmpl'));
    return {
      name: manifest.name,
      folder: 'packages/strategies/fresh',
      manifest: { ...manifest, ...edits.manifest },
      readme: edits.readme ?? render('strategy/README.md.tmpl'),
      changelog: false,
      changesets: [{ ...changeset, text: edits.changeset ?? changeset.text }],
    };
  }

  it('leaves the description, the README sections and the changeset sentence as placeholders the check names', () => {
    const problems = metadataProblems(scaffolded(), rootManifest(), new Set(['@sudoku-lab/fresh']));
    expect(problems[0]).toBe(
      "description: still the scaffold's placeholder; say in a sentence what the package is",
    );
    const readmeLines = problems.filter((line) => line.startsWith('README.md line '));
    expect(readmeLines.length).toBeGreaterThanOrEqual(4);
    expect(
      problems.filter((line) => line.startsWith('.changeset/fresh-first-release.md line ')),
    ).toHaveLength(1);
    expect(problems).toHaveLength(1 + readmeLines.length + 1);
  });

  it('passes once each placeholder is written', () => {
    const written = (text) =>
      text
        .split('\n')
        .filter((line) => !/placeholder/i.test(line))
        .join('\n');
    const edits = {
      manifest: { description: 'Fresh: a depth-first search on the fewest candidates.' },
      readme: written(render('strategy/README.md.tmpl')),
      changeset: written(changeset.text),
    };
    expect(metadataProblems(scaffolded(edits), rootManifest(), new Set(['@sudoku-lab/fresh']))).toEqual([]);
  });

  it('writes the changeset of the first release of the package and of the registry', () => {
    const dir = mkdtempSync(join(tmpdir(), 'changeset-'));
    writeFileSync(join(dir, 'fresh-first-release.md'), changeset.text);
    expect([...pendingChangesets(dir)]).toEqual(['@sudoku-lab/fresh', '@sudoku-lab/registry']);
    expect(pendingChangesetFiles(dir).map(({ file }) => file)).toEqual([changeset.file]);
    rmSync(dir, { recursive: true });
  });
});
