/**
 * A 9x9 board for the constraint modules' tests: every cell with every digit, narrowed as a propagator
 * asks, and the names the tests write cells, digits and units in.
 */
import { expect } from 'vitest';
import type { Conflict } from '../conflicts.js';
import { createGrid } from '../grid.js';
import { type RuleTables, ruleTablesFor } from '../rule-tables.js';
import type { Rules } from '../rules.js';
import { shapes } from '../shape.js';
import { moduleOf } from './list.js';
import type { Domains, RuleKind } from './module.js';
import { Propagation } from './propagation.js';

/** The board's shape. */
export const nine = shapes['9x9'];

/** Every cell of a 9x9 board with every digit, narrowed as a propagator asks. */
export class Candidates implements Domains {
  readonly candidates = new Int32Array(81).fill(511);
  keep(cell: number, mask: number): boolean {
    this.candidates[cell]! &= mask;
    return this.candidates[cell] !== 0;
  }
}

/** A cell by its row and column, 1-based. */
export const at = (row: number, column: number) => (row - 1) * 9 + column - 1;
export const maskOf = (...digits: number[]) => digits.reduce((mask, digit) => mask | (1 << (digit - 1)), 0);
export const digitsOf = (mask: number) =>
  [1, 2, 3, 4, 5, 6, 7, 8, 9].filter((d) => (mask & (1 << (d - 1))) !== 0);

const rows = Array.from({ length: 9 }, (_, r) => Array.from({ length: 9 }, (_, c) => r * 9 + c));
const columns = Array.from({ length: 9 }, (_, c) => Array.from({ length: 9 }, (_, r) => r * 9 + c));
const boxes = Array.from({ length: 9 }, (_, b) =>
  Array.from({ length: 9 }, (_, k) =>
    at(3 * Math.floor(b / 3) + Math.floor(k / 3) + 1, 3 * (b % 3) + (k % 3) + 1),
  ),
);
/** The rows, columns and boxes of a classic 9x9 board. */
export const nineUnits: readonly (readonly number[])[] = [...rows, ...columns, ...boxes];

/**
 * Cells and their digits as a solver writes them, `r1c1=6 r2c2=38`, so that a table's row stays one
 * line. Anything else throws: a mistyped row fails its test instead of testing an empty board.
 */
export function marks(text: string): [number, number[]][] {
  return text
    .split(' ')
    .filter((part) => part !== '')
    .map((part) => {
      const match = /^r([1-9])c([1-9])=([1-9]+)$/.exec(part);
      if (!match) throw new Error(`not a cell and its digits: "${part}"`);
      return [at(Number(match[1]), Number(match[2])), [...match[3]!].map(Number)];
    });
}

/** Given digits as a solver writes them, `r1c1=6 r1c3=4`: each cell with its one digit. */
export function placed(text: string): [number, number][] {
  return marks(text).map(([cell, digits]) => {
    if (digits.length !== 1) throw new Error(`a given is one digit: "${text}"`);
    return [cell, digits[0]!];
  });
}

/** A board of the givens `r1c1=6 r1c3=4`, 0 where empty. */
export function board(givens = ''): number[] {
  const cells = new Array<number>(81).fill(0);
  for (const [cell, digit] of placed(givens)) cells[cell] = digit;
  return cells;
}

/**
 * Runs the propagators of every family in `rules` with each other until none removes more, from the
 * candidates `start` writes (`r1c1=5 r1c2=38`, every digit elsewhere); null on a contradiction.
 */
export function propagate(rules: Rules, start: string): Candidates | null {
  const domains = new Candidates();
  for (const [cell, digits] of marks(start)) domains.candidates[cell] = maskOf(...digits);
  const propagators = Object.entries(rules).flatMap(([kind, value]) =>
    moduleOf(kind as RuleKind).propagators(nine, value as never, []),
  );
  for (let changed = true; changed; ) {
    const before = domains.candidates.join();
    for (const propagator of propagators) if (!propagator.propagate(domains)) return null;
    changed = domains.candidates.join() !== before;
  }
  return domains;
}

/**
 * Propagates `rules` from `start` (see propagate) and checks what is left, as a table row writes it:
 * each cell `expected` names holds just those digits (`r1c2=24`); null, a contradiction.
 */
export function expectPropagated(rules: Rules, start: string, expected: string | null): void {
  const domains = propagate(rules, start);
  if (expected === null) {
    expect(domains).toBeNull();
    return;
  }
  expect(domains).not.toBeNull();
  const left = marks(expected).map(([cell]) => [cell, digitsOf(domains!.candidates[cell]!)]);
  expect(left).toEqual(marks(expected));
}

/** The tables of a puzzle with `rules`, checked as a puzzle's are. */
export function tablesOf(rules: Rules): RuleTables {
  return ruleTablesFor(nine, createGrid(nine, board(), rules).rules!);
}

/** The one family `rules` holds, and the conflicts it finds in the givens (`r1c1=6`, or every cell). */
export function familyConflicts(
  rules: Rules,
  givens: string | readonly number[],
): { kind: string; conflicts: readonly Conflict[] } {
  const [kind, value] = Object.entries(rules)[0]!;
  const cells = typeof givens === 'string' ? board(givens) : givens;
  return { kind, conflicts: moduleOf(kind as RuleKind).conflicts(nine, value as never, cells) };
}

/** An f-puzzles document of an empty 9x9 grid with `fields` added. */
export function fpuzzlesDocument(fields: object): object {
  return { size: 9, grid: Array.from({ length: 9 }, () => Array.from({ length: 9 }, () => ({}))), ...fields };
}
/**
 * The propagation engine of a puzzle with `rules` (checked as a puzzle's are), the units among them,
 * started from `givens` (text like `r1c1=6`, or every cell's digit) less the digits `banned` takes
 * from a cell, and run until nothing more goes. A contradiction throws: the tests that call this
 * expect none, and say so in one place.
 */
export function settled(
  rules: Rules,
  givens: string | readonly number[] = '',
  banned?: Int32Array,
): Propagation {
  const engine = new Propagation(tablesOf(rules));
  const cells = typeof givens === 'string' ? board(givens) : givens;
  if (!engine.start(cells, banned) || !engine.fixpoint())
    throw new Error('the propagation found a contradiction');
  return engine;
}
