import type { SearchContext } from '@sudoku-lab/core';
import { cellBitsFor } from './cell-bits.js';

/**
 * The wave: every cell's superposition of digits, one copy per level of the search.
 *
 * It is kept as sets of cells, 32 cells a word (cell c is bit c & 31 of word c >>> 5, so a set's lowest
 * bit is its first cell in row-major order), and one word operation updates 32 cells at once:
 * - the open cells, those not collapsed yet;
 * - each open cell's entropy (its number of candidates) less one, as a 4-bit binary number, one set per
 *   bit ("planes"; 4 bits count to 16 candidates, the most any shape has): taking a digit away from a
 *   set of cells subtracts 1 from all of them in a few word operations, and the cells with exactly k
 *   candidates are read off the planes as fast;
 * - for each digit, the cells that may still take it. A cell's candidates are the digits whose set
 *   holds it; removing a digit from a collapsed cell's peers is an AND-NOT per word.
 *
 * A state is `stride` words: the open cells, the planes, then the sets of digits 1..size. State `level`
 * lives at `level * stride` in one array allocated up front; a guess copies its level's state to the
 * next level and collapses the copy, and undoing the guess is returning to the level below (the search
 * collapses the last candidate of a choice in place: nothing comes back to that level). Nothing is
 * allocated while searching.
 *
 * Helpers the hot paths call are in this module, not imported: a module-local call is a direct one
 * under every loader, vitest's module transform included.
 */
export class Wave {
  /** The board: the digit each collapsed cell took on the current path (stale for cells reopened). */
  readonly cells: Uint8Array;
  /** Candidates removed from a cell because a peer took the digit, the givens' included. */
  propagations = 0;
  private readonly context: SearchContext;
  private readonly trace: SearchContext['trace'];
  private readonly size: number;
  /** Words in a set of cells. */
  private readonly words: number;
  /** Where digit 1's set starts in a state; digit d's is `words` further per digit. */
  private readonly digitsAt: number;
  private readonly stride: number;
  /** Cell c's peers as a set of cells: peers[c * words ... + words]. */
  private readonly peers: Int32Array;
  private readonly states: Int32Array;
  /** Open cells left with one candidate and not collapsed yet: the work list of `settle`. */
  private readonly pending: Int32Array;
  /** The first cell the givens left with no candidate, or -1. */
  private readonly emptiedByGivens: number = -1;

  constructor(context: SearchContext) {
    const { tables, puzzle, trace } = context;
    const { cellCount, size } = tables;
    const { words, peers } = cellBitsFor(tables);
    this.context = context;
    this.trace = trace;
    this.size = size;
    this.words = words;
    this.digitsAt = (1 + PLANES) * words;
    this.stride = this.digitsAt + size * words;
    this.peers = peers;
    // One state per level: a level is entered by a guess, at most one per open cell, over the givens'.
    this.states = new Int32Array((cellCount + 1) * this.stride);
    this.pending = new Int32Array(words);
    this.cells = Uint8Array.from(puzzle.cells);

    // Every open cell starts with every digit: in the open set, in each digit's set, entropy `size`.
    const { states, digitsAt } = this;
    for (let cell = 0; cell < cellCount; cell++) {
      if (puzzle.cells[cell] !== 0) continue;
      const word = cell >>> 5;
      const bit = 1 << (cell & 31);
      states[word]! |= bit;
      for (let plane = 0; plane < PLANES; plane++) {
        if (((size - 1) >>> plane) & 1) states[(1 + plane) * words + word]! |= bit;
      }
      for (let digit = 1; digit <= size; digit++) states[digitsAt + (digit - 1) * words + word]! |= bit;
    }
    // The initial wave: every given rules its digit out of its peers.
    for (let cell = 0; cell < cellCount; cell++) {
      const digit = puzzle.cells[cell]!;
      if (digit === 0) continue;
      const emptied = this.propagate(0, cell, digit);
      if (this.emptiedByGivens < 0) this.emptiedByGivens = emptied;
    }
  }

