import { describe, expect, it, vi } from 'vitest';
import { constraintModules } from './constraints/list.js';
import { CountAbortedError, countSolutions } from './count.js';
import { PuzzleFormatError } from './errors.js';
import { findConflicts } from './find-conflicts.js';
import { formatFPuzzles, parseFPuzzles, splitDocumentComment } from './fpuzzles.js';
import { createGrid, emptyGrid, type Grid } from './grid.js';
import { ruleTablesFor } from './rule-tables.js';
import { boxRegions, diagonalHouses, type Rules, windowHouses } from './rules.js';
import { shapes } from './shape.js';
import { testSolver } from './solvers.fixture.js';
import { tablesFor } from './tables.js';
import { formatPuzzle, hasLineForm, parsePuzzle } from './variant-text.js';
import { verifySolution } from './verify.js';

const nine = shapes['9x9'];

/** countSolutions, keeping the first solution's cells. */
function countVariantSolutions(grid: Grid, limit: number): { count: number; first: number[] | null } {
  let first: number[] | null = null;
  const count = countSolutions(grid, {
    limit,
    onSolution: (cells) => {
      first ??= Array.from(cells);
    },
  });
  return { count, first };
}
const EMPTY = new Array<number>(81).fill(0);
/** A jigsaw: each stack's boxes moved down a row more than the stack before, wrapping round (it has solutions). */
const JIGSAW = [...'111222333111222666111555666444555666444555999444888999777888999777888333777222333'].map(
  (label) => Number(label) - 1,
);

const variants: [string, Rules][] = [
  ['X', { houses: diagonalHouses(nine) }],
  ['windoku', { houses: windowHouses(nine) }],
  ['jigsaw', { regions: JIGSAW }],
  ['anti-knight', { antiknight: true }],
  ['anti-king', { antiking: true }],
  [
    'killer',
    {
      cages: [{ cells: [0, 1], sum: 3 }, { cells: [9, 10, 11], sum: 24 }, { cells: [80, 79] }],
    },
  ],
];

/** The rules' own check, written out cell pair by cell pair: no table of core's in it. */
function breaksRules(cells: readonly number[], rules: Rules): string | null {
  const rc = (cell: number) => [Math.floor(cell / 9), cell % 9] as const;
  const regions = rules.regions ?? boxRegions(nine);
  for (let a = 0; a < 81; a++) {
    for (let b = a + 1; b < 81; b++) {
      if (cells[a] !== cells[b]) continue;
      const [ra, ca] = rc(a);
      const [rb, cb] = rc(b);
      const dr = Math.abs(ra - rb);
      const dc = Math.abs(ca - cb);
      if (ra === rb || ca === cb || regions[a] === regions[b]) return `${a} ${b} share a unit`;
      for (const house of rules.houses ?? [])
        if (house.cells.includes(a) && house.cells.includes(b)) return house.name;
      for (const cage of rules.cages ?? [])
        if (cage.cells.includes(a) && cage.cells.includes(b)) return 'cage';
      if (rules.antiknight && ((dr === 1 && dc === 2) || (dr === 2 && dc === 1))) return 'knight';
      if (rules.antiking && dr === 1 && dc === 1) return 'king';
    }
  }
  for (const cage of rules.cages ?? []) {
    const total = cage.cells.reduce((sum, cell) => sum + cells[cell]!, 0);
    if (cage.sum !== undefined && total !== cage.sum) return `cage sum ${total} for ${cage.sum}`;
  }
  return null;
}

