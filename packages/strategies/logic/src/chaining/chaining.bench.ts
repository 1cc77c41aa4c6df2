/// <reference types="node" />
import { appendFileSync } from 'node:fs';
import { type Grid, parseGrid } from '@sudoku-lab/core';
import { readSharedPuzzles } from '@sudoku-lab/testkit/shared-puzzles';
import { bench, describe } from 'vitest';
import { findStep, ladder } from '../policy.js';
import { Board } from '../state.js';
import { chainingStep } from './producers.js';

/**
 * The chaining figures of NOTEBOOK.md: how long logic takes to finish the hardest puzzles (the easy part
 * by the ladder's techniques up to 5.6, the rest by SE's chaining producers, in order), as CPU time of
 * the process (steadier than the wall clock on a shared machine), median and p95, and the highest
 * rating met. Sample sizes: CHAINING_1106 (default 1106, the whole set), CHAINING_11PLUS (default 20);
 * CHAINING_LOG names a file to append each puzzle's line and the table to.
 *
 *   pnpm --filter @sudoku-lab/logic exec vitest bench --run src/chaining/chaining.bench.ts
 */
const easy = ladder.filter((r) => r.score <= 5.6);
const worldsHardest = parseGrid(
  '8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..',
);

interface Finish {
  readonly solved: boolean;
  readonly cpuMs: number;
  readonly max: number;
  readonly steps: number;
}

function finish(puzzle: Grid): Finish {
  const cpu = process.cpuUsage();
  const state = Board.of(puzzle.cells);
  state.unique = true;
  let max = 0;
  let steps = 0;
  while (!state.solved()) {
    const step = findStep(state, easy);
    if (step !== null) {
      max = Math.max(max, easy.find((r) => r.id === step.technique)!.score);
      state.apply(step);
      continue;
    }
    const found = chainingStep(state);
    if (found === null) break;
    max = Math.max(max, found.rating);
    steps++;
    state.apply(found.step);
  }
  const { user, system } = process.cpuUsage(cpu);
  return { solved: state.solved(), cpuMs: (user + system) / 1000, max, steps };
}

const quantile = (values: readonly number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0
    ? Number.NaN
    : sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
};

/** Every k-th puzzle, so a sample spreads over the whole list. */
const spread = (puzzles: readonly Grid[], n: number) =>
  puzzles.filter((_, i) => i % Math.max(1, Math.floor(puzzles.length / n)) === 0).slice(0, n);

const sets: readonly [string, readonly Grid[]][] = [
  ["the world's hardest", [worldsHardest]],
  [
    'forum-hardest-1106',
    spread(readSharedPuzzles('forum-hardest-1106.txt'), Number(process.env.CHAINING_1106 ?? 1106)),
  ],
  [
    'forum-hardest-1905-11plus',
    spread(readSharedPuzzles('forum-hardest-1905-11plus.txt'), Number(process.env.CHAINING_11PLUS ?? 20)),
  ],
];

describe('chaining: finishing the hardest puzzles by logic', () => {
  const rows: string[] = [
    '| set | puzzles | finished | median CPU | p95 CPU | max CPU | median max rating | highest rating |',
    '|---|---:|---:|---:|---:|---:|---:|---:|',
  ];
  for (const [name, puzzles] of sets) {
    if (puzzles.length === 0) continue;
    const results = puzzles.map((puzzle, i) => {
      const result = finish(puzzle);
      // One line a puzzle as it goes (to CHAINING_LOG too, if set): a long run can be read part way.
      const line = `${name} ${i + 1}/${puzzles.length}: ${result.solved ? 'finished' : 'STUCK'} ${(result.cpuMs / 1000).toFixed(2)} s CPU, max ${result.max.toFixed(1)}`;
      console.log(line);
      if (process.env.CHAINING_LOG) appendFileSync(process.env.CHAINING_LOG, `${line}\n`);
      return result;
    });
    const cpu = results.map((r) => r.cpuMs);
    const ratings = results.map((r) => r.max);
    const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
    rows.push(
      `| ${name} | ${puzzles.length} | ${results.filter((r) => r.solved).length} | ${s(quantile(cpu, 0.5))} | ${s(quantile(cpu, 0.95))} | ${s(Math.max(...cpu))} | ${quantile(ratings, 0.5).toFixed(1)} | ${Math.max(...ratings).toFixed(1)} |`,
    );
  }
  console.log(rows.join('\n'));
  if (process.env.CHAINING_LOG) appendFileSync(process.env.CHAINING_LOG, `${rows.join('\n')}\n`);
  bench(
    "the world's hardest, finished by logic",
    () => {
      finish(worldsHardest);
    },
    { iterations: 1, warmupIterations: 0 },
  );
});
