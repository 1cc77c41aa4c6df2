/**
 * What the line families share (thermometers, German whispers, renban lines, palindromes, between
 * lines): a value is a list of lines, a line a list of cells in the order it is drawn, and each is
 * one f-puzzles field of entries `{ lines: [["R1C1", "R1C2", ...], ...] }` (an entry may hold several
 * lines: a branching thermometer). Checking, the canonical form, the key and the f-puzzles reading
 * and writing are made here once; each family adds its rule.
 */
import { cellName, type Shape } from '../shape.js';
import { fpuzzlesLabel } from './groups.js';
import type { ConstraintModule, FPuzzlesReading, Group } from './module.js';

/** A line: its cells in the order it is drawn (a thermometer from its bulb). */
export type Line = readonly number[];

/** The families whose value is a list of lines. */
export type LineKind = 'thermometers' | 'whispers' | 'renbans' | 'palindromes' | 'betweenLines';

/** How a line family is read and checked. */
export interface LineFamily<K extends LineKind> {
  readonly kind: K;
  /** The family in words, plural, for messages: "thermometers". */
  readonly name: string;
  /** One line in words: "thermometer", "between line". */
  readonly one: string;
  /** Its f-puzzles field. */
  readonly key: string;
  /** The fewest cells a line may have. */
  readonly least: number;
  /** The most cells a line may have on `shape` (its digits must differ: at most size). */
  most(shape: Shape): number;
  /** What else an f-puzzles entry may say, when the family cannot take it: a message naming it, or null. */
  refuse?(entry: Readonly<Record<string, unknown>>, shape: Shape): string | null;
}

/** "the thermometer from row 1, column 1", a line in words. */
export function lineName(shape: Shape, one: string, line: Line): string {
  return `the ${one} from ${cellName(shape, line[0]!)}`;
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
  const most = family.most(shape);
  if (line.length < family.least) return `${label} has ${line.length} cells, fewer than ${family.least}`;
  if (line.length > most) {
    return `${label} has ${line.length} cells, more than the ${most} a ${family.one} can hold on ${shape.name}`;
  }
  const seen = new Set<number>();
  for (const cell of line) {
    if (typeof cell !== 'number' || !Number.isInteger(cell) || cell < 0 || cell >= shape.cellCount) {
      return `${label} has a cell off the board: ${String(cell)}`;
    }
    if (seen.has(cell)) return `${label} passes ${cellName(shape, cell)} twice`;
    seen.add(cell);
  }
  return null;
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
    const what = `f-puzzles "${family.key}" ${k + 1}`;
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
      found.push(cellsOf(line, lines.length > 1 ? `${what}, line ${j + 1}` : what));
    });
  });
  return found.length > 0 ? found : undefined;
}

/** The parts of a line family's module that every line family shares. */
export function lineBasics<K extends LineKind>(
  family: LineFamily<K>,
): Pick<ConstraintModule<K>, 'kind' | 'name' | 'present' | 'problem' | 'normalize' | 'key' | 'fpuzzles'> {
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
      cellKeys: [],
      read: (reading) => readLines(family, reading) as never,
      write(shape, value, doc) {
        doc[family.key] = (value as readonly Line[]).map((line) => ({
          lines: [line.map((cell) => fpuzzlesLabel(shape, cell))],
        }));
      },
    },
  };
}

/**
 * The lines whose digits differ (a thermometer's, a renban's) as groups: extra houses of the puzzle,
 * named for messages; a line of size cells is a unit. A line of one cell is no group.
 */
export function lineGroups(shape: Shape, one: string, lines: readonly Line[]): Group[] {
  const groups: Group[] = [];
  lines.forEach((line, index) => {
    if (line.length < 2) return;
    groups.push({
      kind: 'house',
      index,
      name: lineName(shape, one, line),
      cells: [...line].sort((a, b) => a - b),
      sum: 0,
    });
  });
  return groups;
}
