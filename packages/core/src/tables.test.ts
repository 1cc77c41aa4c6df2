import { describe, expect, it } from 'vitest';
import {
  allDigits,
  bitCount,
  charDigit,
  digitBit,
  digitChar,
  digitsOf,
  largestSum,
  lowestDigit,
  popcountTable,
  smallestSum,
} from './digits.js';
import { allShapes, cellName, resolveShape, shapeOfCellCount, shapeOfSize, shapes } from './shape.js';
import { tablesFor } from './tables.js';

describe.each(allShapes)('tables for $name', (shape) => {
  const tables = tablesFor(shape);
  const { size, cellCount, units, peers, peerCount, unitsOfCell } = tables;

  it('is computed once', () => {
    expect(tablesFor(shape)).toBe(tables);
  });

  it('has 3 * size units of size distinct cells, each cell in exactly 3 of them', () => {
    expect(tables.unitCount).toBe(3 * size);
    const seen = new Array<number>(cellCount).fill(0);
    for (let unit = 0; unit < 3 * size; unit++) {
      const cells = [...units.subarray(unit * size, unit * size + size)];
      expect(new Set(cells).size).toBe(size);
      for (const cell of cells) {
        seen[cell]!++;
        expect([...unitsOfCell.subarray(cell * 3, cell * 3 + 3)]).toContain(unit);
      }
    }
    expect(seen.every((n) => n === 3)).toBe(true);
  });

  it('gives every cell the same number of distinct peers, none itself, each sharing a unit', () => {
    const expected = { 4: 7, 6: 12, 9: 20, 16: 39 }[size];
    expect(peerCount).toBe(expected);
    for (let cell = 0; cell < cellCount; cell++) {
      const mine = [...peers.subarray(cell * peerCount, (cell + 1) * peerCount)];
      expect(new Set(mine).size).toBe(peerCount);
      expect(mine).not.toContain(cell);
      for (const peer of mine) {
        const shares =
          tables.rowOf[peer] === tables.rowOf[cell] ||
          tables.columnOf[peer] === tables.columnOf[cell] ||
          tables.boxOf[peer] === tables.boxOf[cell];
        expect(shares).toBe(true);
      }
    }
  });

  it('lays boxes out boxHeight rows by boxWidth columns', () => {
    const boxUnit = 2 * size; // box 0
    const cells = [...units.subarray(boxUnit * size, boxUnit * size + size)];
    const rows = new Set(cells.map((c) => tables.rowOf[c]));
    const columns = new Set(cells.map((c) => tables.columnOf[c]));
    expect(rows.size).toBe(shape.boxHeight);
    expect(columns.size).toBe(shape.boxWidth);
  });
});

describe('shapes', () => {
  it.each([
    [4, '4x4', 2, 2],
    [6, '6x6', 2, 3],
    [9, '9x9', 3, 3],
    [16, '16x16', 4, 4],
  ] as const)('size %i is %s with %ix%i boxes', (size, name, boxHeight, boxWidth) => {
    const shape = shapeOfSize(size)!;
    expect(shape).toMatchObject({ name, boxHeight, boxWidth, cellCount: size * size });
    expect(shapeOfCellCount(size * size)).toBe(shape);
    expect(resolveShape(name)).toBe(shape);
    expect(resolveShape({ ...shape })).toBe(shape);
  });

  it('names cells as a person counts them', () => {
    expect(cellName(shapes['9x9'], 0)).toBe('row 1, column 1');
    expect(cellName(shapes['9x9'], 80)).toBe('row 9, column 9');
    expect(cellName(shapes['6x6'], 7)).toBe('row 2, column 2');
  });
});

describe('digits', () => {
  it.each([
    [0b1, 1, 1],
    [0b1010, 2, 2],
    [0b1111_1111_1111_1111, 16, 1],
    [0b1000_0000_0000_0000, 1, 16],
  ])('mask %i holds %i digits, the lowest %i', (mask, count, lowest) => {
    expect(bitCount(mask)).toBe(count);
    expect(lowestDigit(mask)).toBe(lowest);
    expect(digitsOf(mask)).toHaveLength(count);
  });

  it.each([0, 1, 2, 3, 0x1ff, 0x40201, 0x4000000, 0x7ffffff, 0x5555555, 0x2aaaaaa, 0x7fffffff, -1])(
    'counts the bits of the 32-bit word %d as one at a time does (a bitboard band word too)',
    (word) => {
      let count = 0;
      for (let x = word; x !== 0; x &= x - 1) count++;
      expect(bitCount(word)).toBe(count);
    },
  );

  it.each([
    // [mask, count, the sum of its count smallest digits, of its count largest]
    [0b1_1111_1111, 3, 1 + 2 + 3, 7 + 8 + 9],
    [0b1_0001_0110, 2, 2 + 3, 5 + 9],
    [0b1_0001_0110, 4, 2 + 3 + 5 + 9, 2 + 3 + 5 + 9],
    [0b1_0001_0110, 5, -1, -1],
    [0b1000_0000_0000_0000, 1, 16, 16],
    [0, 0, 0, 0],
  ])('mask %i: its %i smallest digits add up to %i, its largest to %i', (mask, count, least, most) => {
    expect(smallestSum(mask, count)).toBe(least);
    expect(largestSum(mask, count)).toBe(most);
  });

  it.each([4, 6, 9, 16])('tabulates bitCount for every mask of %d bits, made once a size', (size) => {
    const table = popcountTable(size);
    expect(table).toHaveLength(1 << size);
    expect(table.every((count, mask) => count === bitCount(mask))).toBe(true);
    expect(popcountTable(size)).toBe(table);
  });

  it('writes and reads every digit of 16x16', () => {
    for (let digit = 0; digit <= 16; digit++) expect(charDigit(digitChar(digit))).toBe(digit);
    expect(digitChar(10)).toBe('A');
    expect(charDigit('g')).toBe(16);
    expect(charDigit('x')).toBe(-1);
  });

  it('builds masks', () => {
    expect(allDigits(shapes['9x9'])).toBe(0x1ff);
    expect(digitBit(9)).toBe(0x100);
    expect(digitsOf(allDigits(shapes['6x6']))).toEqual([1, 2, 3, 4, 5, 6]);
  });
});
