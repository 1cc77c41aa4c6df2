import { createGrid, diagonalHouses, type Rules, shapes, windowHouses } from '@sudoku-lab/core';
import { cellsOf, confinement, digitsOf, pencilMarks, type Setup } from '../position.fixture.js';
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
 * A constructed position of a variant: its rules on the setup's digits (../position.fixture.ts's
 * Setup), every candidate the rules allow there, narrowed by the setup's pencil marks.
 */
export function variantPosition(rules: Rules, setup: Setup = {}): VariantState {
  return VariantState.of(createGrid(nine, digitsOf(setup), rules), pencilMarks(setup));
}

/** The hit and near miss of a confinement (../position.fixture.ts) under a variant's rules. */
export function variantConfined(
  rules: Rules,
  digits: string,
  where: string,
  within: string,
): { hit: VariantState; miss: VariantState } {
  const { hit, miss } = confinement(digits, where, within);
  return { hit: variantPosition(rules, hit), miss: variantPosition(rules, miss) };
}
