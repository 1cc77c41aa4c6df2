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
}

/** A family's name in `Rules` and in a strategy's declared rules. */
export type RuleKind = keyof Rules & string;
