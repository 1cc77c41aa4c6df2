import type { Counters, RuleTables, SearchContext } from '@sudoku-lab/core';
import type { WfcCounter } from './wave.js';

/**
 * The wave of a variant puzzle, for the same collapse search (see collapseSearch) as the classic
 * Wave: each cell's candidates, a level of them for each open choice, and the same settle: a
 * collapsed cell's digit leaves its peers, and a cell left with one candidate collapses to it (a
 * placement, reason 'single'), until nothing is forced. The peers are core's rule tables' (rows,
 * columns, regions, houses, cages, and the cells a knight's or king's move away under those rules).
 * A killer's sums are kept as the wave settles: a cage's open cells lose the digits with which its
 * other open cells could no longer reach its sum with different digits; a cage full and off its sum
 * is a contradiction. Plain arrays, a level a choice: a variant is solved by this, not by the bit-set
 * wave tuned for the classic shapes.
 */
export class VariantWave {
  private readonly cellCount: number;
  private readonly size: number;
  /** levels[l]: a cell's candidates at cellCount + c, its digit at c (0 while open), the open count at 2 * cellCount. */
  private readonly levels: Int32Array[] = [];
  private readonly board: Uint8Array;
  private readonly pending: number[] = [];
  private context!: SearchContext<WfcCounter>;
  private trace: SearchContext['trace'];
  private counters!: Counters<WfcCounter>;

  constructor(private readonly rules: RuleTables) {
    this.cellCount = rules.cellCount;
    this.size = rules.size;
    this.board = new Uint8Array(rules.cellCount);
  }

  private level(level: number): Int32Array {
    while (this.levels.length <= level) this.levels.push(new Int32Array(2 * this.cellCount + 1));
    return this.levels[level]!;
  }

  /** Lays out the givens' wave (level 0) and settles it; false at a contradiction, reported. */
  begin(context: SearchContext<WfcCounter>): boolean {
    this.context = context;
    this.trace = context.trace;
    this.counters = context.counters;
    const { cellCount, size } = this;
    const wave = this.level(0);
    const given = context.puzzle.cells;
    wave[2 * cellCount] = 0;
    this.pending.length = 0;
    for (let cell = 0; cell < cellCount; cell++) {
      wave[cell] = given[cell]!;
      wave[cellCount + cell] = given[cell] === 0 ? (1 << size) - 1 : 1 << (given[cell]! - 1);
      if (given[cell] === 0) wave[2 * cellCount]!++;
      else this.pending.push(cell);
    }
    return this.settle(wave);
  }

  forget(): void {
    this.trace = undefined;
    this.context = undefined!;
  }

  isSolved(level: number): boolean {
    return this.levels[level]![2 * this.cellCount] === 0;
  }

  solution(level: number): Uint8Array {
    const wave = this.levels[level]!;
    for (let cell = 0; cell < this.cellCount; cell++) this.board[cell] = wave[cell]!;
    return this.board;
  }

  candidatesOf(level: number, cell: number): number {
    return this.levels[level]![this.cellCount + cell]!;
  }

  enter(from: number, to: number): void {
    if (to !== from) this.level(to).set(this.level(from));
  }

  /** The first open cell, in row-major order, with the fewest candidates. */
  firstLowestEntropy(level: number): number {
    const wave = this.levels[level]!;
    let best = -1;
    let fewest = Number.POSITIVE_INFINITY;
    for (let cell = 0; cell < this.cellCount; cell++) {
      if (wave[cell] !== 0) continue;
      const count = popcount(wave[this.cellCount + cell]!);
      if (count < fewest) {
        best = cell;
        fewest = count;
      }
    }
    return best;
  }

  /** An open cell with the fewest candidates, drawn uniformly among the tied ones. */
  randomLowestEntropy(level: number, random: () => number): number {
    const wave = this.levels[level]!;
    const tied: number[] = [];
    let fewest = Number.POSITIVE_INFINITY;
    for (let cell = 0; cell < this.cellCount; cell++) {
      if (wave[cell] !== 0) continue;
      const count = popcount(wave[this.cellCount + cell]!);
      if (count < fewest) {
        fewest = count;
        tied.length = 0;
      }
      if (count === fewest) tied.push(cell);
    }
    return tied[Math.floor(random() * tied.length)] ?? -1;
  }

  /** Collapses `cell` to `digit` at `level` (the placement already counted and traced), then settles. */
  readonly collapseAndSettle = (level: number, cell: number, digit: number): boolean => {
    const wave = this.levels[level]!;
    this.pending.length = 0;
    this.collapse(wave, cell, digit);
    return this.settle(wave);
  };

