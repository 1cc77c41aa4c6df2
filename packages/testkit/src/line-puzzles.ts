import type { Rules } from '@sudoku-lab/core';

/** A constructed puzzle of the line families: its givens (line form) and its rules, one solution. */
export interface LinePuzzle {
  /** The family's rule kind, or 'mixed' for one with two of each. */
  readonly name: string;
  readonly givens: string;
  readonly rules: Rules;
}

/** The one solution of every line puzzle below (row-major). */
export const LINE_SOLUTION =
  '534678912672195348198342567859761423426853791713924856961537284287419635345286179';

/**
 * Puzzles of issue 38's line families (thermometers, arrows with a pill among them, German whispers,
 * renban lines, palindromes, between lines) and one mixing two of each, made for the project's tests:
 * each line a walk of neighbouring cells along which LINE_SOLUTION keeps the rule, then givens of
 * LINE_SOLUTION added in a seeded order until core's countSolutions finds one solution, and each taken
 * away again where the count stays one. Cells are row-major indices, as in Rules.
 */
export const linePuzzles: readonly LinePuzzle[] = Object.freeze([
  {
    name: 'thermometers',
    givens: '..4.....................5.......1.2.4................6........4..................',
    rules: {
      thermometers: [
        [0, 9, 10, 19],
        [7, 16, 24, 25, 17],
        [66, 65, 64, 54],
        [78, 70, 69, 59, 51, 43],
        [60, 52, 42],
        [41, 50, 40, 31, 30, 20],
        [1, 2, 3, 4, 5, 6],
        [12, 21, 22],
        [67, 57, 48],
        [56, 47, 55, 45],
      ],
    },
  },
  {
    name: 'arrows',
    givens: '.................8........7.5.7................3............2...............8....',
    rules: {
      arrows: [
        { circle: [18, 19], line: [27, 28, 38] },
        { circle: [55], line: [46, 37, 47] },
        { circle: [77], line: [67, 57] },
        { circle: [48], line: [56, 64] },
        { circle: [39], line: [31, 23] },
        { circle: [80], line: [71, 62] },
        { circle: [54], line: [63, 72, 73] },
        { circle: [13], line: [14, 15, 7] },
        { circle: [10], line: [2, 12, 11] },
        { circle: [53], line: [44, 52] },
      ],
    },
  },
  {
    name: 'whispers',
    givens: '..............................7.............................2.4.........3........',
    rules: {
      whispers: [
        [37, 29, 21, 20],
        [47, 39, 49, 59],
        [58, 68, 78, 77],
        [26, 34, 43, 44, 53],
        [16, 6, 7, 17],
        [27, 18, 10, 11],
        [80, 70, 61, 60, 51],
        [63, 54, 46, 45],
        [4, 12, 13, 22],
        [76, 75, 65, 56],
      ],
    },
  },
  {
    name: 'renbans',
    givens: '.....8.1...2.9.......3.......97.....4.............4..................6...........',
    rules: {
      renbans: [
        [0, 1, 2],
        [33, 41, 49, 57],
        [31, 40, 30, 22],
        [70, 60, 50],
        [36, 28, 38, 47, 37],
        [24, 25, 16, 15],
        [76, 68, 59],
        [58, 67, 75, 66, 74],
        [51, 42, 43],
        [45, 54, 64, 55],
      ],
    },
  },
  {
    name: 'palindromes',
    givens: '53....9..6..........8.........76.4...26..........................................',
    rules: {
      palindromes: [
        [67, 77, 69, 78],
        [58, 49, 50, 60, 70],
        [38, 46, 56, 55],
        [22, 14, 24, 33],
        [57, 48, 39, 29, 28],
        [76, 66, 65, 73, 64],
        [30, 21, 31, 41, 42],
        [34, 35, 25, 15, 23],
        [51, 52, 62, 71, 61],
        [7, 6, 5, 13, 12],
      ],
    },
  },
  {
    name: 'betweenLines',
    givens: '........2......3....8.4..6.8..76..2..2......1..3........1..7...2..4.....3........',
    rules: {
      betweenLines: [
        [44, 52, 60, 61],
        [6, 5, 4, 3],
        [48, 40, 39, 47],
        [63, 72, 73, 74, 65],
        [30, 31, 21],
        [13, 14, 22, 12],
        [70, 79, 71, 80],
        [37, 28, 38],
        [54, 64, 55],
        [19, 10, 2],
      ],
    },
  },
  {
    name: 'mixed',
    givens: '.............................................7......5.9...........4..............',
    rules: {
      thermometers: [
        [0, 9, 10, 19],
        [7, 16, 24, 25, 17],
      ],
      arrows: [
        { circle: [78, 79], line: [70, 69, 61] },
        { circle: [45], line: [55, 56] },
      ],
      whispers: [
        [41, 51, 60, 59, 49, 48],
        [54, 63, 64, 72],
      ],
      renbans: [
        [50, 58, 57],
        [40, 30, 38, 39, 29],
      ],
      palindromes: [
        [43, 52, 62, 71, 80],
        [2, 1, 11, 21, 22],
      ],
      betweenLines: [
        [65, 66, 74, 75],
        [44, 34, 33, 42],
      ],
    },
  },
]);
