import { charDigit, digitRange } from './digits.js';
import { describeValue, type FormatIssue, PuzzleFormatError } from './errors.js';
import { createGrid, freezeGrid, type Grid, gridProblem } from './grid.js';
import {
  allShapes,
  resolveShape,
  type Shape,
  type ShapeName,
  shapeOfCellCount,
  shapeOfSize,
} from './shape.js';

/** Options of parseGrid. */
export interface ParseOptions {
  /** Read the input as this shape instead of inferring it from the cell or row count. */
  readonly shape?: Shape | ShapeName;
}

/** One cell as written, before it is read as a digit. */
type RawCell = string | number | null | undefined | boolean | object;

const MAX_ISSUES = 50;
/**
 * The longest text parseGrid reads. A 16x16 puzzle drawn with separators, spaces and a comment a row
 * is a few thousand characters; a longer string is refused before any of it is split or scanned.
 */
export const MAX_PUZZLE_TEXT = 100_000;
/** The most elements a puzzle array can have: a flat 16x16 board. */
const MAX_ELEMENTS = Math.max(...allShapes.map((shape) => shape.cellCount));
const SHAPE_NAMES = listOr(allShapes.map((shape) => shape.name));
/** The shape a puzzle of unknown size is taken for in messages, and the others. */
const NINE = allShapes.find((shape) => shape.name === '9x9')!;
const OTHER_SHAPES = allShapes.filter((shape) => shape !== NINE);
/** How many cells, and how many rows, a puzzle of a shape has. */
const COUNTS = {
  cells: (shape: Shape) => shape.cellCount,
  rows: (shape: Shape) => shape.size,
} as const;
/** "16 (4x4), 36 (6x6) or 256 (16x16)": what the other shapes need, cells and rows, for messages. */
const OTHER_COUNTS = {
  cells: listOr(OTHER_SHAPES.map((shape) => `${COUNTS.cells(shape)} (${shape.name})`)),
  rows: listOr(OTHER_SHAPES.map((shape) => `${COUNTS.rows(shape)} (${shape.name})`)),
};

/** The issue of a puzzle with `found` cells or rows, not what the shape asked for (or any shape) has. */
function wrongCount(what: 'cells' | 'rows', found: number, forced: Shape | undefined): FormatIssue {
  const expected = forced
    ? `a ${forced.name} puzzle has ${COUNTS[what](forced)} ${what}`
    : `a 9x9 puzzle has ${COUNTS[what](NINE)} ${what} (the other shapes ${OTHER_COUNTS[what]})`;
  return { message: `wrong number of ${what}: found ${found}, but ${expected}` };
}

function listOr(items: string[]): string {
  return `${items.slice(0, -1).join(', ')} or ${items.at(-1)}`;
}

/**
 * Reads a puzzle from any of the forms people write one in:
 * - an 81-character line ('.', '0' or '_' for empty; spaces, '|' and a trailing "# comment" ignored);
 * - multi-line text, a row a line, with or without '|' and "-+-" separator lines;
 * - an array of row strings; a flat array of numbers (0 or null for empty);
 * - a 2-D board of strings or numbers (LeetCode 37's char[][]);
 * - a Grid (checked and returned as a fresh Grid).
 * The shape follows from the count of cells or rows (4x4, 6x6, 9x9, 16x16) unless `options.shape` says.
 * Anything else throws PuzzleFormatError, whose issues say what is wrong and where.
 */
export function parseGrid(input: unknown, options?: ParseOptions | null): Grid {
  const wanted: unknown = options?.shape;
  const forced = wanted == null ? undefined : resolveShape(wanted as ShapeName);
  if (wanted != null && forced === undefined) {
    throw new PuzzleFormatError([
      { message: `unknown shape ${describeValue(wanted)} (the shapes are ${SHAPE_NAMES})` },
    ]);
  }
  const read = readInput(input);
  if ('issue' in read) throw new PuzzleFormatError([read.issue]);
  const issues: FormatIssue[] = [];
  const grid = 'rows' in read ? fromRows(read.rows, forced, issues) : fromFlat(read.flat, forced, issues);
  if (grid === null || issues.length > 0) throw new PuzzleFormatError(issues);
  // A variant's Grid keeps its rules (checked with the rest by gridProblem).
  const rules = typeof input === 'object' && input !== null ? (input as Partial<Grid>).rules : undefined;
  return rules === undefined ? grid : createGrid(grid.shape, grid.cells, rules);
}

