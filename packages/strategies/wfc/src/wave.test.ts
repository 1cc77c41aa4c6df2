import { shapes, tablesFor } from '@sudoku-lab/core';
import { describe, expect, it } from 'vitest';
import { cellBitsFor } from './cell-bits.js';
import { cellAt, pairsAmong, pairsAmongNine, popcount } from './wave.js';

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

  it.each([1, 2, 3, 4, 5])(
    "finds the cells in exactly two of the digits' sets the same way on 9x9 as on any shape (seed %i)",
    (seed) => {
      // Nine digits' sets of three words each, at some offset, with every count of sets per cell.
      let state = seed;
      const next = () => {
        state = (Math.imul(state, 1103515245) + 12345) | 0;
        return state;
      };
      const wave = Int32Array.from({ length: 7 + 27 }, () => next() & next());
      const pairs = [0, 1, 2].map((word) => pairsAmong(wave, 7 + word, 3, 9));
      expect(pairs.some((cells) => cells !== 0)).toBe(true);
      expect([0, 1, 2].map((word) => pairsAmongNine(wave, 7 + word))).toEqual(pairs);
      for (let bit = 0; bit < 32; bit++) {
        const sets = [0, 1, 2, 3, 4, 5, 6, 7, 8].filter((digit) => (wave[7 + digit * 3]! >>> bit) & 1);
        expect(((pairs[0]! >>> bit) & 1) === 1).toBe(sets.length === 2);
      }
    },
  );
});
