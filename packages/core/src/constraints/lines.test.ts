import { describe, expect, it } from 'vitest';
import { admits } from '../admits.js';
import { findConflicts } from '../find-conflicts.js';
import { formatFPuzzles, parseFPuzzles } from '../fpuzzles.js';
import { createGrid } from '../grid.js';
import { seededRandom } from '../random.js';
import { ruleTablesFor } from '../rule-tables.js';
import type { Rules } from '../rules.js';
import { resolveShape } from '../shape.js';
import { formatPuzzle, parsePuzzle } from '../variant-text.js';
import {
  at,
  board,
  Candidates,
  digitsOf,
  expectPropagated,
  familyConflicts,
  fpuzzlesDocument,
  marks,
  maskOf,
  nine,
  nineUnits,
  propagate,
  settled,
  tablesOf,
} from './board.fixture.js';
import { moduleOf } from './list.js';
import type { RuleKind } from './module.js';
import { Propagation } from './propagation.js';

const six = resolveShape('6x6')!;
const ALL = [1, 2, 3, 4, 5, 6, 7, 8, 9];

const thermo: Rules = { thermometers: [[at(1, 1), at(1, 2), at(1, 3)]] };
const arrow: Rules = { arrows: [{ circle: [at(1, 1)], line: [at(1, 2), at(2, 3)] }] };
/** An arrow whose two line cells share no unit, so their digits may repeat. */
const farArrow: Rules = { arrows: [{ circle: [at(1, 1)], line: [at(2, 2), at(4, 3)] }] };
const longFarArrow: Rules = {
  arrows: [{ circle: [at(1, 1)], line: [at(2, 2), at(4, 3), at(7, 4), at(3, 5)] }],
};
const pill: Rules = { arrows: [{ circle: [at(1, 1), at(1, 2)], line: [at(2, 1), at(2, 2), at(2, 3)] }] };
const whisper: Rules = { whispers: [[at(1, 1), at(1, 2), at(1, 3)]] };
const renban: Rules = { renbans: [[at(1, 1), at(2, 2), at(3, 3)]] };
const renbanOfFour: Rules = { renbans: [[at(1, 1), at(2, 2), at(3, 3), at(4, 4)]] };
const palindrome: Rules = { palindromes: [[at(1, 1), at(2, 2), at(3, 3), at(4, 4)]] };
const between: Rules = { betweenLines: [[at(1, 1), at(2, 2), at(3, 3)]] };

