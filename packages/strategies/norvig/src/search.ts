import {
  type Counters,
  bitCount as countDigits,
  lowestDigit as firstDigit,
  type PlaceReason,
  type SearchContext,
  type ShapeTables,
} from '@sudoku-lab/core';

/**
 * Core's bit helpers, held in module constants: the hot loops call them, and a module loader that wraps
 * imports (vitest's does) would otherwise turn every call into a property read on the module object.
 */
const bitCount = countDigits;
const lowestDigit = firstDigit;

/**
 * `Places.Placed` is set on a unit's places mask for a digit once a cell of the unit is determined as
 * that digit: rule 2 is done with it, and two flag bits keep the mask from ever looking like "one place"
 * or "no place" again. An enum, whose value the build inlines (CONTRIBUTING.md, "Hot loops").
 */
enum Places {
  Placed = 0b11 << 16,
}

/**
 * Peter Norvig's "Solving Every Sudoku Puzzle" on typed arrays.
 *
 * Norvig's `values` (cell -> string of candidate digits) is a bitmask per cell; a cell is determined when
 * its mask has one bit. His two rules are the same:
 *   1. a cell reduced to one digit removes that digit from its peers;
 *   2. a unit with one place left for a digit puts the digit there.
 * `assign` eliminates every other digit from a cell, `eliminate` removes one candidate and notes the
 * rules it triggers, `propagate` runs them to a fixpoint, and `search` takes the cell with the fewest
 * candidates and tries each of its digits on a copy of the state.
 *
 * Where it departs from sudoku.py, for speed only (the fixpoint, hence every solution and every
 * contradiction, is the same):
 * - Norvig's `dplaces` (the cells of a unit that still hold a digit) are kept up to date rather than
 *   recomputed: the state holds, per unit and digit, a mask of the unit's positions that still hold it.
 *   Rule 2 reads it directly (one bit left: the place; none: a contradiction), and rule 1 visits just the
 *   peers that hold the digit, from the masks of the cell's three units.
 * - The rules are queued instead of recursing: rule 1 first (determined cells whose digit has yet to
 *   leave their peers), then rule 2 (unit-digit masks down to one place).
 * - The givens are read in one pass (each cell starts without the digits given among its peers) rather
 *   than assigned one by one.
 * - The copies live in a preallocated stack, one state per search depth, copied with TypedArray.set, so a
 *   search node allocates nothing.
 */
/** The counter norvig adds to the common stats. */
export type NorvigCounter = 'eliminations';

export class NorvigSearch {
  private readonly size: number;
  private readonly cellCount: number;
  private readonly allDigits: number;
  private readonly units: Uint16Array;
  private readonly unitsOfCell: Uint16Array;
  /** Where cell c's k-th unit (row, column, box) keeps its places masks in the state: [c * 3 + k] + digit - 1. */
  private readonly placesOfCell: Int32Array;
  /** Cell c's bit in its k-th unit's places masks: [c * 3 + k]. */
  private readonly positionOfCell: Int32Array;

  /**
   * stack[depth]: the state at that search depth; a branch at depth d works on stack[d + 1]. A state is
   * the candidates of every cell, then, for unit u and digit d, the mask of u's positions that still hold
   * d at cellCount + u * size + d - 1.
   */
  private readonly stack: Int32Array[] = [];
  private readonly stateLength: number;
  /** The state being propagated: one of the stack's arrays. */
  private state: Int32Array;

  /** Rule 1's work: determined cells whose digit has yet to leave their peers. */
  private readonly singles: Int32Array;
  private singleCount = 0;
  /** Rule 2's work: places masks (their index in the state) that fell to one position. */
  private readonly hiddens: Int32Array;
  private hiddenCount = 0;

  /** The solve in progress (set by `run`, dropped by `forget`). */
  private context!: SearchContext<NorvigCounter>;
  private trace: SearchContext['trace'];
  private counters!: Counters<NorvigCounter>;
  /** The puzzle being loaded, read once from its Grid. */
  private readonly givens: Int32Array;
  /** The digits given in each unit, while loading. */
  private readonly givenInUnit: Int32Array;
  /** The solution handed to the context: digits, row-major. */
  private readonly board: number[];

