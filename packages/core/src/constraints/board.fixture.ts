/**
 * A 9x9 board for the constraint modules' tests: every cell with every digit, narrowed as a propagator
 * asks, and the names the tests write cells, digits and units in.
 */
import { shapes } from '../shape.js';
import type { Domains } from './module.js';

/** The board's shape. */
export const nine = shapes['9x9'];

/** Every cell of a 9x9 board with every digit, narrowed as a propagator asks. */
export class Candidates implements Domains {
  readonly candidates = new Int32Array(81).fill(511);
  keep(cell: number, mask: number): boolean {
    this.candidates[cell]! &= mask;
    return this.candidates[cell] !== 0;
  }
}

/** A cell by its row and column, 1-based. */
export const at = (row: number, column: number) => (row - 1) * 9 + column - 1;
export const maskOf = (...digits: number[]) => digits.reduce((mask, digit) => mask | (1 << (digit - 1)), 0);
export const digitsOf = (mask: number) =>
  [1, 2, 3, 4, 5, 6, 7, 8, 9].filter((d) => (mask & (1 << (d - 1))) !== 0);

const rows = Array.from({ length: 9 }, (_, r) => Array.from({ length: 9 }, (_, c) => r * 9 + c));
const columns = Array.from({ length: 9 }, (_, c) => Array.from({ length: 9 }, (_, r) => r * 9 + c));
const boxes = Array.from({ length: 9 }, (_, b) =>
  Array.from({ length: 9 }, (_, k) =>
    at(3 * Math.floor(b / 3) + Math.floor(k / 3) + 1, 3 * (b % 3) + (k % 3) + 1),
  ),
);
/** The rows, columns and boxes of a classic 9x9 board. */
export const nineUnits: readonly (readonly number[])[] = [...rows, ...columns, ...boxes];
