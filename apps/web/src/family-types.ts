/**
 * Issue #38's families' fields of core's Rules, as the lead fixed them, declared here until they land
 * in @sudoku-lab/core; this file goes at that merge, and its users import them from core.
 */
import type { Rules } from '@sudoku-lab/core';

export type Edge = readonly [number, number];
export interface KropkiDot {
  readonly cells: Edge;
  readonly value: number;
}
export interface Kropki {
  readonly white: readonly KropkiDot[];
  readonly black: readonly KropkiDot[];
  readonly negativeWhite?: boolean;
  readonly negativeBlack?: boolean;
}
export interface XV {
  readonly x: readonly Edge[];
  readonly v: readonly Edge[];
  readonly negative?: boolean;
}
export interface Parity {
  readonly odd: readonly number[];
  readonly even: readonly number[];
}
export interface Quadruple {
  readonly cells: readonly number[];
  readonly digits: readonly number[];
}
export type Diagonal = 'UL' | 'UR' | 'DL' | 'DR';
export interface LittleKiller {
  readonly cells: readonly number[];
  readonly direction: Diagonal;
  readonly sum: number;
}
export interface Sandwich {
  readonly line: 'row' | 'column';
  readonly index: number;
  readonly sum: number;
}
export interface Arrow {
  readonly circle: readonly number[];
  readonly line: readonly number[];
}

export interface FamilyRules extends Rules {
  readonly kropki?: Kropki;
  readonly xv?: XV;
  readonly nonconsecutive?: boolean;
  readonly parity?: Parity;
  readonly quadruples?: readonly Quadruple[];
  readonly littleKillers?: readonly LittleKiller[];
  readonly sandwiches?: readonly Sandwich[];
  readonly thermometers?: readonly (readonly number[])[];
  readonly arrows?: readonly Arrow[];
  readonly whispers?: readonly (readonly number[])[];
  readonly renbans?: readonly (readonly number[])[];
  readonly palindromes?: readonly (readonly number[])[];
  readonly betweenLines?: readonly (readonly number[])[];
}
