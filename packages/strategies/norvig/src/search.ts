import type { PlaceReason, RuleTables, SearchContext } from '@sudoku-lab/core';
import { admits, bitCount, lowestDigit } from '@sudoku-lab/core';

/**
 * Peter Norvig's "Solving Every Sudoku Puzzle", his names kept.
 *
 *   digit    1..size, held as its bit: digit d is 1 << (d - 1).
 *   values   each cell's candidates, a mask of digits; one bit left: the cell is determined.
 *   units    groups of size cells holding every digit once: rows, columns, boxes, and whatever else the
 *            puzzle's constraints list (jigsaw regions, diagonals, windows).
 *   peers    the cells that may not share a cell's digit: those of its units, and any others the
 *            constraints list (a knight's or king's move away, a cage's other cells).
 *   dplaces  each unit's places left for each digit, a mask of the unit's positions (bit i: its i-th
 *            cell). Norvig recomputes them; kept up to date, rule 2 reads them off.
 *   board    the digit of each determined cell, 0 for the others.
 *
 * Two rules: (1) a cell reduced to one digit eliminates it from its peers; (2) a unit with one place
 * left for a digit puts it there. `eliminate` removes a candidate and applies both; `assign` eliminates
 * every other digit from a cell; `search` tries each digit of the cell with the fewest candidates, on
 * a copy of the state. What units and peers do not say (a cage's sum) is core's to say: `admits` is
 * asked where a cell is determined, the one place a digit is written.
 */

/** The counter norvig adds to the common stats. */
export type NorvigCounter = 'eliminations';

/** What a guess copies, as Norvig copies `values`: one buffer (one copy) of values, board and dplaces. */
type SearchState = { all: Int32Array; values: Int32Array; board: Int32Array; dplaces: Int32Array };

