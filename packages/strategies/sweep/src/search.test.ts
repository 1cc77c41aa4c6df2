import { bitCount, parseGrid, ruleTablesFor, verifySolution } from '@sudoku-lab/core';
import { checkSearchesOn, countEvents, guessBoards, replaySteps, traceSolve } from '@sudoku-lab/testkit';
import { namedPuzzle } from '@sudoku-lab/testkit/puzzles';
import { describe, expect, it } from 'vitest';
import { solver } from './index.js';
import { candidates, nthCandidate } from './search.js';

/** The counts of the write-up's table: solve.js's calls of solve(), digits its picks wrote, solve()s that failed. */
const WRITE_UP: [string, { sweeps: number; guesses: number; deadEnds: number }][] = [
  ['easy', { sweeps: 3, guesses: 0, deadEnds: 0 }],
  ['easy-two', { sweeps: 3, guesses: 0, deadEnds: 0 }],
  ['medium-one', { sweeps: 8, guesses: 1, deadEnds: 0 }],
  ['medium-two', { sweeps: 69, guesses: 29, deadEnds: 14 }],
  ['everest', { sweeps: 4172, guesses: 1850, deadEnds: 922 }],
];

/**
 * Found by sweeping random 22-given boards: on the way, a stuck board has no cell with two candidates (the
 * write-up's guessing sweep would change nothing, again and again), and the search goes on to the third
 * candidate of the first cell with three. It has more than one solution.
 */
const NO_PAIR = '6.8.......1.....4.....6.89..4.5.............1..9........5..1...321..498...42....6';

/** The empty cells of a board with their candidate counts, row-major. */
function counts(board: Uint8Array): [number, number][] {
  const tables = ruleTablesFor(parseGrid(Array.from(board)).shape, {});
  return [...board.keys()]
    .filter((cell) => board[cell] === 0)
    .map((cell) => [cell, bitCount(candidates(tables, board, cell))]);
}

describe('candidates and nthCandidate', () => {
  const puzzle = parseGrid(namedPuzzle('easy').text);
  const board = Uint8Array.from(puzzle.cells);
  const tables = ruleTablesFor(puzzle.shape, {});

  it('gives each empty cell the digits missing from its row, its column and its box', () => {
    const digitsAt = (cells: (cell: number) => boolean) =>
      new Set([...board.keys()].filter(cells).map((cell) => board[cell]));
    for (const cell of board.keys()) {
      if (board[cell] !== 0) continue;
      const [row, column] = [Math.floor(cell / 9), cell % 9];
      const box = (at: number) => Math.floor(at / 27) * 3 + Math.floor((at % 9) / 3);
      const held = new Set([
        ...digitsAt((at) => Math.floor(at / 9) === row),
        ...digitsAt((at) => at % 9 === column),
        ...digitsAt((at) => box(at) === box(cell)),
      ]);
      const missing = [1, 2, 3, 4, 5, 6, 7, 8, 9].filter((digit) => !held.has(digit));
      const mask = candidates(tables, board, cell);
      expect(bitCount(mask), `cell ${cell}`).toBe(missing.length);
      expect(
        missing.map((_, position) => nthCandidate(mask, position)),
        `cell ${cell}`,
      ).toEqual(missing);
    }
  });

  it('has no candidate past the last', () => {
    expect(nthCandidate(0b101, 1)).toBe(3);
    expect(() => nthCandidate(0b101, 2)).toThrow(RangeError);
  });
});

describe('the write-up on its own puzzles', () => {
  it.each(WRITE_UP)('%s: the counts of its table', (name, expected) => {
    const puzzle = parseGrid(namedPuzzle(name).text);
    const result = solver.solve(puzzle);
    expect(result.status).toBe('solved');
    expect(verifySolution(puzzle, result.solution)).toEqual({ ok: true });
    expect(result.stats).toMatchObject(expected);
  });

  it("calls 'extreme' (two 7s in row 7) invalid, with no sweep", () => {
    const result = solver.solve(parseGrid(namedPuzzle('extreme').text));
    expect(result.status).toBe('invalid');
    expect(result.stats).toMatchObject({ sweeps: 0, deadEnds: 0, placements: 0 });
  });
});

