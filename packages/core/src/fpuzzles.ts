import { type FormatIssue, PuzzleFormatError } from './errors.js';
import { checkedGrid, createGrid, type Grid } from './grid.js';
import { boxRegions, type Cage, diagonalHouses, type House, type Rules } from './rules.js';
import { type Shape, shapeOfSize } from './shape.js';

/**
 * The f-puzzles JSON document (the setters' format, which SudokuPad also reads), as far as core reads
 * and writes it: the grid's givens and regions, and the constraints core models.
 */
export interface FPuzzles {
  size: number;
  title?: string;
  author?: string;
  ruleset?: string;
  grid: FPuzzlesCell[][];
  'diagonal+'?: boolean;
  'diagonal-'?: boolean;
  antiknight?: boolean;
  antiking?: boolean;
  killercage?: { cells: string[]; value?: string }[];
  extraregion?: { cells: string[] }[];
}

/** One cell of an f-puzzles grid: its digit (a given when `given`), and its region (0-based). */
export interface FPuzzlesCell {
  value?: number;
  given?: boolean;
  region?: number;
  [other: string]: unknown;
}

/**
 * Keys of an f-puzzles document that are not constraints: the document's own fields, and the
 * solving app's settings. Every other key with something in it is a constraint, and one core does
 * not model is refused by name rather than dropped.
 */
const NOT_CONSTRAINTS = new Set([
  'size',
  'title',
  'author',
  'ruleset',
  'grid',
  'solution',
  'disabledlogic',
  'truecandidatesoptions',
  'version',
]);
const MODELLED = new Set(['diagonal+', 'diagonal-', 'antiknight', 'antiking', 'killercage', 'extraregion']);
/** What a cell of the grid may hold besides its digit and region: a player's marks and highlights. */
const CELL_NOTES = new Set([
  'value',
  'given',
  'region',
  'centerPencilMarks',
  'cornerPencilMarks',
  'givenPencilMarks',
  'highlight',
  'c',
]);

/** "R3C7" (1-based, as f-puzzles names cells) for a cell. */
function cellLabel(shape: Shape, cell: number): string {
  return `R${Math.floor(cell / shape.size) + 1}C${(cell % shape.size) + 1}`;
}

/**
 * Reads an f-puzzles JSON document (text or the parsed object) as a Grid with its rules: the givens
 * (cells marked `given`; a digit a player entered is not part of the puzzle), per-cell regions
 * (jigsaw), `diagonal+` / `diagonal-`, `antiknight`, `antiking`, `killercage` and `extraregion`.
 * A constraint core does not model (thermometers, arrows, ...) is refused by name, never ignored.
 * Throws PuzzleFormatError saying what and where.
 */
