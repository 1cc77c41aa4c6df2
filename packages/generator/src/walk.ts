/**
 * A random full board under rules whose boards are too rigid to draw as the other ruled variants do
 * (nonconsecutive: random digits dropped on an empty board almost never leave a solution core's
 * counter finds in a few thousand steps, as even two do not, most of the time).
 *
 * A walk over the rules' full boards instead. It starts from the counter's first solution of the
 * empty board (one a rule set, worked out once), turned by a random map that keeps the rules (see
 * `maps`), then takes WALK_STEPS steps: keep KEPT random digits of the board, rule out the board's
 * digit at one cleared cell, and move to the counter's first solution of that when there is one within
 * STEP_BUDGET steps of its search (most steps find none: the boards are few and far apart, and the
 * walk stays where it is). Every bound is a count of work, never the clock.
 */
import { BudgetExhaustedError, countSolutions, createGrid, type Rules, shapes } from '@sudoku-lab/core';
import type { Budget } from './budget.js';
import { CELLS, SIZE } from './geometry.js';
import type { SeededRandom } from './random.js';

/** Steps of the walk. */
export const WALK_STEPS = 48;
/** Digits of the board kept at each step. */
export const KEPT = 14;
/** Steps of core's counter one step of the walk may take. */
export const STEP_BUDGET = 500;

const nine = shapes['9x9'];

/**
 * The eight maps of the square (turns and reflections: each keeps which cells are neighbours), each
 * as where a cell goes, then each with the digits read backwards (d to 10 - d, which keeps which
 * digits are consecutive): sixteen maps that keep the nonconsecutive rule.
 */
const maps: readonly { readonly cells: readonly number[]; readonly reversed: boolean }[] = (() => {
  const last = SIZE - 1;
  const squares: ((row: number, column: number) => [number, number])[] = [
    (r, c) => [r, c],
    (r, c) => [c, last - r],
    (r, c) => [last - r, last - c],
    (r, c) => [last - c, r],
    (r, c) => [r, last - c],
    (r, c) => [last - r, c],
    (r, c) => [c, r],
    (r, c) => [last - c, last - r],
  ];
  return squares.flatMap((square) => {
    const cells = Array.from({ length: CELLS }, (_, cell) => {
      const [row, column] = square(Math.floor(cell / SIZE), cell % SIZE);
      return row * SIZE + column;
    });
    return [
      { cells, reversed: false },
      { cells, reversed: true },
    ];
  });
})();

/** The first solution of the empty board, a rule set (by its rules' key). */
const starts = new Map<string, number[]>();

/** The counter's first solution of `cells` under `rules` with the exclusion, within `maxSteps` steps; null when none. */
function firstSolution(
  cells: readonly number[],
  rules: Rules,
  exclude: { cell: number; digit: number }[],
  maxSteps: number,
  budget: Budget,
): number[] | null {
  let found: number[] | null = null;
  try {
    countSolutions(createGrid(nine, [...cells], rules), {
      ...budget,
      limit: 1,
      exclude,
      maxSteps,
      onSolution: (board) => {
        found = Array.from(board);
      },
    });
  } catch (error) {
    if (!(error instanceof BudgetExhaustedError && error.reason === 'steps')) throw error;
  }
  return found;
}

/**
 * A random full board under `rules`, which the maps must keep (nonconsecutive's do), by the walk
 * above. The caller's deadline and signal stop a count: its BudgetExhaustedError passes through.
 */
export function walkedBoard(rules: Rules, random: SeededRandom, budget: Budget = {}): number[] {
  const key = JSON.stringify(rules);
  let start = starts.get(key);
  if (start === undefined) {
    start = firstSolution(new Array<number>(CELLS).fill(0), rules, [], Number.POSITIVE_INFINITY, budget)!;
    starts.set(key, start);
  }
  const map = maps[random.below(maps.length)]!;
  let board = new Array<number>(CELLS);
  for (let cell = 0; cell < CELLS; cell++) {
    const digit = start[cell]!;
    board[map.cells[cell]!] = map.reversed ? SIZE + 1 - digit : digit;
  }
  const order = Array.from({ length: CELLS }, (_, cell) => cell);
  for (let step = 0; step < WALK_STEPS; step++) {
    random.shuffle(order);
    const cells = new Array<number>(CELLS).fill(0);
    for (let k = 0; k < KEPT; k++) cells[order[k]!] = board[order[k]!]!;
    const cleared = order[KEPT]!;
    const next = firstSolution(
      cells,
      rules,
      [{ cell: cleared, digit: board[cleared]! }],
      STEP_BUDGET,
      budget,
    );
    if (next !== null) board = next;
  }
  return board;
}
