import { createGrid, shapes, tablesFor } from '@sudoku-lab/core';
import { countSolutions, generateSolution } from '@sudoku-lab/testkit/puzzles';
import { describe, expect, it } from 'vitest';
import { ClueSets } from './carve.js';
import { generate } from './generate.js';

describe('ClueSets.forced', () => {
  it.each(['4x4', '6x6', '9x9'] as const)(
    'on %s, a clue it calls forced can go and the puzzle keeps one solution',
    (name) => {
      const shape = shapes[name];
      const tables = tablesFor(shape);
      let forced = 0;
      let open = 0;
      for (let round = 0; round < 6; round++) {
        // Puzzles with clues to spare: one solution, far from minimal.
        const { puzzle, solution } = generate({
          seed: `forced ${round}`,
          shape: name,
          minimal: false,
          maxClues: Math.ceil(shape.cellCount * 0.6),
        });
        puzzle.cells.forEach((digit, cell) => {
          if (digit === 0) return;
          const cells = [...puzzle.cells];
          const clues = new ClueSets(tables, cells);
          clues.remove(cell);
          expect(cells[cell]).toBe(0);
          if (!clues.forced(cell, solution.cells[cell]!)) {
            open++;
            return;
          }
          forced++;
          expect(countSolutions(createGrid(shape, cells), 2), `${name} cell ${cell}`).toBe(1);
        });
      }
      expect(forced).toBeGreaterThan(0);
      expect(open).toBeGreaterThan(0);
    },
  );

  it('answers the same after load() on another board as a ClueSets made for it', () => {
    const shape = shapes['9x9'];
    const tables = tablesFor(shape);
    const reused = new ClueSets(tables, [...generateSolution({ shape, seed: 1 }).cells]);
    for (const seed of [2, 3]) {
      const solution = generateSolution({ shape, seed }).cells;
      const fresh = [...solution];
      const again = [...solution];
      const made = new ClueSets(tables, fresh);
      expect(reused.load(again)).toBe(reused);
      const answers = new Set<boolean>();
      for (let cell = 0; cell < 81; cell += 2) {
        made.remove(cell);
        reused.remove(cell);
        expect(again).toEqual(fresh);
        const forced = made.forced(cell, solution[cell]!);
        expect(reused.forced(cell, solution[cell]!), `seed ${seed} cell ${cell}`).toBe(forced);
        answers.add(forced);
      }
      expect([...answers].sort()).toEqual([false, true]);
    }
  });

  it('sees a naked single and a hidden single, and nothing on an empty board', () => {
    const shape = shapes['4x4'];
    const solution = generateSolution({ shape, seed: 3 }).cells;
    const cells = [...solution];
    const clues = new ClueSets(tablesFor(shape), cells);
    clues.remove(0);
    expect(clues.forced(0, solution[0]!)).toBe(true); // its row still holds the other three digits
    for (const cell of [1, 2, 3]) clues.remove(cell);
    // The first row is empty: each of its digits still has one place in the cell's column or box.
    expect(clues.forced(0, solution[0]!)).toBe(true);
    for (let cell = 4; cell < 16; cell++) clues.remove(cell);
    // On an empty board every digit could go anywhere.
    expect(clues.forced(0, solution[0]!)).toBe(false);
  });
});