describe('a Grid with rules', () => {
  it('a classic Grid has no rules property at all, and rules that say nothing make a classic Grid', () => {
    expect('rules' in emptyGrid(nine)).toBe(false);
    expect(
      'rules' in createGrid(nine, EMPTY, { houses: [], antiknight: false, regions: boxRegions(nine) }),
    ).toBe(false);
  });

  it.each(variants)(
    '%s: frozen, normalized, and its solution (counted by core) keeps every rule',
    (_, rules) => {
      const grid = createGrid(nine, EMPTY, rules);
      expect(Object.isFrozen(grid.rules)).toBe(true);
      const { count, first } = countVariantSolutions(grid, 2);
      expect(count).toBe(2);
      expect(breaksRules(first!, rules)).toBeNull();
      expect(verifySolution(grid, createGrid(nine, first!, rules))).toEqual({ ok: true });
    },
  );

  it.each([
    [
      { regions: [...JIGSAW.slice(0, 80), 0] },
      'the regions do not split the grid into 9 regions of 9 cells: region 1 has 10',
    ],
    [{ regions: JIGSAW.slice(1) }, 'the region map must give a region to each of the 81 cells'],
    [
      { cages: [{ cells: [0, 1], sum: 18 }] },
      'cage 1 (2 cells from row 1, column 1) cannot add up to 18: 2 different digits make 3 to 17',
    ],
    [{ cages: [{ cells: [0, 0] }] }, 'cage 1 has row 1, column 1 twice'],
    [
      { houses: [{ name: 'big', cells: Array.from({ length: 10 }, (_, i) => i) }] },
      'house 1 has 10 cells, more than the 9 digits that can differ',
    ],
    [{ chess: true }, 'unknown rule "chess" (the rules are regions, houses, cages, antiknight, antiking,'],
  ] as [Rules, string][])('refuses %j: %s', (rules, message) => {
    expect(() => createGrid(nine, EMPTY, rules)).toThrow(message);
  });
});

describe('conflicts under the rules', () => {
  const put = (entries: [number, number][]) => {
    const cells = [...EMPTY];
    for (const [cell, digit] of entries) cells[cell] = digit;
    return cells;
  };
  it.each([
    [
      'X',
      { houses: diagonalHouses(nine) },
      put([
        [0, 5],
        [80, 5],
      ]),
      'house',
      'two 5s in the main diagonal: row 1, column 1 and row 9, column 9',
    ],
    [
      'windoku',
      { houses: windowHouses(nine) },
      put([
        [10, 4],
        [30, 4],
      ]),
      'house',
      'two 4s in window 1: row 2, column 2 and row 4, column 4',
    ],
    [
      'jigsaw',
      { regions: JIGSAW },
      put([
        [15, 7],
        [34, 7],
      ]),
      'region',
      'two 7s in region 4: row 2, column 7 and row 4, column 8',
    ],
    [
      'anti-knight',
      { antiknight: true },
      put([
        [2, 2],
        [13, 2],
      ]),
      'antiknight',
      "two 2s a knight's move apart (anti-knight): row 1, column 3 and row 2, column 5",
    ],
    [
      'anti-king',
      { antiking: true },
      put([
        [20, 3],
        [30, 3],
      ]),
      'antiking',
      "two 3s a king's move apart (anti-king): row 3, column 3 and row 4, column 4",
    ],
    [
      'a cage repeat',
      { cages: [{ cells: [0, 40] }] },
      put([
        [0, 6],
        [40, 6],
      ]),
      'cage',
      'two 6s in cage 1: row 1, column 1 and row 5, column 5',
    ],
    [
      'a cage over its sum',
      { cages: [{ cells: [0, 1, 2], sum: 10 }] },
      put([
        [0, 6],
        [1, 5],
      ]),
      'cage',
      'the givens of cage 1 (sum 10) add up to more than its sum: row 1, column 1 and row 1, column 2 and those before them',
    ],
    [
      // One given past the sum is named once, with its digit (it was named twice, "and those before them").
      'a cage with one given over its sum',
      { cages: [{ cells: [0, 1], sum: 5 }] },
      put([[0, 6]]),
      'cage',
      'the given of cage 1 (sum 5) is more than its sum: 6 at row 1, column 1',
    ],
    [
      'a full cage off its sum',
      { cages: [{ cells: [0, 1], sum: 10 }] },
      put([
        [0, 6],
        [1, 3],
      ]),
      'cage',
      'the givens fill cage 1 (sum 10) but add up to 9: row 1, column 1 and row 1, column 2 and those between',
    ],
  ] as [string, Rules, number[], string, string][])(
    '%s: named with the rule, the digit and both cells',
    (_, rules, cells, unit, message) => {
      const grid = createGrid(nine, cells, rules);
      expect(findConflicts(grid).map((c) => [c.unit, c.message])).toEqual([[unit, message]]);
    },
  );

  it('jigsaw regions replace the boxes: two 7s in one box but two regions clash only on a classic grid', () => {
    // Row 1, column 7 and row 2, column 8: box 3, but regions 3 and 6 of the jigsaw.
    const cells = put([
      [6, 7],
      [16, 7],
    ]);
    expect(findConflicts(createGrid(nine, cells, { regions: JIGSAW }))).toEqual([]);
    expect(findConflicts(createGrid(nine, cells)).map((c) => c.unit)).toEqual(['box']);
  });

  // Rule sets of this test alone: the rule tables of a set built before are cached, and would hide a build.
  it.each([
    ['a killer cage', { cages: [{ cells: [57, 58, 66], sum: 12 }] }],
    ['a thermometer', { thermometers: [[30, 31, 32, 41]] }],
    ['jigsaw and anti-king', { regions: JIGSAW, antiking: true }],
    ['X and anti-knight', { houses: diagonalHouses(nine), antiknight: true }],
  ] as [string, Rules][])('%s: checking givens and an answer builds no propagation', (_, rules) => {
    const spies = constraintModules.map((module) => vi.spyOn(module, 'propagators'));
    try {
      const grid = createGrid(nine, put([[0, 1]]), rules);
      findConflicts(grid);
      verifySolution(
        grid,
        createGrid(
          nine,
          Array.from({ length: 81 }, (_, cell) => (cell % 9) + 1),
        ),
      );
      for (const spy of spies) expect(spy).not.toHaveBeenCalled();
    } finally {
      for (const spy of spies) spy.mockRestore();
    }
  });

  it('a classic grid with the same givens has no conflict: only the rule makes one', () => {
    expect(
      findConflicts(
        createGrid(
          nine,
          put([
            [2, 2],
            [13, 2],
          ]),
        ),
      ),
    ).toEqual([]);
  });
});

