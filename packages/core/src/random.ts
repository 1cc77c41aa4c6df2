/**
 * A seeded pseudo-random stream (mulberry32): the same seed gives the same numbers in [0, 1) on every
 * platform, from 32-bit integer arithmetic alone. For what must repeat from a seed (a strategy's
 * random choices, a benchmark's resamples, a test's puzzles); not for anything that needs
 * unpredictability. The seed is read as a 32-bit integer.
 */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
