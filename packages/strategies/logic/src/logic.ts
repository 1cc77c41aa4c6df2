import {
  BudgetExhaustedError,
  budgetProblem,
  Budget as CoreBudget,
  checkedGrid,
  countSolutions,
  createGrid,
  describeValue,
  findConflicts,
  type Grid,
  gridProblem,
  isCount,
  kindsOf,
  PuzzleFormatError,
  ruleNames,
  type StopReason,
  shapes,
  verifySolution,
  type WorkNames,
} from '@sudoku-lab/core';
import { ALL, CELLS, cellText } from './board.js';
import type { Candidates } from './candidates.js';
import { findStep, findVariantStep } from './policy.js';
import { explainerStep, rateState } from './rating.js';
import { recordOf, records, type TechniqueId, type TechniqueRecord } from './records.js';
import { Board, type Step as Found } from './state.js';
import { VariantState } from './variants/state.js';
import { type Workspace, workspaces } from './workspace.js';

/** The techniques, easiest first (by score): `{ id, name, score }`, with how SE rates a step of each. */
export const techniques: readonly {
  readonly id: TechniqueId;
  readonly name: string;
  readonly score: number;
  readonly rule: string;
}[] = Object.freeze(
  records
    .map(({ id, name, score, rule }) => Object.freeze({ id, name, score, rule }))
    .sort((a, b) => a.score - b.score),
);

/**
 * One step of human solving: what it places and eliminates, the pattern that proves it (its cells,
 * units, and the role of each cell), the sentence, and its technique's record and rating.
 */
export interface Step extends Omit<Found, 'technique'> {
  /** The technique's id (one of `techniques`). */
  readonly technique: TechniqueId;
  /** The technique's record: its id, name and rating rule. */
  readonly record: TechniqueRecord<TechniqueId>;
  /** This step's rating on Sudoku Explainer's scale. */
  readonly rating: number;
}

/**
 * A time limit and a cancel signal, like a solve's: `deadline` is a `performance.now()` time, `signal`
 * an AbortSignal (or any object with a boolean `aborted`). Core's Budget applies them.
 */
export interface Budget {
  readonly deadline?: number;
  readonly signal?: { readonly aborted: boolean };
}

/**
 * Which ladder steps come from: 'player' (the default: techniques players know by name, easiest
 * first, and Sudoku Explainer's where none of them applies, so that no puzzle with one solution is
 * left stuck) or 'explainer' (Sudoku Explainer's alone, as rate takes them).
 */
export type LadderName = 'player' | 'explainer';

/** Options of nextStep: the pencil marks to work from, the ladder, and a budget. */
export interface StepOptions extends Budget {
  /** Pencil marks to start from instead of the puzzle's own (see parseCandidates); filled cells are ignored. */
  readonly candidates?: Candidates;
  readonly ladder?: LadderName;
}

/** Options of explain: nextStep's, and a limit on the number of steps. */
export interface ExplainOptions extends StepOptions {
  /** Stop after this many steps (no limit by default). */
  readonly maxSteps?: number;
  /** Called with each step as it is taken, for a viewer that shows progress on a long explanation. */
  readonly onStep?: (step: Step, count: number) => void;
}

/** What explain returns: every step taken, whether logic alone solved the puzzle, and where it ended. */
export interface Explanation {
  readonly steps: readonly Step[];
  /** Logic alone reached the solution. */
  readonly solved: boolean;
  /** Where the steps ended. */
  readonly board: Grid;
  /**
   * The pencil marks where the steps ended, in candidatesOf's form (a filled cell holds its digit):
   * with `board`, what an explanation cut short by `maxSteps` or a deadline goes on from.
   */
  readonly candidates: Uint16Array;
  /**
   * The puzzle's solutions: 0, 1, or 2 for two or more. Uniqueness techniques are used only at 1. On
   * a variant whose count the deadline or the signal stopped, 2 (not shown to be one), and `complete`
   * is false.
   */
  readonly solutions: 0 | 1 | 2;
  /** False when the deadline or the signal stopped it before logic (or a variant's count) was done. */
  readonly complete: boolean;
  /** What stopped it, from core's BudgetExhaustedError (`'deadline'` or `'signal'`); null when complete. */
  readonly stopped: StopReason | null;
}

