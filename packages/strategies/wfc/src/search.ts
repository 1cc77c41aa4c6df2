import { admits, bitCount, lowestDigit, type RuleTables, type SearchContext } from '@sudoku-lab/core';

/**
 * Wave function collapse, as the 30-seconds-of-code article "Solving Sudoku with wave function
 * collapse in JavaScript" runs it, in its words.
 *
 *   wave           every open cell's superposition: the digits it may still take (bit d - 1 for digit d).
 *   entropy        how many digits a cell may still take.
 *   collapse       fix a cell to one of its digits.
 *   peers          the cells that may not share a cell's digit, from the puzzle's constraints (its row,
 *                  column and region; on a variant also its houses, cages, knight's or king's moves).
 *   propagate      take a collapsed cell's digit out of its peers' superpositions.
 *   contradiction  an open cell whose superposition is empty.
 *
 * The loop: collapse the singles (cells with one digit); then observe the open cell of lowest entropy
 * (the first in row-major order) and collapse it to each of its digits in turn, smallest first, each on a
 * copy of the wave, until one leads to a solution; at a contradiction, go back to the latest choice. Any
 * rule beyond the units (a cage's sum) is core's to judge: a collapse asks `admits`.
 *
 * The article recomputes the wave at each step; here propagation keeps it. The singles settle to the
 * same wave in any order, so every choice and guess is the article's.
 */

/** The counters wfc adds to the common stats: choices observed, and digits propagation took out. */
export type WfcCounter = 'collapses' | 'propagations';

/** Which of the open cells of lowest entropy a choice collapses, given the first (the article's). */
export type CellPicker = (search: WaveSearch, level: number, first: number) => number;

/** The board and the wave that many choices deep, the wave by cell and by digit. */
interface Level {
  /** board[cell]: the cell's digit, a given or a collapse; 0 while the cell is open. */
  readonly board: Uint8Array;
  /** wave[cell]: the digits an open cell may still take; none (0) once it has collapsed. */
  readonly wave: Int32Array;
  /** holders[(d - 1) * words + w]: the open cells that may take digit d, cell c at bit c & 31 of word c >>> 5. */
  readonly holders: Int32Array;
}

/** Each set of rules' peers as sets of cells (word w of cell c's at c * words + w), built at its first solve. */
const peerSets = new WeakMap<RuleTables, Int32Array>();
function peerSetOf({ cellCount, peerStart, peers }: RuleTables): Int32Array {
  const words = (cellCount + 31) >>> 5;
  const peerSet = new Int32Array(cellCount * words);
  for (let cell = 0; cell < cellCount; cell++) {
    for (let k = peerStart[cell]!; k < peerStart[cell + 1]!; k++) {
      peerSet[cell * words + (peers[k]! >>> 5)]! |= 1 << (peers[k]! & 31);
    }
  }
  return peerSet;
}

/** The search of one shape, kept between solves (core's Lease lends it to one solve at a time). */
export class WaveSearch {
  private readonly words: number;
  /** levels[depth]: reused by every choice that deep. */
  private readonly levels: Level[] = [];
  /** The singles propagation has left and the search has yet to collapse, latest last. */
  private readonly singles: Int32Array;
  private singleCount = 0;
  private context!: SearchContext<WfcCounter>;
  private pick!: CellPicker;
  private peerSet!: Int32Array;
  /** The constraints when some rule goes beyond the units (core may refuse a digit); null when none does. */
  private otherRules: RuleTables | null = null;

  constructor(
    readonly cellCount: number,
    private readonly size: number,
  ) {
    this.words = (cellCount + 31) >>> 5;
    this.singles = new Int32Array(cellCount);
  }

  /** Solves the context's puzzle, choosing among tied cells with `pick`. */
  run(context: SearchContext<WfcCounter>, pick: CellPicker): void {
    const { constraints, puzzle } = context;
    let peerSet = peerSets.get(constraints);
    if (peerSet === undefined) peerSets.set(constraints, (peerSet = peerSetOf(constraints)));
    this.context = context;
    this.pick = pick;
    this.peerSet = peerSet;
    this.otherRules = constraints.unitsOnly ? null : constraints;
    this.singleCount = 0;
    const level = this.levelAt(0);
    level.board.set(puzzle.cells);
    level.holders.fill(0);
    // Every open cell may take every digit: each digit's holders are the open cells.
    for (let cell = 0; cell < this.cellCount; cell++) {
      level.wave[cell] = puzzle.cells[cell] === 0 ? (1 << this.size) - 1 : 0;
      if (level.wave[cell] !== 0) level.holders[cell >>> 5]! |= 1 << (cell & 31);
    }
    for (let d = 1; d < this.size; d++) level.holders.copyWithin(d * this.words, 0, this.words);
    for (let cell = 0; cell < this.cellCount; cell++) {
      const given = puzzle.cells[cell]!;
      if (given !== 0 && !this.propagate(level, cell, 1 << (given - 1))) return;
    }
    this.search(0);
  }

  /** Lets go of the solve that ran, its callback, puzzle and rules, however it ended. */
  forget(): void {
    this.context = undefined!;
    this.pick = undefined!;
    this.otherRules = null;
  }

  /** The open cells at `level` with as few digits as `cell`, in row-major order. */
  tiedWith(level: number, cell: number): number[] {
    const { wave } = this.levels[level]!;
    const entropy = bitCount(wave[cell]!);
    return [...wave.keys()].filter((other) => wave[other] !== 0 && bitCount(wave[other]!) === entropy);
  }

