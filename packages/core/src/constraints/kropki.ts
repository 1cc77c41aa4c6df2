/**
 * Kropki dots on the edges between cells:
 *   white dot  the two digits differ by the dot's value (1, consecutive, unless it says another)
 *   black dot  one digit is the dot's value times the other (2, a ratio of 1:2, unless it says another)
 *   negative   the rule that an edge without a dot keeps neither relation: with `negativeWhite` no two
 *              neighbours without a dot differ by 1 (nor by any other white dot's value); with
 *              `negativeBlack` none is twice the other (nor any other black dot's ratio). An edge with
 *              a dot of either colour is exempt from both, as in f-puzzles and the Interactive Sudoku
 *              Solver ("no dot means neither").
 * In f-puzzles: `difference` (white) and `ratio` (black), each `{ cells: [two labels], value? }`, and
 * `negative` naming "difference" and "ratio". f-puzzles writes the negative white rule as
 * `nonconsecutive` beside white dots: read so, a dot's pair exempt (see nonconsecutive.ts).
 */
import type { Kropki, KropkiDot } from '../rules.js';
import type { Shape } from '../shape.js';
import { clueNumber } from './clues.js';
import { fpuzzlesLabel } from './groups.js';
import type { ConstraintModule, FPuzzlesReading } from './module.js';
import {
  addNegative,
  type EdgeRule,
  edgeChecks,
  edgesProblem,
  negativeRules,
  type Relation,
  readEdge,
  relationOf,
  sortedEdges,
} from './pairs.js';

export type { Edge } from './pairs.js';

const differenceOf = (size: number, value: number) =>
  relationOf(size, `difference ${value}`, (a, b) => Math.abs(a - b) === value);
const ratioOf = (size: number, value: number) =>
  relationOf(size, `ratio ${value}`, (a, b) => a === value * b || b === value * a);

/** The values a negative rule forbids on an edge without a dot: its default and every dot's own. */
function forbidden(dots: readonly KropkiDot[], usual: number): number[] {
  return [...new Set([usual, ...dots.map((dot) => dot.value)])].sort((a, b) => a - b);
}

/** What an edge without a dot may hold under the negative rules in force; null when none is. */
function negativeRelation(shape: Shape, value: Kropki): Relation | null {
  const { size } = shape;
  const differences = value.negativeWhite === true ? forbidden(value.white, 1) : [];
  const ratios = value.negativeBlack === true ? forbidden(value.black, 2) : [];
  if (differences.length + ratios.length === 0) return null;
  return relationOf(
    size,
    `no dot: not ${differences.join(',')} apart, not ${ratios.join(',')} times`,
    (a, b) =>
      !differences.includes(Math.abs(a - b)) && !ratios.some((ratio) => a === ratio * b || b === ratio * a),
  );
}

/** The rules the dots put on their edges, and the negative rules' on the edges without one. */
function dotRules(shape: Shape, value: Kropki): EdgeRule[] {
  const { size } = shape;
  const dots: EdgeRule[] = [
    ...value.white.map((dot, index) => ({
      edge: dot.cells,
      relation: differenceOf(size, dot.value),
      what: `the white dot (digits ${dot.value} apart) between`,
      index,
    })),
    ...value.black.map((dot, index) => ({
      edge: dot.cells,
      relation: ratioOf(size, dot.value),
      what: `the black dot (one digit ${dot.value} times the other) between`,
      index,
    })),
  ];
  const negative = negativeRelation(shape, value);
  if (negative === null) return dots;
  return [...dots, ...negativeRules(shape, dots, negative, 'no kropki dot (the negative rule) between')];
}

function dotsProblem(shape: Shape, dots: unknown, colour: 'white' | 'black'): string | null {
  if (!Array.isArray(dots)) return `kropki ${colour} dots must be an array`;
  const labelOf = (k: number) => `kropki ${colour} dot ${k + 1}`;
  const [least, most] = colour === 'white' ? [1, shape.size - 1] : [2, shape.size];
  for (let k = 0; k < dots.length; k++) {
    const dot: unknown = dots[k];
    if (typeof dot !== 'object' || dot === null) return `${labelOf(k)} must be an object`;
    const { value } = dot as { value?: unknown };
    if (typeof value !== 'number' || !Number.isInteger(value) || value < least || value > most) {
      return `${labelOf(k)} has the value ${String(value)}: a ${colour === 'white' ? 'difference' : 'ratio'} of ${least} to ${most} on ${shape.name}`;
    }
  }
  const edges = dots.map((dot: { cells?: unknown }) => dot.cells);
  return edgesProblem(shape, edges, labelOf, `a ${colour} dot`);
}

