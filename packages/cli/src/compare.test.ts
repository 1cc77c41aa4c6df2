import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import type { ImportPeer } from '@sudoku-lab/harness/node';
import { strategies } from '@sudoku-lab/registry';
import { describe, expect, it } from 'vitest';
import { puzzles, runMain } from './testing.fixture.js';

// The workspace installs the npm peers for apps/compare only: found from there, as from a user's project.
const fromCompareApp = createRequire(new URL('../../../apps/compare/package.json', import.meta.url));
const installed: ImportPeer = async (name) => import(pathToFileURL(fromCompareApp.resolve(name)).href);
const notInstalled: ImportPeer = async (name) => {
  throw Object.assign(new Error(`Cannot find package '${name}'`), { code: 'ERR_MODULE_NOT_FOUND' });
};
const noteFor = (name: string) =>
  `sudoku-lab compare: note: ${name} is not installed (npm i ${name} to compare with it)\n`;

const run = (argv: string[], stdin: string | null = null, importPeer: ImportPeer = notInstalled) =>
  runMain(argv, stdin, { io: { importPeer } });

const list = `${puzzles.easy}\n${puzzles.clash}\n${puzzles.open}\n`;

describe('sudoku-lab compare', () => {
  it('runs the installed peers beside ours, checked like ours', async () => {
    const { code, stdout, stderr } = await run(['compare', '-', '-f', 'json'], list, installed);
    expect(stderr).toBe('');
    expect(code).toBe(0);
    const rows = (JSON.parse(stdout) as { summary: Record<string, unknown>[] }).summary;
    expect(rows.map((row) => row.strategy)).toEqual([
      ...strategies.map((s) => s.id),
      'algorithm.ts',
      'sudoku-npm',
    ]);
    for (const row of rows.slice(-2))
      expect(row).toMatchObject({ puzzles: 3, solved: 2, invalid: 1, wrong: 0 });
  });

  it('a missing peer gets a note with its install line, and the run goes on', async () => {
    const onlySudoku: ImportPeer = (name) => (name === 'sudoku' ? installed(name) : notInstalled(name));
    const { code, stdout, stderr } = await run(['compare', '-', '-f', 'csv'], list, onlySudoku);
    expect(code).toBe(0);
    expect(stderr).toBe(noteFor('@algorithm.ts/sudoku'));
    expect(stdout).toMatch(/\nsudoku-npm,"sudoku \(npm, David Bau\)",peer,3,2,/);
    expect(stdout).not.toMatch(/algorithm\.ts/);
  });

  it('-s naming a peer that is not installed is bad usage that says how to install it', async () => {
    const { code, stderr } = await run(['compare', '-', '-s', 'norvig,algorithm.ts'], list);
    expect(code).toBe(2);
    expect(stderr).toMatch(/^sudoku-lab compare: --strategy algorithm\.ts: .*npm i @algorithm\.ts\/sudoku/);
  });

  it('--list gives each strategy of the registry the rules it declares, and a peer none', async () => {
    const { code, stdout } = await run(['compare', '--list'], null, installed);
    expect(code).toBe(0);
    const [header, ...rows] = stdout.trimEnd().split('\n');
    const titles = header!.trim().split(/\s+/);
    expect(titles.slice(0, 4)).toEqual(['id', 'kind', 'shapes', 'rules']);
    // The rules column starts where its title does; it ends at the next column's title.
    const from = header!.indexOf('rules');
    const to = header!.indexOf('name');
    const rulesOf = new Map(rows.map((row) => [row.split(/\s+/)[0]!, row.slice(from, to).trim()]));
    for (const strategy of strategies)
      expect(rulesOf.get(strategy.id), strategy.id).toBe((strategy.rules ?? []).join(' ') || '-');
    expect(strategies.some((strategy) => (strategy.rules ?? []).length > 0)).toBe(true);
    const peers = rows.filter((row) => row.split(/\s+/)[1] === 'peer');
    expect(peers.length).toBeGreaterThan(0);
    for (const row of peers) expect(row.slice(from, to).trim()).toBe('-');
  });

  it('--help says how to add the peers', async () => {
    const { code, stdout } = await run(['compare', '--help']);
    expect(code).toBe(0);
    expect(stdout).toContain('npm i @algorithm.ts/sudoku');
    expect(stdout).toContain('npm i sudoku');
  });

  it('one JSON document: a summary row a strategy of the registry, each puzzle counted by its status, and the verdict', async () => {
    const { code, stdout, stderr } = await run(['compare', '-', '-f', 'json', '-m', '2'], list);
    expect(code).toBe(0);
    expect(stderr).toBe(noteFor('@algorithm.ts/sudoku') + noteFor('sudoku'));
    const document = JSON.parse(stdout) as {
      summary: Record<string, unknown>[];
      relative: { baseline: string; others: { strategy: string; ratio: number }[] };
    };
    expect(Object.keys(document)).toEqual(['run', 'puzzles', 'results', 'summary', 'relative', 'totals']);
    const ids = strategies.map((s) => s.id);
    expect(document.relative.others.map((other) => other.strategy).sort()).toEqual(
      ids.filter((id) => id !== document.relative.baseline).sort(),
    );
    const rows = document.summary;
    expect(rows.map((row) => row.strategy)).toEqual(strategies.map((s) => s.id));
    for (const row of rows) {
      expect(row).toMatchObject({ puzzles: 3, solved: 1, invalid: 1, multiple: 1, wrong: 0 });
    }
  });

  it.each([
    [
      ['-s', 'norvig,wfc', '-f', 'csv'],
      /^strategy,name,kind,puzzles,solved,.*\nnorvig,[^,]+,strategy,3,2,0,0,1,0,0,0,[\d.]+,.*\nwfc,[^,]+,strategy,3,2,/,
    ],
    [['-s', 'norvig'], /^strategy .*puzzles\/s.*\nnorvig .*\n\n3 puzzles from stdin, on the main thread/],
    [
      ['--strategy', 'norvig,dlx', '-f', 'text'],
      /\nRelative to (norvig|dlx) \(the fastest\): (norvig|dlx) [\d.]+x/,
    ],
  ])('%j', async (args, pattern) => {
    const { code, stdout } = await run(['compare', '-', ...args], list);
    expect(code).toBe(0);
    expect(stdout).toMatch(pattern);
  });

  // A solved grid with r1c1 and r1c2 (4 and 8) open: each rule below breaks the one classic answer, so
  // the variant has none; timed as the classic puzzle of its givens (as the wire once sent it, issue 38)
  // it was 'solved', the answer checked against no rule.
  const solved = '483726159726159483159483726837261594261594837594837261372615948615948372948372615';
  const fpuzzles = (rule: Record<string, unknown>) =>
    JSON.stringify({
      size: 9,
      grid: Array.from({ length: 9 }, (_, r) =>
        Array.from({ length: 9 }, (_, c) =>
          r === 0 && c < 2 ? {} : { value: Number(solved[r * 9 + c]), given: true },
        ),
      ),
      ...rule,
    });
  it.each<[string, Record<string, unknown>]>([
    ['a thermometer', { thermometer: [{ lines: [['R1C2', 'R1C1']] }] }],
    ['an odd cell', { odd: [{ cell: 'R1C1' }], even: [] }],
    [
      'a little killer',
      {
        littlekillersum: [{ cell: 'R0C0', cells: ['R1C1'], direction: 'DR', value: '' }],
        killercage: [{ cells: ['R1C1'], value: '8' }],
      },
    ],
  ])('times a variant under its rules: %s', async (_, rule) => {
    const { code, stdout } = await run(
      ['compare', '-', '-s', 'csp,naive', '-f', 'json', '-m', '2'],
      `${fpuzzles(rule)}\n`,
    );
    expect(code).toBe(0);
    const { results } = JSON.parse(stdout) as { results: { status: string; solution: string }[] };
    expect(results).toHaveLength(2);
    for (const result of results) expect(result).toMatchObject({ status: 'unsolvable', solution: null });
  });

  it('names a malformed line, runs the rest, and exits 2', async () => {
    const { code, stdout, stderr } = await run(
      ['compare', '-', '-s', 'norvig', '-f', 'json'],
      `oops\n${puzzles.easy}\n`,
    );
    expect(code).toBe(2);
    expect(stderr).toMatch(/^sudoku-lab compare: stdin:1: /);
    expect((JSON.parse(stdout) as { summary: { solved: number }[] }).summary[0]!.solved).toBe(1);
  });

  it.each([
    [['-s', 'norvig,nope'], /^sudoku-lab compare: unknown strategy 'nope' \(known: /],
    [['-r', '0'], /^sudoku-lab compare: --repeat takes a whole number from 1/],
    [
      ['-t', '-5'],
      /^sudoku-lab compare: --timeout takes a time from 1 ms to 3,600 s \(500, meaning ms, 500ms or 2s\), not '-5': a time cannot be negative \(sudoku-lab compare --help\)\n$/,
    ],
    [['-t', '5 minutes'], /^sudoku-lab compare: --timeout takes a time .*, not '5 minutes'/],
    [['missing.txt'], /cannot read missing\.txt: no such file/],
  ])('%j is bad usage, exit 2', async (args, pattern) => {
    const { code, stderr } = await run(['compare', ...args]);
    expect(code).toBe(2);
    expect(stderr).toMatch(pattern);
  });
});