  /** Settle the givens' wave (level 0). False when it holds a contradiction, already reported. */
  start(): boolean {
    if (this.emptiedByGivens < 0) return this.settle(0);
    this.contradiction(this.emptiedByGivens);
    return false;
  }

  /** True when every cell has collapsed at `level`. */
  isSolved(level: number): boolean {
    const { states, words } = this;
    const base = level * this.stride;
    for (let word = 0; word < words; word++) if (states[base + word] !== 0) return false;
    return true;
  }

  /** The candidates of an open cell at `level`, as a digit mask (bit d-1 for digit d). */
  candidatesOf(level: number, cell: number): number {
    const { states, words, size } = this;
    const at = level * this.stride + this.digitsAt + (cell >>> 5);
    const bit = 1 << (cell & 31);
    let mask = 0;
    for (let digit = 1; digit <= size; digit++) {
      if ((states[at + (digit - 1) * words]! & bit) !== 0) mask |= 1 << (digit - 1);
    }
    return mask;
  }

  /** Work at level `to` from the state of level `from`: a copy, unless they are the same level. */
  enter(from: number, to: number): void {
    const { stride, pending } = this;
    if (to !== from) this.states.copyWithin(to * stride, from * stride, (from + 1) * stride);
    // Singles left by a settle cut short by a contradiction belong to a wave given up.
    for (let word = 0; word < pending.length; word++) pending[word] = 0;
  }

  /**
   * Collapse `cell` to `digit` at `level`: it leaves the open cells and its peers lose the digit. False
   * when that leaves a peer with no candidate: a contradiction, already reported.
   */
  collapse(level: number, cell: number, digit: number): boolean {
    this.states[level * this.stride + (cell >>> 5)]! &= ~(1 << (cell & 31));
    this.cells[cell] = digit;
    const emptied = this.propagate(level, cell, digit);
    if (emptied < 0) return true;
    this.contradiction(emptied);
    return false;
  }

  /**
   * Propagate at `level` until nothing is forced: every open cell left with one candidate collapses to
   * it (a placement, reason 'single'), and so on. True when that ends with no contradiction (every cell
   * collapsed, or every open cell with two candidates or more); false, with the contradiction
   * reported, as soon as a cell has no candidate left.
   *
   * The article collapses one single at a time, the first in row-major order, and notices a cell with
   * no candidate only when no single comes before it. The outcome is the same, and so are the choices
   * and the guesses: collapsing singles only removes candidates, so an empty cell stays empty whatever
   * comes first, and with none the singles all collapse, in whatever order, to the same wave.
   */
  settle(level: number): boolean {
    const { pending, words } = this;
    for (let word = 0; word < words; word++) {
      const singles = pending[word]!;
      if (singles === 0) continue;
      pending[word] = 0;
      if (!this.collapseSingles(level, word, singles)) return false;
      word = -1; // collapsing may have made singles in any word: look again from the first
    }
    return true;
  }

  /**
   * The first open cell, in row-major order, with the fewest candidates: the article's choice. Call on
   * a settled wave that is not solved.
   */
  firstLowestEntropy(level: number): number {
    const { words, size } = this;
    for (let entropy = 2; entropy <= size; entropy++) {
      for (let word = 0; word < words; word++) {
        const tied = this.openWithEntropy(level, word, entropy);
        if (tied !== 0) return cellAt(word, tied & -tied);
      }
    }
    return -1;
  }

  /**
   * An open cell with the fewest candidates, drawn uniformly among the tied ones with `random`. Call on
   * a settled wave that is not solved.
   */
  randomLowestEntropy(level: number, random: () => number): number {
    const { words, size } = this;
    for (let entropy = 2; entropy <= size; entropy++) {
      let ties = 0;
      for (let word = 0; word < words; word++) ties += popcount(this.openWithEntropy(level, word, entropy));
      if (ties === 0) continue;
      let skip = Math.floor(random() * ties);
      for (let word = 0; word < words; word++) {
        for (let tied = this.openWithEntropy(level, word, entropy); tied !== 0; tied &= tied - 1) {
          if (skip-- === 0) return cellAt(word, tied & -tied);
        }
      }
    }
    return -1;
  }

