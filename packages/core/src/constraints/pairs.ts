/**
 * Rules between two cells, the propagation every "these two digits must relate so" family shares
 * (kropki dots, XV and nonconsecutive between neighbours, whispers along a line, a palindrome's
 * mirrored cells):
 *   edge      two orthogonally adjacent cells, the lower index first
 *   relation  a symmetric test of two digits (differ by 1, add up to 10, are equal, ...) as a table:
 *             for each digit d (index d-1), the mask of the digits allowed beside it; computed once a
 *             name and size
 * A pair keeps each cell's digits that some digit of the other still allows (arc consistency): with
 * two cells one pass each way is the whole of it.
 */
import type { Conflict } from '../conflicts.js';
import type { Edge, Rules } from '../rules.js';
import { cellName, type Shape } from '../shape.js';
import type { ConstraintModule, Domains, FPuzzlesReading, Propagator, RuleKind } from './module.js';

export type { Edge };

/** For each digit d of one cell, the digits of the other allowed beside it (bit d-1 for d). */
export type Relation = Int32Array;

/** The digits (a mask) allowed beside each digit under a symmetric relation `holds`, on digits 1..size. */
export function partnerTable(size: number, holds: (a: number, b: number) => boolean): Relation {
  const relation = new Int32Array(size);
  for (let a = 1; a <= size; a++) {
    for (let b = 1; b <= size; b++) if (holds(a, b)) relation[a - 1]! |= 1 << (b - 1);
  }
  return relation;
}

const relations = new Map<string, Relation>();

/** The relation `holds` on digits 1..size, computed once a name (say "difference 1" on 9x9). */
export function relationOf(size: number, name: string, holds: (a: number, b: number) => boolean): Relation {
  const key = `${size}:${name}`;
  let relation = relations.get(key);
  if (relation === undefined) {
    relation = partnerTable(size, holds);
    relations.set(key, relation);
  }
  return relation;
}

/** Every digit that some digit of `mask` allows beside it. */
export function partnersOf(mask: number, relation: Relation): number {
  let found = 0;
  for (let rest = mask; rest !== 0; rest &= rest - 1) found |= relation[31 - Math.clz32(rest & -rest)]!;
  return found;
}

const partnerMasks = new WeakMap<Relation, Int32Array>();

/**
 * partnersOf for every mask of the relation's digits, made once a relation: a pair's propagation runs
 * at every change of its cells, and a look is cheaper than a loop over the digits.
 */
function partnersByMask(relation: Relation): Int32Array {
  let table = partnerMasks.get(relation);
  if (table === undefined) {
    table = new Int32Array(1 << relation.length);
    for (let mask = 1; mask < table.length; mask++) {
      table[mask] = table[mask & (mask - 1)]! | relation[31 - Math.clz32(mask & -mask)]!;
    }
    partnerMasks.set(relation, table);
  }
  return table;
}

/** Two cells whose digits keep a symmetric relation: each keeps the digits the other's allow. */
export function pairPropagator(first: number, second: number, relation: Relation): Propagator {
  const partners = partnersByMask(relation);
  return {
    cells: [first, second],
    propagate(domains: Domains): boolean {
      const { candidates } = domains;
      const a = candidates[first]!;
      const keptA = a & partners[candidates[second]!]!;
      if (keptA !== a && !domains.keep(first, keptA)) return false;
      const b = candidates[second]!;
      const keptB = b & partners[keptA]!;
      return keptB === b || domains.keep(second, keptB);
    },
  };
}

/**
 * Where the givens of a pair break its relation, as far as they decide it: both given and not
 * related, or one given that no digit beside it could keep (a black dot beside a 7 on 9x9).
 * `what` names the mark and its rule in words, ready for the cells: "the white dot (digits 1 apart) between".
 */
export function pairConflict(
  shape: Shape,
  kind: RuleKind,
  index: number,
  [first, second]: Edge,
  relation: Relation,
  what: string,
  cells: ArrayLike<number>,
): Conflict | null {
  const a = cells[first]!;
  const b = cells[second]!;
  const where = `${cellName(shape, first)} and ${cellName(shape, second)}`;
  if (a !== 0 && b !== 0) {
    if ((relation[a - 1]! & (1 << (b - 1))) !== 0) return null;
    return {
      unit: kind,
      unitIndex: index,
      digit: b,
      cells: [first, second],
      message: `${what} ${where}: ${a} and ${b} break it`,
    };
  }
  const digit = a !== 0 ? a : b;
  if (digit === 0 || relation[digit - 1] !== 0) return null;
  return {
    unit: kind,
    unitIndex: index,
    digit,
    cells: [first, second],
    message: `${what} ${where}: no digit can go beside ${digit}`,
  };
}

/** Every edge of the grid: each cell with its right and lower neighbours. */
export function allEdges(shape: Shape): Edge[] {
  const { size } = shape;
  const edges: Edge[] = [];
  for (let cell = 0; cell < shape.cellCount; cell++) {
    if (cell % size < size - 1) edges.push([cell, cell + 1]);
    if (cell + size < shape.cellCount) edges.push([cell, cell + size]);
  }
  return edges;
}

/**
 * One edge's rule as a family states it: the relation its two digits keep, `what` (the mark and its
 * rule in words, as pairConflict takes it) and `index`, the mark's number in the family's conflicts.
 */
export interface EdgeRule {
  readonly edge: Edge;
  readonly relation: Relation;
  readonly what: string;
  readonly index: number;
}

/**
 * A negative rule: `relation` on every edge that none of `marks` is on (all of them when there are no
 * marks, as nonconsecutive), numbered 0 in conflicts.
 */
