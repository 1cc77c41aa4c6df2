import { describe, expect, it } from 'vitest';
import { type StepClaims, solutionProblems } from './steps.js';

// A 4x4 solution, row-major: cell 0 holds 1, cell 1 holds 2, cell 5 holds 4.
const solution = [1, 2, 3, 4, 3, 4, 1, 2, 2, 1, 4, 3, 4, 3, 2, 1];
const step = (over: Partial<StepClaims>): StepClaims => ({
  technique: 'naked-single',
  text: 'r1c1 is 1',
  placements: [],
  eliminations: [],
  ...over,
});

describe('solutionProblems', () => {
  it('finds nothing in steps that agree with the solution', () => {
    const steps = [
      step({ placements: [{ cell: 0, digit: 1 }] }),
      step({ eliminations: [{ cell: 5, digit: 3 }], placements: [{ cell: 5, digit: 4 }] }),
      step({}),
    ];
    expect(solutionProblems(solution, steps)).toEqual([]);
  });

  it.each([
    [
      'a placement of another digit',
      step({ placements: [{ cell: 1, digit: 3 }] }),
      'step 2 (naked-single: r1c1 is 1) places 3 at cell 1, the solution has 2',
    ],
    [
      "an elimination of the solution's digit",
      step({ technique: 'x-wing', text: 'an x-wing', eliminations: [{ cell: 5, digit: 4 }] }),
      "step 2 (x-wing: an x-wing) eliminates 4 at cell 5, the solution's digit",
    ],
  ])('names %s with its step, numbered from 1', (_, wrong, problem) => {
    expect(solutionProblems(solution, [step({ placements: [{ cell: 0, digit: 1 }] }), wrong])).toEqual([
      problem,
    ]);
  });

  it("reads the solution as any array of digits: a Grid's cells or a typed array", () => {
    const wrong = [step({ placements: [{ cell: 0, digit: 2 }] })];
    expect(solutionProblems(Uint8Array.from(solution), wrong)).toEqual(solutionProblems(solution, wrong));
    expect(solutionProblems(solution, wrong)).toHaveLength(1);
  });
});
