import {
  bitCount,
  cageSumReachable,
  lowestDigit,
  type PlaceReason,
  type RuleTables,
  type SearchContext,
  type ShapeTables,
} from '@sudoku-lab/core';

/**
 * Wave function collapse, as the 30-seconds-of-code article "Solving Sudoku with wave function
 * collapse in JavaScript" runs it, in its words.
 *
 *   wave           every cell's superposition: the digits it may still take (bit d - 1 for digit d).
 *   entropy        how many digits a cell may still take.
 *   collapse       fix a cell to one of its digits.
 *   propagate      take a collapsed cell's digit out of its peers' superpositions.
 *   contradiction  an open cell whose superposition is empty.
 *
 * The loop: observe the open cell of lowest entropy. One digit: collapse it (a single). More: a choice;
 * collapse it (the first such cell in row-major order) to each of its digits in turn, smallest first,
 * each on a copy of the wave, searching on, until one leads to a solution. A cell left with no digit is
 * a contradiction: go back to the latest choice. When no cell is open, the board is a solution.
 *
 * The article recomputes every open cell's superposition from the board at each step; here the wave is
 * kept, and propagation updates it as each cell collapses, noting the cells it leaves with one digit
 * (the singles, collapsed latest first) and stopping at the first contradiction it makes certain: a cell
 * left with no digit, or a single whose digit an open peer is down to as well. The singles
 * settle to the same wave in any order, so the choices, and every guess, are the article's; only fewer
 * singles are written on the way to a contradiction.
 */

/** The counters wfc adds to the common stats: choices observed, and digits propagation took out. */
export type WfcCounter = 'collapses' | 'propagations';

/**
 * Which of the open cells of lowest entropy a choice collapses, given the first of them: the article
 * takes that one; a random tie-break draws one of them.
 */
export type CellPicker = (search: WaveSearch, level: number, first: number) => number;

/**
 * A cell's state in the wave: its digits (bit d - 1 for digit d), and the `Collapsed` flag once it has
 * collapsed. An enum, whose value the build inlines (CONTRIBUTING.md, "Hot loops").
 */
enum Cell {
  Collapsed = 1 << 16,
}

/**
 * One level of the search: the wave twice over, by cell and by digit. Sets of cells are bits, 32 cells
 * to a word: cell c is bit c & 31 of word c >>> 5.
 */
interface Level {
  /** wave[cell]: the cell's state. */
  readonly wave: Int32Array;
  /** holders[(d - 1) * words + w]: word w of the set of open cells that may still take digit d. */
  readonly holders: Int32Array;
}

/**
 * The search of one shape, kept between solves (core's Lease lends it to one solve at a time): the
 * peers of each cell from core's tables, and a level for each choice deep, so that the copy a guess
 * makes reuses the last one's arrays.
 */
export class WaveSearch {
  readonly cellCount: number;
  private readonly size: number;
  /** Words in a set of cells. */
  private readonly words: number;
  /** peerSet[cell * words + w]: word w of the cell's peers, from core's tables. */
  private readonly peerSet: Int32Array;
  /** arePeers[a * cellCount + b]: 1 when cells a and b are peers. */
  private readonly arePeers: Uint8Array;
  /** levels[depth]: the wave at that many choices deep. */
  private readonly levels: Level[] = [];
  /** The singles propagation has left and the search has yet to collapse, latest last. */
  private readonly singles: Int32Array;
  private singleCount = 0;
  /** The solution handed to the context: digits, row-major. */
  private readonly board: number[];
  private context!: SearchContext<WfcCounter>;
  private pick!: CellPicker;
  /** A killer's cages with a sum (none on a classic puzzle): their digits add up to it. */
  private readonly cages: readonly { readonly cells: readonly number[]; readonly sum: number }[];

  /**
   * The search of a shape, or with `rules` of a variant: its peers are then the rule tables' (rows,
   * columns, regions, houses, cages, and the cells a knight's or king's move away under those rules),
   * so propagation keeps every rule but the cages' sums, which keepSums keeps.
   */
  constructor(tables: ShapeTables, rules: RuleTables | null = null) {
    const { cellCount, peers, peerCount, size } = tables;
    this.cellCount = cellCount;
    this.size = size;
    this.words = (cellCount + 31) >>> 5;
    this.singles = new Int32Array(cellCount);
    this.board = new Array<number>(cellCount).fill(0);
    this.peerSet = new Int32Array(cellCount * this.words);
    this.arePeers = new Uint8Array(cellCount * cellCount);
    const cages: { cells: number[]; sum: number }[] = [];
    if (rules !== null) {
      for (let cage = 0; cage < rules.cageCount; cage++) {
        const sum = rules.cageSum[cage]!;
        const cells = Array.from(
          rules.cageCells.subarray(rules.cageStart[cage]!, rules.cageStart[cage + 1]!),
        );
        if (sum > 0) cages.push({ cells, sum });
      }
    }
    this.cages = cages;
    for (let cell = 0; cell < cellCount; cell++) {
      const mine =
        rules === null
          ? peers.subarray(cell * peerCount, cell * peerCount + peerCount)
          : rules.peers.subarray(rules.peerStart[cell]!, rules.peerStart[cell + 1]!);
      for (const peer of mine) {
        this.peerSet[cell * this.words + (peer >>> 5)]! |= 1 << (peer & 31);
        this.arePeers[cell * cellCount + peer] = 1;
      }
    }
  }

