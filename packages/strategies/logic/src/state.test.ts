import { parseGrid } from '@sudoku-lab/core';
import { describe, expect, it } from 'vitest';
import { UNIT_CELLS } from './board.js';
import { explainerStep } from './rating.js';
import type { Board, Mark, Step } from './state.js';
import { ladderWalk, nearMedian } from './steps.fixture.js';

// Three puzzles of magictour's top1465 near its median rating (7.1 to 8.5), each some 80 steps.
const puzzles = nearMedian.slice(0, 3);

const stepOf = (placements: readonly Mark[], eliminations: readonly Mark[]): Step => ({
  technique: 'naked-single',
  placements,
  eliminations,
  cells: [],
  units: [],
  text: '',
});

/**
 * Steps to try on a board, most of them wrong: placing each candidate (its peers may lose their last
 * candidate, or a unit through them the digit's last place), taking every candidate of a cell, and
 * taking a digit from all its places in a unit but one or none.
 */
function trials(state: Board): Step[] {
  const steps: Step[] = [];
  for (let cell = 0; cell < 81; cell++) {
    const marks: Mark[] = [];
    for (let digit = 1; digit <= 9; digit++) if (state.has(cell, digit)) marks.push({ cell, digit });
    for (const mark of marks) steps.push(stepOf([mark], []));
    if (marks.length > 0) steps.push(stepOf([], marks));
  }
  for (let unit = 0; unit < 27; unit++)
    for (let digit = 1; digit <= 9; digit++) {
      const marks: Mark[] = [];
      for (let i = 0; i < 9; i++) {
        const cell = UNIT_CELLS[unit * 9 + i]!;
        if (state.has(cell, digit)) marks.push({ cell, digit });
      }
      if (marks.length > 0) steps.push(stepOf([], marks), stepOf([], marks.slice(1)));
    }
  return steps;
}

describe('Board.wrongIn', () => {
  it.each(puzzles)(
    'tells, after any step on a sound board of %s, what the whole check tells, from the units the step changed',
    (puzzle) => {
      const differences: string[] = [];
      let wrong = 0;
      let sound = 0;
      for (const [n, state] of ladderWalk(parseGrid(puzzle))) {
        expect(state.contradiction()).toBe(-1);
        const next = explainerStep(state);
        const steps = trials(state);
        if (next !== null) steps.push(next.step);
        for (const step of steps) {
          const after = state.clone();
          const changed = after.unitsChangedBy(step);
          after.apply(step);
          const whole = after.contradiction() !== -1;
          if (after.wrongIn(changed) !== whole)
            differences.push(`step ${n}: ${JSON.stringify([step.placements, step.eliminations])}`);
          if (whole) wrong++;
          else sound++;
        }
      }
      expect(differences).toEqual([]);
      // The trials must go wrong often, and not always.
      expect(wrong, 'steps that left a contradiction').toBeGreaterThan(1000);
      expect(sound, 'steps that left none').toBeGreaterThan(1000);
    },
  );
});
