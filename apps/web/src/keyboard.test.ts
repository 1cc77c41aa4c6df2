import { describe, expect, it } from 'vitest';
import { keyDigit, moveCell } from './keyboard.js';

describe('moveCell on 9x9', () => {
  it.each([
    // cell 40 is row 5, column 5
    [40, 'ArrowUp', 31],
    [40, 'ArrowDown', 49],
    [40, 'ArrowLeft', 39],
    [40, 'ArrowRight', 41],
    [40, 'Home', 36],
    [40, 'End', 44],
    [40, 'PageUp', 4],
    [40, 'PageDown', 76],
    // the edges stop the focus
    [0, 'ArrowUp', 0],
    [0, 'ArrowLeft', 0],
    [80, 'ArrowDown', 80],
    [80, 'ArrowRight', 80],
    [9, 'ArrowLeft', 9],
    [8, 'ArrowRight', 8],
  ])('from %i, %s goes to %i', (cell, key, expected) => {
    expect(moveCell(cell, key, 9)).toBe(expected);
  });

  it('ignores other keys', () => {
    expect(moveCell(40, 'a', 9)).toBeNull();
    expect(moveCell(40, 'Tab', 9)).toBeNull();
  });

  it('works on 4x4', () => {
    expect(moveCell(5, 'End', 4)).toBe(7);
    expect(moveCell(5, 'PageDown', 4)).toBe(13);
  });
});

describe('keyDigit', () => {
  it.each([
    ['1', 9, 1],
    ['9', 9, 9],
    ['0', 9, 0],
    ['.', 9, 0],
    ['_', 9, 0],
    [' ', 9, 0],
    ['Backspace', 9, 0],
    ['Delete', 9, 0],
    ['5', 4, null],
    ['a', 9, null],
    ['a', 16, 10],
    ['G', 16, 16],
    ['x', 9, null],
    ['Enter', 9, null],
    ['ArrowUp', 9, null],
  ])('%s on a board of %i digits writes %s', (key, size, expected) => {
    expect(keyDigit(key, size)).toBe(expected);
  });
});
