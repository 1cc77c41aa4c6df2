/**
 * XV: an X on the edge between two cells says their digits add up to 10, a V that they add up to 5.
 * With `negative`, no other pair of neighbours adds up to 10 or 5 (f-puzzles' negative rule covers
 * both marks at once). In f-puzzles: `xv`, each `{ cells: [two labels], value: "X" or "V" }`, and
 * `negative` naming "xv".
 */
import type { XV } from '../rules.js';
import type { Shape } from '../shape.js';
import { impliedSums } from './cages.js';
import { apart } from './cross-sums.js';
import { fpuzzlesLabel } from './groups.js';
import type { ConstraintModule, StatedSum } from './module.js';
import {
  addNegative,
  type Edge,
  type EdgeRule,
  edgeChecks,
  edgesProblem,
  negativeOf,
  negativeRules,
  readEdge,
  relationOf,
  sortedEdges,
} from './pairs.js';

// Neighbours share a row or a column, so their digits differ: an X is never 5 and 5.
const sumOf = (size: number, sum: number) =>
  relationOf(size, `different digits adding up to ${sum}`, (a, b) => a + b === sum && a !== b);
const neither = (size: number) =>
  relationOf(size, 'sum neither 5 nor 10', (a, b) => a + b !== 5 && a + b !== 10);

/** The marks, each with its sum and its letter. */
function marks(value: XV): { edge: Edge; sum: number; letter: 'X' | 'V' }[] {
  return [
    ...value.x.map((edge) => ({ edge, sum: 10, letter: 'X' as const })),
    ...value.v.map((edge) => ({ edge, sum: 5, letter: 'V' as const })),
  ];
}

/** The marks as sums over their two cells (ascending), as a cage states its sum. */
const markSums = (value: XV): StatedSum[] =>
  marks(value).map(({ edge, sum }) => ({ cells: [...edge].sort((a, b) => a - b), sum }));

/** The rules the marks put on their edges, and the negative rule's on the edges without one. */
function markRules(shape: Shape, value: XV): EdgeRule[] {
  const rules: EdgeRule[] = marks(value).map(({ edge, sum, letter }, index) => ({
    edge,
    relation: sumOf(shape.size, sum),
    what: `the ${letter} (digits adding up to ${sum}) between`,
    index,
  }));
  if (value.negative !== true) return rules;
  const what = 'no X or V (the negative rule: not adding up to 5 or 10) between';
  return [...rules, ...negativeRules(shape, rules, neither(shape.size), what)];
}

/** XV: X on an edge sums its two digits to 10, V to 5; with the negative rule no other edge does. */
export const xv: ConstraintModule<'xv'> = {
  kind: 'xv',
  name: 'XV',
  present: (value) => value.x.length + value.v.length > 0 || value.negative === true,
  problem(shape, value) {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
      return 'xv must be an object with x and v edges';
    }
    const { x, v, negative } = value as Record<string, unknown>;
    const seen = new Set<number>();
    for (const [letter, edges] of [
      ['X', x],
      ['V', v],
    ] as const) {
      if (!Array.isArray(edges)) return `xv ${letter.toLowerCase()} must be an array of edges`;
      const problem = edgesProblem(shape, edges, (k) => `xv: ${letter} ${k + 1}`, 'an X or a V', seen);
      if (problem !== null) return problem;
    }
    if (negative !== undefined && typeof negative !== 'boolean') return 'xv negative must be true or false';
    return null;
  },
  normalize: (_shape, value) =>
    xv.present(value)
      ? Object.freeze({
          x: sortedEdges(value.x),
          v: sortedEdges(value.v),
          ...(value.negative === true ? { negative: true } : {}),
        })
      : undefined,
  key: (value) => [
    value.x.map((edge) => [...edge]),
    value.v.map((edge) => [...edge]),
    value.negative === true,
  ],
  fpuzzles: {
    keys: ['xv', 'negative'],
    read(reading) {
      const x: Edge[] = [];
      const v: Edge[] = [];
      reading.listOf('xv').forEach((entry, k) => {
        const what = `xv mark ${k + 1}`;
        const letter = (entry as { value?: unknown })?.value;
        // f-puzzles keeps a mark whose letter was cleared; it says nothing.
        if (letter === undefined || letter === null || letter === '') return;
        const edge = readEdge(reading, (entry as { cells?: unknown })?.cells, what);
        if (letter !== 'X' && letter !== 'x' && letter !== 'V' && letter !== 'v') {
          reading.report({ message: `${what} has the value "${String(letter)}", not X or V` });
        } else if (edge !== null) (letter === 'X' || letter === 'x' ? x : v).push(edge);
      });
      const value: XV = { x, v, ...(negativeOf(reading).includes('xv') ? { negative: true } : {}) };
      return xv.present(value) ? value : undefined;
    },
    write(shape, value, doc) {
      const entries = marks(value).map(({ edge, letter }) => ({
        cells: edge.map((cell) => fpuzzlesLabel(shape, cell)),
        value: letter,
      }));
      if (entries.length > 0) doc.xv = entries;
      if (value.negative === true) addNegative(doc, 'xv');
    },
  },
  ...edgeChecks('xv', markRules),
  // A mark is a cage of two cells: two Vs in one box take 1 to 4 between them, leaving the box's other
  // cells 5 to 9. The 45 rule reads the marks that share no cell (a cell may carry two marks).
  propagators: (shape, value, units) => [
    ...edgeChecks('xv', markRules).propagators(shape, value, units),
    ...impliedSums(shape, apart(markSums(value)), units),
  ],
  sums: (_shape, value) => markSums(value),
};

export type { XV };
