import { existsSync } from 'node:fs';
import {
  isPuzzleLink,
  type ListOptions,
  linesInput,
  type PuzzleInput,
  printable,
  readLink,
  readPuzzleList,
} from '@sudoku-lab/harness';
import { fileInput } from '@sudoku-lab/harness/node';
import { type Io, UsageError } from './io.js';

/**
 * A word with a folder in it (a/b, a\\b), ending in an extension (.txt, .sdk), or a plain word of
 * letters (puzzles, top95): a file's name, where no puzzle is written that way.
 */
const looksLikePath = (word: string): boolean =>
  /[\\/]|\.[A-Za-z][\w-]*$/.test(word.trim()) || /^[A-Za-z][A-Za-z\d_-]*$/.test(word.trim());

/** The label of a puzzle written on the command line: its source is "argument:1". */
export const ARGUMENT = 'argument';

/**
 * Where a command's puzzles come from, from its one positional word: '-' is stdin; a path that
 * exists is a file of puzzles, one a line; anything else is a puzzle written on the command line
 * (one line, or rows separated by line breaks). With no word, a pipe on stdin is read; a terminal
 * there is a usage error, so the command never waits silently for typing. `options` (--ignore-drawings)
 * go to the list reader.
 */
export function puzzleInput(words: readonly string[], io: Io, options: ListOptions = {}): PuzzleInput {
  if (words.length > 1) {
    throw new UsageError(
      `takes one FILE, '-' or PUZZLE, not ${words.length} (unexpected '${printable(words[1]!)}'); quote a puzzle that has spaces`,
    );
  }
  const word = words[0];
  if (word === undefined) {
    if (io.stdin.isTTY === true) {
      throw new UsageError("needs a PUZZLE, a FILE of puzzles or '-' for stdin");
    }
    return fileInput(['-'], io.stdin, options);
  }
  if (word === '-' || existsSync(word)) return fileInput([word], io.stdin, options);
  const lines = word.split(/\r\n|\r|\n/);
  const read = readPuzzleList(ARGUMENT, word, options);
  if (read.length > 0 && read.every((entry) => entry.error !== undefined)) {
    // A name with a folder or an extension is a file that is not there, not a puzzle badly written.
    // A link refused (SudokuPad's own format, a short id) says why, below; it is not a missing file.
    if (looksLikePath(word) && !isPuzzleLink(word)) throw new UsageError(`no such file: ${printable(word)}`);
    // A document (written out, or carried by a link that decodes) is a puzzle, read and refused: say
    // why it cannot be opened, not that it is no puzzle.
    if (read.length === 1 && word.trimStart().startsWith('{')) {
      throw new UsageError(`the f-puzzles document given cannot be opened: ${read[0]!.error}`);
    }
    if (read.length === 1 && isPuzzleLink(word.trim()) && readLink(word.trim()).ok) {
      throw new UsageError(`the f-puzzles document in the link given cannot be opened: ${read[0]!.error}`);
    }
    throw new UsageError(`'${printable(word)}' is neither a file nor a puzzle: ${read[0]!.error}`);
  }
  return linesInput(ARGUMENT, lines, 'the puzzle given', options);
}
