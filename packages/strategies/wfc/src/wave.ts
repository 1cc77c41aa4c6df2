import type { Counters, SearchContext, ShapeTables } from '@sudoku-lab/core';
import { cellBitsFor } from './cell-bits.js';

/** The counters wfc adds to the common stats. */
export type WfcCounter = 'collapses' | 'propagations';

/**
 * The wave: every cell's superposition of digits, one copy per level of the search, for one shape,
 * with the memory it works in and the loop that settles it. Made once per shape and lent to one solve
 * at a time (see `solver.ts`): between `begin` and `forget` it works for that solve.
 *
 * It is kept twice over, each for what it does fast:
 * - each cell's state, one integer: its candidates as a digit mask (bit d-1 for digit d) in the low 16
 *   bits and its entropy, the number of candidates, above them. Removing a candidate is one
 *   subtraction (the digit's bit and one unit of entropy), a single's digit is its one bit, and states
 *   compare by entropy first. A collapsed cell's state is `State.Collapsed` plus its digit, an entropy above
 *   any open cell's, so the scan for the lowest entropy passes over it without a test of its own;
 * - for each digit, the open cells that may still take it, as sets of cells (cell c is bit c & 31 of
 *   word c >>> 5): the peers that lose a digit are one AND per 32 cells, and only those are visited.
 *
 * A state of the wave is `stride` words: the cells' states, the digits' sets, and the number of open
 * cells. A guess copies its level's state to the next level and collapses the copy, and undoing the
 * guess is returning to the level below (the search collapses the last candidate of a choice in place:
 * nothing comes back to that level). Nothing is allocated while searching.
 *
 * Everything the hot loop reads or writes is in one array of words, `memory`, in this order:
 * - the pending singles, a stack of at most one word a cell (its cell and its digit);
 * - at `peersAt`, each cell's peers as a set of cells, `words` words a cell;
 * - at `unitsAt`, three words a cell: where the claims of its row, its column and its box start;
 * - at `claimsAt`, the claims, `size` words a unit, one a digit;
 * - at `levelsAt`, the wave, `stride` words a level.
 * One array rather than five, because the compiled loop keeps a base and a bound in registers for each
 * array it touches: with five it ran short of registers, and the same search took a tenth longer. The
 * peers and the units' starts are written when the wave is made, once for every solve of the shape.
 */
export class Wave {
  private readonly memory: Int32Array;
  private readonly cellCount: number;
  private readonly size: number;
  /** Words in a set of cells. */
  private readonly words: number;
  private readonly peersAt: number;
  /** For each cell, three words: where the claims of its row, its column and its box start. */
  private readonly unitsAt: number;
  /**
   * The claims, one a unit and digit: the latest settle in which a single of that digit in that unit was
   * noted. A number, not a flag, so that a new settle starts with none without clearing anything.
   */
  private readonly claimsAt: number;
  /**
   * The wave at level l starts at `levelsAt + l * stride`: the cells' states (cell c at c), the set of
   * digit 1 (at `cellCount`), of digit 2 and so on, then the number of open cells (at `openAt`).
   */
  private readonly levelsAt: number;
  private readonly stride: number;
  private readonly openAt: number;
  /**
   * Each level's words, as a view made the first time a guess copies that level: `set` from a view is
   * a cheaper call than `copyWithin`, and a call is most of the price of copying 109 words.
   */
  private readonly views: Int32Array[] = [];
  /** Where `solution` writes the digits. */
  private readonly board: Uint8Array;

  /**
   * Collapse `cell` to `digit` at `level` (none with `cell` -1), then propagate until nothing is
   * forced: every open cell left with one candidate collapses to it (a placement, reason 'single'),
   * and so on. True when that ends with no contradiction (every cell collapsed, or every open cell
   * with two candidates or more); false, with the contradiction reported, as soon as a cell has no
   * candidate left, or two cells of a unit are left with the same single candidate (collapsing either
   * would empty the other).
   *
   * A collapse takes the cell out of the open cells and out of the sets of its other candidates (a
   * single has none); it stays in its digit's set, where nothing looks for it, since none of its peers
   * has the digit any more. The digit's set then gives the peers that lose it, 32 cells a word.
   *
   * The article collapses one single at a time, the first in row-major order, and notices a cell with
   * no candidate only when no single comes before it. This collapses the latest single found first (the
   * pending singles are a stack), and notices a dead end the moment it is certain. The outcome is the
   * same, and so are the choices and the guesses: collapsing singles only removes candidates, so an
   * empty cell stays empty whatever comes first, two singles of one digit in one unit empty one
   * another, and with neither the singles all collapse, in whatever order, to the same wave. Only the
   * placements on the way to a dead end differ: fewer than the article's, and a little fewer than
   * collapsing the first in row-major order (3% on top95), which also has to search for it.
   *
   * The hot loop of the search, in one body so that every field it reads stays in a local: it calls
   * nothing but core's `countPlacement` (and the trace, when there is one). Made by the constructor, over
   * the wave's own memory and layout, rather than a method: V8 compiles a function made only once (as it
   * is with one wave a shape) with the values it closes over built in, the array's base and bound
   * included, where a method reads them from the object and holds them in registers (about 4% of a
   * search).
   */
  readonly collapseAndSettle: (level: number, cell: number, digit: number) => boolean;

