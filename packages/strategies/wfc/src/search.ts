import type { SearchContext } from '@sudoku-lab/core';
import type { VariantWave } from './variant-wave.js';
import type { Wave, WfcCounter } from './wave.js';

/** The wave a search collapses: the classic one (bit sets, tuned) or a variant's. */
export type AnyWave = Wave | VariantWave;

/** Picks the cell to collapse at `level` (a settled wave, not solved): one with the fewest candidates. */
export type CellPicker = (wave: AnyWave, level: number) => number;

/**
 * Wave function collapse with backtracking. Settle the wave (propagate until nothing is forced); then
 * observe the cell of lowest entropy and collapse it to its smallest untried candidate, and settle
 * again. A contradiction (or, when more solutions are wanted, a solution) returns to the latest choice
 * with a candidate left untried and collapses its cell to that one.
 *
 * A choice is its cell, the candidates not tried yet and the level of the wave before it, in arrays
 * allocated up front: nothing is allocated per collapse. A try works on a copy of that level, the next
 * one up, except the last: nothing will come back to the level, so it works in place.
 */
export function collapseSearch(context: SearchContext<WfcCounter>, wave: AnyWave, pick: CellPicker): void {
  const { counters, trace } = context;
  const { cellCount } = context.tables;
  const choiceCell = new Int16Array(cellCount);
  const untried = new Int32Array(cellCount);
  const choiceLevel = new Int16Array(cellCount);
  let choices = 0;
  let level = 0;

  let consistent = wave.begin(context);
  for (;;) {
    if (consistent && !wave.isSolved(level)) {
      const cell = pick(wave, level);
      choiceCell[choices] = cell;
      untried[choices] = wave.candidatesOf(level, cell);
      choiceLevel[choices] = level;
      choices++;
      counters.collapses++;
    } else {
      if (consistent && context.foundSolution(wave.solution(level))) return;
      // Undo guesses, latest first, down to one whose cell has a candidate left.
      for (;;) {
        if (choices === 0) return;
        counters.backtracks++;
        if (trace !== undefined) trace({ type: 'backtrack' });
        if (untried[choices - 1] !== 0) break;
        choices--;
      }
    }

    const choice = choices - 1;
    const cell = choiceCell[choice]!;
    const bit = untried[choice]! & -untried[choice]!;
    untried[choice]! ^= bit;
    const digit = 32 - Math.clz32(bit);
    if (trace !== undefined) trace({ type: 'guess', cell });
    context.countPlacement();
    counters.guesses++;
    const before = choiceLevel[choice]!;
    level = untried[choice] === 0 ? before : before + 1;
    wave.enter(before, level);
    if (trace !== undefined) trace({ type: 'place', cell, digit, reason: 'guess' });
    consistent = wave.collapseAndSettle(level, cell, digit);
  }
}
