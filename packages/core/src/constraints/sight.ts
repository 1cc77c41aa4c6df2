// Which cells outside a group see its cells, as bitsets, for the rules whose digits must sit in the
// group (a quadruple's square, a renban's line): a digit whose places in the group all lie in cells
// that one outside cell sees cannot go in that outside cell.
import type { Domains } from './module.js';

/** The words of 32 cells a bitset over `cellCount` cells takes. */
export function sightWords(cellCount: number): number {
  return (cellCount + 31) >> 5;
}

/**
 * For each cell k of `group`, its peers (`seeing[k]`) outside the group, as a bitset of `words`
 * words starting at k * words.
 */
export function sightOf(
  group: readonly number[],
  seeing: readonly (readonly number[])[],
  words: number,
): Int32Array {
  const sight = new Int32Array(group.length * words);
  group.forEach((_cell, k) => {
    for (const other of seeing[k] ?? []) {
      if (!group.includes(other)) sight[k * words + (other >> 5)]! |= 1 << (other & 31);
    }
  });
  return sight;
}

/** Removes the digit `bit` from every cell of the bitset `seen`; false on a contradiction. */
export function dropFromSeen(domains: Domains, seen: Int32Array, bit: number): boolean {
  const { candidates } = domains;
  for (let w = 0; w < seen.length; w++) {
    for (let rest = seen[w]!; rest !== 0; rest &= rest - 1) {
      const other = w * 32 + 31 - Math.clz32(rest & -rest);
      const mask = candidates[other]!;
      if ((mask & bit) !== 0 && !domains.keep(other, mask & ~bit)) return false;
    }
  }
  return true;
}
