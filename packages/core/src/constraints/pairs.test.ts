import { describe, expect, it } from 'vitest';
import { at, nine } from './board.fixture.js';
import { kropki } from './kropki.js';
import { xv } from './xv.js';

const dot = (cells: readonly number[], value = 1) => ({ cells, value });

/** Edge lists that are not marks on distinct edges, and what each family says of them. */
describe('a family of marks on edges refuses', () => {
  it.each([
    ['a mark of one cell', xv, { x: [[at(1, 1)]], v: [] }, 'xv: X 1 must be two cells'],
    [
      'a mark off the board',
      kropki,
      { white: [dot([at(1, 1), 81])], black: [] },
      'kropki white dot 1 has a cell off the board: 81',
    ],
    [
      'cells that are not side by side',
      kropki,
      { white: [], black: [dot([at(1, 1), at(2, 2)], 2)] },
      'kropki black dot 1 joins row 1, column 1 and row 2, column 2, which are not side by side',
    ],
    [
      'the lower cell second',
      xv,
      { x: [], v: [[at(1, 2), at(1, 1)]] },
      'xv: V 1 must list the lower cell first (row 1, column 1)',
    ],
    [
      'two dots of one colour on one edge',
      kropki,
      { white: [dot([at(1, 1), at(1, 2)]), dot([at(1, 1), at(1, 2)], 3)], black: [] },
      'kropki white dot 2 marks an edge that has a white dot already',
    ],
    [
      'an X and a V on one edge',
      xv,
      { x: [[at(1, 1), at(1, 2)]], v: [[at(1, 1), at(1, 2)]] },
      'xv: V 1 marks an edge that has an X or a V already',
    ],
  ] as const)('%s', (_name, family, value, problem) => {
    expect(family.problem(nine, value)).toBe(problem);
  });

  it('nothing of a white and a black dot on one edge', () => {
    const edge = [at(1, 1), at(1, 2)];
    expect(kropki.problem(nine, { white: [dot(edge)], black: [dot(edge, 2)] })).toBeNull();
  });
});