describe('the line families propagate', () => {
  it.each([
    ['an empty thermometer: each cell by its place', thermo, '', 'r1c1=1234567 r1c2=2345678 r1c3=3456789'],
    ['a thermometer around a 5', thermo, 'r1c2=5', 'r1c1=1234 r1c3=6789'],
    ['an empty arrow: the circle over two cells', arrow, '', 'r1c1=23456789 r1c2=12345678'],
    ['an arrow with 3 in its circle', arrow, 'r1c1=3', 'r1c2=12 r2c3=12'],
    ['an arrow whose line holds 4 and 5', arrow, 'r1c2=4 r2c3=5', 'r1c1=9'],
    [
      'an arrow over four cells apart: four of {1, 3} make 4, 6, 8 and more, never an odd sum',
      longFarArrow,
      'r2c2=13 r4c3=13 r7c4=13 r3c5=13',
      'r1c1=468',
    ],
    [
      'an arrow of 9 over four cells apart: three of {2, 4} make an even sum, so the fourth is odd',
      longFarArrow,
      'r1c1=9 r2c2=124 r4c3=24 r7c4=24 r3c5=24',
      'r2c2=1 r4c3=24 r7c4=24 r3c5=24',
    ],
    [
      'an arrow of 5 over two cells apart: a 2 leaves no 3 for the other',
      farArrow,
      'r1c1=5 r2c2=1234 r4c3=24',
      'r2c2=13 r4c3=24',
    ],
    [
      'an arrow of 4 over two cells apart: 2 and 2 too',
      farArrow,
      'r1c1=4 r2c2=123 r4c3=123',
      'r2c2=123 r4c3=123',
    ],
    ['a pill over three cells: at most 27', pill, '', 'r1c1=12 r2c1=123456789'],
    ['a pill reading 1x over 9 and 8', pill, 'r1c1=1 r2c1=9 r2c2=8', 'r2c3=12 r1c2=89'],
    ['a whisper: no 5, and far from a 3', whisper, 'r1c1=3', 'r1c2=89 r1c3=1234'],
    ['an empty whisper', whisper, '', 'r1c2=12346789'],
    ['a renban with a 2: digits within the windows 1-3 and 2-4', renban, 'r1c1=2', 'r2c2=134'],
    ['a renban with a 1: the window 1-3, and 2 has one place', renban, 'r1c1=1 r2c2=38', 'r2c2=3 r3c3=2'],
    [
      'a renban of four whose first two cells share 1 and 2: only the window 1-4 can be filled',
      renbanOfFour,
      'r1c1=12 r2c2=12',
      'r1c1=12 r2c2=12 r3c3=34 r4c4=34',
    ],
    [
      'a renban of six whose first two cells share 1 and 2: only the window 1-6',
      { renbans: [[at(1, 1), at(1, 2), at(1, 3), at(1, 4), at(1, 5), at(1, 6)]] },
      'r1c1=12 r1c2=12',
      'r1c3=3456 r1c6=3456',
    ],
    [
      'a palindrome: mirrored cells share candidates',
      palindrome,
      'r1c1=2 r2c2=13 r3c3=34',
      'r4c4=2 r2c2=3 r3c3=3',
    ],
    ['a between line from a 2', between, 'r1c1=2', 'r2c2=345678 r3c3=456789'],
    ['a between line from a 5: either way round', between, 'r1c1=5', 'r2c2=234678 r3c3=123789'],
    ['a thermometer with no room between 5 and 6: a contradiction', thermo, 'r1c1=5 r1c3=6', null],
    ['a thermometer going down: a contradiction', thermo, 'r1c1=7 r1c2=3', null],
    ['an arrow over more than its circle: a contradiction', arrow, 'r1c1=4 r1c2=4', null],
    [
      'a pill of 30 over two cells: a contradiction',
      { arrows: [{ circle: [at(1, 1), at(1, 2)], line: [at(2, 1), at(2, 2)] }] },
      'r1c1=3',
      null,
    ],
    ['a 5 on a whisper: a contradiction', whisper, 'r1c2=5', null],
    ['neighbours 3 and 7 on a whisper: a contradiction', whisper, 'r1c1=3 r1c2=7', null],
    ['a renban holding 1 and 5 on three cells: a contradiction', renban, 'r1c1=1 r3c3=5', null],
    ['a palindrome with 2 and 3 at its ends: a contradiction', palindrome, 'r1c1=2 r4c4=3', null],
    ['a between line from 1 to 2: a contradiction', between, 'r1c1=1 r3c3=2', null],
    ['a between line with 9 in the middle: a contradiction', between, 'r2c2=9', null],
  ] as [string, Rules, string, string | null][])('%s', (_, rules, start, expected) => {
    expectPropagated(rules, start, expected);
  });

  it('an arrow of 4 over two cells of a box: 1 and 3, never 2 and 2', () => {
    const box = [[at(1, 1), at(1, 2), at(1, 3), at(2, 1), at(2, 2), at(2, 3), at(3, 1), at(3, 2), at(3, 3)]];
    const [propagator] = moduleOf('arrows').propagators(nine, arrow.arrows!, box);
    const domains = { candidates: new Int32Array(81).fill(511), keep: Candidates.prototype.keep };
    domains.candidates[at(1, 1)] = maskOf(4);
    domains.candidates[at(1, 2)] = maskOf(1, 2, 3);
    domains.candidates[at(2, 3)] = maskOf(1, 2, 3);
    expect(propagator!.propagate(domains)).toBe(true);
    expect([at(1, 2), at(2, 3)].map((cell) => digitsOf(domains.candidates[cell]!))).toEqual([
      [1, 3],
      [1, 3],
    ]);
  });

  it('an arrow of 7 over two cells of a box and one apart: the pair of {1, 2, 4} makes 3, 5 or 6, so no 3 beside it', () => {
    const box = [[at(1, 1), at(1, 2), at(1, 3), at(2, 1), at(2, 2), at(2, 3), at(3, 1), at(3, 2), at(3, 3)]];
    const rules: Rules = { arrows: [{ circle: [at(1, 1)], line: [at(1, 2), at(2, 3), at(5, 4)] }] };
    const [propagator] = moduleOf('arrows').propagators(nine, rules.arrows!, box);
    const domains = { candidates: new Int32Array(81).fill(511), keep: Candidates.prototype.keep };
    domains.candidates[at(1, 1)] = maskOf(7);
    domains.candidates[at(1, 2)] = maskOf(1, 2, 4);
    domains.candidates[at(2, 3)] = maskOf(1, 2, 4);
    domains.candidates[at(5, 4)] = maskOf(1, 2, 3, 4);
    expect(propagator!.propagate(domains)).toBe(true);
    expect(digitsOf(domains.candidates[at(5, 4)]!)).toEqual([1, 2, 4]);
  });

  it('whispers on 6x6 differ by at least 3', () => {
    const rules: Rules = { whispers: [[0, 1]] };
    const [propagator] = moduleOf('whispers').propagators(six, rules.whispers!, []);
    const domains = { candidates: new Int32Array(36).fill(63), keep: Candidates.prototype.keep };
    domains.candidates[0] = maskOf(2);
    expect(propagator!.propagate(domains)).toBe(true);
    expect(digitsOf(domains.candidates[1]!)).toEqual([5, 6]);
  });
});