/** 'easy' ... 'extreme': bands of the score, documented in the README. */
export type Level = 'easy' | 'medium' | 'hard' | 'expert' | 'extreme';

/**
 * What rate returns: Sudoku Explainer's three numbers, the level, the hardest technique, and
 * whether logic alone finishes. A puzzle without exactly one solution has no rating: its score,
 * pearl, diamond and level are null (and `solutions` says why).
 */
export interface Rating {
  /** SE's ER: the hardest step's rating (0 for a full board); a lower bound when `complete` is false. */
  readonly score: number | null;
  /** SE's EP: the hardest step up to the first placement. */
  readonly pearl: number | null;
  /** SE's ED: the hardest step up to the first elimination or placement (the first step's). */
  readonly diamond: number | null;
  readonly level: Level | null;
  /** The hardest step's technique id, or null when there was no step. */
  readonly hardest: TechniqueId | null;
  readonly steps: number;
  readonly solvedByLogic: boolean;
  readonly solutions: 0 | 1 | 2;
  /** False when the deadline or the signal cut the rating short: the numbers are then lower bounds. */
  readonly complete: boolean;
  /** What cut it short, from core's BudgetExhaustedError (`'deadline'` or `'signal'`); null when complete. */
  readonly stopped: StopReason | null;
}

/** The upper score of each level but the last; a puzzle logic cannot finish is 'extreme' whatever its score. */
export const levelBands: readonly { readonly level: Level; readonly upTo: number }[] = Object.freeze([
  { level: 'easy', upTo: 2.3 },
  { level: 'medium', upTo: 3.4 },
  { level: 'hard', upTo: 5.6 },
  { level: 'expert', upTo: 7.0 },
  { level: 'extreme', upTo: Number.POSITIVE_INFINITY },
]);

/** The level of a score: its band in levelBands, or 'extreme' when logic alone does not finish. */
export function levelOf(score: number, solvedByLogic = true): Level {
  if (!solvedByLogic) return 'extreme';
  return levelBands.find((band) => score <= band.upTo + 1e-9)!.level;
}

/**
 * A 9x9 puzzle, checked and as core holds it (checkedGrid: a shape named or a look-alike made the
 * canonical one): malformed grids, other shapes and conflicting givens throw a PuzzleFormatError
 * whose message says what and where (both cells of a conflict).
 */
function checked(given: Grid): Grid {
  const problem = gridProblem(given);
  if (problem !== null) throw new PuzzleFormatError([{ message: problem }]);
  const puzzle = checkedGrid(given);
  if (puzzle.shape !== shapes['9x9']) {
    throw new PuzzleFormatError([{ message: `logic works on 9x9 puzzles, not ${puzzle.shape.name}` }]);
  }
  const conflicts = findConflicts(puzzle);
  if (conflicts.length > 0 && puzzle.rules !== undefined) {
    // A variant's clash may be in a cage or a knight's move apart: core's message names it and both cells.
    throw new PuzzleFormatError(
      conflicts.map(({ message, digit, cells: [, b] }) => ({
        message: `conflicting givens: ${message}`,
        row: Math.floor(b / 9) + 1,
        column: (b % 9) + 1,
        character: String(digit),
      })),
    );
  }
  if (conflicts.length > 0) {
    throw new PuzzleFormatError(
      conflicts.map(({ digit, unit, unitIndex, cells: [a, b] }) => ({
        message: `conflicting givens: two ${digit}s in ${unit} ${unitIndex + 1}, at ${cellText(a)} and ${cellText(b)}`,
        row: Math.floor(b / 9) + 1,
        column: (b % 9) + 1,
        character: String(digit),
      })),
    );
  }
  return puzzle;
}

/**
 * The options of rate, explain or nextStep, checked by core's rule for odd option values: a value
 * that is not what the option allows is refused with a RangeError naming the option, never rounded or
 * ignored (a deadline of NaN would turn the budget off). Left out, undefined or null: the default.
 */