  /** The solve the wave works for, from `begin` to `forget`. */
  private context!: SearchContext<WfcCounter>;
  private trace: SearchContext['trace'];
  private counters!: Counters<WfcCounter>;
  /** The singles the givens left, pending at the start of the first settle. */
  private pendingAtStart = 0;
  /** Settles so far in this solve: the number of the current one. */
  private settles = 0;

  constructor(private readonly tables: ShapeTables) {
    const { cellCount, size, unitsOfCell } = tables;
    const layout = layoutOf(tables);
    this.cellCount = cellCount;
    this.size = size;
    this.words = layout.words;
    this.peersAt = layout.peersAt;
    this.unitsAt = layout.unitsAt;
    this.claimsAt = layout.claimsAt;
    this.levelsAt = layout.levelsAt;
    this.stride = layout.stride;
    this.openAt = layout.openAt;
    this.memory = new Int32Array(layout.length);
    this.board = new Uint8Array(cellCount);
    this.memory.set(cellBitsFor(tables).peers, this.peersAt);
    for (let k = 0; k < cellCount * 3; k++) {
      this.memory[this.unitsAt + k] = this.claimsAt + unitsOfCell[k]! * size;
    }
    const waveMemory = this.memory;
    const { words, peersAt, unitsAt, levelsAt, stride, openAt } = layout;
    // See the field's comment for why this is a closure.
    this.collapseAndSettle = (level: number, cell: number, digit: number): boolean => {
      // Into a local once: used directly, the closure's variable leaves the search slower.
      const memory = waveMemory;
      const { context, trace, counters } = this;
      const settled = ++this.settles;
      const wave = levelsAt + level * stride;
      const digitSets = wave + cellCount;
      const open = wave + openAt;
      let emptied = -1;
      // Collapses so far, taken from the open cells' count when the wave settles (a wave given up keeps it).
      let placed = 0;
      let pending = this.pendingAtStart;
      this.pendingAtStart = 0;
      for (;;) {
        if (cell >= 0) {
          const state = memory[wave + cell]!;
          memory[wave + cell] = State.Collapsed + digit;
          placed++;
          const cellWord = cell >>> 5;
          const cellBit = 1 << (cell & 31);
          for (let others = state & State.Digits & ~(1 << (digit - 1)); others !== 0; others &= others - 1) {
            memory[digitSets + (31 - Math.clz32(others & -others)) * words + cellWord]! ^= cellBit;
          }

          // The peers that may still take the digit lose it.
          const lose = (1 << (digit - 1)) + State.OneCandidate;
          const set = digitSets + (digit - 1) * words;
          const cellPeers = peersAt + cell * words;
          let removedCount = 0;
          removal: for (let word = 0; word < words; word++) {
            const holders = memory[set + word]!;
            const removed = holders & memory[cellPeers + word]!;
            if (removed === 0) continue;
            memory[set + word] = holders ^ removed;
            for (let bits = removed; bits !== 0; bits &= bits - 1) {
              const bit = bits & -bits;
              const peer = cellAt(word, bit);
              const left = memory[wave + peer]! - lose;
              memory[wave + peer] = left;
              removedCount++;
              if (trace !== undefined) trace({ type: 'eliminate', cell: peer, digit });
              if (left < State.TwoCandidates) {
                if (left < State.OneCandidate) {
                  emptied = peer;
                  break removal;
                }
                // A pending single of the same digit in one of its units: a dead end already, found
                // here without collapsing the singles before it (a quarter of the placements on top95).
                const only = 31 - Math.clz32(left & State.Digits);
                const units = unitsAt + peer * 3;
                const inRow = memory[units]! + only;
                const inColumn = memory[units + 1]! + only;
                const inBox = memory[units + 2]! + only;
                if (memory[inRow] === settled || memory[inColumn] === settled || memory[inBox] === settled) {
                  emptied = peer;
                  break removal;
                }
                memory[inRow] = settled;
                memory[inColumn] = settled;
                memory[inBox] = settled;
                memory[pending++] = pendingSingle(peer, left);
              }
            }
          }
          counters.propagations += removedCount;
          if (emptied >= 0) break;
        }

        // The next single: the latest found.
        if (pending === 0) {
          memory[open]! -= placed;
          return true;
        }
        const single = memory[--pending]!;
        cell = single >>> 5;
        digit = single & 31;
        context.countPlacement();
        if (trace !== undefined) trace({ type: 'place', cell, digit, reason: 'single' });
      }
      this.contradiction(emptied);
      return false;
    };
  }

