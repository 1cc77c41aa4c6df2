import { describe, expect, it } from 'vitest';
import { placedDigits, sortedCells } from './groups.js';

const maskOf = (...digits: number[]) => digits.reduce((mask, digit) => mask | (1 << (digit - 1)), 0);

describe('placedDigits', () => {
  it.each([
    // [what, each cell's candidates, the digits placed or -1]
    ['no cell placed', [maskOf(1, 2), maskOf(3, 4)], 0],
    ['the placed cells, open ones left out', [maskOf(5), maskOf(1, 2), maskOf(9)], maskOf(5, 9)],
    ['a digit placed twice is a contradiction', [maskOf(7), maskOf(2, 3), maskOf(7)], -1],
    ['no cells', [], 0],
  ])('%s', (_what, masks, expected) => {
    const candidates = Int32Array.from(masks as number[]);
    const cells = (masks as number[]).map((_, cell) => cell);
    expect(placedDigits(candidates, cells)).toBe(expected);
  });
});

describe('sortedCells', () => {
  it.each([
    ['ascending already', [3, 9, 12, 40]],
    ['descending', [80, 41, 7, 0]],
    ['shuffled, with a repeat', [14, 2, 77, 2, 30, 1]],
    ['one cell', [5]],
    ['none', []],
  ])('%s: an ascending frozen copy, the input left as it was', (_what, cells) => {
    const given = [...cells];
    const sorted = sortedCells(cells);
    expect(sorted).toEqual([...cells].sort((a, b) => a - b));
    expect(Object.isFrozen(sorted)).toBe(true);
    expect(cells).toEqual(given);
  });
});
