import { describe, expect, it } from 'vitest';
import { PuzzleFormatError } from './errors.js';
import { FPuzzlesDrawingsError, parseFPuzzles } from './fpuzzles.js';

// A published puzzle's drawings: a title written on the board, shapes on cells, lines and cages with
// no sum. Refused by default (a drawing may hold a rule), read with ignoreDrawings, named with where.
const empty = () => Array.from({ length: 9 }, () => Array.from({ length: 9 }, () => ({})));
const givens = () => {
  const grid: Record<string, unknown>[][] = empty();
  grid[0]![0] = { value: 5, given: true };
  grid[4]![4] = { value: 7, given: true };
  return grid;
};
const plain = { size: 9, grid: givens(), killercage: [{ cells: ['R9C8', 'R9C9'], value: '17' }] };
const text = (value: string, cell: string) => ({ cells: [cell], value, fontC: '#000000', size: 0.5 });
const shapeOn = (...cells: string[]) => ({
  cells,
  baseC: '#CCCCCC',
  outlineC: '#000000',
  width: 0.8,
  height: 0.8,
});
const lineThrough = (...cells: string[]) => ({ lines: [cells], outlineC: '#FF0000', width: 0.1 });
const cageOf = (...cells: string[]) => ({ cells, outlineC: '#000000', fontC: '#000000' });

const drawingCases: [string, Record<string, unknown>, string][] = [
  ['a text', { text: [text('Killer', 'R1C1')] }, 'text "Killer" at R1C1'],
  ['two circles', { circle: [shapeOn('R3C3'), shapeOn('R5C5')] }, '2 circles (R3C3, R5C5)'],
  ['a rectangle', { rectangle: [shapeOn('R2C4', 'R2C5')] }, 'a rectangle at R2C4'],
  ['a line', { line: [lineThrough('R7C1', 'R8C2')] }, 'a line at R7C1'],
  ['a cage with no sum', { cage: [cageOf('R4C4', 'R4C5')] }, 'a cage at R4C4'],
  [
    'four texts, the first three named',
    { text: ['a', 'b', 'c', 'd'].map((words, k) => text(words, `R9C${k + 1}`)) },
    '4 texts ("a" at R9C1, "b" at R9C2, "c" at R9C3, ...)',
  ],
  [
    'a text and two circles',
    { circle: [shapeOn('R3C3'), shapeOn('R5C5')], text: [text('Killer', 'R1C1')] },
    'text "Killer" at R1C1 and 2 circles (R3C3, R5C5)',
  ],
  [
    'every kind',
    {
      text: [text('t', 'R1C2')],
      circle: [shapeOn('R1C3')],
      rectangle: [shapeOn('R1C4')],
      line: [lineThrough('R1C5', 'R1C6')],
      cage: [cageOf('R1C7')],
    },
    'text "t" at R1C2, a circle at R1C3, a rectangle at R1C4, a line at R1C5 and a cage at R1C7',
  ],
  ['a drawing off the grid', { circle: [shapeOn('R0C3')] }, 'a circle at no cell'],
];

describe('f-puzzles drawings', () => {
  it.each(drawingCases)('refuses %s, naming it and where', (_, drawings, named) => {
    const doc = { ...plain, ...drawings };
    expect(() => parseFPuzzles(doc)).toThrow(FPuzzlesDrawingsError);
    expect(() => parseFPuzzles(doc)).toThrow(
      `the document draws ${named}: drawings can hold rules the solver cannot see; if they are only decoration, open it with them left out (ignoreDrawings, or --ignore-drawings on the command line)`,
    );
    try {
      parseFPuzzles(JSON.stringify(doc));
    } catch (error) {
      expect(error).toBeInstanceOf(PuzzleFormatError);
      expect((error as FPuzzlesDrawingsError).drawings).toBe(named);
    }
  });

  it.each(drawingCases)(
    'reads %s with ignoreDrawings as the puzzle without it, and says what it left out',
    (_, drawings, named) => {
      const told: string[] = [];
      const read = parseFPuzzles(
        { ...plain, ...drawings },
        { ignoreDrawings: true, onDrawingsLeftOut: (what) => told.push(what) },
      );
      expect(read).toEqual(parseFPuzzles(plain));
      expect(told).toEqual([named]);
    },
  );

  it('says nothing left out when a document has no drawings', () => {
    const told: string[] = [];
    parseFPuzzles(plain, { ignoreDrawings: true, onDrawingsLeftOut: (what) => told.push(what) });
    expect(told).toEqual([]);
  });

  // f-puzzles draws a stated German whispers again as a line marked fromConstraint: read as today,
  // with or without the option, and nothing is said to be left out.
  const whispers = ['R1C1', 'R1C2', 'R1C3'];
  const stated = { ...plain, whispers: [{ lines: [whispers] }] };
  const drawnFromWhispers = {
    ...stated,
    line: [{ ...lineThrough(...whispers), fromConstraint: 'German Whispers' }],
  };
  it.each([false, true])(
    'reads the drawing of a stated constraint as today (ignoreDrawings %s)',
    (ignoreDrawings) => {
      const told: string[] = [];
      const read = parseFPuzzles(drawnFromWhispers, {
        ignoreDrawings,
        onDrawingsLeftOut: (what) => told.push(what),
      });
      expect(read).toEqual(parseFPuzzles(stated));
      expect(read.rules).toEqual(parseFPuzzles(stated).rules);
      expect(told).toEqual([]);
    },
  );

  // The option leaves out drawings only: every constraint field is still read or refused.
  it.each<[string, Record<string, unknown>, RegExp]>([
    [
      'an unsupported constraint beside a drawing',
      { minimum: [{ cell: 'R1C1' }], text: [text('x', 'R1C1')] },
      /unsupported f-puzzles constraint: "minimum"/,
    ],
    ['an unsupported constraint alone', { clone: [{}] }, /unsupported f-puzzles constraint: "clone"/],
    [
      'a malformed constraint beside a drawing',
      { killercage: [{ cells: ['R10C1'] }], circle: [shapeOn('R1C1')] },
      /off the 9x9 grid/,
    ],
  ])('still refuses %s', (_, fields, message) => {
    expect(() => parseFPuzzles({ ...plain, ...fields }, { ignoreDrawings: true })).toThrow(message);
  });
  it('keeps every constraint beside the drawings it leaves out', () => {
    const rules = { ...stated, thermometer: [{ lines: [['R5C1', 'R5C2', 'R5C3']] }], 'diagonal+': true };
    const read = parseFPuzzles(
      { ...rules, text: [text('Title', 'R1C1')], circle: [shapeOn('R2C2')] },
      { ignoreDrawings: true },
    );
    expect(read).toEqual(parseFPuzzles(rules));
    expect(Object.keys(read.rules ?? {}).length).toBeGreaterThanOrEqual(3);
  });
});
