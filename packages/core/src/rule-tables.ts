import type { GroupKind } from './conflicts.js';
import { crossSums } from './constraints/cross-sums.js';
import { boxRegions } from './constraints/geometry.js';
import type { Group, Propagator } from './constraints/module.js';
import { boxReplacements, familiesOf, rulesKey } from './families.js';
import type { RuleKind, Rules } from './rules.js';
import type { Shape } from './shape.js';

/**
 * The tables of one puzzle's rules, computed once per distinct rule set and shared, like ShapeTables
 * for a shape. Cell-indexed lists are flat typed arrays in compressed rows: cell c's entries are
 * list[start[c] ... start[c + 1]], so a solver's inner loop reads them without allocating.
 */
export interface RuleTables {
  readonly shape: Shape;
  readonly size: number;
  readonly cellCount: number;
  readonly rules: Rules;
  /** The kinds of rule the tables hold, in ruleKinds' order. */
  readonly kinds: readonly RuleKind[];
  /**
   * Groups of size cells that hold every digit once: the rows (0..size-1), the columns, the regions
   * (the boxes, or the jigsaw's regions), then every house of size cells.
   */
  readonly unitCount: number;
  /** Unit u's cells: units[u * size ... + size], ascending. */
  readonly units: Uint16Array;
  readonly unitKinds: readonly GroupKind[];
  /** Each unit's index within its kind: the row's, the region's, the house's among the rules' houses. */
  readonly unitIndices: readonly number[];
  /** Each unit in words: "row 3", "region 2", "the main diagonal". */
  readonly unitNames: readonly string[];
  /** Cell c's units: cellUnits[unitStart[c] ... unitStart[c + 1]]; its row, column and region first. */
  readonly unitStart: Uint16Array;
  readonly cellUnits: Uint16Array;
  readonly rowOf: Uint8Array;
  readonly columnOf: Uint8Array;
  /** Each cell's region: its box, or its jigsaw region. */
  readonly regionOf: Uint8Array;
  /**
   * Groups of fewer than size cells whose digits differ: the killer cages, then the houses of fewer
   * than size cells (which are cages without a sum). Cage k's cells: cageCells[cageStart[k] ...
   * cageStart[k + 1]]; its sum cageSum[k], 0 for none.
   */
  readonly cageCount: number;
  readonly cageStart: Uint16Array;
  readonly cageCells: Uint16Array;
  readonly cageSum: Uint16Array;
  readonly cageKinds: readonly GroupKind[];
  /** Each cage's index among the rules' cages, or a small house's among the rules' houses. */
  readonly cageIndices: readonly number[];
  readonly cageNames: readonly string[];
  /** Cell c's cages: cellCages[cellCageStart[c] ... cellCageStart[c + 1]]. */
  readonly cellCageStart: Uint16Array;
  readonly cellCages: Uint16Array;
  /**
   * Every cell that may not hold cell c's digit (sharing a unit or a cage, or a knight's or king's
   * move away under those rules): peers[peerStart[c] ... peerStart[c + 1]], ascending.
   */
  readonly peerStart: Uint32Array;
  readonly peers: Uint16Array;
  /**
   * The peers of cell c that share none of its units (a knight's or king's move away, a cage or a
   * small house's other cells): extraPeers[extraPeerStart[c] ... extraPeerStart[c + 1]], ascending.
   * What a search that keeps only the units must still ask `admits` about.
   */
  readonly extraPeerStart: Uint32Array;
  readonly extraPeers: Uint16Array;
  /**
   * True when the units are the whole of the rules (no extra peers, no sums, no propagation beyond
   * digits that differ: no dots, lines or clues): `admits` is then always true.
   */
  readonly unitsOnly: boolean;
  /**
   * Every family's propagation (see constraints/module.ts), the families in ruleKinds' order, then the
   * 45 rule over sums of several families (constraints/cross-sums.ts); none for a classic puzzle.
   * Cell c wakes propagators cellPropagators[cellPropagatorStart[c] ... + 1]].
   */
  readonly propagators: readonly Propagator[];
  readonly cellPropagatorStart: Uint32Array;
  readonly cellPropagators: Uint32Array;
}

