import {
  bitCount,
  lowestDigit,
  type PlaceReason,
  type SearchContext,
  type ShapeTables,
} from '@sudoku-lab/core';

/**
 * A digit already determined in a unit has its place count lifted by this much, so that its peers losing
 * the digit (rule 1 at work) never make it look like a hidden single or a missing digit. A unit has at
 * most 16 cells, so the count never falls back below 2.
 */
const PLACED = 0x40;

/**
 * Peter Norvig's "Solving Every Sudoku Puzzle" on typed arrays.
 *
 * Norvig's `values` (cell -> string of candidate digits) is a bitmask per cell; a cell is determined when
 * its mask has a single bit. His two rules are the same:
 *   1. a cell reduced to one digit removes that digit from its peers;
 *   2. a unit with one place left for a digit puts the digit there.
 * `assign` eliminates every other digit from a cell, `eliminate` removes one candidate and notes the rules
 * it triggers, `propagate` runs them to a fixpoint, and `search` takes the cell with the fewest candidates
 * and tries each of its digits on a copy of the state.
 *
 * Where it departs from sudoku.py, for speed only (the fixpoint, hence every solution and every
 * contradiction, is the same):
 * - Rule 2 needs no unit scans: the state also holds, per unit and digit, how many places the digit has
 *   left there. `eliminate` decrements the counts of the cell's three units: at 0 the digit has no place
 *   (a contradiction), at 1 the unit is queued for rule 2.
 * - The rules are queued instead of recursing: rule 1 first (determined cells whose digit has yet to
 *   leave their peers), then rule 2 (unit-digit pairs down to one place).
 * - The copies live in a preallocated stack, one state per search depth, copied with TypedArray.set, so a
 *   search node allocates nothing.
 */
export class NorvigSearch {
  private readonly size: number;
  private readonly cellCount: number;
  private readonly allDigits: number;
  private readonly peerCount: number;
  private readonly peers: Uint16Array;
  private readonly units: Uint16Array;
  /** Where cell c's three units keep their place counts in the state: countsOfCell[c * 3 + k] + digit - 1. */
  private readonly countsOfCell: Uint16Array;

  /**
   * stack[depth]: the state at that search depth; a branch at depth d works on stack[d + 1]. A state is
   * the candidates of every cell, then, for unit u and digit d, the places d has left in u at
   * cellCount + u * size + d - 1.
   */
  private readonly stack: Uint16Array[] = [];
  /** The state being propagated: one of the stack's arrays. */
  private state: Uint16Array;

  /** Rule 1's work: determined cells whose digit has yet to leave their peers. */
  private readonly singles: Int32Array;
  private singleCount = 0;
  /** Rule 2's work: place counts (their index in the state) that fell to one. */
  private readonly hiddens: Int32Array;
  private hiddenCount = 0;

  /** The solve in progress (set by `run`). */
  private context!: SearchContext;
  private trace: SearchContext['trace'];
  private eliminations = 0;
  private guesses = 0;
  private backtracks = 0;
  /** The solution handed to the context: digits, row-major. */
  private readonly board: Uint8Array;

  constructor(readonly tables: ShapeTables) {
    const { size, cellCount, unitCount, unitsOfCell } = tables;
    this.size = size;
    this.cellCount = cellCount;
    this.allDigits = (1 << size) - 1;
    this.peerCount = tables.peerCount;
    this.peers = tables.peers;
    this.units = tables.units;
    this.countsOfCell = unitsOfCell.map((unit) => cellCount + unit * size);
    const stateLength = cellCount + unitCount * size;
    // Every search level determines at least one more cell, so the depth never exceeds the cell count.
    for (let depth = 0; depth <= cellCount; depth++) this.stack.push(new Uint16Array(stateLength));
    this.state = this.stack[0]!;
    this.singles = new Int32Array(cellCount);
    this.hiddens = new Int32Array(unitCount * size);
    this.board = new Uint8Array(cellCount);
  }

  /** Solves context.puzzle, reporting to the context; the counters reach context.stats even when a budget stops it. */
  run(context: SearchContext): void {
    this.context = context;
    this.trace = context.trace;
    this.eliminations = this.guesses = this.backtracks = 0;
    try {
      if (this.load(context.puzzle.cells)) this.search(0);
    } finally {
      const { stats } = context;
      stats.eliminations = this.eliminations;
      stats.guesses = this.guesses;
      stats.backtracks = this.backtracks;
      this.trace = undefined;
      this.clearWork();
    }
  }

  /**
   * Norvig's parse_grid: every cell starts with every digit, then each given's digit is set and leaves its
   * peers. Givens are set directly, not assigned, so they are never counted or traced as placements.
   */
  private load(cells: readonly number[]): boolean {
    const state = (this.state = this.stack[0]!);
    const { cellCount, size } = this;
    state.fill(this.allDigits, 0, cellCount);
    state.fill(size, cellCount);
    for (let cell = 0; cell < cellCount; cell++) {
      const digit = cells[cell]!;
      if (digit === 0) continue;
      const bit = 1 << (digit - 1);
      for (let others = this.allDigits & ~bit; others !== 0; others &= others - 1) {
        this.uncount(cell, others & -others);
      }
      this.setDetermined(cell, bit);
    }
    return this.propagate();
  }

