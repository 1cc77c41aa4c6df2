import type { ShapeTables } from '@sudoku-lab/core';

/**
 * A shape's cells as bits: cell c is bit (c & 31) of word (c >>> 5), so a set of cells is `words` 32-bit
 * words and its lowest set bit is its first cell in row-major order. Built once per shape, from core's
 * tables, and shared.
 */
export interface CellBits {
  /** 32-bit words in a set of cells: 1 (4x4), 2 (6x6), 3 (9x9), 8 (16x16). */
  readonly words: number;
  /** Cell c's peers as a set of cells: peers[c * words ... + words]. */
  readonly peers: Int32Array;
}

const cache = new Map<string, CellBits>();

export function cellBitsFor(tables: ShapeTables): CellBits {
  let bits = cache.get(tables.shape.name);
  if (bits === undefined) {
    const { cellCount, peerCount } = tables;
    const words = (cellCount + 31) >>> 5;
    const peers = new Int32Array(cellCount * words);
    for (let cell = 0; cell < cellCount; cell++) {
      for (let k = 0; k < peerCount; k++) {
        const peer = tables.peers[cell * peerCount + k]!;
        peers[cell * words + (peer >>> 5)]! |= 1 << (peer & 31);
      }
    }
    bits = Object.freeze({ words, peers });
    cache.set(tables.shape.name, bits);
  }
  return bits;
}