function checkedOptions<T extends ExplainOptions>(options: T | null | undefined): T {
  if (options === undefined || options === null) return {} as T;
  if (typeof options !== 'object')
    throw new RangeError(`options must be an object, got ${describeValue(options)}`);
  const problem = budgetProblem(options.deadline, options.signal) ?? optionProblem(options);
  if (problem !== null) throw new RangeError(problem);
  return options;
}

/** What is wrong with the options beyond the budget, in words, or null. */
function optionProblem({ ladder, maxSteps, onStep, candidates }: ExplainOptions): string | null {
  if (ladder != null && ladder !== 'player' && ladder !== 'explainer') {
    return `ladder must be 'player' or 'explainer', got ${describeValue(ladder)}`;
  }
  if (maxSteps != null && !isCount(maxSteps, 0)) {
    return `maxSteps must be a whole number >= 0 (or Infinity for no limit), got ${describeValue(maxSteps)}`;
  }
  if (onStep != null && typeof onStep !== 'function')
    return `onStep must be a function, got ${describeValue(onStep)}`;
  if (candidates == null) return null;
  if (typeof candidates !== 'object' || candidates.length !== CELLS) {
    return `candidates need 81 masks (one per cell), got ${typeof candidates === 'object' ? candidates.length : describeValue(candidates)}`;
  }
  for (let cell = 0; cell < CELLS; cell++) {
    const mask = candidates[cell];
    if (!Number.isInteger(mask) || mask! < 0 || mask! > ALL) {
      return `candidates: ${cellText(cell)} must hold a mask of digits 1-9 (0 to ${ALL}), got ${describeValue(mask)}`;
    }
  }
  return null;
}

/**
 * Core's budget of the caller's deadline and signal (checked by checkedOptions), for `task`: logic's
 * work is counted in steps taken, and looked at between techniques and inside the long ones. A stop is
 * core's BudgetExhaustedError: rate and explain catch it and answer `complete: false`, nextStep lets it
 * pass to its caller.
 */
function budgetOf({ deadline, signal }: Budget, task: string): CoreBudget {
  // A step is slow (a technique's search), so every one of them is a look.
  return CoreBudget.of({ deadline, signal }, { task, unit: 'step' } satisfies WorkNames, 1);
}

/**
 * The budget's look, for the finders, which call it often (between techniques, at each start of a
 * chain search): nothing at all when there is neither a deadline nor a signal to look at.
 */
function looks(budget: CoreBudget): () => void {
  if (budget.deadline === Number.POSITIVE_INFINITY && budget.signal === undefined) return noLook;
  return () => budget.look();
}

const noLook = (): void => {};

/** The board of a checked classic puzzle to start from, and its solutions (none, one, or two and more). */
function startState(
  puzzle: Grid,
  options: StepOptions,
  work: Workspace,
  budget: CoreBudget,
): { state: Board; solutions: 0 | 1 | 2 } {
  const marks = options.candidates ?? undefined;
  const state = Board.of(puzzle.cells, marks);
  const count = countSolutions(puzzle, { limit: 2 });
  state.unique = count === 1;
  state.checkBudgets = looks(budget);
  state.work = work;
  return { state, solutions: count as 0 | 1 | 2 };
}

/** A found step with its record and rating (the record's score: the player ladder rates flat). */
export function recorded(step: Found, rating?: number): Step {
  const record = recordOf.get(step.technique) as TechniqueRecord<TechniqueId> | undefined;
  if (record === undefined) throw new Error(`a step of an unknown technique: ${step.technique}`);
  return Object.freeze({ ...step, technique: record.id, record, rating: rating ?? record.score });
}

/**
 * The easiest step that applies now, or null when the board is solved, stuck, or has gone wrong.
 * Past the deadline, or once the signal fires, it throws core's BudgetExhaustedError (`reason`
 * 'deadline' or 'signal'), the stop every budget in the project throws.
 */
export function nextStep(given: Grid, asked?: StepOptions | null): Step | null {
  const puzzle = checked(given);
  const options = checkedOptions(asked);
  if (puzzle.rules !== undefined) return variantNextStep(puzzle, options);
  return workspaces.use(null, (work) => {
    const { state } = startState(puzzle, options, work, budgetOf(options, 'hint'));
    if (state.solved() || state.contradiction() !== -1) return null;
    return stepOn(state, options.ladder ?? 'player');
  });
}

