/**
 * csp on the families of marks and clues (kropki, XV, nonconsecutive, odd/even, given candidates,
 * quadruples, little killers, sandwiches): puzzles constructed with one solution, read from f-puzzles documents as a
 * setter shares them, proved unique with maxSolutions 2.
 */
import { parseFPuzzles, verifySolution } from '@sudoku-lab/core';
import { describe, expect, it } from 'vitest';
import { solver } from './index.js';

/**
 * A 9x9 f-puzzles document: the givens (row-major, '.' for none), the family's fields, and the cells'
 * given pencil marks (`R1C1=28 R1C4=27`: the digits a cell may hold).
 */
function document(givens: string, fields: string, marks = ''): string {
  const pencil = new Map(
    marks
      .split(' ')
      .filter((mark) => mark !== '')
      .map((mark) => {
        const [, row, column, digits] = /^R(\d)C(\d)=(\d+)$/.exec(mark)!;
        return [(Number(row) - 1) * 9 + Number(column) - 1, [...digits!].map(Number)];
      }),
  );
  const grid = Array.from({ length: 9 }, (_, r) =>
    Array.from({ length: 9 }, (_, c) => {
      const digit = givens[r * 9 + c]!;
      const cell = digit === '.' ? {} : { value: Number(digit), given: true };
      return pencil.has(r * 9 + c) ? { ...cell, givenPencilMarks: pencil.get(r * 9 + c) } : cell;
    }),
  );
  return JSON.stringify({ size: 9, grid, ...JSON.parse(fields) });
}

/**
 * [name, givens, the document's fields, given pencil marks]: each with one solution (made and checked
 * by core's counter).
 */