describe('rule tables', () => {
  it('are computed once per distinct rule set, and equal rule sets share them', () => {
    const a = createGrid(nine, EMPTY, { antiknight: true });
    const b = createGrid(nine, EMPTY, { antiknight: true });
    expect(ruleTablesFor(nine, a.rules!)).toBe(ruleTablesFor(nine, b.rules!));
  });

  it.each([
    ['classic', {}, 20],
    ['X, at the centre (on both diagonals)', { houses: diagonalHouses(nine) }, 32],
    ['anti-knight, at the centre', { antiknight: true }, 28],
    [
      'anti-king, at the centre (its four diagonal neighbours are in its box already)',
      { antiking: true },
      20,
    ],
  ] as [string, Rules, number][])('%s: the centre cell has %i peers', (_, rules, count) => {
    const { peerStart } = ruleTablesFor(nine, rules);
    expect(peerStart[41]! - peerStart[40]!).toBe(count);
  });

  it('for a classic shape, the units are the classic tables’ units', () => {
    const classic = tablesFor(nine);
    expect(Array.from(ruleTablesFor(nine, {}).units)).toEqual(Array.from(classic.units));
  });

  it('name each unit and cage as a group, in the order of the flat tables', () => {
    const rules: Rules = {
      houses: diagonalHouses(nine),
      cages: [{ cells: [0, 1], sum: 3 }, { cells: [79, 80] }],
    };
    const tables = ruleTablesFor(nine, rules);
    const { unitGroups, cageGroups, units, cageStart, cageCells } = tables;
    expect(unitGroups.map(({ kind, index }) => `${kind} ${index}`)).toEqual([
      ...Array.from({ length: 9 }, (_, k) => `row ${k}`),
      ...Array.from({ length: 9 }, (_, k) => `column ${k}`),
      ...Array.from({ length: 9 }, (_, k) => `box ${k}`),
      'house 0',
      'house 1',
    ]);
    expect(unitGroups[12]!.name).toBe('column 4');
    unitGroups.forEach((group, unit) => {
      expect(group.cells).toEqual(Array.from(units.subarray(unit * 9, unit * 9 + 9)));
    });
    expect(cageGroups.map(({ kind, index, sum }) => [kind, index, sum])).toEqual([
      ['cage', 0, 3],
      ['cage', 1, 0],
    ]);
    cageGroups.forEach((group, cage) => {
      expect(group.cells).toEqual(Array.from(cageCells.subarray(cageStart[cage]!, cageStart[cage + 1]!)));
    });
  });
});