  /** Norvig's search: done when every cell is determined, else try each digit of the cell with the fewest candidates. */
  private search(depth: number): boolean {
    const state = this.stack[depth]!;
    const cell = this.fewestCandidates(state);
    if (cell < 0) return this.solved(state);

    const next = this.stack[depth + 1]!;
    const trace = this.trace;
    for (let candidates = state[cell]!; candidates !== 0; candidates &= candidates - 1) {
      next.set(state);
      this.state = next;
      if (trace !== undefined) trace({ type: 'guess', cell });
      this.guesses++;
      if (this.assign(cell, candidates & -candidates, 'guess') && this.propagate()) {
        if (this.search(depth + 1)) return true;
      } else {
        this.clearWork();
      }
      this.backtracks++;
      if (trace !== undefined) trace({ type: 'backtrack' });
    }
    return false;
  }

  /**
   * The undetermined cell with the fewest candidates (the first such in row-major order), or -1 when every
   * cell is determined. Two is the least an undetermined cell can have, so the scan stops at the first.
   */
  private fewestCandidates(state: Uint16Array): number {
    let best = -1;
    let fewest = this.size + 1;
    for (let cell = 0; cell < this.cellCount; cell++) {
      const mask = state[cell]!;
      if ((mask & (mask - 1)) === 0) continue;
      const count = bitCount(mask);
      if (count < fewest) {
        best = cell;
        fewest = count;
        if (count === 2) break;
      }
    }
    return best;
  }

  private solved(state: Uint16Array): boolean {
    const board = this.board;
    for (let cell = 0; cell < this.cellCount; cell++) board[cell] = lowestDigit(state[cell]!);
    return this.context.foundSolution(board);
  }

  /**
   * Norvig's assign: eliminate every other digit from the cell. The last elimination determines the cell,
   * for `reason`.
   */
  private assign(cell: number, bit: number, reason: PlaceReason): boolean {
    const candidates = this.state[cell]!;
    if ((candidates & bit) === 0) return this.contradiction(cell);
    for (let others = candidates & ~bit; others !== 0; others &= others - 1) {
      if (!this.eliminate(cell, others & -others, reason)) return false;
    }
    return true;
  }

  /**
   * Norvig's eliminate: remove one candidate. A cell left with one digit is determined (rule 1 queued);
   * a unit left with one place for the digit is queued for rule 2; none left anywhere is a contradiction.
   */
  private eliminate(cell: number, bit: number, reason: PlaceReason): boolean {
    const state = this.state;
    const left = state[cell]! & ~bit;
    this.eliminations++;
    if (this.trace !== undefined) this.trace({ type: 'eliminate', cell, digit: lowestDigit(bit) });
    if (left === 0) return this.contradiction(cell);
    if (!this.uncount(cell, bit)) return this.contradiction(cell);
    if ((left & (left - 1)) === 0) {
      this.context.countPlacement();
      if (this.trace !== undefined) this.trace({ type: 'place', cell, digit: lowestDigit(left), reason });
      this.setDetermined(cell, left);
    } else {
      state[cell] = left;
    }
    return true;
  }

  /**
   * Takes the cell out of the places of `bit` in its three units: false when a unit has no place left for
   * it; a unit left with one place is queued for rule 2.
   */
  private uncount(cell: number, bit: number): boolean {
    const { state, countsOfCell } = this;
    const digitIndex = 31 - Math.clz32(bit);
    for (let k = cell * 3, end = k + 3; k < end; k++) {
      const at = countsOfCell[k]! + digitIndex;
      const places = --state[at]!;
      if (places <= 1) {
        if (places === 0) return false;
        this.hiddens[this.hiddenCount++] = at;
      }
    }
    return true;
  }

  /** The cell holds `bit` alone: its units stop counting places for the digit, and rule 1 is queued. */
  private setDetermined(cell: number, bit: number): void {
    const { state, countsOfCell } = this;
    state[cell] = bit;
    const digitIndex = 31 - Math.clz32(bit);
    for (let k = cell * 3, end = k + 3; k < end; k++) state[countsOfCell[k]! + digitIndex]! += PLACED;
    this.singles[this.singleCount++] = cell;
  }

  /** Runs the queued rules until none is left (true) or a contradiction (false, the queues emptied). */
  private propagate(): boolean {
    const { peers, peerCount, size, cellCount, units } = this;
    for (;;) {
      // Rule 1 first: it is the cheaper, and its eliminations may queue more of both rules.
      while (this.singleCount > 0) {
        const cell = this.singles[--this.singleCount]!;
        const state = this.state;
        const bit = state[cell]!;
        for (let k = cell * peerCount, end = k + peerCount; k < end; k++) {
          const peer = peers[k]!;
          if ((state[peer]! & bit) !== 0 && !this.eliminate(peer, bit, 'single')) return this.clearWork();
        }
      }
      if (this.hiddenCount === 0) return true;
      // Rule 2: the one place left for a digit in a unit, unless it was determined since it was queued.
      const at = this.hiddens[--this.hiddenCount]!;
      if (this.state[at] !== 1) continue;
      const unitStart = at - cellCount - ((at - cellCount) % size);
      const bit = 1 << (at - cellCount - unitStart);
      let k = unitStart;
      while ((this.state[units[k]!]! & bit) === 0) k++;
      if (!this.assign(units[k]!, bit, 'hidden')) return this.clearWork();
    }
  }

  private contradiction(cell: number): false {
    if (this.trace !== undefined) this.trace({ type: 'contradiction', cell });
    return false;
  }

  /** Empties both queues: after a contradiction, or after a solve. */
  private clearWork(): false {
    this.singleCount = 0;
    this.hiddenCount = 0;
    return false;
  }
}