/** The dots an f-puzzles list holds, with `usual` for a dot without a value. */
function readDots(reading: FPuzzlesReading, key: string, colour: string, usual: number): KropkiDot[] {
  const dots: KropkiDot[] = [];
  reading.listOf(key).forEach((entry, k) => {
    const what = `kropki ${colour} dot ${k + 1}`;
    const cells = readEdge(reading, (entry as { cells?: unknown })?.cells, what);
    const value = clueNumber((entry as { value?: unknown })?.value) ?? usual;
    if (Number.isNaN(value)) {
      reading.report({
        message: `${what} has the value "${String((entry as { value?: unknown }).value)}", not a whole number`,
      });
    } else if (cells !== null) dots.push({ cells, value });
  });
  return dots;
}

/** Whether a document's white dots include one of difference 1 (f-puzzles' `difference` without a value). */
export function hasConsecutiveDots(doc: Readonly<Record<string, unknown>>): boolean {
  const list = doc.difference;
  return (
    Array.isArray(list) &&
    list.some((entry) => (clueNumber((entry as { value?: unknown })?.value) ?? 1) === 1)
  );
}

const writeDots = (shape: Shape, dots: readonly KropkiDot[], usual: number) =>
  dots.map((dot) => ({
    cells: dot.cells.map((cell) => fpuzzlesLabel(shape, cell)),
    ...(dot.value === usual ? {} : { value: String(dot.value) }),
  }));

const sortDots = (dots: readonly KropkiDot[]) => {
  const edges = sortedEdges(dots.map((dot) => dot.cells));
  const byEdge = new Map(dots.map((dot) => [`${dot.cells[0]},${dot.cells[1]}`, dot.value]));
  return Object.freeze(
    edges.map((cells) => Object.freeze({ cells, value: byEdge.get(`${cells[0]},${cells[1]}`)! })),
  );
};

/** Kropki dots: white (difference), black (ratio), and the negative rules for edges without one. */
export const kropki: ConstraintModule<'kropki'> = {
  kind: 'kropki',
  name: 'kropki dots',
  present: (value) =>
    value.white.length + value.black.length > 0 ||
    value.negativeWhite === true ||
    value.negativeBlack === true,
  problem(shape, value) {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
      return 'kropki must be an object with white and black dots';
    }
    const { white, black, negativeWhite, negativeBlack } = value as Record<string, unknown>;
    const problem = dotsProblem(shape, white, 'white') ?? dotsProblem(shape, black, 'black');
    if (problem !== null) return problem;
    for (const [name, flag] of [
      ['negativeWhite', negativeWhite],
      ['negativeBlack', negativeBlack],
    ] as const) {
      if (flag !== undefined && typeof flag !== 'boolean') return `kropki ${name} must be true or false`;
    }
    return null;
  },
  normalize(_shape, value) {
    if (!kropki.present(value)) return undefined;
    return Object.freeze({
      white: sortDots(value.white),
      black: sortDots(value.black),
      ...(value.negativeWhite === true ? { negativeWhite: true } : {}),
      ...(value.negativeBlack === true ? { negativeBlack: true } : {}),
    });
  },
  key: (value) => [
    value.white.map((dot) => [...dot.cells, dot.value]),
    value.black.map((dot) => [...dot.cells, dot.value]),
    value.negativeWhite === true,
    value.negativeBlack === true,
  ],
  fpuzzles: {
    keys: ['difference', 'ratio', 'negative'],
    read(reading) {
      const white = readDots(reading, 'difference', 'white', 1);
      const black = readDots(reading, 'ratio', 'black', 2);
      // Read here once for kropki and XV alike: a `negative` that is no list is refused, not read past.
      const negative = reading.listOf('negative');
      for (const name of negative) {
        if (name !== 'difference' && name !== 'ratio' && name !== 'xv') {
          reading.report({
            message: `f-puzzles "negative" names "${String(name)}", a rule core does not know`,
          });
        }
      }
      const negativeWhite =
        negative.includes('difference') ||
        (reading.doc.nonconsecutive === true && hasConsecutiveDots(reading.doc));
      const value: Kropki = {
        white,
        black,
        ...(negativeWhite ? { negativeWhite: true } : {}),
        ...(negative.includes('ratio') ? { negativeBlack: true } : {}),
      };
      return kropki.present(value) ? value : undefined;
    },
    write(shape, value, doc) {
      if (value.white.length > 0) doc.difference = writeDots(shape, value.white, 1);
      if (value.black.length > 0) doc.ratio = writeDots(shape, value.black, 2);
      if (value.negativeWhite === true) addNegative(doc, 'difference');
      if (value.negativeBlack === true) addNegative(doc, 'ratio');
    },
  },
  ...edgeChecks('kropki', dotRules),
};

export type { Kropki, KropkiDot };