describe('defineSolver and the rules a strategy declares', () => {
  const search = () => {};
  const classicOnly = testSolver('classic', search);
  const cagesOnly = testSolver('cages', search, { rules: ['cages'] });
  it.each(variants)('%s: refused as invalid by a classic-only strategy, naming the rule', (_, rules) => {
    const result = classicOnly.solve(createGrid(nine, EMPTY, rules));
    expect(result.status).toBe('invalid');
    expect(result.message).toMatch(/^classic does not handle .+ \(it handles classic rules only\)$/);
  });

  it('passes a declared rule through to the search, with its tables', () => {
    let seen: unknown = 'not called';
    const solver = testSolver(
      'seer',
      (context) => {
        seen = context.rules?.kinds;
      },
      { rules: ['cages'] },
    );
    expect(solver.rules).toEqual(['cages']);
    expect(solver.solve(createGrid(nine, EMPTY, { cages: [{ cells: [0, 1], sum: 3 }] })).status).toBe(
      'unsolvable',
    );
    expect(seen).toEqual(['cages']);
    expect(cagesOnly.solve(createGrid(nine, EMPTY, { antiking: true })).message).toBe(
      'cages does not handle the anti-king rule (it handles killer cages)',
    );
  });

  it('a conflict under a declared rule is invalid with the conflict', () => {
    const cells = [...EMPTY];
    cells[0] = 1;
    cells[1] = 9;
    const result = cagesOnly.solve(createGrid(nine, cells, { cages: [{ cells: [0, 1], sum: 3 }] }));
    expect(result.status).toBe('invalid');
    expect(result.conflicts.map((c) => c.unit)).toEqual(['cage']);
  });
});

