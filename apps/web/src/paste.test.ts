import { formatFPuzzles, formatGrid, kindsOf, parsePuzzle } from '@sudoku-lab/core';
import { compressToBase64 } from 'lz-string';
import { describe, expect, it } from 'vitest';
import { readPuzzle } from './paste.js';

const LINE = '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';
const ROWS = [
  '53..7....',
  '6..195...',
  '.98....6.',
  '8...6...3',
  '4..8.3..1',
  '7...2...6',
  '.6....28.',
  '...419..5',
  '....8..79',
];

describe('readPuzzle', () => {
  const leetcodeBoard = ROWS.map((row) => [...row]);
  it.each([
    ['an 81-character line', LINE],
    ['the line with a comment', `${LINE}  # leetcode`],
    ['rows of text', ROWS.join('\n')],
    ['rows with separators', formatGrid(readLine(), 'pretty')],
    ['a JSON board', JSON.stringify(leetcodeBoard)],
    ["LeetCode's single-quoted board", JSON.stringify(leetcodeBoard).replace(/"/g, "'")],
    ['a JSON flat array', JSON.stringify([...LINE].map((char) => (char === '.' ? 0 : Number(char))))],
  ])('reads %s', (_, text) => {
    const read = readPuzzle(text);
    expect(read.ok && formatGrid(read.grid)).toBe(LINE);
  });

  it('names the row and column of a character that is no digit', () => {
    const read = readPuzzle(`${LINE.slice(0, 22)}x${LINE.slice(23)}`);
    expect(read.ok).toBe(false);
    if (read.ok) return;
    expect(read.issues).toHaveLength(1);
    expect(read.issues[0]).toMatchObject({ row: 3, column: 5, character: 'x' });
    expect(read.issues[0]!.message).toMatch(/^row 3, column 5: 'x' is not a digit/);
  });

  it('names the row that is too short', () => {
    const rows = [...ROWS];
    rows[6] = '.6....28';
    const read = readPuzzle(rows.join('\n'));
    expect(!read.ok && read.issues[0]).toMatchObject({
      row: 7,
      message: expect.stringMatching(/row 7 has 8 cells/),
    });
  });

  it('says when a paste that looks like JSON is not', () => {
    const read = readPuzzle('[[1, 2');
    expect(!read.ok && read.issues[0]!.message).toMatch(/starts with '\[' but is not a JSON array/);
  });

  it('says when a paste is empty', () => {
    const read = readPuzzle('   \n ');
    expect(!read.ok && read.issues[0]!.message).toMatch(/empty/);
  });
});

function readLine() {
  const read = readPuzzle(LINE);
  if (!read.ok) throw new Error('the test puzzle does not read');
  return read.grid;
}

describe('readPuzzle on variants', () => {
  const X_LINE = '......1......6.5........4269.35...4..8.........6.92......6..7.5.7...3............ X';
  it.each([
    ['the line form of Sudoku X', X_LINE, ['houses']],
    ['an f-puzzles document', JSON.stringify(formatFPuzzles(parsePuzzle(`${LINE} N`))), ['antiknight']],
  ])('reads %s with its rules', (_, text, kinds) => {
    const read = readPuzzle(text);
    expect(read.ok && kindsOf(read.grid.rules)).toEqual(kinds);
  });

  it('opens a SudokuPad link to an f-puzzles document with its rules and givens', () => {
    const doc = formatFPuzzles(parsePuzzle(`${LINE} N`));
    const read = readPuzzle(`https://sudokupad.app/fpuzzles${compressToBase64(JSON.stringify(doc))}`);
    expect(read.ok && [formatGrid(read.grid), kindsOf(read.grid.rules)]).toEqual([LINE, ['antiknight']]);
  });

  it("refuses SudokuPad's own format, saying which links open", () => {
    const read = readPuzzle('https://sudokupad.app/sclN4IgzglgXgpiBcAWA');
    expect(!read.ok && read.issues[0]!.message).toMatch(/SudokuPad's own format.*Links that open here/);
  });

  it("names a constraint core does not read, inside a link's document", () => {
    const doc = { ...formatFPuzzles(parsePuzzle(LINE)), rowindexcell: [{ cells: ['R1C1'] }] };
    const read = readPuzzle(`https://sudokupad.app/fpuz${compressToBase64(JSON.stringify(doc))}`);
    expect(!read.ok && read.issues[0]!.message).toMatch(/unsupported f-puzzles constraint: "rowindexcell"/);
  });

  it('says what is wrong with an f-puzzles document it cannot take', () => {
    const read = readPuzzle('{"size": 9, "grid": [], "thermometer": [{"lines": [["R1C1", "R1C2"]]}]}');
    expect(read.ok).toBe(false);
    expect(!read.ok && read.issues.length).toBeGreaterThan(0);
  });
});

describe('readPuzzle, a document with drawings', () => {
  const plain = formatFPuzzles(parsePuzzle(LINE));
  const drawn = {
    ...plain,
    text: [{ cells: ['R1C1'], value: 'Killer' }],
    circle: [{ cells: ['R3C3'] }, { cells: ['R5C5'] }],
  };
  const named = 'text "Killer" at R1C1 and 2 circles (R3C3, R5C5)';
  it.each([
    ['its JSON text', JSON.stringify(drawn)],
    ['an f-puzzles link', `https://www.f-puzzles.com/?load=${compressToBase64(JSON.stringify(drawn))}`],
  ])('refuses %s, naming the drawings, with no command-line flag in the words', (_, text) => {
    const read = readPuzzle(text);
    expect(read.ok).toBe(false);
    if (read.ok) return;
    expect(read.drawings).toBe(named);
    expect(read.issues[0]!.message).toBe(
      `the document draws ${named}: drawings can hold rules the solver cannot see; open it without its drawings if they are only decoration`,
    );
  });
  it.each([
    ['its JSON text', JSON.stringify(drawn)],
    ['an f-puzzles link', `https://www.f-puzzles.com/?load=${compressToBase64(JSON.stringify(drawn))}`],
  ])('opens %s without its drawings when asked, saying what was left out', (_, text) => {
    const read = readPuzzle(text, { ignoreDrawings: true });
    expect(read.ok && formatGrid(read.grid)).toBe(LINE);
    expect(read.ok && read.drawingsLeftOut).toBe(named);
  });
  it('says nothing left out of a document without drawings, and offers no way out of another refusal', () => {
    const read = readPuzzle(JSON.stringify(plain), { ignoreDrawings: true });
    expect(read.ok && read.drawingsLeftOut).toBeUndefined();
    const other = readPuzzle(JSON.stringify({ ...drawn, clone: [{}] }), { ignoreDrawings: true });
    expect(!other.ok && other.drawings).toBeUndefined();
    expect(!other.ok && other.issues[0]!.message).toMatch(/unsupported f-puzzles constraint: "clone"/);
  });
});
