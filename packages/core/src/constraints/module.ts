/**
 * Glossary of the constraint layer:
 *   family       one kind of rule beyond rows and columns (jigsaw regions, extra houses, killer cages,
 *                anti-knight, ...): one module, one field of `Rules`, one entry of `constraintModules`
 *   value        what a puzzle's rules hold under the family's field: a region map, a list of cages, a flag,
 *                or (for families to come) lines, dots and clues outside the grid
 *   group        cells whose digits differ: a unit when it has size cells (each digit once), a cage when fewer
 *   extra peer   a cell that may not share a digit with another for a reason other than a group
 *   candidates   a bitmask a cell (bit d-1 for digit d); a placed cell has one bit
 *   propagator   a piece of a family's propagation: told which cells wake it, it removes from the
 *                candidates what its constraint forbids, or reports a contradiction
 */
import type { Conflict, GroupKind } from '../conflicts.js';
import type { FormatIssue } from '../errors.js';
import type { RuleKind, Rules } from '../rules.js';
import type { Shape } from '../shape.js';

export type { RuleKind };

/** A group of cells whose digits differ (see the glossary), as a family implies it. */
export interface Group {
  /** What conflicts call it: 'region', 'house', 'cage'. */
  readonly kind: GroupKind;
  /** Its index among the family's groups, for conflicts. */
  readonly index: number;
  /** In words, for messages: "region 2", "the main diagonal", "cage 3 (sum 12)". */
  readonly name: string;
  /** Its cells, ascending. */
  readonly cells: readonly number[];
  /** What its digits add up to; 0 for none. */
  readonly sum: number;
}

/**
 * Every cell's candidates, as a propagator sees them. A propagator reads `candidates` and narrows them
 * only through `keep`, so that whoever runs it learns which cells changed (and wakes what watches them).
 */
export interface Domains {
  readonly candidates: Int32Array;
  /** Keeps only `mask` of the cell's candidates; false when none is left (a contradiction). */
  keep(cell: number, mask: number): boolean;
  /**
   * Where the candidates stand in a search, so that a propagator may remember what it already removed:
   * `epochs[level]` names the present stretch of the search at its depth `level`, and what held of the
   * candidates when `epochs[e]` was read at level e still holds while level >= e and epochs[e] is the
   * same (candidates only go along the way; a search's engine names a stretch afresh when it saves a
   * state and goes deeper, and levels above a restored one no longer count; no two engines share a
   * name). Undefined when the domains do not say.
   */
  readonly level?: number;
  /** The names of the stretches at each level up to `level` (see level). */
  readonly epochs?: Float64Array;
  /**
   * True when a propagator only ever runs once every cell down to one digit has taken that digit from
   * all its peers (an engine settling naked singles first): a propagator may then leave such a digit's
   * peers alone. Undefined (false) when the domains do not promise it.
   */
  readonly singlesSpread?: boolean;
}

/** One piece of a family's propagation. */
export interface Propagator {
  /** The cells whose candidates, when they change, may let it remove more. */
  readonly cells: readonly number[];
  /**
   * True when it says no more than the family's groups and extra peers do (digits that differ, each
   * digit once in a group of size cells): a search that keeps peers and units may leave it out. Left
   * out by every propagator that says more, which is most of them.
   */
  readonly distinctOnly?: boolean;
  /**
   * True when it may wait until nothing else is left to do (see Propagation): a sum over many cells,
   * dear a run and loose, that reads at once what the exact small ones removed.
   */
  readonly late?: boolean;
  /**
   * Set on a rule of one cell alone (`cells` is that cell): the digits it may hold (bit d-1 for d),
   * whatever the rest of the board holds, as given candidates or an odd cell say. Such a rule says
   * all it will ever say at the start: an engine may take the other digits away once there and never
   * wake it, so that a puzzle whose only rules beyond the units are these searches as a classic one.
   */
  readonly cellMask?: number;
  /** Removes what the constraint forbids; false on a contradiction. */
  propagate(domains: Domains): boolean;
}

/**
 * A sum a family states over cells, digits added once each (a cage, a little killer's diagonal): what
 * the 45 rule over a unit reads with other families' sums (see cross-sums.ts).
 */
