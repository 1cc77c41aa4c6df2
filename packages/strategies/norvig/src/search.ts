import {
  bitCount,
  type Counters,
  cageSumReachable,
  lowestDigit,
  type PlaceReason,
  type RuleTables,
  type SearchContext,
  type ShapeTables,
} from '@sudoku-lab/core';

/**
 * Peter Norvig's "Solving Every Sudoku Puzzle", his names kept.
 *
 *   digit    1..size, held as its bit: digit d is 1 << (d - 1).
 *   values   the candidates of every cell, a mask of digits a cell (Norvig's `values` dict); a cell
 *            whose mask has one bit is determined.
 *   unit     a house: cells that hold every digit once (a row, a column, a box).
 *   peers    the cells that may not share a cell's digit: those of its units, and any others core's
 *            tables list.
 *
 * The two rules:
 *   1. a cell reduced to one digit eliminates it from its peers;
 *   2. a unit with only one place for a digit puts it there.
 * `eliminate` removes one candidate and applies both rules; `assign` eliminates every other digit from a
 * cell; `search` tries each digit of the cell with the fewest candidates, each on a copy of `values`.
 */

/** Every unit of a cell, for rule 2 (see placeInUnits). */
const EVERY_UNIT = -1;

/** The counter norvig adds to the common stats. */
export type NorvigCounter = 'eliminations';

/** Norvig's `units` and `peers`, cell by cell, and the cells of each unit. */
interface Houses {
  readonly size: number;
  readonly cellCount: number;
  readonly unitCount: number;
  /** Every digit's bit. */
  readonly allDigits: number;
  /** cellsOf[unit]: the unit's cells. */
  readonly cellsOf: readonly (readonly number[])[];
  /** unitsOf[cell]: the units the cell is in. */
  readonly unitsOf: readonly (readonly number[])[];
  /** placeOf[cell][k]: the cell's bit among the places of its k-th unit (bit i: the unit's i-th cell). */
  readonly placeOf: readonly (readonly number[])[];
  /** peersOutsideUnits[cell]: the cell's peers that share none of its units (none on a plain board). */
  readonly peersOutsideUnits: readonly (readonly number[])[];
  /** A killer's cages with a sum: their digits differ (they are peers) and add up to it. None on a classic puzzle. */
  readonly cages: readonly { readonly cells: readonly number[]; readonly sum: number }[];
}

/** The houses of a shape, read from core's tables once: the units list their cells, and each cell its units and peers. */
export function housesOf(tables: ShapeTables): Houses {
  const { size, cellCount, unitCount, units, peers, peerCount } = tables;
  const peersOf = Array.from({ length: cellCount }, (_, cell) =>
    Array.from(peers.subarray(cell * peerCount, cell * peerCount + peerCount)),
  );
  return housesFrom(size, cellCount, unitCount, units, peersOf, []);
}

/**
 * The houses of a variant, from core's rule tables: its units (rows, columns, regions, houses of
 * size cells), its peers (those of the units and cages, and of the knight's or king's moves), its
 * cages with sums. Norvig's two rules then work as they are; the sums are a third (see keepSums).
 */
export function housesOfRules(rules: RuleTables): Houses {
  const { size, cellCount, unitCount, units, peerStart, peers, cageCount, cageStart, cageCells, cageSum } =
    rules;
  const peersOf = Array.from({ length: cellCount }, (_, cell) =>
    Array.from(peers.subarray(peerStart[cell]!, peerStart[cell + 1]!)),
  );
  const cages: { cells: number[]; sum: number }[] = [];
  for (let cage = 0; cage < cageCount; cage++) {
    if (cageSum[cage]! > 0) {
      cages.push({
        cells: Array.from(cageCells.subarray(cageStart[cage]!, cageStart[cage + 1]!)),
        sum: cageSum[cage]!,
      });
    }
  }
  return housesFrom(size, cellCount, unitCount, units, peersOf, cages);
}

