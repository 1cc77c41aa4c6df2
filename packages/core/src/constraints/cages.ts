/**
 * Killer cages: cells whose digits differ and, when the cage has a sum, add up to it. Propagation is by
 * combination tables (see sums.ts), and by the "45 rule": a unit holds every digit once, so its digits
 * add up to 1 + 2 + ... + size; the cages inside a unit leave the rest of it (the innies) a sum of
 * their own, and the cages that cover a unit and stick out of it give the cells outside (the outies) one.
 */
import type { Conflict } from '../conflicts.js';
import type { Cage } from '../rules.js';
import { cellName, type Shape } from '../shape.js';
import { groupEntryProblem, listFamily } from './checks.js';
import { boxRegions } from './geometry.js';
import { distinctPropagator, fpuzzlesLabel, repeatsIn, sortedCells } from './groups.js';
import type { ConstraintModule, Group, Propagator } from './module.js';
import { boundedSumPropagator, cageSumRange, distinctSumPropagator, signedSumPropagator } from './sums.js';

export type { Cage };

function cageGroups(cages: readonly Cage[]): Group[] {
  return cages.map((cage, index) => ({
    kind: 'cage',
    index,
    name: cage.sum === undefined ? `cage ${index + 1}` : `cage ${index + 1} (sum ${cage.sum})`,
    cells: cage.cells,
    sum: cage.sum ?? 0,
  }));
}

/** Givens of a cage that add up past its sum, or fill it with another sum. */
function sumConflicts(shape: Shape, group: Group, cells: ArrayLike<number>): Conflict[] {
  if (group.sum === 0) return [];
  const both = (a: number, b: number) => `${cellName(shape, a)} and ${cellName(shape, b)}`;
  let total = 0;
  let first = -1;
  let last = -1;
  for (const cell of group.cells) {
    const digit = cells[cell]!;
    if (digit === 0) continue;
    total += digit;
    if (first === -1) first = cell;
    last = cell;
    if (total > group.sum) {
      return [
        {
          unit: 'cage',
          unitIndex: group.index,
          digit,
          cells: [first, cell],
          message:
            first === cell
              ? `the given of ${group.name} is more than its sum: ${digit} at ${cellName(shape, cell)}`
              : `the givens of ${group.name} add up to more than its sum: ${both(first, cell)} and those before them`,
        },
      ];
    }
  }
  const full = group.cells.every((cell) => cells[cell] !== 0);
  if (!full || total === group.sum) return [];
  return [
    {
      unit: 'cage',
      unitIndex: group.index,
      digit: cells[last]!,
      cells: [first, last],
      message: `the givens fill ${group.name} but add up to ${total}: ${both(first, last)} and those between`,
    },
  ];
}

/**
 * The sums the 45 rule implies over the areas (units, and runs of rows or columns; see areasOf) from
 * `cages`: any sums over cells that do not overlap (a killer's cages, a little killer's diagonals),
 * their digits free to repeat or not. The innies (an area's cells outside the summed cages inside it)
 * and the outies (the cells outside it of the summed cages that cover it), each set of cells once and
 * none that is a cage already. `peers` (each cell's, when given) let a sum's required digits leave the
 * cells that see all their places (see distinctSumPropagator). `late` says whether the sums wait for
 * everything else (see Propagator's late); by default those over more cells than are summed exactly
 * do, as a killer's long cages do.
 */
