/// <reference types="node" />
/**
 * Puzzles a second against Debian's qqwing (C++), in the same sitting, on this machine: minimal unique
 * 9x9 puzzles (qqwing --generate N --one-line, which takes clues away while the puzzle stays unique,
 * as we do), each symmetry, and 16x16. Every puzzle of ours and of qqwing's is checked to have one
 * solution (by wfc, not the generator's prover). Runs the two in turn, three times, and quotes medians.
 * Two clocks: the wall clock, and CPU time (ours from process.cpuUsage, qqwing's from /usr/bin/time),
 * which moves less when other work shares the machine; the ratio of either, in one sitting, is what holds.
 * Run: pnpm --filter @sudoku-lab/generator bench [N]  (N puzzles a run, default 1000)
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { type Grid, parseGrid, type ShapeName } from '@sudoku-lab/core';
import { solver as wfc } from '@sudoku-lab/wfc';
import {
  type Generated,
  type GenerateOptions,
  generateMany,
  levels,
  type Symmetry,
  symmetries,
} from './index.js';
import { raters } from './rating.js';

const N = Number(process.argv[2] ?? 1000);
const RUNS = 3;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const clues = (grid: Grid) => grid.cells.filter((digit) => digit !== 0).length;
const fmt = (value: number, digits = 0) =>
  value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });

function checkUnique(puzzles: readonly Grid[], who: string): void {
  for (const puzzle of puzzles) {
    const result = wfc.solve(puzzle, { maxSolutions: 2 });
    if (result.status !== 'solved')
      throw new Error(`${who}: a puzzle with ${result.status}: ${puzzle.cells.join('')}`);
  }
}

/** Puzzles a second, by the wall clock and by CPU time (NaN where CPU time could not be read). */
interface Rate {
  readonly wall: number;
  readonly cpu: number;
}

/** qqwing's rates (its whole process, start-up included) and its puzzles. */
function qqwing(count: number, extra: string[] = []): { rate: Rate; puzzles: Grid[] } | null {
  const args = ['--generate', String(count), '--one-line', ...extra];
  const timed = existsSync('/usr/bin/time');
  const start = performance.now();
  const run = timed
    ? spawnSync('/usr/bin/time', ['-f', 'cpu %U %S', 'qqwing', ...args], { encoding: 'utf8' })
    : spawnSync('qqwing', args, { encoding: 'utf8' });
  const ms = performance.now() - start;
  if (run.error !== undefined || run.status !== 0) return null;
  const puzzles = run.stdout
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => parseGrid(line));
  const cpu = /cpu ([\d.]+) ([\d.]+)/.exec(run.stderr ?? '');
  const seconds = cpu === null ? Number.NaN : Number(cpu[1]) + Number(cpu[2]);
  return { rate: { wall: (puzzles.length / ms) * 1000, cpu: puzzles.length / seconds }, puzzles };
}

function ours(count: number, options: GenerateOptions): { rate: Rate; made: Generated[] } {
  const start = performance.now();
  const cpu = process.cpuUsage();
  const made = [...generateMany(count, options)];
  const used = process.cpuUsage(cpu);
  const wall = (count / (performance.now() - start)) * 1000;
  return { rate: { wall, cpu: count / ((used.user + used.system) / 1e6) }, made };
}

const walls = (rates: readonly Rate[]) => rates.map((rate) => rate.wall);
const cpus = (rates: readonly Rate[]) => rates.map((rate) => rate.cpu);

// Warm-up: the JIT compiles the carving and the prover before anything is timed. 16x16 is warmed up
// before its own row, not here: code compiled for its tables slowed the 9x9 run after it (README, Speed).
ours(1000, { seed: 'warm-up' });

/** Printed as it is measured, so a long run shows its figures early. */
const print = (...texts: string[]) => console.log(texts.join('\n'));
const qqwingThere = qqwing(1) !== null;
if (!qqwingThere) console.error('qqwing is not installed (apt-get install -y qqwing): our figures alone');

// 9x9, minimal, no symmetry: the two in turn, RUNS times.
const ourRates: Rate[] = [];
const theirRates: Rate[] = [];
let ourClues = 0;
let theirClues = 0;
for (let run = 0; run < RUNS; run++) {
  const mine = ours(N, { seed: `bench ${run}` });
  ourRates.push(mine.rate);
  checkUnique(
    mine.made.map((made) => made.puzzle),
    '@sudoku-lab/generator',
  );
  ourClues = mine.made.reduce((sum, made) => sum + clues(made.puzzle), 0) / N;
  if (qqwingThere) {
    const theirs = qqwing(N)!;
    theirRates.push(theirs.rate);
    checkUnique(theirs.puzzles, 'qqwing');
    theirClues = theirs.puzzles.reduce((sum, puzzle) => sum + clues(puzzle), 0) / theirs.puzzles.length;
  }
}
print(`minimal unique 9x9 puzzles, ${N} a run, median of ${RUNS} runs taken in turn:`, '');
print(
  '| generator | puzzles/s | ms a puzzle | puzzles a CPU second | clues (mean) |',
  '| --- | ---: | ---: | ---: | ---: |',
);
const row = (name: string, rates: Rate[], mean: number) =>
  `| ${name} | ${fmt(median(walls(rates)))} | ${fmt(1000 / median(walls(rates)), 2)} | ${fmt(median(cpus(rates)))} | ${fmt(mean, 1)} |`;
