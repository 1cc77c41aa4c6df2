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
import { cellName, type Shape } from './shape.js';

/** The kinds of rule a puzzle may carry and a strategy may declare: what defineSolver checks. */
export type RuleKind = 'regions' | 'houses' | 'cages' | 'antiknight' | 'antiking';

/** Every rule kind, in the order messages list them. */
export const ruleKinds: readonly RuleKind[] = Object.freeze([
  'regions',
  'houses',
  'cages',
  'antiknight',
  'antiking',
]);

/** Each rule kind in words, for messages: "bitboard does not handle killer cages". */
export const ruleNames: Readonly<Record<RuleKind, string>> = Object.freeze({
  regions: 'irregular regions (jigsaw)',
  houses: 'extra houses (diagonals, windows, extra regions)',
  cages: 'killer cages',
  antiknight: 'the anti-knight rule',
  antiking: 'the anti-king rule',
});

/** An extra group of cells whose digits differ (see the glossary). */
export interface House {
  /** For messages: "the main diagonal", "window 2", "extra region 1". */
  readonly name: string;
  /** Its cells, ascending; at most size of them. */
  readonly cells: readonly number[];
}

/** A killer cage: its cells' digits differ and, when `sum` is given, add up to it. */
export interface Cage {
  /** Its cells, ascending; at most size of them. */
  readonly cells: readonly number[];
  /** What its digits add up to; left out for a cage without a sum. */
  readonly sum?: number;
}

/**
 * What a puzzle asks beyond its rows and columns (and its boxes, unless `regions` replaces them).
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

/** The kinds of rule that `rules` holds, in ruleKinds' order (none for a classic puzzle). */
export function kindsOf(rules: Rules | undefined): RuleKind[] {
  if (rules === undefined) return [];
  const kinds: RuleKind[] = [];
  if (rules.regions !== undefined) kinds.push('regions');
  if (rules.houses !== undefined && rules.houses.length > 0) kinds.push('houses');
  if (rules.cages !== undefined && rules.cages.length > 0) kinds.push('cages');
  if (rules.antiknight === true) kinds.push('antiknight');
  if (rules.antiking === true) kinds.push('antiking');
  return kinds;
}

/** The smallest and largest sums of `count` different digits 1..size. */
export function cageSumRange(size: number, count: number): readonly [number, number] {
  const least = (count * (count + 1)) / 2;
  const most = count * size - (count * (count - 1)) / 2;
  return [least, most];
}

/** The boxes of a shape as a region map: what `regions` replaces. */
export function boxRegions(shape: Shape): number[] {
  const { size, boxHeight, boxWidth } = shape;
  const regions: number[] = [];
  for (let cell = 0; cell < shape.cellCount; cell++) {
    const row = Math.floor(cell / size);
    const column = cell % size;
    regions.push(Math.floor(row / boxHeight) * (size / boxWidth) + Math.floor(column / boxWidth));
  }
  return regions;
}

/** Sudoku X's two houses: the main diagonal (top left to bottom right) and the anti-diagonal. */
export function diagonalHouses(shape: Shape): House[] {
  const { size } = shape;
  const main: number[] = [];
  const anti: number[] = [];
  for (let i = 0; i < size; i++) {
    main.push(i * size + i);
    anti.push(i * size + size - 1 - i);
  }
  return [
    { name: 'the main diagonal', cells: main },
    { name: 'the anti-diagonal', cells: anti.sort((a, b) => a - b) },
  ];
}

/**
 * Windoku's four windows: the boxes one row and one column in from each box corner of the board,
 * placed between the boxes (rows 2-4 and 6-8 by columns 2-4 and 6-8 on 9x9). Only for shapes with
 * square boxes and at least two boxes a side, where such windows fit (4x4 has none, nor 6x6).
 */
