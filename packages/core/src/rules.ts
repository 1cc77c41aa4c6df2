/**
 * Glossary of the rules beyond rows, columns and boxes (variant Sudoku):
 *   region      one of the size parts that replace the boxes (jigsaw): size cells, each digit once
 *   house       an extra group of cells whose digits differ: a diagonal (Sudoku X), a window
 *               (windoku), any extra region; one of size cells holds every digit once
 *   cage        a killer cage: cells whose digits differ and, when it has a sum, add up to it
 *   extra peer  a cell that may not hold the same digit for a reason other than a shared group:
 *               a knight's move away (anti-knight) or a king's move away (anti-king)
 * A puzzle's rules are a few of these general ideas, not a flag per variant: Sudoku X is two houses,
 * windoku four, killer a list of cages.
 */
import type { Cage } from './constraints/cages.js';
import type { House } from './constraints/geometry.js';
import { constraintModules } from './constraints/list.js';
import type { ConstraintModule, RuleKind } from './constraints/module.js';
import type { Shape } from './shape.js';

export type { Cage } from './constraints/cages.js';
export {
  boxRegions,
  cellsAMoveAway,
  diagonalHouses,
  type House,
  KING_MOVES,
  KNIGHT_MOVES,
  windowHouses,
} from './constraints/geometry.js';
export type { RuleKind } from './constraints/module.js';
export { cageSumRange } from './constraints/sums.js';

/**
 * What a puzzle asks beyond its rows and columns (and its boxes, unless `regions` replaces them): one
 * field a constraint family, each read and checked by its module (see constraints/list.ts).
 * Immutable once it is part of a Grid: createGrid freezes a checked copy.
 */
export interface Rules {
  /** The region of each cell, 0..size-1, row-major: size regions of size cells, in place of the boxes. */
  readonly regions?: readonly number[];
  readonly houses?: readonly House[];
  readonly cages?: readonly Cage[];
  /** No two cells a knight's move apart hold the same digit. */
  readonly antiknight?: boolean;
  /** No two cells a king's move apart (diagonally next to each other) hold the same digit. */
  readonly antiking?: boolean;
}

/** Every rule kind, in the order messages list them: what defineSolver checks. */
export const ruleKinds: readonly RuleKind[] = Object.freeze(constraintModules.map((module) => module.kind));

/** Each rule kind in words, for messages: "bitboard does not handle killer cages". */
export const ruleNames: Readonly<Record<RuleKind, string>> = Object.freeze(
  Object.fromEntries(constraintModules.map((module) => [module.kind, module.name])) as Record<
    RuleKind,
    string
  >,
);

/** The value of a family's field in `rules`, when it says something. */
function familyValue(module: ConstraintModule, rules: Rules): NonNullable<Rules[RuleKind]> | undefined {
  const value = rules[module.kind];
  return value !== undefined && module.present(value as never)
    ? (value as NonNullable<Rules[RuleKind]>)
    : undefined;
}

/** The families `rules` holds with their values, in ruleKinds' order. */
export function familiesOf(
  rules: Rules | undefined,
): { module: ConstraintModule; value: NonNullable<Rules[RuleKind]> }[] {
  if (rules === undefined) return [];
  const found: { module: ConstraintModule; value: NonNullable<Rules[RuleKind]> }[] = [];
  for (const module of constraintModules) {
    const value = familyValue(module, rules);
    if (value !== undefined) found.push({ module, value });
  }
  return found;
}

/** The kinds of rule that `rules` holds, in ruleKinds' order (none for a classic puzzle). */
export function kindsOf(rules: Rules | undefined): RuleKind[] {
  return familiesOf(rules).map(({ module }) => module.kind);
}

/**
 * Why `rules` cannot be a puzzle's rules on `shape`, in words, or null when they can: an unknown key,
 * or what its family's module finds wrong with its value.
 */
export function rulesProblem(shape: Shape, rules: unknown): string | null {
  if (typeof rules !== 'object' || rules === null || Array.isArray(rules))
    return 'the rules must be an object';
  for (const key of Object.keys(rules)) {
    if (!(ruleKinds as readonly string[]).includes(key)) {
      return `unknown rule "${key}" (the rules are ${ruleKinds.join(', ')})`;
    }
  }
  for (const module of constraintModules) {
    const value = (rules as Record<string, unknown>)[module.kind];
    if (value === undefined) continue;
    const problem = module.problem(shape, value);
    if (problem !== null) return problem;
  }
  return null;
}

/**
 * A frozen copy of checked rules with what says nothing left out (no houses, no cages, flags that
 * are false, a region map that is the boxes), each family's value in its module's canonical form;
 * undefined when nothing is left: a classic puzzle.
 */
export function normalizeRules(shape: Shape, rules: Rules): Rules | undefined {
  const result: Record<string, unknown> = {};
  for (const { module, value } of familiesOf(rules)) {
    const normal = module.normalize(shape, value as never);
    if (normal !== undefined) result[module.kind] = normal;
  }
  return Object.keys(result).length === 0 ? undefined : (Object.freeze(result) as Rules);
}

/** A string that two rule sets share exactly when they are the same rules: the tables' cache key. */
export function rulesKey(shape: Shape, rules: Rules): string {
  return `${shape.name}|${JSON.stringify(
    constraintModules.map((module) => {
      const value = familyValue(module, rules);
      return value === undefined ? null : module.key(value as never);
    }),
  )}`;
}
