/// <reference types="node" />
import { execFile } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { promisify } from 'node:util';
import { type Grid, parseGrid } from '@sudoku-lab/core';
import { bench, describe } from 'vitest';
import { type Level, type Rating, rate } from './index.js';

/**
 * Agreement of `rate` with qqwing's difficulty labels (Debian's `qqwing`), printed as markdown tables:
 *
 *   pnpm --filter @sudoku-lab/logic bench:qqwing
 *
 * QQWING_COUNT puzzles a level (1,000 by default) are generated now, the four levels at once; or, with
 * QQWING_PUZZLES=DIR, read from DIR/<level>.csv as `qqwing --generate N --difficulty LEVEL --one-line
 * --stats --csv` writes them (generating 1,000 takes minutes on a loaded machine: save them once).
 * Without qqwing (and without DIR) it skips with a message.
 *
 * qqwing labels a puzzle by the hardest technique ITS solver needed, in ITS order: naked singles
 * before hidden singles, then naked pairs, locked candidates, hidden pairs, and guesses (expert). So
 * "simple" means naked singles alone finish it, "easy" that a hidden single was needed at some point.
 * Sudoku Explainer's scale, which `rate` follows, ranks the other way round (hidden single 1.2 in a box,
 * 1.5 in a line, naked single 2.3), so the hardest technique column shows where a score comes from.
 */
const levels = ['simple', 'easy', 'intermediate', 'expert'] as const;
type QqwingLevel = (typeof levels)[number];
/** The highest Sudoku Explainer score of the techniques qqwing's solver used for a level (none for expert: it guessed). */
const bound: Record<QqwingLevel, number> = {
  simple: 2.3,
  easy: 2.3,
  intermediate: 3.4,
  expert: Number.POSITIVE_INFINITY,
};
const ourLevels: readonly Level[] = ['easy', 'medium', 'hard', 'expert', 'extreme'];
const count = Number(process.env.QQWING_COUNT ?? 1000);
const saved = process.env.QQWING_PUZZLES;

/** The puzzles of qqwing's CSV (header `Puzzle,Givens,Singles,...,Difficulty`), checked to be of the level asked. */
function parseCsv(text: string, level: QqwingLevel, where: string): Grid[] {
  return text
    .split('\n')
    .slice(1)
    .filter((line) => line.trim() !== '')
    .map((line, index) => {
      const fields = line.split(',');
      const label = fields[10]?.trim().toLowerCase();
      if (label !== level) throw new Error(`${where}:${index + 2}: a puzzle labelled ${label}, not ${level}`);
      return parseGrid(fields[0]!);
    });
}

async function puzzlesOf(level: QqwingLevel): Promise<Grid[]> {
  if (saved !== undefined) {
    const path = `${saved}/${level}.csv`;
    if (!existsSync(path)) throw new Error(`QQWING_PUZZLES: ${path} does not exist`);
    return parseCsv(readFileSync(path, 'utf8'), level, path).slice(0, count);
  }
  const args = ['--generate', String(count), '--difficulty', level, '--one-line', '--stats', '--csv'];
  const { stdout } = await promisify(execFile)('qqwing', args, { maxBuffer: 64 * 1024 * 1024 });
  return parseCsv(stdout, level, `qqwing ${args.join(' ')}`);
}

let sets: Grid[][] = [];
try {
  sets = await Promise.all(levels.map(puzzlesOf));
} catch (error) {
  if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  console.warn('skipped: qqwing is not installed (apt-get install -y qqwing), and QQWING_PUZZLES is not set');
}

const percent = (part: number, whole: number) => `${((100 * part) / whole).toFixed(1)}%`;

/** The hardest techniques of a level's ratings, most frequent first: "naked-single 34%, ...". */
function hardestShares(ratings: readonly Rating[]): string {
  const counts = new Map<string, number>();
  for (const r of ratings) counts.set(r.hardest ?? 'none', (counts.get(r.hardest ?? 'none') ?? 0) + 1);
  return [...counts]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 4)
    .map(([id, n]) => `${id} ${percent(n, ratings.length)}`)
    .join(', ');
}

if (sets.length > 0) {
  const table = [
    '| qqwing level | puzzles | finished without a guess | score within its techniques | mean score | levels (e/m/h/x/X) | hardest step |',
    '| --- | ---: | ---: | ---: | ---: | --- | --- |',
  ];
  levels.forEach((level, i) => {
    const ratings = sets[i]!.map((puzzle) => rate(puzzle));
    const n = ratings.length;
    const finished = ratings.filter((r) => r.solvedByLogic).length;
    const limit = bound[level];
    const within = ratings.filter((r) => r.solvedByLogic && (r.score ?? 0) <= limit).length;
    const mean = ratings.reduce((sum, r) => sum + (r.score ?? 0), 0) / n;
    const byLevel = ourLevels.map((l) => ratings.filter((r) => r.level === l).length).join('/');
    const inBound = Number.isFinite(limit) ? `${percent(within, n)} (<= ${limit})` : '-';
    table.push(
      `| ${level} | ${n} | ${percent(finished, n)} | ${inBound} | ${mean.toFixed(2)} | ${byLevel} | ${hardestShares(ratings)} |`,
    );
  });
  console.log(`\n${table.join('\n')}\n`);
}

describe.skipIf(sets.length === 0)('rate on qqwing puzzles: the first 50 of a level per operation', () => {
  levels.forEach((level, i) => {
    const puzzles = (sets[i] ?? []).slice(0, 50);
    bench(
      `rate, qqwing ${level}`,
      () => {
        for (const puzzle of puzzles) rate(puzzle);
      },
      { time: 1000, warmupTime: 200 },
    );
  });
});
