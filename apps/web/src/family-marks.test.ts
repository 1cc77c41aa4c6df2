import { type Rules, ruleKinds, shapes } from '@sudoku-lab/core';
import { describe, expect, it } from 'vitest';
import {
  cornerPoint,
  edgePoint,
  FAMILY_NAMES,
  FAMILY_SAMPLES,
  type Family,
  familyCellWords,
  familyLabels,
  familyMarks,
  type Mark,
  negativeWords,
  pencilSpot,
} from './family-marks.js';

const nine = shapes['9x9'];
const four = shapes['4x4'];

/** The marks of one family and part, as the table below reads them. */
function parts(marks: readonly Mark[], family: Family, part?: string): Mark[] {
  return marks.filter((mark) => mark.family === family && (part === undefined || mark.part === part));
}

describe('familyMarks: nothing for a puzzle without the families', () => {
  it.each<[string, Rules | undefined]>([
    ['a classic puzzle', undefined],
    ['a killer', { cages: [{ cells: [0, 1], sum: 3 }] }],
    ['empty lists', { thermometers: [], arrows: [], kropki: { white: [], black: [] }, sandwiches: [] }],
  ])('%s: no marks, no margin', (_, rules) => {
    const drawing = familyMarks(nine, rules);
    expect(drawing).toEqual({
      under: [],
      over: [],
      margins: { top: 0, right: 0, bottom: 0, left: 0 },
      families: [],
    });
  });
});

