// `pnpm new:strategy` (scripts/new-strategy.mjs), run as a contributor runs it, into a throwaway checkout:
// the registry, one strategy and the root's test configuration copied from this one, core, testkit and
// the tools linked. The package it writes must type-check, pass its own tests and the lint with no edit;
// the registry must list it; its name and description must be placeholders the checks refuse.
import { spawn } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const repository = fileURLToPath(new URL('../../../', import.meta.url));
const script = join(repository, 'scripts', 'new-strategy.mjs');
const tool = (name: string) => join(repository, 'node_modules', '.bin', name);

let root: string;

/** A checkout with what the scaffold reads and writes, and what the new package needs to build and test. */
function throwawayCheckout(): string {
  const at = mkdtempSync(join(tmpdir(), 'new-strategy-'));
  // The test configuration is copied: it finds the packages from where it lies.
  for (const path of [
    'packages/registry/package.json',
    'packages/registry/src/strategies.ts',
    'vitest.config.ts',
    'README.md',
  ]) {
    cpSync(join(repository, path), join(at, path), { recursive: true });
  }
  cpSync(
    join(repository, 'packages/strategies/naive/package.json'),
    join(at, 'packages/strategies/naive/package.json'),
  );
  for (const path of [
    'tsconfig.base.json',
    'tsup.config.ts',
    'pnpm-workspace.yaml',
    'biome.json',
    '.gitignore',
  ]) {
    symlinkSync(join(repository, path), join(at, path));
  }
  mkdirSync(join(at, 'node_modules', '@sudoku-lab'), { recursive: true });
  mkdirSync(join(at, '.changeset'));
  for (const path of ['core', 'testkit', 'strategies/norvig']) {
    const name = path.split('/').pop()!;
    symlinkSync(join(repository, 'packages', path), join(at, 'node_modules', '@sudoku-lab', name));
    cpSync(join(repository, 'packages', path, 'package.json'), join(at, 'packages', path, 'package.json'));
  }
  for (const name of ['vitest', 'typescript', 'tsup', '@biomejs']) {
    symlinkSync(join(repository, 'node_modules', name), join(at, 'node_modules', name));
  }
  return at;
}

/**
 * Runs a command to its end without blocking this thread (a blocked test thread misses the runner's
 * calls and fails with a timeout of its own on a loaded machine).
 */
function run(
  command: string,
  args: readonly string[],
  options: { cwd?: string; env?: NodeJS.ProcessEnv } = {},
) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve, reject) => {
    const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      stdout += chunk;
    });
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      stderr += chunk;
    });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

function scaffold(...args: string[]) {
  return run(process.execPath, [script, '--root', root, '--no-install', ...args]);
}

async function inPackage(command: string, args: readonly string[]) {
  const ran = await run(command, args, {
    cwd: join(root, 'packages/strategies/fresh'),
    env: { ...process.env, NO_COLOR: '1' },
  });
  return { code: ran.code, output: `${ran.stdout}${ran.stderr}` };
}

beforeAll(() => {
  root = throwawayCheckout();
});

afterAll(() => {
  if (root !== undefined) rmSync(root, { recursive: true, force: true });
});