type Read = { rows: RawCell[][] } | { flat: RawCell[] } | { issue: FormatIssue };

function readInput(input: unknown): Read {
  if (input === null || input === undefined)
    return { issue: { message: `no puzzle given: got ${String(input)}` } };
  if (typeof input === 'string') {
    const tooLong = textTooLong(input.length);
    return tooLong === undefined ? readText(input) : { issue: tooLong };
  }
  if (Array.isArray(input)) return readArray(input);
  if (typeof input === 'object' && 'cells' in input && 'shape' in input) {
    const problem = gridProblem(input);
    if (problem !== null) return { issue: { message: problem } };
    return { flat: [...(input as Grid).cells] };
  }
  return {
    issue: {
      message: `expected puzzle text, an array of rows or an array of numbers, got ${describeValue(input)}`,
    },
  };
}

function readText(text: string): Read {
  const lines = text
    .split(/\r\n|\r|\n/)
    .map((line) => stripComment(line).trim())
    .filter((line) => line !== '' && !isSeparatorLine(line));
  if (lines.length === 0)
    return { issue: { message: 'the puzzle is empty: no cells were found in the text' } };
  if (lines.length === 1) return { flat: splitRow(lines[0]!) };
  return { rows: lines.map(splitRow) };
}

function textTooLong(length: number): FormatIssue | undefined {
  if (length <= MAX_PUZZLE_TEXT) return undefined;
  return {
    message: `the puzzle text is ${length.toLocaleString('en')} characters long; a puzzle is read from at most ${MAX_PUZZLE_TEXT.toLocaleString('en')}`,
  };
}

function readArray(items: unknown[]): Read {
  if (items.length === 0) return { issue: { message: 'the puzzle is empty: the array has no elements' } };
  if (items.length > MAX_ELEMENTS) {
    return {
      issue: {
        message: `the puzzle array has ${items.length.toLocaleString('en')} elements; the largest puzzle (16x16) has ${MAX_ELEMENTS}`,
      },
    };
  }
  // A sparse array's holes are skipped by every(), map() and forEach(): found first, and named.
  const hole = firstHole(items);
  if (hole !== -1) return { issue: missingElement(items, hole) };
  let text = 0;
  for (const item of items) if (typeof item === 'string') text += item.length;
  const tooLong = textTooLong(text);
  if (tooLong !== undefined) return { issue: tooLong };
  if (items.every((item) => Array.isArray(item))) return { rows: items as RawCell[][] };
  if (items.every((item) => typeof item === 'number' || item === null)) return { flat: items as RawCell[] };
  if (items.every((item) => typeof item === 'string')) {
    const strings = items as string[];
    // ['5', '3', '.', ...]: one string a cell. ['53..7....', ...]: one string a row.
    const oneCellEach =
      shapeOfCellCount(strings.length) !== undefined && strings.every((s) => s.trim().length <= 2);
    return oneCellEach ? { flat: strings } : { rows: strings.map((row) => splitRow(stripComment(row))) };
  }
  const odd = items.findIndex(
    (item) => !Array.isArray(item) && typeof item !== 'string' && typeof item !== 'number',
  );
  const at = odd === -1 ? items.findIndex((item) => typeof item !== typeof items[0]) : odd;
  return {
    issue: {
      message: `element ${at + 1} of the puzzle array is ${describeValue(items[at])}; expected all row strings, all numbers (0 or null for empty), or all rows`,
    },
  };
}

function firstHole(items: readonly unknown[]): number {
  for (let at = 0; at < items.length; at++) if (!(at in items)) return at;
  return -1;
}

/** What a hole in the puzzle array is: a row of a board, a cell of a flat board, or an element. */
function missingElement(items: readonly unknown[], at: number): FormatIssue {
  const fix = 'the array has a hole there; use 0 or null for an empty cell';
  if (items.some((item) => Array.isArray(item))) {
    return { message: `row ${at + 1} is missing (${fix})`, row: at + 1 };
  }
  const shape = shapeOfCellCount(items.length);
  if (shape !== undefined) {
    const row = Math.floor(at / shape.size) + 1;
    const column = (at % shape.size) + 1;
    return { message: `row ${row}, column ${column} is missing (${fix})`, row, column };
  }
  return { message: `element ${at + 1} of the puzzle array is missing (${fix})` };
}

function stripComment(line: string): string {
  const hash = line.indexOf('#');
  return hash === -1 ? line : line.slice(0, hash);
}

