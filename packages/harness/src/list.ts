import {
  type Grid,
  isSeparatorLine,
  PuzzleFormatError,
  parseFPuzzles,
  parseGrid,
  parsePuzzle,
  shapeOfSize,
  splitDocumentComment,
  splitRow,
} from '@sudoku-lab/core';
import { parseCandidates } from '@sudoku-lab/logic';
import { isPuzzleLink, linkDocument } from './links.js';

/** A puzzle of a list: where it was read, its name, and its grid, or why its line is not one. */
export interface PuzzleEntry {
  /** Its place in the input, from 0, malformed lines counted. */
  readonly index: number;
  /** Where it was read: "file:line" ("stdin:3", "built-in:5"). */
  readonly source: string;
  /** The text after '#' on its line, or null. */
  readonly name: string | null;
  readonly grid?: Grid;
  /**
   * A player's pencil marks, where the line held them (the 729-character form of Sudoku Explainer and
   * tdoku: see logic's parseCandidates): a mask a cell, bit d-1 for digit d. `grid` is then the cells
   * marked with one digit; hint and explain start from the marks.
   */
  readonly candidates?: Uint16Array;
  readonly error?: string;
  /**
   * What an f-puzzles document drew that was left out (`text "Killer" at R1C1 and 2 circles (R3C3,
   * R5C5)`), read with `ignoreDrawings`; absent when nothing was.
   */
  readonly drawingsLeftOut?: string;
}

/** How a list is read. */
export interface ListOptions {
  /** Read f-puzzles documents with their drawings left out (core's `ignoreDrawings`), not refused. */
  readonly ignoreDrawings?: boolean;
}

/** Where the puzzles of a run come from. */
export interface PuzzleInput {
  /** Every puzzle, streamed: nothing is kept once it is handed on. */
  entries(): AsyncGenerator<PuzzleEntry>;
  /** How much of the input has been read (0..1), where its size is known. */
  fraction(): number | undefined;
  /** For people: "puzzles.txt", "2 files", "the built-in set". */
  readonly description: string;
}

/** An entry before it has its place in the input. */
export type ListItem = Omit<PuzzleEntry, 'index'>;

/**
 * Text from a file or a person, made safe to print: control characters (a terminal escape starts with
 * one), and the marks that reorder text on screen, written as escapes (`\x1b`, `\u202e`).
 */
