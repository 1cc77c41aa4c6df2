// `pnpm bench` as it runs: the built dist/bench.js, on a small set written here.
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { builtinPuzzle } from '@sudoku-lab/harness';
import { beforeAll, describe, expect, it } from 'vitest';

const bench = fileURLToPath(new URL('../dist/bench.js', import.meta.url));
const run = promisify(execFile);

/** bench's arguments for the two sets written in `folder`, with these strategies. */
const twoSets = (folder: string, strategies: string) => [
  bench,
  '--puzzles',
  folder,
  '--sets',
  'norvig-easy50,norvig-top95',
  '-s',
  strategies,
  // Everest within the deadline however busy the machine: the statuses must not depend on it.
  '-t',
  '60s',
];

beforeAll(() => {
  if (!existsSync(bench)) throw new Error(`${bench} is missing: run pnpm build in apps/compare first`);
});

describe('pnpm bench', () => {
  it('measures the sets it finds, names the ones it skips, and records the machine', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'compare-bench-'));
    const good = ['easy', 'easy-two', 'leetcode-37-example', 'everest'].map(
      (name) => builtinPuzzle(name).text,
    );
    writeFileSync(join(folder, 'norvig-easy50.txt'), `${good.join('\n')}\n`);
    const out = join(folder, 'BENCHMARKS.md');
    const args = twoSets(folder, 'norvig,algorithm.ts');
    const tdoku = join(folder, 'tdoku-run');
    writeFileSync(
      tdoku,
      '#!/bin/sh\necho "$1 limit=1 123456 puzzles/s"\necho "$1 limit=2 65432.1 puzzles/s"\n',
      {
        mode: 0o755,
      },
    );
    const { stderr } = await run(process.execPath, [
      ...args,
      '--warmup',
      '50',
      '-w',
      '1',
      '--out',
      out,
      '--tdoku',
      tdoku,
    ]);
    expect(stderr).toContain(`bench: skipping norvig-top95.txt: not found in ${folder}`);
    const page = readFileSync(out, 'utf8');
    expect(page).toMatch(/^# Benchmarks\n/);
    expect(page).toMatch(/- Machine: .+, \d+ cores/);
    expect(page).toContain(`- Node ${process.version}`);
    expect(page).toMatch(/- Date: \d{4}-\d\d-\d\d/);
    expect(page).toContain(`**Skipped** (not found in ${folder}): norvig-top95.txt.`);
    expect(page).toContain('## norvig-easy50');
    expect(page).toContain(
      'At its first batch each thread warms every strategy\nup in turn, each solving that batch and the built-in puzzles',
    );
    expect(page).toMatch(new RegExp(`\\| norvig \\| ${good.length} \\| 0 \\| 0 \\| 0 \\| 0 \\| 0 \\|`));
    expect(page).toMatch(new RegExp(`\\| algorithm\\.ts \\(peer\\) \\| ${good.length} \\|`));
    expect(page).not.toContain('## norvig-top95');
    expect(page).toMatch(/^\| \*tdoku\* \(native C\+\+, reference\) \|(\s+\|)+ 123,456 \|/m);
    expect(page).toMatch(
      /123,456 puzzles\/s at the first solution, 65,432 proving uniqueness\. norvig, the fastest here, does [\d.]+x its rate\./,
    );
    expect(page).toMatch(
      /^Relative to norvig \(the fastest\): algorithm\.ts [\d.]+x \([\d.]+x to [\d.]+x\) its speed \(the geometric mean of the per-puzzle time ratios, with 95% intervals\)\.$/m,
    );
    expect(page).toMatch(
      /^Fastest first: norvig, algorithm\.ts; the same order in \d+% of 1,000 resamples of the 4 puzzles every strategy timed\.$/m,
    );
  });

  it('says so, in the page and on stderr, when native tdoku cannot be measured; each set on threads of its own', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'compare-bench-'));
    writeFileSync(join(folder, 'norvig-easy50.txt'), `${builtinPuzzle('easy').text}\n`);
    writeFileSync(join(folder, 'norvig-top95.txt'), `${builtinPuzzle('everest').text}\n`);
    const out = join(folder, 'BENCHMARKS.md');
    const missing = join(folder, 'no-tdoku');
    const { stderr } = await run(process.execPath, [
      ...twoSets(folder, 'norvig'),
      '--warmup',
      '0',
      '-w',
      '1',
      '--out',
      out,
      '--tdoku',
      missing,
    ]);
    expect(stderr).toContain(`bench: no tdoku reference row: ${missing} is not there`);
    const page = readFileSync(out, 'utf8');
    expect(page).toContain(`Native tdoku was not measured: ${missing} is not there.`);
    for (const set of ['norvig-easy50', 'norvig-top95']) {
      expect(page).toMatch(new RegExp(`## ${set}\\n[^#]+\\| norvig \\| 1 \\| 0 \\| 0 \\| 0 \\| 0 \\| 0 \\|`));
    }
    expect(page).toContain('fresh worker threads a set, each with a warm-up of 0 ms a strategy');
    expect(page).toContain('there was no warm-up (--warmup 0)');
  });

  it('refuses an unknown option in one line, with exit code 2', async () => {
    await expect(run(process.execPath, [bench, '--quick'])).rejects.toMatchObject({
      code: 2,
      stderr: "bench: unknown option '--quick' (pnpm bench --help lists the options)\n",
    });
  });
});