  /** Solves the context's puzzle, choosing among tied cells with `pick`. */
  run(context: SearchContext<WfcCounter>, pick: CellPicker): void {
    this.context = context;
    this.pick = pick;
    const level = this.levelAt(0);
    const { wave, holders } = level;
    const givens = context.puzzle.cells;
    const allDigits = (1 << this.size) - 1;
    holders.fill(0);
    for (let cell = 0; cell < this.cellCount; cell++) {
      if (givens[cell] !== 0) {
        wave[cell] = Cell.Collapsed | (1 << (givens[cell]! - 1));
        continue;
      }
      wave[cell] = allDigits;
      for (let d = 0; d < this.size; d++) holders[d * this.words + (cell >>> 5)]! |= 1 << (cell & 31);
    }
    this.singleCount = 0;
    for (let cell = 0; cell < this.cellCount; cell++) {
      if (givens[cell] !== 0 && !this.propagate(level, cell)) return;
    }
    this.search(0);
  }

  /** Lets go of the solve that ran, its callback and puzzle, however it ended. */
  forget(): void {
    this.context = undefined!;
    this.pick = undefined!;
  }

  /** The open cells at `level` with as few digits as `cell`, in row-major order. */
  tiedWith(level: number, cell: number): number[] {
    const { wave } = this.levels[level]!;
    const entropy = bitCount(wave[cell]!);
    const cells: number[] = [];
    for (let other = 0; other < this.cellCount; other++) {
      if ((wave[other]! & Cell.Collapsed) === 0 && bitCount(wave[other]!) === entropy) cells.push(other);
    }
    return cells;
  }

  /** Collapse, propagate, backtrack: true when the context has all the solutions it asked for. */
  private search(depth: number): boolean {
    const level = this.levels[depth]!;
    do {
      while (this.singleCount > 0) {
        const cell = this.singles[--this.singleCount]!;
        if (!this.collapse(level, cell, level.wave[cell]!, 'single')) return false;
      }
    } while (this.cages.length > 0 && this.keepSums(level) && this.singleCount > 0);
    if (this.singleCount < 0) {
      this.singleCount = 0;
      return false;
    }
    const cell = this.lowestEntropy(level.wave);
    if (cell < 0) return this.solved(level.wave);
    return this.choose(depth, this.pick(this, depth, cell));
  }

  /**
   * A choice: collapse the cell to each of its digits, smallest first, each on a copy of the wave; the
   * last works on the wave itself, as nothing comes back to it.
   */
  private choose(depth: number, cell: number): boolean {
    const { counters, trace } = this.context;
    const level = this.levels[depth]!;
    const copy = this.levelAt(depth + 1);
    counters.collapses++;
    for (let digits = level.wave[cell]!; digits !== 0; digits &= digits - 1) {
      const last = (digits & (digits - 1)) === 0;
      if (!last) {
        copy.wave.set(level.wave);
        copy.holders.set(level.holders);
      }
      const at = last ? depth : depth + 1;
      if (trace !== undefined) trace({ type: 'guess', cell });
      if (this.collapse(this.levels[at]!, cell, digits & -digits, 'guess') && this.search(at)) return true;
      counters.backtracks++;
      if (trace !== undefined) trace({ type: 'backtrack' });
    }
    return false;
  }

  /**
   * The article's observation on a settled wave (every open cell has two digits or more): the first open
   * cell with the fewest digits, the scan ending at the first with two; -1 when no cell is open.
   */
  private lowestEntropy(wave: Int32Array): number {
    let lowest = -1;
    let fewest = Infinity;
    for (let cell = 0; cell < wave.length; cell++) {
      if ((wave[cell]! & Cell.Collapsed) !== 0) continue;
      const entropy = bitCount(wave[cell]!);
      if (entropy < fewest) {
        lowest = cell;
        fewest = entropy;
        if (entropy === 2) break;
      }
    }
    return lowest;
  }

  /** Collapses the cell to `digit` (a bit) and propagates it: false at a contradiction. */
  private collapse(level: Level, cell: number, digit: number, reason: PlaceReason): boolean {
    const { context } = this;
    const { wave, holders } = level;
    context.countPlacement();
    if (reason === 'guess') context.counters.guesses++;
    // No longer open: the cell leaves the holders of every digit it had.
    for (let digits = wave[cell]!; digits !== 0; digits &= digits - 1) {
      holders[(31 - Math.clz32(digits & -digits)) * this.words + (cell >>> 5)]! &= ~(1 << (cell & 31));
    }
    wave[cell] = Cell.Collapsed | digit;
    if (context.trace !== undefined)
      context.trace({ type: 'place', cell, digit: lowestDigit(digit), reason });
    return this.propagate(level, cell);
  }