describe('the line families find givens no completion can keep', () => {
  // A row with a conflict names its cells, its digit and words of its message; a row without, none.
  it.each([
    ['a thermometer out of order', thermo, 'r1c1=6 r1c3=4', [at(1, 1), at(1, 3)], 4, 'must increase'],
    ['a thermometer with no room between', thermo, 'r1c1=6 r1c3=7', [at(1, 1), at(1, 3)], 7, 'no room'],
    ['a thermometer tip too low', thermo, 'r1c3=2', [at(1, 1), at(1, 3)], 2, 'has 2 cells below it'],
    ['a thermometer bulb too high', thermo, 'r1c1=8', [at(1, 1), at(1, 3)], 8, 'has 2 cells above it'],
    ['a middle cell too low, one below', thermo, 'r1c2=1', [at(1, 1), at(1, 2)], 1, 'has 1 cell below it'],
    ['a middle cell too high, one above', thermo, 'r1c2=9', [at(1, 2), at(1, 3)], 9, 'has 1 cell above it'],
    ['an arrow line past its circle', arrow, 'r1c1=5 r1c2=5', [at(1, 1), at(1, 2)], 5, 'at least 6'],
    ['an arrow line past any circle', arrow, 'r1c2=9', [at(1, 1), at(1, 2)], 9, 'at least 10'],
    ['a pill beyond its line', pill, 'r1c1=3', [at(1, 1), at(2, 1)], 3, 'at most 27'],
    ['whispering neighbours too close', whisper, 'r1c1=2 r1c2=6', [at(1, 1), at(1, 2)], 6, 'less than 5'],
    ['a 5 on a whisper', whisper, 'r1c2=5', [at(1, 1), at(1, 2)], 5, 'leaves no digit'],
    ['a renban spread too far', renban, 'r1c1=2 r3c3=5', [at(1, 1), at(3, 3)], 5, 'too far apart'],
    ['a renban repeating a digit', renban, 'r1c1=4 r2c2=4', [at(1, 1), at(2, 2)], 4, 'two 4s'],
    ['a palindrome not mirrored', palindrome, 'r2c2=4 r3c3=6', [at(2, 2), at(3, 3)], 6, 'same both ways'],
    [
      'a middle outside the ends',
      between,
      'r1c1=3 r2c2=8 r3c3=6',
      [at(2, 2), at(3, 3)],
      8,
      'not below the high end',
    ],
    ['ends with nothing between', between, 'r1c1=4 r3c3=5', [at(1, 1), at(3, 3)], 5, 'no digit between'],
    [
      'an end inside the middle',
      { betweenLines: [[at(1, 1), at(1, 2), at(1, 3), at(1, 4)]] },
      'r1c1=5 r1c2=3 r1c3=7',
      [at(1, 1), at(1, 3)],
      7,
      'lies between',
    ],
    ['no conflict: a thermometer with room', thermo, 'r1c1=1 r1c3=3'],
    ['no conflict: an arrow still able to add up', arrow, 'r1c1=9 r1c2=8'],
    ['no conflict: a pill still able to add up', pill, 'r1c1=2 r2c1=9'],
    ['no conflict: whispering neighbours apart', whisper, 'r1c1=1 r1c2=6 r1c3=1'],
    ['no conflict: a renban window', renban, 'r1c1=3 r3c3=5'],
    ['no conflict: a palindrome mirrored', palindrome, 'r1c1=7 r4c4=7'],
    ['no conflict: a between line with its middle inside', between, 'r1c1=9 r2c2=5 r3c3=2'],
    ['no conflict: a between line with one end', between, 'r1c1=9 r2c2=5'],
  ] as [string, Rules, string, [number, number]?, number?, string?][])(
    '%s',
    (_, rules, givens, cells, digit, words) => {
      const { kind, conflicts } = familyConflicts(rules, givens);
      if (cells === undefined) {
        expect(conflicts).toEqual([]);
        return;
      }
      expect(conflicts.length).toBeGreaterThan(0);
      expect(conflicts[0]).toMatchObject({ unit: kind, cells, digit });
      expect(conflicts[0]!.message).toContain(words);
      expect(findConflicts(createGrid(nine, board(givens), rules)).length).toBeGreaterThan(0);
    },
  );
});

