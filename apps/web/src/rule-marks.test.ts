import { createGrid, diagonalHouses, parsePuzzle, type Rules, shapes } from '@sudoku-lab/core';
import { describe, expect, it } from 'vitest';
import { ruleLabels, ruleMarks } from './rule-marks.js';

const four = shapes['4x4'];
const nine = shapes['9x9'];

/** The cells with a mark, by a predicate: the tables below read as cell lists. */
function cellsWhere(marks: ReturnType<typeof ruleMarks>, test: (mark: (typeof marks)[number]) => boolean) {
  return marks.flatMap((mark, cell) => (test(mark) ? [cell] : []));
}

describe('ruleMarks: region borders', () => {
  it.each<[string, Rules | undefined, number[], number[]]>([
    // 4x4's boxes are 2x2: a border right of column 2, under row 2.
    ['the boxes of a classic puzzle', undefined, [1, 5, 9, 13], [4, 5, 6, 7]],
    // Four regions, one a row each: borders under rows 1-3, none between columns.
    [
      'jigsaw regions a row each',
      { regions: [0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3] },
      [],
      [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11],
    ],
    // Four regions, one a column each.
    [
      'jigsaw regions a column each',
      { regions: [0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 3] },
      [0, 1, 2, 4, 5, 6, 8, 9, 10, 12, 13, 14],
      [],
    ],
  ])('%s', (_, rules, right, bottom) => {
    const marks = ruleMarks(
      four,
      rules === undefined ? undefined : createGrid(four, new Array(16).fill(0), rules).rules,
    );
    expect(cellsWhere(marks, (mark) => mark.regionRight)).toEqual(right);
    expect(cellsWhere(marks, (mark) => mark.regionBottom)).toEqual(bottom);
  });

  it('draws a 9x9 jigsaw border exactly where neighbouring cells change region', () => {
    const jigsaw = parsePuzzle(
      `${'.'.repeat(81)} R=122222222111133332111433533144455553444666655476666655477889999778889999777788889`,
    );
    const regions = jigsaw.rules!.regions!;
    const marks = ruleMarks(nine, jigsaw.rules);
    for (let cell = 0; cell < 81; cell++) {
      const changesRight = cell % 9 < 8 && regions[cell] !== regions[cell + 1];
      const changesBelow = cell < 72 && regions[cell] !== regions[cell + 9];
      expect([cell, marks[cell]!.regionRight, marks[cell]!.regionBottom]).toEqual([
        cell,
        changesRight,
        changesBelow,
      ]);
    }
  });
});

describe('ruleMarks: cage outlines', () => {
  // On 4x4: an L cage of cells 0, 1, 4 with sum 7; a cage of cells 10, 11 without a sum.
  const rules = createGrid(four, new Array(16).fill(0), {
    cages: [{ cells: [0, 1, 4], sum: 7 }, { cells: [10, 11] }],
  }).rules;
  const marks = ruleMarks(four, rules);
  it.each<
    [number, { top: boolean; right: boolean; bottom: boolean; left: boolean; sum?: number } | undefined]
  >([
    [0, { top: true, right: false, bottom: false, left: true, sum: 7 }],
    [1, { top: true, right: true, bottom: true, left: false }],
    [4, { top: false, right: true, bottom: true, left: true }],
    [5, undefined],
    [10, { top: true, right: false, bottom: true, left: true }],
    [11, { top: true, right: true, bottom: true, left: false }],
  ])('cell %i', (cell, sides) => {
    expect(marks[cell]!.cage).toEqual(sides);
  });

  it('puts each sum on one cell only', () => {
    expect(cellsWhere(marks, (mark) => mark.cage?.sum !== undefined)).toEqual([0]);
  });
});

describe('ruleMarks: houses', () => {
  it('shades the cells of the diagonals and nothing else', () => {
    const marks = ruleMarks(nine, { houses: diagonalHouses(nine) });
    const diagonal = [...new Set(diagonalHouses(nine).flatMap((house) => house.cells))].sort((a, b) => a - b);
    expect(cellsWhere(marks, (mark) => mark.house)).toEqual(diagonal);
    expect(diagonal).toHaveLength(17);
  });
});

describe('ruleLabels', () => {
  it.each<[string, Rules | undefined, RegExp[]]>([
    ['classic', undefined, []],
    ['anti-knight and anti-king', { antiknight: true, antiking: true }, [/^Anti-knight/, /^Anti-king/]],
    ['Sudoku X', { houses: diagonalHouses(nine) }, [/the main diagonal, the anti-diagonal/]],
    ['killer', { cages: [{ cells: [0, 1], sum: 3 }] }, [/^Killer/]],
  ])('%s', (_, rules, expected) => {
    const labels = ruleLabels(rules);
    expect(labels).toHaveLength(expected.length);
    for (const [i, pattern] of expected.entries()) expect(labels[i]).toMatch(pattern);
  });
});
