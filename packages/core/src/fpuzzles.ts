import { constraintModules } from './constraints/list.js';
import type { FPuzzlesReading } from './constraints/module.js';
import { describeValue, type FormatIssue, PuzzleFormatError } from './errors.js';
import { familiesOf } from './families.js';
import { checkedGrid, createGrid, type Grid } from './grid.js';
import type { Rules } from './rules.js';
import { cellName, type Shape, shapeOfSize } from './shape.js';

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
  difference?: { cells: string[]; value?: string }[];
  ratio?: { cells: string[]; value?: string }[];
  xv?: { cells: string[]; value: string }[];
  negative?: string[];
  nonconsecutive?: boolean;
  odd?: { cell: string }[];
  even?: { cell: string }[];
  quadruple?: { cells: string[]; values: number[] }[];
  littlekillersum?: { cell: string; cells: string[]; direction: string; value: string }[];
  sandwichsum?: { cell: string; value: string }[];
  thermometer?: { lines: string[][] }[];
  /** `cells`: the circle (a pill of several reads as one number, left to right, top to bottom); each of `lines` one arrow, drawn from the circle. */
  arrow?: { cells: string[]; lines: string[][] }[];
  whispers?: { lines: string[][] }[];
  renban?: { lines: string[][] }[];
  palindrome?: { lines: string[][] }[];
  betweenline?: { lines: string[][] }[];
}

/** One cell of an f-puzzles grid: its digit (a given when `given`), its region (0-based), its given pencil marks. */
export interface FPuzzlesCell {
  value?: number;
  given?: boolean;
  region?: number;
  /** The setter's candidates for the cell: it holds one of them. */
  givenPencilMarks?: number[];
  [other: string]: unknown;
}

/**
 * Keys of an f-puzzles document that are not constraints: the document's own fields, and the
 * solving app's settings. Every other key with something in it is a constraint, and one core does
 * not model is refused by name rather than dropped. Exported so that a tool translating f-puzzles
 * documents tells constraints from settings as core does.
 */
export const fpuzzlesNonConstraintKeys: ReadonlySet<string> = new Set([
  'size',
  'title',
  'author',
  'ruleset',
  'grid',
  'solution',
  'disabledlogic',
  'truecandidatesoptions',
  'version',
  // The names of the constraints in use, as newer exports list them beside the constraints' own
  // fields: the rules are read from those fields, and a name here adds none.
  'activeConstraints',
]);
/** The cosmetic fields in which f-puzzles also draws some constraints it states in their own fields. */
const COSMETIC_DRAWINGS: ReadonlySet<string> = new Set(['line', 'cage']);
/**
 * f-puzzles' drawings, in the order a message names them: a setter's text, shapes on cells, lines and
 * cages with no sum. None is a rule to f-puzzles, but a setter may write a rule only as one.
 */
const DRAWING_KINDS = ['text', 'circle', 'rectangle', 'line', 'cage'] as const;
type DrawingKind = (typeof DRAWING_KINDS)[number];
const DRAWINGS: ReadonlySet<string> = new Set(DRAWING_KINDS);
/** How many of a drawing's cells a message names before it says "...". */
const CELLS_NAMED = 3;

/** How parseFPuzzles reads a document. */
export interface FPuzzlesReadOptions {
  /**
   * Leave out the drawings (`text`, `circle`, `rectangle`, `line`, `cage`) that are not the drawing of
   * a constraint the document states, instead of refusing the document. Only for a person who has
   * seen them and knows them for decoration: a drawing may hold a rule the solver then never sees.
   * A constraint field is never left out. False by default.
   */
  readonly ignoreDrawings?: boolean;
  /** Told, once, what was left out (`text "Killer" at R1C1 and 2 circles (R3C3, R5C5)`), when anything was. */
  readonly onDrawingsLeftOut?: (drawings: string) => void;
}

/**
 * The refusal of a document for its drawings: a PuzzleFormatError whose `drawings` says what it
 * draws, so a tool can offer to open it with `ignoreDrawings`.
 */