/**
 * The next step on a ladder, recorded, or null. Sudoku Explainer's chains, the player's fallback, are
 * tried only on a puzzle with one solution: on one with several, its nested forcing chains would search
 * an open board without end, and SE itself refuses such a puzzle.
 */
function stepOn(state: Board, ladder: LadderName): Step | null {
  const step = ladder === 'player' ? findStep(state) : null;
  if (step !== null) return recorded(step);
  if (!state.unique) return null;
  const found = explainerStep(state);
  return found === null ? null : recorded(found.step, found.rating);
}

/** Every step from the puzzle to its solution, or to where logic is stuck or the budget ran out. */
export function explain(given: Grid, asked?: ExplainOptions | null): Explanation {
  const puzzle = checked(given);
  const options = checkedOptions(asked);
  if (puzzle.rules !== undefined) return variantExplain(puzzle, options);
  return workspaces.use(null, (work) => explainWith(work, puzzle, options));
}

/**
 * A ladder's steps on a board: each next step is applied, told to onStep and spent from the budget,
 * until the board is done, no step is found, maxSteps are taken or the budget stops them (its reason).
 */
function walk(
  state: { apply(step: Found): void },
  done: () => boolean,
  next: () => Step | null,
  options: ExplainOptions,
  budget: CoreBudget,
): { steps: readonly Step[]; stopped: StopReason | null } {
  const maxSteps = options.maxSteps ?? Number.POSITIVE_INFINITY;
  const steps: Step[] = [];
  try {
    while (steps.length < maxSteps && !done()) {
      const step = next();
      if (step === null) break;
      state.apply(step);
      steps.push(step);
      options.onStep?.(step, steps.length);
      budget.spend();
    }
  } catch (error) {
    if (!(error instanceof BudgetExhaustedError)) throw error;
    return { steps, stopped: error.reason };
  }
  return { steps, stopped: null };
}

function explainWith(work: Workspace, puzzle: Grid, options: ExplainOptions): Explanation {
  const budget = budgetOf(options, 'explanation');
  const { state, solutions } = startState(puzzle, options, work, budget);
  const ladder = options.ladder ?? 'player';
  let { steps, stopped } = walk(
    state,
    () => state.solved() || state.contradiction() !== -1,
    () => stepOn(state, ladder),
    options,
    budget,
  );
  const solved = state.solved() && state.contradiction() === -1;
  // A stop after the step that solved the board cut nothing short.
  if (solved) stopped = null;
  return Object.freeze({
    steps: Object.freeze(steps),
    solved,
    board: createGrid(shapes['9x9'], state.cells),
    candidates: marksOf(state.cells, state.candidates),
    solutions,
    complete: stopped === null,
    stopped,
  });
}

/**
 * How hard a puzzle is, as Sudoku Explainer rates it: its ladder, easiest technique first at every
 * point, the ER (score), EP (pearl) and ED (diamond) of the steps. A puzzle without exactly one
 * solution gets no score (null, with `solutions` 0 or 2); conflicting givens throw, as in nextStep.
 */
export function rate(given: Grid, asked?: Budget | null): Rating {
  const puzzle = checked(given);
  const options = checkedOptions(asked);
  if (puzzle.rules !== undefined) {
    const rules = kindsOf(puzzle.rules).map((kind) => ruleNames[kind]);
    throw new PuzzleFormatError([
      {
        message: `rate works on classic puzzles, not on ${rules.join(' and ')} (hints and explanations work on them)`,
      },
    ]);
  }
  return workspaces.use(null, (work) => rateWith(work, puzzle, options));
}

function rateWith(work: Workspace, puzzle: Grid, options: Budget): Rating {
  const budget = budgetOf(options, 'rating');
  const { state, solutions } = startState(puzzle, options, work, budget);
  if (solutions !== 1) {
    return Object.freeze({
      score: null,
      pearl: null,
      diamond: null,
      level: null,
      hardest: null,
      steps: 0,
      solvedByLogic: false,
      solutions,
      complete: true,
      stopped: null,
    });
  }
  const run = rateState(state, budget);
  const hardest = run.hardest === null ? null : recorded(run.hardest, run.score);
  return Object.freeze({
    score: run.score,
    pearl: run.pearl,
    diamond: run.diamond,
    level: levelOf(run.score, run.solved),
    hardest: hardest === null ? null : hardest.technique,
    steps: run.steps,
    solvedByLogic: run.solved,
    solutions,
    complete: run.stopped === null,
    stopped: run.stopped,
  });
}

