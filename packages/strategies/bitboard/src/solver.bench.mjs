// Puzzles per second of the BUILT package (dist/, what users install) through the Solver contract, beside
// native tdoku (../shared/tdoku/run) and @algorithm.ts/sudoku in the same sitting, as ratios.
// Run `pnpm --filter @sudoku-lab/bitboard build` first. `--help` for the options.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { SudokuSolver } from '@algorithm.ts/sudoku';
import { defineSolver, parseGrid, shapes, verifySolution } from '@sudoku-lab/core';

const here = dirname(fileURLToPath(import.meta.url));
const shared = join(here, '../../../../../shared');
const defaultSets = ['17-clue-49158.txt', 'magictour-top1465.txt', 'forum-hardest-1106.txt'];

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    help: { type: 'boolean', short: 'h' },
    passes: { type: 'string', default: '2' },
    rounds: { type: 'string', default: '3' },
    'no-tdoku': { type: 'boolean' },
    'no-peer': { type: 'boolean' },
  },
});
if (values.help) {
  console.log(`usage: pnpm --filter @sudoku-lab/bitboard bench [FILE...] [options]

Times solver.solve(grid, { maxSolutions }) of the built package on parsed Grids, at maxSolutions 1 and 2,
and prints puzzles/s with native tdoku's (../shared/tdoku/run on the same file) and @algorithm.ts/sudoku's
(first solution, on the file's first 5,000) beside. Each file is timed in --rounds rounds, each round
running tdoku (its best of 5 passes) and then --passes passes of ours per limit (after one warm-up
pass); each side's best over the rounds is kept. Both are also timed by CPU time (ours per pass;
tdoku's process from bash's \`times\`), which a machine busy with other work distorts far less than
the clock: on a shared machine our long passes are rarely left alone, tdoku's short ones often are.
"core alone" is core's own work per solve: defineSolver around a search that reports a full board as its
solution, handed over as bitboard hands over its own (validation, budgets, the solution Grid, the result),
on the same Grids.

FILE defaults to ${defaultSets.join(', ')} in ../shared/puzzles.

options:
  --rounds N    rounds per file (default 3)
  --passes N    timed passes of ours per round and limit (default 2)
  --no-tdoku    skip native tdoku
  --no-peer     skip @algorithm.ts/sudoku
  -h, --help    this text`);
  process.exit(0);
}

const { solver } = await import(join(here, '../dist/index.js')).catch(() => {
  console.error('bench: dist/ is missing; run `pnpm --filter @sudoku-lab/bitboard build` first');
  process.exit(2);
});
const passes = Math.max(1, Number(values.passes) || 2);
const rounds = Math.max(1, Number(values.rounds) || 3);
const files = (
  positionals.length > 0 ? positionals : defaultSets.map((set) => join(shared, 'puzzles', set))
).filter((file) => {
  if (existsSync(file)) return true;
  console.error(`bench: ${file} is absent, skipped`);
  return false;
});

// The board core alone hands over, as bitboard hands over its own: a plain array of small integers
// (core copies it into the solution Grid; what it holds does not change what that costs).
const board = Array.from({ length: 81 }, (_, cell) => (cell % 9) + 1);
const coreAlone = defineSolver({
  id: 'core-alone',
  name: 'core alone',
  description: 'reports a full board as its solution: what core does around every search',
  shapes: [shapes['9x9']],
  search: (context) => void context.foundSolution(board),
});

function readGrids(file) {
  return readFileSync(file, 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.length >= 81 && !line.startsWith('#'))
    .map((line) => parseGrid(line.slice(0, 81)));
}

/**
 * Best puzzles/s over the passes, after one untimed pass: by the clock, and by the process's CPU time
 * (which leaves out the time other processes held the core: on a shared machine a whole pass is rarely
 * left alone, where tdoku's much shorter passes often are).
 */
function rate(grids, solveOne) {
  for (const grid of grids) solveOne(grid);
  let wall = Number.POSITIVE_INFINITY;
  let cpu = Number.POSITIVE_INFINITY;
  for (let pass = 0; pass < passes; pass++) {
    const start = performance.now();
    const used = process.cpuUsage();
    for (const grid of grids) solveOne(grid);
    const { user, system } = process.cpuUsage(used);
    wall = Math.min(wall, performance.now() - start);
    cpu = Math.min(cpu, (user + system) / 1000);
  }
  return [(grids.length * 1000) / wall, (grids.length * 1000) / cpu];
}

/**
 * tdoku's puzzles/s on one file at limits 1 and 2, by the clock (its own best of 5 passes) and by CPU
 * time (its process's, from bash's `times`, split between the limits as the clock splits them: it runs
 * 5 passes at each), or undefined when it does not run.
 */
