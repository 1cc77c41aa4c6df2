import { bitCount, digitBit, lowestDigit, type ShapeTables } from '@sudoku-lab/core';
import type { SeededRandom } from './random.js';

/**
 * A full board drawn from the random stream: depth-first search that fills the cell with the fewest
 * candidates (ties: the first in an order shuffled per try) with its digits in a shuffled order. The
 * candidates are what the cell's row, column and box have not used yet. A try that wanders past
 * 20 placements a cell starts again (a rare heavy tail on 16x16), still from the same stream.
 */
export function randomSolution(tables: ShapeTables, random: SeededRandom): number[] {
  let filler = fillers.get(tables.shape.name);
  if (filler === undefined) fillers.set(tables.shape.name, (filler = new Filler(tables)));
  for (;;) if (filler.fill(random, 20 * tables.cellCount)) return copyOf(filler.cells);
}

/**
 * The cells as a plain array: a loop, several times quicker than Array.from on a typed array, pushing
 * so that V8 keeps the array packed (new Array(n) makes one with holes, slower to read after).
 */
function copyOf(cells: Uint8Array): number[] {
  const copy: number[] = [];
  for (let cell = 0; cell < cells.length; cell++) copy.push(cells[cell]!);
  return copy;
}

/** One Filler per shape, its tables reused board after board (one fill runs at a time). */
const fillers = new Map<string, Filler>();

/**
 * The fill's board. Beside each cell's candidates and their count, the empty cells are kept in one
 * set per count, as bitsets over their rank in the shuffled order, so that the cell to fill next (the
 * first in the order with the fewest candidates) is a lowest set bit rather than a scan of the board.
 */
class Filler {
  readonly cells: Uint8Array;
  /** The digits each unit holds so far, a bit per digit (bit d-1 for digit d). */
  private readonly used: Uint32Array;
  /**
   * Each empty cell's candidates (what its units have not used; none once it holds a digit) and how
   * many, kept up to date as digits come and go.
   */
  private readonly candidates: Uint32Array;
  private readonly counts: Uint8Array;
  /** The cells in the order ties are broken in, shuffled per try, and each cell's place in it. */
  private readonly order: number[];
  private readonly rank: Uint16Array;
  /** The empty cells with n candidates: bit r of words[n * words ...] is the cell of rank r. */
  private readonly withCount: Int32Array;
  private readonly words: number;
  /** The digits tried at each depth, shuffled in place (depth d: digits[d * size ...]). */
  private readonly digits: Uint8Array;

  private random: SeededRandom | undefined;
  private budget = 0;

  constructor(private readonly tables: ShapeTables) {
    const { cellCount, size } = tables;
    this.cells = new Uint8Array(cellCount);
    this.used = new Uint32Array(tables.unitCount);
    this.order = Array.from({ length: cellCount }, (_, cell) => cell);
    this.rank = new Uint16Array(cellCount);
    this.words = Math.ceil(cellCount / 32);
    this.withCount = new Int32Array((size + 1) * this.words);
    this.candidates = new Uint32Array(cellCount);
    this.counts = new Uint8Array(cellCount);
    this.digits = new Uint8Array((cellCount + 1) * size);
  }

  /**
   * One try at a full board, with at most `budget` placements: true when `cells` holds one. The
   * cells' order is shuffled first (the same draws as shuffling a fresh list of the cells).
   */
  fill(random: SeededRandom, budget: number): boolean {
    const { size, cellCount } = this.tables;
    this.random = random;
    this.budget = budget;
    this.cells.fill(0);
    this.used.fill(0);
    this.candidates.fill((1 << size) - 1);
    this.counts.fill(size);
    for (let cell = 0; cell < cellCount; cell++) this.order[cell] = cell;
    random.shuffle(this.order);
    this.withCount.fill(0);
    for (let rank = 0; rank < cellCount; rank++) {
      this.rank[this.order[rank]!] = rank;
      this.flip(size, rank);
    }
    return this.search(0);
  }

  /** Puts the cell of this rank into the set of cells with `count` candidates, or takes it out. */
  private flip(count: number, rank: number): void {
    this.withCount[count * this.words + (rank >>> 5)]! ^= 1 << (rank & 31);
  }

