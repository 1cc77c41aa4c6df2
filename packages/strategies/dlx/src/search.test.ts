import {
  allShapes,
  bitCount,
  countEmpty,
  diagonalHouses,
  type Grid,
  parseGrid,
  ruleTablesFor,
  shapes,
  tablesFor,
  verifySolution,
} from '@sudoku-lab/core';
import { breathe, guessBoards, replaySteps, traceSolve } from '@sudoku-lab/testkit';
import { generatePuzzle, namedPuzzle, namedPuzzles } from '@sudoku-lab/testkit/puzzles';
import { describe, expect, it } from 'vitest';
import { solver } from './index.js';
import { columnsOf } from './search.js';

const EVEREST = parseGrid(namedPuzzle('everest').text);

/** Rows of the matrix checked between two turns of the event loop. */
const ROWS_PER_BREATH = 256;

describe('the exact-cover matrix', () => {
  it.each(allShapes.map((shape) => [shape.name, shape] as const))(
    '%s: a row per digit in a cell, four columns each, each column met by size rows',
    async (_, shape) => {
      const constraints = ruleTablesFor(shape, {});
      const rowsPerColumn = new Array<number>(4 * shape.cellCount).fill(0);
      for (let row = 0; row < shape.cellCount * shape.size; row++) {
        // 16x16 has 4,096 rows: the event loop runs between chunks of them.
        if (row % ROWS_PER_BREATH === 0) await breathe();
        const columns = columnsOf(constraints, row);
        // One column of each kind: the cell's, then its row's, column's and box's digit.
        expect(columns.map((column) => Math.floor(column / shape.cellCount))).toEqual([0, 1, 2, 3]);
        for (const column of columns) rowsPerColumn[column]!++;
      }
      expect(new Set(rowsPerColumn)).toEqual(new Set([shape.size]));
    },
  );

  it("gives a variant's units columns of their own: a diagonal's cells meet one more", () => {
    const shape = shapes['9x9'];
    const x = ruleTablesFor(shape, { houses: diagonalHouses(shape) });
    expect(columnsOf(x, 0 * 9 + 4)).toHaveLength(5); // row 1, column 1 holding 5: on the main diagonal
    expect(columnsOf(x, 40 * 9)).toHaveLength(6); // the centre: on both diagonals
    expect(columnsOf(x, 1 * 9)).toHaveLength(4); // row 1, column 2: on neither
  });

  it("covers every column exactly once with a solution's rows", () => {
    const solution = solver.solve(EVEREST).solution!;
    const { shape } = solution;
    const constraints = ruleTablesFor(shape, {});
    const met = new Array<number>(4 * shape.cellCount).fill(0);
    solution.cells.forEach((digit, cell) => {
      for (const column of columnsOf(constraints, cell * shape.size + digit - 1)) met[column]!++;
    });
    expect(new Set(met)).toEqual(new Set([1]));
  });
});

/** The fewest ways any constraint can still be met on a board: candidates of a cell, places of a digit in a unit. */
function fewestWays(puzzle: Grid, board: readonly number[]): number {
  const tables = tablesFor(puzzle.shape);
  const { size, cellCount, peers, peerCount, units, unitCount } = tables;
  const candidates = (cell: number) => {
    if (board[cell] !== 0) return 0;
    let held = 0;
    for (let k = 0; k < peerCount; k++) held |= (1 << board[peers[cell * peerCount + k]!]!) >> 1;
    return ((1 << size) - 1) & ~held;
  };
  let fewest = Number.POSITIVE_INFINITY;
  for (let cell = 0; cell < cellCount; cell++) {
    if (board[cell] === 0) fewest = Math.min(fewest, bitCount(candidates(cell)));
  }
  for (let unit = 0; unit < unitCount; unit++) {
    const cells = [...units.subarray(unit * size, unit * size + size)];
    for (let digit = 1; digit <= size; digit++) {
      if (cells.some((cell) => board[cell] === digit)) continue;
      const places = cells.filter((cell) => (candidates(cell) >> (digit - 1)) & 1).length;
      fewest = Math.min(fewest, places);
    }
  }
  return fewest;
}

describe('Algorithm X on the puzzles', () => {
  it('guesses only where every constraint left can be met two ways or more (the column with the fewest rows)', () => {
    const { result, guesses } = guessBoards(solver, EVEREST);
    expect(result.status).toBe('solved');
    expect(guesses.length).toBeGreaterThan(0);
    for (const { cells } of guesses) expect(fewestWays(EVEREST, cells)).toBeGreaterThanOrEqual(2);
  });

  it("places a forced digit as 'single' (its cell had one candidate) or 'hidden' (one place in a unit)", () => {
    const puzzle = parseGrid(namedPuzzle('easy').text);
    const { result, events } = traceSolve(solver, puzzle);
    expect(result.stats.guesses).toBe(0);
    const reasons = new Set<string>();
    for (const { event, cells } of replaySteps(puzzle, events)) {
      if (event.type !== 'place') continue;
      reasons.add(event.reason);
      expect(fewestWays(puzzle, cells)).toBe(1);
    }
    expect([...reasons].every((reason) => reason === 'single' || reason === 'hidden')).toBe(true);
  });

  it.each([
    ...namedPuzzles
      .filter((named) => named.expected === 'unique')
      .map((named) => [named.name, parseGrid(named.text)] as const),
    ['16x16, generated', generatePuzzle({ shape: '16x16', seed: 6, minGivens: 136 }).puzzle] as const,
  ])('%s: nodes counts every row tried, one placement each', (_, puzzle) => {
    const result = solver.solve(puzzle);
    expect(result.status).toBe('solved');
    expect(verifySolution(puzzle, result.solution)).toEqual({ ok: true });
    expect(result.stats.nodes).toBe(result.stats.placements);
    expect(result.stats.nodes).toBeGreaterThanOrEqual(countEmpty(puzzle));
    if (result.stats.guesses === 0) expect(result.stats.nodes).toBe(countEmpty(puzzle));
  });

  it('starts afresh after a solve cut off by its budget', () => {
    const before = solver.solve(EVEREST);
    const cut = solver.solve(EVEREST, { maxPlacements: 50 });
    expect(cut.status).toBe('aborted');
    // The rows tried before the budget ran out are counted, as the placements are.
    expect(cut.stats.nodes).toBe(cut.stats.placements);
    expect(cut.stats.nodes).toBeGreaterThan(0);
    const after = solver.solve(EVEREST);
    expect(after.solution).toEqual(before.solution);
    expect(after.stats).toEqual(before.stats);
  });

  it('solves a puzzle from inside the trace of another, each right', () => {
    const inner: string[] = [];
    const outer = solver.solve(EVEREST, {
      onEvent: (event) => {
        if (event.type === 'guess' && inner.length < 3) {
          inner.push(solver.solve(parseGrid(namedPuzzle('medium-one').text)).status);
        }
      },
    });
    expect(inner).toEqual(['solved', 'solved', 'solved']);
    expect(verifySolution(EVEREST, outer.solution)).toEqual({ ok: true });
    expect(outer.stats).toEqual(solver.solve(EVEREST).stats);
  });
});
