import { lowestBit, lowestDigit } from '@sudoku-lab/core';
import * as board from './board.js';

// Module constants, read once: the hot loops below would otherwise read each through the module
// object (as vitest's loader wraps imports), a property lookup per use.
const { CELLS, PEERS, SIZE, UNIT_CELLS } = board;

// Unit bits of each cell (its row, column and box in one 27-bit mask): a change to a cell marks its units
// to be looked at again for hidden singles.
const UNIT_BITS = Int32Array.from({ length: CELLS }, (_, cell) => {
  let bits = 0;
  for (let k = 0; k < 3; k++) bits |= 1 << board.UNITS_OF[cell * 3 + k]!;
  return bits;
});
const ALL_UNITS = (1 << 27) - 1;

/**
 * Singles to a fixpoint on a search state, with its work lists: the cells left with one candidate,
 * and the units changed since their last look. A call's own (forcing chains keep theirs in the call's
 * workspace), so a settle never shares its lists with another call's.
 */
export class Settler {
  private readonly pending = new Int32Array(2 * CELLS);
  private pendingCount = 0;
  private dirty = 0;

  /**
   * Writes a digit and takes it from the peers; false when a peer is left with no candidate. Made
   * before a settle, which starts from the whole board, so what assign notes is dropped.
   */
  place(s: Uint16Array, cell: number, digit: number): boolean {
    this.pendingCount = 0;
    return this.assign(s, cell, digit);
  }

  /** place() as settle makes it, noting the units it changed and the peers it left with one candidate. */
  private assign(s: Uint16Array, cell: number, digit: number): boolean {
    const pending = this.pending;
    s[cell] = digit;
    s[CELLS + cell] = 0;
    let dirty = this.dirty | UNIT_BITS[cell]!;
    let pendingCount = this.pendingCount;
    const bit = 1 << (digit - 1);
    let ok = true;
    for (let k = cell * 20, end = k + 20; k < end; k++) {
      const peer = PEERS[k]!;
      const mask = s[CELLS + peer]!;
      if ((mask & bit) === 0) continue;
      const left = mask & ~bit;
      s[CELLS + peer] = left;
      dirty |= UNIT_BITS[peer]!;
      if (left === 0) ok = false;
      else if ((left & (left - 1)) === 0) pending[pendingCount++] = peer;
    }
    this.dirty = dirty;
    this.pendingCount = pendingCount;
    return ok;
  }

  /**
   * Naked and hidden singles to a fixpoint on a search state (digits, then candidates); false on a
   * contradiction: a cell without candidates, or a digit without a place in a unit. The fixpoint does
   * not depend on the order singles are placed in, so rather than scan the board again after each
   * pass, it places the cells a placement leaves with one candidate and looks again only at the units
   * a placement changed.
   */
  settle(s: Uint16Array): boolean {
    const pending = this.pending;
    this.pendingCount = 0;
    this.dirty = ALL_UNITS;
    for (let cell = 0; cell < CELLS; cell++) {
      if (s[cell] !== 0) continue;
      const mask = s[CELLS + cell]!;
      if (mask === 0) return false;
      if ((mask & (mask - 1)) === 0) pending[this.pendingCount++] = cell;
    }
    for (;;) {
      if (this.pendingCount > 0) {
        const cell = pending[--this.pendingCount]!;
        if (s[cell] !== 0) continue;
        if (!this.assign(s, cell, lowestDigit(s[CELLS + cell]!))) return false;
        continue;
      }
      const dirty = this.dirty;
      if (dirty === 0) return true;
      const unit = lowestBit(dirty);
      this.dirty = dirty & (dirty - 1);
      let once = 0;
      let twice = 0;
      let placed = 0;
      for (let i = 0; i < SIZE; i++) {
        const cell = UNIT_CELLS[unit * SIZE + i]!;
        const digit = s[cell]!;
        if (digit !== 0) {
          placed |= 1 << (digit - 1);
          continue;
        }
        const mask = s[CELLS + cell]!;
        twice |= once & mask;
        once |= mask;
      }
      if ((once | placed) !== 0x1ff || (once & placed) !== 0) return false;
      let single = once & ~twice;
      while (single !== 0) {
        const bit = single & -single;
        single &= single - 1;
        for (let i = 0; i < SIZE; i++) {
          const cell = UNIT_CELLS[unit * SIZE + i]!;
          if (s[cell] === 0 && s[CELLS + cell]! & bit) {
            if (!this.assign(s, cell, lowestDigit(bit))) return false;
            break;
          }
        }
      }
    }
  }
}