function housesFrom(
  size: number,
  cellCount: number,
  unitCount: number,
  units: Uint16Array,
  peersOf: readonly (readonly number[])[],
  cages: Houses['cages'],
): Houses {
  const cellsOf = Array.from({ length: unitCount }, (_, unit) =>
    Array.from(units.subarray(unit * size, unit * size + size)),
  );
  const unitsOf = Array.from({ length: cellCount }, () => [] as number[]);
  const placeOf = Array.from({ length: cellCount }, () => [] as number[]);
  cellsOf.forEach((cells, unit) => {
    cells.forEach((cell, position) => {
      unitsOf[cell]!.push(unit);
      placeOf[cell]!.push(1 << position);
    });
  });
  const peersOutsideUnits = Array.from({ length: cellCount }, (_, cell) =>
    peersOf[cell]!.filter((peer) => !unitsOf[cell]!.some((unit) => cellsOf[unit]!.includes(peer))),
  );
  return {
    size,
    cellCount,
    unitCount,
    allDigits: (1 << size) - 1,
    cellsOf,
    unitsOf,
    placeOf,
    peersOutsideUnits,
    cages,
  };
}

/**
 * What search copies at each guess, as Norvig copies `values`: the candidates, and Norvig's `dplaces`,
 * the places a unit has left for a digit. Norvig recomputes a unit's places each time a cell of it
 * loses the digit; here each unit keeps them, a mask of its positions, so rule 2 reads them off.
 */
interface SearchState {
  /** values[cell]: the cell's candidates. */
  readonly values: Int32Array;
  /** dplaces[unit * size + d - 1]: the positions in the unit (bit i: its i-th cell) that still hold digit d. */
  readonly dplaces: Int32Array;
}

/**
 * The search of one shape, kept between solves (core's Lease lends it to one solve at a time): its
 * houses, and a state for each search depth, so that the copy a guess makes reuses the last one's arrays.
 */
export interface NorvigSearch {
  /** Solves the context's puzzle, reporting to the context. */
  run(context: SearchContext<NorvigCounter>): void;
  /** Lets go of the solve that ran, its callback and puzzle, however it ended. */
  forget(): void;
}

