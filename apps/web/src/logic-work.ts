import {
  BudgetExhaustedError,
  createGrid,
  type Grid,
  PuzzleFormatError,
  type Rules,
  resolveShape,
  type ShapeName,
} from '@sudoku-lab/core';
import {
  type Budget,
  candidatesOf,
  type Explanation,
  explain,
  nextStep,
  parseCandidates,
  type Rating,
  rate,
  type Step,
  techniques,
} from '@sudoku-lab/logic';

/**
 * Hint, Explain and the rating, run in the logic worker: the requests the page sends, the replies the
 * worker posts, and the shaping between logic's results and what crosses `postMessage` (plain data: a
 * step's record holds its finder, a function, which cannot be cloned, so a step goes as a StepView).
 *
 * Glossary:
 *   task       what the page asked for: a hint, or an explanation with its rating
 *   deadline   how long a task may think before logic stops it (logic's `deadline` option)
 *   refusal    logic's own word that it cannot work on the puzzle (conflicting givens, a rule it does
 *              not take): shown as it is, since it is written for a person
 *   fault      any other error: a bug, shown as such without its stack or the names inside it
 */

/**
 * How long logic may look for one hint. The hardest puzzles' first steps take seconds on a laptop, and a
 * phone may be several times slower; past this the search is stopped, and Cancel is there before it.
 */
export const HINT_DEADLINE_MS = 60_000;
/**
 * How long logic may explain a puzzle, and then as long again to rate it: the forum's hardest take tens
 * of seconds each on a laptop (the "world's hardest", 150 steps, about twelve).
 */
export const EXPLAIN_DEADLINE_MS = 120_000;

/** The puzzle as it crosses to the worker: a shape's name, the cells, and a variant's rules. */
export interface PuzzleData {
  readonly shape: ShapeName;
  readonly cells: readonly number[];
  readonly rules?: Rules;
}

export type LogicRequest =
  | {
      readonly task: 'hint';
      readonly puzzle: PuzzleData;
      /** The person's pencil marks in the 729-character form, or '' for the puzzle's own. */
      readonly pencilMarks: string;
      readonly deadlineMs: number;
    }
  | { readonly task: 'explain'; readonly puzzle: PuzzleData; readonly deadlineMs: number };

/** A step as the page shows it: logic's Step without its record's code, with the technique's name. */
export type StepView = Omit<Step, 'record'> & {
  /** The technique's name, from its record. */
  readonly name: string;
};

/** An explanation as the page shows it. */
export interface ExplanationView {
  readonly steps: readonly StepView[];
  readonly solved: boolean;
  readonly solutions: 0 | 1 | 2;
  /** False when the deadline stopped it: `steps` are those found by then. */
  readonly complete: boolean;
}

/** A rating as the page shows it: logic's Rating with the hardest technique's name. */
export interface RatingView {
  readonly score: number | null;
  readonly pearl: number | null;
  readonly diamond: number | null;
  readonly level: string | null;
  /** The hardest step's technique name, or null when there was no step. */
  readonly hardest: string | null;
  readonly solutions: 0 | 1 | 2;
  /** False when the deadline stopped it: the numbers are then lower bounds. */
  readonly complete: boolean;
}

export type LogicReply =
  | {
      readonly kind: 'hint';
      readonly step: StepView;
      /** The candidates the step was found on, one mask a cell: the person's or the puzzle's own. */
      readonly candidates: readonly number[];
      readonly onPencilMarks: boolean;
    }
  /** No hint to give, and why, in words: solved, stuck, not one solution, or out of time. */
  | { readonly kind: 'no-hint'; readonly message: string }
  /** How far an explanation has got: the steps taken so far (logic's onStep). */
  | { readonly kind: 'progress'; readonly steps: number }
  | { readonly kind: 'explained'; readonly explanation: ExplanationView }
  | { readonly kind: 'rated'; readonly rating: RatingView }
  /** The explanation stands, but logic gives no rating (it refused, or failed): why. */
  | { readonly kind: 'unrated'; readonly message: string }
  /** Logic refused the puzzle, or failed on it: the task gives nothing. */
  | { readonly kind: 'problem'; readonly message: string };

/** Logic's step, as plain data. */
export function stepView(step: Step): StepView {
  return {
    technique: step.technique,
    name: step.record.name,
    rating: step.rating,
    placements: step.placements.map(({ cell, digit }) => ({ cell, digit })),
    eliminations: step.eliminations.map(({ cell, digit }) => ({ cell, digit })),
    cells: [...step.cells],
    units: [...step.units],
    ...(step.roles ? { roles: step.roles.map(({ cell, role }) => ({ cell, role })) } : {}),
    text: step.text,
  };
}

export function explanationView(explanation: Explanation): ExplanationView {
  const { steps, solved, solutions, complete } = explanation;
  return { steps: steps.map(stepView), solved, solutions, complete };
}

