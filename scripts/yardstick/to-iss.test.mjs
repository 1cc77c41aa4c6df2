// The way back: f-puzzles documents as the yardstick's constraint text, on constructed documents.
// Run: pnpm test:yardstick.
import { describe, expect, it } from 'vitest';
import { pairKey, toFPuzzles, Unsupported } from './convert.mjs';
import { toIss } from './to-iss.mjs';

const jigsaw = '000111222'.repeat(3) + '333444555'.repeat(3) + '666777888'.repeat(3);

describe('toIss', () => {
  it.each([
    '.~R1C1_8~R9C9_3',
    '.Cage~15~R1C1~R1C2.Cage~0~R2C1~R2C2',
    '.Diagonal~1.Diagonal~-1.AntiKnight.AntiKing.AntiConsecutive',
    '.Windoku',
    '.AllDifferent~R1C1~R2C2~R3C3',
    `.Jigsaw~${jigsaw.slice(1)}${jigsaw[0]}`,
    `.Jigsaw~${jigsaw.slice(1)}${jigsaw[0]}.NoBoxes.~R1C1_4`,
    '.Thermo~R1C1~R1C2~R2C2.Whisper~R5C5~R5C6.Renban~R7C7~R8C8.Palindrome~R1C9~R2C9.Between~R3C3~R3C4~R3C5',
    '.Arrow~R1C1~R1C2~R1C3.PillArrow~2~R5C5~R5C6~R6C6~R7C7',
    '.WhiteDot~R1C1~R1C2.BlackDot~R2C1~R2C2.X~R3C1~R3C2.V~R4C1~R4C2.StrictKropki.StrictXV',
    '.Quad~R4C5~1~2~2.~R1C1_1_3_5_7_9~R2C2_2_4_6_8',
    '.LittleKiller~12~R1C1.LittleKiller~8~R1C4.LittleKiller~9~R5C9.LittleKiller~10~R9C5',
    '.Sandwich~18~R3.Sandwich~0~C5',
    '.Shape~16x16.Windoku.~RgC1_16',
    '.Shape~16x16.Sandwich~18~R12.Sandwich~0~C16',
    '.Shape~6x6.Cage~3~R1C1~R1C2',
  ])('brings the document of %s back to the same document', (text) => {
    const { doc } = toFPuzzles(text);
    expect(toFPuzzles(toIss(doc)).doc).toEqual(doc);
  });

  it('writes windows and kept boxes as the yardstick writes them, not as all-different groups', () => {
    expect(toIss(toFPuzzles('.Windoku').doc)).toBe('.Windoku');
    expect(toIss(toFPuzzles(`.Jigsaw~${jigsaw}`).doc)).toBe(`.Jigsaw~${jigsaw}`);
    expect(toIss(toFPuzzles(`.Jigsaw~${jigsaw}.NoBoxes`).doc)).toBe(`.Jigsaw~${jigsaw}.NoBoxes`);
  });

  it('states a little killer by its diagonal, whichever end its clue is at', () => {
    // R0C3 pointing down-right holds R1C4 .. R6C9: the yardstick names that diagonal from R6C9.
    const doc = { size: 9, grid: [], littlekillersum: [{ cell: 'R0C3', direction: 'DR', value: '30' }] };
    expect(toIss(doc)).toBe('.LittleKiller~30~R6C9');
    expect(toFPuzzles(toIss(doc)).doc.littlekillersum[0].cells).toEqual([
      'R6C9',
      'R5C8',
      'R4C7',
      'R3C6',
      'R2C5',
      'R1C4',
    ]);
  });

  const blank = (size) => ({
    size,
    grid: Array.from({ length: size }, () => Array.from({ length: size }, () => ({}))),
  });
  const empty = blank(9);
  it.each([
    [{ ...empty, size: 7 }, /size of 7/],
    [{ ...empty, clone: [{ cells: ['R1C1'], cloneCells: ['R2C2'] }] }, /"clone"/],
    [{ ...empty, difference: [{ cells: ['R1C1', 'R1C2'], value: '3' }] }, /difference dot of 3/],
    [{ ...blank(6), whispers: [{ lines: [['R1C1', 'R1C2']], value: '5' }] }, /difference 5 on 6x6/],
    [{ ...empty, littlekillersum: [{ cell: 'R0C8', direction: 'DR', value: '9' }] }, /R0C8 pointing DR/],
    [{ ...empty, sandwichsum: [{ cell: 'R10C3', value: '9' }] }, /only above or left/],
    [{ ...empty, killercage: [{ cells: ['R1C1', 'R10C1'], value: '9' }] }, /"R10C1"/],
    [
      { ...empty, arrow: [{ cells: ['R1C1', 'R1C2', 'R1C3', 'R1C4'], lines: [['R1C1', 'R2C1']] }] },
      /circle of 4/,
    ],
  ])('refuses what the yardstick has no constraint for (%#)', (doc, reason) => {
    expect(() => toIss(doc)).toThrow(Unsupported);
    expect(() => toIss(doc)).toThrow(reason);
  });

  it.each([
    [
      'nonconsecutive beside white dots and negative black dots: both negative',
      ['ratio'],
      '.WhiteDot~R1C1~R1C2.StrictKropki',
    ],
    [
      'nonconsecutive beside white dots alone: the negative white rule',
      [],
      /^\.WhiteDot~R1C1~R1C2\.Pair~9X_1f9X_1f9X_F~R1C1~R2C1~~R1C2~R1C3~~/,
    ],
  ])('reads %s as f-puzzles does', (_, negative, text) => {
    const doc = { ...empty, nonconsecutive: true, difference: [{ cells: ['R1C1', 'R1C2'] }], negative };
    expect(toIss(doc)).toMatch(text);
  });

  it.each([
    // The yardstick's own keys for these relations, from its fnToBinaryKey.
    ['not consecutive on 9x9', (a, b) => Math.abs(a - b) !== 1, 9, '9X_1f9X_1f9X_F'],
    ['neither twice the other on 9x9', (a, b) => a !== 2 * b && b !== 2 * a, 9, '93-fvv_f___-_H'],
    ['neither twice the other on 4x4', (a, b) => a !== 2 * b && b !== 2 * a, 4, 't9N'],
  ])('keys the relation %s as the yardstick does', (_, holds, size, key) => {
    expect(pairKey(holds, size)).toBe(key);
  });

  it("says one kropki colour's negative rule on every pair of neighbours no dot joins", () => {
    const doc = { ...blank(4), difference: [{ cells: ['R1C2', 'R1C1'] }], negative: ['ratio'] };
    const text = toIss(doc);
    const [, key, ...items] = text
      .split('.')
      .find((part) => part.startsWith('Pair~'))
      .split('~');
    expect(text.startsWith('.Shape~4x4.WhiteDot~R1C2~R1C1.Pair~')).toBe(true);
    expect(key).toBe('t9N');
    // 24 pairs of neighbours on 4x4 less the dotted one, each a group of two cells.
    const pairs = items.join('~').split('~~');
    expect(pairs).toHaveLength(23);
    expect(pairs).not.toContain('R1C1~R1C2');
    expect(pairs).toContain('R4C3~R4C4');
  });

  it.each([
    [4, '2'],
    [6, '3'],
    [9, '5'],
    [16, '8'],
  ])('gives a whispers line on %ix%i the difference core reads: %s', (size, gap) => {
    const doc = { ...blank(size), whispers: [{ lines: [['R1C1', 'R1C2']] }] };
    expect(toIss(doc)).toContain(`.Whisper~${gap}~R1C1~R1C2`);
    expect(toIss({ ...doc, whispers: [{ lines: [['R1C1', 'R1C2']], value: gap }] })).toBe(toIss(doc));
  });

  it.each([
    [
      "one kropki colour's negative rule on 4x4",
      { ...blank(4), ratio: [{ cells: ['R1C1', 'R2C1'] }], negative: ['difference'] },
    ],
    ['whispers on 6x6', { ...blank(6), whispers: [{ lines: [['R1C1', 'R1C2', 'R2C3']] }] }],
  ])('brings %s back to the same document', (_, doc) => {
    expect(toFPuzzles(toIss(doc)).doc).toEqual(doc);
  });

  it('limits a cell to its given pencil marks, beside its given if it has one', () => {
    const doc = blank(9);
    doc.grid[0][0] = { givenPencilMarks: [3, 5] };
    doc.grid[8][8] = { value: 4, given: true, givenPencilMarks: [4, 6] };
    expect(toIss(doc)).toBe('.~R9C9_4~R1C1_3_5~R9C9_4_6');
    expect(toFPuzzles(toIss(doc)).doc).toEqual(doc);
  });

  it('ignores the document fields and empty constraints', () => {
    expect(
      toIss({
        ...empty,
        title: 'T',
        author: 'A',
        ruleset: 'R',
        solution: [1],
        thermometer: [],
        antiknight: false,
      }),
    ).toBe('');
  });
});