describe('familyMarks: where each family is drawn', () => {
  it.each<[string, Rules, string, 'under' | 'over', Partial<Mark>[]]>([
    // A bulb on r1c1 (centre 0.5,0.5), a tube through r1c1, r1c2, r2c2.
    ['a thermometer bulb', { thermometers: [[0, 1, 10]] }, 'bulb', 'under', [{ cx: 0.5, cy: 0.5 }]],
    [
      'a thermometer tube',
      { thermometers: [[0, 1, 10]] },
      'tube',
      'under',
      [{ d: 'M0.5,0.5 L1.5,0.5 L1.5,1.5' }],
    ],
    ['a one-cell thermometer has no tube', { thermometers: [[40]] }, 'tube', 'under', []],
    [
      'an arrow circle',
      { arrows: [{ circle: [40], line: [41, 42] }] },
      'circle',
      'under',
      [{ cx: 4.5, cy: 4.5, r: 0.4 }],
    ],
    // A pill over r1c1-r1c2: from 0.1 to 1.9 across, 0.1 to 0.9 down.
    [
      'a pill of two cells',
      { arrows: [{ circle: [0, 1], line: [10] }] },
      'pill',
      'under',
      [{ shape: 'rect', x: 0.1, y: 0.1, rx: 0.4 }],
    ],
    [
      'a white kropki dot between r1c1 and r1c2',
      { kropki: { white: [{ cells: [0, 1], value: 1 }], black: [] } },
      'white',
      'over',
      [{ cx: 1, cy: 0.5 }],
    ],
    [
      'a black kropki dot between r1c1 and r2c1',
      { kropki: { white: [], black: [{ cells: [0, 9], value: 2 }] } },
      'black',
      'over',
      [{ cx: 0.5, cy: 1 }],
    ],
    [
      'a dot of ratio 3 carries its number',
      { kropki: { white: [], black: [{ cells: [0, 9], value: 3 }] } },
      'value',
      'over',
      [{ text: '3', x: 0.5, y: 1 }],
    ],
    [
      'a dot of the usual ratio carries none',
      { kropki: { white: [], black: [{ cells: [0, 9], value: 2 }] } },
      'value',
      'over',
      [],
    ],
    ['an X on an edge', { xv: { x: [[30, 31]], v: [] } }, 'X', 'over', [{ text: 'X', x: 4, y: 3.5 }]],
    ['a V on an edge', { xv: { x: [], v: [[30, 39]] } }, 'V', 'over', [{ text: 'V', x: 3.5, y: 4 }]],
    [
      'an odd cell: a circle',
      { parity: { odd: [80], even: [] } },
      'odd',
      'under',
      [{ shape: 'circle', cx: 8.5, cy: 8.5 }],
    ],
    [
      'an even cell: a square',
      { parity: { odd: [], even: [0] } },
      'even',
      'under',
      [{ shape: 'rect', x: 0.14, y: 0.14 }],
    ],
    // r2c2's spots: 1 at the top left, 5 in the middle, 9 at the bottom right.
    [
      "a cell's given candidates: small digits in their spots",
      { givenCandidates: [{ cell: 10, digits: [1, 5, 9] }] },
      'digit',
      'under',
      [
        { text: '1', x: 1.207, y: 1.207, size: 0.267 },
        { text: '5', x: 1.5, y: 1.5 },
        { text: '9', x: 1.793, y: 1.793 },
      ],
    ],
    [
      'a quadruple on the corner r1c1-r2c2 share',
      { quadruples: [{ cells: [0, 1, 9, 10], digits: [1, 2] }] },
      'circle',
      'over',
      [{ cx: 1, cy: 1 }],
    ],
    [
      'a quadruple digit each',
      { quadruples: [{ cells: [0, 1, 9, 10], digits: [1, 2, 2] }] },
      'digit',
      'over',
      [{ text: '1' }, { text: '2' }, { text: '2' }],
    ],
    [
      'a whispers line',
      { whispers: [[0, 10, 20]] },
      'line',
      'under',
      [{ d: 'M0.5,0.5 L1.5,1.5 L2.5,2.5', stroke: '#5fc65f' }],
    ],
    [
      'a renban line',
      { renbans: [[3, 4]] },
      'line',
      'under',
      [{ d: 'M3.5,0.5 L4.5,0.5', stroke: '#d48af0' }],
    ],
    ['a palindrome line', { palindromes: [[3, 12]] }, 'line', 'under', [{ d: 'M3.5,0.5 L3.5,1.5' }]],
    [
      'a between line: circles at both ends',
      { betweenLines: [[0, 1, 2, 3]] },
      'circle',
      'under',
      [{ cx: 0.5 }, { cx: 3.5 }],
    ],
    [
      'a column sandwich: above its column',
      { sandwiches: [{ line: 'column', index: 2, sum: 15 }] },
      'sum',
      'over',
      [{ text: '15', x: 2.5, y: -0.5 }],
    ],
    [
      'a row sandwich: left of its row',
      { sandwiches: [{ line: 'row', index: 8, sum: 0 }] },
      'sum',
      'over',
      [{ text: '0', x: -0.5, y: 8.5 }],
    ],
    // The diagonal r1c2, r2c3, ... down-right: its clue is at r0c1, above and left of r1c2.
    [
      'a little killer sum',
      { littleKillers: [{ cells: [1, 11, 21], direction: 'DR', sum: 12 }] },
      'sum',
      'over',
      [{ text: '12' }],
    ],
  ])('%s', (_, rules, part, layer, expected) => {
    // Each row draws one family, and its marks carry the family's rule kind.
    const family = Object.keys(rules)[0] as Family;
    const drawing = familyMarks(nine, rules);
    const found = parts(drawing[layer], family, part);
    expect(found).toHaveLength(expected.length);
    found.forEach((mark, i) => {
      expect(mark).toMatchObject(expected[i]!);
    });
    const other = layer === 'under' ? 'over' : 'under';
    expect(parts(drawing[other], family, part)).toEqual([]);
  });

  it.each<[string, Rules, { top: number; right: number; bottom: number; left: number }]>([
    [
      'a column sandwich: the top',
      { sandwiches: [{ line: 'column', index: 0, sum: 5 }] },
      { top: 1, right: 0, bottom: 0, left: 0 },
    ],
    [
      'a row sandwich: the left',
      { sandwiches: [{ line: 'row', index: 0, sum: 5 }] },
      { top: 0, right: 0, bottom: 0, left: 1 },
    ],
    // Clue above r1c5 pointing down-left: the top alone.
    [
      'a little killer from above',
      { littleKillers: [{ cells: [4, 12, 20], direction: 'DL', sum: 6 }] },
      { top: 1, right: 0, bottom: 0, left: 0 },
    ],
    // Clue right of r9c9... going up-left from r9c9: below-right corner, two margins.
    [
      'a little killer from the corner',
      { littleKillers: [{ cells: [80, 70, 60], direction: 'UL', sum: 20 }] },
      { top: 0, right: 1, bottom: 1, left: 0 },
    ],
    [
      'a little killer from the right',
      { littleKillers: [{ cells: [17, 25], direction: 'DL', sum: 9 }] },
      { top: 0, right: 1, bottom: 0, left: 0 },
    ],
    [
      'lines inside the grid: none',
      { whispers: [[0, 1]], thermometers: [[80, 79]] },
      { top: 0, right: 0, bottom: 0, left: 0 },
    ],
  ])('the margin for %s', (_, rules, margins) => {
    expect(familyMarks(nine, rules).margins).toEqual(margins);
  });

  it('draws a little killer arrow in the clue cell, pointing along its diagonal', () => {
    // r1c2 down-right: clue cell centre (0.5, -0.5), the arrow toward (1, 0), its tip 0.48 of the way.
    const [arrow] = parts(
      familyMarks(nine, { littleKillers: [{ cells: [1, 11], direction: 'DR', sum: 3 }] }).over,
      'littleKillers',
      'arrow',
    );
    expect(arrow).toMatchObject({ shape: 'path' });
    expect((arrow as { d: string }).d.startsWith('M0.66,-0.34 L0.98,-0.02')).toBe(true);
  });

  it('starts an arrow shaft at the circle cell next to the line, ending in a head', () => {
    // Pill r1c1-r1c2, shaft from r1c2 down to r2c2 and r3c2.
    const [shaft] = parts(
      familyMarks(nine, { arrows: [{ circle: [0, 1], line: [10, 19] }] }).under,
      'arrows',
      'line',
    );
    const d = (shaft as { d: string }).d;
    expect(d.startsWith('M1.5,0.5 L1.5,1.5 L1.5,2.5')).toBe(true);
    // The head's two strokes meet at the last cell's centre.
    expect(d.match(/L1\.5,2\.5/g)).toHaveLength(2);
  });
});

