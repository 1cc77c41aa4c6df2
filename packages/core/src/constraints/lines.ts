/**
 * What the line families share (thermometers, German whispers, renban lines, palindromes, between
 * lines): a value is a list of lines, a line a list of cells in the order it is drawn, and each is
 * one f-puzzles field of entries `{ lines: [["R1C1", "R1C2", ...], ...] }` (an entry may hold several
 * lines: a branching thermometer). Checking, the canonical form, the key, the f-puzzles reading and
 * writing, and the groups of lines whose digits differ are made here once (lineModule); each family
 * adds its rule: its conflicts line by line, its extra peers and its propagators.
 */
import type { Conflict } from '../conflicts.js';
import { cellName, type Shape } from '../shape.js';
import { distinctCellsProblem } from './checks.js';
import { fpuzzlesLabel } from './groups.js';
import type { ConstraintModule, FPuzzlesReading, Group, Propagator } from './module.js';

/** A line: its cells in the order it is drawn (a thermometer from its bulb). */
export type Line = readonly number[];

/** The families whose value is a list of lines. */
export type LineKind = 'thermometers' | 'whispers' | 'renbans' | 'palindromes' | 'betweenLines';

/** How a line family is named and read. */
interface LineNames {
  /** The family in words, plural, for messages: "thermometers". */
  readonly name: string;
  /** One line in words: "thermometer", "between line". */
  readonly one: string;
  /** Its f-puzzles field. */
  readonly key: string;
  /** The fewest cells a line may have. */
  readonly least: number;
}

/** Every line family's names side by side (a between line needs its two ends). */
const LINE_NAMES: Readonly<Record<LineKind, LineNames>> = {
  thermometers: { name: 'thermometers', one: 'thermometer', key: 'thermometer', least: 1 },
  whispers: { name: 'German whispers', one: 'German whispers line', key: 'whispers', least: 1 },
  renbans: { name: 'renban lines', one: 'renban line', key: 'renban', least: 1 },
  palindromes: { name: 'palindromes', one: 'palindrome', key: 'palindrome', least: 1 },
  betweenLines: { name: 'between lines', one: 'between line', key: 'betweenline', least: 2 },
};

/** A line family's own rule: what it adds to the parts every line family shares. */
export interface LineRule {
  /** Whether a line's digits differ: then a line holds at most size cells, and is a group from two. */
  readonly distinct: boolean;
  /**
   * How an f-puzzles line that passes a cell again (a closed loop, a line doubling back) reads, where
   * the rule has one meaning for it: as the lines `retrace` gives, none of which passes a cell twice.
   * Without it such a line is refused ("passes ... twice").
   */
  retrace?(line: Line): Line[];
  /** What else an f-puzzles entry may say, when the family cannot take it: a message naming it, or null. */
  refuse?(entry: Readonly<Record<string, unknown>>, shape: Shape): string | null;
  /** The cells the lines forbid `cell`'s digit beyond their groups (none unless given). */
  extraPeers?(shape: Shape, lines: readonly Line[], cell: number): readonly number[];
  /** Every way the givens `cells` break the rule on the `index`th line. */
  conflicts(shape: Shape, line: Line, index: number, cells: ArrayLike<number>): Conflict[];
  /** The family's propagation over all its lines (see ConstraintModule.propagators). */
  propagators(
    shape: Shape,
    lines: readonly Line[],
    units: readonly (readonly number[])[],
    peers?: readonly (readonly number[])[],
  ): readonly Propagator[];
}

/** A line family whole: its kind, its names and its rule. */
type LineFamily<K extends LineKind> = { readonly kind: K } & LineNames & LineRule;

/** A clash of two cells of the `index`th line of family `kind`, the cells in board order. */
export function lineConflict(
  kind: LineKind,
  index: number,
  digit: number,
  a: number,
  b: number,
  message: string,
): Conflict {
  return { unit: kind, unitIndex: index, digit, cells: a < b ? [a, b] : [b, a], message };
}

/** "the thermometer from row 1, column 1", a line of family `kind` in words. */
export function lineName(shape: Shape, kind: LineKind, line: Line): string {
  return `the ${LINE_NAMES[kind].one} from ${cellName(shape, line[0]!)}`;
}

/** Why `line` cannot be the `k`th line of the family on `shape`, or null. */
function lineProblem<K extends LineKind>(
  family: LineFamily<K>,
  shape: Shape,
  line: unknown,
  k: number,
): string | null {
  const label = `${family.one} ${k + 1}`;
  if (!Array.isArray(line)) return `${label} must be a list of cells`;
  const most = family.distinct ? shape.size : shape.cellCount;
  if (line.length < family.least) return `${label} has ${line.length} cells, fewer than ${family.least}`;
  if (line.length > most) {
    return `${label} has ${line.length} cells, more than the ${most} a ${family.one} can hold on ${shape.name}`;
  }
  return distinctCellsProblem(shape, line, label, 'passes');
}

