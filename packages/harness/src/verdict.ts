import {
  countEmpty,
  findConflicts,
  formatGrid,
  type Grid,
  kindsOf,
  type SolveResult,
  verifySolution,
} from '@sudoku-lab/core';
import type { Contender, ContenderInfo } from './contender.js';
import type { Outcome } from './wire.js';

/** Checks an answer against the puzzle and the rules, as far as one answer alone can be checked. */
export function judge(
  contender: Contender,
  puzzle: Grid,
  result: SolveResult,
  timing: Pick<Outcome, 'timeMs' | 'spread'>,
): Outcome {
  // A contender outside the contract (a module's, a peer's) may answer anything: a malformed answer is
  // wrong, said in words, and the run goes on.
  const problem = malformedAnswer(puzzle, result, contender.reportsStats);
  if (problem !== null) {
    return {
      status: 'wrong',
      solution: null,
      solutionCount: 0,
      ...timing,
      stats: null,
      verified: false,
      message: `answered with a malformed result: ${problem}`,
    };
  }
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
      // A shape or a rule the contender does not declare is its to refuse.
      const declared = contender.solver.rules ?? [];
      const supported =
        contender.solver.shapes.some((shape) => shape.name === puzzle.shape.name) &&
        kindsOf(puzzle.rules).every((kind) => declared.includes(kind));
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

/**
 * What is malformed in a result, in words, or null: the shape the Solver contract gives it (a status,
 * a count, the stats, and a solution that is null or a grid of the puzzle's shape with a digit 0..size
 * in every cell), checked before anything reads it.
 */
function malformedAnswer(puzzle: Grid, result: unknown, withStats: boolean): string | null {
  if (typeof result !== 'object' || result === null)
    return `it returned ${describe(result)}, not a SolveResult`;
  const { solution, solutionCount, stats } = result as Partial<Record<keyof SolveResult, unknown>>;
  if (!Number.isInteger(solutionCount) || (solutionCount as number) < 0) {
    return `its solutionCount is ${describe(solutionCount)}, not a count`;
  }
  if (withStats) {
    const counts = stats as Partial<Record<'placements' | 'guesses' | 'backtracks', unknown>> | null;
    const missing = (['placements', 'guesses', 'backtracks'] as const).find(
      (name) => typeof counts?.[name] !== 'number',
    );
    if (missing !== undefined) return `its stats have no ${missing} count`;
  }
  if (solution === null || solution === undefined) return null;
  const cells = (solution as { cells?: unknown }).cells as ArrayLike<unknown> | undefined;
  const { size } = puzzle.shape;
  if (typeof cells !== 'object' || cells === null || typeof cells.length !== 'number') {
    return 'its solution has no cells array';
  }
  if (cells.length !== size * size) {
    return `its solution has ${describe(cells.length)} cells, not the ${size * size} of a ${puzzle.shape.name} grid`;
  }
  for (let cell = 0; cell < cells.length; cell++) {
    const digit = cells[cell];
    if (!Number.isInteger(digit) || (digit as number) < 0 || (digit as number) > size) {
      const where = `row ${Math.floor(cell / size) + 1}, column ${(cell % size) + 1}`;
      return `its solution's cell at ${where} holds ${describe(digit)}${cell in cells ? '' : ' (a hole in its cells array)'}, not a digit`;
    }
  }
  if ((solution as { shape?: { name?: unknown } }).shape?.name !== puzzle.shape.name) {
    return `its solution's shape is not the puzzle's ${puzzle.shape.name}`;
  }
  return null;
}

/** A value as a message names it: 'undefined', '7', '"x"', 'an object'. */
function describe(value: unknown): string {
  if (value === undefined || value === null || typeof value === 'number' || typeof value === 'boolean') {
    return String(value);
  }
  if (typeof value === 'string') return JSON.stringify(value.length > 20 ? `${value.slice(0, 20)}…` : value);
  return Array.isArray(value) ? 'an array' : `a ${typeof value}`;
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
  contenders: readonly ContenderInfo[],
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
