// Puzzles per second of the BUILT package (dist/, what users install) through the Solver contract, beside
// native tdoku (../shared/tdoku/run) and @algorithm.ts/sudoku in the same sitting, as ratios.
// Run `pnpm --filter @sudoku-lab/bitboard build` first. `--help` for the options.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
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
    passes: { type: 'string', default: '5' },
    'no-tdoku': { type: 'boolean' },
    'no-peer': { type: 'boolean' },
  },
});
if (values.help) {
  console.log(`usage: pnpm --filter @sudoku-lab/bitboard bench [FILE...] [options]

Times solver.solve(grid, { maxSolutions }) of the built package on parsed Grids, at maxSolutions 1 and 2,
the best of --passes passes over each file (after one warm-up pass), and prints puzzles/s with native
tdoku's (../shared/tdoku/run, best of 5, same files) and @algorithm.ts/sudoku's (first solution) beside.
"core alone" is core's own work per solve: defineSolver around a search that reports the puzzle as its
solution (validation, budgets, the solution Grid, the result), on the same Grids.

FILE defaults to ${defaultSets.join(', ')} in ../shared/puzzles.

options:
  --passes N    timed passes per file and limit (default 5)
  --no-tdoku    skip native tdoku
  --no-peer     skip @algorithm.ts/sudoku
  -h, --help    this text`);
  process.exit(0);
}

const { solver } = await import(join(here, '../dist/index.js')).catch(() => {
  console.error('bench: dist/ is missing; run `pnpm --filter @sudoku-lab/bitboard build` first');
  process.exit(2);
});
const passes = Math.max(1, Number(values.passes) || 5);
const files = (
  positionals.length > 0 ? positionals : defaultSets.map((set) => join(shared, 'puzzles', set))
).filter((file) => {
  if (existsSync(file)) return true;
  console.error(`bench: ${file} is absent, skipped`);
  return false;
});

const coreAlone = defineSolver({
  id: 'core-alone',
  name: 'core alone',
  description: 'reports the puzzle as its solution: what core does around every search',
  shapes: [shapes['9x9']],
  search: (context) => void context.foundSolution(context.puzzle.cells),
});

function readGrids(file) {
  return readFileSync(file, 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.length >= 81 && !line.startsWith('#'))
    .map((line) => parseGrid(line.slice(0, 81)));
}

/** Best puzzles/s over the passes, after one untimed pass. */
function rate(grids, solveOne) {
  for (const grid of grids) solveOne(grid);
  let best = Number.POSITIVE_INFINITY;
  for (let pass = 0; pass < passes; pass++) {
    const start = performance.now();
    for (const grid of grids) solveOne(grid);
    best = Math.min(best, performance.now() - start);
  }
  return (grids.length * 1000) / best;
}

function tdokuRates() {
  const rates = new Map();
  if (values['no-tdoku']) return rates;
  try {
    const out = execFileSync(join(shared, 'tdoku/run'), files, { encoding: 'utf8' });
    for (const match of out.matchAll(/^(.*) limit=(\d) (\d+) puzzles\/s$/gm))
      rates.set(`${match[1]}:${match[2]}`, Number(match[3]));
  } catch (error) {
    console.error(`bench: native tdoku did not run (${error.message.split('\n')[0]}), no ratio to it`);
  }
  return rates;
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
  const ours = [1, 2].map((maxSolutions) => rate(grids, (grid) => solver.solve(grid, { maxSolutions })));
  const core = rate(grids, (grid) => coreAlone.solve(grid));
  let peer;
  if (!values['no-peer']) {
    const boards = grids.map((grid) => grid.cells.map((digit) => digit - 1));
    peer = rate(boards.slice(0, Math.min(boards.length, 5000)), (board) => dlx.solve(board, answer));
  }
  rows.push({ file, name, ours, core, peer });
}

const tdoku = tdokuRates();
console.log(`\n| set | limit | bitboard /s | tdoku /s | ratio | core share | vs @algorithm.ts/sudoku |`);
console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: |');
for (const { file, name, ours, core, peer } of rows) {
  for (const limit of [1, 2]) {
    const mine = ours[limit - 1];
    const native = tdoku.get(`${file}:${limit}`);
    const ratio = native === undefined ? 'n/a' : `${(mine / native).toFixed(2)}x`;
    const share = `${((100 * mine) / core).toFixed(1)}%`;
    const vsPeer = peer === undefined || limit === 2 ? '' : `${(mine / peer).toFixed(1)}x`;
    console.log(
      `| ${name} | ${limit} | ${fmt(mine)} | ${native === undefined ? 'n/a' : fmt(native)} | ${ratio} | ${share} | ${vsPeer} |`,
    );
  }
}
console.log(
  '\ncore share: the time of core alone per solve (defineSolver around a search that reports the puzzle) over a bitboard solve.',
);