describe('the line form', () => {
  const samples: [string, Rules][] = [
    ...variants,
    [
      'everything at once',
      { regions: JIGSAW, houses: diagonalHouses(nine), antiking: true, cages: [{ cells: [40, 41], sum: 5 }] },
    ],
  ];
  // Overlapping cages from one cell, of one size (f-puzzles lets cages overlap): however they are
  // listed, one puzzle with one form, which the line form keeps.
  const across = { cells: [1, 2], sum: 3 };
  const down = { cells: [1, 10], sum: 4 };
  it.each([
    ['across, then down', [{ cells: [0, 1] }, across, down]],
    ['down, then across', [down, { cells: [0, 1] }, across]],
  ])('overlapping cages listed %s: one normal form', (_, cages) => {
    const expected = createGrid(nine, EMPTY, { cages: [{ cells: [0, 1] }, across, down] });
    expect(createGrid(nine, EMPTY, { cages })).toEqual(expected);
    expect(parsePuzzle(formatPuzzle(createGrid(nine, EMPTY, { cages })))).toEqual(expected);
  });

  it.each(samples)('%s: parsePuzzle(formatPuzzle(grid)) is the grid', (_, rules) => {
    const grid = createGrid(
      nine,
      countVariantSolutions(createGrid(nine, EMPTY, rules), 1).first!.map((d, i) => (i % 3 === 0 ? d : 0)),
      rules,
    );
    const line = formatPuzzle(grid);
    expect(line.startsWith(`${grid.cells.map((d) => (d === 0 ? '.' : String(d))).join('')} `)).toBe(true);
    expect(parsePuzzle(line)).toEqual(grid);
  });

  it.each([
    ['X N', 'X', { houses: diagonalHouses(nine), antiknight: true }],
    ['W K', 'W', { houses: windowHouses(nine), antiking: true }],
    [
      `C=aab${'.'.repeat(78)}=3,9`,
      'C',
      {
        cages: [
          { cells: [0, 1], sum: 3 },
          { cells: [2], sum: 9 },
        ],
      },
    ],
    [`R=${JIGSAW.map((r) => r + 1).join('')}`, 'R', { regions: JIGSAW }],
  ] as [string, string, Rules][])('reads "%s"', (tokens, _, rules) => {
    expect(parsePuzzle(`${'.'.repeat(81)} ${tokens}`)).toEqual(createGrid(nine, EMPTY, rules));
  });

  it.each([
    ['a classic puzzle', undefined, true],
    ['sudoku X with anti-knight', { houses: diagonalHouses(nine), antiknight: true }, true],
    ['a killer', { cages: [{ cells: [0, 1], sum: 3 }] }, true],
    ['kropki dots', { kropki: { white: [{ cells: [0, 1], value: 1 }], black: [] } }, false],
    [
      'a killer with a thermometer',
      { cages: [{ cells: [0, 1], sum: 3 }], thermometers: [[9, 10, 11]] },
      false,
    ],
  ] as [string, Rules | undefined, boolean][])(
    '%s: hasLineForm says which form formatPuzzle writes',
    (_, rules, line) => {
      const grid = createGrid(nine, EMPTY, rules);
      expect(hasLineForm(grid)).toBe(line);
      expect(formatPuzzle(grid).startsWith('{')).toBe(!line);
      // A look-alike of the grid, which both read through checkedGrid, gets the same answer.
      const lookAlike = { shape: '9x9', cells: [...grid.cells], ...(rules === undefined ? {} : { rules }) };
      expect(hasLineForm(lookAlike as unknown as Grid)).toBe(line);
    },
  );

  it('hasLineForm refuses what is no grid, as formatPuzzle does', () => {
    const broken = { shape: '9x9', cells: [1, 2, 3] } as unknown as Grid;
    expect(() => formatPuzzle(broken)).toThrow(RangeError);
    expect(() => hasLineForm(broken)).toThrow(RangeError);
  });

  it('a classic line is read as parseGrid reads it', () => {
    expect(formatPuzzle(parsePuzzle('.'.repeat(81)))).toBe('.'.repeat(81));
  });

  it.each([
    [`${'.'.repeat(81)} X Q`, '"Q" after the rules is not a rule'],
    [`${'.'.repeat(81)} R=123`, 'the R= map has 3 characters; a 9x9 puzzle has 81 cells'],
    [`${'.'.repeat(81)} C=aa${'.'.repeat(79)}=18`, 'cannot add up to 18'],
  ])('refuses %s', (line, message) => {
    expect(() => parsePuzzle(line)).toThrow(PuzzleFormatError);
    expect(() => parsePuzzle(line)).toThrow(message);
  });
});