/** Lines in board order (by first cell, then cell by cell): one rule set, one form. */
function compareLines(a: Line, b: Line): number {
  for (let i = 0; i < Math.min(a.length, b.length); i++) if (a[i] !== b[i]) return a[i]! - b[i]!;
  return a.length - b.length;
}

/** Reads the family's f-puzzles entries: each line of each entry is one line. */
function readLines<K extends LineKind>(family: LineFamily<K>, reading: FPuzzlesReading): Line[] | undefined {
  const { shape, listOf, cellsOf, report } = reading;
  const found: Line[] = [];
  listOf(family.key).forEach((entry, k) => {
    const what = `${family.one} ${k + 1}`;
    const lines = (entry as { lines?: unknown } | null)?.lines;
    if (!Array.isArray(lines) || lines.length === 0) {
      report({ message: `${what} has no lines` });
      return;
    }
    const refused = family.refuse?.(entry as Record<string, unknown>, shape) ?? null;
    if (refused !== null) {
      report({ message: refused });
      return;
    }
    lines.forEach((line, j) => {
      const cells = cellsOf(line, lines.length > 1 ? `${what}, line ${j + 1}` : what);
      const retraced = new Set(cells).size < cells.length && family.retrace !== undefined;
      found.push(...(retraced ? family.retrace!(cells) : [cells]));
    });
  });
  return found.length > 0 ? found : undefined;
}

/** A line's cells once each, in the order it first reaches them: all of a rule about the set of its cells. */
export function cellsOnce(line: Line): Line[] {
  return [[...new Set(line)]];
}

/**
 * A line cut where it comes back to a cell into runs that pass no cell twice, each run starting on the
 * cell the last one ended on: every two cells next to each other on the line stay next to each other
 * on a run, all of a rule about neighbours on the line. A closed loop A B C D A is A B C D and D A.
 */
export function simpleRuns(line: Line): Line[] {
  const runs: Line[] = [];
  let run: number[] = [];
  for (const cell of line) {
    if (run.includes(cell)) {
      runs.push(run);
      run = [run[run.length - 1]!];
    }
    run.push(cell);
  }
  runs.push(run);
  return runs;
}

/** A line family's module: what every line family shares, and the family's own rule. */
export function lineModule<K extends LineKind>(kind: K, rule: LineRule): ConstraintModule<K> {
  const family: LineFamily<K> = { kind, ...LINE_NAMES[kind], ...rule };
  return {
    kind: family.kind,
    name: family.name,
    present: (value) => (value as readonly Line[]).length > 0,
    problem(shape, value) {
      if (!Array.isArray(value)) return `${family.kind} (${family.name}) must be an array of lines`;
      for (let k = 0; k < value.length; k++) {
        const problem = lineProblem(family, shape, value[k], k);
        if (problem !== null) return problem;
      }
      return null;
    },
    normalize(_shape, value) {
      const lines = value as readonly Line[];
      if (lines.length === 0) return undefined;
      const sorted = lines.map((line) => Object.freeze([...line]) as Line).sort(compareLines);
      return Object.freeze(sorted) as never;
    },
    key: (value) => value,
    fpuzzles: {
      keys: [family.key],
      read: (reading) => readLines(family, reading) as never,
      write(shape, value, doc) {
        doc[family.key] = (value as readonly Line[]).map((line) => ({
          lines: [line.map((cell) => fpuzzlesLabel(shape, cell))],
        }));
      },
    },
    groups: (shape, value) => (family.distinct ? lineGroups(shape, kind, value as readonly Line[]) : []),
    extraPeers: (shape, value, cell) => family.extraPeers?.(shape, value as readonly Line[], cell) ?? [],
    conflicts: (shape, value, cells) =>
      (value as readonly Line[]).flatMap((line, index) => family.conflicts(shape, line, index, cells)),
    propagators: (shape, value, units, peers) =>
      family.propagators(shape, value as readonly Line[], units, peers),
  };
}

/**
 * The lines whose digits differ (a thermometer's, a renban's) as groups: extra houses of the puzzle,
 * named for messages; a line of size cells is a unit. A line of one cell is no group.
 */
function lineGroups(shape: Shape, kind: LineKind, lines: readonly Line[]): Group[] {
  const groups: Group[] = [];
  lines.forEach((line, index) => {
    if (line.length < 2) return;
    groups.push({
      kind: 'house',
      index,
      name: lineName(shape, kind, line),
      cells: [...line].sort((a, b) => a - b),
      sum: 0,
    });
  });
  return groups;
}