  constructor(tables: ShapeTables) {
    const { size, cellCount, unitCount, units, unitsOfCell } = tables;
    this.size = size;
    this.cellCount = cellCount;
    this.allDigits = (1 << size) - 1;
    this.units = units;
    this.unitsOfCell = unitsOfCell;
    this.placesOfCell = Int32Array.from(unitsOfCell, (unit) => cellCount + unit * size);
    this.positionOfCell = new Int32Array(cellCount * 3);
    for (let k = 0; k < cellCount * 3; k++) {
      const start = unitsOfCell[k]! * size;
      this.positionOfCell[k] = 1 << units.subarray(start, start + size).indexOf(Math.floor(k / 3));
    }
    this.stateLength = cellCount + unitCount * size;
    this.state = this.stateAt(0);
    this.singles = new Int32Array(cellCount);
    this.hiddens = new Int32Array(unitCount * size);
    this.board = new Array<number>(cellCount).fill(0);
    this.givens = new Int32Array(cellCount);
    this.givenInUnit = new Int32Array(unitCount);
  }

  /** Solves context.puzzle, reporting to the context. */
  run(context: SearchContext<NorvigCounter>): void {
    this.context = context;
    this.trace = context.trace;
    this.counters = context.counters;
    if (this.load(context.puzzle.cells)) this.search(0);
  }

  /** Lets go of the solve that ran, however it ended: its queues, and its callback and puzzle. */
  forget(): void {
    this.clearWork();
    this.context = undefined!;
    this.trace = undefined;
    this.counters = undefined!;
  }

  /** The state array of a search depth, allocated the first time the search gets that deep. */
  private stateAt(depth: number): Int32Array {
    // Every search level determines at least one more cell, so the depth never exceeds the cell count.
    while (this.stack.length <= depth) this.stack.push(new Int32Array(this.stateLength));
    return this.stack[depth]!;
  }

  /**
   * Norvig's parse_grid, in bulk: a given holds its digit, and every other cell starts with the digits
   * none of its peers was given (each given's digit has left its peers, as rule 1 would). Givens are set,
   * not assigned, so they are never counted or traced as placements; a cell left with one digit is.
   * Then the places masks are built from the candidates, and propagation takes over.
   */
  private load(cells: readonly number[]): boolean {
    const state = (this.state = this.stack[0]!);
    const { cellCount, allDigits, unitsOfCell, placesOfCell, positionOfCell, givens, givenInUnit } = this;
    givenInUnit.fill(0);
    for (let cell = 0; cell < cellCount; cell++) {
      const digit = (givens[cell] = cells[cell]!);
      if (digit === 0) continue;
      for (let k = cell * 3, end = k + 3; k < end; k++) givenInUnit[unitsOfCell[k]!]! |= 1 << (digit - 1);
    }
    state.fill(0, cellCount);
    for (let cell = 0; cell < cellCount; cell++) {
      const k = cell * 3;
      const given = givens[cell]!;
      let candidates = given === 0 ? 0 : 1 << (given - 1);
      if (given === 0) {
        const taken =
          givenInUnit[unitsOfCell[k]!]! |
          givenInUnit[unitsOfCell[k + 1]!]! |
          givenInUnit[unitsOfCell[k + 2]!]!;
        candidates = allDigits & ~taken;
        this.counters.eliminations += bitCount(taken);
        if (this.trace !== undefined) {
          for (let gone = taken; gone !== 0; gone &= gone - 1)
            this.trace({ type: 'eliminate', cell, digit: lowestDigit(gone) });
        }
        if (candidates === 0) return this.contradiction(cell);
      }
      state[cell] = candidates;
      for (; candidates !== 0; candidates &= candidates - 1) {
        const digitIndex = 31 - Math.clz32(candidates & -candidates);
        for (let j = k; j < k + 3; j++) state[placesOfCell[j]! + digitIndex]! |= positionOfCell[j]!;
      }
    }
    // Rule 1 for the givens and for the cells their digits left with one; rule 2 for every unit and digit.
    for (let cell = 0; cell < cellCount; cell++) {
      const candidates = state[cell]!;
      if ((candidates & (candidates - 1)) !== 0) continue;
      if (givens[cell] === 0) {
        this.context.countPlacement();
        if (this.trace !== undefined)
          this.trace({ type: 'place', cell, digit: lowestDigit(candidates), reason: 'single' });
      }
      this.setDetermined(cell, candidates);
    }
    for (let at = cellCount; at < this.stateLength; at++) {
      const places = state[at]!;
      if ((places & (places - 1)) !== 0) continue; // two places or more, or placed
      if (places === 0)
        return this.contradiction(this.units[at - cellCount - ((at - cellCount) % this.size)]!);
      this.hiddens[this.hiddenCount++] = at;
    }
    return this.propagate();
  }

