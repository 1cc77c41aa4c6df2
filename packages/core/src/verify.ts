import { findConflicts } from './find-conflicts.js';
import { checkedGrid, type Grid, gridProblem } from './grid.js';
import { ruleConflicts } from './rule-conflicts.js';
import { cellName } from './shape.js';

/** The answer of verifySolution: ok, or not ok with the reason in words. */
export type Verdict = { readonly ok: true } | { readonly ok: false; readonly reason: string };

/**
 * Is `solution` a solution of `puzzle`: the same shape, every cell filled, every given kept,
 * every unit holding each digit once, and every rule of a variant puzzle kept. The reason says what is wrong, in words.
 */
export function verifySolution(given: Grid, answer: Grid | null | undefined): Verdict {
  if (answer === null || answer === undefined) return { ok: false, reason: 'there is no solution grid' };
  const puzzleProblem = gridProblem(given);
  if (puzzleProblem !== null) return { ok: false, reason: `the puzzle: ${puzzleProblem}` };
  const problem = gridProblem(answer);
  if (problem !== null) return { ok: false, reason: problem };
  const puzzle = checkedGrid(given);
  const solution = checkedGrid(answer);
  if (solution.shape.name !== puzzle.shape.name) {
    return { ok: false, reason: `the solution is ${solution.shape.name}, the puzzle ${puzzle.shape.name}` };
  }
  const empty = solution.cells.indexOf(0);
  if (empty !== -1) return { ok: false, reason: `${cellName(puzzle.shape, empty)} is empty` };
  for (let cell = 0; cell < puzzle.cells.length; cell++) {
    const given = puzzle.cells[cell]!;
    if (given !== 0 && solution.cells[cell] !== given) {
      return {
        ok: false,
        reason: `${cellName(puzzle.shape, cell)} holds ${solution.cells[cell]}, but the puzzle gives ${given}`,
      };
    }
  }
  // The puzzle's rules judge the solution, whatever rules (if any) the solution Grid carries.
  const conflicts =
    puzzle.rules === undefined
      ? findConflicts(solution)
      : ruleConflicts(solution.cells, puzzle.shape, puzzle.rules);
  if (conflicts.length > 0) return { ok: false, reason: conflicts[0]!.message };
  return { ok: true };
}