/**
 * "------+-------+------", "+---+---+", "=====": lines that only draw box borders. Exported for readers
 * of puzzle lists, which must skip them as parseGrid does.
 */
export function isSeparatorLine(line: string): boolean {
  return /^[-+=|\s]+$/.test(line) && /[-=+]/.test(line);
}

/**
 * One row of text into its cells as written: space-separated numbers ("10 . 3 ...") or one character a
 * cell, '|' and spaces ignored. Exported for readers that must tell a row of a multi-line grid from a
 * one-line puzzle.
 */
export function splitRow(row: string): string[] {
  const tokens = row.replace(/\|/g, ' ').trim().split(/\s+/).filter(Boolean);
  const numbered =
    tokens.length > 1 &&
    tokens.some((token) => token.length > 1) &&
    tokens.every((token) => /^(\d+|[._])$/.test(token));
  if (numbered) return tokens;
  return [...row.replace(/[|\s]/g, '')];
}

function fromFlat(flat: RawCell[], forced: Shape | undefined, issues: FormatIssue[]): Grid | null {
  const shape = forced ?? shapeOfCellCount(flat.length);
  if (shape === undefined || flat.length !== shape.cellCount) {
    issues.push(wrongCount('cells', flat.length, forced));
    // The count is off, so rows and columns are unknown; still point at characters that are no cell at all.
    for (let index = 0; index < flat.length && issues.length < MAX_ISSUES; index++) {
      const raw = flat[index];
      if (typeof raw === 'string' && charDigit(raw) === -1 && !/^\d+$/.test(raw)) {
        issues.push({
          message: `cell ${index + 1}: '${raw}' is not a digit or an empty mark`,
          character: raw,
        });
      }
    }
    return null;
  }
  // Pushed, not stored at an index of a preallocated array: the array stays packed (no holes), which
  // V8 copies and reads quicker.
  const cells: number[] = [];
  for (let index = 0; index < flat.length; index++) {
    const row = Math.floor(index / shape.size) + 1;
    cells.push(readCell(flat[index], shape, row, (index % shape.size) + 1, issues));
  }
  return freezeGrid(shape, cells);
}

function fromRows(rows: RawCell[][], forced: Shape | undefined, issues: FormatIssue[]): Grid | null {
  const shape = forced ?? shapeOfSize(rows.length);
  if (shape === undefined || rows.length !== shape.size) {
    issues.push(wrongCount('rows', rows.length, forced));
    return null;
  }
  const cells: number[] = [];
  for (let r = 0; r < rows.length; r++) {
    const row = rows[r];
    if (!Array.isArray(row)) {
      issues.push({ message: `row ${r + 1} is ${describeValue(row)}, not a row of cells`, row: r + 1 });
    } else if (row.length !== shape.size) {
      issues.push({
        message: `row ${r + 1} has ${row.length} cells, but every row of a ${shape.name} puzzle has ${shape.size}`,
        row: r + 1,
      });
    } else {
      for (let c = 0; c < row.length; c++) {
        if (c in row) cells.push(readCell(row[c], shape, r + 1, c + 1, issues));
        else {
          issues.push({
            message: `row ${r + 1}, column ${c + 1} is missing (the row has a hole there; use 0 or null for an empty cell)`,
            row: r + 1,
            column: c + 1,
          });
        }
      }
    }
  }
  return issues.length > 0 ? null : freezeGrid(shape, cells);
}

function readCell(raw: RawCell, shape: Shape, row: number, column: number, issues: FormatIssue[]): number {
  let digit = -1;
  if (raw === null) digit = 0;
  // `+ 0` reads -0 as 0.
  else if (typeof raw === 'number')
    digit = Number.isInteger(raw) && raw >= 0 && raw <= shape.size ? raw + 0 : -1;
  else if (typeof raw === 'string') {
    const text = raw.trim();
    digit = /^\d+$/.test(text) && text.length > 1 ? Number(text) : charDigit(text);
    if (digit > shape.size) digit = -1;
  }
  if (digit === -1) {
    const shown =
      typeof raw === 'string' ? `'${raw.length > 20 ? `${raw.slice(0, 20)}…` : raw}'` : describeValue(raw);
    issues.push({
      message: `row ${row}, column ${column}: ${shown} is not a digit of a ${shape.name} puzzle (use ${digitRange(shape)}; '.', '0' or '_' for empty)`,
      row,
      column,
      character: typeof raw === 'string' ? raw : describeValue(raw),
    });
  }
  return digit === -1 ? 0 : digit;
}
