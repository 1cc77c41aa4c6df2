import { type Budget, BudgetExhaustedError, type StopReason } from '@sudoku-lab/core';
import { explainerLadder } from './policy.js';
import type { Board, Rated, Step } from './state.js';

/** What a run of Sudoku Explainer's ladder found: its three numbers, the hardest step, and how it ended. */
export interface Run {
  /** ER: the hardest step's rating. */
  score: number;
  /** EP: the hardest rating up to the first step that places a digit. */
  pearl: number;
  /** ED: the first step's rating (the hardest before the first elimination or placement is made). */
  diamond: number;
  hardest: Step | null;
  steps: number;
  /** The board was solved. */
  solved: boolean;
  /** What stopped the run (core's BudgetExhaustedError's reason), or null when nothing did. */
  stopped: StopReason | null;
}

/**
 * Sudoku Explainer's rating loop, on a state it changes: at each point its finders run in its
 * order and the first step found is applied (each finder returns the easiest step of its own kind
 * where SE sorts them, as for unique loops and chains); ER is the hardest rating of all the steps,
 * ED the first step's, EP the hardest up to the first placement. Each step taken is spent from
 * `budget` (its looks inside the finders are the state's checkBudgets); its stop ends the run, marked
 * incomplete unless the board was solved by then. Any other error is a fault, thrown on.
 */
export function rateState(state: Board, budget: Budget): Run {
  const run: Run = { score: 0, pearl: 0, diamond: 0, hardest: null, steps: 0, solved: false, stopped: null };
  let placed = false;
  // Whether the board has gone wrong: read in full once, then after each step only in the units the
  // step changed (the rest are as sound as they were; see Board.wrongIn).
  let wrong = state.contradiction() !== -1;
  try {
    while (!state.solved() && !wrong) {
      const found = explainerStep(state);
      if (found === null) break;
      const { rating, step } = found;
      const changed = state.unitsChangedBy(step);
      state.apply(step);
      wrong = state.wrongIn(changed);
      run.steps++;
      if (rating > run.score) {
        run.score = rating;
        run.hardest = step;
      }
      if (run.steps === 1) run.diamond = rating;
      if (!placed) {
        run.pearl = run.score;
        placed = step.placements.length > 0;
      }
      budget.spend();
    }
  } catch (error) {
    if (!(error instanceof BudgetExhaustedError)) throw error;
    run.stopped = error.reason;
  }
  run.solved = state.solved() && state.contradiction() === -1;
  // A stop after the step that solved the board cut nothing short.
  if (run.solved) run.stopped = null;
  return run;
}

/** The step Sudoku Explainer takes next: its finders in its order, the first step found, or null. */
export function explainerStep(state: Board): Rated | null {
  for (const { find, uniqueness } of explainerLadder) {
    if (uniqueness && !state.unique) continue;
    state.checkBudgets();
    const found = find(state);
    if (found !== null) return found;
  }
  return null;
}
