import { UNIT_BITS } from './board.js';

/**
 * A memo of a search whose result is a function of a few words of the board: per slot (a digit, a
 * unit), the words the search read the last time it ran there in full, and what it found. A lookup
 * with the same words returns that result; any other words miss.
 *
 * The key is the data itself, never a count of changes: a board that changed and changed back, or
 * another board of the same call, finds or misses exactly as a search would. Sudoku Explainer's
 * ladder starts again from its first technique after every step, and a step changes a cell or two,
 * so most slots of most searches find what they found the step before.
 *
 * Kept in the call's workspace (see workspace.ts), never in a module: calls can nest, and each has
 * its own. A search stores its result only once it has run to its end, so a budget that throws in
 * the middle of one leaves nothing half-made behind.
 */
export class Memo<T> {
  private readonly keys: Int32Array;
  private readonly values: (T | undefined)[];

  /** `slots` slots, each keyed on `width` words. */
  constructor(
    slots: number,
    private readonly width: number,
  ) {
    this.keys = new Int32Array(slots * width);
    this.values = new Array<T | undefined>(slots).fill(undefined);
  }

  /** What the search found at a slot when it last read exactly these words, or undefined. */
  lookup(slot: number, key: ArrayLike<number>): T | undefined {
    const value = this.values[slot];
    if (value === undefined) return undefined;
    const { keys, width } = this;
    for (let i = 0, at = slot * width; i < width; i++, at++) if (keys[at] !== key[i]) return undefined;
    return value;
  }

  /**
   * What the search found at a slot the last time it ran there, whatever the words now, with the
   * words it read then written to `out`; or undefined when it never ran there.
   */
  last(slot: number, out: Int32Array): T | undefined {
    const value = this.values[slot];
    if (value !== undefined) out.set(this.keys.subarray(slot * this.width, (slot + 1) * this.width));
    return value;
  }

  /** Records what the search found at a slot from these words (never undefined: null for nothing). */
  store(slot: number, key: ArrayLike<number>, value: T): void {
    const { keys, width } = this;
    for (let i = 0, at = slot * width; i < width; i++, at++) keys[at] = key[i]!;
    this.values[slot] = value;
  }
}

/**
 * A memo of a search by unit whose result in a unit is a function of that unit's cells alone (their
 * digits and candidates), kept as the board the search last ran on and the units where it found
 * nothing there. Each call hands in its board first (`since`): a unit one of whose cells differs
 * from the kept board's is no longer known, and the board is kept in its place. A unit still known
 * has every cell as it was when its search found nothing, so the search finds nothing again.
 *
 * One comparison of the board, cell by cell, stands for a key per unit: the 81 cells compared once
 * cost less than a key of nine cells made and compared for each of the 27 units, and after a step
 * most units are as they were.
 */
export class UnitMemo {
  private readonly cells = new Uint8Array(81);
  private readonly candidates = new Uint16Array(81);
  /** The units where the search found nothing on the kept board: a 27-bit mask. */
  private nothing = 0;

  /** Keeps this board in place of the last one; returns the units where the search found nothing, as they are now. */
  since(cells: Uint8Array, candidates: Uint16Array): number {
    let changed = 0;
    for (let cell = 0; cell < 81; cell++) {
      if (this.cells[cell] === cells[cell] && this.candidates[cell] === candidates[cell]) continue;
      changed |= UNIT_BITS[cell]!;
      this.cells[cell] = cells[cell]!;
      this.candidates[cell] = candidates[cell]!;
    }
    this.nothing &= ~changed;
    return this.nothing;
  }

  /** Records that the search found nothing in a unit of the board last handed to `since`. */
  store(unit: number): void {
    this.nothing |= 1 << unit;
  }
}
