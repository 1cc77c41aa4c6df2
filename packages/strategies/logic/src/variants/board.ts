/**
 * The board of a variant puzzle, for the player ladder on variants (glossary of ../board.ts, plus
 * core's rules glossary):
 *   unit        a group of nine cells holding every digit once: rows 0..8, columns 9..17, the
 *               regions 18..26 (the boxes, or a jigsaw's regions), then the full extra houses
 *               (diagonals, windows, extra regions): core's rule tables' units, in their order
 *   group       any cells whose digits differ: the units, then the cages and the small houses
 *   sum cage    a killer cage with its sum (the only groups that say what their digits add up to)
 *   peers       every cell that may not share a cell's digit: its groups' cells, and its knight's or
 *               king's moves where those rules hold
 * Computed once per puzzle from core's rule tables (which are themselves cached per rule set).
 */
import { type Grid, type Group as RuleGroup, ruleTablesFor } from '@sudoku-lab/core';
import { cellText, type Houses } from '../board.js';

/**
 * A group of the rule tables (core's Group: a killer cage's `index` is its index among the puzzle's
 * rules' cages), as a finder names it ("the 15 cage at r1c1"), with what its digits add up to (45 for
 * a unit, the cage's sum, 0 when nothing says).
 */
export interface Group extends RuleGroup {
  /** The unit's index (rule tables' numbering) for a unit, -1 otherwise. */
  readonly unit: number;
}

export interface VariantBoard {
  readonly grid: Grid;
  /** The units: groups of nine that hold every digit once, in the rule tables' order. */
  readonly units: readonly Group[];
  /** Every group whose digits differ: the units, then the cages and small houses. */
  readonly groups: readonly Group[];
  /** The killer cages with their sums. */
  readonly sumCages: readonly Group[];
  /** Each cell's peers, ascending. */
  readonly peers: readonly (readonly number[])[];
  /** Whether two cells see each other: sees[a * 81 + b]. */
  readonly sees: Uint8Array;
  /** The same units and peers as the finders of every ladder read them (../board.ts's Houses). */
  readonly houses: Houses;
}

const boards = new WeakMap<Grid, VariantBoard>();

/** The board of a 9x9 variant puzzle (a Grid with rules). */
export function variantBoard(grid: Grid): VariantBoard {
  const known = boards.get(grid);
  if (known !== undefined) return known;
  const tables = ruleTablesFor(grid.shape, grid.rules!);
  const { size, cellCount } = tables;
  const units = tables.unitGroups.map((group, unit): Group => ({ ...group, unit, sum: 45 }));
  const cages = tables.cageGroups.map((group): Group => {
    const { kind, cells, sum } = group;
    const at = cellText(cells[0]!);
    const name = kind !== 'cage' ? group.name : sum === 0 ? `the cage at ${at}` : `the ${sum} cage at ${at}`;
    return { ...group, name, unit: -1 };
  });
  const peers: number[][] = [];
  const sees = new Uint8Array(cellCount * cellCount);
  for (let cell = 0; cell < cellCount; cell++) {
    const list = Array.from(tables.peers.subarray(tables.peerStart[cell]!, tables.peerStart[cell + 1]!));
    peers.push(list);
    for (const other of list) sees[cell * cellCount + other] = 1;
  }
  const sumCages = cages.filter((cage) => cage.kind === 'cage' && cage.sum > 0);
  let unitsPerCell = 0;
  let peersPerCell = 0;
  for (let cell = 0; cell < cellCount; cell++) {
    unitsPerCell = Math.max(unitsPerCell, tables.unitStart[cell + 1]! - tables.unitStart[cell]!);
    peersPerCell = Math.max(peersPerCell, peers[cell]!.length);
  }
  const houses: Houses = Object.freeze({
    unitCount: tables.unitCount,
    unitCells: tables.units,
    unitNames: units.map((unit) => unit.name),
    regionOf: tables.regionOf,
    boxes: units[2 * size]!.kind === 'box',
    plain: tables.unitCount === 3 * size && tables.extraPeers.length === 0,
    unitsPerCell,
    peerStart: tables.peerStart,
    peers: tables.peers,
    peersPerCell,
    seen: sees,
    groupCount: tables.cageCount,
    groupStart: tables.cageStart,
    groupCells: tables.cageCells,
    groupNames: cages.map((cage) => cage.name),
    groupCages: cages.map((group) => (group.kind === 'cage' ? group.index : -1)),
  });
  const board: VariantBoard = {
    grid,
    units,
    groups: [...units, ...cages],
    sumCages,
    peers,
    sees,
    houses,
  };
  boards.set(grid, board);
  return board;
}
