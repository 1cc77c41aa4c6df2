import { describe, expect, it } from 'vitest';
import { findConflicts } from './find-conflicts.js';
import { formatGrid } from './format.js';
import { formatFPuzzles } from './fpuzzles.js';
import { checkedGrid, createGrid, type Grid, sameGrid } from './grid.js';
import { parseGrid } from './parse.js';
import { replayTrace } from './replay.js';
import { diagonalHouses } from './rules.js';
import { shapes } from './shape.js';
import { formatPuzzle } from './variant-text.js';
import { verifySolution } from './verify.js';

const SOLVED = '534678912672195348198342567859761423426853791713924856961537284287419635345286179';
const PUZZLE = '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';
/** PUZZLE with a second 5 in row 1 and in box 1. */
const CLASHING = `535${PUZZLE.slice(3)}`;

const cellsOf = (text: string) => [...text].map((c) => (c === '.' ? 0 : Number(c)));

/** A Grid's look-alike, typed as one: what a JavaScript caller can hand in. */
const asGrid = (value: unknown) => value as Grid;
/**
 * The forms of a grid a JavaScript caller may hand in, which gridProblem accepts: its shape named, a
 * look-alike of the shape (its box's sides alone), and a copy of the shape object.
 */
const forms = [
  ['the shape named', (grid: Grid) => asGrid({ ...grid, shape: grid.shape.name, cells: [...grid.cells] })],
  [
    'a look-alike of the shape',
    (grid: Grid) =>
      asGrid({
        ...grid,
        shape: { boxHeight: grid.shape.boxHeight, boxWidth: grid.shape.boxWidth },
        cells: [...grid.cells],
      }),
  ],
  [
    'a copy of the shape',
    (grid: Grid) => asGrid({ ...grid, shape: { ...grid.shape }, cells: [...grid.cells] }),
  ],
] as const;

const classic = parseGrid(PUZZLE);
const clashing = parseGrid(CLASHING);
const solution = parseGrid(SOLVED);
const diagonal = createGrid(shapes['9x9'], classic.cells, { houses: diagonalHouses(shapes['9x9']) });
const small = parseGrid('1.....2...3.4...');
/** Two 5s on the main diagonal (r1c1 and r9c9): a clash only the diagonal houses make. */
const diagonalClash = createGrid(shapes['9x9'], cellsOf(`5${'.'.repeat(79)}5`), {
  houses: diagonalHouses(shapes['9x9']),
});

/** Every function of core that takes a Grid from outside, each read on a core-made Grid. */
const readers: [string, (form: (grid: Grid) => Grid) => unknown][] = [
  ['findConflicts, classic', (form) => findConflicts(form(clashing))],
  ['findConflicts, a variant', (form) => findConflicts(form(diagonalClash))],
  ['formatGrid, pretty', (form) => formatGrid(form(classic), 'pretty')],
  ['formatGrid, pretty, 4x4', (form) => formatGrid(form(small), 'pretty')],
  ['formatFPuzzles', (form) => formatFPuzzles(form(diagonal))],
  ['formatPuzzle', (form) => formatPuzzle(form(diagonal))],
  ['verifySolution, a solution', (form) => verifySolution(form(classic), form(solution))],
  [
    'verifySolution, a given changed',
    (form) => verifySolution(form(classic), form(parseGrid(`6${SOLVED.slice(1)}`))),
  ],
  ['sameGrid', (form) => sameGrid(form(classic), classic)],
  ['replayTrace', (form) => replayTrace(form(classic), []).final],
];

describe('a Grid from outside core, with its shape named or a look-alike of it', () => {
  const asMade = (grid: Grid) => grid;
  for (const [name, form] of forms) {
    it.each(readers)(`%s reads it as core's own (${name})`, (_, read) => {
      const expected = read(asMade);
      expect(read(form)).toEqual(expected);
    });
  }

  it('checkedGrid returns a Grid core made as it is, and copies any other under the canonical shape', () => {
    expect(checkedGrid(classic)).toBe(classic);
    for (const [, form] of forms) {
      const grid = checkedGrid(form(diagonal));
      expect(grid.shape).toBe(shapes['9x9']);
      expect(grid.cells).toEqual(diagonal.cells);
      expect(grid.rules).toEqual(diagonal.rules);
      expect(Object.isFrozen(grid)).toBe(true);
    }
  });

  it.each([
    ['an unknown shape', { shape: '10x10', cells: cellsOf(PUZZLE) }, 'no known shape'],
    ['too few cells', { shape: '9x9', cells: cellsOf(PUZZLE).slice(1) }, 'a 9x9 grid has 81 cells'],
    ['no grid at all', 'not a grid', 'expected a Grid'],
  ])('checkedGrid and findConflicts refuse %s, saying so', (_, value, message) => {
    expect(() => checkedGrid(asGrid(value))).toThrow(RangeError);
    expect(() => checkedGrid(asGrid(value))).toThrow(message);
    expect(() => findConflicts(asGrid(value))).toThrow(message);
  });
});