  /** Collapse, propagate, backtrack: true when the context has all the solutions it asked for. */
  private search(depth: number): boolean {
    const level = this.levels[depth]!;
    while (this.singleCount > 0) {
      const cell = this.singles[--this.singleCount]!;
      if (!this.collapse(level, cell, level.wave[cell]!, 'single')) return false;
    }
    const cell = this.lowestEntropy(level);
    if (cell < 0) return this.context.foundSolution(level.board);
    return this.choose(depth, this.pick(this, depth, cell));
  }

  /** A choice: the cell collapsed to each digit in turn, on a copy of the level but the last time. */
  private choose(depth: number, cell: number): boolean {
    const { counters, trace } = this.context;
    const level = this.levels[depth]!;
    const copy = this.levelAt(depth + 1);
    counters.collapses++;
    for (let digits = level.wave[cell]!; digits !== 0; digits &= digits - 1) {
      // The last digit works on the level itself, as nothing comes back to it.
      const last = (digits & (digits - 1)) === 0;
      if (!last) {
        copy.board.set(level.board);
        copy.wave.set(level.wave);
        copy.holders.set(level.holders);
      }
      if (trace !== undefined) trace({ type: 'guess', cell });
      const at = last ? depth : depth + 1;
      if (this.collapse(this.levels[at]!, cell, digits & -digits, 'guess') && this.search(at)) return true;
      counters.backtracks++;
      if (trace !== undefined) trace({ type: 'backtrack' });
    }
    return false;
  }

  /** The article's observation: the first open cell with the fewest digits (two at least); -1 for none. */
  private lowestEntropy({ wave }: Level): number {
    let lowest = -1;
    let fewest = Infinity;
    for (let cell = 0; cell < this.cellCount; cell++) {
      if (wave[cell] === 0) continue;
      const entropy = bitCount(wave[cell]!);
      if (entropy < fewest) {
        lowest = cell;
        fewest = entropy;
        if (entropy === 2) break;
      }
    }
    return lowest;
  }

  /** Collapses the cell to `bit`'s digit and propagates it: false at a contradiction. */
  private collapse(level: Level, cell: number, bit: number, reason: 'single' | 'guess'): boolean {
    const { context, otherRules } = this;
    const digit = lowestDigit(bit);
    context.countPlacement();
    if (reason === 'guess') context.counters.guesses++;
    if (context.trace !== undefined) context.trace({ type: 'place', cell, digit, reason });
    // The peers are the wave's to keep; any other rule is core's to judge, here where every digit goes in.
    if (otherRules !== null && !admits(otherRules, level.board, cell, digit)) return this.contradiction(cell);
    // No longer open: the cell leaves the holders of every digit it had.
    for (let digits = level.wave[cell]!; digits !== 0; digits &= digits - 1) {
      level.holders[(lowestDigit(digits) - 1) * this.words + (cell >>> 5)]! &= ~(1 << (cell & 31));
    }
    level.board[cell] = digit;
    level.wave[cell] = 0;
    return this.propagate(level, cell, bit);
  }

  /** Takes `bit` from the cell's peers among its holders, noting new singles: false at a contradiction. */
  private propagate({ wave, holders }: Level, cell: number, bit: number): boolean {
    const { counters, trace } = this.context;
    const { peerSet, words } = this;
    const holdersOf = (lowestDigit(bit) - 1) * words;
    for (let w = 0; w < words; w++) {
      const hits = peerSet[cell * words + w]! & holders[holdersOf + w]!;
      if (hits === 0) continue;
      holders[holdersOf + w]! &= ~hits;
      for (let bits = hits; bits !== 0; bits &= bits - 1) {
        const peer = (w << 5) | (31 - Math.clz32(bits & -bits));
        const left = wave[peer]! & ~bit;
        wave[peer] = left;
        counters.propagations++;
        if (trace !== undefined) trace({ type: 'eliminate', cell: peer, digit: lowestDigit(bit) });
        if (left === 0) return this.contradiction(peer);
        if ((left & (left - 1)) === 0) {
          if (this.hasTwin(wave, peer)) return this.contradiction(peer);
          this.singles[this.singleCount++] = peer;
        }
      }
    }
    return true;
  }

  /** Whether a peer of the new single is a noted single of the same digit: one would leave the other none. */
  private hasTwin(wave: Int32Array, single: number): boolean {
    for (let k = 0; k < this.singleCount; k++) {
      const other = this.singles[k]!;
      if (wave[other] !== wave[single]) continue;
      if ((this.peerSet[single * this.words + (other >>> 5)]! & (1 << (other & 31))) !== 0) return true;
    }
    return false;
  }

  /** A cell with no digit left, a single with a twin, a digit core refuses: the noted singles go too. */
  private contradiction(cell: number): false {
    this.singleCount = 0;
    this.context.trace?.({ type: 'contradiction', cell });
    return false;
  }

  /** The level `depth` choices deep, made the first time a search gets that deep. */
  private levelAt(depth: number): Level {
    const { cellCount } = this;
    while (this.levels.length <= depth) {
      const holders = new Int32Array(this.size * this.words);
      this.levels.push({ board: new Uint8Array(cellCount), wave: new Int32Array(cellCount), holders });
    }
    return this.levels[depth]!;
  }
}
