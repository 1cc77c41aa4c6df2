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
}

/** A family's name in `Rules` and in a strategy's declared rules. */
export type RuleKind = keyof Rules & string;
