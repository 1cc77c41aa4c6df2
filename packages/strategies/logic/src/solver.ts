import {
  bitCount,
  defineSolver,
  lowestDigit,
  type PlaceReason,
  type SearchContext,
  shapes,
} from '@sudoku-lab/core';
import { CELLS, UNIT_CELLS } from './board.js';
import { findStep, ladder } from './policy.js';
import { Board, type Step } from './state.js';
import { type Workspace, workspaces } from './workspace.js';

/** Without a proof of uniqueness the solver cannot lean on it: it may be asked to find a second solution. */
const rungs = ladder.filter((r) => !r.uniqueness);

/** Placements a person makes by looking at one cell; every other technique finds the digit's place. */
const SINGLE_CELL = new Set(['naked-single', 'full-house']);

/**
 * Solves as a person does: the easiest technique that makes progress, again and again; only when none
 * applies, a guess at the cell with the fewest candidates (its digits in order), undone if it leads to a
 * contradiction. Each technique's steps are counted under its id.
 */
function run(context: SearchContext): void {
  // The techniques' scratch comes from the idle workspace, as rate's and explain's does (workspace.ts).
  workspaces.use(null, (work) => solveIn(work, context));
}

function solveIn(work: Workspace, context: SearchContext): void {
  const { counters, trace } = context;
  const state = Board.of(context.puzzle.cells);
  state.work = work;
  // The deadline and the signal are applied between techniques and inside the long ones, not only at a placement.
  state.checkBudgets = () => context.checkBudgets();

  const apply = (step: Step): void => {
    counters[step.technique]!++;
    const reason: PlaceReason = SINGLE_CELL.has(step.technique) ? 'single' : 'hidden';
    for (const { cell, digit } of step.placements) {
      context.countPlacement();
      trace?.({ type: 'place', cell, digit, reason });
      state.place(cell, digit);
    }
    for (const { cell, digit } of step.eliminations) {
      trace?.({ type: 'eliminate', cell, digit });
      state.eliminate(cell, digit);
    }
  };

  /** Returns true when the search should stop (enough solutions found). */
  const solve = (): boolean => {
    for (;;) {
      const broken = state.contradiction();
      if (broken !== -1) {
        trace?.({ type: 'contradiction', cell: broken < 100 ? broken : UNIT_CELLS[(broken - 100) * 9]! });
        return false;
      }
      if (state.solved()) return context.foundSolution(state.cells);
      const step = findStep(state, rungs);
      if (step === null) break;
      apply(step);
    }
    let cell = -1;
    for (let c = 0, best = 10; c < CELLS; c++) {
      const n = bitCount(state.candidates[c]!);
      if (state.cells[c] === 0 && n < best) [cell, best] = [c, n];
    }
    const saved = state.clone();
    for (let mask = state.candidates[cell]!; mask !== 0; mask &= mask - 1) {
      const digit = lowestDigit(mask);
      trace?.({ type: 'guess', cell });
      context.countPlacement();
      counters.guesses++;
      trace?.({ type: 'place', cell, digit, reason: 'guess' });
      state.place(cell, digit);
      if (solve()) return true;
      trace?.({ type: 'backtrack' });
      counters.backtracks++;
      state.copyFrom(saved);
    }
    return false;
  };

  solve();
}

/** Human techniques as a solver: the easiest technique that progresses, again and again; a guess only when none applies. Its stats count each technique's steps. */
export const solver = defineSolver({
  id: 'logic',
  name: 'Human techniques',
  description:
    'Solves as a person does: a ladder of techniques from full house and singles through subsets, fish, ' +
    'wings and chains to forcing chains, always the easiest that makes progress; it guesses only when ' +
    'none applies. Its counters are the steps of each technique.',
  shapes: [shapes['9x9']],
  counters: rungs.map((r) => r.id),
  search: run,
});