export function impliedSums(
  shape: Shape,
  cages: readonly Cage[],
  units: readonly (readonly number[])[],
  { peers, late }: { readonly peers?: readonly (readonly number[])[]; readonly late?: boolean } = {},
): Propagator[] {
  const areas = areasOf(shape, units);
  const { size, cellCount } = shape;
  const cageOf = new Int32Array(cellCount).fill(-1);
  for (let k = 0; k < cages.length; k++) {
    if (cages[k]!.sum === undefined) continue;
    for (const cell of cages[k]!.cells) {
      if (cageOf[cell] !== -1) return []; // overlapping cages: the sums of the parts are not additive
      cageOf[cell] = k;
    }
  }
  const seen = new Set(cages.map((cage) => cage.cells.join(',')));
  const found: Propagator[] = [];
  // A sum over more cells than a unit holds (a run's innies) has so much slack that it bounds
  // nothing until the run is nearly full, and each change of any of its cells ran it: measured on
  // published killers, leaving them out cut the time and the guesses.
  const add = (cells: number[], sum: number, distinct: boolean) => {
    const key = cells.join(',');
    if (cells.length === 0 || cells.length > size || seen.has(key)) return;
    seen.add(key);
    found.push(
      distinct && cells.length <= size
        ? distinctSumPropagator(size, cells, sum, units, peers, late)
        : boundedSumPropagator(cells, sum, units, late),
    );
  };
  const full = (size * (size + 1)) / 2;
  // One pass an area, without a set or map of its own: stamps (the area's number, counted from 1) mark
  // the cells in the area, the cages met and the cells covered, so the marks need no clearing; the
  // build runs once a puzzle, and its sets and maps were most of what the setup allocated.
  const inArea = new Int32Array(cellCount);
  const inside = new Int32Array(cellCount);
  const mostly = new Int32Array(cellCount);
  const met = new Int32Array(cages.length);
  const within = new Int32Array(cages.length);
  const touching: number[] = [];
  areas.forEach((area, index) => {
    const stamp = index + 1;
    touching.length = 0;
    let caged = true;
    const { cells } = area;
    // Index loops here and below: the build runs once a puzzle, mostly before the compiler optimises
    // it, and a for-of there allocates a step object for each element.
    for (let i = 0; i < cells.length; i++) {
      const cell = cells[i]!;
      inArea[cell] = stamp;
      const k = cageOf[cell]!;
      if (k === -1) {
        caged = false;
        continue;
      }
      if (met[k] !== stamp) {
        met[k] = stamp;
        within[k] = 0;
        touching.push(k);
      }
      within[k]!++;
    }
    const total = full * area.times;
    innieOutieSums(area, stamp, total, caged);
    mixed(area, stamp, total);
  });
  return found;

  /**
   * The innies (the area's cells outside the cages wholly inside it) and, when cages cover the whole
   * area, the outies (their cells outside it).
   */
  function innieOutieSums(area: Area, stamp: number, total: number, caged: boolean) {
    let insideSum = 0;
    let touchingSum = 0;
    let anyInside = false;
    const outside: number[] = [];
    for (let t = 0; t < touching.length; t++) {
      const k = touching[t]!;
      const { cells, sum } = cages[k]!;
      touchingSum += sum!;
      if (within[k] === cells.length) {
        insideSum += sum!;
        anyInside = true;
        for (let i = 0; i < cells.length; i++) inside[cells[i]!] = stamp;
      } else for (let i = 0; i < cells.length; i++) if (inArea[cells[i]!] !== stamp) outside.push(cells[i]!);
    }
    if (anyInside) {
      const innies = unstamped(area.cells, inside, stamp);
      add(sortedCells(innies) as number[], total - insideSum, area.distinct);
    }
    if (caged && outside.length > 0 && outside.length < size) {
      add(sortedCells(outside) as number[], touchingSum - total, false);
    }
  }

  /**
   * The cages mostly inside an area count as its own: the area's cells outside them (innies) less
   * their cells outside the area (outies) add up to the area's total less their sums, a sum worth
   * propagating when one side has at most three cells and both together at most size (at most
   * SIGNED_CELLS when both sides have cells). With no such cage the innies are the whole area, whose
   * sum its units already keep: a propagator that only costs, as it ran at every change of the
   * unit's cells.
   */
  function mixed(area: Area, stamp: number, total: number) {
    let piecesSum = 0;
    let anyMostly = false;
    const outies: number[] = [];
    for (let t = 0; t < touching.length; t++) {
      const k = touching[t]!;
      const { cells, sum } = cages[k]!;
      if (within[k]! * 2 <= cells.length) continue;
      piecesSum += sum!;
      anyMostly = true;
      for (let i = 0; i < cells.length; i++) {
        const cell = cells[i]!;
        if (inArea[cell] === stamp) mostly[cell] = stamp;
        else outies.push(cell);
      }
    }
    if (!anyMostly) return;
    const innies = unstamped(area.cells, mostly, stamp);
    if (innies.length + outies.length > size || (innies.length > 3 && outies.length > 3)) return;
    const sum = total - piecesSum;
    if (outies.length === 0) add(sortedCells(innies) as number[], sum, area.distinct);
    else if (innies.length === 0) add(sortedCells(outies) as number[], -sum, false);
    else if (innies.length + outies.length <= SIGNED_CELLS) {
      const plus = sortedCells(innies) as number[];
      const minus = sortedCells(outies) as number[];
      const key = `${plus.join(',')}-${minus.join(',')}`;
      if (seen.has(key)) return;
      seen.add(key);
      found.push(signedSumPropagator(plus, minus, sum, units, late));
    }
  }
}