describe('a sweep', () => {
  it('writes a single at once, so a later cell of the same sweep sees it', () => {
    // Cell 2 can be 1 or 2 until cell 1 (only 1 fits its column) is written; then only 2.
    const puzzle = parseGrid('..3434122.434321');
    const result = solver.solve(puzzle);
    expect(result.status).toBe('solved');
    expect(result.stats).toMatchObject({ sweeps: 1, placements: 3, guesses: 0 });
  });

  it('ends on a full board without another pass', () => {
    const full = parseGrid('1234341221434321');
    expect(solver.solve(full).stats).toMatchObject({ sweeps: 0, placements: 0 });
  });

  it('stops at a cell with no candidate: a dead end', () => {
    // Row 1 needs a 9 in column 9, which holds one in row 2.
    const puzzle = parseGrid(`12345678.${'........9'}${'.'.repeat(63)}`);
    const result = solver.solve(puzzle);
    expect(result.status).toBe('unsolvable');
    expect(result.stats).toMatchObject({ sweeps: 1, deadEnds: 1, placements: 0 });
  });
});

describe('the guess', () => {
  it("goes to the first cell with two candidates on a stuck board, its lower digit first (the write-up's rule)", () => {
    const puzzle = parseGrid(namedPuzzle('medium-two').text);
    const { result, guesses } = guessBoards(solver, puzzle);
    expect(result.status).toBe('solved');
    expect(guesses).toHaveLength(result.stats.guesses);
    for (const { cell, cells } of guesses) {
      const open = counts(Uint8Array.from(cells));
      expect(Math.min(...open.map(([, count]) => count))).toBe(2);
      expect(cell).toBe(open.find(([, count]) => count === 2)![0]);
    }
  });

  it('where no cell has two candidates, goes to the first with the fewest and tries each, to the third', () => {
    const puzzle = parseGrid(NO_PAIR);
    const tables = ruleTablesFor(puzzle.shape, {});
    const { result, events } = traceSolve(solver, puzzle);
    expect(result.status).toBe('solved');
    expect(verifySolution(puzzle, result.solution)).toEqual({ ok: true });
    let thirds = 0;
    for (const { event, cells, at } of replaySteps(puzzle, events)) {
      if (event.type !== 'guess') continue;
      const board = Uint8Array.from(cells);
      const open = counts(board);
      const fewest = Math.min(...open.map(([, count]) => count));
      if (fewest === 2) continue;
      // Beyond the write-up's rule: no pair, so the first cell with the fewest (three here).
      expect(fewest).toBe(3);
      expect(event.cell).toBe(open.find(([, count]) => count === fewest)![0]);
      const placed = events[at + 1]!;
      const mask = candidates(tables, board, event.cell);
      if (placed.type === 'place' && placed.digit === nthCandidate(mask, 2)) thirds++;
    }
    expect(thirds).toBeGreaterThan(0);
  });

  it('with maxSolutions 2, goes on past the first solution to the other branches, and finds a second', () => {
    const puzzle = parseGrid(NO_PAIR);
    expect(checkSearchesOn(solver, puzzle, 'sweeps')).toEqual([]);
    expect(solver.solve(puzzle, { maxSolutions: 2 })).toMatchObject({ status: 'multiple', solutionCount: 2 });
  });

  it('counts a backtrack for every guess undone', () => {
    const { result, events } = traceSolve(solver, parseGrid(namedPuzzle('everest').text));
    expect(result.stats.backtracks).toBe(countEvents(events, 'backtrack'));
    // Each guess is undone but those on the path to the solution.
    expect(result.stats.guesses - result.stats.backtracks).toBeGreaterThan(0);
  });
});
