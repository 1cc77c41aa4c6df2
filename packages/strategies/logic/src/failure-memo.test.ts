import { parseGrid } from '@sudoku-lab/core';
import { describe, expect, it } from 'vitest';
import { FailureMemo } from './failure-memo.js';
import { explainerStep } from './rating.js';
import { Board, type RatedTechnique } from './state.js';
import { nearMedian } from './steps.fixture.js';
import { alsWing } from './techniques/als.js';
import { alignedPairExclusion, alignedTripleExclusion } from './techniques/exclusion.js';
import { uniqueLoops } from './techniques/unique-loops.js';
import { Workspace } from './workspace.js';

// Puzzles of magictour's top1465, rated near its median, whose walks meet every search below
// failing and then finding a step.
const puzzles = nearMedian;

/** The searches that look only where the board changed since they last found nothing. */
const searches: readonly { readonly name: string; readonly find: RatedTechnique }[] = [
  { name: 'WXYZ-Wing', find: alsWing(3) },
  { name: 'VWXYZ-Wing', find: alsWing(4) },
  { name: 'unique loops', find: uniqueLoops },
  { name: 'aligned pair exclusion', find: alignedPairExclusion },
  { name: 'aligned triple exclusion', find: alignedTripleExclusion },
];

const boardOf = (puzzle: string) => {
  const state = Board.of(parseGrid(puzzle).cells);
  state.unique = true;
  return state;
};

describe('FailureMemo', () => {
  it('tells the cells changed since a failure, and nothing where the board is not a later one', () => {
    const memo = new FailureMemo();
    const state = boardOf(puzzles[0]!);
    const changed = new Int32Array(3);
    expect(memo.changes(state, changed), 'no failure recorded yet').toBe(false);
    memo.failed(state);
    const later = state.clone();
    later.eliminate(5, lowest(later.candidates[5]!));
    later.place(60, lowest(later.candidates[60]!));
    expect(memo.changes(later, changed)).toBe(true);
    const cells: number[] = [];
    for (let cell = 0; cell < 81; cell++)
      if (changed[(cell / 27) | 0]! & (1 << (cell % 27))) cells.push(cell);
    const expected = [
      5,
      60,
      ...[...Array(81).keys()].filter((c) => later.candidates[c] !== state.candidates[c]),
    ];
    expect(cells).toEqual([...new Set(expected)].sort((a, b) => a - b));
    const other = later.clone();
    other.candidates[5] = 0x1ff;
    expect(memo.changes(other, changed), 'a board that gained a candidate').toBe(false);
    memo.found();
    expect(memo.changes(later, changed), 'after a step was found').toBe(false);
  });
});

const lowest = (mask: number) => 32 - Math.clz32(mask & -mask);

describe('searches that look only where the board changed since they found nothing', () => {
  describe.each(searches)('$name', ({ find }) => {
    it('finds what a fresh search finds at every step of the walks, and redoes the search where a change matters', () => {
      // Each search is asked at every step (not only where the ladder reaches it) on a board that
      // keeps its workspace, and again on a copy with a fresh one; a step after a failure is one
      // that only a search of the changed cells could find.
      let afterFailure = 0;
      for (const puzzle of puzzles) {
        const state = boardOf(puzzle);
        let failedLast = false;
        for (let n = 0; n < 200 && !state.solved(); n++) {
          const kept = find(state);
          const fresh = state.clone();
          fresh.work = new Workspace();
          expect(kept, `step ${n} of ${puzzle}`).toEqual(find(fresh));
          if (failedLast && kept !== null) afterFailure++;
          failedLast = kept === null;
          const step = explainerStep(state);
          if (step === null) break;
          state.apply(step.step);
        }
      }
      expect(afterFailure, 'steps found after a failure').toBeGreaterThan(0);
    });
  });
});