export function printable(text: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is replaced
  return text.replace(/[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, (char) => {
    const code = char.charCodeAt(0);
    return code < 0x100
      ? `\\x${code.toString(16).padStart(2, '0')}`
      : `\\u${code.toString(16).padStart(4, '0')}`;
  });
}

/** A multi-line grid being read: its first line, name, rows so far, and the row count it needs. */
interface Block {
  readonly line: number;
  name: string | null;
  readonly rows: string[];
  readonly size: number;
}

/** Row lengths of the shapes core supports: a line this wide that is no puzzle may start a multi-line grid. */
const ROW_WIDTHS = new Set([4, 6, 9, 16]);

/**
 * The one reader of puzzle lists, fed a line at a time. A line holds a puzzle in any one-line form
 * parseGrid reads (81 characters, '.', '0' or '_' for empty; the 16, 36 and 256 of the other shapes;
 * numbers separated by spaces; a variant's line form, see core's parsePuzzle), a JSON array (LeetCode's
 * board, row strings, numbers) or an f-puzzles JSON document (a line each, or one document over
 * several lines: a variant with its rules, see core's parseFPuzzles), a JSON array of such documents
 * (each a puzzle, found at the line where it starts), or a link that carries one (an
f-puzzles `?load=` link, a SudokuPad link or `fpuz` id: see links.ts). A grid
 * written a row a line (with or without '|' and "-+-" lines) is read as one puzzle; a blank line ends
 * it. A JSON board written over several lines (pretty-printed) is one puzzle too. A line of pencil
 * marks (729 characters: nine a cell, see logic's parseCandidates) is the puzzle of its one-digit
 * cells with the marks beside it. A line `PUZZLE RATING` (a rated set: the puzzle, a space and a
 * number such as 2.5, or ER/EP/ED) is the puzzle, named by its rating. '#' starts a comment; a comment
 * after a puzzle is its name. A malformed line becomes an item with an error that says what is wrong,
 * and reading goes on.
 */
export class PuzzleListReader {
  private lineNumber = 0;
  private block: Block | undefined;
  /** An f-puzzles JSON document written over several lines, being read: its first line and its text so far. */
  private json: { line: number; text: string } | undefined;
  /** A JSON board written over several lines, being read: its first line, name and text so far. */
  private array: { line: number; name: string | null; text: string; lines: number } | undefined;
  /** A JSON array of f-puzzles documents, being read: its first line, its text so far, and the scan's state. */
  private documents: DocumentArray | undefined;

  /** `label` names the input in sources: "puzzles.txt" gives "puzzles.txt:3". */
  constructor(
    private readonly label: string,
    private readonly options: ListOptions = {},
  ) {}

  /** The item of an f-puzzles document (text or parsed), read with the list's options. */
  private document(source: string, name: string | null, document: () => string): ListItem {
    let drawingsLeftOut: string | undefined;
    const item = parsed(source, name, () =>
      parseFPuzzles(document(), {
        ignoreDrawings: this.options.ignoreDrawings === true,
        onDrawingsLeftOut: (drawings) => {
          drawingsLeftOut = printable(drawings);
        },
      }),
    );
    return drawingsLeftOut === undefined || item.grid === undefined ? item : { ...item, drawingsLeftOut };
  }

  /** The items a line completes (none, one, or two when it ends a grid and is a puzzle itself). */
  line(raw: string): ListItem[] {
    this.lineNumber++;
    const items: ListItem[] = [];
    // An array of f-puzzles documents: '[' then '{' (on one line, or '[' alone on the line before). Its
    // lines are kept whole ('#' may stand in a title) until the array closes.
    const opensDocuments = /^\s*\[\s*\{/.test(raw) && this.block === undefined && this.json === undefined;
    const documentAfterBracket =
      this.array !== undefined && this.array.text.trim() === '[' && raw.trimStart().startsWith('{');
    if (this.documents !== undefined || opensDocuments || documentAfterBracket) {
      if (documentAfterBracket) {
        this.documents = newDocumentArray(this.array!.line);
        scanDocuments(this.documents, '[\n', this.array!.line);
        this.array = undefined;
      }
      this.documents ??= newDocumentArray(this.lineNumber);
      scanDocuments(this.documents, `${raw}\n`, this.lineNumber);
      if (this.documents.depth <= 0) items.push(...this.finishDocuments());
      return items;
    }
    // An f-puzzles JSON document: a line of its own (JSON lines), or a document over several lines,
    // read until it parses. '#' may stand in its strings, so no comment is cut from it.
    if (this.json !== undefined || (raw.trimStart().startsWith('{') && this.block === undefined)) {
      // A whole document on a line while one is open: the open one was a JSON line cut short, not the
      // first line of a document over several lines (no such line holds a whole document). It is
      // malformed where it starts, and this line starts afresh, so the rest of the list is still read.
      if (this.json !== undefined && isWholeDocument(raw)) items.push(this.finishJson());
      const first = this.json === undefined;
      const named = first ? namedDocument(raw) : null;
      if (named !== null) {
        items.push(this.document(`${this.label}:${this.lineNumber}`, named.name, () => named.text));
        return items;
      }
      this.json ??= { line: this.lineNumber, text: '' };
      this.json.text += `${raw}\n`;
      // A line that closes itself ('}' at its end) is a document of its own, whole or malformed: a
      // broken JSON line is reported there, and the lines after it are read as they are.
      if (!isJson(this.json.text) && !(first && raw.trimEnd().endsWith('}'))) return items;
      items.push(this.finishJson());
      return items;
    }
    // A link (f-puzzles, SudokuPad) or a SudokuPad id: the f-puzzles document it carries. Read before
    // comments, as a link may hold '#'.
    if (isPuzzleLink(raw.split(/\s#/)[0]!)) {
      if (this.block) items.push(this.finish());
      const [link, ...comment] = raw.split(/\s#/);
      const name = comment.length === 0 ? null : printable(comment.join(' #').trim()) || null;
      items.push(this.document(`${this.label}:${this.lineNumber}`, name, () => linkDocument(link!)));
      return items;
    }
    const hash = raw.indexOf('#');
    const body = (hash === -1 ? raw : raw.slice(0, hash)).trim();
    const name = hash === -1 ? null : printable(raw.slice(hash + 1).trim()) || null;
    if (this.array !== undefined) {
      if (continuesArray(body)) return this.addToArray(body, name);
      items.push(this.finishArray()); // a line no JSON board goes on with: the board never closed
    }
    if (body === '') {
      if (hash === -1 && this.block) items.push(this.finish()); // a blank line ends a grid; a comment line does not
      return items;
    }
    if (isSeparatorLine(body)) return items;
    const source = `${this.label}:${this.lineNumber}`;
    const block = this.block;
    if (block) {
      if (splitRow(body).length === block.size && !body.startsWith('[')) {
        block.rows.push(body);
        block.name ??= name;
        if (block.rows.length === block.size) items.push(this.finish());
        return items;
      }
      items.push(this.finish());
    }
    if (looksLikeJsonPuzzle(body)) {
      // A board over several lines (JSON.stringify(board, null, 2), or a row a line) opens more than it closes.
      if (!isJson(body) && depthOf(body) > 0) {
        this.array = { line: this.lineNumber, name, text: '', lines: 0 };
        return this.addToArray(body, name);
      }
      items.push(parsed(source, name, () => parseGrid(parsePuzzleJson(body))));
      return items;
    }
    if (isPencilMarks(body)) {
      items.push(pencilMarked(source, name, body));
      return items;
    }
    // Any one-line form: a classic line, or a variant's line form (the givens, then its rule tokens).
    let item = parsed(source, name, () => parsePuzzle(body));
    const rated = item.error === undefined ? null : RATED.exec(body);
    if (rated !== null) {
      const puzzle = parsed(source, name ?? `rated ${rated[2]}`, () => parsePuzzle(rated[1]!));
      if (puzzle.error === undefined) item = puzzle;
    }
    const width = splitRow(body).length;
    if (item.error !== undefined && ROW_WIDTHS.has(width)) {
      this.block = { line: this.lineNumber, name, rows: [body], size: width };
    } else {
      items.push(item);
    }
    return items;
  }

  /** What the end of the input completes: a grid cut short, or a JSON document that never closed. */
  end(): ListItem[] {
    if (this.json !== undefined) return [this.finishJson()];
    if (this.documents !== undefined) return this.finishDocuments();
    if (this.array !== undefined) return [this.finishArray()];
    return this.block ? [this.finish()] : [];
  }

  /** A line of a JSON board over several lines: the board once its brackets close (or it grows too long). */
  private addToArray(body: string, name: string | null): ListItem[] {
    const array = this.array!;
    array.text += `${body}\n`;
    array.name ??= name;
    array.lines++;
    if (depthOf(array.text) > 0 && array.lines < MAX_ARRAY_LINES) return [];
    return [this.finishArray()];
  }

  private finishArray(): ListItem {
    const { line, name, text, lines } = this.array!;
    this.array = undefined;
    return parsed(`${this.label}:${line}`, name, () => {
      if (depthOf(text) > 0) {
        const why =
          lines >= MAX_ARRAY_LINES ? `within ${MAX_ARRAY_LINES} lines` : 'before the lines after it';
        throw new PuzzleFormatError([{ message: `the JSON board that starts here does not close ${why}` }]);
      }
      return parseGrid(parsePuzzleJson(text));
    });
  }

  private finishJson(): ListItem {
    const { line, text } = this.json!;
    this.json = undefined;
    return this.document(`${this.label}:${line}`, null, () => text);
  }

  /** Each document of the array, at the line where it starts; the array as one error where it does not parse. */
  private finishDocuments(): ListItem[] {
    const { line, text, starts, depth } = this.documents!;
    this.documents = undefined;
    let documents: unknown;
    try {
      if (depth > 0) throw new Error('it does not close before the input ends');
      documents = JSON.parse(text);
    } catch (error) {
      const why = `the JSON array of f-puzzles documents that starts here is not JSON: ${(error as Error).message}`;
      return [{ source: `${this.label}:${line}`, name: null, error: printable(why) }];
    }
    const list = documents as unknown[];
    return list.map((document, k) => {
      const source = `${this.label}:${starts[k] ?? line}`;
      return this.document(source, null, () => {
        if (document === null || typeof document !== 'object' || Array.isArray(document)) {
          throw new PuzzleFormatError([
            { message: `element ${k + 1} of the array is not an f-puzzles document (an object)` },
          ]);
        }
        return JSON.stringify(document);
      });
    });
  }

  private finish(): ListItem {
    const { line, name, rows, size } = this.block!;
    this.block = undefined;
    // A lone row-wide line is more likely a broken one-line puzzle: say what is wrong with it as a line.
    // Otherwise the rows' width gives the shape, so a grid cut short is told how many rows it lacks.
    const parse = () =>
      rows.length === 1 ? parseGrid(rows[0]) : parseGrid(rows.join('\n'), { shape: shapeOfSize(size)! });
    return parsed(`${this.label}:${line}`, name, parse);
  }
}

/** The puzzles of a list held in memory (a paste, a file read whole), in order. */
export function readPuzzleList(label: string, text: string, options?: ListOptions): PuzzleEntry[] {
  const reader = new PuzzleListReader(label, options);
  const items = text.split(/\r\n|\r|\n/).flatMap((line) => reader.line(line));
  return [...items, ...reader.end()].map((item, index) => ({ index, ...item }));
}

/** The puzzles of lines read as they come (a stream), in order. */
export async function* readPuzzleLines(
  label: string,
  lines: AsyncIterable<string> | Iterable<string>,
  options?: ListOptions,
): AsyncGenerator<ListItem> {
  const reader = new PuzzleListReader(label, options);
  for await (const line of lines) yield* reader.line(line);
  yield* reader.end();
}

/** Puzzles given as lines in memory (the built-in set), read exactly as a file's lines are. */
export function linesInput(
  label: string,
  lines: readonly string[],
  description: string,
  options?: ListOptions,
): PuzzleInput {
  let read = 0;
  return {
    description,
    fraction: () => (lines.length === 0 ? undefined : read / lines.length),
    async *entries() {
      let index = 0;
      const counted = (function* () {
        for (const line of lines) {
          read++;
          yield line;
        }
      })();
      for await (const item of readPuzzleLines(label, counted, options)) yield { index: index++, ...item };
    },
  };
}

function parsed(source: string, name: string | null, parse: () => Grid): ListItem {
  try {
    return { source, name, grid: parse() };
  } catch (error) {
    if (!(error instanceof PuzzleFormatError)) throw error;
    return { source, name, error: printable(error.message) };
  }
}

/** An array of documents as it is read: where it starts, its text, and where its scan stands. */
interface DocumentArray {
  readonly line: number;
  text: string;
  /** The line each element at the array's top level starts on. */
  readonly starts: number[];
  /** Brackets and braces opened less closed, outside strings: 0 once the array has closed. */
  depth: number;
  quoted: boolean;
  escaped: boolean;
}

function newDocumentArray(line: number): DocumentArray {
  return { line, text: '', starts: [], depth: 0, quoted: false, escaped: false };
}

/** Adds a line to the array, noting where each element starts, so that an error names its line. */
function scanDocuments(array: DocumentArray, chunk: string, line: number): void {
  array.text += chunk;
  for (const char of chunk) {
    if (array.quoted) {
      if (array.escaped) array.escaped = false;
      else if (char === '\\') array.escaped = true;
      else if (char === '"') array.quoted = false;
    } else if (char === '"') array.quoted = true;
    else if (char === '[' || char === '{') {
      if (array.depth === 1) array.starts.push(line);
      array.depth++;
    } else if (char === ']' || char === '}') array.depth--;
  }
}

/** The most lines a JSON board may take: a 16x16 board of strings, a cell a line (JSON.stringify's indent), takes 290. */
const MAX_ARRAY_LINES = 300;

/**
 * Whether a line can go on with a JSON board: it starts a row or ends one ('[', ']'), or holds a cell
 * (a string, null, or a number of one or two digits, then a comma or ']'), so a puzzle line after a
 * board that never closed is read as itself.
 */
function continuesArray(body: string): boolean {
  return body !== '' && /^(\[|\]|"|null\b|-?\d{1,2}\s*(,|\]|$))/.test(body);
}

/** '[' opened less ']' closed, outside strings. */
function depthOf(text: string): number {
  let depth = 0;
  let quoted = false;
  for (let k = 0; k < text.length; k++) {
    const char = text[k];
    if (quoted) {
      if (char === '\\') k++;
      else if (char === '"') quoted = false;
    } else if (char === '"') quoted = true;
    else if (char === '[') depth++;
    else if (char === ']') depth--;
  }
  return depth;
}

/** `PUZZLE RATING`: a puzzle written without spaces, a space, and a rating (2.5, or ER/EP/ED as 7.1/1.2/1.2). */
const RATED = /^(\S+)\s+(\d+(?:\.\d+)?(?:\/\d+(?:\.\d+)?){0,2})$/;

/** Pencil marks' length: nine places a cell, 81 cells. */
const PENCIL_MARKS = 729;

/** Whether a line holds pencil marks: 729 digits and dots (or zeros), with spaces and '|' between groups. */
function isPencilMarks(body: string): boolean {
  const chars = body.replace(/[\s|]/g, '');
  return chars.length === PENCIL_MARKS && /^[0-9.]+$/.test(chars);
}

/** A line of pencil marks: the puzzle of its cells marked with one digit, and the marks. */
function pencilMarked(source: string, name: string | null, body: string): ListItem {
  try {
    const candidates = parseCandidates(body);
    const cells = Array.from(candidates, (mask) => ((mask & (mask - 1)) === 0 ? Math.log2(mask) + 1 : 0));
    return { source, name, grid: parseGrid(cells), candidates };
  } catch (error) {
    if (!(error instanceof PuzzleFormatError)) throw error;
    return { source, name, error: printable(error.message) };
  }
}

/** Whether text is one whole JSON value (an f-puzzles document read line by line is complete). */
/**
 * A JSON line with a trailing '# name' (as any puzzle line may carry): the document's text and the
 * name, or null when the line is not one (core's splitDocumentComment says).
 */
function namedDocument(raw: string): { text: string; name: string | null } | null {
  const split = splitDocumentComment(raw);
  return split === null ? null : { text: split.document, name: printable(split.comment) || null };
}

/** Whether a line is a whole f-puzzles document (an object with a grid), alone or followed by '# name'. */
function isWholeDocument(raw: string): boolean {
  if (!raw.trimStart().startsWith('{')) return false;
  if (splitDocumentComment(raw) !== null) return true;
  try {
    const value: unknown = JSON.parse(raw);
    return typeof value === 'object' && value !== null && 'grid' in value;
  } catch {
    return false;
  }
}

function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * Whether text is a puzzle written as JSON (a board, LeetCode's char[][], or a flat array): it starts
 * with '['. The one test of it: the puzzle lists here and the web app's paste box both ask it.
 */
export function looksLikeJsonPuzzle(text: string): boolean {
  return /^\s*\[/.test(text);
}

/**
 * A puzzle's JSON parsed for core's parseGrid or parsePuzzle: a board or a flat array, LeetCode's
 * board also single-quoted, as its examples print it. Not JSON: a PuzzleFormatError that says so.
 */
export function parsePuzzleJson(text: string): unknown {
  try {
    return JSON.parse(text.includes('"') ? text : text.replace(/'/g, '"'));
  } catch (error) {
    throw new PuzzleFormatError([
      { message: `it starts with '[' but is not a JSON array: ${(error as Error).message}` },
    ]);
  }
}