/**
 * The pencil marks a person starts a puzzle with: each empty cell holds the digits none of its peers
 * holds, a filled cell just its own digit. Hand them to formatCandidates, or edit and pass to nextStep.
 */
export function candidatesOf(given: Grid): Uint16Array {
  const puzzle = checked(given);
  const { candidates } = puzzle.rules === undefined ? Board.of(puzzle.cells) : VariantState.of(puzzle);
  return marksOf(puzzle.cells, candidates);
}

/** Pencil marks as a person writes them: an empty cell's candidates, a filled cell just its own digit. */
function marksOf(cells: ArrayLike<number>, candidates: Uint16Array): Uint16Array {
  return candidates.map((mask, cell) => (cells[cell] === 0 ? mask : 1 << (cells[cell]! - 1)));
}

/** A variant's board to start from: a puzzle with rules, checked as a classic one is. */
function variantStart(puzzle: Grid, options: StepOptions): VariantState {
  if (options.ladder === 'explainer') {
    throw new PuzzleFormatError([
      {
        message:
          "Sudoku Explainer's ladder works on classic puzzles only: use the player ladder on a variant",
      },
    ]);
  }
  return VariantState.of(puzzle, options.candidates ?? undefined);
}

/**
 * A variant's solutions once its steps are done. A board the steps filled without breaking a rule
 * has exactly one: every step was forced by the rules, so no other solution survives them. Otherwise
 * core's counter decides, within the caller's deadline and signal; what stopped it when they did first.
 */
function variantSolutions(puzzle: Grid, state: VariantState, budget: Budget): 0 | 1 | 2 | StopReason {
  if (state.solved() && verifySolution(puzzle, createGrid(shapes['9x9'], state.cells, puzzle.rules)).ok)
    return 1;
  try {
    const { deadline, signal } = budget;
    return countSolutions(puzzle, { limit: 2, deadline, signal }) as 0 | 1 | 2;
  } catch (error) {
    if (error instanceof BudgetExhaustedError) return error.reason;
    throw error;
  }
}

/**
 * nextStep on a variant: the variant ladder's easiest step (singles, locked candidates and subsets
 * over every house, the killer basics), or null where none applies: no guessing, no uniqueness.
 */
function variantNextStep(puzzle: Grid, options: StepOptions): Step | null {
  const state = variantStart(puzzle, options);
  if (state.solved() || state.broken()) return null;
  const budget = budgetOf(options, 'hint');
  const step = findVariantStep(state, looks(budget));
  return step === null ? null : recorded(step);
}

/** explain on a variant: the variant ladder's steps until solved, stuck (solved: false) or out of budget. */
function variantExplain(puzzle: Grid, options: ExplainOptions): Explanation {
  const state = variantStart(puzzle, options);
  const budget = budgetOf(options, 'explanation');
  const check = looks(budget);
  let { steps, stopped } = walk(
    state,
    () => state.solved() || state.broken(),
    () => {
      const step = findVariantStep(state, check);
      return step === null ? null : recorded(step);
    },
    options,
    budget,
  );
  const solved = state.solved() && !state.broken();
  // A stop after the step that solved the board cut nothing short.
  if (solved) stopped = null;
  const count = variantSolutions(puzzle, state, options);
  // A count the budget stopped says what stopped it, unless the steps were stopped first.
  if (typeof count === 'string') stopped ??= count;
  return Object.freeze({
    steps: Object.freeze(steps),
    solved,
    board: createGrid(shapes['9x9'], state.cells, puzzle.rules),
    candidates: marksOf(state.cells, state.candidates),
    // Stopped before the count knew: not shown to be one, as a puzzle with several is not.
    solutions: typeof count === 'string' ? 2 : count,
    complete: stopped === null,
    stopped,
  });
}
