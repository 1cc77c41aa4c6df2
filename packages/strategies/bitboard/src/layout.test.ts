import { shapes } from '@sudoku-lab/core';
import { generateMultiSolutionPuzzle, generatePuzzle } from '@sudoku-lab/testkit/puzzles';
import { describe, expect, it } from 'vitest';
import { At, Frame, makeMemory } from './layout.js';
import { settle } from './search.js';

const memory = makeMemory();

const bitCount = (x: number) => {
  let count = 0;
  for (; x !== 0; x &= x - 1) count++;
  return count;
};

/** The ways a digit crosses three rows and three stacks, one stack a row and one row a stack, as (row, stack) pairs. */
const layouts: [number, number][][] = [];
for (let a = 0; a < 3; a++)
  for (let b = 0; b < 3; b++)
    for (let c = 0; c < 3; c++)
      if (new Set([a, b, c]).size === 3)
        layouts.push([
          [0, a],
          [1, b],
          [2, c],
        ]);

/** The layouts the minirows allow, and where some of them lie (union) and all of them (common). */
function openLayouts(minirows: number) {
  const open = layouts.filter((layout) =>
    layout.every(([row, stack]) => (minirows >> (row * 3 + stack)) & 1),
  );
  const bits = (layout: [number, number][]) =>
    layout.reduce((acc, [row, stack]) => acc | (1 << (row * 3 + stack)), 0);
  const union = open.reduce((acc, layout) => acc | bits(layout), 0);
  const common = open.length === 0 ? 0 : open.reduce((acc, layout) => acc & bits(layout), 0x1ff);
  return { count: open.length, union, common };
}

/** A Summary entry: the count of open layouts, where some lie (<< 3) and where all lie (<< 12). */
function summaryOf(minirows: number): number {
  const { count, union, common } = openLayouts(minirows);
  return count | (union << 3) | (common << 12);
}

describe('the tables', () => {
  it('give, for every set of minirows, the layouts it allows: their count, union, intersection and cells', () => {
    for (let minirows = 0; minirows < 512; minirows++) {
      const { count, union, common } = openLayouts(minirows);
      let cells = 0;
      for (let bit = 0; bit < 9; bit++) if ((union >> bit) & 1) cells |= 7 << (bit * 3);
      expect(memory[At.Summary + minirows]).toBe(count | (union << 3) | (common << 12));
      expect(memory[At.Layouts + minirows]).toBe(cells);
    }
  });

  it('give, for every row of nine bits, its minirows and whether it holds one candidate', () => {
    for (let row = 0; row < 512; row++) {
      const minirows = [0, 1, 2].reduce((acc, stack) => acc | ((row >> (stack * 3)) & 7 ? 1 << stack : 0), 0);
      const lone = bitCount(row) === 1 ? row : 0;
      expect(memory[At.Rows + row]).toBe(minirows | (lone << 3));
    }
  });

  it('clear, for every cell of a band, exactly its 14 peers in the band', () => {
    for (let bit = 0; bit < 27; bit++) {
      const [row, column] = [Math.floor(bit / 9), bit % 9];
      const cleared = ~memory[At.Keep + bit]! & 0x7ffffff;
      expect(bitCount(cleared)).toBe(14);
      for (let other = 0; other < 27; other++) {
        const [r, c] = [Math.floor(other / 9), other % 9];
        const peer =
          other !== bit && (r === row || c === column || Math.floor(c / 3) === Math.floor(column / 3));
        expect({ other, cleared: ((cleared >> other) & 1) === 1 }).toEqual({ other, cleared: peer });
      }
    }
  });
});

/** The digits (1..9) the state allows at a cell. */
function candidatesAt(state: Int32Array, cell: number): number[] {
  const band = Math.floor(cell / 27);
  const bit = cell % 27;
  return [1, 2, 3, 4, 5, 6, 7, 8, 9].filter((digit) => (state[(digit - 1) * 3 + band]! >> bit) & 1);
}
const isOpen = (state: Int32Array, cell: number) =>
  ((state[Frame.Unsolved + Math.floor(cell / 27)]! >> (cell % 27)) & 1) === 1;
const peers = (a: number, b: number) => {
  const [ra, ca, rb, cb] = [Math.floor(a / 9), a % 9, Math.floor(b / 9), b % 9];
  return (
    a !== b &&
    (ra === rb ||
      ca === cb ||
      (Math.floor(ra / 3) === Math.floor(rb / 3) && Math.floor(ca / 3) === Math.floor(cb / 3)))
  );
};