print(row('@sudoku-lab/generator', ourRates, ourClues));
if (qqwingThere) {
  print(row('qqwing', theirRates, theirClues));
  print(
    '',
    `ratio: ${fmt(median(walls(ourRates)) / median(walls(theirRates)), 1)}x qqwing by the wall clock, ` +
      `${fmt(median(cpus(ourRates)) / median(cpus(theirRates)), 1)}x by CPU time ` +
      `(runs, wall: ours ${walls(ourRates)
        .map((r) => fmt(r))
        .join(', ')}; qqwing ${walls(theirRates)
        .map((r) => fmt(r))
        .join(', ')}; ` +
      `CPU: ours ${cpus(ourRates)
        .map((r) => fmt(r))
        .join(', ')}; qqwing ${cpus(theirRates)
        .map((r) => fmt(r))
        .join(', ')})`,
  );
}

// Each symmetry (qqwing beside the ones it has), and each shape.
const qqwingSymmetry: Partial<Record<Symmetry, string>> = {
  rotate180: 'rotate180',
  rotate90: 'rotate90',
  mirror: 'mirror',
};
print('', `by symmetry and shape (median of ${RUNS}):`, '');
print(
  '| shape | symmetry | puzzles a run | ours puzzles/s | ms a puzzle | ours a CPU second | clues (mean) | qqwing puzzles/s | qqwing a CPU second |',
  '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
);
type Row = [ShapeName, Symmetry, number];
const rows: Row[] = [
  ...symmetries.filter((symmetry) => symmetry !== 'none').map((symmetry): Row => ['9x9', symmetry, N]),
  ['4x4', 'none', N],
  ['6x6', 'none', N],
  ['16x16', 'none', Math.max(3, Math.round(N / 200))],
];
for (const [shape, symmetry, count] of rows) {
  const rates: Rate[] = [];
  const theirs: Rate[] = [];
  let mean = 0;
  if (shape === '16x16') ours(2, { seed: 'warm-up', shape });
  for (let run = 0; run < RUNS; run++) {
    const mine = ours(count, { seed: `bench ${shape} ${symmetry} ${run}`, shape, symmetry });
    rates.push(mine.rate);
    mean = mine.made.reduce((sum, made) => sum + clues(made.puzzle), 0) / count;
    if (shape !== '16x16')
      checkUnique(
        mine.made.map((made) => made.puzzle),
        '@sudoku-lab/generator',
      );
    const flag = qqwingSymmetry[symmetry];
    if (qqwingThere && shape === '9x9' && flag !== undefined)
      theirs.push(qqwing(count, ['--symmetry', flag])!.rate);
  }
  const rate = median(walls(rates));
  const cpu = median(cpus(rates));
  const their = theirs.length > 0 ? `${fmt(median(walls(theirs)))} | ${fmt(median(cpus(theirs)))}` : ' | ';
  print(
    `| ${shape} | ${symmetry} | ${count} | ${fmt(rate, rate < 10 ? 2 : 0)} | ${fmt(1000 / rate, 2)} | ${fmt(cpu, cpu < 10 ? 2 : 0)} | ${fmt(mean, 1)} | ${their} |`,
  );
}

// Each level, where a rater rates 9x9: puzzles are carved and rated until one has the level asked.
if (raters['9x9'] !== undefined) {
  const few = Math.max(10, Math.round(N / 10));
  print('', `9x9 by level (${few} a run, median of ${RUNS}; the rating is part of the time):`, '');
  print(
    '| level | puzzles/s | ms a puzzle | CPU ms a puzzle | clues (mean) |',
    '| --- | ---: | ---: | ---: | ---: |',
  );
  for (const level of levels) {
    const rates: Rate[] = [];
    let mean = 0;
    for (let run = 0; run < RUNS; run++) {
      const mine = ours(few, { seed: `bench ${level} ${run}`, difficulty: level });
      rates.push(mine.rate);
      mean = mine.made.reduce((sum, made) => sum + clues(made.puzzle), 0) / few;
    }
    const rate = median(walls(rates));
    const cpu = median(cpus(rates));
    print(
      `| ${level} | ${fmt(rate, rate < 10 ? 2 : 0)} | ${fmt(1000 / rate, 1)} | ${fmt(1000 / cpu, 1)} | ${fmt(mean, 1)} |`,
    );
  }
}

if (qqwingThere) {
  // qqwing makes puzzles at random and keeps those of the level asked: the rarer levels take long.
  const few = Math.max(10, Math.round(N / 5));
  print('', `qqwing --difficulty (${few} a run, median of ${RUNS}):`, '');
  print('| qqwing level | puzzles/s | ms a puzzle | CPU ms a puzzle |', '| --- | ---: | ---: | ---: |');
  for (const level of ['simple', 'easy', 'intermediate', 'expert']) {
    const rates = Array.from({ length: RUNS }, () => qqwing(few, ['--difficulty', level])!.rate);
    const rate = median(walls(rates));
    print(`| ${level} | ${fmt(rate)} | ${fmt(1000 / rate, 1)} | ${fmt(1000 / median(cpus(rates)), 1)} |`);
  }
}
