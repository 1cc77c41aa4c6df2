/**
 * The project's one seeded pseudo-random stream: the same seed gives the same numbers on every machine
 * and in every run, from 32-bit integer arithmetic alone (Math.imul, shifts; no Math.random, nothing that
 * depends on the platform's floating point). For what must repeat from a seed (a generated puzzle, a
 * strategy's random choices, a benchmark's resamples, a test's boards); not for anything that needs
 * unpredictability. The testkit keeps a stream of its own on purpose (see its random.ts).
 */

/**
 * A seed string hashed to the 128-bit state of the stream: four rounds of FNV-1a over the UTF-16
 * code units, each round started from a different offset, then mixed (murmur3's finaliser) so that
 * seeds differing in one character give unrelated streams.
 */
export function hashSeed(seed: string): [number, number, number, number] {
  const state: [number, number, number, number] = [0, 0, 0, 0];
  for (let round = 0; round < 4; round++) {
    let hash = (0x811c9dc5 ^ Math.imul(round + 1, 0x9e3779b9)) >>> 0;
    for (let i = 0; i < seed.length; i++) hash = Math.imul(hash ^ seed.charCodeAt(i), 0x01000193);
    hash ^= hash >>> 16;
    hash = Math.imul(hash, 0x85ebca6b);
    hash ^= hash >>> 13;
    hash = Math.imul(hash, 0xc2b2ae35);
    state[round] = (hash ^ (hash >>> 16)) >>> 0;
  }
  return state;
}

/**
 * below(n)'s last draw kept, for each n up to a 16x16 board's cells (0: not worked out yet; never a
 * last draw, which is at least 2^31): a shuffle asks for the same few n board after board.
 */
const lastDraws = new Uint32Array(257);

/**
 * Chris Doty-Humphrey's sfc32 ("small fast chaotic"), from PractRand: a 128-bit state, 32-bit
 * outputs that pass PractRand's and TestU01's batteries. Twelve outputs are thrown away first so that
 * a state from a short seed is well mixed before it is used.
 */
export class SeededRandom {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  constructor(seed: string) {
    [this.a, this.b, this.c, this.d] = hashSeed(seed);
    for (let i = 0; i < 12; i++) this.nextUint32();
  }

  /** The next 32-bit unsigned integer. */
  nextUint32(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return t >>> 0;
  }

  /**
   * An integer in [0, n), n at most 2^32, without modulo bias: draws that fall in the incomplete last
   * copy of 0..n-1 (the top 2^32 mod n of them) are drawn again. In unsigned 32-bit arithmetic, which
   * V8 divides in integers: 2^32 mod n as (2^32 - n) mod n would be a floating-point modulo.
   */
  below(n: number): number {
    let last = n < lastDraws.length ? lastDraws[n]! : 0;
    if (last === 0) {
      last = (0xffffffff - ((-n >>> 0) % n)) >>> 0;
      if (n < lastDraws.length) lastDraws[n] = last;
    }
    for (;;) {
      const draw = this.nextUint32();
      // draw % n, as a floor of a division: V8 takes the modulo of a draw past 2^31 in floating point,
      // by a call several times as slow. The quotient is exact (draw and n below 2^53).
      if (draw <= last) return draw - Math.floor(draw / n) * n;
    }
  }

  /** Shuffles `items` in place (Fisher-Yates) and returns it. */
  shuffle<T>(items: T[]): T[] {
    for (let i = items.length - 1; i > 0; i--) {
      const j = this.below(i + 1);
      const kept = items[i]!;
      items[i] = items[j]!;
      items[j] = kept;
    }
    return items;
  }
}

/**
 * The stream as numbers in [0, 1), from a numeric seed (read as a 32-bit integer): for callers that
 * want a plain function.
 */
export function seededRandom(seed: number): () => number {
  const stream = new SeededRandom(String(seed >>> 0));
  return () => stream.nextUint32() / 4294967296;
}