describe('pnpm new:strategy', () => {
  it('--help says what it writes and what an id may be', async () => {
    const { code, stdout } = await scaffold('--help');
    expect(code).toBe(0);
    expect(stdout).toMatch(/^Usage: pnpm new:strategy <id> \[options\]/);
    expect(stdout).toContain('a lower-case word');
    expect(stdout).toContain('--root DIR');
  });

  it.each([
    [[], 'new:strategy: give the new strategy an id: pnpm new:strategy <id> (--help for more)'],
    [['Sweep'], "new:strategy: 'Sweep' is not a lower-case word"],
    [['two-words'], "new:strategy: 'two-words' is not a lower-case word"],
    [['9lives'], "new:strategy: '9lives' is not a lower-case word"],
    [['naive'], "new:strategy: a strategy 'naive' exists already: packages/strategies/naive"],
    [['core'], 'new:strategy: @sudoku-lab/core is taken: packages/core is that package'],
    [['class'], "new:strategy: 'class' is a JavaScript word"],
    [['strategies'], "new:strategy: 'strategies' is already a name in packages/registry/src/strategies.ts"],
    [['one', 'two'], "new:strategy: one id at a time: got 'one' and 'two'"],
    [['--fast'], "new:strategy: unknown option '--fast'"],
  ])('refuses %j with a message, exit code 2, and writes nothing', async (args, message) => {
    const registryBefore = readFileSync(join(root, 'packages/registry/src/strategies.ts'), 'utf8');
    const readmeBefore = readFileSync(join(root, 'README.md'), 'utf8');
    const foldersBefore = readdirSync(join(root, 'packages/strategies'));
    const { code, stdout, stderr } = await scaffold(...args);
    expect(code).toBe(2);
    expect(stdout).toBe('');
    expect(stderr.split('\n')[0]).toContain(message);
    expect(readFileSync(join(root, 'packages/registry/src/strategies.ts'), 'utf8')).toBe(registryBefore);
    expect(readFileSync(join(root, 'README.md'), 'utf8')).toBe(readmeBefore);
    expect(readdirSync(join(root, 'packages/strategies'))).toEqual(foldersBefore);
  });

  it('refuses an id whose first-release changeset is there already, and writes nothing', async () => {
    writeFileSync(join(root, '.changeset/begun-first-release.md'), '---\n"@sudoku-lab/begun": minor\n---\n');
    const { code, stderr } = await scaffold('begun');
    rmSync(join(root, '.changeset/begun-first-release.md'));
    expect(code).toBe(2);
    expect(stderr).toContain('new:strategy: .changeset/begun-first-release.md exists already');
    expect(existsSync(join(root, 'packages/strategies/begun'))).toBe(false);
  });

  describe('fresh: a new strategy', () => {
    const folder = () => join(root, 'packages/strategies/fresh');

    let stdout = '';

    beforeAll(async () => {
      const ran = await scaffold('fresh');
      expect(ran.stderr).toBe('');
      expect(ran.code).toBe(0);
      stdout = ran.stdout;
    });

    it('writes the frame every strategy has, and nothing the root configures for it', () => {
      const written = (at: string, prefix = ''): string[] =>
        readdirSync(at, { withFileTypes: true }).flatMap((entry) =>
          entry.isDirectory()
            ? written(join(at, entry.name), `${prefix}${entry.name}/`)
            : [`${prefix}${entry.name}`],
        );
      expect(written(folder()).sort()).toEqual([
        'README.md',
        'package.json',
        'src/index.ts',
        'src/search.ts',
        'src/solver.bench.ts',
        'src/solver.test.ts',
        'src/solver.ts',
        'tsconfig.json',
      ]);
      const manifest = JSON.parse(readFileSync(join(folder(), 'package.json'), 'utf8'));
      expect(manifest.name).toBe('@sudoku-lab/fresh');
      expect(Object.keys(manifest.scripts)).toEqual(['build', 'typecheck', 'test', 'bench']);
      expect(readFileSync(join(folder(), 'tsconfig.json'), 'utf8').trim().split('\n')).toHaveLength(4);
      expect(readFileSync(join(folder(), 'src/solver.ts'), 'utf8')).toContain("id: 'fresh'");
      const readme = readFileSync(join(folder(), 'README.md'), 'utf8');
      expect(readme).toContain('npm i @sudoku-lab/fresh');
      for (const section of ['The algorithm', 'Stats', 'Trace', 'When to pick it', 'Speed', 'References']) {
        expect(readme).toContain(`\n## ${section}\n`);
      }
      expect(readme).not.toContain('{{');
    });

    it('writes the changeset of its first release and the registry\'s, and says so in its "Next:" list', () => {
      const changeset = readFileSync(join(root, '.changeset/fresh-first-release.md'), 'utf8');
      const releases = /^---\n([\s\S]*?)\n---\n/.exec(changeset)?.[1]?.split('\n');
      expect(releases).toEqual(['"@sudoku-lab/fresh": minor', '"@sudoku-lab/registry": minor']);
      const next = stdout.slice(stdout.indexOf('Next:'));
      expect(next).toContain('.changeset/fresh-first-release.md');
      expect(next).toContain('every placeholder');
    });

    it('leaves a name and descriptions marked as placeholders, which the checks refuse', () => {
      // The registry's test and scripts/metadata.mjs refuse a text with the word.
      const source = readFileSync(join(folder(), 'src/solver.ts'), 'utf8');
      expect(source).toMatch(/name: '[^']*\bplaceholder\b/i);
      expect(source).toMatch(/description:\s*'[^']*\bplaceholder\b/i);
      const manifest = JSON.parse(readFileSync(join(folder(), 'package.json'), 'utf8'));
      expect(manifest.description).toMatch(/\bplaceholder\b/i);
    });

    it('adds the strategy to the registry: an import in order, the end of the list, a dependency', () => {
      const source = readFileSync(join(root, 'packages/registry/src/strategies.ts'), 'utf8');
      const imports = source.split('\n').filter((line) => line.startsWith('import '));
      expect(imports).toContain("import { solver as fresh } from '@sudoku-lab/fresh';");
      const modules = imports.map((line) => /from '(.+)'/.exec(line)![1]!);
      expect(modules).toEqual([...modules].sort());
      expect(source).toMatch(/Object\.freeze\(\[[^\]]*\bfresh\s*,?\s*\]\)/);
      const manifest = JSON.parse(readFileSync(join(root, 'packages/registry/package.json'), 'utf8'));
      expect(manifest.dependencies['@sudoku-lab/fresh']).toBe('workspace:^');
      expect(Object.keys(manifest.dependencies)).toEqual(Object.keys(manifest.dependencies).sort());
    });

    it("adds its rows to the root README's two tables: its id and package, the rest placeholders", () => {
      const lines = readFileSync(join(root, 'README.md'), 'utf8').split('\n');
      const cells = (line: string) =>
        line
          .slice(1, -1)
          .split('|')
          .map((cell) => cell.trim());
      const rowsOf = (header: string) => {
        const at = lines.findIndex((line) => line.startsWith(header));
        const rows: string[][] = [];
        for (const line of lines.slice(at + 2)) {
          if (!line.startsWith('|')) break;
          rows.push(cells(line));
        }
        return { columns: cells(lines[at]!).length, rows };
      };
      const speed = rowsOf('| strategy | package |');
      const row = speed.rows.find(([id]) => id === 'fresh')!;
      expect(row.slice(0, 2)).toEqual(['fresh', '`@sudoku-lab/fresh`']);
      expect(row).toHaveLength(speed.columns);
      for (const cell of row.slice(2)) expect(cell).toMatch(/^placeholder: /);
      expect(row.filter((cell) => cell === 'placeholder: to be measured')).toHaveLength(speed.columns - 3);
      // After the project's strategies, before the peers measured beside them (in italics).
      const names = speed.rows.map(([name]) => name!);
      expect(names.indexOf('fresh')).toBe(names.findIndex((name) => name.startsWith('*')) - 1);
      const packages = rowsOf('| folder | package |').rows;
      const at = packages.findIndex(([folder]) => folder === 'packages/strategies/fresh');
      expect(packages[at]!.slice(0, 2)).toEqual(['packages/strategies/fresh', '`@sudoku-lab/fresh`']);
      expect(packages[at]![2]).toMatch(/^placeholder: /);
      expect(packages[at - 1]![0]).toMatch(/^packages\/strategies\//);
      expect(stdout).toContain('pnpm check:strategy fresh');
    });

    it('writes a package that type-checks as written', async () => {
      const { code, output } = await inPackage(tool('tsc'), ['-p', '.']);
      expect(output).toBe('');
      expect(code).toBe(0);
    });

    it('writes a package whose tests pass as written: the conformance suite on every shape', async () => {
      const { code, output } = await inPackage(tool('vitest'), ['run']);
      expect(output).toMatch(/Tests\s+\d+ passed/);
      expect(code).toBe(0);
    });

    it('writes files, and a registry, that pass the lint', async () => {
      const { code, output } = await inPackage(tool('biome'), [
        'check',
        '.',
        '../../registry/src/strategies.ts',
      ]);
      expect(output).toContain('No fixes applied');
      expect(code).toBe(0);
    });
  });
});
