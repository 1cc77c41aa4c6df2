import {
  type Grid,
  isSeparatorLine,
  PuzzleFormatError,
  parseFPuzzles,
  parseGrid,
  parsePuzzle,
  shapeOfSize,
  splitRow,
} from '@sudoku-lab/core';
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
  readonly error?: string;
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
 * several lines: a variant with its rules, see core's parseFPuzzles), or a link that carries one (an
f-puzzles `?load=` link, a SudokuPad link or `fpuz` id: see links.ts). A grid
 * written a row a line (with or without '|' and "-+-" lines) is read as one puzzle; a blank line ends
 * it. '#' starts a comment; a comment after a puzzle is its name. A malformed line becomes an item
 * with an error that says what is wrong, and reading goes on.
 */
export class PuzzleListReader {
  private lineNumber = 0;
  private block: Block | undefined;
  /** An f-puzzles JSON document written over several lines, being read: its first line and its text so far. */
  private json: { line: number; text: string } | undefined;

  /** `label` names the input in sources: "puzzles.txt" gives "puzzles.txt:3". */
  constructor(private readonly label: string) {}

  /** The items a line completes (none, one, or two when it ends a grid and is a puzzle itself). */
  line(raw: string): ListItem[] {
    this.lineNumber++;
    const items: ListItem[] = [];
    // An f-puzzles JSON document: a line of its own (JSON lines), or a document over several lines,
    // read until it parses. '#' may stand in its strings, so no comment is cut from it.
    if (this.json !== undefined || (raw.trimStart().startsWith('{') && this.block === undefined)) {
      const first = this.json === undefined;
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
      items.push(parsed(`${this.label}:${this.lineNumber}`, name, () => parseFPuzzles(linkDocument(link!))));
      return items;
    }
    const hash = raw.indexOf('#');
    const body = (hash === -1 ? raw : raw.slice(0, hash)).trim();
    const name = hash === -1 ? null : printable(raw.slice(hash + 1).trim()) || null;
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
    if (body.startsWith('[')) {
      items.push(parsed(source, name, () => parseGrid(parseJson(body))));
      return items;
    }
    // Any one-line form: a classic line, or a variant's line form (the givens, then its rule tokens).
    const item = parsed(source, name, () => parsePuzzle(body));
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
    return this.block ? [this.finish()] : [];
  }

  private finishJson(): ListItem {
    const { line, text } = this.json!;
    this.json = undefined;
    return parsed(`${this.label}:${line}`, null, () => parseFPuzzles(text));
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
export function readPuzzleList(label: string, text: string): PuzzleEntry[] {
  const reader = new PuzzleListReader(label);
  const items = text.split(/\r\n|\r|\n/).flatMap((line) => reader.line(line));
  return [...items, ...reader.end()].map((item, index) => ({ index, ...item }));
}

/** The puzzles of lines read as they come (a stream), in order. */
export async function* readPuzzleLines(
  label: string,
  lines: AsyncIterable<string> | Iterable<string>,
): AsyncGenerator<ListItem> {
  const reader = new PuzzleListReader(label);
  for await (const line of lines) yield* reader.line(line);
  yield* reader.end();
}

/** Puzzles given as lines in memory (the built-in set), read exactly as a file's lines are. */
export function linesInput(label: string, lines: readonly string[], description: string): PuzzleInput {
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
      for await (const item of readPuzzleLines(label, counted)) yield { index: index++, ...item };
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

/** Whether text is one whole JSON value (an f-puzzles document read line by line is complete). */
function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new PuzzleFormatError([
      { message: `the line starts with '[' but is not JSON: ${(error as Error).message}` },
    ]);
  }
}
