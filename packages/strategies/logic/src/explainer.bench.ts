/// <reference types="node" />
import { existsSync, readFileSync } from 'node:fs';
import { type Grid, parseGrid } from '@sudoku-lab/core';
import { readSharedPuzzles, sharedPuzzlesDir } from '@sudoku-lab/testkit/shared-puzzles';
import { bench, describe } from 'vitest';
import { rate } from './index.js';

/**
 * Agreement with Sukaku Explainer and the speed of `rate`, printed as markdown tables (NOTEBOOK.md
 * quotes them), then a timed benchmark:
 * 1. ../shared/puzzles/se-rated-dev.txt (each line a puzzle and the rating Sukaku Explainer gave
 *    it): the share rated the same, the share within 0.2, Spearman's rank correlation, and a row
 *    per band of SE's rating;
 * 2. the median and p95 time of `rate` on magictour top1465 and on the SE-rated set;
 * 3. the hardest: forum-hardest-1106 and forum-hardest-1905-11plus (samples: LOGIC_TOP=N puzzles
 *    each, 20 by default) and the "world's hardest", finished or not, the scores, the times.
 * Sets not in ../shared/puzzles are skipped with a message.
 */
const quantile = (values: readonly number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0
    ? Number.NaN
    : sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))]!;
};
const percent = (part: number, whole: number) => `${((100 * part) / whole).toFixed(1)}%`;

function timed(puzzle: Grid) {
  const start = performance.now();
  const rating = rate(puzzle);
  return { rating, ms: performance.now() - start };
}

/** Spearman's rank correlation: Pearson's on the ranks (ties given their mean rank). */
function spearman(xs: readonly number[], ys: readonly number[]): number {
  const ranks = (values: readonly number[]) => {
    const order = values.map((v, i) => [v, i] as const).sort((a, b) => a[0] - b[0]);
    const out = new Array<number>(values.length);
    for (let i = 0; i < order.length; ) {
      let j = i;
      while (j + 1 < order.length && order[j + 1]![0] === order[i]![0]) j++;
      for (let k = i; k <= j; k++) out[order[k]![1]] = (i + j) / 2;
      i = j + 1;
    }
    return out;
  };
  const [a, b] = [ranks(xs), ranks(ys)];
  const mean = (v: number[]) => v.reduce((s, x) => s + x, 0) / v.length;
  const [ma, mb] = [mean(a), mean(b)];
  let [sab, saa, sbb] = [0, 0, 0];
  for (let i = 0; i < a.length; i++) {
    sab += (a[i]! - ma) * (b[i]! - mb);
    saa += (a[i]! - ma) ** 2;
    sbb += (b[i]! - mb) ** 2;
  }
  return sab / Math.sqrt(saa * sbb);
}