/** The cells not marked with `stamp`, in their order: a filter without its callback a cell. */
function unstamped(cells: readonly number[], marks: Int32Array, stamp: number): number[] {
  const left: number[] = [];
  for (let i = 0; i < cells.length; i++) if (marks[cells[i]!] !== stamp) left.push(cells[i]!);
  return left;
}

/**
 * The most cells of an innies-less-outies sum: one over more ran at about every change of its cells and
 * almost never removed a digit, so it cost more than the guesses it saved (csp's README, "Killers:
 * shorter innies-less-outies sums").
 */
const SIGNED_CELLS = 6;

/** Cells that hold every digit `times` times (a unit once), `distinct` when no digit repeats there. */
interface Area {
  readonly cells: readonly number[];
  readonly times: number;
  readonly distinct: boolean;
}

const areasCache = new WeakMap<readonly (readonly number[])[], readonly Area[]>();

/**
 * The areas of `units` (see findAreas), found once for a list of units: a shape's rows, columns and
 * boxes are one list (the rule tables share it), so every killer on the shape reads the same areas.
 */
function areasOf(shape: Shape, units: readonly (readonly number[])[]): readonly Area[] {
  let found = areasCache.get(units);
  if (found === undefined) {
    found = findAreas(shape, units);
    areasCache.set(units, found);
  }
  return found;
}

/** The areas the 45 rule reads: every unit, runs of two to size/2 neighbouring rows or columns, the whole board, and pairs of boxes. */
function findAreas(shape: Shape, units: readonly (readonly number[])[]): Area[] {
  const { size } = shape;
  const areas: Area[] = units.map((cells) => ({ cells, times: 1, distinct: true }));
  // Measured on published killers: each wider run (up to half the grid) cut the guesses more than
  // its propagation cost.
  for (let span = 2; span <= Math.floor(size / 2); span++) {
    for (let first = 0; first + span <= size; first++) {
      const rows: number[] = [];
      const columns: number[] = [];
      for (let r = first; r < first + span; r++) {
        for (let c = 0; c < size; c++) {
          rows.push(r * size + c);
          columns.push(c * size + r);
        }
      }
      areas.push({ cells: rows, times: span, distinct: false });
      areas.push({ cells: columns.sort((a, b) => a - b), times: span, distinct: false });
    }
  }
  // The whole board holds every digit size times: where the cages leave at most size cells uncaged,
  // those cells add up to the board's total less the cages' (a setter's "zero" killer leaves a cell
  // a row, whose sum no run of rows or box pair reads).
  const board = Array.from({ length: shape.cellCount }, (_, cell) => cell);
  areas.push({ cells: board, times: size, distinct: false });
  return [...areas, ...boxPairsOf(shape, units)];
}

/**
 * Two boxes of one band or stack, when boxes are units: a cage bridging them is inside the pair, and
 * the pair's innies and outies are those of the other boxes and units together (the pair's
 * complement), which no run of rows or columns reads.
 */