  /**
   * Start on `context`'s puzzle: lay out the givens' wave (level 0) and settle it. False when it holds a
   * contradiction, already reported.
   */
  begin(context: SearchContext<WfcCounter>): boolean {
    this.context = context;
    this.trace = context.trace;
    this.counters = context.counters;
    this.settles = 0;
    this.pendingAtStart = 0;
    const { memory, trace, cellCount, size, words, openAt, tables } = this;
    const { peerCount, peers } = tables;
    memory.fill(0, this.claimsAt, this.levelsAt + this.stride);

    // An open cell's candidates are the digits none of its peers was given.
    const wave = this.levelsAt;
    const given = context.puzzle.cells;
    let emptied = -1;
    let removed = 0;
    for (let cell = 0; cell < cellCount; cell++) {
      if (given[cell] !== 0) {
        memory[wave + cell] = State.Collapsed + given[cell]!;
        continue;
      }
      let candidates = (1 << size) - 1;
      for (let at = cell * peerCount, end = at + peerCount; at < end; at++) {
        const digit = given[peers[at]!]!;
        if (digit === 0 || (candidates & (1 << (digit - 1))) === 0) continue;
        candidates ^= 1 << (digit - 1);
        removed++;
        trace?.({ type: 'eliminate', cell, digit });
      }
      const entropy = popcount(candidates);
      memory[wave + cell] = candidates + entropy * State.OneCandidate;
      memory[wave + openAt]!++;
      const word = cell >>> 5;
      const bit = 1 << (cell & 31);
      for (let digits = candidates; digits !== 0; digits &= digits - 1) {
        memory[wave + cellCount + (31 - Math.clz32(digits & -digits)) * words + word]! |= bit;
      }
      if (entropy === 1) memory[this.pendingAtStart++] = pendingSingle(cell, candidates);
      else if (entropy === 0 && emptied < 0) emptied = cell;
    }
    this.counters.propagations += removed;
    if (emptied < 0) return this.collapseAndSettle(0, -1, 0);
    this.contradiction(emptied);
    return false;
  }

  /** Lets go of the solve: its callback and its puzzle, so an idle wave holds nothing of them. */
  forget(): void {
    this.trace = undefined;
  }

  /** True when every cell has collapsed at `level`. */
  isSolved(level: number): boolean {
    return this.memory[this.levelAt(level) + this.openAt] === 0;
  }

  /** The board at `level`, every cell collapsed: each cell's digit. */
  solution(level: number): Uint8Array {
    const { memory, board } = this;
    const wave = this.levelAt(level);
    for (let cell = 0; cell < board.length; cell++) board[cell] = memory[wave + cell]! & State.Digits;
    return board;
  }

  /** The candidates of an open cell at `level`, as a digit mask (bit d-1 for digit d). */
  candidatesOf(level: number, cell: number): number {
    return this.memory[this.levelAt(level) + cell]! & State.Digits;
  }

  /** Work at level `to` from the state of level `from`: a copy, unless they are the same level. */
  enter(from: number, to: number): void {
    if (to === from) return;
    let view = this.views[from];
    if (view === undefined) {
      const start = this.levelAt(from);
      view = this.views[from] = this.memory.subarray(start, start + this.stride);
    }
    this.memory.set(view, this.levelAt(to));
  }

  /**
   * The first open cell, in row-major order, with the fewest candidates: the article's choice. Call on
   * a settled wave that is not solved, where no open cell has fewer than two.
   */
  firstLowestEntropy(level: number): number {
    const { memory, cellCount, words, size } = this;
    const wave = this.levelAt(level);
    // Nearly always some cell has two: count each word's cells in the digits' sets, bit-sliced (a
    // collapsed cell is in one set at most), and take the first cell counted exactly twice. On 9x9,
    // the shape nearly every puzzle has, the count is written out digit by digit: a tenth of the time
    // of a search goes here, and the loop's own steps were a quarter of that.
    const digitSets = wave + cellCount;
    for (let word = 0; word < words; word++) {
      const pairs =
        words === 3 && size === 9
          ? pairsAmongNine(memory, digitSets + word)
          : pairsAmong(memory, digitSets + word, words, size);
      if (pairs !== 0) return cellAt(word, pairs & -pairs);
    }
    // States order by entropy first: a state below `bound` (an entropy with no candidate bits) has
    // fewer candidates than the cell found so far, and a later cell with as many is passed over.
    let bound = State.Collapsed;
    let first = -1;
    for (let cell = 0; cell < cellCount; cell++) {
      const state = memory[wave + cell]!;
      if (state >= bound) continue;
      bound = state & ~State.Digits;
      first = cell;
    }
    return first;
  }

