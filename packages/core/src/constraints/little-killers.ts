/**
 * Little killers: a sum outside the grid with an arrow pointing along a diagonal; the digits on that
 * diagonal, from the cell next to the clue to the grid's far edge, add up to it. Digits may repeat
 * (the diagonal crosses boxes), though not within a box, which the propagation reads from the units.
 * In f-puzzles: `littlekillersum`, each `{ cell, direction, value, cells }`: `cell` the clue's place
 * outside the grid ("R0C3", row 0 above the grid, size+1 below), `direction` where the arrow points
 * (UL, UR, DL, DR), `value` the sum (empty: no clue), `cells` the diagonal.
 */
import type { Conflict } from '../conflicts.js';
import type { Diagonal, LittleKiller } from '../rules.js';
import { cellName, type Shape } from '../shape.js';
import { impliedSums } from './cages.js';
import { listFamily } from './checks.js';
import { clueNumber, labelPlace, placeLabel } from './clues.js';
import { apart } from './cross-sums.js';
import { exactWork, groupedSumPropagator, groupsOf, groupsReach, type SumGroup } from './grouped-sums.js';
import { fpuzzlesLabel } from './groups.js';
import type { ConstraintModule, Propagator } from './module.js';
import { repeatSumPropagator } from './repeat-sums.js';
import { unitSight } from './sight.js';

/** Each direction's step, as (row, column). */
const STEPS: Readonly<Record<Diagonal, readonly [number, number]>> = {
  UL: [-1, -1],
  UR: [-1, 1],
  DL: [1, -1],
  DR: [1, 1],
};

const onGrid = (size: number, row: number, column: number) =>
  row >= 0 && row < size && column >= 0 && column < size;

/** The diagonal from the place (0-based, maybe off the grid) one step before it, running in `direction`. */
function diagonalAfter(shape: Shape, row: number, column: number, direction: Diagonal): number[] {
  const { size } = shape;
  const [dr, dc] = STEPS[direction];
  const cells: number[] = [];
  for (let r = row + dr, c = column + dc; onGrid(size, r, c); r += dr, c += dc) cells.push(r * size + c);
  return cells;
}

/** The clue's place (0-based; one step outside the grid) of a diagonal's first cell. */
function cluePlace(shape: Shape, first: number, direction: Diagonal): [number, number] {
  const [dr, dc] = STEPS[direction];
  return [Math.floor(first / shape.size) - dr, (first % shape.size) - dc];
}

function killerProblem(
  shape: Shape,
  killer: Readonly<Record<string, unknown>>,
  label: string,
): string | null {
  const { cells, direction, sum } = killer;
  if (typeof direction !== 'string' || !(direction in STEPS)) return `${label} must point UL, UR, DL or DR`;
  if (!Array.isArray(cells) || cells.length === 0) return `${label} must have cells`;
  const first: unknown = cells[0];
  if (typeof first !== 'number' || !Number.isInteger(first) || first < 0 || first >= shape.cellCount) {
    return `${label} starts off the board: ${String(first)}`;
  }
  const [row, column] = cluePlace(shape, first, direction as Diagonal);
  if (onGrid(shape.size, row, column)) {
    return `${label} starts at ${cellName(shape, first)}, not next to the grid's edge where its clue sits`;
  }
  const diagonal = diagonalAfter(shape, row, column, direction as Diagonal);
  if (cells.length !== diagonal.length || cells.some((cell, k) => cell !== diagonal[k])) {
    return `${label} must list the diagonal from ${cellName(shape, first)} going ${direction} to the grid's edge`;
  }
  const most = diagonal.length * shape.size;
  if (typeof sum !== 'number' || !Number.isInteger(sum) || sum < diagonal.length || sum > most) {
    return `${label} has the sum ${String(sum)}: its ${diagonal.length} cells add up to ${diagonal.length} to ${most}`;
  }
  return null;
}

/** Diagonals taken together: their cells in groups (see groupsOf), their sum, and how much it tells. */
interface Joined {
  readonly cells: ReadonlySet<number>;
  readonly groups: readonly SumGroup[];
  readonly sum: number;
  readonly score: number;
  readonly clue: boolean;
  /** Whether its exact sum is cheap enough to keep whatever its score (see EXACT_WORK). */
  readonly exact: boolean;
}

/**
 * The most work (cells times room, see exactWork) of a join kept for its exact sum alone: such joins
 * tell what their bounds' score misses (a box's share of several diagonals makes 45 less the few
 * digits its rest holds), and the cost of their calls grows with their cells and the totals they span.
 */
const EXACT_WORK = 640;

function joined(
  size: number,
  cells: readonly number[],
  sum: number,
  units: readonly (readonly number[])[],
  unitsOf: readonly (readonly number[])[],
  clue: boolean,
): Joined {
  const groups = groupsOf(size, cells, units, unitsOf);
  const { least, span } = groupsReach(size, groups);
  // How far the sum lies from the nearer end of what the groups can make: any one group may take it all.
  const slack = Math.min(sum - least, least + span - sum);
  // A join with a group read through its rest (a box's share of six to eight cells) is kept for its
  // exact sum whatever its score: the score takes such a group's span whole. Joins of small groups
  // alone are left to their score (kept for exactness they moved the search both ways).
  const exact =
    !clue && groups.some((group) => group.cells.length > 3) && exactWork(size, groups, sum) <= EXACT_WORK;
  return { cells: new Set(cells), groups, sum, score: span - slack * groups.length, clue, exact };
}

