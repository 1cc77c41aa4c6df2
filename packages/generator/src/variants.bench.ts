/// <reference types="node" />
/**
 * Puzzles a second for each variant (9x9, minimal): N puzzles a run from the seeds v0..v{N-1}, every
 * variant once a round, RUNS rounds taken in turn, by CPU time (process.cpuUsage) and the wall clock.
 * Every puzzle is counted to 2 afterwards (core's countSolutions, outside the timing): exactly one solution.
 * Run: pnpm --filter @sudoku-lab/generator bench:variants [N] [variant,...]  (default 10, every variant)
 */
import { countSolutions, familiesOf, type Grid } from '@sudoku-lab/core';
import { type Generated, generate, type Variant, variants } from './index.js';

const N = Number(process.argv[2] ?? 10);
const chosen = (process.argv[3]?.split(',') ?? variants) as Variant[];
const RUNS = 2;

const clues = (grid: Grid) => grid.cells.filter((digit) => digit !== 0).length;
/** How many constraints a puzzle's rules hold (a flag: 1; a kropki or XV: its marks). */
function constraints(grid: Grid): number {
  return familiesOf(grid.rules).reduce((total, { value }) => {
    if (Array.isArray(value)) return total + value.length;
    if (typeof value !== 'object' || value === null) return total + 1;
    return (
      total +
      Object.values(value).reduce<number>((sum, part) => sum + (Array.isArray(part) ? part.length : 0), 0)
    );
  }, 0);
}
const fmt = (value: number, digits = 1) =>
  value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });

function timed(variant: Variant): { cpu: number; wall: number; made: Generated[] } {
  const start = performance.now();
  const cpu = process.cpuUsage();
  const made = Array.from({ length: N }, (_, k) => generate({ seed: `v${k}`, variant }));
  const used = process.cpuUsage(cpu);
  return {
    cpu: N / ((used.user + used.system) / 1e6),
    wall: (N / (performance.now() - start)) * 1000,
    made,
  };
}

// Warm-up: the JIT compiles the fill, the drawing and the carve before anything is timed.
for (const variant of chosen) generate({ seed: 'warm-up', variant });

const rates = new Map<Variant, { cpu: number[]; wall: number[]; made: Generated[] }>();
for (let run = 0; run < RUNS; run++) {
  for (const variant of chosen) {
    const { cpu, wall, made } = timed(variant);
    const entry = rates.get(variant) ?? { cpu: [], wall: [], made };
    entry.cpu.push(cpu);
    entry.wall.push(wall);
    rates.set(variant, entry);
  }
}

console.log(`${N} puzzles a variant a run (seeds v0..v${N - 1}), ${RUNS} runs taken in turn:\n`);
console.log('| variant | puzzles a CPU second | puzzles/s (wall) | clues (mean) | constraints (mean) |');
console.log('| --- | ---: | ---: | ---: | ---: |');
for (const [variant, { cpu, wall, made }] of rates) {
  for (const { puzzle } of made) {
    const count = countSolutions(puzzle, { limit: 2 });
    if (count !== 1) throw new Error(`${variant}: a puzzle with ${count} solutions`);
  }
  const range = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    const digits = sorted[0]! < 10 ? 1 : 0;
    return sorted[0] === sorted[sorted.length - 1]
      ? fmt(sorted[0]!, digits)
      : `${fmt(sorted[0]!, digits)} to ${fmt(sorted[sorted.length - 1]!, digits)}`;
  };
  const mean = (f: (grid: Grid) => number) =>
    made.reduce((sum, { puzzle }) => sum + f(puzzle), 0) / made.length;
  console.log(
    `| ${variant} | ${range(cpu)} | ${range(wall)} | ${fmt(mean(clues))} | ${fmt(mean(constraints))} |`,
  );
}