describe('f-puzzles JSON', () => {
  const grids: [string, Grid][] = variants.map(([name, rules]) => [
    name,
    createGrid(nine, [5, ...EMPTY.slice(1)], rules),
  ]);
  it.each(grids)('%s: parseFPuzzles(formatFPuzzles(grid)) is the grid, through JSON text too', (_, grid) => {
    const doc = formatFPuzzles(grid);
    expect(parseFPuzzles(JSON.stringify(doc)).cells).toEqual(grid.cells);
    expect(formatFPuzzles(parseFPuzzles(doc))).toEqual(doc);
    expect(parsePuzzle(JSON.stringify(doc))).toEqual(parseFPuzzles(doc));
  });

  it('reads the fields as f-puzzles writes them: diagonals, flags, cages with string sums, a given, marks', () => {
    const grid = parseFPuzzles({
      size: 9,
      title: 'a test',
      grid: Array.from({ length: 9 }, (_, r) =>
        Array.from({ length: 9 }, (_, c) =>
          r === 0 && c === 0
            ? { value: 1, given: true }
            : { value: r === 1 ? 2 : undefined, centerPencilMarks: [3], givenPencilMarks: null },
        ),
      ),
      'diagonal+': true,
      antiknight: true,
      killercage: [{ cells: ['R9C8', 'R9C9'], value: '17' }],
    });
    expect(grid.cells.filter((d) => d !== 0)).toEqual([1]);
    expect(grid.rules).toEqual({
      houses: [diagonalHouses(nine)[1]],
      cages: [{ cells: [79, 80], sum: 17 }],
      antiknight: true,
    });
  });

  // Fields exports carry besides the rules, met in documents shared by setters (issue 38): each reads
  // as the same puzzle as without it, where it was refused as an unknown constraint.
  const withCell = (extra: Record<string, unknown>) =>
    Array.from({ length: 9 }, (_, r) =>
      Array.from({ length: 9 }, (_, c) => (r === 0 && c === 0 ? { value: 1, given: true, ...extra } : {})),
    );
  it.each<[string, Record<string, unknown>]>([
    ['the names of the constraints in use', { activeConstraints: ['Killer Cage'] }],
    ['a cell of several colours', { grid: withCell({ cArray: ['#FF0000', '#00FF00'] }) }],
    ['a cell of one colour and several', { grid: withCell({ c: '#FF0000', cArray: ['#FF0000'] }) }],
    ['the solver settings', { disabledlogic: ['Tuples'], truecandidatesoptions: ['colored'] }],
    ['the candidates f-puzzles showed in a cell', { grid: withCell({ candidates: [1, 4] }) }],
  ])('reads past %s, as the same puzzle', (_, fields) => {
    const plain = {
      size: 9,
      grid: withCell({}),
      killercage: [{ cells: ['R9C8', 'R9C9'], value: '17' }],
    };
    expect(parseFPuzzles({ ...plain, ...fields })).toEqual(parseFPuzzles(plain));
  });

  // f-puzzles draws a German whispers line again as a cosmetic `line` marked with the constraint's
  // name (met in a published 6x6's save): that drawing adds no rule. A drawing of a rule the
  // document does not state, or a cosmetic of its own, still names the field it cannot read.
  const whispersLine = ['R1C1', 'R1C2', 'R1C3'];
  const drawn = (fromConstraint?: string) => ({
    lines: [whispersLine],
    outlineC: '#67F067',
    ...(fromConstraint === undefined ? {} : { fromConstraint }),
  });
  const stated = { size: 9, grid: withCell({}), whispers: [{ lines: [whispersLine] }] };
  it('reads past the drawing of a constraint the document states', () => {
    expect(parseFPuzzles({ ...stated, line: [drawn('German Whispers')] })).toEqual(parseFPuzzles(stated));
  });
  it.each<[string, Record<string, unknown>]>([
    [
      'a line drawn from a rule the document does not state',
      { size: 9, grid: withCell({}), line: [drawn('German Whispers')] },
    ],
    ['a line of its own beside a stated rule', { ...stated, line: [drawn('German Whispers'), drawn()] }],
    [
      'a cage drawn from an unknown rule',
      { ...stated, cage: [{ cells: ['R2C2'], fromConstraint: 'Row Indexer' }] },
    ],
  ])('refuses %s as a drawing', (_, doc) => {
    expect(() => parseFPuzzles(doc)).toThrow(/the document draws (a|\d) (line|cage)/);
  });

  // A line that comes back to a cell: a closed loop as f-puzzles saves it (its first cell again at its
  // end, sudoku-studio's renban tests), or a line doubling back (a published German whispers from
  // Cracking the Cryptic, as CapOfCave/variant-sudoku-solver transcribed it). Whispers and renban have
  // one meaning for it and read it as lines that pass no cell twice; the others still refuse it.
  const lineDoc = (field: string, lines: string[][], extra: Record<string, unknown> = {}) => ({
    size: 9,
    grid: withCell({}),
    [field]: lines.map((line) => ({ lines: [line] })),
    ...extra,
  });
  const loop = ['R2C2', 'R2C3', 'R3C3', 'R3C2', 'R2C2'];
  it.each<[string, string, string[], string[][]]>([
    [
      'a whispers loop',
      'whispers',
      loop,
      [
        ['R2C2', 'R2C3', 'R3C3', 'R3C2'],
        ['R3C2', 'R2C2'],
      ],
    ],
    [
      'a whispers line doubling back',
      'whispers',
      ['R2C2', 'R2C3', 'R2C2'],
      [
        ['R2C2', 'R2C3'],
        ['R2C3', 'R2C2'],
      ],
    ],
    ['a renban loop', 'renban', loop, [['R2C2', 'R2C3', 'R3C3', 'R3C2']]],
    ['a renban going round twice', 'renban', [...loop, 'R2C3'], [['R2C2', 'R2C3', 'R3C3', 'R3C2']]],
  ])('reads %s as the lines it walks', (_, field, line, lines) => {
    expect(parseFPuzzles(lineDoc(field, [line]))).toEqual(parseFPuzzles(lineDoc(field, lines)));
  });
  it.each(['thermometer', 'palindrome', 'betweenline'])(
    'still refuses a %s passing a cell twice',
    (field) => {
      expect(() => parseFPuzzles(lineDoc(field, [loop]))).toThrow(/passes row 2, column 2 twice/);
    },
  );
  // Rangsk's extension marks its drawing of a line `isNewConstraint` without naming the constraint.
  const marked = (line: string[]) => ({ lines: [line], outlineC: '#F067F0', isNewConstraint: true });
  it('reads past an isNewConstraint line that is a stated line, cell for cell', () => {
    const plain = lineDoc('renban', [loop]);
    expect(parseFPuzzles({ ...plain, line: [marked(loop)] })).toEqual(parseFPuzzles(plain));
  });
  it('refuses an isNewConstraint line that no stated line matches', () => {
    const doc = lineDoc('renban', [loop], { line: [marked(loop.slice(0, 3))] });
    expect(() => parseFPuzzles(doc)).toThrow(/the document draws a line at R2C2/);
  });

  // The text forms a document is saved in: each reads as the document itself.
  const saved = { size: 9, grid: withCell({}), thermometer: [{ lines: [['R2C2', 'R2C3', 'R3C3']] }] };
  it.each<[string, string]>([
    ['on one line', JSON.stringify(saved)],
    ['pretty-printed', JSON.stringify(saved, null, 2)],
    ['with Windows line ends', JSON.stringify(saved, null, 2).replace(/\n/g, '\r\n')],
    ['after a byte order mark', `\uFEFF${JSON.stringify(saved)}`],
  ])('reads a document saved %s', (_, text) => {
    expect(parseFPuzzles(text)).toEqual(parseFPuzzles(saved));
  });

  it.each<[string, string, { document: string; comment: string } | null]>([
    [
      'a document, then a name',
      `${JSON.stringify(saved)} # Killer 7`,
      { document: JSON.stringify(saved), comment: 'Killer 7' },
    ],
    ['a # in a title, no name', JSON.stringify({ ...saved, title: 'a} #1' }), null],
    [
      'a # in a title, then a name',
      `${JSON.stringify({ ...saved, title: 'a #1' })}  #b`,
      { document: JSON.stringify({ ...saved, title: 'a #1' }), comment: 'b' },
    ],
    [
      'a name with no space before the #',
      `${JSON.stringify(saved)}#b`,
      { document: JSON.stringify(saved), comment: 'b' },
    ],
    [
      "a file's first line, after a byte order mark",
      `\uFEFF${JSON.stringify(saved)} # c`,
      { document: JSON.stringify(saved), comment: 'c' },
    ],
    ['no JSON before the #', '{"size": 9, # a', null],
  ])('splitDocumentComment: %s', (_, text, expected) => {
    expect(splitDocumentComment(text)).toEqual(expected);
  });

  it('parsePuzzle reads past the name after a document, as after any puzzle line', () => {
    expect(parsePuzzle(`${JSON.stringify(saved)} # thermo`)).toEqual(parseFPuzzles(saved));
  });

  it.each([
    [{ minimum: [{ cell: 'R1C1' }] }, 'unsupported f-puzzles constraint: "minimum"'],
    [{ clone: [{}], skyscraper: [{}] }, 'unsupported f-puzzles constraints: "clone", "skyscraper"'],
    [{ size: 7 }, 'f-puzzles size 7 is not one core solves (4, 6, 9 or 16)'],
    [{ size: '9' }, 'f-puzzles "size" is "9", not a number'],
    [{ size: undefined }, 'the f-puzzles document has no "size"'],
    [{ killercage: [{ cells: ['R10C1'] }] }, 'cage 1 names a cell "R10C1" off the 9x9 grid'],
    [{ killercage: [{ cells: ['R1C1', 'R1C2'], value: '30' }] }, 'cannot add up to 30'],
    [
      // A key on a cell core does not know may be a rule: reading past it could drop one.
      { grid: [[{ spin: 1 }, ...Array(8).fill({})], ...Array(8).fill(Array(9).fill({}))] },
      'unsupported f-puzzles cell constraint at row 1, column 1: "spin"',
    ],
    [
      { grid: [[{ givenPencilMarks: [1, 10] }, ...Array(8).fill({})], ...Array(8).fill(Array(9).fill({}))] },
      'the given candidates of row 1, column 1 are [1,10], not a list of digits 1..9',
    ],
    [
      // A digit written as text is named as text, not shown as if it were the digit.
      { grid: [[{ value: '5', given: true }, ...Array(8).fill({})], ...Array(8).fill(Array(9).fill({}))] },
      'the given at row 1, column 1 is "5", not a digit 1..9',
    ],
    [
      { grid: [[{ region: '0' }, ...Array(8).fill({})], ...Array(8).fill(Array(9).fill({}))] },
      'the region of row 1, column 1 is "0", not 0..8',
    ],
  ])('refuses %j by name', (extra, message) => {
    const doc = {
      size: 9,
      grid: Array.from({ length: 9 }, () => Array.from({ length: 9 }, () => ({}))),
      ...extra,
    };
    expect(() => parseFPuzzles(doc)).toThrow(message);
  });
});

