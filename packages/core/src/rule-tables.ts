import type { GroupKind } from './conflicts.js';
import { crossSums } from './constraints/cross-sums.js';
import { boxRegions } from './constraints/geometry.js';
import type { Group, Propagator } from './constraints/module.js';
import { unitSight } from './constraints/sight.js';
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
   * (the boxes, or the jigsaw's regions), then every house of size cells. Each with its kind, its index
   * within its kind (the row's, the region's, the house's among the rules' houses) and its name in
   * words ("row 3", "region 2", "the main diagonal").
   */
  readonly unitGroups: readonly Group[];
  readonly unitCount: number;
  /** Unit u's cells again, flat for a solver's inner loop: units[u * size ... + size], ascending. */
  readonly units: Uint16Array;
  /** Cell c's units: cellUnits[unitStart[c] ... unitStart[c + 1]]; its row, column and region first. */
  readonly unitStart: Uint16Array;
  readonly cellUnits: Uint16Array;
  readonly rowOf: Uint8Array;
  readonly columnOf: Uint8Array;
  /** Each cell's region: its box, or its jigsaw region. */
  readonly regionOf: Uint8Array;
  /**
   * Groups of fewer than size cells whose digits differ: the killer cages (each with its index among
   * the rules' cages and its sum), then the houses of fewer than size cells (which are cages without a
   * sum, 0).
   */
  readonly cageGroups: readonly Group[];
  readonly cageCount: number;
  /** Cage k's cells again, flat: cageCells[cageStart[k] ... cageStart[k + 1]]. */
  readonly cageStart: Uint16Array;
  readonly cageCells: Uint16Array;
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

const shapeUnitsCache = new Map<string, readonly (readonly number[])[]>();

/** The shape's rows, columns and boxes (`built`, the first time), frozen: shared by every puzzle. */
function shapeUnits(shape: Shape, built: readonly (readonly number[])[]): readonly (readonly number[])[] {
  const key = `${shape.boxHeight}x${shape.boxWidth}`;
  let found = shapeUnitsCache.get(key);
  if (found === undefined) {
    found = Object.freeze(built.map((cells) => Object.freeze([...cells])));
    shapeUnitsCache.set(key, found);
  }
  return found;
}

/** What a list of units gives every puzzle that has it: each cell's units, and both flat. */
interface UnitTables {
  readonly units: Uint16Array;
  readonly ofCell: { start: Uint16Array | Uint32Array; flat: Uint16Array };
  /** Each cell's units' other cells, ascending. */
  readonly unitPeers: readonly (readonly number[])[];
  /** 1 at cell * cellCount + other when the two cells share a unit (the cell with itself too). */
  readonly seesByUnit: Uint8Array;
}

const NO_CELLS: readonly number[] = Object.freeze([]);

/**
 * Keyed by the list of units: a shape's rows, columns and boxes (shapeUnits) are one list, so every
 * puzzle of the shape without units of its own shares these tables, and the engine's tables of the
 * units (propagation.ts, keyed by the flat units) with them. Nothing writes them after they are made.
 */
const unitTablesCache = new WeakMap<readonly (readonly number[])[], UnitTables>();

function unitTablesOf(cellCount: number, unitLists: readonly (readonly number[])[]): UnitTables {
  let found = unitTablesCache.get(unitLists);
  if (found !== undefined) return found;
  // Each cell's units and who sees whom, the tables the sums and little killers read too; every
  // cell is in its row, so every cell sees itself.
  const { unitsOf, sees: seesByUnit } = unitSight(cellCount, unitLists);
  const unitPeers: (readonly number[])[] = [];
  for (let cell = 0; cell < cellCount; cell++) {
    const row = cell * cellCount;
    const list: number[] = [];
    for (let other = 0; other < cellCount; other++)
      if (seesByUnit[row + other] !== 0 && other !== cell) list.push(other);
    unitPeers.push(Object.freeze(list));
  }
  found = {
    units: flatten(unitLists, Uint16Array),
    ofCell: compress(unitsOf, Uint16Array),
    unitPeers,
    seesByUnit,
  };
  unitTablesCache.set(unitLists, found);
  return found;
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
  return { start, flat: flatten(lists, Uint16Array) };
}

/** The lists one after the other, without the array flat() would make on the way. */
function flatten<T extends Uint16Array | Uint32Array>(
  lists: readonly (readonly number[])[],
  Flat: new (length: number) => T,
): T {
  let total = 0;
  for (let k = 0; k < lists.length; k++) total += lists[k]!.length;
  const flat = new Flat(total);
  // Index loops: the build runs once a puzzle, mostly before the compiler optimises it, and a for-of
  // there allocates a step object for each element.
  let at = 0;
  for (let k = 0; k < lists.length; k++) {
    const list = lists[k]!;
    for (let i = 0; i < list.length; i++) flat[at++] = list[i]!;
  }
  return flat;
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

  const lines: number[][] = Array.from({ length: 3 * size }, () => []);
  for (let cell = 0; cell < cellCount; cell++) {
    lines[rowOf[cell]!]!.push(cell);
    lines[size + columnOf[cell]!]!.push(cell);
    lines[2 * size + regionOf[cell]!]!.push(cell);
  }
  const regionKind: GroupKind = jigsaw ? 'region' : 'box';
  const unitGroups: Group[] = lines.map((cells, k) => {
    const kind: GroupKind = k < size ? 'row' : k < 2 * size ? 'column' : regionKind;
    return { kind, index: k % size, name: `${kind} ${(k % size) + 1}`, cells, sum: 0 };
  });
  // Groups of size cells are units, killer cages and smaller groups cages (a sum of 0 for none): the
  // killer cages first, then the small houses, as the tables have always listed them.
  const isUnit = (group: Group) => group.kind !== 'cage' && group.cells.length === size;
  unitGroups.push(...groups.filter((group) => !replacing.has(group) && isUnit(group)));
  const cageGroups = groups.filter((group) => !replacing.has(group) && !isUnit(group));
  cageGroups.sort((a, b) => Number(a.kind !== 'cage') - Number(b.kind !== 'cage'));
  const builtUnits = unitGroups.map((group) => group.cells);
  const cageLists = cageGroups.map((group) => group.cells);

  // Without regions or houses of its own, a puzzle's units are its shape's rows, columns and boxes:
  // one list a shape, so that what the sums work out from the units by the list (each cell's units,
  // the 45 rule's areas) is worked out once a shape rather than once a puzzle.
  const unitLists = !jigsaw && builtUnits.length === 3 * size ? shapeUnits(shape, builtUnits) : builtUnits;
  const unitTables = unitTablesOf(cellCount, unitLists);
  const cagesOf: number[][] = Array.from({ length: cellCount }, () => []);
  cageLists.forEach((cells, cage) => {
    for (const cell of cells) cagesOf[cell]!.push(cage);
  });
  // A cell's peers are its units' other cells (the same for every puzzle sharing the units, listed
  // once with them) and the cells its cages and extra peers add; those are marked with the cell's
  // number (none of the marks a cell before it made), so each is listed once, and merged in board order.
  const { unitPeers, seesByUnit } = unitTables;
  const peerLists: (readonly number[])[] = [];
  const extraPeerLists: (readonly number[])[] = [];
  const isPeer = new Int32Array(cellCount).fill(-1);
  for (let cell = 0; cell < cellCount; cell++) {
    // Index loops: this runs once a puzzle, mostly before the compiler optimises it, and a for-of
    // there allocates a step object for each element.
    const own = unitPeers[cell]!;
    // The cell and its units' cells count as marked: seesByUnit says which they are.
    const row = cell * cellCount;
    isPeer[cell] = cell;
    let extra: number[] | undefined;
    const mark = (others: readonly number[]) => {
      for (let i = 0; i < others.length; i++) {
        const other = others[i]!;
        if (isPeer[other] === cell || seesByUnit[row + other] !== 0) continue;
        isPeer[other] = cell;
        (extra ??= []).push(other);
      }
    };
    const cellCages = cagesOf[cell]!;
    for (let c = 0; c < cellCages.length; c++) mark(cageLists[cellCages[c]!]!);
    for (let f = 0; f < families.length; f++) {
      const { module, value } = families[f]!;
      mark(module.extraPeers(shape, value as never, cell));
    }
    if (extra === undefined) {
      peerLists.push(own);
      extraPeerLists.push(NO_CELLS);
      continue;
    }
    extra.sort((a, b) => a - b);
    const list: number[] = [];
    let i = 0;
    let j = 0;
    while (i < own.length || j < extra.length) {
      if (j === extra.length || (i < own.length && own[i]! < extra[j]!)) list.push(own[i++]!);
      else list.push(extra[j++]!);
    }
    peerLists.push(list);
    extraPeerLists.push(extra);
  }

  const { units, ofCell } = unitTables;
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
    unitGroups: Object.freeze(unitGroups),
    unitCount: unitLists.length,
    units,
    unitStart: ofCell.start as Uint16Array,
    cellUnits: ofCell.flat,
    rowOf,
    columnOf,
    regionOf,
    cageGroups: Object.freeze(cageGroups),
    cageCount: cageLists.length,
    cageStart: cages.start as Uint16Array,
    cageCells: cages.flat,
    cellCageStart: ofCellCages.start as Uint16Array,
    cellCages: ofCellCages.flat,
    peerStart: peers.start as Uint32Array,
    peers: peers.flat,
    extraPeerStart: extraPeers.start as Uint32Array,
    extraPeers: extraPeers.flat,
    unitsOnly:
      extraPeers.flat.length === 0 &&
      cageGroups.every((group) => group.sum === 0) &&
      propagators.every((propagator) => propagator.distinctOnly === true),
    propagators: Object.freeze(propagators),
    cellPropagatorStart,
    cellPropagators: flatten(wakes, Uint32Array),
  });
}
