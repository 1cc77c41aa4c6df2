import { createGrid, type Grid, type Rules, type ShapeName, type Solver, shapes } from '@sudoku-lab/core';
import { describe, expect, it } from 'vitest';
import { findStrategy, recommendedFor, strategies } from './index.js';

const empty = (shape: ShapeName, rules?: Rules): Grid => {
  const size = shapes[shape].size;
  return createGrid(shapes[shape], new Array<number>(size * size).fill(0), rules);
};
const killer = empty('9x9', { cages: [{ cells: [0, 1], sum: 3 }] });
const antiknight = empty('9x9', { antiknight: true });

/** A stand-in for the csp strategy, to see that the choice goes to it once it is in a list. */
const csp: Solver = { ...findStrategy('norvig')!, id: 'csp', name: 'csp stand-in' };

describe('recommendedFor: the default strategy, chosen in one place', () => {
  it.each([
    ['classic 9x9', empty('9x9'), strategies, 'bitboard'],
    ['classic 4x4', empty('4x4'), strategies, 'norvig'],
    ['classic 6x6', empty('6x6'), strategies, 'norvig'],
    ['classic 16x16', empty('16x16'), strategies, 'norvig'],
    ['a killer, csp listed', killer, [...strategies, csp], 'csp'],
    ['an anti-knight, csp listed', antiknight, [...strategies, csp], 'csp'],
    ['classic 9x9, csp listed', empty('9x9'), [...strategies, csp], 'bitboard'],
    ['a killer, no csp listed', killer, strategies.filter((s) => s.id !== 'csp'), 'norvig'],
  ] as const)('%s: %s', (_, puzzle, list, id) => {
    expect(recommendedFor(puzzle, list).id).toBe(id);
  });

  it("answers from the registry's own list by default, with a strategy that handles the puzzle", () => {
    for (const puzzle of [empty('9x9'), empty('4x4'), killer, antiknight]) {
      const chosen = recommendedFor(puzzle);
      expect(strategies).toContain(chosen);
      expect(chosen.solve(puzzle, { maxSolutions: 1 }).status).toBe('solved');
    }
    // The registry lists csp, so a variant goes to it.
    expect(recommendedFor(killer).id).toBe('csp');
  });
});
