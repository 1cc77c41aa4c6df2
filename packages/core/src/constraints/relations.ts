/**
 * Rules between two cells, the propagation every "these two digits must relate so" family shares
 * (whispers along a line, a palindrome's mirrored cells, dots and marks between neighbours):
 *   relation   a symmetric test of two digits (differ by at least 5, are equal, are consecutive, ...)
 *   partners   a relation as a table: for each digit d (index d-1), the mask of the digits that may
 *              stand beside it; computed once a relation and size
 * Each cell of a pair keeps only the digits with a partner among the other's candidates.
 */
import type { Domains, Propagator } from './module.js';

/** The digits (a mask) that may stand beside each digit under a symmetric `relation`, on digits 1..size. */
export function partnerTable(size: number, relation: (a: number, b: number) => boolean): Int32Array {
  const partners = new Int32Array(size);
  for (let a = 1; a <= size; a++) {
    for (let b = 1; b <= size; b++) if (relation(a, b)) partners[a - 1]! |= 1 << (b - 1);
  }
  return partners;
}

/** Every digit that has a partner among `mask`'s digits. */
export function partnersOf(mask: number, partners: Int32Array): number {
  let found = 0;
  for (let rest = mask; rest !== 0; rest &= rest - 1) found |= partners[31 - Math.clz32(rest & -rest)]!;
  return found;
}

/** Two cells whose digits must be partners (see the glossary): each keeps the digits the other can pair with. */
export function pairPropagator(a: number, b: number, partners: Int32Array): Propagator {
  return {
    cells: [a, b],
    distinctOnly: false,
    propagate(domains: Domains): boolean {
      const { candidates } = domains;
      const atB = candidates[b]!;
      const keepB = atB & partnersOf(candidates[a]!, partners);
      if (keepB !== atB && !domains.keep(b, keepB)) return false;
      const atA = candidates[a]!;
      const keepA = atA & partnersOf(candidates[b]!, partners);
      return keepA === atA || domains.keep(a, keepA);
    },
  };
}