  /**
   * Writes `digit` into the cell (0 empties it again, `was` being the digit it held), marks it used, or
   * unused, in the cell's units, and gives the empty peers their candidates after it: a digit written
   * leaves theirs; a digit taken back returns to each that no other unit of its own still rules it out of.
   */
  private set(cell: number, digit: number, was = 0): void {
    if (digit !== 0) {
      this.place(cell, digit);
      return;
    }
    const { unitsOfCell, peers, peerCount } = this.tables;
    const { used, cells, candidates } = this;
    const bit = digitBit(was);
    // An emptied cell comes back with its count worked out again (nothing kept its candidates while
    // it held a digit).
    for (let k = 0; k < 3; k++) used[unitsOfCell[cell * 3 + k]!]! ^= bit;
    this.recount(cell);
    cells[cell] = 0;
    this.flip(this.counts[cell]!, this.rank[cell]!);
    for (let i = cell * peerCount, end = i + peerCount; i < end; i++) {
      const peer = peers[i]!;
      if (cells[peer] !== 0 || (candidates[peer]! & bit) !== 0) continue;
      const at = peer * 3;
      if (((used[unitsOfCell[at]!]! | used[unitsOfCell[at + 1]!]! | used[unitsOfCell[at + 2]!]!) & bit) === 0)
        this.change(peer, 1, bit);
    }
  }

  /**
   * set() of a digit, the step a fill takes most: the cell leaves the sets of empty cells, and each
   * empty peer with the digit among its candidates loses it and moves down a set, in one loop.
   */
  private place(cell: number, digit: number): void {
    const { unitsOfCell, peers, peerCount } = this.tables;
    const { used, cells, candidates, counts, rank, withCount, words } = this;
    const bit = digitBit(digit);
    this.flip(counts[cell]!, rank[cell]!);
    cells[cell] = digit;
    // A filled cell has no candidates, so that the loop below passes it by on one test.
    candidates[cell] = 0;
    for (let k = 0; k < 3; k++) used[unitsOfCell[cell * 3 + k]!]! ^= bit;
    for (let i = cell * peerCount, end = i + peerCount; i < end; i++) {
      const peer = peers[i]!;
      if ((candidates[peer]! & bit) === 0) continue;
      candidates[peer]! ^= bit;
      const count = counts[peer]!;
      counts[peer] = count - 1;
      const at = rank[peer]!;
      const word = count * words + (at >>> 5);
      const mask = 1 << (at & 31);
      withCount[word]! ^= mask;
      withCount[word - words]! ^= mask;
    }
  }

  /** Gives the empty cell `bit` or takes it away (step +1 or -1), moving it to the set of its new count. */
  private change(cell: number, step: number, bit: number): void {
    const rank = this.rank[cell]!;
    const count = this.counts[cell]!;
    this.flip(count, rank);
    this.flip(count + step, rank);
    this.counts[cell] = count + step;
    this.candidates[cell]! ^= bit;
  }

  /** Works out a cell's candidates and their count from its units (the cell holding a digit, so in no set). */
  private recount(cell: number): void {
    const { unitsOfCell, size } = this.tables;
    const { used } = this;
    const at = cell * 3;
    const left =
      ((1 << size) - 1) &
      ~(used[unitsOfCell[at]!]! | used[unitsOfCell[at + 1]!]! | used[unitsOfCell[at + 2]!]!);
    this.candidates[cell] = left;
    this.counts[cell] = bitCount(left);
  }

  /**
   * The empty cell to fill next, or -1 when the board is full: the first in the order with 0 or 1
   * candidate when there is one (a dead end or a forced digit), else the first with the fewest.
   */
  private next(): number {
    const { withCount, words } = this;
    for (let i = 0; i < words; i++) {
      const low = withCount[i]! | withCount[words + i]!;
      if (low !== 0) return this.order[i * 32 + 31 - Math.clz32(low & -low)]!;
    }
    for (let count = 2; count <= this.tables.size; count++) {
      for (let i = count * words; i < count * words + words; i++) {
        const x = withCount[i]!;
        if (x !== 0) return this.order[(i - count * words) * 32 + 31 - Math.clz32(x & -x)]!;
      }
    }
    return -1;
  }

  /** True once the board is full; false when this try ran out of budget or (below the top) into a dead end. */
  private search(depth: number): boolean {
    const best = this.next();
    if (best === -1) return true;
    // The candidates in a shuffled order: the same draws as random.shuffle(digitsOf(mask)).
    const { digits } = this;
    const random = this.random!;
    const from = depth * this.tables.size;
    let n = 0;
    for (let mask = this.candidates[best]!; mask !== 0; mask &= mask - 1)
      digits[from + n++] = lowestDigit(mask);
    for (let i = n - 1; i > 0; i--) {
      const j = random.below(i + 1);
      const kept = digits[from + i]!;
      digits[from + i] = digits[from + j]!;
      digits[from + j] = kept;
    }
    for (let i = 0; i < n; i++) {
      if (--this.budget < 0) return false;
      const digit = digits[from + i]!;
      this.set(best, digit);
      if (this.search(depth + 1)) return true;
      this.set(best, 0, digit);
    }
    return false;
  }
}