  /**
   * Takes the collapsed cell's digit out of the superposition of every open peer that holds it (its
   * peers among the digit's holders), noting each peer it leaves with one digit as a single: false at
   * the first contradiction that makes certain.
   */
  private propagate(level: Level, cell: number): boolean {
    const { counters, trace } = this.context;
    const { wave, holders } = level;
    const digit = wave[cell]! & ~Cell.Collapsed;
    const holdersOf = (31 - Math.clz32(digit)) * this.words;
    for (let w = 0; w < this.words; w++) {
      const hits = this.peerSet[cell * this.words + w]! & holders[holdersOf + w]!;
      if (hits === 0) continue;
      holders[holdersOf + w]! &= ~hits;
      for (let bits = hits; bits !== 0; bits &= bits - 1) {
        const peer = (w << 5) | (31 - Math.clz32(bits & -bits));
        const left = wave[peer]! & ~digit;
        wave[peer] = left;
        counters.propagations++;
        if (trace !== undefined) trace({ type: 'eliminate', cell: peer, digit: lowestDigit(digit) });
        if (left === 0 || ((left & (left - 1)) === 0 && this.hasTwin(wave, peer))) {
          return this.contradiction(peer);
        }
        if ((left & (left - 1)) === 0) this.singles[this.singleCount++] = peer;
      }
    }
    return true;
  }
  /**
   * A killer's sums, on a wave whose singles are collapsed: an open cell of a cage loses the digits
   * with which the cage's other open cells could no longer reach its sum with different digits
   * (between the least and the most they can add up to), noting the singles it leaves; a cage full and
   * off its sum is a contradiction. True to go on; false at a contradiction, with singleCount -1.
   */
  private keepSums(level: Level): boolean {
    const { wave, holders } = level;
    const { counters, trace } = this.context;
    for (const { cells, sum } of this.cages) {
      let total = 0;
      let used = 0;
      let open = 0;
      for (const cell of cells) {
        if ((wave[cell]! & Cell.Collapsed) === 0) open++;
        else {
          const digit = wave[cell]! & ~Cell.Collapsed;
          total += lowestDigit(digit);
          used |= digit;
        }
      }
      if (open === 0) {
        if (total === sum) continue;
        this.contradiction(cells[0]!);
        this.singleCount = -1;
        return false;
      }
      for (const cell of cells) {
        if ((wave[cell]! & Cell.Collapsed) !== 0) continue;
        for (let digits = wave[cell]!; digits !== 0; digits &= digits - 1) {
          const digit = digits & -digits;
          if (cageSumReachable(sum - total - lowestDigit(digit), open - 1, used | digit, this.size)) continue;
          const left = wave[cell]! & ~digit;
          wave[cell] = left;
          holders[(31 - Math.clz32(digit)) * this.words + (cell >>> 5)]! &= ~(1 << (cell & 31));
          counters.propagations++;
          if (trace !== undefined) trace({ type: 'eliminate', cell, digit: lowestDigit(digit) });
          if (left === 0 || ((left & (left - 1)) === 0 && this.hasTwin(wave, cell))) {
            this.contradiction(cell);
            this.singleCount = -1;
            return false;
          }
          if ((left & (left - 1)) === 0) this.singles[this.singleCount++] = cell;
        }
      }
    }
    return true;
  }

  /**
   * Whether a peer of the new single is a single of the same digit: collapsing either would leave the
   * other with none, so the contradiction is certain already. Every open single is among those noted.
   */
  private hasTwin(wave: Int32Array, single: number): boolean {
    for (let k = 0; k < this.singleCount; k++) {
      const other = this.singles[k]!;
      if (wave[other] === wave[single] && this.arePeers[single * this.cellCount + other] === 1) return true;
    }
    return false;
  }

  /** A full board: its digits to the context. */
  private solved(wave: Int32Array): boolean {
    for (let cell = 0; cell < this.cellCount; cell++)
      this.board[cell] = lowestDigit(wave[cell]! & ~Cell.Collapsed);
    return this.context.foundSolution(this.board);
  }

  /** A cell with no digit left, or a single with a twin: the singles noted on the way go with the wave. */
  private contradiction(cell: number): false {
    this.singleCount = 0;
    this.context.trace?.({ type: 'contradiction', cell });
    return false;
  }

  /** The level `depth` choices deep, made the first time a search gets that deep. */
  private levelAt(depth: number): Level {
    while (this.levels.length <= depth) {
      this.levels.push({
        wave: new Int32Array(this.cellCount),
        holders: new Int32Array(this.size * this.words),
      });
    }
    return this.levels[depth]!;
  }
}