  /**
   * An open cell with the fewest candidates, drawn uniformly among the tied ones with `random`. Call on
   * a settled wave that is not solved.
   */
  randomLowestEntropy(level: number, random: () => number): number {
    const { memory, cellCount } = this;
    const wave = this.levelAt(level);
    let lowest = State.Collapsed >>> State.EntropyShift;
    let ties = 0;
    for (let cell = 0; cell < cellCount; cell++) {
      const entropy = memory[wave + cell]! >>> State.EntropyShift;
      if (entropy < lowest) {
        lowest = entropy;
        ties = 1;
      } else if (entropy === lowest) ties++;
    }
    let skip = Math.floor(random() * ties);
    for (let cell = 0; cell < cellCount; cell++) {
      if (memory[wave + cell]! >>> State.EntropyShift === lowest && skip-- === 0) return cell;
    }
    return -1;
  }

  /** Where the wave at `level` starts in `memory`. */
  private levelAt(level: number): number {
    return this.levelsAt + level * this.stride;
  }

  private contradiction(cell: number): void {
    this.trace?.({ type: 'contradiction', cell });
  }
}

/** Where a wave of a shape keeps what in its memory: see `Wave`. */
function layoutOf(tables: ShapeTables) {
  const { cellCount, size, unitCount } = tables;
  const { words } = cellBitsFor(tables);
  const peersAt = cellCount;
  const unitsAt = peersAt + cellCount * words;
  const claimsAt = unitsAt + cellCount * 3;
  const levelsAt = claimsAt + unitCount * size;
  const openAt = cellCount + size * words;
  const stride = openAt + 1;
  // A level is entered by a guess, at most one per open cell, over the givens'.
  const length = levelsAt + (cellCount + 1) * stride;
  return { words, peersAt, unitsAt, claimsAt, levelsAt, openAt, stride, length };
}

/** The parts of a cell's state: an enum, whose values the build inlines (CONTRIBUTING.md, "Hot loops"). */
enum State {
  /** The candidates: one bit per digit, 16 for the largest shape. */
  Digits = 0xffff,
  /** The entropy of a state is the state shifted down by this much. */
  EntropyShift = 16,
  OneCandidate = 1 << 16,
  TwoCandidates = 2 << 16,
  /** A collapsed cell, plus its digit (as a number, not a bit): an entropy above any open cell's. */
  Collapsed = 1 << 30,
}

/**
 * The cells of one word of a set of cells that are in exactly two of `size` digits' sets, the first at
 * `at` and each `words` past the one before.
 */
export function pairsAmong(wave: Int32Array, at: number, words: number, size: number): number {
  let once = 0;
  let twice = 0;
  let more = 0;
  for (let end = at + size * words; at < end; at += words) {
    const cells = wave[at]!;
    more |= twice & cells;
    twice |= once & cells;
    once |= cells;
  }
  return twice & ~more;
}

/** `pairsAmong(wave, at, 3, 9)`, the 9x9 shape's: the same count, written out digit by digit. */
export function pairsAmongNine(wave: Int32Array, at: number): number {
  let once = wave[at]!;
  let twice = 0;
  let more = 0;
  let cells: number;
  cells = wave[at + 3]!;
  more |= twice & cells;
  twice |= once & cells;
  once |= cells;
  cells = wave[at + 6]!;
  more |= twice & cells;
  twice |= once & cells;
  once |= cells;
  cells = wave[at + 9]!;
  more |= twice & cells;
  twice |= once & cells;
  once |= cells;
  cells = wave[at + 12]!;
  more |= twice & cells;
  twice |= once & cells;
  once |= cells;
  cells = wave[at + 15]!;
  more |= twice & cells;
  twice |= once & cells;
  once |= cells;
  cells = wave[at + 18]!;
  more |= twice & cells;
  twice |= once & cells;
  once |= cells;
  cells = wave[at + 21]!;
  more |= twice & cells;
  twice |= once & cells;
  once |= cells;
  cells = wave[at + 24]!;
  more |= twice & cells;
  twice |= once & cells;
  once |= cells;
  return twice & ~more;
}

/**
 * A pending single as one word, its cell and its digit, from its state (or its candidates): the digit
 * is known when the single is found, and reading it back from the wave would be a load more.
 */
function pendingSingle(cell: number, state: number): number {
  return (cell << 5) + 32 - Math.clz32(state & State.Digits);
}

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
