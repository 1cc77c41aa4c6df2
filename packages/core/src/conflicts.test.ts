import { describe, expect, it } from 'vitest';
import { findConflicts } from './find-conflicts.js';
import { parseGrid } from './parse.js';
import { verifySolution } from './verify.js';

const SOLVED = '534678912672195348198342567859761423426853791713924856961537284287419635345286179';
const PUZZLE = '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';

describe('findConflicts', () => {
  it.each([
    [
      'row',
      `1..1${'.'.repeat(77)}`,
      { unit: 'row', unitIndex: 0, digit: 1, cells: [0, 3] },
      'two 1s in row 1: row 1, column 1 and row 1, column 4',
    ],
    [
      'column',
      `2${'.'.repeat(44)}2${'.'.repeat(35)}`,
      { unit: 'column', unitIndex: 0, digit: 2, cells: [0, 45] },
      'two 2s in column 1: row 1, column 1 and row 6, column 1',
    ],
    [
      'box',
      `${'.'.repeat(30)}3${'.'.repeat(9)}3${'.'.repeat(40)}`,
      { unit: 'box', unitIndex: 4, digit: 3, cells: [30, 40] },
      'two 3s in box 5: row 4, column 4 and row 5, column 5',
    ],
  ] as const)('finds two equal givens in a %s', (_, text, conflict, message) => {
    const conflicts = findConflicts(parseGrid(text));
    expect(conflicts).toEqual([{ ...conflict, message }]);
  });

  it("names both cells of the seed 'extreme' puzzle's two 7s, in the row and in the box", () => {
    const extreme = parseGrid(
      '..........9....83.2.68....1..4..3..9..5.....2.....6.1....7.7....8..4..7..41...3.5',
    );
    expect(findConflicts(extreme).map((c) => [c.unit, c.digit, c.cells])).toEqual([
      ['row', 7, [57, 59]],
      ['box', 7, [57, 59]],
    ]);
  });

  it('finds none in a valid puzzle or solution', () => {
    expect(findConflicts(parseGrid(PUZZLE))).toEqual([]);
    expect(findConflicts(parseGrid(SOLVED))).toEqual([]);
  });
});

describe('verifySolution', () => {
  const puzzle = parseGrid(PUZZLE);
  it('accepts the solution', () => {
    expect(verifySolution(puzzle, parseGrid(SOLVED))).toEqual({ ok: true });
  });
  it.each([
    ['no grid', null, /there is no solution grid/],
    ['an empty cell', parseGrid(`.${SOLVED.slice(1)}`), /row 1, column 1 is empty/],
    [
      'a changed given',
      parseGrid(SOLVED.replace('534', '354')),
      /row 1, column 1 holds 3, but the puzzle gives 5/,
    ],
    [
      'a broken unit',
      parseGrid(`536478912${SOLVED.slice(9)}`),
      /two 6s in box 1: row 1, column 3 and row [23]/,
    ],
    ['another shape', parseGrid('1234341221434321'), /4x4/],
  ])('rejects %s', (_, solution, reason) => {
    const verdict = verifySolution(puzzle, solution);
    expect(verdict.ok).toBe(false);
    if (!verdict.ok) expect(verdict.reason).toMatch(reason);
  });
});