describe('admits, the teaching strategies one question', () => {
  it.each([
    ['a thermometer', thermo, 'r1c1=4', at(1, 2), 3, 5],
    ['a thermometer tip', thermo, 'r1c1=4', at(1, 3), 5, 6],
    ['an arrow', arrow, 'r1c1=7 r1c2=5', at(2, 3), 3, 2],
    ['an arrow circle', arrow, 'r1c2=5 r2c3=3', at(1, 1), 9, 8],
    ['a pill', pill, 'r2c1=9 r2c2=8 r2c3=4', at(1, 1), 1, 2],
    ['a whisper', whisper, 'r1c1=3', at(1, 2), 7, 8],
    ['a whisper middle', whisper, '', at(1, 2), 5, 3],
    ['a whisper middle between two cells of one row: 4 would need two 9s', whisper, '', at(1, 2), 4, 3],
    ['a renban', renban, 'r1c1=6', at(2, 2), 9, 8],
    ['a palindrome', palindrome, 'r1c1=6', at(4, 4), 5, 6],
    ['a between line', between, 'r1c1=6 r3c3=2', at(2, 2), 6, 4],
  ] as [string, Rules, string, number, number, number][])(
    '%s: refuses a digit that breaks it, takes one that can still complete it',
    (_, rules, givens, cell, refused, taken) => {
      const tables = tablesOf(rules);
      const cells = board(givens);
      expect(admits(tables, cells, cell, refused)).toBe(false);
      expect(admits(tables, cells, cell, taken)).toBe(true);
    },
  );
});

describe('f-puzzles', () => {
  it.each([
    [
      'a branching thermometer: each line one',
      {
        thermometer: [
          {
            lines: [
              ['R1C1', 'R1C2', 'R1C3'],
              ['R1C1', 'R2C1'],
            ],
          },
        ],
      },
      {
        thermometers: [
          [at(1, 1), at(1, 2), at(1, 3)],
          [at(1, 1), at(2, 1)],
        ],
      },
    ],
    [
      'an arrow drawn from its circle, with two shafts',
      {
        arrow: [
          {
            cells: ['R5C5'],
            lines: [
              ['R5C5', 'R4C4', 'R3C3'],
              ['R5C5', 'R6C6'],
            ],
          },
        ],
      },
      {
        arrows: [
          { circle: [at(5, 5)], line: [at(4, 4), at(3, 3)] },
          { circle: [at(5, 5)], line: [at(6, 6)] },
        ],
      },
    ],
    [
      'a pill, read left to right',
      { arrow: [{ cells: ['R1C1', 'R1C2'], lines: [['R1C2', 'R2C3', 'R3C3']] }] },
      { arrows: [{ circle: [at(1, 1), at(1, 2)], line: [at(2, 3), at(3, 3)] }] },
    ],
    [
      'a pill drawn right to left, read left to right',
      { arrow: [{ cells: ['R4C9', 'R4C8'], lines: [['R4C8', 'R5C9', 'R6C9']] }] },
      { arrows: [{ circle: [at(4, 8), at(4, 9)], line: [at(5, 9), at(6, 9)] }] },
    ],
    [
      'a pill drawn bottom to top, read top to bottom',
      { arrow: [{ cells: ['R2C1', 'R1C1'], lines: [['R2C1', 'R3C2', 'R4C3']] }] },
      { arrows: [{ circle: [at(1, 1), at(2, 1)], line: [at(3, 2), at(4, 3)] }] },
    ],
    [
      "Rangsk's whispers and renban, palindrome and between line",
      {
        whispers: [{ lines: [['R9C1', 'R9C2']] }],
        renban: [{ lines: [['R8C1', 'R8C2', 'R8C3']] }],
        palindrome: [{ lines: [['R7C1', 'R7C2', 'R6C3']] }],
        betweenline: [{ lines: [['R5C1', 'R5C2', 'R5C3']] }],
      },
      {
        whispers: [[at(9, 1), at(9, 2)]],
        renbans: [[at(8, 1), at(8, 2), at(8, 3)]],
        palindromes: [[at(7, 1), at(7, 2), at(6, 3)]],
        betweenLines: [[at(5, 1), at(5, 2), at(5, 3)]],
      },
    ],
  ])('reads %s', (_, fields, rules) => {
    expect(parseFPuzzles(fpuzzlesDocument(fields)).rules).toEqual(rules);
  });

  it.each([
    [
      { whispers: [{ lines: [['R1C1', 'R1C2']], value: '3' }] },
      'f-puzzles "whispers" with a difference of 3 is not supported',
    ],
    [{ arrow: [{ cells: ['R1C1'], lines: [] }] }, 'arrow 1 has no line'],
    [{ arrow: [{ cells: ['R1C1'], lines: [['R1C1']] }] }, 'has no cell beyond its circle'],
    [{ thermometer: [{ lines: [['R1C1', 'R1C10']] }] }, 'names a cell "R1C10" off the 9x9 grid'],
    // A renban or whispers line coming back to a cell reads as the lines it walks (variants.test.ts);
    // a palindrome's has no one meaning.
    [{ palindrome: [{ lines: [['R1C1', 'R1C2', 'R1C1']] }] }, 'palindrome 1 passes row 1, column 1 twice'],
    [{ betweenline: [{ lines: [['R1C1']] }] }, 'between line 1 has 1 cells, fewer than 2'],
    [
      { slowthermometer: [{ lines: [['R1C1', 'R1C2']] }] },
      'unsupported f-puzzles constraint: "slowthermometer"',
    ],
  ])('refuses %j by name', (fields, message) => {
    expect(() => parseFPuzzles(fpuzzlesDocument(fields))).toThrow(message);
  });

  const mixed: Rules = {
    thermometers: [
      [at(1, 1), at(1, 2), at(1, 3)],
      [at(2, 1), at(3, 1)],
    ],
    arrows: [
      { circle: [at(5, 5), at(5, 6)], line: [at(6, 6), at(7, 7), at(8, 8)] },
      { circle: [at(9, 9)], line: [at(9, 8), at(9, 7)] },
    ],
    whispers: [[at(4, 1), at(4, 2), at(5, 2)]],
    renbans: [[at(6, 1), at(7, 1), at(7, 2)]],
    palindromes: [[at(2, 5), at(2, 6), at(3, 7), at(4, 7)]],
    betweenLines: [[at(8, 1), at(8, 2), at(8, 3), at(9, 3)]],
  };

  it('writes every line family and reads it back to the same rules', () => {
    const grid = createGrid(nine, board('r1c1=1'), mixed);
    const written = formatFPuzzles(grid) as unknown as Record<string, unknown>;
    for (const key of ['thermometer', 'arrow', 'whispers', 'renban', 'palindrome', 'betweenline']) {
      expect(written[key]).toBeInstanceOf(Array);
    }
    // A pill's shaft is drawn from its cell next to the line.
    expect((written.arrow as { lines: string[][] }[])[0]!.lines[0]![0]).toBe('R5C6');
    const read = parseFPuzzles(JSON.stringify(written));
    expect(read.rules).toEqual(grid.rules);
    expect(read.cells).toEqual(grid.cells);
  });

  it('the line form has no token for lines: formatPuzzle writes the f-puzzles document, and reads it back', () => {
    const grid = createGrid(nine, board('r1c1=1'), mixed);
    const text = formatPuzzle(grid);
    expect(text.startsWith('{') && !text.includes('\n')).toBe(true);
    expect(parsePuzzle(text).rules).toEqual(grid.rules);
  });
});

