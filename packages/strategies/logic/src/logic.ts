import {
  createGrid,
  findConflicts,
  type Grid,
  gridProblem,
  PuzzleFormatError,
  resolveShape,
  shapes,
} from '@sudoku-lab/core';
import { CELLS, cellText } from './board.js';
import type { Candidates } from './candidates.js';
import { findStep, ladder, scoreOf } from './ladder.js';
import { countSolutions } from './solutions.js';
import { State, type Step } from './state.js';

/** The techniques logic tries, easiest first. */
export const techniques: readonly { readonly id: string; readonly name: string; readonly score: number }[] =
  Object.freeze(ladder.map(({ id, name, score }) => Object.freeze({ id, name, score })));

export interface StepOptions {
  /** Pencil marks to start from instead of the puzzle's own (see parseCandidates); filled cells are ignored. */
  readonly candidates?: Candidates;
}

export interface ExplainOptions extends StepOptions {
  /** Stop after this many steps (no limit by default). */
  readonly maxSteps?: number;
}

export interface Explanation {
  readonly steps: readonly Step[];
  /** Logic alone reached the solution. */
  readonly solved: boolean;
  /** Where the steps ended. */
  readonly board: Grid;
  /** The puzzle's solutions: 0, 1, or 2 for two or more. Uniqueness techniques are used only at 1. */
  readonly solutions: 0 | 1 | 2;
}

/** 'easy' ... 'extreme': bands of the score, documented in the README. */
export type Level = 'easy' | 'medium' | 'hard' | 'expert' | 'extreme';

export interface Rating {
  /** The hardest step's score (0 for a full board). */
  readonly score: number;
  readonly level: Level;
  /** The hardest step's technique id, or null when there was no step. */
  readonly hardest: string | null;
  readonly steps: number;
  readonly solvedByLogic: boolean;
  readonly solutions: 0 | 1 | 2;
}

/** The upper score of each level but the last; a puzzle logic cannot finish is 'extreme' whatever its score. */
export const levelBands: readonly { readonly level: Level; readonly upTo: number }[] = Object.freeze([
  { level: 'easy', upTo: 2.3 },
  { level: 'medium', upTo: 3.4 },
  { level: 'hard', upTo: 5.6 },
  { level: 'expert', upTo: 7.0 },
  { level: 'extreme', upTo: Number.POSITIVE_INFINITY },
]);

export function levelOf(score: number, solvedByLogic = true): Level {
  if (!solvedByLogic) return 'extreme';
  return levelBands.find((band) => score <= band.upTo)!.level;
}

/**
 * A 9x9 puzzle, checked: malformed grids, other shapes and conflicting givens throw a
 * PuzzleFormatError whose message says what and where (both cells of a conflict).
 */
function checked(puzzle: Grid, what: string): Grid {
  const problem = gridProblem(puzzle);
  if (problem !== null) throw new PuzzleFormatError([{ message: `${what}: ${problem}` }]);
  if (resolveShape(puzzle.shape) !== shapes['9x9']) {
    throw new PuzzleFormatError([
      { message: `${what}: logic works on 9x9 puzzles, not ${puzzle.shape.name}` },
    ]);
  }
  const conflicts = findConflicts(puzzle);
  if (conflicts.length > 0) {
    throw new PuzzleFormatError(
      conflicts.map(({ digit, unit, unitIndex, cells: [a, b] }) => ({
        message: `${what}: conflicting givens: two ${digit}s in ${unit} ${unitIndex + 1}, at ${cellText(a)} and ${cellText(b)}`,
        row: Math.floor(b / 9) + 1,
        column: (b % 9) + 1,
        character: String(digit),
      })),
    );
  }
  return puzzle;
}

function startState(
  puzzle: Grid,
  options: StepOptions,
  what: string,
): { state: State; solutions: 0 | 1 | 2 } {
  checked(puzzle, what);
  const marks = options.candidates;
  if (marks !== undefined && marks.length !== CELLS) {
    throw new RangeError(`${what}: candidates need 81 masks (one per cell), got ${marks.length}`);
  }
  const state = State.of(puzzle.cells, marks);
  const { count } = countSolutions(puzzle.cells, State.of(puzzle.cells).candidates, 2);
  state.unique = count === 1;
  return { state, solutions: count as 0 | 1 | 2 };
}

/** The easiest step that applies now, or null when the board is solved, stuck, or has gone wrong. */
export function nextStep(puzzle: Grid, options: StepOptions = {}): Step | null {
  const { state } = startState(puzzle, options, 'nextStep');
  if (state.solved() || state.contradiction() !== -1) return null;
  return findStep(state);
}

/** Every step from the puzzle to its solution, or to where logic is stuck. */
export function explain(puzzle: Grid, options: ExplainOptions = {}): Explanation {
  const { state, solutions } = startState(puzzle, options, 'explain');
  const maxSteps = options.maxSteps ?? Number.POSITIVE_INFINITY;
  const steps: Step[] = [];
  while (steps.length < maxSteps && !state.solved() && state.contradiction() === -1) {
    const step = findStep(state);
    if (step === null) break;
    state.apply(step);
    steps.push(step);
  }
  const solved = state.solved() && state.contradiction() === -1;
  return Object.freeze({
    steps: Object.freeze(steps),
    solved,
    board: createGrid(shapes['9x9'], state.cells),
    solutions,
  });
}

/** How hard a puzzle is, as Sudoku Explainer rates: the score of the hardest step logic needs. */
export function rate(puzzle: Grid): Rating {
  const { steps, solved, solutions } = explain(puzzle);
  let score = 0;
  let hardest: string | null = null;
  for (const step of steps) {
    const s = scoreOf.get(step.technique)!;
    if (s > score) {
      score = s;
      hardest = step.technique;
    }
  }
  const solvedByLogic = solved && solutions === 1;
  return Object.freeze({
    score,
    level: levelOf(score, solvedByLogic),
    hardest,
    steps: steps.length,
    solvedByLogic,
    solutions,
  });
}

/**
 * The pencil marks a person starts a puzzle with: each empty cell holds the digits none of its peers
 * holds, a filled cell just its own digit. Hand them to formatCandidates, or edit and pass to nextStep.
 */
export function candidatesOf(puzzle: Grid): Uint16Array {
  checked(puzzle, 'candidatesOf');
  const { candidates } = State.of(puzzle.cells);
  return candidates.map((mask, cell) => (puzzle.cells[cell] === 0 ? mask : 1 << (puzzle.cells[cell]! - 1)));
}