export function parseFPuzzles(input: string | object): Grid {
  let doc: unknown = input;
  if (typeof input === 'string') {
    try {
      doc = JSON.parse(input);
    } catch (error) {
      throw new PuzzleFormatError([{ message: `not f-puzzles JSON: ${(error as Error).message}` }]);
    }
  }
  const fail = (message: string): never => {
    throw new PuzzleFormatError([{ message }]);
  };
  if (typeof doc !== 'object' || doc === null || Array.isArray(doc))
    fail('an f-puzzles document is a JSON object');
  const record = doc as Record<string, unknown>;
  const size = record.size;
  const shape = typeof size === 'number' ? shapeOfSize(size) : undefined;
  if (shape === undefined) fail(`f-puzzles size ${String(size)} is not one core solves (4, 6, 9 or 16)`);
  const { cellCount, size: n } = shape!;
  const refused = Object.keys(record).filter(
    (key) => !NOT_CONSTRAINTS.has(key) && !MODELLED.has(key) && !isEmpty(record[key]),
  );
  if (refused.length > 0) {
    fail(
      `unsupported f-puzzles constraint${refused.length > 1 ? 's' : ''}: ${refused.map((key) => `"${key}"`).join(', ')}`,
    );
  }
  const grid = record.grid;
  if (
    !Array.isArray(grid) ||
    grid.length !== size ||
    grid.some((row) => !Array.isArray(row) || row.length !== size)
  ) {
    fail(`the f-puzzles grid must be ${n} rows of ${n} cells`);
  }
  const issues: FormatIssue[] = [];
  const cells = new Array<number>(cellCount).fill(0);
  const regions = boxRegions(shape!);
  let regionCount = 0;
  (grid as unknown[][]).forEach((row, r) => {
    row.forEach((raw, c) => {
      const at = { row: r + 1, column: c + 1 };
      if (typeof raw !== 'object' || raw === null) {
        issues.push({ ...at, message: `${cellLabel(shape!, r * n + c)} is not a cell object` });
        return;
      }
      const cell = raw as FPuzzlesCell;
      const unknown = Object.keys(cell).filter((key) => !CELL_NOTES.has(key) && !isEmpty(cell[key]));
      if (unknown.length > 0) {
        issues.push({
          ...at,
          message: `unsupported f-puzzles cell constraint at ${cellLabel(shape!, r * n + c)}: ${unknown.map((k) => `"${k}"`).join(', ')}`,
        });
      }
      if (cell.given === true) {
        const value = cell.value;
        if (typeof value !== 'number' || !Number.isInteger(value) || value < 1 || value > n) {
          issues.push({
            ...at,
            message: `the given at ${cellLabel(shape!, r * n + c)} is ${String(value)}, not a digit 1..${n}`,
          });
        } else cells[r * n + c] = value;
      }
      if ('region' in cell) {
        const region = cell.region;
        if (typeof region !== 'number' || !Number.isInteger(region) || region < 0 || region >= n) {
          issues.push({
            ...at,
            message: `the region of ${cellLabel(shape!, r * n + c)} is ${String(region)}, not 0..${n - 1}`,
          });
        } else {
          regions[r * n + c] = region;
          regionCount++;
        }
      }
    });
  });
  const readCells = (list: unknown, what: string): number[] => {
    if (!Array.isArray(list) || list.length === 0) {
      issues.push({ message: `${what} has no cells` });
      return [];
    }
    return list.map((label) => {
      const match = typeof label === 'string' ? /^R(\d+)C(\d+)$/i.exec(label) : null;
      const row = match ? Number(match[1]) : 0;
      const column = match ? Number(match[2]) : 0;
      if (row < 1 || row > n || column < 1 || column > n) {
        issues.push({ message: `${what} names a cell "${String(label)}" off the ${n}x${n} grid` });
        return 0;
      }
      return (row - 1) * n + column - 1;
    });
  };
  const houses: House[] = [];
  const [main, anti] = diagonalHouses(shape!);
  if (record['diagonal-'] === true) houses.push(main!);
  if (record['diagonal+'] === true) houses.push(anti!);
  const list = (key: string): unknown[] => {
    const value = record[key];
    if (value === undefined || value === null) return [];
    if (!Array.isArray(value)) {
      issues.push({ message: `f-puzzles "${key}" must be an array` });
      return [];
    }
    return value;
  };
  list('extraregion').forEach((region, k) => {
    const cellsOf = readCells((region as { cells?: unknown })?.cells, `extra region ${k + 1}`);
    houses.push({ name: `extra region ${k + 1}`, cells: cellsOf });
  });
  const cages: Cage[] = [];
  list('killercage').forEach((cage, k) => {
    const cellsOf = readCells((cage as { cells?: unknown })?.cells, `killer cage ${k + 1}`);
    const value = (cage as { value?: unknown })?.value;
    if (value === undefined || value === null || value === '') cages.push({ cells: cellsOf });
    else if (/^\d+$/.test(String(value))) cages.push({ cells: cellsOf, sum: Number(value) });
    else issues.push({ message: `killer cage ${k + 1} has the sum "${String(value)}", not a whole number` });
  });
  for (const key of ['diagonal+', 'diagonal-', 'antiknight', 'antiking']) {
    if (record[key] !== undefined && typeof record[key] !== 'boolean') {
      issues.push({ message: `f-puzzles "${key}" must be true or false` });
    }
  }
  if (issues.length > 0) throw new PuzzleFormatError(issues);
  const rules: {
    regions?: number[];
    houses?: House[];
    cages?: Cage[];
    antiknight?: boolean;
    antiking?: boolean;
  } = {};
  if (regionCount > 0) rules.regions = regions;
  if (houses.length > 0) rules.houses = houses;
  if (cages.length > 0) rules.cages = cages;
  if (record.antiknight === true) rules.antiknight = true;
  if (record.antiking === true) rules.antiking = true;
  try {
    return createGrid(shape!, cells, rules);
  } catch (error) {
    throw new PuzzleFormatError([{ message: (error as Error).message }]);
  }
}

/** Whether a document's value says nothing: absent, false, null, an empty array, object or string. */
function isEmpty(value: unknown): boolean {
  if (value === undefined || value === null || value === false || value === '') return true;
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === 'object') return Object.keys(value).length === 0;
  return false;
}

/**
 * A Grid as an f-puzzles document: the givens, the regions (every cell's, for a jigsaw), both
 * diagonals as `diagonal-` / `diagonal+` where they are houses, every other house as an
 * `extraregion`, the cages as `killercage` and the flags. parseFPuzzles reads it back to the same
 * puzzle (houses named as parseFPuzzles names them).
 */
export function formatFPuzzles(puzzle: Grid): FPuzzles {
  const grid = checkedGrid(puzzle);
  const { shape, rules = {} as Rules } = grid;
  const { size } = shape;
  const rows: FPuzzlesCell[][] = [];
  for (let r = 0; r < size; r++) {
    const row: FPuzzlesCell[] = [];
    for (let c = 0; c < size; c++) {
      const digit = grid.cells[r * size + c]!;
      const cell: FPuzzlesCell = digit === 0 ? {} : { value: digit, given: true };
      if (rules.regions !== undefined) cell.region = rules.regions[r * size + c]!;
      row.push(cell);
    }
    rows.push(row);
  }
  const doc: FPuzzles = { size, grid: rows };
  const [main, anti] = diagonalHouses(shape);
  const extra: House[] = [];
  for (const house of rules.houses ?? []) {
    if (same(house.cells, main!.cells)) doc['diagonal-'] = true;
    else if (same(house.cells, anti!.cells)) doc['diagonal+'] = true;
    else extra.push(house);
  }
  const labels = (cells: readonly number[]) =>
    cells.map((cell) => `R${Math.floor(cell / size) + 1}C${(cell % size) + 1}`);
  if (extra.length > 0) doc.extraregion = extra.map((house) => ({ cells: labels(house.cells) }));
  if (rules.cages !== undefined) {
    doc.killercage = rules.cages.map((cage) =>
      cage.sum === undefined
        ? { cells: labels(cage.cells) }
        : { cells: labels(cage.cells), value: String(cage.sum) },
    );
  }
  if (rules.antiknight === true) doc.antiknight = true;
  if (rules.antiking === true) doc.antiking = true;
  return doc;
}

function same(a: readonly number[], b: readonly number[]): boolean {
  return a.length === b.length && a.every((cell, i) => cell === b[i]);
}
