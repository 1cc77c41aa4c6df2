// Which cells see which: each cell's units and the cells sharing one, made once for a list of units;
// and which cells outside a group see its cells, as bitsets, for the rules whose digits must sit in the
// group (a quadruple's square, a renban's line): a digit whose places in the group all lie in cells
// that one outside cell sees cannot go in that outside cell.
import type { Domains } from './module.js';

const cellUnitsCache = new WeakMap<readonly (readonly number[])[], readonly (readonly number[])[]>();

/**
 * Each cell's units (indices into `units`, ascending), listed once for a puzzle's units: every sum of
 * the puzzle asks which units hold its cells, and a look through every unit's cells a sum made that
 * much of the setup.
 */
export function cellUnitsOf(units: readonly (readonly number[])[]): readonly (readonly number[])[] {
  let found = cellUnitsCache.get(units);
  if (found === undefined) {
    const lists: number[][] = [];
    units.forEach((unit, k) => {
      for (const cell of unit) (lists[cell] ??= []).push(k);
    });
    found = lists;
    cellUnitsCache.set(units, found);
  }
  return found;
}

const NO_UNITS: readonly number[] = Object.freeze([]);

/** What reads a list of units: each cell's units, and which cells see which (a cell in a unit sees itself). */
export interface UnitSight {
  readonly unitsOf: readonly (readonly number[])[];
  /** 1 at a * cellCount + b when cells a and b share a unit. */
  readonly sees: Uint8Array;
}

const sightCache = new WeakMap<readonly (readonly number[])[], UnitSight>();

/**
 * The sight of `units`, made once for a list of units: each cell's units (an empty list for a cell no
 * unit holds) and which cells see which. The rule tables give every puzzle of a shape without units of
 * its own the same list, so the rule tables' peers and every little killer on the shape read one table
 * rather than filling its cells' squared count again. Nothing writes it.
 */
export function unitSight(cellCount: number, units: readonly (readonly number[])[]): UnitSight {
  let found = sightCache.get(units);
  if (found !== undefined && found.sees.length === cellCount * cellCount) return found;
  const ofCell = cellUnitsOf(units);
  const unitsOf: (readonly number[])[] = [];
  const sees = new Uint8Array(cellCount * cellCount);
  // Index loops: this runs before the compiler optimises it, where a for-of allocates a step an element.
  for (let cell = 0; cell < cellCount; cell++) {
    const mine = ofCell[cell] ?? NO_UNITS;
    unitsOf.push(mine);
    const row = cell * cellCount;
    for (let u = 0; u < mine.length; u++) {
      const unit = units[mine[u]!]!;
      for (let i = 0; i < unit.length; i++) sees[row + unit[i]!] = 1;
    }
  }
  found = { unitsOf, sees };
  sightCache.set(units, found);
  return found;
}

/** The words of 32 cells a bitset over `cellCount` cells takes. */
export function sightWords(cellCount: number): number {
  return (cellCount + 31) >> 5;
}

/**
 * For each cell k of `group`, its peers (`seeing[k]`) outside the group, as a bitset of `words`
 * words starting at k * words.
 */
export function sightOf(
  group: readonly number[],
  seeing: readonly (readonly number[])[],
  words: number,
): Int32Array {
  const sight = new Int32Array(group.length * words);
  group.forEach((_cell, k) => {
    for (const other of seeing[k] ?? []) {
      if (!group.includes(other)) sight[k * words + (other >> 5)]! |= 1 << (other & 31);
    }
  });
  return sight;
}

/** Removes the digit `bit` from every cell of the bitset `seen`; false on a contradiction. */
export function dropFromSeen(domains: Domains, seen: Int32Array, bit: number): boolean {
  const { candidates } = domains;
  for (let w = 0; w < seen.length; w++) {
    for (let rest = seen[w]!; rest !== 0; rest &= rest - 1) {
      const other = w * 32 + 31 - Math.clz32(rest & -rest);
      const mask = candidates[other]!;
      if ((mask & bit) !== 0 && !domains.keep(other, mask & ~bit)) return false;
    }
  }
  return true;
}
