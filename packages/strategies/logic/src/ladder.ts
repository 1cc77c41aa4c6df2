import { fish } from './fish.js';
import { claiming, pointing } from './locked.js';
import { fullHouse, hiddenSingleBox, hiddenSingleLine, nakedSingle } from './singles.js';
import type { State, Step, Technique } from './state.js';
import { hiddenSubset, nakedSubset } from './subsets.js';

/** A rung of the ladder: a technique, its score on Sudoku Explainer's scale, and how to find it. */
export interface Rung {
  readonly id: string;
  readonly name: string;
  readonly score: number;
  /** Relies on the puzzle having one solution: tried only when it is known to. */
  readonly uniqueness: boolean;
  readonly find: Technique;
}

const rung = (id: string, name: string, score: number, find: Technique, uniqueness = false): Rung =>
  Object.freeze({ id, name, score, find, uniqueness });

/** The techniques, easiest first: a solve always takes the first one that makes progress. */
export const ladder: readonly Rung[] = Object.freeze([
  rung('full-house', 'Full house', 1.0, fullHouse),
  rung('hidden-single-box', 'Hidden single (box)', 1.2, hiddenSingleBox),
  rung('hidden-single-line', 'Hidden single (row or column)', 1.5, hiddenSingleLine),
  rung('naked-single', 'Naked single', 2.3, nakedSingle),
  rung('pointing', 'Pointing (locked candidates)', 2.6, pointing),
  rung('claiming', 'Claiming (locked candidates)', 2.8, claiming),
  rung('naked-pair', 'Naked pair', 3.0, nakedSubset(2)),
  rung('x-wing', 'X-Wing', 3.2, fish(2, false)),
  rung('hidden-pair', 'Hidden pair', 3.4, hiddenSubset(2)),
  rung('naked-triple', 'Naked triple', 3.6, nakedSubset(3)),
  rung('swordfish', 'Swordfish', 3.8, fish(3, false)),
  rung('hidden-triple', 'Hidden triple', 4.0, hiddenSubset(3)),
  rung('naked-quad', 'Naked quad', 5.0, nakedSubset(4)),
  rung('jellyfish', 'Jellyfish', 5.2, fish(4, false)),
  rung('hidden-quad', 'Hidden quad', 5.4, hiddenSubset(4)),
  rung('finned-x-wing', 'Finned X-Wing', 5.7, fish(2, true)),
  rung('finned-swordfish', 'Finned Swordfish', 5.8, fish(3, true)),
  rung('finned-jellyfish', 'Finned Jellyfish', 5.9, fish(4, true)),
]);

/** The scores by technique id. */
export const scoreOf = new Map(ladder.map((r) => [r.id, r.score]));

/** The easiest step that makes progress on the board, or null when none does. */
export function findStep(state: State, rungs: readonly Rung[] = ladder): Step | null {
  for (const r of rungs) {
    if (r.uniqueness && !state.unique) continue;
    const step = r.find(state);
    if (step !== null) return step;
  }
  return null;
}
