// The comparison's traps (issue 37, "The CLI's traps"), each closed: an input with no puzzle, a module
// solver's malformed answer, the npm peers and --max-solutions 2, the progress bar with the default
// workers, and Ctrl-C. What needs a real process (worker threads, a real SIGINT) runs the built bin in
// a child process: run `pnpm build` in packages/cli first.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { ImportPeer } from '@sudoku-lab/harness/node';
import { describe, expect, it } from 'vitest';
import { main } from '../main.js';
import { fakeIo, puzzles, type Ran, runChild } from '../testing.fixture.js';

const fixtures = fileURLToPath(new URL('./fixtures/solvers.mjs', import.meta.url));
const fromCompareApp = createRequire(new URL('../../../../apps/compare/package.json', import.meta.url));
const installed: ImportPeer = async (name) => import(pathToFileURL(fromCompareApp.resolve(name)).href);
const bin = fileURLToPath(new URL('../../dist/cli.js', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'compare-traps-'));

async function run(
  argv: string[],
  {
    stdin = null,
    importPeer,
    tty = false,
    now,
  }: { stdin?: string | null; importPeer?: ImportPeer; tty?: boolean; now?: () => number } = {},
): Promise<Ran> {
  const { io: base, stdout, stderr } = fakeIo(stdin, { tty });
  const io = {
    ...base,
    ...(importPeer === undefined ? {} : { importPeer }),
    ...(now === undefined ? {} : { now }),
  };
  const code = await main(['compare', ...argv], io);
  await new Promise((resolve) => setImmediate(resolve));
  return { code, stdout: stdout.text(), stderr: stderr.text() };
}

/** The built bin's compare in a child process, awaited. */
const spawned = (argv: string[], stdin: string) =>
  runChild(process.execPath, [bin, 'compare', ...argv], { stdin });

describe('sudoku-lab compare', () => {
  it('on an empty file or /dev/null: exit 2 and a message, as its help says', async () => {
    const empty = join(dir, 'empty.txt');
    writeFileSync(empty, '# nothing here\n');
    for (const path of [empty, '/dev/null']) {
      const { code, stderr } = await run([path, '-s', 'norvig']);
      expect(code).toBe(2);
      expect(stderr).toBe(`sudoku-lab compare: no puzzle in ${path}: it is empty or holds comments only\n`);
    }
    expect((await run(['--help'])).stdout).toMatch(/2 a usage error,[\s\S]*or no puzzle at all/);
  });

  it.each([
    ['on this thread', '0'],
    ['on a worker thread', '1'],
  ])(
    "a module solver's answer with a hole in its cells is wrong, and the run goes on (%s)",
    async (_, workers) => {
      const argv = [
        '-',
        '--solver-module',
        fixtures,
        '-s',
        'holey,norvig',
        '-w',
        workers,
        '--warmup',
        '0',
        '-f',
        'json',
      ];
      // Two puzzles cell-order backtracking solves at once (Norvig's hardest takes it seconds, past the
      // deadline on a busy machine): each answer of holey's is malformed, each of norvig's is right.
      const stdin = `${puzzles.easy}\n${puzzles.open}\n`;
      // Worker threads load the built code: in this test runner's process they would load its sources.
      const { code, stdout, stderr } =
        workers === '0' ? await run(argv, { stdin }) : await spawned(argv, stdin);
      expect(code).toBe(1);
      expect(stderr).not.toMatch(/internal error|TaskFailure/);
      expect(stderr).toMatch(
        /WRONG: holey on stdin:1: answered with a malformed result: .*a hole in its cells array/,
      );
      const { summary } = JSON.parse(stdout);
      expect(
        summary.map((row: { strategy: string; wrong: number; solved: number }) => [
          row.strategy,
          row.solved,
          row.wrong,
        ]),
      ).toEqual([
        ['holey', 0, 2],
        ['norvig', 2, 0],
      ]);
    },
  );

  it('with --max-solutions 2 the peers, which cannot count, are left out with a note; named, they are refused', async () => {
    const all = await run(['-', '-m', '2', '-f', 'json'], {
      stdin: `${puzzles.open}\n`,
      importPeer: installed,
    });
    expect(all.stderr).toBe(
      'sudoku-lab compare: note: algorithm.ts, sudoku-npm stop at the first solution and cannot count solutions, so they cannot tell unique from multiple: left out with --max-solutions 2\n',
    );
    const rows = JSON.parse(all.stdout).summary as { strategy: string; solved: number; multiple: number }[];
    expect(rows.some((row) => row.strategy === 'algorithm.ts' || row.strategy === 'sudoku-npm')).toBe(false);
    for (const row of rows) expect(row).toMatchObject({ solved: 0, multiple: 1 });
    for (const spec of ['algorithm.ts', 'norvig,peers']) {
      const named = await run(['-', '-m', '2', '-s', spec], {
        stdin: `${puzzles.open}\n`,
        importPeer: installed,
      });
      expect(named.code).toBe(2);
      expect(named.stderr).toMatch(
        /--max-solutions 2: .*cannot count solutions.*run them with --max-solutions 1/,
      );
    }
    const first = await run(['-', '-s', 'algorithm.ts'], {
      stdin: `${puzzles.open}\n`,
      importPeer: installed,
    });
    expect(first.code).toBe(0);
  });

  it('draws progress with the default workers (this thread) on a terminal, and with --progress anywhere', async () => {
    // On the bar's own clock, which the test moves 500 ms a read: the bar is due after a second,
    // however fast the machine. Only the bar reads it (solves and deadlines keep the real clock).
    const clock = () => {
      let now = 0;
      return () => (now += 500);
    };
    const stdin = `${puzzles.easy}\n`.repeat(40);
    const argv = ['-', '-s', 'norvig', '-r', '1', '--warmup', '0'];
    const bar = /\r(\[[#.]{24}\] +\d+% {2})?\d+ puzzles {2}\d+\.\d s/;
    expect((await run(argv, { stdin, tty: true, now: clock() })).stderr).toMatch(bar);
    expect((await run([...argv, '--progress'], { stdin, now: clock() })).stderr).toMatch(bar);
    expect((await run(argv, { stdin, now: clock() })).stderr).toBe('');
    expect((await run([...argv, '--no-progress'], { stdin, tty: true, now: clock() })).stderr).toBe('');
  });

  it('on Ctrl-C (a real SIGINT, in a child process) prints the table of what finished, and exits 130', async () => {
    // 40 puzzles, three batches of 16, 16 and 8; the interrupter signals its own process at its 18th
    // solve, in the second batch: the first batch is finished, the one under way is not counted.
    const stdin = `${puzzles.easy}\n`.repeat(40);
    const argv = ['-', '--solver-module', fixtures, '-s', 'interrupter', '-w', '0', '-r', '1'];
    const { code, stdout, stderr } = await spawned([...argv, '--warmup', '0', '-f', 'json'], stdin);
    expect(stderr).toMatch(/interrupted: the table below counts the puzzles every strategy finished/);
    expect(code).toBe(130);
    const { summary, totals } = JSON.parse(stdout);
    expect(totals).toMatchObject({ interrupted: true });
    expect([16, 32]).toContain(totals.puzzles);
    expect(summary[0]).toMatchObject({
      strategy: 'interrupter',
      puzzles: totals.puzzles,
      solved: totals.puzzles,
    });
  });
});
