// The yardstick's converter and checker on constructed constraint text: no yardstick needed.
// Run: pnpm test:yardstick (or vitest run --config scripts/vitest.config.mjs yardstick).
import { describe, expect, it } from 'vitest';
import { violations } from './check.mjs';
import {
  boxes,
  cellOf,
  familyOf,
  littleKiller,
  parts,
  toFPuzzles,
  Unsupported,
  windows,
} from './convert.mjs';

/** A valid 9x9 solution by pattern: row r is 1..9 shifted by 3r + r/3. */
const pattern = Array.from({ length: 81 }, (_, i) => {
  const r = Math.floor(i / 9);
  const c = i % 9;
  return ((r * 3 + Math.floor(r / 3) + c) % 9) + 1;
});
/** The pattern's digit at a 1-based row and column. */
const at = (r, c) => pattern[(r - 1) * 9 + c - 1];

describe('parts and cells', () => {
  it('splits constraint text into types and arguments, givens under the empty type', () => {
    expect(parts('.Cage~15~R1C1~R1C2.AntiKnight.~R1C1_8~R2C3_3')).toEqual([
      { type: 'Cage', args: ['15', 'R1C1', 'R1C2'] },
      { type: 'AntiKnight', args: [] },
      { type: '', args: ['R1C1_8', 'R2C3_3'] },
    ]);
    expect(parts('\n  .Thermo~r1c2~r2c3\n  .Thermo~r3c2~r2c1')).toHaveLength(2);
  });

  it.each([
    ['R1C1', 9, { row: 0, column: 0 }],
    ['r9c9', 9, { row: 8, column: 8 }],
    ['RaC1', 16, { row: 9, column: 0 }],
    ['RgCg', 16, { row: 15, column: 15 }],
    ['RaC1', 9, null],
    ['R0C1', 9, null],
    ['X1', 9, null],
  ])('reads the cell %s of a %i grid', (id, size, cell) => {
    expect(cellOf(id, size)).toEqual(cell);
  });
});