let tdokuMissing = values['no-tdoku'];
function tdokuRates(file, count) {
  if (tdokuMissing) return undefined;
  try {
    const out = execFileSync('bash', ['-c', '"$0" "$1"; times', join(shared, 'tdoku/run'), file], {
      encoding: 'utf8',
    });
    const clock = [1, 2].map((limit) =>
      Number(out.match(new RegExp(` limit=${limit} (\\d+) puzzles/s`))?.[1]),
    );
    const times = [...out.matchAll(/(\d+)m([\d.]+)s/g)].map((m) => Number(m[1]) * 60 + Number(m[2]));
    if (clock.some(Number.isNaN) || times.length < 4) throw new Error(`unexpected output: ${out}`);
    const seconds = times[2] + times[3]; // the children's user and system time
    // seconds = 5 * count / cpu1 + 5 * count / cpu2, with cpu2 / cpu1 = clock2 / clock1
    const cpu1 = (5 * count * (1 + clock[0] / clock[1])) / seconds;
    return { clock, cpu: [cpu1, (cpu1 * clock[1]) / clock[0]] };
  } catch (error) {
    console.error(`bench: native tdoku did not run (${error.message.split('\n')[0]}), no ratio to it`);
    tdokuMissing = true;
    return undefined;
  }
}

const dlx = new SudokuSolver({ childMatrixWidth: 3 });
const answer = new Array(81);
const fmt = (n) => Math.round(n).toLocaleString('en-US');
const rows = [];
for (const file of files) {
  const grids = readGrids(file);
  const name = file.split('/').at(-1);
  for (const [index, grid] of grids.entries()) {
    const result = solver.solve(grid, { maxSolutions: 2 });
    if (result.status !== 'solved' || !verifySolution(grid, result.solution).ok)
      throw new Error(
        `${name} line ${index + 1}: bitboard answered ${result.status}, not a verified unique solution`,
      );
  }
  const ours = [
    [0, 0],
    [0, 0],
  ];
  let native;
  let core = 0;
  for (let round = 0; round < rounds; round++) {
    const theirs = tdokuRates(file, grids.length);
    if (theirs !== undefined) {
      native ??= { clock: [0, 0], cpu: [0, 0] };
      native.clock = native.clock.map((r, i) => Math.max(r, theirs.clock[i]));
      native.cpu = native.cpu.map((r, i) => Math.max(r, theirs.cpu[i]));
    }
    for (const limit of [1, 2]) {
      const mine = rate(grids, (grid) => solver.solve(grid, { maxSolutions: limit }));
      ours[limit - 1] = ours[limit - 1].map((best, i) => Math.max(best, mine[i]));
    }
    // In every round beside ours, its best kept as ours is: timed once, after them, it drew one chance
    // to ours' many at a quiet moment, and its share came out higher than it is.
    core = Math.max(core, rate(grids, (grid) => coreAlone.solve(grid))[0]);
  }
  let peer;
  if (!values['no-peer']) {
    const boards = grids.map((grid) => grid.cells.map((digit) => digit - 1));
    peer = rate(boards.slice(0, Math.min(boards.length, 5000)), (board) => dlx.solve(board, answer));
  }
  rows.push({ name, ours, native, core, peer });
}

const load = loadavg().map((x) => x.toFixed(1));
console.log(
  `\n${cpus()[0]?.model ?? 'unknown CPU'}, ${cpus().length} cores, Node ${process.versions.node}, load average ${load.join(' ')}`,
);
console.log(
  '\n| set | limit | bitboard /s | tdoku /s | ratio | bitboard /s, CPU time | tdoku /s, CPU time | ratio, CPU time | core share | vs @algorithm.ts/sudoku |',
);
console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
const na = 'n/a';
for (const { name, ours, native, core, peer } of rows) {
  for (const limit of [1, 2]) {
    const [mine, mineCpu] = ours[limit - 1];
    const clock = native?.clock[limit - 1];
    const cpu = native?.cpu[limit - 1];
    const ratio = (a, b) => (b === undefined ? na : `${(a / b).toFixed(2)}x`);
    const share = `${((100 * mine) / core).toFixed(1)}%`;
    const vsPeer =
      peer === undefined || limit === 2
        ? ''
        : `${(mine / peer[0]).toFixed(1)}x clock, ${(mineCpu / peer[1]).toFixed(1)}x CPU`;
    console.log(
      `| ${name} | ${limit} | ${fmt(mine)} | ${clock === undefined ? na : fmt(clock)} | ${ratio(mine, clock)} | ${fmt(mineCpu)} | ${cpu === undefined ? na : fmt(cpu)} | ${ratio(mineCpu, cpu)} | ${share} | ${vsPeer} |`,
    );
  }
}
console.log(
  '\nratio: ours over tdoku, both by the clock, or both by CPU time. core share: the time of core alone per solve (defineSolver around a search that reports a full board, handed over as bitboard does) over a bitboard solve (clock), each its best over the rounds.',
);