export function windowHouses(shape: Shape): House[] {
  const { size, boxHeight, boxWidth } = shape;
  if (boxHeight !== boxWidth || boxHeight < 3) {
    throw new RangeError(`windoku's windows are defined on 9x9 and 16x16, not ${shape.name}`);
  }
  const starts: number[] = [];
  for (let start = 1; start + boxHeight <= size - 1; start += boxHeight + 1) starts.push(start);
  const houses: House[] = [];
  for (const top of starts) {
    for (const left of starts) {
      const cells: number[] = [];
      for (let r = 0; r < boxHeight; r++)
        for (let c = 0; c < boxWidth; c++) cells.push((top + r) * size + left + c);
      houses.push({ name: `window ${houses.length + 1}`, cells });
    }
  }
  return houses;
}

/** The moves that make extra peers: a knight's and a king's diagonal step, as (row, column) steps. */
export const KNIGHT_MOVES: readonly (readonly [number, number])[] = [
  [-2, -1],
  [-2, 1],
  [-1, -2],
  [-1, 2],
  [1, -2],
  [1, 2],
  [2, -1],
  [2, 1],
];
/** A king's moves that leave its row and column: the others are peers already. */
export const KING_MOVES: readonly (readonly [number, number])[] = [
  [-1, -1],
  [-1, 1],
  [1, -1],
  [1, 1],
];

/** The cells a `moves` step away from `cell`, ascending. */
export function cellsAMoveAway(
  shape: Shape,
  cell: number,
  moves: readonly (readonly [number, number])[],
): number[] {
  const { size } = shape;
  const row = Math.floor(cell / size);
  const column = cell % size;
  const away: number[] = [];
  for (const [dr, dc] of moves) {
    const r = row + dr;
    const c = column + dc;
    if (r >= 0 && r < size && c >= 0 && c < size) away.push(r * size + c);
  }
  return away.sort((a, b) => a - b);
}

/**
 * Why `rules` cannot be a puzzle's rules on `shape`, in words, or null when they can: an unknown key,
 * a region map that does not split the board into size regions of size cells, a house or cage with
 * a cell off the board, a cell twice or more cells than digits, a cage sum no digits of its size make.
 */
export function rulesProblem(shape: Shape, rules: unknown): string | null {
  if (typeof rules !== 'object' || rules === null || Array.isArray(rules))
    return 'the rules must be an object';
  const known = new Set(['regions', 'houses', 'cages', 'antiknight', 'antiking']);
  for (const key of Object.keys(rules)) {
    if (!known.has(key)) return `unknown rule "${key}" (the rules are ${[...known].join(', ')})`;
  }
  const { regions, houses, cages, antiknight, antiking } = rules as Record<string, unknown>;
  const { size, cellCount } = shape;
  if (regions !== undefined) {
    if (!Array.isArray(regions) || regions.length !== cellCount) {
      return `the region map must give a region to each of the ${cellCount} cells`;
    }
    const count = new Array<number>(size).fill(0);
    for (let cell = 0; cell < cellCount; cell++) {
      const region: unknown = regions[cell];
      if (typeof region !== 'number' || !Number.isInteger(region) || region < 0 || region >= size) {
        return `the region of ${cellName(shape, cell)} must be 0..${size - 1}, not ${String(region)}`;
      }
      count[region]!++;
    }
    const uneven = count.findIndex((n) => n !== size);
    if (uneven !== -1) {
      return `the regions do not split the grid into ${size} regions of ${size} cells: region ${uneven + 1} has ${count[uneven]}`;
    }
  }
  for (const [what, list] of [
    ['houses', houses],
    ['cages', cages],
  ] as const) {
    if (list === undefined) continue;
    if (!Array.isArray(list)) return `${what} must be an array`;
    for (let k = 0; k < list.length; k++) {
      const group: unknown = list[k];
      const label = what === 'houses' ? `house ${k + 1}` : `cage ${k + 1}`;
      if (typeof group !== 'object' || group === null) return `${label} must be an object`;
      const problem = cellsProblem(shape, (group as { cells?: unknown }).cells, label);
      if (problem !== null) return problem;
      const cells = (group as { cells: number[] }).cells;
      if (what === 'houses') {
        const { name } = group as { name?: unknown };
        if (typeof name !== 'string' || name === '') return `${label} must have a name`;
        continue;
      }
      const { sum } = group as { sum?: unknown };
      if (sum === undefined) continue;
      const [least, most] = cageSumRange(size, cells.length);
      if (typeof sum !== 'number' || !Number.isInteger(sum))
        return `the sum of ${label} must be a whole number`;
      if (sum < least || sum > most) {
        return `${label} (${cells.length} cells from ${cellName(shape, cells[0]!)}) cannot add up to ${sum}: ${cells.length} different digits make ${least} to ${most}`;
      }
    }
  }
  for (const [name, flag] of [
    ['antiknight', antiknight],
    ['antiking', antiking],
  ] as const) {
    if (flag !== undefined && typeof flag !== 'boolean') return `${name} must be true or false`;
  }
  return null;
}

