import { describe, expect, it } from 'vitest';
import { readLink } from './links.js';

describe('readLink', () => {
  it.each([
    ["SudokuPad's own format", 'https://sudokupad.app/sclABC', /SudokuPad's own format/],
    ['a stored puzzle', 'https://sudokupad.app/someone/a-puzzle-name', /kept on SudokuPad's server/],
    ['an address with no puzzle', 'https://sudokupad.app/', /names no puzzle/],
    ['a link cut short', 'https://sudokupad.app/fpuzzlesN4Igzglg', /does not decompress/],
  ])('says which links open here whenever it refuses one: %s', (_, text, why) => {
    const read = readLink(text);
    expect(!read.ok && read.message).toMatch(why);
    expect(!read.ok && read.message).toMatch(
      /\. Links that open here: .*"fpuzzles" or "fpuz".*f-puzzles\.com\/\?load=/,
    );
  });
});
