import { describe, expect, it } from 'vitest';
import { ruleTablesFor } from '../rule-tables.js';
import { at, board, nine } from './board.fixture.js';
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

describe('Propagation', () => {
  it('runs a late propagator after the others woken with it', () => {
    const runs: string[] = [];
    const tables = ruleTablesFor(nine, {});
    const row = [1, 2, 3, 4, 5, 6, 7, 8, 9].map((column) => at(1, column));
    // The late one is listed (and so woken) first.
    const propagators = [noting('row of nine', row, runs, true), noting('pair', [at(1, 1), at(2, 1)], runs)];
    // The engine reads which cells wake which propagators from the tables, as the rule tables list them.
    const wakes = Array.from({ length: tables.cellCount }, (_, cell) =>
      propagators.flatMap((propagator, k) => (propagator.cells.includes(cell) ? [k] : [])),
    );
    const cellPropagatorStart = Uint32Array.from({ length: tables.cellCount + 1 }, (_, cell) =>
      wakes.slice(0, cell).reduce((total, list) => total + list.length, 0),
    );
    const cellPropagators = Uint32Array.from(wakes.flat());
    const engine = new Propagation({ ...tables, propagators, cellPropagatorStart, cellPropagators });
    expect(engine.start(board())).toBe(true);
    expect(engine.fixpoint()).toBe(true);
    expect(runs).toEqual(['pair', 'row of nine']);
  });
});