  /** Word `word` of the open cells at `level` whose planes read `entropy` less one. */
  private openWithEntropy(level: number, word: number, entropy: number): number {
    const { states, words } = this;
    const base = level * this.stride;
    let cells = states[base + word]!;
    for (let plane = 0, at = base + words + word; plane < PLANES; plane++, at += words) {
      cells &= ((entropy - 1) >>> plane) & 1 ? states[at]! : ~states[at]!;
    }
    return cells;
  }

  /**
   * Collapse the singles of one word, each to its candidate, digit by digit, and propagate. Two singles
   * of one digit in one unit: collapsing the first empties the second, a contradiction seen at once.
   */
  private collapseSingles(level: number, word: number, singles: number): boolean {
    const { states, words, context, trace } = this;
    for (
      let digit = 1, at = level * this.stride + this.digitsAt + word;
      singles !== 0;
      digit++, at += words
    ) {
      let taking = states[at]! & singles;
      singles ^= taking;
      for (; taking !== 0; taking &= taking - 1) {
        const cell = cellAt(word, taking & -taking);
        context.countPlacement();
        if (trace !== undefined) trace({ type: 'place', cell, digit, reason: 'single' });
        if (!this.collapse(level, cell, digit)) return false;
      }
    }
    return true;
  }

  /**
   * Remove `digit` from the open peers of `cell` at `level`, noting the peers it leaves with one
   * candidate in `pending`. Returns the first peer it leaves with none, or -1: with one, the wave is
   * given up at once, with nothing more collapsed to see it.
   */
  private propagate(level: number, cell: number, digit: number): number {
    const { states, words, peers, pending } = this;
    const base = level * this.stride;
    const set = base + this.digitsAt + (digit - 1) * words;
    for (let word = 0, peer = cell * words; word < words; word++, peer++) {
      const removed = states[set + word]! & peers[peer]! & states[base + word]!;
      if (removed === 0) continue;
      states[set + word] = states[set + word]! ^ removed;
      // The planes of this word, entropy less one: 0 for a cell with one candidate, 1 for two.
      const at1 = base + words + word;
      const at2 = at1 + words;
      const at4 = at2 + words;
      const at8 = at4 + words;
      const ones = states[at1]!;
      const twos = states[at2]!;
      const fours = states[at4]!;
      const eights = states[at8]!;
      const twoOrMore = twos | fours | eights;
      // Subtract 1: flip bits upward while they borrow. (From a cell with one candidate the borrow runs
      // off the top, but that cell is now empty and the wave is given up below.)
      let borrow = removed;
      states[at1] = ones ^ borrow;
      borrow &= ~ones;
      states[at2] = twos ^ borrow;
      borrow &= ~twos;
      states[at4] = fours ^ borrow;
      borrow &= ~fours;
      states[at8] = eights ^ borrow;
      this.propagations += popcount(removed);
      if (this.trace !== undefined) this.traceEliminations(word, removed, digit);
      const emptied = removed & ~ones & ~twoOrMore;
      if (emptied !== 0) return cellAt(word, emptied & -emptied);
      pending[word]! |= removed & ones & ~twoOrMore;
    }
    return -1;
  }

  private traceEliminations(word: number, removed: number, digit: number): void {
    for (let bits = removed; bits !== 0; bits &= bits - 1) {
      this.trace!({ type: 'eliminate', cell: cellAt(word, bits & -bits), digit });
    }
  }

  private contradiction(cell: number): void {
    this.trace?.({ type: 'contradiction', cell });
  }
}

/** Planes of an entropy less one: 4 bits, for up to 16 candidates. */
const PLANES = 4;

/** The cell of bit `bit` (a single bit) of word `word` of a set of cells. */
export function cellAt(word: number, bit: number): number {
  return (word << 5) + 31 - Math.clz32(bit);
}

/** How many bits a 32-bit word holds. */
export function popcount(word: number): number {
  word -= (word >>> 1) & 0x55555555;
  word = (word & 0x33333333) + ((word >>> 2) & 0x33333333);
  return (Math.imul((word + (word >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24) & 0xff;
}