describe('validation names the family and where', () => {
  it.each([
    [{ thermometers: [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9]] }, 'thermometer 1 has 10 cells, more than the 9'],
    [{ thermometers: [[0, 81]] }, 'thermometer 1 has a cell off the board: 81'],
    [{ renbans: [[0, 1, 0]] }, 'renban line 1 passes row 1, column 1 twice'],
    [{ whispers: 'x' }, 'whispers (German whispers) must be an array of lines'],
    [{ arrows: [{ circle: [], line: [1] }] }, 'arrow 1 must have a circle of one or more cells'],
    [{ arrows: [{ circle: [0], line: [0] }] }, 'arrow 1 has row 1, column 1 twice'],
    [{ arrows: [{ circle: [0, 1, 2], line: [9, 10] }] }, 'cannot add up: its 2 line cells make at most 18'],
    [{ betweenLines: [[0]] }, 'between line 1 has 1 cells, fewer than 2'],
  ] as [Rules, string][])('refuses %j', (rules, message) => {
    expect(() => createGrid(nine, board(), rules)).toThrow(message);
  });

  it('refuses a pill on 16x16, where digits reach past 9', () => {
    const sixteen = resolveShape('16x16')!;
    expect(moduleOf('arrows').problem(sixteen, [{ circle: [0, 1], line: [16, 17, 18] }])).toContain(
      'a pill reads its digits as one decimal number',
    );
  });
});