function cellsProblem(shape: Shape, cells: unknown, label: string): string | null {
  if (!Array.isArray(cells) || cells.length === 0) return `${label} must have cells`;
  if (cells.length > shape.size) {
    return `${label} has ${cells.length} cells, more than the ${shape.size} digits that can differ`;
  }
  const seen = new Set<number>();
  for (const cell of cells) {
    if (typeof cell !== 'number' || !Number.isInteger(cell) || cell < 0 || cell >= shape.cellCount) {
      return `${label} has a cell off the board: ${String(cell)}`;
    }
    if (seen.has(cell)) return `${label} has ${cellName(shape, cell)} twice`;
    seen.add(cell);
  }
  return null;
}

/**
 * A frozen copy of checked rules with what says nothing left out (no houses, no cages, flags that
 * are false, a region map that is the boxes), its cells sorted, its regions numbered in the order
 * they first appear and its cages in board order;
 * undefined when nothing is left: a classic puzzle.
 */
export function normalizeRules(shape: Shape, rules: Rules): Rules | undefined {
  const result: {
    regions?: readonly number[];
    houses?: readonly House[];
    cages?: readonly Cage[];
    antiknight?: boolean;
    antiking?: boolean;
  } = {};
  if (rules.regions !== undefined) {
    const boxes = boxRegions(shape);
    // Numbered in the order they first appear on the board, as the boxes are: one partition, one map.
    const number = new Map<number, number>();
    const regions = rules.regions.map((region) => {
      if (!number.has(region)) number.set(region, number.size);
      return number.get(region)!;
    });
    if (regions.some((region, cell) => region !== boxes[cell])) result.regions = Object.freeze(regions);
  }
  const sorted = (cells: readonly number[]) => Object.freeze([...cells].sort((a, b) => a - b));
  if (rules.houses !== undefined && rules.houses.length > 0) {
    result.houses = Object.freeze(
      rules.houses.map((house) => Object.freeze({ name: house.name, cells: sorted(house.cells) })),
    );
  }
  if (rules.cages !== undefined && rules.cages.length > 0) {
    // In board order (by first cell), the order the line form lists them in.
    const cages = [...rules.cages].map((cage) => ({ ...cage, cells: [...cage.cells].sort((a, b) => a - b) }));
    cages.sort((a, b) => a.cells[0]! - b.cells[0]! || a.cells.length - b.cells.length);
    result.cages = Object.freeze(
      cages.map((cage) =>
        Object.freeze(
          cage.sum === undefined
            ? { cells: sorted(cage.cells) }
            : { cells: sorted(cage.cells), sum: cage.sum },
        ),
      ),
    );
  }
  if (rules.antiknight === true) result.antiknight = true;
  if (rules.antiking === true) result.antiking = true;
  return Object.keys(result).length === 0 ? undefined : Object.freeze(result);
}

/** A string that two rule sets share exactly when they are the same rules: the tables' cache key. */
export function rulesKey(shape: Shape, rules: Rules): string {
  return `${shape.name}|${JSON.stringify([
    rules.regions ?? null,
    rules.houses?.map((house) => [house.name, ...house.cells]) ?? null,
    rules.cages?.map((cage) => [cage.sum ?? 0, ...cage.cells]) ?? null,
    rules.antiknight === true,
    rules.antiking === true,
  ])}`;
}
