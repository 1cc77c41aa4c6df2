/**
 * The generator's randomness is core's seeded stream (SeededRandom), so that the same seed and options
 * give the same puzzle on every machine and in every run; only a caller's missing seed is drawn here.
 */
export { hashSeed, SeededRandom } from '@sudoku-lab/core';

/** A fresh seed for a caller that gave none: eight base-36 characters, so it is short to write down. */
export function freshSeed(): string {
  const words = new Uint32Array(2);
  globalThis.crypto.getRandomValues(words);
  return (words[0]!.toString(36) + words[1]!.toString(36)).slice(0, 8).padStart(8, '0');
}