/** A few distinct rule sets at a time are in use (a killer set has one per puzzle): a bounded cache. */
const CACHE_LIMIT = 256;
const byKey = new Map<string, RuleTables>();
const byRules = new WeakMap<Rules, RuleTables>();

/** The tables of a puzzle's rules on its shape; built on first use, then shared by equal rule sets. */
export function ruleTablesFor(shape: Shape, rules: Rules): RuleTables {
  let tables = byRules.get(rules);
  if (tables !== undefined && tables.shape === shape) return tables;
  const key = rulesKey(shape, rules);
  tables = byKey.get(key);
  if (tables === undefined) {
    if (byKey.size >= CACHE_LIMIT) byKey.delete(byKey.keys().next().value!);
    tables = buildRuleTables(shape, rules);
    byKey.set(key, tables);
  }
  byRules.set(rules, tables);
  return tables;
}

/** Lists a cell at a time, as compressed rows. */
function compress(lists: readonly (readonly number[])[], Start: typeof Uint16Array | typeof Uint32Array) {
  const start = new Start(lists.length + 1);
  let total = 0;
  lists.forEach((list, k) => {
    start[k] = total;
    total += list.length;
  });
  start[lists.length] = total;
  return { start, flat: Uint16Array.from(lists.flat()) };
}