/**
 * Whether two sets of cells share none, and six or more cells of the smaller see a cell of the other;
 * `sees[a * cellCount + b]` is 1 when cells a and b share a unit.
 */
function neighbours(a: Joined, b: Joined, sees: Uint8Array, cellCount: number): boolean {
  const [small, big] = a.cells.size <= b.cells.size ? [a, b] : [b, a];
  if (small.cells.size < 6) return false;
  let seeing = 0;
  for (const cell of small.cells) {
    if (big.cells.has(cell)) return false;
    const row = cell * cellCount;
    for (const other of big.cells) {
      if (sees[row + other] === 1) {
        seeing++;
        break;
      }
    }
  }
  return seeing >= 6;
}

/**
 * Diagonals taken together (as ISS combines sums whose cells see each other): each unit's share of
 * them is a group of different digits, so their sums together can leave little room where each alone
 * leaves much (parallel diagonals of high sums side by side). Neighbouring diagonals, and the sums
 * joined from them, are joined while the join tells more than each part (its score: the groups' span
 * less the slack each group may take); the joins left tell what no clue alone does.
 */
function joinedSums(
  shape: Shape,
  killers: readonly LittleKiller[],
  units: readonly (readonly number[])[],
): Propagator[] {
  const { size, cellCount } = shape;
  const { unitsOf, sees } = unitSight(cellCount, units);
  // Each join worked out once by its cells and sum: the two passes below consider the same pairs.
  const joinOf = new Map<string, Joined>();
  const join = (a: Joined, b: Joined): Joined => {
    const cells = [...a.cells, ...b.cells];
    const key = `${cells.sort((x, y) => x - y).join()}:${a.sum + b.sum}`;
    let both = joinOf.get(key);
    if (both === undefined) {
      both = joined(size, cells, a.sum + b.sum, units, unitsOf, false);
      joinOf.set(key, both);
    }
    return both;
  };
  const byCells = new Map<string, Joined>();
  for (const killer of killers) {
    const key = [...killer.cells].sort((a, b) => a - b).join();
    if (!byCells.has(key)) byCells.set(key, joined(size, killer.cells, killer.sum, units, unitsOf, true));
  }
  const clues = [...byCells.values()];
  /** The sums left after joining, from the clues, every two neighbours whose join `worth` keeps, the best score first. */
  const joinAll = (worth: (a: Joined, b: Joined, both: Joined) => boolean): Joined[] => {
    let sums = clues;
    // The joins worth making, each worked out once: a join's parts leave when it is made.
    let joins: { a: Joined; b: Joined; both: Joined }[] = [];
    const consider = (a: Joined, b: Joined) => {
      if (!neighbours(a, b, sees, cellCount)) return;
      const both = join(a, b);
      if (worth(a, b, both)) joins.push({ a, b, both });
    };
    sums.forEach((a, i) => {
      for (const b of sums.slice(i + 1)) consider(a, b);
    });
    while (joins.length > 0) {
      const best = joins.reduce((most, join) => (join.both.score > most.both.score ? join : most));
      const { a, b, both } = best;
      sums = sums.filter((sum) => sum !== a && sum !== b);
      joins = joins.filter((join) => join.a !== a && join.a !== b && join.b !== a && join.b !== b);
      for (const other of sums) consider(both, other);
      sums.push(both);
    }
    return sums;
  };
  const better = (a: Joined, b: Joined, both: Joined) =>
    both.score > Math.max(a.score, b.score) || both.score > a.score + b.score;
  const scored = joinAll(better).filter((sum) => !sum.clue && sum.score > 0);
  // Joins kept for their exact sums are made apart and added, so that they take no scored join's place.
  const key = (sum: Joined) => [...sum.cells].sort((a, b) => a - b).join();
  const made = new Set(scored.map(key));
  const exact = joinAll((a, b, both) => both.exact || better(a, b, both)).filter(
    (sum) => sum.exact && !made.has(key(sum)),
  );
  return [...scored, ...exact].map((sum) => groupedSumPropagator(size, sum.groups, sum.sum, units));
}

