// A check of a technique engine's steps against the puzzle's one solution. It reads no board and imports
// no engine (the testkit never depends on a strategy), so it holds for any shape and rules, and for any
// engine whose steps carry these fields: logic's `Step` does.
import type { CellDigit } from '@sudoku-lab/core';

/** A digit at a cell: what a step places, or crosses out (core's pair). */
export type { CellDigit };

/** What a step claims, as far as a solution can contradict it: `technique` and `text` name it in a problem. */
export interface StepClaims {
  readonly technique: string;
  readonly text: string;
  readonly placements: readonly CellDigit[];
  readonly eliminations: readonly CellDigit[];
}

/** A step in words, numbered from 1. */
const stepName = (step: StepClaims, index: number) => `step ${index + 1} (${step.technique}: ${step.text})`;

/**
 * What the puzzle's one solution contradicts in a sequence of steps, in words (empty when nothing is):
 * a placement of another digit than the solution's, or an elimination of the solution's digit.
 */
export function solutionProblems(solution: ArrayLike<number>, steps: readonly StepClaims[]): string[] {
  return steps.flatMap((step, index) => [
    ...step.placements
      .filter(({ cell, digit }) => solution[cell] !== digit)
      .map(
        ({ cell, digit }) =>
          `${stepName(step, index)} places ${digit} at cell ${cell}, the solution has ${solution[cell]}`,
      ),
    ...step.eliminations
      .filter(({ cell, digit }) => solution[cell] === digit)
      .map(
        ({ cell, digit }) =>
          `${stepName(step, index)} eliminates ${digit} at cell ${cell}, the solution's digit`,
      ),
  ]);
}
