import { digitBit, digitChar, type Grid, tablesFor } from '@sudoku-lab/core';
import type { ExplanationView, RatingView, StepView } from './logic-work.js';

// The page's side of Hint and Explain: it reads the steps the logic worker sends (StepView, plain data),
// and imports nothing of logic itself, which loads with the worker.

type Step = StepView;

/** The board once the first `count` steps have placed their digits. */
export function boardAfter(puzzle: Grid, steps: readonly Step[], count: number): Grid {
  const cells = [...puzzle.cells];
  for (const step of steps.slice(0, count)) {
    for (const { cell, digit } of step.placements) cells[cell] = digit;
  }
  return { shape: puzzle.shape, cells };
}

/**
 * The step's sentence without the label it opens with ("Hidden single: in box 4, ..." -> "in box 4,
 * ..."), for a view that already names the technique beside it. A sentence whose opening is not a short
 * form of the technique's name is kept whole.
 */
export function sentenceOf(step: Step): string {
  const colon = step.text.indexOf(': ');
  if (colon < 0) return step.text;
  const label = step.text.slice(0, colon).toLowerCase();
  return step.name.toLowerCase().startsWith(label) ? step.text.slice(colon + 2) : step.text;
}

/** The step's changes in words, for the list beside the board: "r1c6 = 5", "r7c8 ≠ 2". */
export function changesOf(puzzle: Grid, step: Step): string[] {
  // Written as the step's sentence writes cells: r<row>c<column>.
  const { size } = puzzle.shape;
  const name = (cell: number) => `r${Math.floor(cell / size) + 1}c${(cell % size) + 1}`;
  return [
    ...step.placements.map(({ cell, digit }) => `${name(cell)} = ${digitChar(digit)}`),
    ...step.eliminations.map(({ cell, digit }) => `${name(cell)} ≠ ${digitChar(digit)}`),
  ];
}

/** Every cell a step touches: its pattern and the cells it changes, to highlight. */
export function stepCells(step: Step): ReadonlySet<number> {
  return new Set([
    ...step.cells,
    ...step.placements.map((mark) => mark.cell),
    ...step.eliminations.map((mark) => mark.cell),
  ]);
}

/**
 * What a hint shows on the puzzle board itself. The puzzle is not changed: the placement is drawn as the
 * hint's (a ringed digit), the eliminations as struck candidates, so the person decides whether to take it.
 */
export interface HintMarks {
  /** Every cell the step touches (its pattern, its placements, its eliminations): the highlighted cells. */
  readonly cells: ReadonlySet<number>;
  /** The cells of the units the step reasons in, shaded behind the highlight. */
  readonly units: ReadonlySet<number>;
  /** The digit the step places, by cell. */
  readonly placed: ReadonlyMap<number, number>;
  /** The candidates (a mask) the step removes, by cell. */
  readonly eliminated: ReadonlyMap<number, number>;
  /** The candidates (a mask) drawn in the step's empty cells: the ones the hint was worked out on. */
  readonly candidates: ReadonlyMap<number, number>;
}

/** A step's marks on the puzzle, the candidates being those the step was found on (the user's or the board's). */
export function hintMarks(puzzle: Grid, step: Step, candidates: ArrayLike<number>): HintMarks {
  const { size, units } = tablesFor(puzzle.shape);
  const placed = new Map(step.placements.map(({ cell, digit }) => [cell, digit]));
  const eliminated = new Map<number, number>();
  for (const { cell, digit } of step.eliminations) {
    eliminated.set(cell, (eliminated.get(cell) ?? 0) | digitBit(digit));
  }
  const cells = stepCells(step);
  const shown = new Map<number, number>();
  for (const cell of cells) {
    // A placed cell shows its digit; an empty one the candidates the reasoning is about.
    if (puzzle.cells[cell] === 0 && !placed.has(cell)) shown.set(cell, candidates[cell] ?? 0);
  }
  const unitCells = new Set<number>();
  for (const unit of step.units) {
    for (const cell of units.subarray(unit * size, unit * size + size)) unitCells.add(cell);
  }
  return { cells, units: unitCells, placed, eliminated, candidates: shown };
}

/** A rating's figure to one decimal, "at least" when the deadline cut the rating short. */
function figure(value: number | null, complete: boolean): string {
  if (value === null) return '-';
  return `${complete ? '' : 'at least '}${value.toFixed(1)}`;
}

/**
 * The rating in a line: SE's three numbers, the level and the hardest technique; a rating the deadline
 * stopped says its numbers are lower bounds; a puzzle without one solution has none, and says why.
 */
export function ratingWords(rating: RatingView): string {
  if (rating.solutions !== 1) {
    return `No rating: the puzzle has ${rating.solutions === 0 ? 'no solution' : 'more than one solution'}.`;
  }
  const { complete } = rating;
  const numbers = `Rating ${figure(rating.score, complete)} (EP ${figure(rating.pearl, complete)}, ED ${figure(rating.diamond, complete)})`;
  const hardest = rating.hardest ? ` (hardest${complete ? '' : ' so far'}: ${rating.hardest})` : '';
  // Out of time, logic calls the level 'extreme' (it did not finish): the lower bounds say more.
  if (!complete) return `${numbers}${hardest}: the deadline stopped the rating, so these are lower bounds.`;
  return `${numbers}, level ${rating.level ?? '-'}${hardest}.`;
}

/** How an explanation ended, in words: solved, stuck, not one solution, or stopped at the deadline. */
export function endWords(explanation: ExplanationView, deadlineMs: number): string {
  const { steps, solved, solutions, complete } = explanation;
  const count = `${steps.length} step${steps.length === 1 ? '' : 's'}`;
  if (!complete) {
    return `The ${Math.round(deadlineMs / 1000)} s deadline stopped the explanation after ${count}: these are the steps found by then.`;
  }
  if (solved) return `Logic alone solves it, in ${count}.`;
  if (solutions !== 1) {
    return `Logic stops after ${count}: the puzzle has ${solutions === 0 ? 'no solution' : 'more than one solution'}.`;
  }
  return `Logic alone gets stuck after ${count}.`;
}