  /** Norvig's search: done when every cell is determined, else try each digit of the cell with the fewest candidates. */
  private search(depth: number): boolean {
    const state = this.stack[depth]!;
    const cell = this.fewestCandidates(state);
    if (cell < 0) return this.solved(state);

    const next = this.stack[depth + 1] ?? this.stateAt(depth + 1);
    const trace = this.trace;
    for (let candidates = state[cell]!; candidates !== 0; candidates &= candidates - 1) {
      next.set(state);
      this.state = next;
      if (trace !== undefined) trace({ type: 'guess', cell });
      // Counted once assign has counted its placement (the cell's last elimination), so a budget that
      // refuses the placement leaves no guess over; after propagation, that placement always comes.
      const assigned = this.assign(cell, candidates & -candidates, 'guess');
      this.counters.guesses++;
      if (assigned && this.propagate()) {
        if (this.search(depth + 1)) return true;
      } else {
        this.clearWork();
      }
      this.counters.backtracks++;
      if (trace !== undefined) trace({ type: 'backtrack' });
    }
    return false;
  }

  /**
   * The undetermined cell with the fewest candidates (the first such in row-major order), or -1 when every
   * cell is determined. Two is the least an undetermined cell can have, so the scan stops at the first.
   */
  private fewestCandidates(state: Int32Array): number {
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

  private solved(state: Int32Array): boolean {
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
    this.counters.eliminations++;
    if (this.trace !== undefined) this.trace({ type: 'eliminate', cell, digit: lowestDigit(bit) });
    if (left === 0 || !this.unplace(cell, bit)) return this.contradiction(cell);
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
  private unplace(cell: number, bit: number): boolean {
    const { state, placesOfCell, positionOfCell } = this;
    const digitIndex = 31 - Math.clz32(bit);
    for (let k = cell * 3, end = k + 3; k < end; k++) {
      const at = placesOfCell[k]! + digitIndex;
      const places = state[at]! & ~positionOfCell[k]!;
      state[at] = places;
      if ((places & (places - 1)) === 0) {
        if (places === 0) return false;
        this.hiddens[this.hiddenCount++] = at;
      }
    }
    return true;
  }

  /** The cell holds `bit` alone: its units are done with the digit, and rule 1 is queued. */
  private setDetermined(cell: number, bit: number): void {
    const { state, placesOfCell } = this;
    state[cell] = bit;
    const digitIndex = 31 - Math.clz32(bit);
    for (let k = cell * 3, end = k + 3; k < end; k++) state[placesOfCell[k]! + digitIndex]! |= Places.Placed;
    this.singles[this.singleCount++] = cell;
  }

  /** Runs the queued rules until none is left (true) or a contradiction (false, the queues emptied). */
  private propagate(): boolean {
    const { size, cellCount, units, placesOfCell, positionOfCell, allDigits } = this;
    for (;;) {
      // Rule 1 first: the cell's digit leaves the peers that hold it, found in its units' places masks.
      while (this.singleCount > 0) {
        const cell = this.singles[--this.singleCount]!;
        const state = this.state;
        const bit = state[cell]!;
        const digitIndex = 31 - Math.clz32(bit);
        for (let k = cell * 3, end = k + 3; k < end; k++) {
          const at = placesOfCell[k]! + digitIndex;
          const unitStart = at - cellCount - digitIndex;
          for (
            let holders = state[at]! & allDigits & ~positionOfCell[k]!;
            holders !== 0;
            holders &= holders - 1
          ) {
            const peer = units[unitStart + 31 - Math.clz32(holders & -holders)]!;
            if (!this.eliminate(peer, bit, 'single')) return this.clearWork();
          }
        }
      }
      if (this.hiddenCount === 0) return true;
      // Rule 2: the one place left for a digit in a unit, unless the digit was placed there since.
      const at = this.hiddens[--this.hiddenCount]!;
      const places = this.state[at]!;
      if ((places & Places.Placed) !== 0) continue;
      const digitIndex = (at - cellCount) % size;
      const place = units[at - cellCount - digitIndex + 31 - Math.clz32(places)]!;
      if (!this.assign(place, 1 << digitIndex, 'hidden')) return this.clearWork();
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
