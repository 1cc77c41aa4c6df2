/**
 * Can this strategy take this puzzle? Answered once, here, from what the strategy declares (the shapes
 * it solves, the rule kinds it handles): defineSolver refuses with the answer, the registry's `handles`
 * and the web app's race read it, so the three never disagree.
 */
import { kindsOf, ruleNames } from './families.js';
import type { Grid } from './grid.js';
import type { Solver } from './solver.js';

/** What a strategy declares it takes. */
export type Declared = Pick<Solver, 'shapes' | 'rules'>;

/**
 * Why a strategy would refuse a puzzle, as a sentence without its subject ("does not solve 16x16
 * puzzles (it solves 9x9)", "does not handle killer cages (it handles classic rules only)"), or null
 * when it declares the puzzle's shape and every rule the puzzle carries.
 */
export function refusalOf(declared: Declared, puzzle: Grid): string | null {
  const { shapes, rules = [] } = declared;
  if (!shapes.some((shape) => shape.name === puzzle.shape.name)) {
    const solves = shapes.map((shape) => shape.name).join(', ');
    return `does not solve ${puzzle.shape.name} puzzles (it solves ${solves})`;
  }
  const missing = kindsOf(puzzle.rules).filter((kind) => !rules.includes(kind));
  if (missing.length === 0) return null;
  const handled = rules.length === 0 ? 'classic rules only' : rules.map((kind) => ruleNames[kind]).join(', ');
  return `does not handle ${missing.map((kind) => ruleNames[kind]).join(', ')} (it handles ${handled})`;
}
