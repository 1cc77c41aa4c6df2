import { bitCount, digitBit, digitsOf, type ShapeTables } from '@sudoku-lab/core';
import type { SeededRandom } from './random.js';

/**
 * A full board drawn from the random stream: depth-first search that fills the cell with the fewest
 * candidates (ties: the first in an order shuffled per try) with its digits in a shuffled order. The
 * candidates are what the cell's row, column and box have not used yet. A try that wanders past
 * 20 placements a cell starts again (a rare heavy tail on 16x16), still from the same stream.
 */
export function randomSolution(tables: ShapeTables, random: SeededRandom): number[] {
  const { cellCount } = tables;
  for (;;) {
    const board = new Filler(tables, random, 20 * cellCount);
    if (board.fill()) return Array.from(board.cells);
  }
}

class Filler {
  readonly cells: Uint8Array;
  /** The digits each unit holds so far, a bit per digit (bit d-1 for digit d). */
  private readonly used: Uint32Array;
  /** The cells in the order ties are broken in. */
  private readonly order: number[];
  private readonly all: number;

  constructor(
    private readonly tables: ShapeTables,
    private readonly random: SeededRandom,
    private budget: number,
  ) {
    this.cells = new Uint8Array(tables.cellCount);
    this.used = new Uint32Array(tables.unitCount);
    this.order = random.shuffle(Array.from({ length: tables.cellCount }, (_, cell) => cell));
    this.all = (1 << tables.size) - 1;
  }

  private candidates(cell: number): number {
    const { unitsOfCell } = this.tables;
    const at = cell * 3;
    return (
      this.all &
      ~(this.used[unitsOfCell[at]!]! | this.used[unitsOfCell[at + 1]!]! | this.used[unitsOfCell[at + 2]!]!)
    );
  }

  /** Writes `digit` into the cell (0 empties it again) and marks it used, or unused, in the cell's units. */
  private set(cell: number, digit: number, was = 0): void {
    const { unitsOfCell } = this.tables;
    const bit = digitBit(digit || was);
    this.cells[cell] = digit;
    for (let k = 0; k < 3; k++) this.used[unitsOfCell[cell * 3 + k]!]! ^= bit;
  }

  /** True once the board is full; false when this try ran out of budget or (below the top) into a dead end. */
  fill(): boolean {
    let best = -1;
    let bestMask = 0;
    let bestCount = Number.POSITIVE_INFINITY;
    for (const cell of this.order) {
      if (this.cells[cell] !== 0) continue;
      const mask = this.candidates(cell);
      const count = bitCount(mask);
      if (count < bestCount) {
        best = cell;
        bestMask = mask;
        bestCount = count;
        if (count <= 1) break;
      }
    }
    if (best === -1) return true;
    for (const digit of this.random.shuffle(digitsOf(bestMask))) {
      if (--this.budget < 0) return false;
      this.set(best, digit);
      if (this.fill()) return true;
      this.set(best, 0, digit);
    }
    return false;
  }
}
