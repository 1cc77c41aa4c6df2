import { strategies } from '@sudoku-lab/registry';
import { describe, expect, it } from 'vitest';
import { main } from './main.js';
import { fakeIo, puzzles, type Ran } from './testing.fixture.js';

async function run(argv: string[], stdin: string | null = null): Promise<Ran> {
  const { io, stdout, stderr } = fakeIo(stdin);
  const code = await main(argv, io);
  await new Promise((resolve) => setImmediate(resolve));
  return { code, stdout: stdout.text(), stderr: stderr.text() };
}

const list = `${puzzles.easy}\n${puzzles.clash}\n${puzzles.open}\n`;

describe('sudoku-lab compare', () => {
  it('a JSON row a strategy of the registry, each puzzle counted by its status', async () => {
    const { code, stdout } = await run(['compare', '-', '-f', 'json', '-m', '2'], list);
    expect(code).toBe(0);
    const rows = JSON.parse(stdout) as Record<string, unknown>[];
    expect(rows.map((row) => row.strategy)).toEqual(strategies.map((s) => s.id));
    for (const row of rows) {
      expect(row).toMatchObject({ puzzles: 3, solved: 1, invalid: 1, multiple: 1, wrong: 0 });
    }
  });

  it.each([
    [
      ['-s', 'norvig,wfc', '-f', 'csv'],
      /^strategy,puzzles,solved,.*\nnorvig,3,2,0,0,1,0,0,0,[\d.]+,.*\nwfc,3,2,/,
    ],
    [['-s', 'norvig'], /^3 puzzles from stdin\n\nstrategy .*puzzles\/s.*\nnorvig /],
  ])('%j', async (args, pattern) => {
    const { code, stdout } = await run(['compare', '-', ...args], list);
    expect(code).toBe(0);
    expect(stdout).toMatch(pattern);
  });

  it('names a malformed line, runs the rest, and exits 2', async () => {
    const { code, stdout, stderr } = await run(
      ['compare', '-', '-s', 'norvig', '-f', 'json'],
      `oops\n${puzzles.easy}\n`,
    );
    expect(code).toBe(2);
    expect(stderr).toMatch(/^sudoku-lab compare: stdin:1: /);
    expect((JSON.parse(stdout) as { solved: number }[])[0]!.solved).toBe(1);
  });

  it.each([
    [['-s', 'norvig,nope'], /no strategy 'nope' for --strategies/],
    [['-r', '0'], /--repeat takes a whole number from 1/],
    [['missing.txt'], /cannot read missing\.txt: no such file/],
  ])('%j is bad usage, exit 2', async (args, pattern) => {
    const { code, stderr } = await run(['compare', ...args]);
    expect(code).toBe(2);
    expect(stderr).toMatch(pattern);
  });
});