export function negativeRules(
  shape: Shape,
  marks: readonly EdgeRule[],
  relation: Relation,
  what: string,
): EdgeRule[] {
  const marked = new Set(marks.map((mark) => edgeKey(shape, mark.edge)));
  return allEdges(shape)
    .filter((edge) => !marked.has(edgeKey(shape, edge)))
    .map((edge) => ({ edge, relation, what, index: 0 }));
}

/**
 * The checks of a family made of edge rules alone (kropki dots, XV, nonconsecutive), from `rulesOf`, the
 * rules its value puts on the edges: where the givens break them, and a propagator a pair. It implies no
 * group and no extra peer, since its rules relate two cells' digits rather than keep them apart.
 */
export function edgeChecks<K extends RuleKind>(
  kind: K,
  rulesOf: (shape: Shape, value: NonNullable<Rules[K]>) => EdgeRule[],
): Pick<ConstraintModule<K>, 'groups' | 'extraPeers' | 'conflicts' | 'propagators'> {
  return {
    groups: () => [],
    extraPeers: () => [],
    conflicts: (shape, value, cells) => edgeConflicts(shape, kind, rulesOf(shape, value), cells),
    propagators: (shape, value) => edgePropagators(rulesOf(shape, value)),
  };
}

/** Where the givens break a family's edge rules, each as pairConflict finds it. */
function edgeConflicts(
  shape: Shape,
  kind: RuleKind,
  rules: readonly EdgeRule[],
  cells: ArrayLike<number>,
): Conflict[] {
  const found: Conflict[] = [];
  for (const { edge, relation, what, index } of rules) {
    const conflict = pairConflict(shape, kind, index, edge, relation, what, cells);
    if (conflict !== null) found.push(conflict);
  }
  return found;
}

/** A family's edge rules as propagators, one a pair. */
function edgePropagators(rules: readonly EdgeRule[]): Propagator[] {
  return rules.map(({ edge: [first, second], relation }) => pairPropagator(first, second, relation));
}

/** Whether two cells are orthogonal neighbours. */
export function adjacent(shape: Shape, a: number, b: number): boolean {
  const { size } = shape;
  const low = Math.min(a, b);
  const high = Math.max(a, b);
  return (high - low === 1 && low % size < size - 1) || high - low === size;
}

/** Why `edge` cannot be an edge of `shape` (labelled `label`), or null. */
export function edgeProblem(shape: Shape, edge: unknown, label: string): string | null {
  if (!Array.isArray(edge) || edge.length !== 2) return `${label} must be two cells`;
  for (const cell of edge) {
    if (typeof cell !== 'number' || !Number.isInteger(cell) || cell < 0 || cell >= shape.cellCount) {
      return `${label} has a cell off the board: ${String(cell)}`;
    }
  }
  const [a, b] = edge as [number, number];
  if (!adjacent(shape, a, b)) {
    return `${label} joins ${cellName(shape, a)} and ${cellName(shape, b)}, which are not side by side`;
  }
  if (a > b) return `${label} must list the lower cell first (${cellName(shape, b)})`;
  return null;
}

/**
 * Why `edges` cannot be a family's marks on `shape`: one is not an edge (mark k labelled `labelOf(k)`),
 * or marks an edge that `seen` holds already, a mark of this list or one before it that `taken` names
 * ("a white dot"); null when none. Adds the edges to `seen`, for a family whose lists share edges.
 */
export function edgesProblem(
  shape: Shape,
  edges: readonly unknown[],
  labelOf: (k: number) => string,
  taken: string,
  seen = new Set<number>(),
): string | null {
  for (let k = 0; k < edges.length; k++) {
    const label = labelOf(k);
    const problem = edgeProblem(shape, edges[k], label);
    if (problem !== null) return problem;
    const key = edgeKey(shape, edges[k] as Edge);
    if (seen.has(key)) return `${label} marks an edge that has ${taken} already`;
    seen.add(key);
  }
  return null;
}

/** The key of an edge for sets: one number. */
export function edgeKey(shape: Shape, [a, b]: Edge): number {
  return a * shape.cellCount + b;
}

/** An edge read from an f-puzzles mark's `cells`, or null (an issue reported) when it is not one. */
export function readEdge(reading: FPuzzlesReading, list: unknown, what: string): Edge | null {
  const cells = reading.cellsOf(list, what);
  if (cells.length === 0) return null;
  if (cells.length !== 2 || !adjacent(reading.shape, cells[0]!, cells[1]!)) {
    reading.report({ message: `${what} must join two cells side by side` });
    return null;
  }
  return cells[0]! < cells[1]! ? [cells[0]!, cells[1]!] : [cells[1]!, cells[0]!];
}

/** The edges in board order, frozen. */
export function sortedEdges(edges: readonly Edge[]): readonly Edge[] {
  return Object.freeze(
    [...edges]
      .sort((x, y) => x[0] - y[0] || x[1] - y[1])
      .map((edge) => Object.freeze([edge[0], edge[1]]) as Edge),
  );
}

/** The document's `negative` list (the marks whose absence is a rule), [] when it has none. */
export function negativeOf(reading: FPuzzlesReading): readonly unknown[] {
  const value = reading.doc.negative;
  return Array.isArray(value) ? value : [];
}

/** Adds `names` to a document's `negative` list, keeping what other families put there. */
export function addNegative(doc: Record<string, unknown>, ...names: string[]): void {
  const list = Array.isArray(doc.negative) ? (doc.negative as string[]) : [];
  doc.negative = [...list, ...names.filter((name) => !list.includes(name))];
}
