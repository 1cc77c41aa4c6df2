import {
  createGrid,
  type Grid,
  type Rules,
  resolveShape,
  type ShapeName,
  type SolveStats,
  type SolveStatus,
} from '@sudoku-lab/core';

/**
 * The words of an experiment: a *puzzle* is read from a *source* ("file:line"); a *contender* (one of
 * our strategies, an npm peer, a solver from a module) *solves* it, *timed*; the *outcome* is its
 * answer with a *verdict* on it; the *summary* is a contender's figures over every puzzle.
 */

/** A contender's status, or 'wrong': its answer does not hold against the puzzle and the rules. */
export type Status = SolveStatus | 'wrong';

/** The statuses in the order every report lists them. */
export const statuses: readonly Status[] = Object.freeze([
  'solved',
  'multiple',
  'unsolvable',
  'invalid',
  'aborted',
  'wrong',
]);

/**
 * A puzzle as it crosses to a worker (a thread or a Web Worker): plain data, its shape, cells and a
 * variant's rules. Without the rules a variant would be timed, and its answer checked, as the classic
 * puzzle of its givens.
 */
export interface WirePuzzle {
  readonly shape: ShapeName;
  readonly cells: readonly number[];
  readonly rules?: Rules;
}

/** A grid as plain data, to send to a worker. */
export function toWire(grid: Grid): WirePuzzle {
  return { shape: grid.shape.name, cells: [...grid.cells], ...(grid.rules ? { rules: grid.rules } : {}) };
}

/** The grid a worker received; throws a RangeError for a shape core does not know. */
export function fromWire(puzzle: WirePuzzle): Grid {
  const shape = resolveShape(puzzle.shape);
  if (shape === undefined)
    throw new RangeError(`unknown shape '${String(puzzle.shape)}' in a puzzle sent to a worker`);
  return createGrid(shape, puzzle.cells, puzzle.rules);
}

/**
 * A contender's answer on one puzzle, checked, as it comes back from a worker: `verified` is true when
 * the answer holds, false when it does not, null when there is nothing to check yet (aborted, or
 * unsolvable until another contender's solution says otherwise).
 */
export interface Outcome {
  readonly status: Status;
  /** The solution as an 81-character (or other shape's) line, '.' for empty; null without one. */
  readonly solution: string | null;
  readonly solutionCount: number;
  /** The median of the timed solves, in ms. */
  readonly timeMs: number;
  /**
   * How far the timed solves of this puzzle were apart: (slowest - fastest) / median, or null for a
   * single solve. Only noise makes one puzzle's solves differ, so this is what says a machine was busy.
   */
  readonly spread: number | null;
  /** The strategy's counters (placements, guesses, backtracks and its own); null for a contender without them. */
  readonly stats: SolveStats | null;
  readonly verified: boolean | null;
  readonly message?: string;
}

/** An outcome for a solve that never answered: stopped from outside, or its worker gone. */
export function abortedOutcome(timeMs: number, message: string): Outcome {
  return {
    status: 'aborted',
    solution: null,
    solutionCount: 0,
    timeMs,
    spread: null,
    stats: null,
    verified: null,
    message,
  };
}