/** Little killers: each diagonal's digits (repeats allowed) add up to its clue. */
export const littleKillers: ConstraintModule<'littleKillers'> = {
  ...listFamily({ kind: 'littleKillers', name: 'little killers', one: 'little killer' }, (shape) => {
    const seen = new Set<string>();
    return (killer, label) => {
      const problem = killerProblem(shape, killer, label);
      if (problem !== null) return problem;
      const { cells, direction } = killer as unknown as LittleKiller;
      const key = `${cells[0]}${direction}`;
      if (seen.has(key))
        return `${label} repeats the clue of another little killer (${cellName(shape, cells[0]!)}, ${direction})`;
      seen.add(key);
      return null;
    };
  }),
  normalize(_shape, value) {
    if (value.length === 0) return undefined;
    const sorted = [...value].sort(
      (a, b) => a.cells[0]! - b.cells[0]! || a.direction.localeCompare(b.direction),
    );
    return Object.freeze(
      sorted.map((killer) =>
        Object.freeze({
          cells: Object.freeze([...killer.cells]),
          direction: killer.direction,
          sum: killer.sum,
        }),
      ),
    );
  },
  key: (value) => value.map((killer) => [killer.direction, killer.sum, ...killer.cells]),
  fpuzzles: {
    keys: ['littlekillersum'],
    read(reading) {
      const { shape, report } = reading;
      const { size } = shape;
      const found: LittleKiller[] = [];
      for (const [k, entry] of reading.listOf('littlekillersum').entries()) {
        const what = `little killer ${k + 1}`;
        const { cell, direction, value, cells } = (entry ?? {}) as Record<string, unknown>;
        const sum = clueNumber(value);
        // f-puzzles keeps an arrow whose sum was cleared (or left 0); it says nothing.
        if (sum === undefined || sum === 0) continue;
        if (Number.isNaN(sum)) {
          report({ message: `${what} has the sum "${String(value)}", not a whole number` });
          continue;
        }
        if (typeof direction !== 'string' || !(direction in STEPS)) {
          report({ message: `${what} points "${String(direction)}", not UL, UR, DL or DR` });
          continue;
        }
        const place = labelPlace(cell);
        const row = (place?.row ?? -1) - 1;
        const column = (place?.column ?? -1) - 1;
        const diagonal = place === null ? [] : diagonalAfter(shape, row, column, direction as Diagonal);
        if (
          place === null ||
          onGrid(size, row, column) ||
          row < -1 ||
          row > size ||
          column < -1 ||
          column > size ||
          diagonal.length === 0
        ) {
          report({
            message: `${what} sits at "${String(cell)}", not just outside the grid pointing ${direction} into it`,
          });
          continue;
        }
        if (Array.isArray(cells) && cells.length > 0) {
          const listed = new Set(reading.cellsOf(cells, what));
          if (listed.size !== diagonal.length || diagonal.some((c) => !listed.has(c))) {
            report({
              message: `${what} lists cells other than its diagonal from ${String(cell)} going ${direction}`,
            });
            continue;
          }
        }
        found.push({ cells: diagonal, direction: direction as Diagonal, sum });
      }
      return found.length > 0 ? found : undefined;
    },
    write(shape, value, doc) {
      doc.littlekillersum = value.map((killer) => {
        const [row, column] = cluePlace(shape, killer.cells[0]!, killer.direction);
        return {
          cell: placeLabel(row + 1, column + 1),
          cells: killer.cells.map((cell) => fpuzzlesLabel(shape, cell)),
          direction: killer.direction,
          value: String(killer.sum),
        };
      });
    },
  },
  groups: () => [],
  extraPeers: () => [],
  conflicts(shape, value, cells) {
    const found: Conflict[] = [];
    value.forEach((killer, k) => {
      let total = 0;
      let empty = 0;
      let first = -1;
      let last = -1;
      for (const cell of killer.cells) {
        const digit = cells[cell]!;
        if (digit === 0) empty++;
        else {
          total += digit;
          if (first === -1) first = cell;
          last = cell;
        }
      }
      if (first === -1) return;
      const clue = `the little killer ${killer.sum} from ${cellName(shape, killer.cells[0]!)} going ${killer.direction}`;
      const both = `${cellName(shape, first)} and ${cellName(shape, last)}`;
      const base = {
        unit: 'littleKillers' as const,
        unitIndex: k,
        digit: cells[last]!,
        cells: [first, last] as const,
      };
      if (total + empty > killer.sum) {
        found.push({
          ...base,
          message: `the givens on ${clue} add up to more than it allows: ${both} and those between`,
        });
      } else if (total + empty * shape.size < killer.sum) {
        found.push({
          ...base,
          message: `the givens on ${clue} leave it short of its sum: ${both} and those between`,
        });
      }
    });
    return found;
  },
  // The units tell which cells of a diagonal share a box (or a region), where its digits differ; the
  // 45 rule reads the diagonals as cages that may repeat digits (a corner's short diagonals leave the
  // rest of their box a sum; impliedSums adds none over a whole unit, which would say no more than the unit),
  // taken apart first: diagonals of opposite directions cross, and one clue's diagonal may hold another's.
  propagators: (shape, value, units) => [
    ...value.map((killer) => repeatSumPropagator(killer.cells, killer.sum, units)),
    // Run in the order they wake, not late as a killer's long sums are: their diagonals' sums, which
    // are not late, lean on them between runs (measured on published little killers).
    ...impliedSums(shape, apart(value), units, { late: false }),
    ...joinedSums(shape, value, units),
  ],
  sums: (_shape, value) => value.map(({ cells, sum }) => ({ cells, sum })),
};

export type { Diagonal, LittleKiller };
