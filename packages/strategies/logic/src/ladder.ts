import { alsXz } from './als.js';
import { chain } from './chains.js';
import { fish } from './fish.js';
import { forcingChain } from './forcing.js';
import { claiming, pointing } from './locked.js';
import { simpleColouring, skyscraper, twoStringKite } from './single-digit.js';
import { fullHouse, hiddenSingleBox, hiddenSingleLine, nakedSingle } from './singles.js';
import type { State, Step, Technique } from './state.js';
import { hiddenSubset, nakedSubset } from './subsets.js';
import {
  bugPlusOne,
  uniqueRectangle1,
  uniqueRectangle2,
  uniqueRectangle3,
  uniqueRectangle4,
} from './uniqueness.js';
import { wWing, xyWing, xyzWing } from './wings.js';

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
  rung('xy-wing', 'XY-Wing', 4.2, xyWing),
  rung('xyz-wing', 'XYZ-Wing', 4.4, xyzWing),
  rung('unique-rectangle-1', 'Unique rectangle type 1', 4.5, uniqueRectangle1, true),
  rung('unique-rectangle-2', 'Unique rectangle type 2', 4.6, uniqueRectangle2, true),
  rung('unique-rectangle-4', 'Unique rectangle type 4', 4.6, uniqueRectangle4, true),
  rung('unique-rectangle-3', 'Unique rectangle type 3', 4.7, uniqueRectangle3, true),
  rung('naked-quad', 'Naked quad', 5.0, nakedSubset(4)),
  rung('jellyfish', 'Jellyfish', 5.2, fish(4, false)),
  rung('hidden-quad', 'Hidden quad', 5.4, hiddenSubset(4)),
  rung('bug-plus-one', 'BUG+1', 5.6, bugPlusOne, true),
  rung('skyscraper', 'Skyscraper', 6.5, skyscraper),
  rung('two-string-kite', '2-String Kite', 6.5, twoStringKite),
  rung('finned-x-wing', 'Finned X-Wing', 6.5, fish(2, true)),
  rung('w-wing', 'W-Wing', 6.6, wWing),
  rung('simple-colouring', 'Simple colouring', 6.6, simpleColouring),
  rung('finned-swordfish', 'Finned Swordfish', 6.6, fish(3, true)),
  rung('x-chain', 'X-chain', 6.6, chain('x')),
  rung('finned-jellyfish', 'Finned Jellyfish', 6.7, fish(4, true)),
  rung('xy-chain', 'XY-chain', 6.7, chain('xy')),
  rung('aic', 'Alternating inference chain', 7.0, chain('aic')),
  rung('als-xz', 'ALS-XZ', 7.5, alsXz),
  rung('forcing-chain', 'Forcing chain (dynamic)', 8.5, forcingChain),
]);

/** The scores by technique id. */
export const scoreOf = new Map(ladder.map((r) => [r.id, r.score]));

/** The easiest step that makes progress on the board, or null when none does. */
export function findStep(state: State, rungs: readonly Rung[] = ladder): Step | null {
  for (const r of rungs) {
    if (r.uniqueness && !state.unique) continue;
    state.checkBudgets();
    const step = r.find(state);
    if (step !== null) return step;
  }
  return null;
}
