import { accessSync, constants, createReadStream, statSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { type Grid, PuzzleFormatError, parseGrid, shapeOfSize, splitRow } from '@sudoku-lab/core';

/** One puzzle of the input, numbered from 0 in reading order: a grid, or why its line is not one. */
export interface PuzzleEntry {
  readonly index: number;
  /** Where it was read: "file:line" ("stdin:3", "built-in:5"). */
  readonly source: string;
  /** The trailing "# name" of its line, or null. */
  readonly name: string | null;
  readonly grid?: Grid;
  readonly error?: string;
}

/** Where the puzzles come from. */
export interface PuzzleInput {
  /** Every puzzle, streamed: nothing is kept once it is handed on. */
  entries(): AsyncGenerator<PuzzleEntry>;
  /** How much of the input has been read (0..1), where its size is known. */
  fraction(): number | undefined;
  /** For people: "puzzles.txt", "2 files", "the built-in set". */
  readonly description: string;
}

/** A file that cannot be read: a usage error (exit code 2), found before anything runs. */
export class InputError extends Error {
  override readonly name = 'InputError';
}

type Item = Omit<PuzzleEntry, 'index'>;

/**
 * Puzzles from files, one a line; '-' reads stdin. Every file is checked before the run starts,
 * so a missing one stops it with one clear line.
 */
export function fileInput(
  paths: readonly string[],
  stdin: NodeJS.ReadableStream = process.stdin,
): PuzzleInput {
  const sizes = paths.map((path) => (path === '-' ? undefined : checkReadable(path)));
  const total = sizes.every((size) => size !== undefined)
    ? sizes.reduce((sum, size) => sum + size, 0)
    : undefined;
  let consumed = 0; // bytes of the lines handed on so far (a line break counted as one byte)
  return {
    description: paths.length === 1 ? (paths[0] === '-' ? 'stdin' : paths[0]!) : `${paths.length} files`,
    fraction: () => (total === undefined || total === 0 ? undefined : Math.min(1, consumed / total)),
    async *entries() {
      let index = 0;
      for (const path of paths) {
        const lines = createInterface({
          input: path === '-' ? stdin : createReadStream(path),
          crlfDelay: Number.POSITIVE_INFINITY,
        });
        const counted = (async function* () {
          for await (const line of lines) {
            consumed += Buffer.byteLength(line) + 1;
            yield line;
          }
        })();
        try {
          for await (const item of readPuzzles(path === '-' ? 'stdin' : path, counted)) {
            yield { index: index++, ...item };
          }
        } catch (error) {
          throw new InputError(`cannot read ${path}: ${(error as Error).message}`);
        }
      }
    },
  };
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
      for await (const item of readPuzzles(label, counted)) yield { index: index++, ...item };
    },
  };
}

/** The file's size; throws InputError for a path that is missing, a directory, or unreadable. */
function checkReadable(path: string): number {
  let stats: ReturnType<typeof statSync>;
  try {
    stats = statSync(path);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new InputError(
      `cannot read ${path}: ${code === 'ENOENT' ? 'no such file' : (error as Error).message}`,
    );
  }
  if (stats.isDirectory()) throw new InputError(`cannot read ${path}: it is a directory`);
  try {
    accessSync(path, constants.R_OK);
  } catch (error) {
    throw new InputError(`cannot read ${path}: ${(error as Error).message}`);
  }
  return stats.size;
}

/** A multi-line grid being read: its first line, name, rows so far, and the row count it needs. */
interface Block {
  readonly line: number;
  name: string | null;
  readonly rows: string[];
  readonly size: number;
}

/**
 * The puzzles in a text, as items with their "label:line". A line holds a puzzle in any one-line form
 * parseGrid reads (81 characters, '.', '0' or '_' for empty; the 16, 36 and 256 of the other shapes;
 * numbers separated by spaces) or a JSON array (LeetCode's board, row strings, numbers). A grid
 * written a row a line (with or without '|' and "-+-" lines) is read as one puzzle; a blank line ends
 * it. '#' starts a comment; a comment after a puzzle is its name. A malformed line becomes an item
 * with an error that says what is wrong, and reading goes on.
 */
export async function* readPuzzles(
  label: string,
  lines: AsyncIterable<string> | Iterable<string>,
): AsyncGenerator<Item> {
  let lineNumber = 0;
  let block: Block | undefined;
  const finish = (): Item => {
    const { line, name, rows, size } = block!;
    block = undefined;
    // A lone row-wide line is more likely a broken one-line puzzle: say what is wrong with it as a line.
    // Otherwise the rows' width gives the shape, so a grid cut short is told how many rows it lacks.
    const parse = () =>
      rows.length === 1 ? parseGrid(rows[0]) : parseGrid(rows.join('\n'), { shape: shapeOfSize(size)! });
    return parsed(`${label}:${line}`, name, parse);
  };

  for await (const raw of lines) {
    lineNumber++;
    const hash = raw.indexOf('#');
    const body = (hash === -1 ? raw : raw.slice(0, hash)).trim();
    const name = hash === -1 ? null : raw.slice(hash + 1).trim() || null;
    if (body === '') {
      if (hash === -1 && block) yield finish(); // a blank line ends a grid; a comment line does not
      continue;
    }
    if (isSeparatorLine(body)) continue;
    const source = `${label}:${lineNumber}`;
    if (block) {
      if (splitRow(body).length === block.size && !body.startsWith('[')) {
        block.rows.push(body);
        block.name ??= name;
        if (block.rows.length === block.size) yield finish();
        continue;
      }
      yield finish();
    }
    if (body.startsWith('[')) {
      yield parsed(source, name, () => parseGrid(parseJson(body)));
      continue;
    }
    const item = parsed(source, name, () => parseGrid(body));
    const width = splitRow(body).length;
    if (item.error !== undefined && ROW_WIDTHS.has(width)) {
      block = { line: lineNumber, name, rows: [body], size: width };
    } else {
      yield item;
    }
  }
  if (block) yield finish();
}

/** Row lengths of the shapes core supports: a line this wide that is no puzzle may start a multi-line grid. */
const ROW_WIDTHS = new Set([4, 6, 9, 16]);

function parsed(source: string, name: string | null, parse: () => Grid): Item {
  try {
    return { source, name, grid: parse() };
  } catch (error) {
    if (!(error instanceof PuzzleFormatError)) throw error;
    return { source, name, error: error.message };
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

/** "------+-------+------", "+---+---+": lines that only draw box borders. */
function isSeparatorLine(body: string): boolean {
  return /^[-+=|\s]+$/.test(body) && /[-=+]/.test(body);
}
