import {
  admits,
  bitCount,
  lowestDigit,
  type PlaceReason,
  type RuleTables,
  type SearchContext,
} from '@sudoku-lab/core';

/**
 * Peter Norvig's "Solving Every Sudoku Puzzle", his names kept.
 *
 *   digit    1..size, held as its bit: digit d is 1 << (d - 1).
 *   values   each cell's candidates, a mask of digits (Norvig's `values` dict); one bit: determined.
 *   unit     cells that hold every digit once: a row, a column, a box, or any other the puzzle's
 *            constraints list (a jigsaw region, a diagonal, a window).
 *   peers    the cells that may not share a cell's digit: those of its units, and any others the
 *            constraints list (a knight's or king's move away, a cage's other cells).
 *   dplaces  for each unit and digit, the unit's cells that still hold the digit, as a mask of the
 *            unit's positions (bit i: its i-th cell). Norvig recomputes them; here they are kept.
 *   board    the digit of each determined cell, 0 for the others.
 *
 * The two rules:
 *   1. a cell reduced to one digit eliminates it from its peers;
 *   2. a unit with only one place for a digit puts it there.
 * `eliminate` removes one candidate and applies both rules; `assign` eliminates every other digit from a
 * cell; `search` tries each digit of the cell with the fewest candidates, each on a copy of the state.
 * A rule that units and peers do not express (a cage's sum) is core's: `admits` is asked each time a
 * cell is determined, the one place a digit is written, and a refusal is a contradiction.
 */

/** The counter norvig adds to the common stats. */
export type NorvigCounter = 'eliminations';

/** What search copies at each guess, as Norvig copies `values`; dplaces[unit * size + d - 1] is digit d's. */
type SearchState = { readonly values: Int32Array; readonly dplaces: Int32Array; readonly board: Uint8Array };

/** Every unit of a cell, for rule 2 (see placeInUnits). */
const EVERY_UNIT = -1;

/** One puzzle's search, kept between its solves (see solver.ts). */
export type NorvigSearch = ReturnType<typeof norvigSearch>;

/**
 * The search over a puzzle's constraints: Norvig's units and peers read from them once, and a state
 * for each search depth, made the first time a search gets that deep, so a guess's copy allocates none.
 */