function agreement(): void {
  const path = `${sharedPuzzlesDir}se-rated-dev.txt`;
  if (!existsSync(path)) {
    console.warn(`skipped: se-rated-dev.txt is not at ${path}`);
    return;
  }
  const rows = readFileSync(path, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => {
      const [puzzle, se] = line.trim().split(/\s+/);
      return { ...timed(parseGrid(puzzle!)), se: Number(se) };
    });
  const score = (r: (typeof rows)[number]) => (r.rating.solvedByLogic ? r.rating.score! : Number.NaN);
  const same = (r: (typeof rows)[number]) => Math.abs(score(r) - r.se) < 0.05;
  const near = (r: (typeof rows)[number]) => Math.abs(score(r) - r.se) <= 0.2 + 1e-9;
  // SE's ratings in bands, each from one edge up to the next, named by the ratings it holds (SE gives one decimal).
  const edges = [2.5, 4, 5, 6, 7, 8, 9.3];
  const bands = edges.slice(1).map((to, i) => {
    const from = edges[i]!;
    return [`${from.toFixed(1)}-${(to - 0.1).toFixed(1)}`, from, to] as const;
  });
  const lines = [
    '| SE rating | puzzles | same score | within 0.2 | median `rate` |',
    '| --- | ---: | ---: | ---: | ---: |',
  ];
  for (const [name, from, to] of bands) {
    const band = rows.filter((r) => r.se >= from && r.se < to);
    lines.push(
      `| ${name} | ${band.length} | ${percent(band.filter(same).length, band.length)} | ${percent(band.filter(near).length, band.length)} | ${quantile(
        band.map((r) => r.ms),
        0.5,
      ).toFixed(1)} ms |`,
    );
  }
  lines.push(
    `| all | ${rows.length} | ${percent(rows.filter(same).length, rows.length)} | ${percent(rows.filter(near).length, rows.length)} | ${quantile(
      rows.map((r) => r.ms),
      0.5,
    ).toFixed(1)} ms |`,
  );
  const rated = rows.filter((r) => r.rating.solvedByLogic);
  console.log(`\nAgreement with Sukaku Explainer on se-rated-dev.txt\n\n${lines.join('\n')}\n`);
  console.log(
    `Spearman's rank correlation ${spearman(
      rated.map(score),
      rated.map((r) => r.se),
    ).toFixed(4)} (${rated.length} rated); ` +
      `rate p95 ${quantile(
        rows.map((r) => r.ms),
        0.95,
      ).toFixed(1)} ms`,
  );
}

function speed(file: string): void {
  const puzzles = readSharedPuzzles(file);
  if (puzzles.length === 0) return;
  for (const puzzle of puzzles.slice(0, 50)) rate(puzzle); // warm-up
  const runs = puzzles.map(timed);
  console.log(
    `${file}: ${puzzles.length} puzzles, rate median ${quantile(
      runs.map((r) => r.ms),
      0.5,
    ).toFixed(2)} ms, ` +
      `p95 ${quantile(
        runs.map((r) => r.ms),
        0.95,
      ).toFixed(
        2,
      )} ms, finished by logic ${percent(runs.filter((r) => r.rating.solvedByLogic).length, runs.length)}`,
  );
}

const WORLDS_HARDEST = '8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..';

function hardest(): void {
  const count = Number(process.env.LOGIC_TOP ?? 20);
  const sets: [string, Grid[]][] = [
    ["the world's hardest", [parseGrid(WORLDS_HARDEST)]],
    ...(['forum-hardest-1106.txt', 'forum-hardest-1905-11plus.txt'] as const).map(
      (file): [string, Grid[]] => {
        const all = readSharedPuzzles(file);
        const every = Math.max(1, Math.floor(all.length / count));
        return [`${file} (1 in ${every})`, all.filter((_, i) => i % every === 0).slice(0, count)];
      },
    ),
  ];
  console.log('\n| set | puzzles | finished by logic | ER median (min-max) | median time | p95 time |');
  console.log('| --- | ---: | ---: | --- | ---: | ---: |');
  for (const [name, puzzles] of sets) {
    if (puzzles.length === 0) continue;
    const runs = puzzles.map(timed);
    const scores = runs.map((r) => r.rating.score ?? Number.NaN);
    console.log(
      `| ${name} | ${runs.length} | ${runs.filter((r) => r.rating.solvedByLogic).length} | ${quantile(scores, 0.5).toFixed(1)} (${Math.min(...scores).toFixed(1)}-${Math.max(...scores).toFixed(1)}) | ${(
        quantile(
          runs.map((r) => r.ms),
          0.5,
        ) / 1000
      ).toFixed(1)} s | ${(
        quantile(
          runs.map((r) => r.ms),
          0.95,
        ) / 1000
      ).toFixed(1)} s |`,
    );
  }
}

agreement();
speed('magictour-top1465.txt');
hardest();

describe('rate', () => {
  const top = readSharedPuzzles('magictour-top1465.txt').slice(0, 100);
  bench.skipIf(top.length === 0)('100 of magictour top1465', () => {
    for (const puzzle of top) rate(puzzle);
  });
});
