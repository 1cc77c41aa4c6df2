/// <reference types="node" />
// Logic on setters' published puzzles of every family (issue 38): every step of every explanation
// agrees with the puzzle's one solution, and the share each family finishes without guessing is
// printed (the README quotes it). The puzzles are not in the repository: the yardstick's scripts write
// them to scripts/yardstick/data/ (gitignored; see scripts/yardstick/README.md), as f-puzzles JSON
// lines: puzzles/<family>.jsonl from the Interactive Sudoku Solver's collections and published/*.jsonl
// (rangsk.mjs: Rangsk's SudokuSolver's test puzzles). Where they are absent the check is skipped.
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { BudgetExhaustedError, countSolutions, type Grid, kindsOf, parseFPuzzles } from '@sudoku-lab/core';
import { explain } from '../index.js';
import { solutionProblems } from '../steps.fixture.js';

/** How long core's counter may take to find a puzzle's solution before the puzzle is left out. */
const COUNT_MS = 10_000;

/** Issue 38's families (and killer cages) by their kind in Rules; houses and peers name no family. */
const FAMILIES: Readonly<Record<string, string>> = {
  cages: 'killer',
  thermometers: 'thermo',
  arrows: 'arrow',
  whispers: 'whispers',
  littleKillers: 'littlekiller',
  renbans: 'renban',
  sandwiches: 'sandwich',
  xv: 'xv',
  kropki: 'kropki',
  palindromes: 'palindrome',
  betweenLines: 'between',
  parity: 'oddeven',
  quadruples: 'quadruple',
  nonconsecutive: 'nonconsecutive',
};

/** The checkout's root: the folder above this file (or its bundle) holding pnpm-workspace.yaml. */
function rootOf(start: string): string | null {
  for (let at = start; ; at = dirname(at)) {
    if (existsSync(join(at, 'pnpm-workspace.yaml'))) return at;
    if (dirname(at) === at) return null;
  }
}

interface Published {
  readonly name: string;
  readonly where: string;
  readonly doc: Record<string, unknown>;
}

/** Every f-puzzles line of the yardstick's data folders, with where it came from. */
function publishedPuzzles(): Published[] {
  const root = rootOf(dirname(fileURLToPath(import.meta.url)));
  if (root === null) return [];
  const data = join(root, 'scripts', 'yardstick', 'data');
  const found: Published[] = [];
  for (const folder of ['puzzles', 'published']) {
    const at = join(data, folder);
    if (!existsSync(at)) continue;
    for (const file of readdirSync(at)
      .filter((name) => name.endsWith('.jsonl'))
      .sort()) {
      readFileSync(join(at, file), 'utf8')
        .split('\n')
        .forEach((line, index) => {
          if (line.trim() === '') return;
          const doc = JSON.parse(line) as Record<string, unknown>;
          const where = `${folder}/${file}:${index + 1}`;
          found.push({ name: String(doc.title ?? where), where, doc });
        });
    }
  }
  return found;
}

/** The family a puzzle is filed under: its one setters' family, 'mixed' for two or more, else 'classic'. */
function familyOf(puzzle: Grid): string {
  const families = new Set(kindsOf(puzzle.rules).flatMap((kind) => FAMILIES[kind] ?? []));
  if (families.size === 0) return 'classic';
  return families.size === 1 ? [...families][0]! : 'mixed';
}

/** The puzzle's one solution by core's counter, or why there is none to check against. */
function solutionOf(puzzle: Grid): number[] | string {
  const found: number[][] = [];
  try {
    const count = countSolutions(puzzle, {
      limit: 2,
      deadline: performance.now() + COUNT_MS,
      onSolution: (cells) => void found.push(Array.from(cells)),
    });
    return count === 1 ? found[0]! : `${count === 0 ? 'no' : 'two or more'} solutions`;
  } catch (error) {
    if (error instanceof BudgetExhaustedError) return `not counted within ${COUNT_MS / 1000} s`;
    throw error;
  }
}

describe("logic on setters' published puzzles of every family", () => {
  const published = publishedPuzzles();
  it('every step agrees with the solution; the share solved without guessing, by family', {
    skip: published.length === 0 && 'no published puzzles: see scripts/yardstick/README.md',
  }, () => {
    const problems: string[] = [];
    const shares = new Map<string, { solved: number; checked: number; left: number }>();
    for (const { name, where, doc } of published) {
      let puzzle: Grid;
      try {
        puzzle = parseFPuzzles(doc);
      } catch {
        continue; // a rule core does not read: the yardstick lists it
      }
      if (puzzle.shape.size !== 9) continue; // logic's ladder is 9x9's
      const family = familyOf(puzzle);
      const share = shares.get(family) ?? { solved: 0, checked: 0, left: 0 };
      shares.set(family, share);
      const solution = solutionOf(puzzle);
      if (typeof solution === 'string') {
        console.log(`  left out ${name} (${where}): ${solution}`);
        share.left++;
        continue;
      }
      const known = Array.isArray(doc.solution) ? (doc.solution as unknown[]).map(Number) : null;
      if (known !== null && known.join('') !== solution.join('')) {
        problems.push(`${name} (${where}): core's solution differs from the published one`);
      }
      const explanation = explain(puzzle);
      share.checked++;
      if (explanation.solved) share.solved++;
      for (const problem of solutionProblems(solution, explanation.steps))
        problems.push(`${name} (${where}): ${problem}`);
    }
    for (const [family, { solved, checked, left }] of [...shares].sort()) {
      console.log(
        `  ${family.padEnd(15)} solved by logic ${solved} of ${checked}${left > 0 ? ` (${left} left out: no one solution found within the count's time)` : ''}`,
      );
    }
    assert.deepEqual(problems, []);
  });
});
