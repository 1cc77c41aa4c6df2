import { describe, expect, it } from 'vitest';
import { type CountOptions, countByPropagation, countSolutions, type Exclusion } from './count.js';
import { createGrid, emptyGrid } from './grid.js';
import { seededRandom } from './random.js';
import { shapes } from './shape.js';
import { verifySolution } from './verify.js';

// core's countSolutions counts a classic 9x9 puzzle with its bitboard engine (classic-count.ts) and
// every other shape with constraint propagation; on 9x9 the two must agree, solution for solution.

const nine = shapes['9x9'];

/** A full 9x9 board: a pattern board with its digits, its rows within bands and its bands shuffled. */
function randomBoard(random: () => number): number[] {
  const shuffled = (items: number[]) => {
    for (let i = items.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [items[i], items[j]] = [items[j]!, items[i]!];
    }
    return items;
  };
  const digits = shuffled([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  const bands = shuffled([0, 1, 2]);
  const rows = bands.flatMap((band) => shuffled([0, 1, 2]).map((row) => band * 3 + row));
  return Array.from({ length: 81 }, (_, cell) => {
    const row = rows[Math.floor(cell / 9)]!;
    const column = cell % 9;
    return digits[((row % 3) * 3 + Math.floor(row / 3) + column) % 9]!;
  });
}

/** The board with `empty` cells (at random) emptied. */
function carved(random: () => number, empty: number): { cells: number[]; board: number[] } {
  const board = randomBoard(random);
  const cells = [...board];
  let left = empty;
  while (left > 0) {
    const cell = Math.floor(random() * 81);
    if (cells[cell] !== 0) {
      cells[cell] = 0;
      left--;
    }
  }
  return { cells, board };
}

/** The solutions a counter hands over, as lines, sorted. */
function solutionsOf(count: typeof countSolutions, cells: number[], options: CountOptions): string[] {
  const lines: string[] = [];
  const counted = count(createGrid(nine, cells), {
    ...options,
    onSolution: (solution) => lines.push(Array.from(solution).join('')),
  });
  expect(lines.length, 'one onSolution call a solution counted').toBe(counted);
  return lines.sort();
}

interface Case {
  readonly name: string;
  /** Cells emptied of a random board. */
  readonly empty: number;
  readonly limit: number;
  /** Whether to exclude the board's digit in the first few emptied cells. */
  readonly exclude?: boolean;
  /** Whether to guide the count by the board. */
  readonly guide?: boolean;
}

const cases: readonly Case[] = [
  { name: 'a board with a few cells open', empty: 20, limit: Number.POSITIVE_INFINITY },
  { name: 'a board half open', empty: 45, limit: 50 },
  { name: 'a board mostly open', empty: 60, limit: 20 },
  { name: 'a board mostly open, counted to 2', empty: 64, limit: 2 },
  { name: 'a board half open, its own digits excluded', empty: 45, limit: 20, exclude: true },
  { name: 'a board half open, guided by its board', empty: 50, limit: 20, guide: true },
  {
    name: 'a board open but for a few, guided and excluded',
    empty: 70,
    limit: 5,
    exclude: true,
    guide: true,
  },
];

describe('the 9x9 engine', () => {
  it.each(cases.map((c) => [c.name, c] as const))(
    '%s: the same solutions as constraint propagation',
    (_, { empty, limit, exclude, guide }) => {
      const random = seededRandom(empty * 31 + limit);
      for (let trial = 0; trial < 20; trial++) {
        const { cells, board } = carved(random, empty);
        const open = cells.flatMap((digit, cell) => (digit === 0 ? [cell] : []));
        const options: CountOptions = {
          limit,
          exclude: exclude
            ? open.slice(0, 3).map((cell): Exclusion => ({ cell, digit: board[cell]! }))
            : undefined,
          guide: guide ? board : undefined,
        };
        const expected = solutionsOf(countByPropagation, cells, options);
        const actual = solutionsOf(countSolutions, cells, options);
        if (limit === Number.POSITIVE_INFINITY || expected.length < limit) expect(actual).toEqual(expected);
        else {
          // At the limit, the two may stop at different solutions: as many, each a solution that
          // keeps clear of the exclusions.
          expect(actual.length).toBe(expected.length);
          for (const line of actual) {
            const solution = createGrid(nine, [...line].map(Number));
            expect(verifySolution(createGrid(nine, cells), solution)).toEqual({ ok: true });
            for (const { cell, digit } of options.exclude ?? []) expect(solution.cells[cell]).not.toBe(digit);
          }
        }
      }
    },
  );

  it.each([1, 2, 3])(
    'counts puzzles that each differ from the one before in a few cells (loaded by their differences) as propagation does: board %i',
    (seed) => {
      const random = seededRandom(seed * 97);
      const board = randomBoard(random);
      const cells = [...board];
      const seen = new Set<number>();
      const count = () => {
        const options = { limit: 2, guide: board };
        const expected = countByPropagation(createGrid(nine, cells), options);
        expect(countSolutions(createGrid(nine, cells), options)).toBe(expected);
        seen.add(expected);
        return expected;
      };
      // A carve: clues taken away one or two at a time, put back when a second solution comes in;
      // now and then an open cell given a digit other than the board's, and taken back.
      for (let step = 0; step < 200; step++) {
        const taken = Array.from({ length: 1 + Math.floor(random() * 2) }, () => Math.floor(random() * 81));
        for (const cell of taken) cells[cell] = 0;
        if (count() === 2) for (const cell of taken) cells[cell] = board[cell]!;
        const open = cells.indexOf(0);
        if (open >= 0 && random() < 0.2) {
          cells[open] = (board[open]! % 9) + 1;
          count();
          cells[open] = 0;
        }
      }
      expect([...seen].sort()).toEqual([0, 1, 2]);
    },
  );

  it.each([1, 2, 7, 100])('counts the empty board to its limit: %i', (limit) => {
    expect(countSolutions(emptyGrid(nine), { limit })).toBe(limit);
  });

  it.each<[string, number[], number]>([
    // Row 0 holds 1..8 in cells 1..8 and a 9 stands below cell 0 in its box: cell 0 has no digit.
    [
      'a cell with no candidate',
      [0, 1, 2, 3, 4, 5, 6, 7, 8, ...Array(9).fill(0), 9, ...Array(62).fill(0)],
      0,
    ],
    // Each cell of the open row is the one place left for its column's missing digit.
    [
      'a full board without its first row and its centre',
      randomBoard(seededRandom(5)).map((digit, cell) => (cell < 9 || cell === 40 ? 0 : digit)),
      1,
    ],
  ])('%s: %i', (_, cells, expected) => {
    expect(countSolutions(createGrid(nine, cells), { limit: 2 })).toBe(expected);
    expect(countByPropagation(createGrid(nine, cells), { limit: 2 })).toBe(expected);
  });
});
