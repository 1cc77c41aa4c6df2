/**
 * How a family's value is checked, the parts every family checks alike: a list of entries, each an
 * object checked in turn, and lists of cells on the board with none named twice; and what a list
 * family's module begins with (listFamily). Each family adds what its own entries must hold; the first
 * problem found is the one reported.
 */
import type { RuleKind, Rules } from '../rules.js';
import { cellName, type Shape } from '../shape.js';
import type { ConstraintModule } from './module.js';

/** A family whose value is a list of entries, as its messages name them. */
export interface ListNames {
  /** Its field in `Rules`: "cages". */
  readonly kind: string;
  /** One entry in words, numbered from 1 in messages: "cage" (cage 3). */
  readonly one: string;
  /** What an entry holds, where the messages say it: "a circle and a line". */
  readonly each?: string;
}

/**
 * Why `value` cannot be the family's list, or null: not an array, an entry that is not an object, or
 * the first problem `entryProblem` finds in an entry (handed its label, "cage 3").
 */
export function listProblem(value: unknown, names: ListNames, entryProblem: EntryProblem): string | null {
  const { kind, one, each } = names;
  if (!Array.isArray(value)) {
    return each === undefined
      ? `${kind} must be an array`
      : `${kind} must be an array of ${kind}, each ${each}`;
  }
  for (let k = 0; k < value.length; k++) {
    const entry: unknown = value[k];
    const label = `${one} ${k + 1}`;
    if (typeof entry !== 'object' || entry === null) {
      return each === undefined ? `${label} must be an object` : `${label} must be an object with ${each}`;
    }
    const problem = entryProblem(entry as Readonly<Record<string, unknown>>, label);
    if (problem !== null) return problem;
  }
  return null;
}

/**
 * Why `cells` cannot be cells of `shape` each named once (labelled `label`), or null: a cell off the
 * board, or one named twice (`twice` says how a line "passes" a cell where a group "has" it).
 */
export function distinctCellsProblem(
  shape: Shape,
  cells: readonly unknown[],
  label: string,
  twice = 'has',
): string | null {
  const seen = new Set<number>();
  for (const cell of cells) {
    if (typeof cell !== 'number' || !Number.isInteger(cell) || cell < 0 || cell >= shape.cellCount) {
      return `${label} has a cell off the board: ${String(cell)}`;
    }
    if (seen.has(cell)) return `${label} ${twice} ${cellName(shape, cell)} twice`;
    seen.add(cell);
  }
  return null;
}

/** Why `cells` cannot be a group's cells on `shape` (labelled `label` in the message), or null. */
export function cellsProblem(shape: Shape, cells: unknown, label: string): string | null {
  if (!Array.isArray(cells) || cells.length === 0) return `${label} must have cells`;
  if (cells.length > shape.size) {
    return `${label} has ${cells.length} cells, more than the ${shape.size} digits that can differ`;
  }
  return distinctCellsProblem(shape, cells, label);
}

/** Checks a list's entries in turn, each handed its label ("cage 3"): why it cannot be one, or null. */
export type EntryProblem = (entry: Readonly<Record<string, unknown>>, label: string) => string | null;

/**
 * An entry check for a list of groups: the entry's `cells` as a group's cells (cellsProblem), then the
 * first problem `ownProblem` finds in an entry whose cells are good.
 */
export function groupEntryProblem(
  shape: Shape,
  ownProblem: (
    group: Readonly<Record<string, unknown>>,
    cells: readonly number[],
    label: string,
  ) => string | null,
): EntryProblem {
  return (group, label) =>
    cellsProblem(shape, group.cells, label) ?? ownProblem(group, group.cells as number[], label);
}

/** The families whose value is a list of entries. */
type ListKind = {
  [K in RuleKind]: NonNullable<Rules[K]> extends readonly unknown[] ? K : never;
}[RuleKind];

/**
 * What every list family's module begins with: its kind and name, present when its list has an entry,
 * and its value checked as a list (listProblem). `entryProblem` makes the check of one list's entries
 * on `shape`, made anew for each list so that it may remember the entries before (two clues on one place).
 */
export function listFamily<K extends ListKind>(
  names: ListNames & { readonly kind: K; readonly name: string },
  entryProblem: (shape: Shape) => EntryProblem,
): Pick<ConstraintModule<K>, 'kind' | 'name' | 'present' | 'problem'> {
  return {
    kind: names.kind,
    name: names.name,
    present: (value) => (value as readonly unknown[]).length > 0,
    problem: (shape, value) => listProblem(value, names, entryProblem(shape)),
  };
}
