import {
  countEmpty,
  findConflicts,
  formatGrid,
  type Grid,
  type SolveResult,
  verifySolution,
} from '@sudoku-lab/core';
import type { Contender } from './contender.js';
import type { Outcome } from './wire.js';

/** Checks an answer against the puzzle and the rules, as far as one answer alone can be checked. */
export function judge(
  contender: Contender,
  puzzle: Grid,
  result: SolveResult,
  timing: Pick<Outcome, 'timeMs' | 'spread'>,
): Outcome {
  const answer = {
    solution: result.solution ? formatGrid(result.solution, 'line') : null,
    solutionCount: result.solutionCount,
    ...timing,
    stats: contender.reportsStats ? { ...result.stats } : null,
  };
  const wrong = (message: string): Outcome => ({ ...answer, status: 'wrong', verified: false, message });
  const conflicts = () => findConflicts(puzzle);
  switch (result.status) {
    case 'solved':
    case 'multiple': {
      const verdict = verifySolutionOf(puzzle, result);
      if (verdict === null) return { ...answer, status: result.status, verified: true };
      return wrong(`answered ${result.status} with a grid that fails the check: ${verdict}`);
    }
    case 'invalid': {
      const supported = contender.solver.shapes.some((shape) => shape.name === puzzle.shape.name);
      if (supported && conflicts().length === 0) {
        return wrong(
          `answered invalid, but the puzzle is a well-formed ${puzzle.shape.name} puzzle without conflicting givens`,
        );
      }
      return { ...answer, status: 'invalid', verified: true, ...withMessage(result.message) };
    }
    case 'unsolvable':
      // Conflicting givens prove it; otherwise only another contender's solution can disprove it.
      return { ...answer, status: 'unsolvable', verified: conflicts().length > 0 ? true : null };
    case 'aborted':
      return { ...answer, status: 'aborted', verified: null, ...withMessage(result.message) };
    default:
      // A peer outside the contract may answer anything.
      return wrong(
        `answered '${String((result as { status: unknown }).status)}', which is not a status of the Solver contract`,
      );
  }
}

/** null when the solution keeps every given and breaks no rule, else why not. */
function verifySolutionOf(puzzle: Grid, result: SolveResult): string | null {
  const verdict = verifySolution(puzzle, result.solution);
  return verdict.ok ? null : verdict.reason;
}

function withMessage(message: string | undefined): { message?: string } {
  return message === undefined ? {} : { message };
}

/** A puzzle once every contender has answered, its outcomes checked against each other. */
export interface CheckedOutcomes {
  readonly emptyCells: number;
  /** In the contenders' order. */
  readonly outcomes: readonly Outcome[];
  /** The contenders (by position) that disagree on unique versus multiple. */
  readonly disagreeing: ReadonlySet<number>;
  /** The disagreement in words, or undefined. */
  readonly disagreement?: string;
}

/**
 * What one answer alone cannot show, seen across a puzzle's answers: 'unsolvable' is wrong when
 * another contender found a solution that checks out; with maxSolutions 2, 'solved' (unique) is wrong
 * when two different solutions were found, and contenders that count solutions must agree on unique
 * versus multiple.
 */
export function crossCheck(
  puzzle: Grid,
  answers: readonly Outcome[],
  contenders: readonly Contender[],
  maxSolutions: number,
): CheckedOutcomes {
  const found = (outcome: Outcome) =>
    outcome.verified === true && (outcome.status === 'solved' || outcome.status === 'multiple');
  const finders = answers.flatMap((outcome, k) => (found(outcome) ? [k] : []));
  const solutions = new Set(finders.map((k) => answers[k]!.solution));
  const id = (k: number) => contenders[k]!.solver.id;
  const wrong = (outcome: Outcome, message: string): Outcome => ({
    ...outcome,
    status: 'wrong',
    verified: false,
    message,
  });

  const outcomes = answers.map((outcome, k) => {
    if (outcome.status === 'unsolvable' && finders.length > 0) {
      return wrong(outcome, `answered unsolvable, but ${id(finders[0]!)} found a solution that checks out`);
    }
    if (
      maxSolutions >= 2 &&
      solutions.size >= 2 &&
      outcome.status === 'solved' &&
      contenders[k]!.countsSolutions
    ) {
      return wrong(
        outcome,
        `answered solved (a unique solution), but ${solutions.size} different solutions were found`,
      );
    }
    return outcome;
  });

  const disagreeing = new Set<number>();
  let disagreement: string | undefined;
  if (maxSolutions >= 2) {
    const counting = outcomes.flatMap((outcome, k) =>
      contenders[k]!.countsSolutions && found(outcome) ? [k] : [],
    );
    const verdicts = new Set(counting.map((k) => outcomes[k]!.status));
    if (verdicts.size > 1) {
      for (const k of counting) disagreeing.add(k);
      const says = counting.map(
        (k) => `${id(k)} says ${outcomes[k]!.status === 'solved' ? 'unique' : 'multiple'}`,
      );
      disagreement = `the strategies disagree on unique versus multiple: ${says.join(', ')}`;
    }
  }
  return {
    emptyCells: countEmpty(puzzle),
    outcomes,
    disagreeing,
    ...(disagreement === undefined ? {} : { disagreement }),
  };
}