export class FPuzzlesDrawingsError extends PuzzleFormatError {
  constructor(readonly drawings: string) {
    super([
      {
        message: `the document draws ${drawings}: drawings can hold rules the solver cannot see; if they are only decoration, open it with them left out (ignoreDrawings, or --ignore-drawings on the command line)`,
      },
    ]);
  }
}
/** The keys the families' modules read. */
const MODELLED = new Set(constraintModules.flatMap((module) => module.fpuzzles.keys));
/**
 * What a cell of the grid may hold besides its digit: the keys families read on a cell (its region, the
 * setter's `givenPencilMarks`), and a player's marks and highlights, which say nothing of the puzzle.
 */
const CELL_NOTES = new Set([
  ...constraintModules.flatMap((module) => module.fpuzzles.cellKeys ?? []),
  'value',
  'given',
  'centerPencilMarks',
  'cornerPencilMarks',
  // The candidates f-puzzles shows a solver in the cell (saved with every cell once shown): a
  // player's notes, no rule; a setter's are `givenPencilMarks`.
  'candidates',
  'highlight',
  'c',
  // A cell's several colours (one colour is `c`): a drawing, no rule.
  'cArray',
]);

/**
 * Reads an f-puzzles JSON document (text or the parsed object) as a Grid with its rules: the givens
 * (cells marked `given`; a digit a player entered is not part of the puzzle), per-cell regions
 * (jigsaw), the setter's given pencil marks (`givenPencilMarks`), and every family's fields (constraints/list.ts): `diagonal+` / `diagonal-`, `antiknight`,
 * `antiking`, `killercage`, `extraregion`, kropki's `difference` / `ratio`, `xv`, `negative`,
 * `nonconsecutive`, `odd` / `even`, `quadruple`, `littlekillersum`, `sandwichsum`, `thermometer`,
 * `arrow`, `palindrome`, `betweenline`, and Rangsk's `whispers` and `renban`.
 * A constraint core does not model is refused by name, never ignored. A drawing (text, circle,
 * rectangle, line, cage) is refused too, naming each kind, its count and its first cells
 * (FPuzzlesDrawingsError), unless `options.ignoreDrawings` leaves it out; a drawing of a constraint
 * the document states is read past either way.
 * Throws PuzzleFormatError saying what and where.
 */
