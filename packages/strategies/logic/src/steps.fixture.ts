import type { Grid } from '@sudoku-lab/core';
import { solutionProblems } from '@sudoku-lab/testkit/puzzles';
import { cellText } from './board.js';
import { explain } from './index.js';
import { explainerStep } from './rating.js';
import { Board, type Step } from './state.js';

/**
 * Six puzzles of magictour's top1465 rated near its median, each some 80 steps, whose walks meet the
 * searches of Sudoku Explainer's ladder failing and then finding steps: the real puzzles the tests
 * walk, each test taking those it needs (the first three, rated 7.1 to 8.5, for a quick walk).
 */
export const nearMedian: readonly string[] = Object.freeze([
  '8.5.....2...9.1...3.........6.7..4..2...5...........6....38.....4....7...1.....9.',
  '63.8...1..97.............3....1....61...5.....4...6...5..2....1..4...9.73....748.',
  '......8..2..4.......12...45.4..7....5.2.....98.3...6.....3..5..1.85...9....74.16.',
  '39....1.............648....5.8.....1.7..2..562..7....3...9.3.6.......2......57..8',
  '..2..9.3.8.......4..95....8..........8365....46..71..3.18.3.2.7.........7......1.',
  '....6...4..6.3....1..4..5.77.....8.5...8.....6.8....9...2.9....4....32....97..1..',
]);

/** The puzzles of nearMedian at these places. */
export const nearMedianAt = (...places: number[]): string[] => places.map((k) => nearMedian[k]!);

/** Every board the Sudoku Explainer ladder's explanation passes through, from the puzzle to its last step's. */
export function explanationBoards(puzzle: Grid): Uint16Array[] {
  const { steps } = explain(puzzle, { ladder: 'explainer' });
  const board = Board.of(puzzle.cells);
  const out = [board.candidates.slice()];
  for (const step of steps) {
    board.apply(step);
    out.push(board.candidates.slice());
  }
  return out;
}

/**
 * The boards Sudoku Explainer's ladder (`rate`'s) passes through from a puzzle with one solution, at
 * most `limit` of them, each given with its step's number before the ladder's next step is applied to
 * it. One board is walked: a test that keeps it past its turn must clone it.
 */
export function* ladderWalk(puzzle: Grid, limit = 200): Generator<[number, Board]> {
  const state = Board.of(puzzle.cells);
  state.unique = true;
  for (let step = 0; step < limit && !state.solved(); step++) {
    yield [step, state];
    const next = explainerStep(state);
    if (next === null) return;
    state.apply(next.step);
  }
}

/** A step in words, numbered from 1, for the problems below. */
const stepName = (step: Step, index: number) => `step ${index + 1} (${step.technique}: ${step.text})`;

// What the puzzle's one solution contradicts in a sequence of steps: testkit's, shared with the
// generator's hints corpus.
export { solutionProblems };

/**
 * What is wrong with a sequence of steps on a classic puzzle, in words (empty when nothing is): a
 * step that changes nothing, a change to a candidate that is not there, and what the puzzle's one
 * solution contradicts (solutionProblems).
 */
export function stepProblems(puzzle: Grid, solution: Grid, steps: readonly Step[]): string[] {
  const state = Board.of(puzzle.cells);
  const problems: string[] = [];
  steps.forEach((step, index) => {
    const where = stepName(step, index);
    if (step.placements.length + step.eliminations.length === 0) problems.push(`${where} changes nothing`);
    for (const { cell, digit } of step.placements) {
      if (state.cells[cell] !== 0) problems.push(`${where} places ${digit} at the filled ${cellText(cell)}`);
      else if (!state.has(cell, digit))
        problems.push(`${where} places ${digit} at ${cellText(cell)}, not a candidate`);
    }
    for (const { cell, digit } of step.eliminations) {
      if (!state.has(cell, digit))
        problems.push(`${where} eliminates ${digit} at ${cellText(cell)}, not a candidate`);
    }
    state.apply(step);
  });
  return [...problems, ...solutionProblems(solution.cells, steps)];
}