describe('the state after the rules', () => {
  const puzzles = [
    ...[1, 2, 3, 4, 5, 6].map((seed) => generatePuzzle({ shape: shapes['9x9'], seed, difficulty: 'hard' })),
    ...[7, 8].map((seed) => generatePuzzle({ shape: shapes['9x9'], seed, difficulty: 'medium' })),
  ];

  it.each(puzzles.map((generated, i) => ({ name: `puzzle ${i + 1}`, ...generated })))(
    '$name: solved cells hold one digit and see no peer with it, open cells keep their answer, placements count the solved cells',
    ({ puzzle, solution }) => {
      const { state, placed } = settle(puzzle);
      expect(state).not.toBeNull();
      let open = 0;
      for (let cell = 0; cell < 81; cell++) {
        const digits = candidatesAt(state!, cell);
        expect(digits).toContain(solution.cells[cell]);
        if (isOpen(state!, cell)) {
          open++;
          expect(puzzle.cells[cell]).toBe(0);
          expect(digits.length).toBeGreaterThan(1);
        } else {
          expect(digits).toEqual([solution.cells[cell]]);
        }
      }
      // A solved digit has left every peer.
      for (let a = 0; a < 81; a++) {
        if (isOpen(state!, a)) continue;
        const digit = candidatesAt(state!, a)[0]!;
        for (let b = 0; b < 81; b++) if (peers(a, b)) expect(candidatesAt(state!, b)).not.toContain(digit);
      }
      const givens = puzzle.cells.filter((digit) => digit !== 0).length;
      expect(placed).toBe(81 - givens - open);
      // Each band word and unsolved word holds only cells of its band: 27 bits.
      for (let k = 0; k < Frame.Unsolved + 3; k++) expect(state![k]! >>> 27).toBe(0);
    },
  );

  it.each(puzzles.map((generated, i) => ({ name: `puzzle ${i + 1}`, ...generated })))(
    '$name: the summaries kept in the state are those of its words (bands, and stacks when a cell is open)',
    ({ puzzle }) => {
      const { state } = settle(puzzle);
      const solved = [0, 1, 2].every((band) => state![Frame.Unsolved + band] === 0);
      for (let digit = 0; digit < 9; digit++) {
        const holds = (band: number, row: number, column: number) =>
          (state![digit * 3 + band]! >> (row * 9 + column)) & 1;
        for (let line = 0; line < 3; line++) {
          // minirows of the band (row r, stack c at bit r * 3 + c) and minicolumns of the stack (band b,
          // column j at bit b * 3 + j), read cell by cell
          let minirows = 0;
          let minicolumns = 0;
          for (let a = 0; a < 3; a++)
            for (let b = 0; b < 3; b++)
              for (let c = 0; c < 3; c++) {
                if (holds(line, a, b * 3 + c)) minirows |= 1 << (a * 3 + b);
                if (holds(a, c, line * 3 + b)) minicolumns |= 1 << (a * 3 + b);
              }
          expect(state![Frame.Bands + digit * 3 + line]).toBe(summaryOf(minirows));
          if (!solved) expect(state![Frame.Stacks + digit * 3 + line]).toBe(summaryOf(minicolumns));
        }
      }
    },
  );

  it('keeps every solution of a puzzle with two', () => {
    for (const seed of [1, 2, 3]) {
      const { puzzle, solutions } = generateMultiSolutionPuzzle({ shape: shapes['9x9'], seed });
      const { state } = settle(puzzle);
      for (const solution of solutions)
        for (let cell = 0; cell < 81; cell++)
          expect(candidatesAt(state!, cell)).toContain(solution.cells[cell]);
    }
  });

  it('finds the contradiction of a cell left with no digit', () => {
    // Row 1 holds 1..7, leaving 8 and 9 for its last two cells; column 9 holds 9 and 8 lower down, so
    // r1c9 can take neither. No two givens conflict.
    const cells = Array<number>(81).fill(0);
    for (let column = 0; column < 7; column++) cells[column] = column + 1;
    cells[9 * 4 + 8] = 9;
    cells[9 * 7 + 8] = 8;
    expect(settle({ shape: shapes['9x9'], cells }).state).toBeNull();
  });
});

describe('the stack of states', () => {
  it("fits the masks the search puts on a level (63) and on a state's place in the array (0xffff)", () => {
    expect(Frame.Levels - 1).toBe((Frame.Levels - 1) & 63);
    expect(memory.length).toBe(At.Work + Frame.Levels * Frame.Size);
    expect(memory.length - 1).toBe((memory.length - 1) & 0xffff);
  });
});
