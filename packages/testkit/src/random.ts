/**
 * A seeded pseudo-random stream (mulberry32, a 32-bit generator by Tommy Ettinger): the same seed gives
 * the same numbers on every machine and in every run, which is what makes the generator reproducible.
 * Core has a stream of its own (SeededRandom, seededRandom), which the generator, the strategies and the
 * harness use; the testkit keeps this one on purpose: it is the tests' independent source, so a change to
 * core's cannot move the puzzles the tests hold core to.
 */
export class Random {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** A number in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) | 0;
    let t = Math.imul(this.state ^ (this.state >>> 15), 1 | this.state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** An integer in [0, n). */
  below(n: number): number {
    return Math.floor(this.next() * n);
  }

  /** A shuffled copy (Fisher-Yates). */
  shuffle<T>(items: readonly T[]): T[] {
    const copy = [...items];
    for (let i = copy.length - 1; i > 0; i--) {
      const j = this.below(i + 1);
      [copy[i], copy[j]] = [copy[j]!, copy[i]!];
    }
    return copy;
  }
}