function buildRuleTables(shape: Shape, rules: Rules): RuleTables {
  const { size, cellCount } = shape;
  const families = familiesOf(rules);
  const groups: Group[] = families.flatMap(({ module, value }) => module.groups(shape, value as never));
  // The regions that replace the boxes are the third kind of unit; every other group is listed below.
  const regionGroups = boxReplacements(groups);
  const replacing = new Set(regionGroups);
  const jigsaw = regionGroups.length > 0;
  const rowOf = new Uint8Array(cellCount);
  const columnOf = new Uint8Array(cellCount);
  const regionOf = Uint8Array.from(boxRegions(shape));
  for (const group of regionGroups) for (const cell of group.cells) regionOf[cell] = group.index;
  for (let cell = 0; cell < cellCount; cell++) {
    rowOf[cell] = Math.floor(cell / size);
    columnOf[cell] = cell % size;
  }

  const unitLists: number[][] = [];
  const unitKinds: GroupKind[] = [];
  const unitNames: string[] = [];
  const unitIndices: number[] = [];
  const groupKind: GroupKind = jigsaw ? 'region' : 'box';
  for (let k = 0; k < 3 * size; k++) {
    const kind: GroupKind = k < size ? 'row' : k < 2 * size ? 'column' : groupKind;
    unitLists.push([]);
    unitKinds.push(kind);
    unitIndices.push(k % size);
    unitNames.push(`${kind} ${(k % size) + 1}`);
  }
  for (let cell = 0; cell < cellCount; cell++) {
    unitLists[rowOf[cell]!]!.push(cell);
    unitLists[size + columnOf[cell]!]!.push(cell);
    unitLists[2 * size + regionOf[cell]!]!.push(cell);
  }
  const cageLists: number[][] = [];
  const cageSums: number[] = [];
  const cageKinds: GroupKind[] = [];
  const cageNames: string[] = [];
  const cageIndices: number[] = [];
  // Groups of size cells are units, killer cages and smaller groups cages (a sum of 0 for none): the
  // killer cages first, then the small houses, as the tables have always listed them.
  const isUnit = (group: Group) => group.kind !== 'cage' && group.cells.length === size;
  const small = groups.filter((group) => !replacing.has(group) && !isUnit(group));
  small.sort((a, b) => Number(a.kind !== 'cage') - Number(b.kind !== 'cage'));
  for (const group of groups) {
    if (replacing.has(group) || !isUnit(group)) continue;
    unitLists.push([...group.cells]);
    unitKinds.push(group.kind);
    unitIndices.push(group.index);
    unitNames.push(group.name);
  }
  for (const group of small) {
    cageLists.push([...group.cells]);
    cageSums.push(group.sum);
    cageKinds.push(group.kind);
    cageIndices.push(group.index);
    cageNames.push(group.name);
  }

  const unitsOf: number[][] = Array.from({ length: cellCount }, () => []);
  unitLists.forEach((cells, unit) => {
    for (const cell of cells) unitsOf[cell]!.push(unit);
  });
  const cagesOf: number[][] = Array.from({ length: cellCount }, () => []);
  cageLists.forEach((cells, cage) => {
    for (const cell of cells) cagesOf[cell]!.push(cage);
  });
  const peerLists: number[][] = [];
  for (let cell = 0; cell < cellCount; cell++) {
    const set = new Set<number>();
    for (const unit of unitsOf[cell]!) for (const other of unitLists[unit]!) set.add(other);
    for (const cage of cagesOf[cell]!) for (const other of cageLists[cage]!) set.add(other);
    for (const { module, value } of families) {
      for (const other of module.extraPeers(shape, value as never, cell)) set.add(other);
    }
    set.delete(cell);
    peerLists.push([...set].sort((a, b) => a - b));
  }

  const extraPeerLists = peerLists.map((list, cell) =>
    list.filter((other) => !unitsOf[cell]!.some((unit) => unitLists[unit]!.includes(other))),
  );

  const units = Uint16Array.from(unitLists.flat());
  const ofCell = compress(unitsOf, Uint16Array);
  const cages = compress(cageLists, Uint16Array);
  const ofCellCages = compress(cagesOf, Uint16Array);
  const peers = compress(peerLists, Uint32Array);
  const extraPeers = compress(extraPeerLists, Uint32Array);
  const propagators = families.flatMap(({ module, value }) =>
    module.propagators(shape, value as never, unitLists, peerLists),
  );
  // Sums of different families covering a unit together: the 45 rule across families, which no
  // module sees alone.
  propagators.push(
    ...crossSums(
      size,
      families.map(({ module, value }) => module.sums?.(shape, value as never) ?? []),
      unitLists,
    ),
  );
  const wakes: number[][] = Array.from({ length: cellCount }, () => []);
  propagators.forEach((propagator, k) => {
    for (const cell of propagator.cells) wakes[cell]!.push(k);
  });
  const cellPropagatorStart = new Uint32Array(cellCount + 1);
  for (let cell = 0; cell < cellCount; cell++) {
    cellPropagatorStart[cell + 1] = cellPropagatorStart[cell]! + wakes[cell]!.length;
  }
  return Object.freeze({
    shape,
    size,
    cellCount,
    rules,
    kinds: Object.freeze(families.map(({ module }) => module.kind)),
    unitCount: unitLists.length,
    units,
    unitKinds: Object.freeze(unitKinds),
    unitIndices: Object.freeze(unitIndices),
    unitNames: Object.freeze(unitNames),
    unitStart: ofCell.start as Uint16Array,
    cellUnits: ofCell.flat,
    rowOf,
    columnOf,
    regionOf,
    cageCount: cageLists.length,
    cageStart: cages.start as Uint16Array,
    cageCells: cages.flat,
    cageSum: Uint16Array.from(cageSums),
    cageKinds: Object.freeze(cageKinds),
    cageIndices: Object.freeze(cageIndices),
    cageNames: Object.freeze(cageNames),
    cellCageStart: ofCellCages.start as Uint16Array,
    cellCages: ofCellCages.flat,
    peerStart: peers.start as Uint32Array,
    peers: peers.flat,
    extraPeerStart: extraPeers.start as Uint32Array,
    extraPeers: extraPeers.flat,
    unitsOnly:
      extraPeers.flat.length === 0 &&
      cageSums.every((sum) => sum === 0) &&
      propagators.every((propagator) => propagator.distinctOnly === true),
    propagators: Object.freeze(propagators),
    cellPropagatorStart,
    cellPropagators: Uint32Array.from(wakes.flat()),
  });
}