const puzzles: readonly [string, string, string, string?][] = [
  [
    'kropki dots, every dot and the negative rules',
    '.................................................................................',
    '{"difference":[{"cells":["R1C1","R2C1"]},{"cells":["R1C2","R1C3"]},{"cells":["R1C3","R2C3"]},{"cells":["R1C4","R2C4"]},{"cells":["R1C6","R2C6"]},{"cells":["R2C2","R2C3"]},{"cells":["R2C5","R3C5"]},{"cells":["R2C6","R2C7"]},{"cells":["R2C6","R3C6"]},{"cells":["R2C7","R3C7"]},{"cells":["R2C8","R3C8"]},{"cells":["R3C1","R3C2"]},{"cells":["R3C3","R3C4"]},{"cells":["R3C3","R4C3"]},{"cells":["R3C6","R3C7"]},{"cells":["R3C8","R4C8"]},{"cells":["R4C2","R4C3"]},{"cells":["R4C2","R5C2"]},{"cells":["R4C4","R4C5"]},{"cells":["R4C5","R5C5"]},{"cells":["R4C6","R4C7"]},{"cells":["R4C7","R4C8"]},{"cells":["R4C7","R5C7"]},{"cells":["R5C1","R6C1"]},{"cells":["R5C3","R5C4"]},{"cells":["R5C5","R5C6"]},{"cells":["R5C8","R5C9"]},{"cells":["R5C8","R6C8"]},{"cells":["R6C2","R6C3"]},{"cells":["R6C5","R7C5"]},{"cells":["R6C8","R6C9"]},{"cells":["R7C1","R8C1"]},{"cells":["R7C2","R7C3"]},{"cells":["R7C2","R8C2"]},{"cells":["R7C6","R7C7"]},{"cells":["R7C9","R8C9"]},{"cells":["R8C1","R8C2"]},{"cells":["R8C5","R9C5"]},{"cells":["R9C7","R9C8"]}],"ratio":[{"cells":["R1C6","R1C7"]},{"cells":["R2C3","R2C4"]},{"cells":["R3C4","R4C4"]},{"cells":["R3C9","R4C9"]},{"cells":["R4C3","R4C4"]},{"cells":["R5C1","R5C2"]},{"cells":["R5C4","R5C5"]},{"cells":["R6C8","R7C8"]},{"cells":["R6C9","R7C9"]},{"cells":["R7C7","R7C8"]},{"cells":["R9C3","R9C4"]},{"cells":["R9C6","R9C7"]}],"negative":["difference","ratio"]}',
  ],
  [
    'XV, every mark and the negative rule',
    '8....................4...........................................................',
    '{"xv":[{"cells":["R1C7","R1C8"],"value":"X"},{"cells":["R2C4","R3C4"],"value":"X"},{"cells":["R2C5","R2C6"],"value":"X"},{"cells":["R3C5","R3C6"],"value":"X"},{"cells":["R3C7","R3C8"],"value":"X"},{"cells":["R3C7","R4C7"],"value":"X"},{"cells":["R4C4","R5C4"],"value":"X"},{"cells":["R4C5","R4C6"],"value":"X"},{"cells":["R5C5","R6C5"],"value":"X"},{"cells":["R6C1","R6C2"],"value":"X"},{"cells":["R6C2","R7C2"],"value":"X"},{"cells":["R6C4","R7C4"],"value":"X"},{"cells":["R7C3","R7C4"],"value":"X"},{"cells":["R7C6","R8C6"],"value":"X"},{"cells":["R8C7","R8C8"],"value":"X"},{"cells":["R1C2","R2C2"],"value":"V"},{"cells":["R1C3","R2C3"],"value":"V"},{"cells":["R1C6","R2C6"],"value":"V"},{"cells":["R4C4","R4C5"],"value":"V"},{"cells":["R5C1","R6C1"],"value":"V"},{"cells":["R5C8","R6C8"],"value":"V"},{"cells":["R5C9","R6C9"],"value":"V"},{"cells":["R7C2","R8C2"],"value":"V"}],"negative":["xv"]}',
  ],
  [
    'nonconsecutive',
    '1..2.......8....92...........6.....9.....48............5............5......4..3..',
    '{"nonconsecutive":true}',
  ],
  [
    'odd and even cells',
    '8....3.....3...1.5...4.....1.............5.2..8.1........................9.3.8...',
    '{"odd":[{"cell":"R1C2"},{"cell":"R1C4"},{"cell":"R1C5"},{"cell":"R1C9"},{"cell":"R2C3"},{"cell":"R3C2"},{"cell":"R3C3"},{"cell":"R3C5"},{"cell":"R3C6"},{"cell":"R4C1"},{"cell":"R4C2"},{"cell":"R4C6"},{"cell":"R4C8"},{"cell":"R5C1"},{"cell":"R5C3"},{"cell":"R5C6"},{"cell":"R5C7"},{"cell":"R6C4"},{"cell":"R6C6"},{"cell":"R6C8"},{"cell":"R7C3"},{"cell":"R7C4"},{"cell":"R7C5"},{"cell":"R7C7"},{"cell":"R8C4"},{"cell":"R8C7"},{"cell":"R9C2"},{"cell":"R9C4"},{"cell":"R9C5"}],"even":[{"cell":"R1C1"},{"cell":"R1C3"},{"cell":"R2C2"},{"cell":"R2C5"},{"cell":"R4C3"},{"cell":"R4C7"},{"cell":"R4C9"},{"cell":"R5C2"},{"cell":"R5C4"},{"cell":"R6C5"},{"cell":"R6C9"},{"cell":"R7C2"},{"cell":"R7C6"},{"cell":"R7C9"},{"cell":"R8C1"},{"cell":"R8C6"},{"cell":"R9C3"},{"cell":"R9C6"}]}',
  ],
  [
    'quadruples',
    '8..........3..................................8..........................9...8...',
    '{"quadruple":[{"cells":["R1C1","R1C2","R2C1","R2C2"],"values":[1,4,8,9]},{"cells":["R1C7","R1C8","R2C7","R2C8"],"values":[1,6,7]},{"cells":["R2C4","R2C5","R3C4","R3C5"],"values":[4,6,9]},{"cells":["R3C2","R3C3","R4C2","R4C3"],"values":[4,5,5,7]},{"cells":["R3C4","R3C5","R4C4","R4C5"],"values":[2,3,4,9]},{"cells":["R4C7","R4C8","R5C7","R5C8"],"values":[7,8,9]},{"cells":["R5C2","R5C3","R6C2","R6C3"],"values":[6,7,8,9]},{"cells":["R5C4","R5C5","R6C4","R6C5"],"values":[1]},{"cells":["R5C5","R5C6","R6C5","R6C6"],"values":[4,5,9]},{"cells":["R5C6","R5C7","R6C6","R6C7"],"values":[5,5,7,9]},{"cells":["R6C3","R6C4","R7C3","R7C4"],"values":[1,1,7,9]},{"cells":["R6C6","R6C7","R7C6","R7C7"],"values":[3,4,5,9]},{"cells":["R6C7","R6C8","R7C7","R7C8"],"values":[3,3,6]},{"cells":["R7C7","R7C8","R8C7","R8C8"],"values":[1,3,6,9]},{"cells":["R8C2","R8C3","R9C2","R9C3"],"values":[6,8]},{"cells":["R8C4","R8C5","R9C4","R9C5"],"values":[1,3,5]},{"cells":["R8C6","R8C7","R9C6","R9C7"],"values":[4,8,9]}]}',
  ],
  [
    'given candidates, two a cell in columns 1, 4 and 7',
    '...........3....7...............7.96..9................2......8..8..........1....',
    '{}',
    'R1C1=28 R1C4=27 R1C7=36 R2C1=19 R2C4=36 R2C7=19 R3C1=26 R3C4=24 R3C7=26 R4C1=18 R4C4=23 R4C7=38 ' +
      'R5C1=35 R5C4=38 R5C7=27 R6C1=26 R6C4=15 R6C7=35 R7C1=59 R7C4=29 R7C7=13 R8C1=34 R8C4=25 R8C7=79 ' +
      'R9C1=79 R9C4=13 R9C7=34',
  ],
  [
    'little killers',
    '8..7.......3....75...4.......4.....6......7...8.1......2............6............',
    '{"littlekillersum":[{"cell":"R0C0","cells":["R1C1","R2C2","R3C3","R4C4","R5C5","R6C6","R7C7","R8C8","R9C9"],"direction":"DR","value":"38"},{"cell":"R0C3","cells":["R1C2","R2C1"],"direction":"DL","value":"10"},{"cell":"R0C2","cells":["R1C3","R2C4","R3C5","R4C6","R5C7","R6C8","R7C9"],"direction":"DR","value":"42"},{"cell":"R0C5","cells":["R1C4","R2C3","R3C2","R4C1"],"direction":"DL","value":"18"},{"cell":"R0C4","cells":["R1C5","R2C6","R3C7","R4C8","R5C9"],"direction":"DR","value":"19"},{"cell":"R0C7","cells":["R1C6","R2C5","R3C4","R4C3","R5C2","R6C1"],"direction":"DL","value":"27"},{"cell":"R0C6","cells":["R1C7","R2C8","R3C9"],"direction":"DR","value":"16"},{"cell":"R0C9","cells":["R1C8","R2C7","R3C6","R4C5","R5C4","R6C3","R7C2","R8C1"],"direction":"DL","value":"30"},{"cell":"R1C0","cells":["R2C1","R3C2","R4C3","R5C4","R6C5","R7C6","R8C7","R9C8"],"direction":"DR","value":"52"},{"cell":"R3C0","cells":["R4C1","R5C2","R6C3","R7C4","R8C5","R9C6"],"direction":"DR","value":"33"},{"cell":"R5C0","cells":["R6C1","R7C2","R8C3","R9C4"],"direction":"DR","value":"15"},{"cell":"R7C0","cells":["R8C1","R9C2"],"direction":"DR","value":"13"}]}',
  ],
  [
    'sandwich sums on every row and column',
    '...........3..................................8.1................................',
    '{"sandwichsum":[{"cell":"R1C0","value":"27"},{"cell":"R2C0","value":"23"},{"cell":"R3C0","value":"0"},{"cell":"R4C0","value":"29"},{"cell":"R5C0","value":"26"},{"cell":"R6C0","value":"6"},{"cell":"R7C0","value":"0"},{"cell":"R8C0","value":"0"},{"cell":"R9C0","value":"9"},{"cell":"R0C1","value":"6"},{"cell":"R0C2","value":"35"},{"cell":"R0C3","value":"7"},{"cell":"R0C4","value":"0"},{"cell":"R0C5","value":"22"},{"cell":"R0C6","value":"12"},{"cell":"R0C7","value":"25"},{"cell":"R0C8","value":"11"},{"cell":"R0C9","value":"14"}]}',
  ],
];

describe('csp on the families of marks and clues', () => {
  it.each(puzzles)('proves %s unique', (_name, givens, fields, marks) => {
    const puzzle = parseFPuzzles(document(givens, fields, marks));
    const result = solver.solve(puzzle, { maxSolutions: 2 });
    expect(result.status).toBe('solved');
    expect(verifySolution(puzzle, result.solution)).toEqual({ ok: true });
  });
});