/** The rating with its hardest technique named. */
export function ratingView(rating: Rating): RatingView {
  const { score, pearl, diamond, level, hardest, solutions, complete } = rating;
  return {
    score,
    pearl,
    diamond,
    level,
    hardest: hardest === null ? null : (techniques.find((t) => t.id === hardest)?.name ?? hardest),
    solutions,
    complete,
  };
}

/** Why a puzzle without one solution has no hint, or no rating, in words. */
export function solutionsWords(solutions: 0 | 2): string {
  return solutions === 0 ? 'the puzzle has no solution' : 'the puzzle has more than one solution';
}

/** Whether an error is logic's stop at a deadline or a signal: core's one BudgetExhaustedError. */
export function isStop(error: unknown): boolean {
  return error instanceof BudgetExhaustedError;
}

/**
 * What to tell the person about an error: a refusal in logic's own words (they name the cells and the
 * rule); a fault (a TypeError, a stack overflow: a bug) plainly as one, since its message would name the
 * code's insides. Never a stack.
 */
export function problemWords(error: unknown): string {
  const refusal =
    error instanceof PuzzleFormatError ||
    (error instanceof Error && error.constructor === Error) ||
    (error instanceof RangeError && !/call stack/i.test(error.message));
  if (refusal) return (error as Error).message;
  return 'Logic failed on this puzzle (an error in the program, not in the puzzle).';
}

/** The Grid a request carries, built and checked by core (a malformed one throws a PuzzleFormatError). */
export function gridOf(data: PuzzleData): Grid {
  const shape = resolveShape(data.shape);
  if (shape === undefined) throw new PuzzleFormatError([{ message: `unknown shape '${data.shape}'` }]);
  return createGrid(shape, data.cells, data.rules);
}

/** The request for a puzzle: its shape's name, its cells and its rules, as they cross to the worker. */
export function puzzleData(puzzle: Grid): PuzzleData {
  return {
    shape: puzzle.shape.name,
    cells: [...puzzle.cells],
    ...(puzzle.rules ? { rules: puzzle.rules } : {}),
  };
}

export type Post = (reply: LogicReply) => void;

/**
 * Runs one task and posts its replies; never throws. A hint posts one reply. An explanation posts its
 * progress at each step, the explanation as soon as it is done, then the rating (or why there is none),
 * each under its own deadline, so the steps are shown while the rating is worked out. `now` is
 * `performance.now`, the clock of logic's deadlines.
 */
export function runLogic(
  request: LogicRequest,
  post: Post,
  now: () => number = () => performance.now(),
): void {
  try {
    const puzzle = gridOf(request.puzzle);
    if (request.task === 'hint') post(hintOf(puzzle, request.pencilMarks, request.deadlineMs, now));
    else explainAndRate(puzzle, request.deadlineMs, post, now);
  } catch (error) {
    post({ kind: 'problem', message: problemWords(error) });
  }
}

function hintOf(puzzle: Grid, pencilMarks: string, deadlineMs: number, now: () => number): LogicReply {
  if (!puzzle.cells.includes(0))
    return { kind: 'no-hint', message: 'The puzzle is solved: no hint to give.' };
  const typed = pencilMarks.trim() === '' ? null : parseCandidates(pencilMarks.trim());
  // A hint is a step towards the solution: on a puzzle with none, or several, there is none to lead to.
  const { solutions } = explain(puzzle, { maxSteps: 0 });
  if (solutions !== 1) {
    return {
      kind: 'no-hint',
      message: `No hint: ${solutionsWords(solutions)}, so no step leads to the solution.`,
    };
  }
  let step: Step | null;
  try {
    const budget: Budget = { deadline: now() + deadlineMs };
    step = nextStep(puzzle, { ...budget, ...(typed ? { candidates: typed } : {}) });
  } catch (error) {
    if (!isStop(error)) throw error;
    return {
      kind: 'no-hint',
      message: `No hint found in ${seconds(deadlineMs)}: logic's deadline stopped the search. The board and your pencil marks are as they were.`,
    };
  }
  if (step === null) return { kind: 'no-hint', message: 'No technique applies here: logic is stuck.' };
  return {
    kind: 'hint',
    step: stepView(step),
    candidates: Array.from(typed ?? candidatesOf(puzzle)),
    onPencilMarks: typed !== null,
  };
}

function explainAndRate(puzzle: Grid, deadlineMs: number, post: Post, now: () => number): void {
  const explanation = explain(puzzle, {
    deadline: now() + deadlineMs,
    onStep: (_, steps) => post({ kind: 'progress', steps }),
  });
  post({ kind: 'explained', explanation: explanationView(explanation) });
  try {
    const rating = rate(puzzle, { deadline: now() + deadlineMs });
    post({ kind: 'rated', rating: ratingView(rating) });
  } catch (error) {
    // A variant explained but not rated (logic rates classic puzzles): the explanation stands.
    post({ kind: 'unrated', message: problemWords(error) });
  }
}

/** A whole number of seconds, in words: "60 s". */
export function seconds(ms: number): string {
  return `${Math.round(ms / 1000)} s`;
}