/** The search over these houses: a shape's (housesOf) or a variant's (housesOfRules). */
export function norvigSearch(houses: Houses): NorvigSearch {
  const { size, cellCount, unitCount, allDigits, cellsOf, unitsOf, placeOf, peersOutsideUnits, cages } =
    houses;
  /** stack[depth]: the state a guess at that depth works on (stack[0]: the puzzle after parse_grid). */
  const stack: SearchState[] = [];
  /** The solution handed to the context: digits, row-major. */
  const board = new Array<number>(cellCount).fill(0);
  /** The solve in progress (set by `run`, dropped by `forget`). */
  let context: SearchContext<NorvigCounter> = undefined!;
  let trace: SearchContext['trace'];
  let counters: Counters<NorvigCounter> = undefined!;

  /**
   * Norvig's parse_grid, then search. Each given holds its digit alone from the start (a given is no
   * placement: the trace starts with the givens filled), and rule 1 takes it from the given's peers.
   * That is what assigning the givens does, but for rule 2 on the digits a given rules out of its own
   * cell, which finds nothing the rest misses: every other cell that loses a digit has both rules
   * applied to it once all the givens are in.
   */
  function run(solve: SearchContext<NorvigCounter>): void {
    context = solve;
    trace = solve.trace;
    counters = solve.counters;
    const cells = solve.puzzle.cells;
    const state = stateAt(0);
    state.values.fill(allDigits);
    state.dplaces.fill(allDigits);
    for (let cell = 0; cell < cellCount; cell++) {
      if (cells[cell] === 0) continue;
      const digit = 1 << (cells[cell]! - 1);
      for (let others = allDigits & ~digit; others !== 0; others &= others - 1) {
        unplace(state, cell, others & -others);
      }
      state.values[cell] = digit;
    }
    for (let cell = 0; cell < cellCount; cell++) {
      if (cells[cell] !== 0 && !eliminateFromPeers(state, cell, state.values[cell]!)) return;
    }
    search(0);
  }

  /** Lets go of the solve that ran, its callback and puzzle, however it ended. */
  function forget(): void {
    context = undefined!;
    trace = undefined;
    counters = undefined!;
  }

  /** The state of a search depth, made the first time a search gets that deep. */
  function stateAt(depth: number): SearchState {
    while (stack.length <= depth) {
      stack.push({ values: new Int32Array(cellCount), dplaces: new Int32Array(unitCount * size) });
    }
    return stack[depth]!;
  }

  /** Norvig's search: done when every cell is determined, else try each digit of the cell with the fewest candidates. */
  function search(depth: number): boolean {
    const state = stack[depth]!;
    if (cages.length > 0 && !keepSums(state)) return false;
    const { values, dplaces } = state;
    const cell = fewestCandidates(values);
    if (cell < 0) return solved(values);
    const copy = stateAt(depth + 1);
    for (let digits = values[cell]!; digits !== 0; digits &= digits - 1) {
      copy.values.set(values);
      copy.dplaces.set(dplaces);
      if (trace !== undefined) trace({ type: 'guess', cell });
      if (assign(copy, cell, digits & -digits, 'guess') && search(depth + 1)) return true;
      counters.backtracks++;
      if (trace !== undefined) trace({ type: 'backtrack' });
    }
    return false;
  }

  /**
   * A third rule, for a killer's sums: a digit leaves a cell of a cage when, with it, the cage's other
   * undetermined cells could not reach the sum with different digits (between the least and the most
   * those left can add up to); eliminated as Norvig eliminates, so both rules follow. Applied to a
   * fixpoint before each guess; false at a contradiction (a cage full and off its sum among them).
   */
  function keepSums(state: SearchState): boolean {
    const { values } = state;
    for (let changed = true; changed; ) {
      changed = false;
      for (const { cells, sum } of cages) {
        let total = 0;
        let used = 0;
        let open = 0;
        for (const cell of cells) {
          const mask = values[cell]!;
          if ((mask & (mask - 1)) === 0) {
            total += lowestDigit(mask);
            used |= mask;
          } else open++;
        }
        if (open === 0) {
          if (total !== sum) return contradiction(cells[0]!);
          continue;
        }
        for (const cell of cells) {
          const mask = values[cell]!;
          if ((mask & (mask - 1)) === 0) continue;
          for (let digits = mask; digits !== 0; digits &= digits - 1) {
            const digit = digits & -digits;
            if (cageSumReachable(sum - total - lowestDigit(digit), open - 1, used | digit, size)) continue;
            if (!eliminate(state, cell, digit)) return false;
            changed = true;
          }
          if (changed) break;
        }
        if (changed) break;
      }
    }
    return true;
  }

  /**
   * The undetermined cell with the fewest candidates (the first such in row-major order), or -1 when
   * every cell is determined. Two is the least an undetermined cell can have, so the scan stops there.
   */
  function fewestCandidates(values: Int32Array): number {
    let best = -1;
    let fewest = Infinity;
    for (let cell = 0; cell < values.length; cell++) {
      const count = bitCount(values[cell]!);
      if (count > 1 && count < fewest) {
        best = cell;
        fewest = count;
        if (count === 2) break;
      }
    }
    return best;
  }

  function solved(values: Int32Array): boolean {
    for (let cell = 0; cell < values.length; cell++) board[cell] = lowestDigit(values[cell]!);
    return context.foundSolution(board);
  }

  /**
   * Norvig's assign: eliminate every other digit from the cell. They go all at once, before either
   * rule looks (Norvig's recursion starts the rules after the first): the fixpoint is the same, and the
   * cell is determined before anything that follows from it.
   */
  function assign(state: SearchState, cell: number, digit: number, reason: PlaceReason): boolean {
    const candidates = state.values[cell]!;
    if (candidates === digit) return true;
    if ((candidates & digit) === 0) return contradiction(cell);
    const others = candidates & ~digit;
    state.values[cell] = digit;
    for (let gone = others; gone !== 0; gone &= gone - 1) removed(state, cell, gone & -gone);
    determined(cell, digit, reason);
    if (!eliminateFromPeers(state, cell, digit)) return false;
    for (let gone = others; gone !== 0; gone &= gone - 1) {
      if (!placeInUnits(state, cell, gone & -gone, EVERY_UNIT)) return false;
    }
    return true;
  }

  /** Norvig's eliminate: remove the digit from the cell's candidates, then apply both rules. */
  function eliminate(state: SearchState, cell: number, digit: number): boolean {
    const candidates = state.values[cell]!;
    if ((candidates & digit) === 0) return true; // already gone
    const left = candidates & ~digit;
    state.values[cell] = left;
    const lone = removed(state, cell, digit);
    if (left === 0) return contradiction(cell);
    if ((left & (left - 1)) === 0) {
      determined(cell, left, 'single');
      if (!eliminateFromPeers(state, cell, left)) return false;
    }
    return lone === 0 || placeInUnits(state, cell, digit, lone);
  }

  /**
   * Rule 1: the cell holds `digit` alone, so none of its peers can. The peers that still hold it are, in
   * each unit of the cell, the unit's other places for the digit, and any peer outside the cell's units.
   */
  function eliminateFromPeers(state: SearchState, cell: number, digit: number): boolean {
    const units = unitsOf[cell]!;
    const places = placeOf[cell]!;
    const digitIndex = 31 - Math.clz32(digit);
    for (let k = 0; k < units.length; k++) {
      const cells = cellsOf[units[k]!]!;
      const at = units[k]! * size + digitIndex;
      for (let others = state.dplaces[at]! & ~places[k]!; others !== 0; others &= others - 1) {
        if (!eliminate(state, cells[31 - Math.clz32(others & -others)]!, digit)) return false;
      }
    }
    for (const peer of peersOutsideUnits[cell]!) {
      if ((state.values[peer]! & digit) !== 0 && !eliminate(state, peer, digit)) return false;
    }
    return true;
  }

  /**
   * Rule 2: the cell has lost `digit`; a unit of it with one place left for the digit puts it there.
   * `looking`: the units to look at, bit k for the cell's k-th.
   */
  function placeInUnits(state: SearchState, cell: number, digit: number, looking: number): boolean {
    const units = unitsOf[cell]!;
    for (let k = 0; k < units.length; k++) {
      if ((looking & (1 << k)) === 0) continue;
      const unit = units[k]!;
      const places = state.dplaces[placesAt(unit, digit)]!;
      if (places === 0) return contradiction(cell);
      if ((places & (places - 1)) === 0) {
        const place = cellsOf[unit]![31 - Math.clz32(places)]!;
        if (state.values[place] !== digit && !assign(state, place, digit, 'hidden')) return false;
      }
    }
    return true;
  }

  /**
   * The digit has left the cell: counted, traced, and the cell is no longer one of its places. Returns
   * the units it left with one place for the digit or none, for rule 2 (bit k: the cell's k-th).
   */
  function removed(state: SearchState, cell: number, digit: number): number {
    counters.eliminations++;
    if (trace !== undefined) trace({ type: 'eliminate', cell, digit: lowestDigit(digit) });
    return unplace(state, cell, digit);
  }

  /** The cell is no longer a place for the digit in any of its units: returns those left with one or none. */
  function unplace(state: SearchState, cell: number, digit: number): number {
    const units = unitsOf[cell]!;
    const places = placeOf[cell]!;
    const digitIndex = 31 - Math.clz32(digit);
    let lone = 0;
    for (let k = 0; k < units.length; k++) {
      const at = units[k]! * size + digitIndex;
      const left = state.dplaces[at]! & ~places[k]!;
      state.dplaces[at] = left;
      if ((left & (left - 1)) === 0) lone |= 1 << k;
    }
    return lone;
  }

  /** Where a unit keeps the places of a digit (a bit) in `dplaces`. */
  function placesAt(unit: number, digit: number): number {
    return unit * size + 31 - Math.clz32(digit);
  }

  /** A cell just determined as `digit`: a placement, a guess too when it was a choice. */
  function determined(cell: number, digit: number, reason: PlaceReason): void {
    context.countPlacement();
    if (reason === 'guess') counters.guesses++;
    if (trace !== undefined) trace({ type: 'place', cell, digit: lowestDigit(digit), reason });
  }

  function contradiction(cell: number): false {
    if (trace !== undefined) trace({ type: 'contradiction', cell });
    return false;
  }

  return { run, forget };
}