  private collapse(wave: Int32Array, cell: number, digit: number): void {
    wave[cell] = digit;
    wave[this.cellCount + cell] = 1 << (digit - 1);
    wave[2 * this.cellCount]!--;
    this.pending.push(cell);
  }

  /** Takes `digits` out of an open cell; false when it has none left; a single left collapses (a placement). */
  private remove(wave: Int32Array, cell: number, digits: number): boolean {
    const { cellCount } = this;
    const before = wave[cellCount + cell]!;
    const left = before & ~digits;
    if (left === before) return true;
    wave[cellCount + cell] = left;
    this.counters.propagations++;
    if (this.trace !== undefined) {
      for (let gone = before & digits; gone !== 0; gone &= gone - 1) {
        this.trace({ type: 'eliminate', cell, digit: 32 - Math.clz32(gone & -gone) });
      }
    }
    if (left === 0) {
      this.trace?.({ type: 'contradiction', cell });
      return false;
    }
    if ((left & (left - 1)) === 0) {
      const digit = 32 - Math.clz32(left);
      this.context.countPlacement();
      this.trace?.({ type: 'place', cell, digit, reason: 'single' });
      this.collapse(wave, cell, digit);
    }
    return true;
  }

  /** Propagates the pending collapses, then the cages' sums, until nothing is forced. */
  private settle(wave: Int32Array): boolean {
    const { cellCount, pending } = this;
    const { peerStart, peers } = this.rules;
    for (;;) {
      while (pending.length > 0) {
        const cell = pending.pop()!;
        const bit = 1 << (wave[cell]! - 1);
        for (let k = peerStart[cell]!; k < peerStart[cell + 1]!; k++) {
          const peer = peers[k]!;
          if (wave[peer] === 0) {
            if ((wave[cellCount + peer]! & bit) !== 0 && !this.remove(wave, peer, bit)) return false;
          } else if (wave[peer] === wave[cell]) {
            this.trace?.({ type: 'contradiction', cell: peer });
            return false;
          }
        }
      }
      const kept = this.keepSums(wave);
      if (kept === false) return false;
      if (pending.length === 0) return true;
    }
  }

  /** A killer's sums: false at a contradiction; otherwise the cages' open cells narrowed (new singles pending). */
  private keepSums(wave: Int32Array): boolean {
    const { cellCount, size } = this;
    const { cageCount, cageStart, cageCells, cageSum } = this.rules;
    for (let cage = 0; cage < cageCount; cage++) {
      const sum = cageSum[cage]!;
      if (sum === 0) continue;
      let total = 0;
      let used = 0;
      let open = 0;
      for (let k = cageStart[cage]!; k < cageStart[cage + 1]!; k++) {
        const digit = wave[cageCells[k]!]!;
        if (digit === 0) open++;
        else {
          total += digit;
          used |= 1 << (digit - 1);
        }
      }
      if (open === 0) {
        if (total === sum) continue;
        this.trace?.({ type: 'contradiction', cell: cageCells[cageStart[cage]!]! });
        return false;
      }
      for (let k = cageStart[cage]!; k < cageStart[cage + 1]!; k++) {
        const cell = cageCells[k]!;
        if (wave[cell] !== 0) continue;
        let out = 0;
        for (let digits = wave[cellCount + cell]!; digits !== 0; digits &= digits - 1) {
          const bit = digits & -digits;
          if (!reachable(sum - total - (32 - Math.clz32(bit)), open - 1, used | bit, size)) out |= bit;
        }
        if (out !== 0) {
          if (!this.remove(wave, cell, out)) return false;
          // The cage changed (a cell may have collapsed): the rest is looked at on the next settle round.
          if (this.pending.length > 0) return true;
        }
      }
    }
    return true;
  }
}

function popcount(mask: number): number {
  let count = 0;
  for (; mask !== 0; mask &= mask - 1) count++;
  return count;
}

/** Whether `count` different digits 1..size, none in `used` (a mask), can add up to `rest`. */
function reachable(rest: number, count: number, used: number, size: number): boolean {
  let least = 0;
  let most = 0;
  for (let digit = 1, taken = 0; taken < count; digit++) {
    if (digit > size) return false;
    if ((used & (1 << (digit - 1))) === 0) {
      least += digit;
      taken++;
    }
  }
  for (let digit = size, taken = 0; taken < count; digit--) {
    if ((used & (1 << (digit - 1))) === 0) {
      most += digit;
      taken++;
    }
  }
  return rest >= least && rest <= most;
}
