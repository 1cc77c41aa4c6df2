import { createGrid, type Grid, parseGrid, type Rules } from '@sudoku-lab/core';
import { findStrategy } from '@sudoku-lab/registry';
import { describe, expect, it } from 'vitest';
import type { Contender } from './contender.js';
import { solveBatch } from './timing.js';
import { fromWire, toWire } from './wire.js';

/** A solved classic grid; the puzzles below leave r1c1 and r1c2 (4 and 8) empty. */
const SOLVED = parseGrid(
  '483726159726159483159483726837261594261594837594837261372615948615948372948372615',
).cells;
const open = [0, 0, ...SOLVED.slice(2)];

/**
 * A rule each family puts on the two open cells that the classic answer (4, 8) breaks: timed as the
 * classic puzzle of its givens, a variant would be solved, and its answer checked, without its rules
 * (issue 38: compare answered published variants that way).
 */
const broken: [string, Rules][] = [
  ['killer cage', { cages: [{ cells: [0, 1], sum: 11 }] }],
  ['thermometer', { thermometers: [[1, 0]] }],
  ['odd cell', { parity: { odd: [0], even: [] } }],
  ['kropki white dot', { kropki: { white: [{ cells: [0, 1], value: 1 }], black: [] } }],
];

function contender(id: string): Contender {
  return { solver: findStrategy(id)!, kind: 'strategy', countsSolutions: true, reportsStats: true };
}

describe('a variant on the wire', () => {
  it.each(broken)('%s: its rules cross to the worker and are what it is solved under', (_, rules) => {
    const grid: Grid = createGrid(parseGrid(SOLVED.join('')).shape, open, rules);
    const wire = toWire(grid);
    // A worker gets a structured clone of the message.
    expect(fromWire(structuredClone(wire))).toEqual(grid);
    const batch = {
      strategy: 'csp',
      puzzles: [wire],
      maxSolutions: 2,
      timeoutMs: 5000,
      repeat: 1,
      warmupMs: 0,
    };
    const [outcome] = solveBatch([contender('csp')], batch);
    expect(outcome!.status).not.toBe('solved');
  });

  it('a classic puzzle crosses as its shape and cells alone', () => {
    const grid = createGrid(parseGrid(SOLVED.join('')).shape, open);
    expect(toWire(grid)).toEqual({ shape: '9x9', cells: open });
    const batch = {
      strategy: 'csp',
      puzzles: [toWire(grid)],
      maxSolutions: 2,
      timeoutMs: 5000,
      repeat: 1,
      warmupMs: 0,
    };
    expect(solveBatch([contender('csp')], batch)[0]).toMatchObject({ status: 'solved', verified: true });
  });
});