export function norvigSearch(constraints: RuleTables) {
  const { size, cellCount, unitCount, units, unitStart, cellUnits, extraPeerStart, extraPeers } = constraints;
  const allDigits = (1 << size) - 1;
  /** cellsOf[unit]: the unit's cells; unitsOf[cell]: its units; placeOf[cell][k]: its bit in its k-th unit. */
  const cellsOf = Array.from({ length: unitCount }, (_, u) => [...units.subarray(u * size, u * size + size)]);
  const unitsOf = Array.from({ length: cellCount }, (_, c) => [
    ...cellUnits.subarray(unitStart[c]!, unitStart[c + 1]!),
  ]);
  const peersOutsideUnits = unitsOf.map((_, c) => [
    ...extraPeers.subarray(extraPeerStart[c]!, extraPeerStart[c + 1]!),
  ]);
  const placeOf = unitsOf.map((mine, cell) => mine.map((unit) => 1 << cellsOf[unit]!.indexOf(cell)));
  /** stack[depth]: the state a guess at that depth works on (stack[0]: the puzzle after parse_grid). */
  const stack: SearchState[] = [];
  let context: SearchContext<NorvigCounter> = undefined!;
  let trace: SearchContext['trace'];
  let counters: SearchContext<NorvigCounter>['counters'] = undefined!;

  /**
   * Norvig's parse_grid, then search. Each given holds its digit alone from the start (a given is no
   * placement: the trace starts with the givens filled), and rule 1 takes it from the given's peers.
   * Rule 2 is not run on the digits a given rules out of its own cell: every other cell that loses a
   * digit has both rules applied to it once all the givens are in, which finds the same.
   */
  function run(solve: SearchContext<NorvigCounter>): void {
    ({ trace, counters } = context = solve);
    const givens = solve.puzzle.cells;
    while (stack.length < 1) stack.push(newState());
    const state = stack[0]!;
    state.values.fill(allDigits);
    state.dplaces.fill(allDigits); // a unit has size cells: all its places are allDigits' bits too
    for (let cell = 0; cell < cellCount; cell++) {
      state.board[cell] = givens[cell]!; // a loop, not set(): a frozen array takes set()'s slow path
      if (givens[cell] === 0) continue;
      state.values[cell] = 1 << (givens[cell]! - 1);
      for (let others = allDigits & ~state.values[cell]!; others !== 0; others &= others - 1) {
        unplace(state, cell, others & -others);
      }
    }
    for (let cell = 0; cell < cellCount; cell++) {
      if (givens[cell] !== 0 && !eliminateFromPeers(state, cell, state.values[cell]!)) return;
    }
    search(0);
  }

  function newState(): SearchState {
    const [values, board] = [new Int32Array(cellCount), new Uint8Array(cellCount)];
    return { values, dplaces: new Int32Array(unitCount * size), board };
  }

  /** Norvig's search: done when every cell is determined, else try each digit of the cell with the fewest candidates. */
  function search(depth: number): boolean {
    const { values, dplaces, board } = stack[depth]!;
    const cell = fewestCandidates(values);
    if (cell < 0) return context.foundSolution(board);
    if (stack.length === depth + 1) stack.push(newState());
    const copy = stack[depth + 1]!;
    for (let digits = values[cell]!; digits !== 0; digits &= digits - 1) {
      copy.values.set(values);
      copy.dplaces.set(dplaces);
      copy.board.set(board);
      trace?.({ type: 'guess', cell });
      if (assign(copy, cell, digits & -digits, 'guess') && search(depth + 1)) return true;
      counters.backtracks++;
      trace?.({ type: 'backtrack' });
    }
    return false;
  }

  /**
   * The undetermined cell with the fewest candidates (the first such in row-major order), or -1 when
   * every cell is determined. Two is the least an undetermined cell can have, so the scan stops there.
   */
  function fewestCandidates(values: Int32Array): number {
    let best = -1;
    let fewest = Infinity;
    for (let cell = 0; cell < cellCount; cell++) {
      const count = bitCount(values[cell]!);
      if (count > 1 && count < fewest) {
        best = cell;
        fewest = count;
        if (count === 2) break;
      }
    }
    return best;
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
    if (!determined(state, cell, digit, reason) || !eliminateFromPeers(state, cell, digit)) return false;
    for (let gone = others; gone !== 0; gone &= gone - 1) {
      if (!placeInUnits(state, cell, gone & -gone, EVERY_UNIT)) return false;
    }
    return true;
  }

  /** Norvig's eliminate: remove the digit from the cell's candidates, then apply both rules. */
  function eliminate(state: SearchState, cell: number, digit: number): boolean {
    const candidates = state.values[cell]!;
    if ((candidates & digit) === 0) return true; // already gone
    const left = (state.values[cell] = candidates & ~digit);
    const lone = removed(state, cell, digit);
    if (left === 0) return contradiction(cell);
    if ((left & (left - 1)) === 0) {
      if (!determined(state, cell, left, 'single') || !eliminateFromPeers(state, cell, left)) return false;
    }
    return lone === 0 || placeInUnits(state, cell, digit, lone);
  }

  /**
   * Rule 1: the cell holds `digit` alone, so none of its peers can. In each unit of the cell they are
   * the unit's other places for the digit; the peers outside its units are listed apart.
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
    for (const peer of peersOutsideUnits[cell]!) if (!eliminate(state, peer, digit)) return false;
    return true;
  }

  /**
   * Rule 2: the cell has lost `digit`; a unit of it with one place left for the digit puts it there,
   * and one with none is a contradiction. `looking`: the units to look at, bit k for the cell's k-th.
   */
  function placeInUnits(state: SearchState, cell: number, digit: number, looking: number): boolean {
    const units = unitsOf[cell]!;
    for (let k = 0; k < units.length; k++) {
      if ((looking & (1 << k)) === 0) continue;
      const places = state.dplaces[placesAt(units[k]!, digit)]!;
      if (places === 0) return contradiction(cell);
      if ((places & (places - 1)) === 0) {
        const place = cellsOf[units[k]!]![31 - Math.clz32(places)]!;
        if (state.values[place] !== digit && !assign(state, place, digit, 'hidden')) return false;
      }
    }
    return true;
  }

  /** The digit has left the cell: counted, traced, and no longer a place. Returns unplace's units. */
  function removed(state: SearchState, cell: number, digit: number): number {
    counters.eliminations++;
    trace?.({ type: 'eliminate', cell, digit: lowestDigit(digit) });
    return unplace(state, cell, digit);
  }

  /** The cell is no longer a place for the digit: returns its units left with one place or none (bit k: its k-th). */
  function unplace(state: SearchState, cell: number, digit: number): number {
    const units = unitsOf[cell]!;
    const places = placeOf[cell]!;
    let lone = 0;
    for (let k = 0; k < units.length; k++) {
      const at = placesAt(units[k]!, digit);
      const left = state.dplaces[at]! & ~places[k]!;
      state.dplaces[at] = left;
      if ((left & (left - 1)) === 0) lone |= 1 << k;
    }
    return lone;
  }

  function placesAt(unit: number, digit: number): number {
    return unit * size + 31 - Math.clz32(digit);
  }

  /**
   * The cell is determined as `digit`: written on the board if core admits it there (it breaks no rule
   * beyond units and peers), counted as a placement, and as a guess too when it was a choice.
   */
  function determined(state: SearchState, cell: number, digit: number, reason: PlaceReason): boolean {
    const written = lowestDigit(digit);
    if (!admits(constraints, state.board, cell, written)) return contradiction(cell);
    context.countPlacement();
    if (reason === 'guess') counters.guesses++;
    state.board[cell] = written;
    trace?.({ type: 'place', cell, digit: written, reason });
    return true;
  }

  function contradiction(cell: number): false {
    trace?.({ type: 'contradiction', cell });
    return false;
  }

  /** Lets go of the solve that ran, its callback and puzzle, however it ended. */
  function forget(): void {
    [context, trace, counters] = [undefined!, undefined, undefined!];
  }

  return { run, forget };
}