describe('toFPuzzles', () => {
  it('writes givens, the size and the title; no constraint is a classic puzzle', () => {
    const { doc, family } = toFPuzzles('.~R1C1_8~R9C9_3', { title: 'T', ruleset: 'Source: here' });
    expect(doc.size).toBe(9);
    expect(doc.title).toBe('T');
    expect(doc.ruleset).toBe('Source: here');
    expect(doc.grid[0][0]).toEqual({ value: 8, given: true });
    expect(doc.grid[8][8]).toEqual({ value: 3, given: true });
    expect(doc.grid[4][4]).toEqual({});
    expect(family).toBe('classic');
  });

  it.each([
    ['.Cage~15~R1C1~R1C2', 'killercage', [{ cells: ['R1C1', 'R1C2'], value: '15' }]],
    ['.Cage~0~R1C1~R1C2', 'killercage', [{ cells: ['R1C1', 'R1C2'] }]],
    ['.Cage~~R1C1~R1C2', 'killercage', [{ cells: ['R1C1', 'R1C2'] }]],
    ['.Thermo~R1C1~R1C2~R2C2', 'thermometer', [{ lines: [['R1C1', 'R1C2', 'R2C2']] }]],
    ['.Arrow~R1C1~R1C2~R1C3', 'arrow', [{ cells: ['R1C1'], lines: [['R1C1', 'R1C2', 'R1C3']] }]],
    [
      '.PillArrow~2~R1C3~R1C2~R2C2~R3C2',
      'arrow',
      [{ cells: ['R1C2', 'R1C3'], lines: [['R1C2', 'R1C3', 'R2C2', 'R3C2']] }],
    ],
    ['.WhiteDot~R1C1~R1C2', 'difference', [{ cells: ['R1C1', 'R1C2'] }]],
    ['.BlackDot~R1C1~R1C2~R2C1~R5C5', 'ratio', [{ cells: ['R1C1', 'R1C2'] }, { cells: ['R1C1', 'R2C1'] }]],
    [
      '.X~R1C1~R1C2.V~R2C1~R2C2',
      'xv',
      [
        { cells: ['R1C1', 'R1C2'], value: 'X' },
        { cells: ['R2C1', 'R2C2'], value: 'V' },
      ],
    ],
    ['.Whisper~R1C1~R1C2', 'whispers', [{ lines: [['R1C1', 'R1C2']] }]],
    ['.Whisper~5~R1C1~R1C2', 'whispers', [{ lines: [['R1C1', 'R1C2']] }]],
    ['.Renban~R1C1~R2C2', 'renban', [{ lines: [['R1C1', 'R2C2']] }]],
    ['.Palindrome~R1C1~R2C2~R3C3', 'palindrome', [{ lines: [['R1C1', 'R2C2', 'R3C3']] }]],
    ['.Between~R1C1~R2C2~R3C3', 'betweenline', [{ lines: [['R1C1', 'R2C2', 'R3C3']] }]],
    ['.Quad~R4C5~1~2~2', 'quadruple', [{ cells: ['R4C5', 'R4C6', 'R5C5', 'R5C6'], values: [1, 2, 2] }]],
    [
      '.Sandwich~18~R3.Sandwich~0~C5',
      'sandwichsum',
      [
        { cell: 'R3C0', value: '18' },
        { cell: 'R0C5', value: '0' },
      ],
    ],
    ['.~R1C1_1_3_5_7_9', 'odd', [{ cell: 'R1C1' }]],
    ['.~R2C2_2_4_6_8', 'even', [{ cell: 'R2C2' }]],
    ['.Diagonal~1', 'diagonal+', true],
    ['.Diagonal~-1', 'diagonal-', true],
    ['.AntiKnight', 'antiknight', true],
    ['.AntiKing', 'antiking', true],
    ['.AntiConsecutive', 'nonconsecutive', true],
    ['.StrictKropki.WhiteDot~R1C1~R1C2', 'negative', ['difference', 'ratio']],
    ['.StrictXV.X~R1C1~R1C2', 'negative', ['xv']],
  ])('%s writes %s', (text, key, value) => {
    expect(toFPuzzles(text).doc[key]).toEqual(value);
  });

  it('writes the windoku windows as extra regions, one cell in from the edge', () => {
    const nine = toFPuzzles('.Windoku').doc.extraregion;
    expect(nine).toHaveLength(4);
    expect(nine[0].cells).toEqual(['R2C2', 'R2C3', 'R2C4', 'R3C2', 'R3C3', 'R3C4', 'R4C2', 'R4C3', 'R4C4']);
    expect(nine.map(({ cells }) => cells[0])).toEqual(['R2C2', 'R6C2', 'R2C6', 'R6C6']);
    expect(windows(16)).toHaveLength(9);
    expect(windows(16).every((cells) => cells.length === 16)).toBe(true);
  });

  it('gives a jigsaw its regions, and keeps the boxes as extra regions unless told NoBoxes', () => {
    const layout = '000111222'.repeat(3) + '333444555'.repeat(3) + '666777888'.repeat(3);
    const shifted = layout.slice(1) + layout[0];
    const kept = toFPuzzles(`.Jigsaw~${shifted}`).doc;
    expect(kept.grid[0][0].region).toBe(0);
    expect(kept.grid[0][2].region).toBe(1);
    expect(kept.grid[8][8].region).toBe(0);
    expect(kept.extraregion).toEqual(boxes(9).map((cells) => ({ cells })));
    const alone = toFPuzzles(`.Jigsaw~${shifted}.NoBoxes`);
    expect(alone.doc.extraregion).toBeUndefined();
    expect(alone.family).toBe('jigsaw');
  });

  it('keeps a region given with a digit in the same cell', () => {
    const layout =
      '0'.repeat(9) +
      '1'.repeat(9) +
      '2'.repeat(9) +
      '3'.repeat(9) +
      '4'.repeat(9) +
      '5'.repeat(9) +
      '6'.repeat(9) +
      '7'.repeat(9) +
      '8'.repeat(9);
    const { doc } = toFPuzzles(`.Jigsaw~${layout}.NoBoxes.~R2C1_4`);
    expect(doc.grid[1][0]).toEqual({ region: 1, value: 4, given: true });
  });

  it.each([
    ['R1C1', 'R0C0', 'DR', 9],
    ['R5C1', 'R4C0', 'DR', 5],
    ['R1C4', 'R0C5', 'DL', 4],
    ['R1C9', 'R0C10', 'DL', 9],
    ['R5C9', 'R6C10', 'UL', 5],
    ['R9C5', 'R10C4', 'UR', 5],
  ])(
    'reads a little killer from %s as the clue at %s pointing %s over %i cells',
    (first, cell, direction, length) => {
      const [clue] = toFPuzzles(`.LittleKiller~12~${first}`).doc.littlekillersum;
      expect(clue).toMatchObject({ cell, direction, value: '12' });
      expect(clue.cells).toHaveLength(length);
      expect(clue.cells[0]).toBe(first);
    },
  );

  it("reads a cell limited to digits that are not all odd or all even as the setter's pencil marks", () => {
    const { doc, family } = toFPuzzles('.~R1C1_5_3.~R1C1_3_7_9.~R2C2_4');
    expect(doc.grid[0][0]).toEqual({ givenPencilMarks: [3] });
    expect(doc.grid[1][1]).toEqual({ value: 4, given: true });
    expect(family).toBe('pencilmarks');
    expect(toFPuzzles('.Cage~3~R1C1~R1C2.~R1C1_1_2').family).toBe('killer');
  });

  it('reads a 6x6 whisper of difference 3, the German whispers of that size', () => {
    expect(toFPuzzles('.Shape~6x6.Whisper~3~R1C1~R1C2').doc.whispers).toEqual([
      { lines: [['R1C1', 'R1C2']] },
    ]);
  });

  it('reads 6x6 and 16x16 shapes, with base-36 cells past 9', () => {
    expect(toFPuzzles('.Shape~6x6.~R6C6_1').doc.grid[5][5]).toEqual({ value: 1, given: true });
    const big = toFPuzzles('.Shape~16x16.~RgC1_16.Diagonal~1').doc;
    expect(big.size).toBe(16);
    expect(big.grid[15][0]).toEqual({ value: 16, given: true });
    expect(big['diagonal+']).toBe(true);
  });

  it.each([
    ['.Shape~7x7', /7x7/],
    ['.Shape~9x9~0-8', /digits 1..9/],
    ['.Shape~6x8', /6x8/],
    ['.Skyscraper~R1~3', /"Skyscraper"/],
    ['.NoBoxes', /NoBoxes/],
    ['.Whisper~3~R1C1~R1C2', /difference 3/],
    ['.Shape~6x6.Whisper~R1C1~R1C2', /only 3 is German whispers on 6x6/],
    ['.Pair~ABC~R1C1~R1C2', /pair relation "ABC"/],
    // Not consecutive on one pair only, not on every pair no dot joins: no f-puzzles field says it.
    ['.Pair~9X_1f9X_1f9X_F~R1C1~R1C2', /neighbours no dot joins/],
    ['.~R1C1_10', /digits 1..9/],
    ['.Cage~x~R1C1', /whole number/],
    ['.Cage~5~R1C1~RaC1', /"RaC1"/],
    ['.LittleKiller~5~R9C9', /starts no diagonal/],
    ['.Sandwich~5~R10', /row or column/],
    ['.Diagonal~2', /direction/],
    ['.Jigsaw~0011', /layout of 4 characters/],
  ])('refuses %s, saying why', (text, reason) => {
    expect(() => toFPuzzles(text)).toThrow(Unsupported);
    expect(() => toFPuzzles(text)).toThrow(reason);
  });
});