function boxPairsOf(shape: Shape, units: readonly (readonly number[])[]): Area[] {
  const boxOf = boxRegions(shape);
  const boxesInBand = shape.size / shape.boxWidth;
  // A unit is a box when its cells all lie in one (a jigsaw's regions do not).
  const boxes = units.filter((cells) => cells.every((cell) => boxOf[cell] === boxOf[cells[0]!]));
  const pairs: Area[] = [];
  for (let i = 0; i < boxes.length; i++) {
    for (let j = i + 1; j < boxes.length; j++) {
      const [a, b] = [boxOf[boxes[i]![0]!]!, boxOf[boxes[j]![0]!]!];
      const band = Math.floor(a / boxesInBand) === Math.floor(b / boxesInBand);
      const stack = a % boxesInBand === b % boxesInBand;
      if (band || stack)
        pairs.push({
          cells: sortedCells([...boxes[i]!, ...boxes[j]!]) as number[],
          times: 2,
          distinct: false,
        });
    }
  }
  return pairs;
}

/** Killer cages: digits differ within a cage and add up to its sum; propagated by combination tables and the 45 rule. */
export const cages: ConstraintModule<'cages'> = {
  ...listFamily({ kind: 'cages', name: 'killer cages', one: 'cage' }, (shape) =>
    groupEntryProblem(shape, (cage, cells, label) => {
      const { sum } = cage;
      if (sum === undefined) return null;
      const [least, most] = cageSumRange(shape.size, cells.length);
      if (typeof sum !== 'number' || !Number.isInteger(sum))
        return `the sum of ${label} must be a whole number`;
      if (sum < least || sum > most) {
        return `${label} (${cells.length} cells from ${cellName(shape, cells[0]!)}) cannot add up to ${sum}: ${cells.length} different digits make ${least} to ${most}`;
      }
      return null;
    }),
  ),
  normalize(_shape, value) {
    if (value.length === 0) return undefined;
    // In board order (by first cell), the order the line form lists them in; cages that overlap from one
    // cell by their next cells, then their sums, so that one puzzle has one form however it was listed.
    const sorted = value.map((cage) => ({ sum: cage.sum, cells: sortedCells(cage.cells) }));
    const byCells = (a: readonly number[], b: readonly number[]) => {
      for (let k = 0; k < Math.min(a.length, b.length); k++) if (a[k] !== b[k]) return a[k]! - b[k]!;
      return 0;
    };
    sorted.sort(
      (a, b) =>
        a.cells[0]! - b.cells[0]! ||
        a.cells.length - b.cells.length ||
        byCells(a.cells, b.cells) ||
        (a.sum ?? 0) - (b.sum ?? 0),
    );
    return Object.freeze(
      sorted.map((cage) =>
        Object.freeze(cage.sum === undefined ? { cells: cage.cells } : { cells: cage.cells, sum: cage.sum }),
      ),
    );
  },
  key: (value) => value.map((cage) => [cage.sum ?? 0, ...cage.cells]),
  fpuzzles: {
    keys: ['killercage'],
    read({ cellsOf, listOf, report }) {
      const found: Cage[] = [];
      listOf('killercage').forEach((cage, k) => {
        const cells = cellsOf((cage as { cells?: unknown })?.cells, `cage ${k + 1}`);
        const value = (cage as { value?: unknown })?.value;
        if (value === undefined || value === null || value === '') found.push({ cells });
        else if (/^\d+$/.test(String(value))) found.push({ cells, sum: Number(value) });
        else report({ message: `cage ${k + 1} has the sum "${String(value)}", not a whole number` });
      });
      return found.length > 0 ? found : undefined;
    },
    write(shape, value, doc) {
      doc.killercage = value.map((cage) => {
        const cells = cage.cells.map((cell) => fpuzzlesLabel(shape, cell));
        return cage.sum === undefined ? { cells } : { cells, value: String(cage.sum) };
      });
    },
  },
  groups: (_shape, value) => cageGroups(value),
  extraPeers: () => [],
  conflicts: (shape, value, cells) =>
    cageGroups(value).flatMap((group) => [
      ...repeatsIn(shape, group, cells),
      ...sumConflicts(shape, group, cells),
    ]),
  propagators(shape, value, units, peers) {
    const own = value.map((cage) =>
      cage.sum === undefined
        ? distinctPropagator(shape, cage.cells)
        : distinctSumPropagator(shape.size, cage.cells, cage.sum, units, peers),
    );
    return [...own, ...impliedSums(shape, value, units, { peers })];
  },
  sums: (_shape, value) => value.flatMap(({ cells, sum }) => (sum === undefined ? [] : [{ cells, sum }])),
};
