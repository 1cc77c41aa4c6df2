import { createGrid, type Grid, type ShapeName, shapes, tablesFor, verifySolution } from '@sudoku-lab/core';
import { countSolutions, difficultiesFor, generatePuzzle } from '@sudoku-lab/testkit/puzzles';
import { describe, expect, it } from 'vitest';
import { Singles } from './singles.js';

/**
 * Puzzles with one solution from the testkit's own generator (not this package's), each less one
 * clue: what a carve asks of Singles, with the answer worked out by the testkit's reference count.
 */
function removals(name: ShapeName, seeds: number) {
  const shape = shapes[name];
  const cases: { puzzle: Grid; solution: Grid; cell: number; unique: boolean }[] = [];
  for (let seed = 1; seed <= seeds; seed++) {
    for (const difficulty of difficultiesFor(shape)) {
      const { puzzle, solution } = generatePuzzle({ shape, seed, difficulty });
      // The puzzle as it is, and with clues to spare (every third empty cell given back).
      const spare = puzzle.cells.map((digit, cell) =>
        digit === 0 && cell % 3 === 0 ? solution.cells[cell]! : digit,
      );
      for (const source of [puzzle.cells, spare]) {
        source.forEach((digit, cell) => {
          if (digit === 0) return;
          const cells = [...source];
          cells[cell] = 0;
          const less = createGrid(shape, cells);
          cases.push({ puzzle: less, solution, cell, unique: countSolutions(less, 2) === 1 });
        });
      }
    }
  }
  return cases;
}

describe('Singles', () => {
  it.each(['4x4', '6x6', '9x9'] as const)(
    'on %s, a clue can go exactly when its digit ruled out leaves no solution',
    (name) => {
      const singles = new Singles(tablesFor(shapes[name]));
      const cases = removals(name, name === '9x9' ? 3 : 6);
      const seen = { closed: 0, found: 0, exhausted: 0 };
      for (const { puzzle, solution, cell, unique } of cases) {
        const where = `${name} ${puzzle.cells.join('')} cell ${cell}`;
        expect(singles.load(puzzle.cells, solution.cells), where).toBe(true);
        const open = singles.ruleOut(cell, solution.cells[cell]!) && singles.settle();
        if (!open) {
          // Singles draw only sound conclusions: a contradiction proves the removal keeps one solution.
          expect(unique, where).toBe(true);
          seen.closed++;
          continue;
        }
        const found = singles.findSolution(Number.POSITIVE_INFINITY);
        expect(found, where).toBe(unique ? 0 : 1);
        if (found === 1) {
          const other = createGrid(puzzle.shape, Array.from(singles.cells));
          expect(verifySolution(puzzle, other), where).toEqual({ ok: true });
          expect(other.cells[cell], where).not.toBe(solution.cells[cell]);
          seen.found++;
        } else {
          seen.exhausted++;
        }
      }
      // The cases reach every branch: closed by singles, a second solution found.
      expect(seen.closed).toBeGreaterThan(0);
      expect(seen.found).toBeGreaterThan(0);
    },
  );

  it('gives up after the guesses allowed, leaving the settled board', () => {
    const name = '9x9';
    const singles = new Singles(tablesFor(shapes[name]));
    const open = removals(name, 2).find(({ puzzle, solution, cell }) => {
      singles.load(puzzle.cells, solution.cells);
      return singles.ruleOut(cell, solution.cells[cell]!) && singles.settle();
    });
    expect(open).toBeDefined();
    const settled = Array.from(singles.cells);
    expect(settled).toContain(0);
    expect(singles.findSolution(0)).toBe(-1);
    expect(Array.from(singles.cells)).toEqual(settled);
    // And with guesses to spare it settles the question from the same board.
    expect(singles.findSolution(Number.POSITIVE_INFINITY)).not.toBe(-1);
  });

  it('counts the digits it places that differ from the full board as strays, and refuses a digit a peer holds', () => {
    const shape = shapes['9x9'];
    const tables = tablesFor(shape);
    const { puzzle, solution } = generatePuzzle({ shape, seed: 5, difficulty: 'hard' });
    const singles = new Singles(tables);
    // An empty cell, a digit its peers hold, and a candidate other than the solution's.
    const peersOf = (cell: number) =>
      tables.peers.subarray(cell * tables.peerCount, (cell + 1) * tables.peerCount);
    const cell = puzzle.cells.findIndex(
      (digit, at) => digit === 0 && [...peersOf(at)].some((p) => puzzle.cells[p] !== 0),
    );
    const held = new Set([...peersOf(cell)].map((p) => puzzle.cells[p]!));
    const candidates = [1, 2, 3, 4, 5, 6, 7, 8, 9].filter((digit) => !held.has(digit));
    const stray = candidates.find((digit) => digit !== solution.cells[cell]);
    expect(stray).toBeDefined();

    singles.load(puzzle.cells, solution.cells);
    expect(singles.place(cell, solution.cells[cell]!)).toBe(true);
    expect(singles.strays).toBe(0);
    singles.load(puzzle.cells, solution.cells);
    singles.place(cell, stray!);
    expect(singles.strays).toBe(1);
    singles.load(puzzle.cells, solution.cells);
    expect(singles.place(cell, [...held].find((digit) => digit !== 0)!)).toBe(false);
  });
});