describe('families', () => {
  it.each([
    [[], 'classic'],
    [['killer'], 'killer'],
    [['killer', 'x'], 'killer'],
    [['antiknight', 'nonconsecutive'], 'nonconsecutive'],
    [['antiking', 'antiknight'], 'mixed'],
    [['renban', 'thermo'], 'mixed'],
    [['jigsaw', 'killer', 'x'], 'killer'],
  ])('%j is filed under %s', (families, family) => {
    expect(familyOf(families)).toBe(family);
  });

  it('files a converted puzzle and lists its families', () => {
    expect(toFPuzzles('.Diagonal~1.Diagonal~-1.Cage~3~R1C1~R1C2')).toMatchObject({
      family: 'killer',
      families: ['killer', 'x'],
    });
  });
});

describe('violations', () => {
  const doc = (text) => toFPuzzles(text).doc;
  const givens = (cells) => cells.map(([r, c]) => `~R${r}C${c}_${at(r, c)}`).join('');

  it('finds nothing in a valid classic solution, and names broken rows and a broken given', () => {
    expect(
      violations(
        doc(
          `.${givens([
            [1, 1],
            [5, 5],
          ])}`,
        ),
        pattern,
      ),
    ).toEqual([]);
    const swapped = [...pattern];
    [swapped[0], swapped[9]] = [swapped[9], swapped[0]];
    // Swapping R1C1 and R2C1 keeps column 1 and box 1 but repeats a digit in rows 1 and 2.
    expect(violations(doc(''), swapped)).toEqual(['row 1 repeats a digit', 'row 2 repeats a digit']);
    expect(violations(doc(`.~R1C1_${at(1, 1) === 9 ? 1 : at(1, 1) + 1}`), pattern)).toEqual([
      'the given at R1C1',
    ]);
  });

  it.each([
    [`.Cage~${at(1, 1) + at(1, 2)}~R1C1~R1C2`, true],
    [`.Cage~${at(1, 1) + at(1, 2) + 1}~R1C1~R1C2`, false],
    [at(1, 1) < at(1, 2) ? '.Thermo~R1C1~R1C2' : '.Thermo~R1C2~R1C1', true],
    [at(1, 1) < at(1, 2) ? '.Thermo~R1C2~R1C1' : '.Thermo~R1C1~R1C2', false],
    [`.LittleKiller~${[1, 2, 3, 4, 5, 6, 7, 8, 9].reduce((s, i) => s + at(i, i), 0)}~R1C1`, true],
    [`.LittleKiller~${at(2, 1) + at(1, 2) + 1}~R1C2`, false],
    [`.LittleKiller~${at(2, 1) + at(1, 2)}~R1C2`, true],
    [`.~R1C1_${at(1, 1)}_${at(1, 1) === 9 ? 1 : at(1, 1) + 1}`, true],
    [
      `.~R1C1_${at(1, 1) === 9 ? 1 : at(1, 1) + 1}_${at(1, 1) === 9 ? 2 : at(1, 1) === 8 ? 1 : at(1, 1) + 2}`,
      false,
    ],
    [
      '.Diagonal~-1',
      [1, 2, 3, 4, 5, 6, 7, 8, 9].every((i, _, all) => all.filter((j) => at(j, j) === at(i, i)).length === 1),
    ],
  ])('checks %s: kept is %s', (text, kept) => {
    expect(violations(doc(text), pattern).length === 0).toBe(kept);
  });

  it('checks a sandwich: the digits between 1 and 9 of the row', () => {
    const row = [1, 2, 3, 4, 5, 6, 7, 8, 9].map((c) => at(1, c));
    const [from, to] = [row.indexOf(1), row.indexOf(9)].sort((a, b) => a - b);
    const sum = row.slice(from + 1, to).reduce((a, b) => a + b, 0);
    expect(violations(doc(`.Sandwich~${sum}~R1`), pattern)).toEqual([]);
    expect(violations(doc(`.Sandwich~${sum + 1}~R1`), pattern)).toHaveLength(1);
  });

  it('exempts a pair with either kropki dot from both negative rules', () => {
    // The pattern's R1C1 and R1C2 are consecutive: unmarked under the negative rule they break it.
    expect(Math.abs(at(1, 1) - at(1, 2))).toBe(1);
    expect(violations(doc('.StrictKropki'), pattern)).toEqual(
      expect.arrayContaining(['R1C1 and R1C2 need a difference mark (negative rule)']),
    );
    const marked = violations(doc('.StrictKropki.BlackDot~R1C1~R1C2'), pattern);
    expect(marked).not.toEqual(expect.arrayContaining([expect.stringMatching(/^R1C1 and R1C2 need/)]));
  });

  it('reads a pill arrow as a number', () => {
    // R1C2 R1C3 as a two-digit number is at least 12, more than any one digit: a line of one cell breaks it.
    expect(violations(doc('.PillArrow~2~R1C3~R1C2~R2C2'), pattern)).toEqual(['the arrow from R1C2']);
  });

  it('refuses a solution of the wrong length or digits', () => {
    expect(violations(doc(''), pattern.slice(1))).toEqual(['the solution is not 81 digits 1..9']);
  });

  it('keeps littleKiller and the checker on the same diagonal', () => {
    const clue = littleKiller('0', { row: 8, column: 3 }, 9);
    expect(clue.cells).toEqual(['R9C4', 'R8C5', 'R7C6', 'R6C7', 'R5C8', 'R4C9']);
    const sum = clue.cells.map((name) => at(Number(name[1]), Number(name[3]))).reduce((a, b) => a + b, 0);
    expect(violations({ ...doc(''), littlekillersum: [{ ...clue, value: String(sum) }] }, pattern)).toEqual(
      [],
    );
  });
});
