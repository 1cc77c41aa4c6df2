import { describe, expect, it } from 'vitest';
import { ruleTablesFor } from '../rule-tables.js';
import { at, board, digitsOf, maskOf, nine } from './board.fixture.js';
import type { Propagator } from './module.js';
import { Propagation } from './propagation.js';

/** A propagator that removes nothing and notes its runs under `name`. */
function noting(name: string, cells: number[], runs: string[], late = false): Propagator {
  return {
    cells,
    late,
    propagate: () => {
      runs.push(name);
      return true;
    },
  };
}

/** Which cells wake which propagators, as the rule tables list them for the engine. */
function wakesOf(cellCount: number, propagators: readonly Propagator[]) {
  const wakes = Array.from({ length: cellCount }, (_, cell) =>
    propagators.flatMap((propagator, k) => (propagator.cells.includes(cell) ? [k] : [])),
  );
  const cellPropagatorStart = Uint32Array.from({ length: cellCount + 1 }, (_, cell) =>
    wakes.slice(0, cell).reduce((total, list) => total + list.length, 0),
  );
  return { cellPropagatorStart, cellPropagators: Uint32Array.from(wakes.flat()) };
}

describe('Propagation', () => {
  it('runs a late propagator after the others woken with it', () => {
    const runs: string[] = [];
    const tables = ruleTablesFor(nine, {});
    const row = [1, 2, 3, 4, 5, 6, 7, 8, 9].map((column) => at(1, column));
    // The late one is listed (and so woken) first.
    const propagators = [noting('row of nine', row, runs, true), noting('pair', [at(1, 1), at(2, 1)], runs)];
    const engine = new Propagation({ ...tables, propagators, ...wakesOf(tables.cellCount, propagators) });
    expect(engine.start(board())).toBe(true);
    expect(engine.fixpoint()).toBe(true);
    expect(runs).toEqual(['pair', 'row of nine']);
  });

  it.each([
    // Woken in the order listed; over three cells is late, over six the last of all (FIFO within).
    { counts: [9, 5, 2], order: ['2 cells', '5 cells', '9 cells'] },
    { counts: [7, 6, 4], order: ['6 cells', '4 cells', '7 cells'] },
    { counts: [8, 7, 5], order: ['5 cells', '8 cells', '7 cells'] },
    { counts: [6, 3, 9, 7], order: ['3 cells', '6 cells', '9 cells', '7 cells'] },
  ])('runs late sums of $counts cells in the order $order', ({ counts, order }) => {
    const runs: string[] = [];
    const tables = ruleTablesFor(nine, {});
    // Each sum the first `count` cells of column 1.
    const column = (count: number) => Array.from({ length: count }, (_, k) => at(k + 1, 1));
    const propagators = counts.map((count) => noting(`${count} cells`, column(count), runs, count > 3));
    const engine = new Propagation({ ...tables, propagators, ...wakesOf(tables.cellCount, propagators) });
    expect(engine.start(board())).toBe(true);
    expect(engine.fixpoint()).toBe(true);
    expect(runs).toEqual(order);
  });

  it('takes a rule of one cell alone at the start, and never wakes it', () => {
    const runs: string[] = [];
    const tables = ruleTablesFor(nine, {});
    const marked = { ...noting('r2c2 holds 3 or 5', [at(2, 2)], runs), cellMask: maskOf(3, 5) };
    const engine = new Propagation({ ...tables, propagators: [marked] });
    expect(engine.start(board('r1c1=3'))).toBe(true);
    // Before any fixpoint: the start kept the cell's own digits.
    expect(digitsOf(engine.candidates[at(2, 2)]!)).toEqual([3, 5]);
    expect(engine.propagating).toBe(false);
    expect(engine.fixpoint()).toBe(true);
    // r1c1's 3 leaves its box: r2c2 is down to 5, and the rule was never run.
    expect(digitsOf(engine.candidates[at(2, 2)]!)).toEqual([5]);
    expect(runs).toEqual([]);
  });

  it('finds a given outside its cell rule a contradiction at the start', () => {
    const tables = ruleTablesFor(nine, {});
    const marked = { cells: [at(2, 2)], cellMask: maskOf(3, 5), propagate: () => true };
    const engine = new Propagation({ ...tables, propagators: [marked] });
    expect(engine.start(board('r2c2=4'))).toBe(false);
  });
});