export interface StatedSum {
  readonly cells: readonly number[];
  readonly sum: number;
}

/** What a family's f-puzzles reader is handed: the document, the grid's shape, and a way to read cells. */
export interface FPuzzlesReading {
  readonly shape: Shape;
  readonly doc: Readonly<Record<string, unknown>>;
  /** The grid's cell objects, row-major (checked to be objects). */
  readonly gridCells: readonly Readonly<Record<string, unknown>>[];
  /** The cells an f-puzzles list names ("R3C7"), each off-grid label reported as an issue naming `what`. */
  cellsOf(list: unknown, what: string): number[];
  /** The document's array under `key` ([] when absent; an issue when not an array). */
  listOf(key: string): unknown[];
  /** Reports what is wrong in the document; the reading goes on and the issues are thrown together. */
  report(issue: FormatIssue): void;
}

/**
 * Everything about one constraint family (see the glossary). `V` is the type of its field in `Rules`.
 * Core's other functions (kindsOf, rulesProblem, normalizeRules, rulesKey, the f-puzzles reader and
 * writer, conflicts, verification, the rule tables, admits and propagation) read the list of these
 * records and name no family.
 */
export interface ConstraintModule<K extends RuleKind = RuleKind> {
  /** Its field in `Rules`. */
  readonly kind: K;
  /** In words, for messages: "bitboard does not handle killer cages". */
  readonly name: string;
  /** Whether a value says anything (an empty list or a false flag is no rule at all). */
  present(value: NonNullable<Rules[K]>): boolean;
  /** Why `value` cannot be this family's data on `shape`, in words naming it, or null. */
  problem(shape: Shape, value: unknown): string | null;
  /** A frozen, canonical copy of a checked value (sorted cells, ...), or undefined when it says nothing. */
  normalize(shape: Shape, value: NonNullable<Rules[K]>): Rules[K] | undefined;
  /** A JSON-able form equal for equal values: part of the rule tables' cache key. */
  key(value: NonNullable<Rules[K]>): unknown;
  readonly fpuzzles: {
    /** The document's top-level keys it reads. */
    readonly keys: readonly string[];
    /** The keys it reads on a grid cell; left out by a family that reads none, as most do. */
    readonly cellKeys?: readonly string[];
    /** Its value from a document (undefined when the document has none), reporting what is wrong. */
    read(reading: FPuzzlesReading): Rules[K] | undefined;
    /** Writes its value into a document (the grid's cells are made already). */
    write(shape: Shape, value: NonNullable<Rules[K]>, doc: Record<string, unknown>): void;
  };
  /** The groups of cells whose digits differ that it implies (units when of size cells). */
  groups(shape: Shape, value: NonNullable<Rules[K]>): readonly Group[];
  /** The cells that may not hold `cell`'s digit for a reason other than a group. */
  extraPeers(shape: Shape, value: NonNullable<Rules[K]>, cell: number): readonly number[];
  /**
   * Every way `cells` (row-major, 0 = empty; complete or partial) breaks the family's rule, each naming
   * the constraint, the digit and the cells: the check of givens and of an answer alike.
   */
  conflicts(shape: Shape, value: NonNullable<Rules[K]>, cells: ArrayLike<number>): Conflict[];
  /**
   * Its propagation, as propagators over the cells' candidates. `units` are every group of size cells
   * the puzzle has (rows, columns, regions or boxes, size-cell houses), for rules that reason with
   * them (the 45 rule of killer cages). `peers`, when given, lists each cell's peers: every cell that
   * may not share its digit (its units, groups and extra peers), for rules that ask which cells see
   * several places at once.
   */
  propagators(
    shape: Shape,
    value: NonNullable<Rules[K]>,
    units: readonly (readonly number[])[],
    peers?: readonly (readonly number[])[],
  ): readonly Propagator[];
  /**
   * The sums it states (absent for a family that states none): where its sums and another family's
   * cover a unit together, the 45 rule gives a sum neither family's own propagators see.
   */
  sums?(shape: Shape, value: NonNullable<Rules[K]>): readonly StatedSum[];
}