describe('groups and extra peers: only what the rules imply', () => {
  it.each([
    ['a thermometer is a group', thermo, at(1, 1), [at(1, 2), at(1, 3)], []],
    ['a renban is a group', renban, at(2, 2), [at(1, 1), at(3, 3)], []],
    ['an arrow circle sees its line of two', arrow, at(1, 1), [], [at(1, 2), at(2, 3)]],
    ['a line cell sees the circle only', arrow, at(1, 2), [], [at(1, 1)]],
    ['a pill sees nothing', pill, at(1, 1), [], []],
    [
      'an arrow of one line cell: circle and cell are equal, not apart',
      { arrows: [{ circle: [0], line: [10] }] },
      0,
      [],
      [],
    ],
    ['whispering neighbours', whisper, at(1, 2), [], [at(1, 1), at(1, 3)]],
    ['a between line end sees the rest', between, at(1, 1), [], [at(2, 2), at(3, 3)]],
    ['a between line middle sees the ends', between, at(2, 2), [], [at(1, 1), at(3, 3)]],
    ['a palindrome sets none apart', palindrome, at(1, 1), [], []],
  ] as [string, Rules, number, number[], number[]][])('%s', (_, rules, cell, grouped, apart) => {
    const [kind, value] = Object.entries(rules)[0]!;
    const module = moduleOf(kind as RuleKind);
    const inGroups = module
      .groups(nine, value as never)
      .filter((group) => group.cells.includes(cell))
      .flatMap((group) => group.cells.filter((other) => other !== cell));
    expect(inGroups.sort((a, b) => a - b)).toEqual(grouped);
    expect(module.extraPeers(nine, value as never, cell)).toEqual(apart);
  });
});

describe('in the propagation engine, with the units', () => {
  it('a between line whose middle cells share a row keeps its ends as far apart as the middle needs', () => {
    const engine = settled({ betweenLines: [[at(1, 1), at(2, 2), at(2, 3), at(3, 4)]] }, 'r1c1=2');
    expect(digitsOf(engine.candidates[at(3, 4)]!)).toEqual([5, 6, 7, 8, 9]);
  });

  it("an arrow's line through two boxes adds up part by part", () => {
    // Two cells of row 2 differ, so they make at least 1 + 2; with the third, the circle is at least 4.
    const rules: Rules = { arrows: [{ circle: [at(1, 1)], line: [at(2, 2), at(2, 3), at(3, 4)] }] };
    const engine = settled(rules, 'r3c4=4');
    expect(digitsOf(engine.candidates[at(1, 1)]!)).toEqual([7, 8, 9]);
  });
});