export function parseFPuzzles(input: string | object, options: FPuzzlesReadOptions = {}): Grid {
  let doc: unknown = input;
  if (typeof input === 'string') {
    try {
      // A file saved with a byte order mark (as some Windows editors save UTF-8) starts with U+FEFF,
      // which JSON.parse refuses where a person sees no character at all.
      doc = JSON.parse(input.replace(/^\uFEFF/, ''));
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
  // A size written as text ("9") would otherwise read as the very size the message lists.
  if (size === undefined) fail('the f-puzzles document has no "size"');
  if (typeof size !== 'number') fail(`f-puzzles "size" is ${describeValue(size)}, not a number`);
  if (shape === undefined) fail(`f-puzzles size ${String(size)} is not one core solves (4, 6, 9 or 16)`);
  const { cellCount, size: n } = shape!;
  const unread = Object.keys(record).filter(
    (key) =>
      !fpuzzlesNonConstraintKeys.has(key) &&
      !MODELLED.has(key) &&
      !isEmpty(record[key]) &&
      !drawsOnlyStatedRules(record, key),
  );
  // A constraint core does not model is refused first: no option reads past it.
  const refused = unread.filter((key) => !DRAWINGS.has(key));
  if (refused.length > 0) {
    fail(
      `unsupported f-puzzles constraint${refused.length > 1 ? 's' : ''}: ${refused.map((key) => `"${key}"`).join(', ')}`,
    );
  }
  const drawn = DRAWING_KINDS.filter((kind) => unread.includes(kind));
  if (drawn.length > 0) {
    const drawings = describeDrawings(shape!, record, drawn);
    if (options.ignoreDrawings !== true) throw new FPuzzlesDrawingsError(drawings);
    options.onDrawingsLeftOut?.(drawings);
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
  const gridCells: Record<string, unknown>[] = [];
  (grid as unknown[][]).forEach((row, r) => {
    row.forEach((raw, c) => {
      const at = { row: r + 1, column: c + 1 };
      if (typeof raw !== 'object' || raw === null) {
        issues.push({ ...at, message: `${cellName(shape!, r * n + c)} is not a cell object` });
        gridCells.push({});
        return;
      }
      const cell = raw as FPuzzlesCell;
      gridCells.push(cell);
      const unknown = Object.keys(cell).filter((key) => !CELL_NOTES.has(key) && !isEmpty(cell[key]));
      if (unknown.length > 0) {
        issues.push({
          ...at,
          message: `unsupported f-puzzles cell constraint at ${cellName(shape!, r * n + c)}: ${unknown.map((k) => `"${k}"`).join(', ')}`,
        });
      }
      if (cell.given === true) {
        const value = cell.value;
        if (typeof value !== 'number' || !Number.isInteger(value) || value < 1 || value > n) {
          issues.push({
            ...at,
            message: `the given at ${cellName(shape!, r * n + c)} is ${typeof value === 'string' ? describeValue(value) : String(value)}, not a digit 1..${n}`,
          });
        } else cells[r * n + c] = value;
      }
    });
  });
  const reading: FPuzzlesReading = {
    shape: shape!,
    doc: record,
    gridCells,
    cellsOf(list, what) {
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
    },
    listOf(key) {
      const value = record[key];
      if (value === undefined || value === null) return [];
      if (!Array.isArray(value)) {
        issues.push({ message: `f-puzzles "${key}" must be an array` });
        return [];
      }
      return value;
    },
    report: (issue) => issues.push(issue),
  };
  const rules: Record<string, unknown> = {};
  for (const module of constraintModules) {
    const value = module.fpuzzles.read(reading);
    if (value !== undefined) rules[module.kind] = value;
  }
  if (issues.length > 0) throw new PuzzleFormatError(issues);
  try {
    return createGrid(shape!, cells, rules as Rules);
  } catch (error) {
    throw new PuzzleFormatError([{ message: (error as Error).message }]);
  }
}

/** A cell as the document labels it ("R1C1"): a drawing is named the way its document places it. */
function cellLabel(shape: Shape, cell: number): string {
  return `R${Math.floor(cell / shape.size) + 1}C${(cell % shape.size) + 1}`;
}

/** A drawing's cells: `cells` for text, shapes and cages, every line's for a line. */
function drawingCells(entry: unknown): unknown[] {
  const { cells, lines } = (entry ?? {}) as Record<string, unknown>;
  if (Array.isArray(cells)) return cells;
  return Array.isArray(lines) ? lines.flatMap((line) => (Array.isArray(line) ? line : [])) : [];
}

/** Where a drawing is: its first cell as the document names it ("R1C1"), or "off the grid". */
function drawingPlace(shape: Shape, entry: unknown): string {
  const first = drawingCells(entry)[0];
  const match = typeof first === 'string' ? /^R(\d+)C(\d+)$/i.exec(first) : null;
  const row = Number(match?.[1] ?? 0);
  const column = Number(match?.[2] ?? 0);
  const on = row >= 1 && row <= shape.size && column >= 1 && column <= shape.size;
  return on ? cellLabel(shape, (row - 1) * shape.size + column - 1) : 'no cell';
}

/** A drawing as a message names it: a text by its words and cell, any other by its first cell. */
function drawingLabel(shape: Shape, kind: DrawingKind, entry: unknown): string {
  const value = (entry as { value?: unknown } | null)?.value;
  const place = drawingPlace(shape, entry);
  return kind === 'text' && typeof value === 'string' ? `${JSON.stringify(value)} at ${place}` : place;
}

/**
 * What a document draws, kind by kind, with the first cells: `text "Killer" at R1C1 and 2 circles
 * (R3C3, R5C5)`. A field that is not a list counts as one drawing.
 */
function describeDrawings(
  shape: Shape,
  record: Record<string, unknown>,
  kinds: readonly DrawingKind[],
): string {
  const parts = kinds.map((kind) => {
    const value = record[kind];
    const entries = Array.isArray(value) ? value : [value];
    const labels = entries.slice(0, CELLS_NAMED).map((entry) => drawingLabel(shape, kind, entry));
    if (entries.length > CELLS_NAMED) labels.push('...');
    if (entries.length === 1)
      return `${kind === 'text' ? 'text' : `a ${kind}`} ${kind === 'text' ? labels[0] : `at ${labels[0]}`}`;
    const plural = kind === 'text' ? 'texts' : `${kind}s`;
    return `${entries.length} ${plural} (${labels.join(', ')})`;
  });
  return parts.length === 1 ? parts[0]! : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}

/**
 * The f-puzzles field a constraint's display name stands for, where the two differ: f-puzzles draws
 * some constraints again as cosmetic lines or cages marked `fromConstraint: "German Whispers"`.
 */
const FIELD_OF_NAME: Readonly<Record<string, string>> = { germanwhispers: 'whispers' };

/** The field a `fromConstraint` name stands for: "German Whispers" is `whispers`, "Renban" `renban`. */
function fieldOfName(name: string): string {
  const squeezed = name.toLowerCase().replace(/[^a-z+-]/g, '');
  return FIELD_OF_NAME[squeezed] ?? squeezed;
}

/**
 * Whether a cosmetic field (`line`, `cage`) holds only the drawings of constraints the document states
 * in their own fields: f-puzzles saves a German whispers line both under `whispers` and as a `line`
 * marked `fromConstraint: "German Whispers"` (or `isNewConstraint`, the same cells as a stated line). Those drawings add no rule, so they are read past; a
 * cosmetic of its own (a rule written only as a drawing) is still refused, and so is a drawing of a
 * constraint the document does not state, whose rule would otherwise be lost.
 */
function drawsOnlyStatedRules(record: Record<string, unknown>, key: string): boolean {
  const value = record[key];
  if (!COSMETIC_DRAWINGS.has(key) || !Array.isArray(value)) return false;
  return value.every((entry) => {
    const { fromConstraint: from, isNewConstraint, lines } = (entry ?? {}) as Record<string, unknown>;
    if (typeof from === 'string') {
      const field = fieldOfName(from);
      return field !== key && !isEmpty(record[field]);
    }
    // Rangsk's f-puzzles extension marks its drawing `isNewConstraint` without naming the constraint:
    // a drawing of a stated line when each of its lines is one of that constraint's, cell for cell.
    return (
      isNewConstraint === true &&
      Array.isArray(lines) &&
      lines.length > 0 &&
      lines.every((line) => isStatedLine(record, line))
    );
  });
}

/** The line families' fields, whose entries hold `lines`. */
const LINE_FIELDS = ['renban', 'whispers', 'palindrome', 'betweenline', 'thermometer'] as const;

/** Whether `line` is, cell for cell, a line of a line constraint the document states. */
function isStatedLine(record: Record<string, unknown>, line: unknown): boolean {
  const key = JSON.stringify(line);
  return LINE_FIELDS.some((field) => {
    const entries = record[field];
    return (
      Array.isArray(entries) &&
      entries.some((entry) => {
        const lines = (entry as { lines?: unknown } | null)?.lines;
        return Array.isArray(lines) && lines.some((stated) => JSON.stringify(stated) === key);
      })
    );
  });
}

/** A document closed by its last '}', then '# name' to the end: no '}' after the '#', so a '#' in a string never ends it. */
const DOCUMENT_THEN_COMMENT = /^(\s*\{[\s\S]*\})\s*#([^}\n]*)$/;

/**
 * An f-puzzles document followed by a comment (`{...} # name`, the space optional), as a line of a
 * puzzle list carries a name: the document's text and the comment, or null when the text is not that
 * (a document alone, or text before the '#' that is no JSON). A '#' inside the document's strings is
 * left alone.
 */
export function splitDocumentComment(text: string): { document: string; comment: string } | null {
  // A byte order mark before the document (a file's first line) is no JSON, as parseFPuzzles knows.
  const match = DOCUMENT_THEN_COMMENT.exec(text.replace(/^\uFEFF/, '').trimEnd());
  if (match === null) return null;
  try {
    JSON.parse(match[1]!);
  } catch {
    return null;
  }
  return { document: match[1]!, comment: match[2]!.trim() };
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
      row.push(cell);
    }
    rows.push(row);
  }
  const doc: FPuzzles = { size, grid: rows };
  for (const { module, value } of familiesOf(rules)) {
    module.fpuzzles.write(shape, value as never, doc as unknown as Record<string, unknown>);
  }
  return doc;
}
