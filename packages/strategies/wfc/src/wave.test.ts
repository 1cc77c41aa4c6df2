import { shapes, tablesFor } from '@sudoku-lab/core';
import { describe, expect, it } from 'vitest';
import { cellBitsFor } from './cell-bits.js';
import { cellAt, popcount } from './wave.js';

describe('sets of cells as bits', () => {
  it.each([
    [0, 0],
    [1, 1],
    [0b1011, 3],
    [0x7fffffff, 31],
    [-1, 32],
    [1 << 31, 1],
    [0x55555555, 16],
  ])('popcount(%i) is %i', (word, bits) => {
    expect(popcount(word)).toBe(bits);
  });

  it('names the cell of a bit: word 0 holds cells 0-31, word 2 cells 64-95', () => {
    expect(cellAt(0, 1)).toBe(0);
    expect(cellAt(0, 1 << 31)).toBe(31);
    expect(cellAt(2, 1 << 16)).toBe(80);
  });

  it.each(Object.values(shapes))(
    "holds the peers of every cell of $name, as core's tables list them",
    (shape) => {
      const tables = tablesFor(shape);
      const { words, peers } = cellBitsFor(tables);
      expect(words).toBe(Math.ceil(shape.cellCount / 32));
      for (let cell = 0; cell < shape.cellCount; cell++) {
        const listed: number[] = [];
        for (let word = 0; word < words; word++) {
          for (let bits = peers[cell * words + word]!; bits !== 0; bits &= bits - 1)
            listed.push(cellAt(word, bits & -bits));
        }
        expect(listed).toEqual([
          ...tables.peers.subarray(cell * tables.peerCount, (cell + 1) * tables.peerCount),
        ]);
      }
      expect(cellBitsFor(tables)).toBe(cellBitsFor(tablesFor(shape)));
    },
  );
});