describe('countSolutions under the rules', () => {
  it.each(variants)('%s: a puzzle carved from a solution keeps it as one of its solutions', (_, rules) => {
    const solution = countVariantSolutions(createGrid(nine, EMPTY, rules), 1).first!;
    const carved = createGrid(
      nine,
      solution.map((d, i) => (i % 2 === 0 ? d : 0)),
      rules,
    );
    const { count, first } = countVariantSolutions(carved, 2);
    expect(count).toBeGreaterThanOrEqual(1);
    expect(breaksRules(first!, rules)).toBeNull();
    // Excluding the solution's digit at an empty cell leaves only solutions with another digit there.
    const exclude = [{ cell: 1, digit: solution[1]! }];
    const there: number[] = [];
    countSolutions(carved, { limit: 2, exclude, onSolution: (cells) => there.push(cells[1]!) });
    expect(there.filter((digit) => digit === solution[1])).toEqual([]);
  });

  it('applies the budget: a signal fired mid-count stops it', () => {
    const controller = new AbortController();
    const grid = createGrid(nine, EMPTY, { antiknight: true });
    expect(() =>
      countSolutions(grid, {
        limit: Number.POSITIVE_INFINITY,
        signal: controller.signal,
        onSolution: () => controller.abort(),
      }),
    ).toThrow(CountAbortedError);
  });
});
