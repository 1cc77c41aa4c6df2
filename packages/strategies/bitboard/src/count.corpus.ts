// countSolutions against solver.solve on the public sets in ../shared/puzzles: thousands of puzzles,
// run by `pnpm test:corpus` in a plain Node process (scripts/corpus.mjs), where a loaded machine makes
// the run slower and never ends it. The generated sets and the argument checks are in count.test.ts.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createGrid, type Grid, shapes } from '@sudoku-lab/core';
import { readSharedPuzzles } from '@sudoku-lab/testkit/shared-puzzles';
import { countSolutions, solver } from './index.js';

const nine = shapes['9x9'];

/** A puzzle with its first given taken away: often two solutions or more, sometimes still one. */
function withoutFirstGiven(puzzle: Grid): Grid {
  const cells = [...puzzle.cells];
  cells[cells.findIndex((digit) => digit !== 0)] = 0;
  return createGrid(nine, cells);
}

/** A puzzle with its first given copied into the first empty cell of its row: clashing givens. */
function withClash(puzzle: Grid): Grid | undefined {
  const cells = [...puzzle.cells];
  const given = cells.findIndex((digit) => digit !== 0);
  const row = Math.floor(given / 9) * 9;
  for (let cell = row; cell < row + 9; cell++) {
    if (cells[cell] === 0) {
      cells[cell] = cells[given]!;
      return { shape: nine, cells };
    }
  }
  return undefined;
}

const hardest = readSharedPuzzles('magictour-top1465.txt');
const seventeen = readSharedPuzzles('17-clue-sample.txt').slice(0, 600);
const absent = hardest.length === 0 || seventeen.length === 0;
const skip = absent && 'the puzzle sets are not in ../shared/puzzles beside the checkout';
const sets: { name: string; puzzles: Grid[] }[] = [
  { name: 'magictour top1465', puzzles: hardest },
  { name: '17-clue sample', puzzles: seventeen },
  { name: 'top1465 less a given', puzzles: hardest.map(withoutFirstGiven) },
  { name: '17-clue less a given', puzzles: seventeen.map(withoutFirstGiven) },
];

describe('countSolutions on the public sets', () => {
  for (const { name, puzzles } of sets) {
    it(`on ${name} (${puzzles.length}), counts what solver.solve counts, at limits 1, 2 and 3`, {
      skip,
    }, () => {
      const wrong: string[] = [];
      for (const [i, puzzle] of puzzles.entries()) {
        for (const limit of [1, 2, 3]) {
          const expected = solver.solve(puzzle, { maxSolutions: limit }).solutionCount;
          const count = countSolutions(puzzle, { limit });
          if (count !== expected)
            wrong.push(`puzzle ${i + 1}, limit ${limit}: ${count}, solve says ${expected}`);
        }
      }
      assert.deepEqual(wrong, []);
    });
  }

  it('tells one solution from two on the set that mixes them (top1465 less a given)', { skip }, () => {
    const counts = new Set(sets[2]!.puzzles.map((puzzle) => countSolutions(puzzle, { limit: 2 })));
    assert.ok(counts.has(1), 'some puzzles keep one solution');
    assert.ok(counts.has(2), 'some have two or more');
  });

  it('gives 0 for clashing givens, which solver.solve refuses as invalid', { skip }, () => {
    const clashing = hardest
      .slice(0, 200)
      .map(withClash)
      .filter((puzzle) => puzzle !== undefined);
    assert.ok(clashing.length > 100, `${clashing.length} clashing puzzles made from 200`);
    for (const [i, puzzle] of clashing.entries()) {
      assert.equal(solver.solve(puzzle, { maxSolutions: 2 }).status, 'invalid', `puzzle ${i + 1}`);
      assert.equal(countSolutions(puzzle, { limit: 2 }), 0, `puzzle ${i + 1}`);
    }
  });
});
