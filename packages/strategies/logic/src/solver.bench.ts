/// <reference types="node" />
import type { Grid } from '@sudoku-lab/core';
import { referenceSolver } from '@sudoku-lab/testkit';
import { readSharedPuzzles } from '@sudoku-lab/testkit/shared-puzzles';
import { analyze } from 'sudoku-core';
import { bench, describe } from 'vitest';
import { type Level, type Rating, rate } from './index.js';

/**
 * The package's figures, printed as markdown tables, then timed benchmarks:
 * 1. per set of ../shared/puzzles (sampled where large): the share logic finishes without a guess,
 *    the average steps, the levels, and the median time of `rate` (wall clock and CPU) beside the
 *    testkit's reference solver proving uniqueness on the same puzzles, in the same run;
 * 2. `rate` against sudoku-core's `analyze` on ten puzzles both finish (from norvig-easy50): the ratio
 *    of their hz is the speed ratio.
 * Agreement with qqwing's difficulty labels is measured apart, in qqwing.bench.ts (`bench:qqwing`).
 */
const sets: readonly [file: string, sample: number][] = [
  ['norvig-easy50.txt', 50],
  ['norvig-top95.txt', 95],
  ['norvig-hardest11.txt', 11],
  ['magictour-top1465.txt', 1465],
  ['17-clue-sample.txt', 1967],
  ['forum-hardest-1106.txt', 375],
  ['serg-benchmark.txt', 1000],
];
const levels: readonly Level[] = ['easy', 'medium', 'hard', 'expert', 'extreme'];

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0 ? Number.NaN : sorted[Math.floor(sorted.length / 2)]!;
};
const percent = (part: number, whole: number) => `${((100 * part) / whole).toFixed(1)}%`;

/** A run's wall-clock times and CPU times (the process's, from process.cpuUsage), in ms. */
interface Times {
  readonly wall: number[];
  readonly cpu: number[];
}

/** Runs `work` and records both times: on a loaded machine the CPU time is the steadier of the two. */
function time<T>(times: Times, work: () => T): T {
  const cpu = process.cpuUsage();
  const start = performance.now();
  const result = work();
  times.wall.push(performance.now() - start);
  const { user, system } = process.cpuUsage(cpu);
  times.cpu.push((user + system) / 1000);
  return result;
}

function timed(puzzles: readonly Grid[]): { ratings: Rating[]; times: Times; reference: Times } {
  const ratings: Rating[] = [];
  const times: Times = { wall: [], cpu: [] };
  const reference: Times = { wall: [], cpu: [] };
  for (const puzzle of puzzles.slice(0, 20)) rate(puzzle); // warm-up
  for (const puzzle of puzzles) {
    ratings.push(time(times, () => rate(puzzle)));
    time(reference, () => referenceSolver.solve(puzzle, { maxSolutions: 2 }));
  }
  return { ratings, times, reference };
}

const ms = (value: number) => `${value < 1 ? value.toFixed(3) : value.toFixed(2)} ms`;
const rows = [
  '| set | puzzles | not one solution | finished without a guess | average steps | levels (e/m/h/x/X) | median rate (wall / CPU) | median reference (wall / CPU) | ratio (CPU) |',
  '| --- | ---: | ---: | ---: | ---: | --- | ---: | ---: | ---: |',
];
for (const [file, sample] of sets) {
  const all = readSharedPuzzles(file);
  if (all.length === 0) continue;
  const every = Math.max(1, Math.floor(all.length / sample));
  const puzzles = all.filter((_, i) => i % every === 0).slice(0, sample);
  const { ratings, times, reference } = timed(puzzles);
  const finished = ratings.filter((r) => r.solvedByLogic).length;
  const notUnique = ratings.filter((r) => r.solutions !== 1).length;
  const steps = ratings.reduce((sum, r) => sum + r.steps, 0) / ratings.length;
  const byLevel = levels.map((level) => ratings.filter((r) => r.level === level).length).join('/');
  const [cpu, refCpu] = [median(times.cpu), median(reference.cpu)];
  rows.push(
    `| ${file} | ${puzzles.length} | ${notUnique} | ${percent(finished, puzzles.length)} | ${steps.toFixed(1)} | ${byLevel} | ${ms(median(times.wall))} / ${ms(cpu)} | ${ms(median(reference.wall))} / ${ms(refCpu)} | ${(cpu / refCpu).toFixed(0)}x |`,
  );
}
console.log(`\n${rows.join('\n')}\n`);

/** sudoku-core's board: digits, null for empty. */
const toCore = (grid: Grid) => grid.cells.map((d) => (d === 0 ? null : d));

// sudoku-core's analyze takes 0.1 s on an easy puzzle and minutes on some hard ones: only easy sets here.
const candidates = readSharedPuzzles('norvig-easy50.txt');
// Ten of them per operation: one analyze of the lot already takes seconds, and a longer operation stalls vitest.
const both = candidates
  .filter((grid) => rate(grid).solvedByLogic && analyze(toCore(grid)).hasSolution)
  .slice(0, 10);
const boards = both.map(toCore);

describe.skipIf(both.length === 0)(
  `rate vs sudoku-core analyze: ${both.length} puzzles both finish, all per operation`,
  () => {
    bench(
      '@sudoku-lab/logic rate',
      () => {
        for (const grid of both) rate(grid);
      },
      { time: 3000, warmupTime: 500 },
    );
    bench(
      'sudoku-core analyze',
      () => {
        for (const board of boards) analyze(board);
      },
      { time: 3000, warmupTime: 500, iterations: 3 },
    );
  },
);
