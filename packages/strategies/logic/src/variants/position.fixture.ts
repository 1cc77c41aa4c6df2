import { createGrid, diagonalHouses, type Rules, shapes, windowHouses } from '@sudoku-lab/core';
import { describe, expect, it } from 'vitest';
import { cellsOf, changesOf } from '../position.fixture.js';
import type { Step } from '../state.js';
import { VariantState } from './state.js';

const nine = shapes['9x9'];

/** The rules of the constructed positions: Sudoku X, windoku, and cages written "r1c1-2=3". */
export const x: Rules = { houses: diagonalHouses(nine) };
export const windoku: Rules = { houses: windowHouses(nine) };
export function cages(...specs: string[]): Rules {
  return {
    cages: specs.map((spec) => {
      const [cells, sum] = spec.split('=');
      return sum === undefined ? { cells: cellsOf(cells!) } : { cells: cellsOf(cells!), sum: Number(sum) };
    }),
  };
}

/**
 * A constructed position of a variant: its rules on an empty board (or `digits`, an 81-char line),
 * every candidate the rules allow, then `only` narrows cells ("r1c1": "12") and `without` takes
 * digits from cell ranges ("5": "r2c1-9"), as ../position.fixture.ts does for classic positions.
 */
export function variantPosition(
  rules: Rules,
  setup: { only?: Record<string, string>; without?: Record<string, string>; digits?: string } = {},
): VariantState {
  const digits = (setup.digits ?? '.'.repeat(81)).split('').map((c) => (c === '.' ? 0 : Number(c)));
  const marks = new Array<number>(81).fill(0x1ff);
  for (const [spec, ds] of Object.entries(setup.only ?? {})) {
    for (const cell of cellsOf(spec)) marks[cell] = [...ds].reduce((m, d) => m | (1 << (Number(d) - 1)), 0);
  }
  for (const [ds, spec] of Object.entries(setup.without ?? {})) {
    for (const d of ds) for (const cell of cellsOf(spec)) marks[cell]! &= ~(1 << (Number(d) - 1));
  }
  return VariantState.of(createGrid(nine, digits, rules), marks);
}

/** A variant technique's test: where it applies, exactly what it changes there, and a near miss. */
export interface VariantCase {
  readonly name: string;
  readonly find: (state: VariantState) => Step | null;
  readonly hit: VariantState;
  readonly changes: readonly string[];
  /** Words the sentence must hold: the house or cage it names. */
  readonly says: string;
  readonly miss: VariantState;
}

/** Per case, a test of the hit (exact changes, the sentence naming its house or cage) and of the near miss. */
export function describeVariantTechniques(cases: readonly VariantCase[]): void {
  describe.each(cases)('$name', ({ find, hit, changes, says, miss }) => {
    it('finds exactly the expected changes where it applies, naming its house or cage', () => {
      const step = find(hit);
      expect(changesOf(step)).toEqual([...changes].sort());
      expect(step!.text).toMatch(/^[A-Z0-9].*\.$/);
      expect(step!.text).toContain(says);
    });
    it('finds nothing in a near miss', () => {
      expect(changesOf(find(miss))).toBeNull();
    });
  });
}
