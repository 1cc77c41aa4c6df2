/**
 * Glossary of the rules beyond rows, columns and boxes (variant Sudoku):
 *   region      one of the size parts that replace the boxes (jigsaw): size cells, each digit once
 *   house       an extra group of cells whose digits differ: a diagonal (Sudoku X), a window
 *               (windoku), any extra region; one of size cells holds every digit once
 *   cage        a killer cage: cells whose digits differ and, when it has a sum, add up to it
 *   extra peer  a cell that may not hold the same digit for a reason other than a shared group:
 *               a knight's move away (anti-knight) or a king's move away (anti-king)
 * A puzzle's rules are a few of these general ideas, not a flag per variant: Sudoku X is two houses,
 * windoku four, killer a list of cages.
 */
import type { House } from './constraints/geometry.js';

export {
  boxRegions,
  cellsAMoveAway,
  diagonalHouses,
  type House,
  KING_MOVES,
  KNIGHT_MOVES,
  windowHouses,
} from './constraints/geometry.js';

/** Two orthogonally adjacent cells, the lower index first. */
export type Edge = readonly [number, number];

/** A killer cage: its cells' digits differ and, when `sum` is given, add up to it. */
export interface Cage {
  /** Its cells, ascending; at most size of them. */
  readonly cells: readonly number[];
  /** What its digits add up to; left out for a cage without a sum. */
  readonly sum?: number;
}

/** An arrow: the digits on `line` add up to the number the `circle`'s digits make, read in its order. */
export interface Arrow {
  readonly circle: readonly number[];
  readonly line: readonly number[];
}

/** A dot between two orthogonally adjacent cells: a difference (white) or a ratio (black) of `value`. */
export interface KropkiDot {
  readonly cells: Edge;
  readonly value: number;
}

/**
 * Kropki dots [difference, ratio, negative]. A white dot: the two digits differ by `value` (1 unless
 * f-puzzles gives another). A black dot: one is `value` times the other (2 unless given).
 * `negativeWhite`: every pair of adjacent cells with no dot differs by other than 1 (and than any white
 * dot's value); `negativeBlack` the same for ratio 2 (and any black dot's value). A pair with a dot of
 * either colour is exempt from both.
 */
export interface Kropki {
  readonly white: readonly KropkiDot[];
  readonly black: readonly KropkiDot[];
  readonly negativeWhite?: boolean;
  readonly negativeBlack?: boolean;
}

/** XV [xv, negative]: X sums to 10, V to 5; `negative`: no other adjacent pair sums to 10 or 5. */
export interface XV {
  readonly x: readonly Edge[];
  readonly v: readonly Edge[];
  readonly negative?: boolean;
}

/** Odd and even cells [odd, even]. */
export interface Parity {
  readonly odd: readonly number[];
  readonly even: readonly number[];
}

/** Given candidates [givenPencilMarks, on a grid cell]: the cell holds one of `digits`. */
export interface GivenCandidate {
  readonly cell: number;
  readonly digits: readonly number[];
}

/**
 * Quadruple [quadruple]: the digits (a digit may repeat: it appears at least that many times) all
 * appear in the four cells around a point (a 2x2 square; f-puzzles places them only inside the grid).
 */
export interface Quadruple {
  readonly cells: readonly number[];
  readonly digits: readonly number[];
}

/** Where a little killer's arrow points. */
export type Diagonal = 'UL' | 'UR' | 'DL' | 'DR';

/**
 * Little killer [littlekillersum]: the digits along a diagonal, starting next to the clue outside the
 * grid and running in `direction`, add up to `sum` (digits may repeat). `cells` are that diagonal,
 * nearest the clue first.
 */
export interface LittleKiller {
  readonly cells: readonly number[];
  readonly direction: Diagonal;
  readonly sum: number;
}

/** Sandwich [sandwichsum]: in row or column `index` (0-based), the digits strictly between 1 and size add up to `sum`. */
export interface Sandwich {
  readonly line: 'row' | 'column';
  readonly index: number;
  readonly sum: number;
}

/**
 * What a puzzle asks beyond its rows and columns (and its boxes, unless `regions` replaces them): one
 * field a constraint family, each read and checked by its module (see constraints/list.ts).
 * Immutable once it is part of a Grid: createGrid freezes a checked copy.
 */
export interface Rules {
  /** The region of each cell, 0..size-1, row-major: size regions of size cells, in place of the boxes. */
  readonly regions?: readonly number[];
  readonly houses?: readonly House[];
  readonly cages?: readonly Cage[];
  /** No two cells a knight's move apart hold the same digit. */
  readonly antiknight?: boolean;
  /** No two cells a king's move apart (diagonally next to each other) hold the same digit. */
  readonly antiking?: boolean;
  /** Thermometer [thermometer]: digits strictly increase from the bulb (`cells[0]`) along the tube. */
  readonly thermometers?: readonly (readonly number[])[];
  /**
   * Arrow [arrow]: the digits on the line add up to the number in the circle; a circle of several cells
   * (a "pill") reads its digits as one number, in the order of `circle`.
   */
  readonly arrows?: readonly Arrow[];
  /**
   * German whispers [whispers] (Rangsk's field): neighbours along the line differ by at least 5 on 9x9;
   * on other sizes by at least half the size, rounded up (2 on 4x4, 3 on 6x6, 8 on 16x16).
   */
  readonly whispers?: readonly (readonly number[])[];
  /** Renban [renban] (Rangsk's field): the line's digits are distinct and consecutive, in any order. */
  readonly renbans?: readonly (readonly number[])[];
  /** Palindrome [palindrome]: the line reads the same both ways (cells[i] equals cells[n-1-i]). */
  readonly palindromes?: readonly (readonly number[])[];
  /**
   * Between line [betweenline]: the digits on the line lie strictly between those of its two ends (its
   * circles, cells[0] and cells[n-1]).
   */
  readonly betweenLines?: readonly (readonly number[])[];
  /** Kropki dots: white (digits differ by 1), black (one twice the other), and the negative rules. */
  readonly kropki?: Kropki;
  /** XV: X marks neighbours adding up to 10, V to 5; with the negative rule no other pair does. */
  readonly xv?: XV;
  /** No two orthogonal neighbours hold consecutive digits. */
  readonly nonconsecutive?: boolean;
  /** Cells marked odd hold odd digits, cells marked even even digits. */
  readonly parity?: Parity;
  /** Given candidates: a cell holds one of the digits the setter wrote small in it. */
  readonly givenCandidates?: readonly GivenCandidate[];
  /** Quadruples: the digits in a circle where four cells meet all appear in those cells. */
  readonly quadruples?: readonly Quadruple[];
  /** Little killers: the digits along a diagonal, from a clue outside the grid, add up to it. */
  readonly littleKillers?: readonly LittleKiller[];
  /** Sandwich sums: the digits between a row's or column's 1 and its largest digit add up to the clue. */
  readonly sandwiches?: readonly Sandwich[];
}

/** A family's name in `Rules` and in a strategy's declared rules. */
export type RuleKind = keyof Rules & string;
