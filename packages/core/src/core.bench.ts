/// <reference types="node" />
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { bench, describe } from 'vitest';
import { digitBit, lowestDigit } from './digits.js';
import type { Grid } from './grid.js';
import { parseGrid } from './parse.js';
import { defineSolver, type SearchContext } from './search.js';
import { shapes } from './shape.js';
import { type ShapeTables, tablesFor } from './tables.js';

/**
 * Core's own cost per solve: validation, the conflict check, the budgets, the solution Grid and the
 * result. The search under test does no searching: it counts a placement per empty cell and hands over
 * a solution worked out beforehand, so what defineSolver adds is all there is to time. Each iteration
 * is 1,000 solves, so a mean of N ms reads as N µs per solve.
 */
const FILE = fileURLToPath(new URL('../../../../shared/puzzles/17-clue-sample.txt', import.meta.url));
const SOLVES = 1000;
const STEADY = { time: 2000, warmupTime: 500 };

const puzzles = existsSync(FILE)
  ? readFileSync(FILE, 'utf8')
      .split('\n')
      .map((line) => line.replace(/#.*/, '').trim())
      .filter((line) => line !== '')
      .slice(0, SOLVES)
      .map((line) => parseGrid(line))
  : [];
if (puzzles.length === 0) {
  console.warn(`skipped: ${FILE} is absent (the puzzle sets sit in ../shared/puzzles beside the checkout)`);
}

/** A plain bitmask backtracker, enough to work out the solutions once before the timing. */
function solveOnce(puzzle: Grid, tables: ShapeTables): Uint8Array {
  const cells = Uint8Array.from(puzzle.cells);
  const used = new Int32Array(tables.unitCount);
  const { unitsOfCell } = tables;
  const fits = (cell: number) =>
    0x1ff &
    ~(used[unitsOfCell[3 * cell]!]! | used[unitsOfCell[3 * cell + 1]!]! | used[unitsOfCell[3 * cell + 2]!]!);
  const toggle = (cell: number, bit: number) => {
    for (let k = 0; k < 3; k++) used[unitsOfCell[3 * cell + k]!]! ^= bit;
  };
  cells.forEach((digit, cell) => {
    if (digit !== 0) toggle(cell, digitBit(digit));
  });
  const fill = (): boolean => {
    let best = -1;
    let bestCount = 10;
    for (let cell = 0; cell < 81; cell++) {
      if (cells[cell] !== 0) continue;
      let count = 0;
      for (let left = fits(cell); left !== 0; left &= left - 1) count++;
      if (count < bestCount) [best, bestCount] = [cell, count];
    }
    if (best === -1) return true;
    for (let left = fits(best); left !== 0; left &= left - 1) {
      const bit = left & -left;
      cells[best] = lowestDigit(bit);
      toggle(best, bit);
      if (fill()) return true;
      toggle(best, bit);
      cells[best] = 0;
    }
    return false;
  };
  if (!fill()) throw new Error('a 17-clue puzzle without a solution');
  return cells;
}

const tables = tablesFor(shapes['9x9']);
const solutions = puzzles.map((puzzle) => solveOnce(puzzle, tables));
const empties = puzzles.map((puzzle) => puzzle.cells.filter((digit) => digit === 0).length);

/** The search without a search: a placement counted per empty cell, then the known solution. */
let next = 0;
function handOver(context: Pick<SearchContext, 'countPlacement' | 'foundSolution'>): void {
  const at = next++ % puzzles.length;
  for (let left = empties[at]!; left > 0; left--) context.countPlacement();
  context.foundSolution(solutions[at]!);
}

const solver = defineSolver({
  id: 'hand-over',
  name: 'Hands over a known solution',
  description: 'Times core alone.',
  shapes: [shapes['9x9']],
  search: handOver,
});

/** The same calls with no core around them: what a strategy pays without defineSolver. */
const bare = {
  placements: 0,
  found: null as ArrayLike<number> | null,
  countPlacement() {
    this.placements++;
  },
  foundSolution(cells: ArrayLike<number>) {
    this.found = cells;
    return true;
  },
};

describe.skipIf(puzzles.length === 0)(
  `the 17-clue sample, ${SOLVES} solves an iteration (ms = µs a solve)`,
  () => {
    bench(
      'reference: the hand-over search alone, no core',
      () => {
        next = 0;
        for (let i = 0; i < SOLVES; i++) handOver(bare);
      },
      STEADY,
    );

    bench(
      'defineSolver, maxSolutions 1',
      () => {
        next = 0;
        for (const puzzle of puzzles) solver.solve(puzzle);
      },
      STEADY,
    );

    bench(
      'defineSolver, maxSolutions 2 and a deadline',
      () => {
        next = 0;
        const options = { maxSolutions: 2, deadline: performance.now() + 60_000 };
        for (const puzzle of puzzles) solver.solve(puzzle, options);
      },
      STEADY,
    );
  },
);