describe("familyMarks: the families named, in core's order (ruleKinds)", () => {
  it.each<[string, Rules, Family[]]>([
    ['nonconsecutive, which has no mark', { nonconsecutive: true }, ['nonconsecutive']],
    [
      'a negative kropki rule without dots',
      { kropki: { white: [], black: [], negativeWhite: true } },
      ['kropki'],
    ],
    [
      "a mix, in core's order",
      {
        thermometers: [[0, 1]],
        kropki: { white: [{ cells: [3, 4], value: 1 }], black: [] },
        sandwiches: [{ line: 'row', index: 1, sum: 7 }],
        parity: { odd: [5], even: [] },
      },
      ruleKinds.filter((kind) =>
        ['kropki', 'parity', 'sandwiches', 'thermometers'].includes(kind),
      ) as Family[],
    ],
  ])('%s', (_, rules, families) => {
    expect(familyMarks(nine, rules).families).toEqual(families);
  });

  it('says the negative rules in words', () => {
    expect(
      negativeWords({
        kropki: { white: [], black: [], negativeWhite: true, negativeBlack: true },
        xv: { x: [], v: [], negative: true },
      }),
    ).toHaveLength(3);
    expect(negativeWords({ kropki: { white: [], black: [] } })).toEqual([]);
  });
});

describe('pencil spots: digit d in its place, rows of spots as many across as the root of the size, rounded up', () => {
  it.each<[string, keyof typeof shapes, number, number, [number, number]]>([
    ['9x9: 3 at the top right of r1c1', '9x9', 0, 3, [0.793, 0.207]],
    ['4x4: 4 at the bottom right of r1c1', '4x4', 0, 4, [0.72, 0.72]],
    ['16x16: 16 at the bottom right of r1c2', '16x16', 1, 16, [1.83, 0.83]],
  ])('%s', (_, shape, cell, digit, at) => {
    expect(pencilSpot(shapes[shape], cell, digit)).toEqual(at);
  });
});

describe('edge and corner points', () => {
  it.each<[string, readonly [number, number], [number, number]]>([
    ['right of r1c1', [0, 1], [1, 0.5]],
    ['under r1c1', [0, 4], [0.5, 1]],
    ['right of r4c3', [14, 15], [3, 3.5]],
  ])('4x4 edge %s', (_, edge, at) => {
    expect(edgePoint(four, edge)).toEqual(at);
  });

  it.each<[string, number[], [number, number]]>([
    ['r1c1-r2c2', [0, 1, 4, 5], [1, 1]],
    ['r3c3-r4c4', [10, 11, 14, 15], [3, 3]],
    ['two cells of column 1 at the left edge', [0, 4], [0, 1]],
    ['two cells of row 4 at the bottom edge', [14, 15], [3, 4]],
  ])('4x4 corner of %s', (_, cells, at) => {
    expect(cornerPoint(four, cells)).toEqual(at);
  });
});

