import type { ShapeName } from '@sudoku-lab/core';

/** What a solver must make of a named puzzle: its one solution, or status 'invalid' for conflicting givens. */
export type NamedExpectation = 'unique' | 'invalid';

/** A puzzle known by name (the seed puzzles the project was founded on), with what a solver must answer. */
export interface NamedPuzzle {
  /** Short, stable, lower-case: 'everest'. */
  readonly name: string;
  readonly shape: ShapeName;
  /** The puzzle in line form: a character a cell, row-major, '.' for empty. */
  readonly text: string;
  readonly expected: NamedExpectation;
  /** Where it comes from, for people. */
  readonly about: string;
  /** For 'invalid': the two cells (row-major indexes, in board order) holding the same digit in one unit. */
  readonly conflict?: readonly [number, number];
}

/** The puzzles the project was founded on, easiest first, then the one with conflicting givens. */
export const namedPuzzles: readonly NamedPuzzle[] = Object.freeze([
  {
    name: 'easy',
    shape: '9x9',
    text: '5..2.9.6..6273..984.96..1329.....4.7.8734..1.2..1....334..268....6.51.....1...2.6',
    expected: 'unique',
    about: 'An easy puzzle from the seed write-ups.',
  },
  {
    name: 'easy-two',
    shape: '9x9',
    text: '29...5...5..7.34.9...9.8561....4.61.9..8....7..3672.8.64..5.8..82.3.6.453.52..1..',
    expected: 'unique',
    about: 'A second easy puzzle from the seed write-ups.',
  },
  {
    name: 'leetcode-37-example',
    shape: '9x9',
    text: '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79',
    expected: 'unique',
    about: "LeetCode problem 37 (Sudoku Solver)'s example board.",
  },
  {
    name: 'js-article-board',
    shape: '9x9',
    text: '...4...3.7.48..1.2...23.4.9.4.5.9.8.5.....9131...8.2.4......345.5194.72.473.5..91',
    expected: 'unique',
    about:
      'The board of the JavaScript article the project was founded on (LeetCode 37 backtracking with a React animation).',
  },
  {
    name: 'medium-one',
    shape: '9x9',
    text: '.......62.....738.8..613....6.3..1.51..429...3...61.9..9.8..5.7...7..93..5....8..',
    expected: 'unique',
    about: 'A medium puzzle from the seed write-ups.',
  },
  {
    name: 'medium-two',
    shape: '9x9',
    text: '2.74..8...8.3..6....3..........29..1..9.51..6.6...39.2.......7..4..8....19.....4.',
    expected: 'unique',
    about: 'A second medium puzzle from the seed write-ups.',
  },
  {
    name: 'everest',
    shape: '9x9',
    text: '8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..',
    expected: 'unique',
    about: 'Arto Inkala\'s "Everest" (2012), published as the world\'s hardest sudoku.',
  },
  {
    name: 'extreme',
    shape: '9x9',
    text: '..........9....83.2.68....1..4..3..9..5.....2.....6.1....7.7....8..4..7..41...3.5',
    expected: 'invalid',
    about:
      "Labelled 'extreme' in the seed write-ups, but row 7 holds two 7s (columns 4 and 6, in one box): invalid input.",
    conflict: [57, 59],
  },
] satisfies NamedPuzzle[]);

/** The named puzzle, or a RangeError listing the names there are. */
export function namedPuzzle(name: string): NamedPuzzle {
  const found = namedPuzzles.find((puzzle) => puzzle.name === name);
  if (found === undefined) {
    throw new RangeError(
      `no named puzzle ${JSON.stringify(name)}; there are ${namedPuzzles.map((p) => p.name).join(', ')}`,
    );
  }
  return found;
}