describe('on 16x16 a one-cell circle holds 10 to 16', () => {
  const sixteen = resolveShape('16x16')!;
  const cellOf = (row: number, column: number) => (row - 1) * 16 + column - 1;
  const digitsIn = (mask: number) =>
    Array.from({ length: 16 }, (_, i) => i + 1).filter((d) => mask & (1 << (d - 1)));
  // A line whose two cells differ (a row, a box), with a 9 on it: the circle is 9 plus 1 to 7.
  it.each([
    ['a line along a row', [cellOf(1, 1)], [cellOf(1, 2), cellOf(1, 3)]],
    ['a line in a box', [cellOf(11, 9)], [cellOf(10, 9), cellOf(9, 10)]],
  ])('%s', (_, circle, line) => {
    const rules: Rules = { arrows: [{ circle, line }] };
    const engine = new Propagation(
      ruleTablesFor(sixteen, createGrid(sixteen, new Array(256).fill(0), rules).rules!),
    );
    const cells = new Array(256).fill(0);
    cells[line[0]!] = 9;
    expect(engine.start(cells)).toBe(true);
    expect(engine.fixpoint()).toBe(true);
    expect(digitsIn(engine.candidates[circle[0]!]!)).toEqual([10, 11, 12, 13, 14, 15, 16]);
    expect(digitsIn(engine.candidates[line[1]!]!)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });
});

describe("an arrow's line of different digits keeps what some filling gives each cell", () => {
  it.each([
    {
      name: 'a 1 gone from r8c1 (row 8 has it) takes the 8 from r9c2: they add up to 9 only as 1 + 8 there',
      givens: 'r7c1=9 r8c9=1',
      cell: at(9, 2),
      expected: [1, 2, 3, 4, 5, 6, 7],
    },
    {
      name: 'with r8c1 still free, r9c2 keeps 1 to 8',
      givens: 'r7c1=9',
      cell: at(9, 2),
      expected: [1, 2, 3, 4, 5, 6, 7, 8],
    },
  ])('$name', ({ givens, cell, expected }) => {
    const engine = settled({ arrows: [{ circle: [at(7, 1)], line: [at(8, 1), at(9, 2)] }] }, givens);
    expect(digitsOf(engine.candidates[cell]!)).toEqual(expected);
  });
});

describe('whispers between neighbours that see each other', () => {
  it('a cell whose two neighbours share a box loses a digit with one partner (4 would need two 9s)', () => {
    const engine = settled({ whispers: [[at(1, 1), at(2, 2), at(1, 3)]] });
    expect(digitsOf(engine.candidates[at(2, 2)]!)).toEqual([1, 2, 3, 7, 8, 9]);
    // Neighbours that do not see each other may both hold 9: a 4 between them stays.
    const apart = settled({ whispers: [[at(1, 1), at(2, 2), at(3, 4)]] });
    expect(digitsOf(apart.candidates[at(2, 2)]!)).toEqual([1, 2, 3, 4, 6, 7, 8, 9]);
  });
});

describe('a renban keeps exactly the digits some filling of the line gives each cell', () => {
  /** Each cell's digits in some way of giving the line distinct, consecutive digits from its candidates. */
  function fillings(masks: readonly number[]): number[] | null {
    const taking = masks.map(() => 0);
    const walk = (k: number, digits: number[]): void => {
      if (k === masks.length) {
        if (Math.max(...digits) - Math.min(...digits) !== masks.length - 1) return;
        digits.forEach((digit, at) => {
          taking[at]! |= maskOf(digit);
        });
        return;
      }
      for (const digit of digitsOf(masks[k]!)) if (!digits.includes(digit)) walk(k + 1, [...digits, digit]);
    };
    walk(0, []);
    return taking.every((mask) => mask !== 0) ? taking : null;
  }

  it.each([2, 3, 4, 5, 6, 7])('on random candidates of a line of %i cells', (length) => {
    const random = seededRandom(length);
    const line = Array.from({ length }, (_, k) => at(1, k + 1));
    for (let round = 0; round < 300; round++) {
      // Few candidates a cell (each digit kept with probability 0.4), so that fillings are rare.
      const masks = line.map(() =>
        ALL.reduce((mask, digit) => (random() < 0.4 ? mask | maskOf(digit) : mask), 0),
      );
      if (masks.includes(0)) continue;
      const start = line.map((_, k) => `r1c${k + 1}=${digitsOf(masks[k]!).join('')}`).join(' ');
      const domains = propagate({ renbans: [line] }, start);
      const expected = fillings(masks);
      if (expected === null) expect(domains).toBeNull();
      else expect(line.map((cell) => domains!.candidates[cell])).toEqual(expected);
    }
  });
});

describe('renban lines point into their units', () => {
  it('a digit every window needs leaves the rest of a unit that holds all its places on the line', () => {
    // A 1 on a renban of three in row 1: the line holds 1, 2 and 3, so 2 and 3 are in row 1's first
    // three cells and nowhere else in row 1 or box 1.
    const engine = settled({ renbans: [[at(1, 1), at(1, 2), at(1, 3)]] }, 'r1c1=1');
    expect(digitsOf(engine.candidates[at(1, 7)]!)).toEqual([4, 5, 6, 7, 8, 9]);
    expect(digitsOf(engine.candidates[at(3, 2)]!)).toEqual([4, 5, 6, 7, 8, 9]);
    expect(digitsOf(engine.candidates[at(5, 2)]!)).toEqual(ALL);
  });
  // Two places of a digit the line needs, in no one unit: the cells seeing both (each in a unit of one
  // and a unit of the other) lack it; a cell seeing one keeps it.
  it.each([
    [
      'a bend across two boxes',
      [at(1, 3), at(2, 4)],
      [4, 5],
      [at(1, 4), at(1, 6), at(2, 1), at(2, 3)],
      [at(1, 7), at(3, 4), at(5, 3)],
    ],
    [
      'a line down a box edge and out',
      [at(4, 3), at(5, 3), at(6, 4)],
      [1, 2, 3],
      [at(6, 1), at(6, 2)],
      [at(7, 3), at(6, 7), at(9, 4)],
    ],
  ] as const)(
    '%s: a digit every window needs leaves the cells that see all its places',
    (_, line, digits, losing, keeping) => {
      const banned = new Int32Array(81);
      for (const cell of line) banned[cell] = 511 & ~maskOf(...digits);
      const engine = settled({ renbans: [[...line]] }, '', banned);
      for (const cell of losing) expect(digitsOf(engine.candidates[cell]! & maskOf(...digits))).toEqual([]);
      for (const cell of keeping) expect(digitsOf(engine.candidates[cell]!)).toEqual(ALL);
    },
  );

  // A unit holding two or more cells of the line whose other cells lack a digit needs it on the line:
  // the windows without it go. The renban's propagator alone, with the board's units, from the
  // candidates `start` writes; `expected`, the line's cells after (null: a contradiction).
  it.each([
    [
      'row 1 can hold 5 only on a line of three in it: the windows 3-5, 4-6 and 5-7',
      [at(1, 1), at(1, 2), at(1, 3)],
      'r1c4=12346789 r1c5=12346789 r1c6=12346789 r1c7=12346789 r1c8=12346789 r1c9=12346789',
      'r1c1=34567 r1c2=34567 r1c3=34567',
    ],
    [
      'box 1 can hold 2 and 5 only on its three cells of a line of four: the window 2-5',
      [at(1, 1), at(2, 2), at(3, 3), at(4, 4)],
      'r1c2=1346789 r1c3=1346789 r2c1=1346789 r2c3=1346789 r3c1=1346789 r3c2=1346789',
      'r1c1=2345 r2c2=2345 r3c3=2345 r4c4=2345',
    ],
    [
      'box 1 needs 1 and 5 on a line of four: no window holds both',
      [at(1, 1), at(2, 2), at(3, 3), at(4, 4)],
      'r1c2=2346789 r1c3=2346789 r2c1=2346789 r2c3=2346789 r3c1=2346789 r3c2=2346789',
      null,
    ],
    [
      'column 1 holds one cell of the line: its 9 is a hidden single, left to the units',
      [at(1, 1), at(1, 2), at(1, 3)],
      'r2c1=12345678 r3c1=12345678 r4c1=12345678 r5c1=12345678 r6c1=12345678 r7c1=12345678 r8c1=12345678 r9c1=12345678',
      'r1c1=123456789 r1c2=123456789 r1c3=123456789',
    ],
  ] as [string, number[], string, string | null][])('%s', (_, line, start, expected) => {
    const [propagator] = moduleOf('renbans').propagators(nine, [line], nineUnits);
    const domains = new Candidates();
    for (const [cell, digits] of marks(start)) domains.candidates[cell] = maskOf(...digits);
    let alive = true;
    for (let before = ''; alive && before !== domains.candidates.join(); ) {
      before = domains.candidates.join();
      alive = propagator!.propagate(domains);
    }
    if (expected === null) expect(alive).toBe(false);
    else expect(line.map((cell) => [cell, digitsOf(domains.candidates[cell]!)])).toEqual(marks(expected));
  });

  it("under anti-king, a cell a king's move from one place and in a unit with the other sees both", () => {
    // The line r3c3-r4c4 holds 4 and 5: r2c4 touches r3c3 and shares column 4 with r4c4, r3c5 shares
    // row 3 with r3c3 and touches r4c4; r2c2 touches neither place.
    const line = [at(3, 3), at(4, 4)];
    const banned = new Int32Array(81);
    for (const cell of line) banned[cell] = 511 & ~maskOf(4, 5);
    const outside = (rules: Rules) => {
      const engine = settled(rules, '', banned);
      return [at(2, 4), at(3, 5), at(2, 2)].map((cell) => digitsOf(engine.candidates[cell]! & maskOf(4, 5)));
    };
    expect(outside({ renbans: [line], antiking: true })).toEqual([[], [], [4, 5]]);
    expect(outside({ renbans: [line] })).toEqual([
      [4, 5],
      [4, 5],
      [4, 5],
    ]);
  });

  it.each([1, 2, 3, 4])(
    'never takes a digit of the solution away: renbans drawn on a solved board, half its digits given (seed %i)',
    (seed) => {
      const random = seededRandom(seed);
      const solution = [
        ...'534678912672195348198342567859761423426853791713924856961537284287419635345286179',
      ].map(Number);
      // Walks of two to five neighbouring cells whose digits are consecutive: lines the solution keeps.
      const renbans: number[][] = [];
      for (let tries = 0; renbans.length < 8 && tries < 10_000; tries++) {
        const walk = [Math.floor(random() * 81)];
        const length = 2 + Math.floor(random() * 4);
        while (walk.length < length) {
          const last = walk[walk.length - 1]!;
          const next = last + [1, -1, 9, -9][Math.floor(random() * 4)]!;
          if (next < 0 || next >= 81 || Math.abs((next % 9) - (last % 9)) > 1 || walk.includes(next)) break;
          walk.push(next);
        }
        const digits = walk.map((cell) => solution[cell]!);
        const taken = renbans.flat();
        if (
          walk.length === length &&
          Math.max(...digits) - Math.min(...digits) === length - 1 &&
          new Set(digits).size === length &&
          walk.every((cell) => !taken.includes(cell))
        ) {
          renbans.push(walk);
        }
      }
      expect(renbans.length).toBe(8);
      const givens = solution.map((digit) => (random() < 0.5 ? digit : 0));
      const engine = settled({ renbans }, givens);
      for (let cell = 0; cell < 81; cell++)
        expect(engine.candidates[cell]! & (1 << (solution[cell]! - 1))).not.toBe(0);
    },
  );
});
