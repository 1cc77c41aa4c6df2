import { digitChar, type Grid } from '@sudoku-lab/core';
import { type Step, techniques } from '@sudoku-lab/logic';

/** The board once the first `count` steps have placed their digits. */
export function boardAfter(puzzle: Grid, steps: readonly Step[], count: number): Grid {
  const cells = [...puzzle.cells];
  for (const step of steps.slice(0, count)) {
    for (const { cell, digit } of step.placements) cells[cell] = digit;
  }
  return { shape: puzzle.shape, cells };
}

/** A technique's name as the ladder gives it ('hidden-single' -> 'Hidden single'). */
export function techniqueName(id: string): string {
  return techniques.find((technique) => technique.id === id)?.name ?? id;
}

/** The step's changes in words, for the list beside the board: "r1c6 = 5", "r7c8 ≠ 2". */
export function changesOf(puzzle: Grid, step: Step): string[] {
  // Written as the step's sentence writes cells: r<row>c<column>.
  const { size } = puzzle.shape;
  const name = (cell: number) => `r${Math.floor(cell / size) + 1}c${(cell % size) + 1}`;
  return [
    ...step.placements.map(({ cell, digit }) => `${name(cell)} = ${digitChar(digit)}`),
    ...step.eliminations.map(({ cell, digit }) => `${name(cell)} ≠ ${digitChar(digit)}`),
  ];
}

/** Every cell a step touches: its pattern and the cells it changes, to highlight. */
export function stepCells(step: Step): ReadonlySet<number> {
  return new Set([
    ...step.cells,
    ...step.placements.map((mark) => mark.cell),
    ...step.eliminations.map((mark) => mark.cell),
  ]);
}