/** Norvig's search over a puzzle's constraints: its units and peers read once, a state per depth made once. */
export function norvigSearch(constraints: RuleTables) {
  const { size, cellCount, unitCount, units, unitStart, cellUnits, extraPeerStart, extraPeers } = constraints;
  const allDigits = (1 << size) - 1;
  /** cellsOf[unit]: its cells; unitsOf[cell]: its units; placeOf[cell][k]: its bit in its k-th unit's places. */
  const cellsOf = Array.from({ length: unitCount }, (_, u) => [...units.subarray(u * size, (u + 1) * size)]);
  const listsOf = (start: ArrayLike<number>, lists: Uint16Array) =>
    Array.from({ length: cellCount }, (_, c) => [...lists.subarray(start[c], start[c + 1])]);
  const [unitsOf, peersOutsideUnits] = [listsOf(unitStart, cellUnits), listsOf(extraPeerStart, extraPeers)];
  const placeOf = unitsOf.map((mine, cell) => mine.map((unit) => 1 << cellsOf[unit]!.indexOf(cell)));
  /** stack[depth]: the state a guess at that depth works on (stack[0]: the puzzle after parse_grid). */
  const stack: SearchState[] = [];
  let context: SearchContext<NorvigCounter> = undefined!;
  let trace: SearchContext['trace'];
  let counters: SearchContext<NorvigCounter>['counters'] = undefined!;

  /** Norvig's parse_grid (a given's other digits go, its own leaves its peers: no placement), then search. */
  function run(solve: SearchContext<NorvigCounter>): void {
    ({ trace, counters } = context = solve);
    const givens = solve.puzzle.cells;
    const state = (stack[0] ??= newState());
    state.values.fill(allDigits);
    state.dplaces.fill(allDigits); // a unit has size cells: all its places are allDigits' bits too
    for (let cell = 0; cell < cellCount; cell++) {
      state.board[cell] = givens[cell]!; // not board.set(givens): a frozen array takes its slow path
      if (givens[cell] === 0) continue;
      state.values[cell] = 1 << (givens[cell]! - 1);
      for (let others = allDigits & ~state.values[cell]!; others !== 0; others &= others - 1) {
        removed(state, cell, others & -others);
      }
    }
    for (let cell = 0; cell < cellCount; cell++) {
      if (givens[cell] !== 0 && !eliminateFromPeers(state, cell, state.values[cell]!)) return;
    }
    search(0);
  }

  function newState(): SearchState {
    const all = new Int32Array(2 * cellCount + unitCount * size);
    const [values, board] = [all.subarray(0, cellCount), all.subarray(cellCount, 2 * cellCount)];
    return { all, values, board, dplaces: all.subarray(2 * cellCount) };
  }

  /** Norvig's search: done when every cell is determined, else try each digit of the cell with the fewest candidates. */
  function search(depth: number): boolean {
    const { all, values, board } = stack[depth]!;
    const cell = fewestCandidates(values);
    if (cell < 0) return context.foundSolution(board);
    const copy = (stack[depth + 1] ??= newState());
    for (let digits = values[cell]!; digits !== 0; digits &= digits - 1) {
      copy.all.set(all);
      trace?.({ type: 'guess', cell });
      if (assign(copy, cell, digits & -digits, 'guess') && search(depth + 1)) return true;
      counters.backtracks++;
      trace?.({ type: 'backtrack' });
    }
    return false;
  }

  /** The first undetermined cell with the fewest candidates (two is the least), or -1 when none is left. */
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

  /** Norvig's assign: the other digits go all at once, so the cell is determined before what follows. */
  function assign(state: SearchState, cell: number, digit: number, reason: PlaceReason): boolean {
    const candidates = state.values[cell]!;
    if (candidates === digit) return true;
    if ((candidates & digit) === 0) return contradiction(cell);
    const others = candidates & ~digit;
    state.values[cell] = digit;
    for (let gone = others; gone !== 0; gone &= gone - 1) removed(state, cell, gone & -gone);
    if (!determined(state, cell, digit, reason) || !eliminateFromPeers(state, cell, digit)) return false;
    for (let gone = others; gone !== 0; gone &= gone - 1) {
      if (!placeInUnits(state, cell, gone & -gone)) return false;
    }
    return true;
  }

  /** Norvig's eliminate: remove the digit from the cell's candidates, then apply both rules. */
  function eliminate(state: SearchState, cell: number, digit: number): boolean {
    const candidates = state.values[cell]!;
    if ((candidates & digit) === 0) return true; // already gone
    const left = (state.values[cell] = candidates & ~digit);
    removed(state, cell, digit);
    if (left === 0) return contradiction(cell);
    if ((left & (left - 1)) === 0) {
      if (!determined(state, cell, left, 'single') || !eliminateFromPeers(state, cell, left)) return false;
    }
    return placeInUnits(state, cell, digit);
  }

  /** Rule 1: no peer of the cell can hold its `digit`: in each unit, its other places; then the peers outside. */
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

  /** Rule 2: the cell lost `digit`; a unit of it with one place left for the digit puts it there. */
  function placeInUnits(state: SearchState, cell: number, digit: number): boolean {
    const units = unitsOf[cell]!;
    for (let k = 0; k < units.length; k++) {
      const places = state.dplaces[units[k]! * size + 31 - Math.clz32(digit)]!;
      if (places === 0) return contradiction(cell);
      if ((places & (places - 1)) === 0) {
        const place = cellsOf[units[k]!]![31 - Math.clz32(places)]!;
        if (state.values[place] !== digit && !assign(state, place, digit, 'hidden')) return false;
      }
    }
    return true;
  }

  /** The digit has left the cell: counted, traced, and the cell is no longer one of its units' places for it. */
  function removed(state: SearchState, cell: number, digit: number): void {
    counters.eliminations++;
    trace?.({ type: 'eliminate', cell, digit: lowestDigit(digit) });
    const units = unitsOf[cell]!;
    const places = placeOf[cell]!;
    for (let k = 0; k < units.length; k++)
      state.dplaces[units[k]! * size + 31 - Math.clz32(digit)]! &= ~places[k]!;
  }

  /** The cell is determined: if core admits the digit there, written, counted, and traced. */
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

  /** forget: lets go of the solve that ran, its callback and puzzle, however it ended. */
  return { run, forget: () => void ([context, trace, counters] = [undefined!, undefined, undefined!]) };
}