describe('familyLabels: each family named in words, then the negative rules', () => {
  it.each<[string, Rules, RegExp[]]>([
    ['a thermometer', { thermometers: [[0, 1]] }, [/^Thermometers: .*bulb/]],
    ['nonconsecutive', { nonconsecutive: true }, [/^Nonconsecutive: /]],
    [
      'kropki with the negative white rule',
      { kropki: { white: [{ cells: [0, 1], value: 1 }], black: [], negativeWhite: true } },
      [/^Kropki dots: /, /without a white dot are not consecutive/],
    ],
    [
      'whispers and renban',
      { whispers: [[0, 1]], renbans: [[3, 4]] },
      [/^German whispers: green/, /^Renban lines: purple/],
    ],
  ])('%s', (_, rules, expected) => {
    const labels = familyLabels(rules);
    expect(labels).toHaveLength(expected.length);
    labels.forEach((label, i) => {
      expect(label).toMatch(expected[i]!);
    });
  });

  // A published 6x6 German whispers (kinnison/kaji's "GW Test 1") was labelled with the 9x9 gap.
  it.each([
    ['9x9', 5],
    ['6x6', 3],
    ['4x4', 2],
  ] as const)('states the German whispers gap of a %s puzzle', (name, gap) => {
    const [label] = familyLabels({ whispers: [[0, 1]] }, shapes[name]);
    expect(label).toBe(`German whispers: green lines: neighbours on a line differ by at least ${gap}.`);
  });

  it('has a sample for every family with a mark, each drawing its own family only', () => {
    for (const family of Object.keys(FAMILY_NAMES) as Family[]) {
      const sample = FAMILY_SAMPLES[family];
      if (family === 'nonconsecutive') {
        expect(sample).toBeUndefined();
        continue;
      }
      const drawing = familyMarks(four, sample!.rules);
      const marks = [...drawing.under, ...drawing.over];
      expect(marks.length).toBeGreaterThan(0);
      expect(new Set(marks.map((mark) => mark.family))).toEqual(new Set([family]));
    }
  });
});

describe('familyCellWords: what a cell is part of, for its label', () => {
  it.each<[string, Rules, number, string[]]>([
    ['a thermometer bulb', { thermometers: [[0, 1]] }, 0, ['thermometer bulb']],
    ['the next cell of a thermometer', { thermometers: [[0, 1]] }, 1, ['thermometer, step 2']],
    ["an arrow's circle", { arrows: [{ circle: [40], line: [41] }] }, 40, ["arrow's circle"]],
    [
      'a white dot, from either side',
      { kropki: { white: [{ cells: [0, 1], value: 1 }], black: [] } },
      1,
      ['white dot with row 1, column 1'],
    ],
    [
      'a black dot of ratio 3',
      { kropki: { white: [], black: [{ cells: [0, 9], value: 3 }] } },
      0,
      ['black dot 3 with row 2, column 1'],
    ],
    ['an X', { xv: { x: [[0, 9]], v: [] } }, 9, ['X with row 1, column 1']],
    [
      'an odd and a whispers cell',
      { parity: { odd: [5], even: [] }, whispers: [[5, 6]] },
      5,
      ['on a German whispers line', 'odd cell'],
    ],
    ["a between line's end", { betweenLines: [[0, 1, 2]] }, 2, ["between line's circle"]],
    ['a quadruple', { quadruples: [{ cells: [0, 1, 9, 10], digits: [1, 2] }] }, 10, ['quadruple 1, 2']],
    [
      "a cell's given candidates",
      { givenCandidates: [{ cell: 4, digits: [3, 5] }] },
      4,
      ['given candidates 3, 5'],
    ],
    [
      "a little killer's first cell",
      { littleKillers: [{ cells: [1, 11], direction: 'DR', sum: 3 }] },
      1,
      ['little killer sum 3 from here down and to the right'],
    ],
    [
      'a column sandwich, on its top cell',
      { sandwiches: [{ line: 'column', index: 2, sum: 9 }] },
      2,
      ['sandwich sum of column 3: 9'],
    ],
    [
      'a row sandwich, on its first cell',
      { sandwiches: [{ line: 'row', index: 1, sum: 0 }] },
      9,
      ['sandwich sum of row 2: 0'],
    ],
    ['a cell of none', { thermometers: [[0, 1]] }, 80, []],
  ])('%s', (_, rules, cell, expected) => {
    expect(familyCellWords(nine, rules)[cell]).toEqual(expected);
  });
});
