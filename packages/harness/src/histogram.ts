/**
 * Solve times in bounded memory: a log histogram whose buckets are ~1% wide, from 100 ns to hours.
 * A million solves cost the same few kilobytes as ten, and a quantile read from it is within 1% of
 * the exact one; the exact minimum and maximum are kept beside it.
 */
const SMALLEST_MS = 1e-4;
/** Buckets per doubling: 2^(1/70) - 1 is just under 1% relative width. */
const PER_DOUBLING = 70;
/** Doublings above SMALLEST_MS covered: 100 ns * 2^36 is nearly two hours. */
const DOUBLINGS = 36;

/** Solve times in a log histogram of ~1% buckets, with the exact count, sum, minimum and maximum beside it. */
export class Histogram {
  private readonly counts = new Float64Array(PER_DOUBLING * DOUBLINGS + 1);
  count = 0;
  sum = 0;
  min = Number.POSITIVE_INFINITY;
  max = 0;

  /** Counts one time, in milliseconds (a negative one as 0). */
  add(ms: number): void {
    const value = Math.max(ms, 0);
    this.counts[bucketOf(value)]!++;
    this.count++;
    this.sum += value;
    if (value < this.min) this.min = value;
    if (value > this.max) this.max = value;
  }

  /** The q-quantile (0..1) of the values added, or null when there are none: the nearest-rank definition. */
  quantile(q: number): number | null {
    if (this.count === 0) return null;
    const rank = Math.max(1, Math.ceil(q * this.count));
    let seen = 0;
    for (let bucket = 0; bucket < this.counts.length; bucket++) {
      seen += this.counts[bucket]!;
      if (seen >= rank) return Math.min(this.max, Math.max(this.min, middleOf(bucket)));
    }
    return this.max;
  }
}

function bucketOf(ms: number): number {
  if (ms <= SMALLEST_MS) return 0;
  const bucket = Math.floor(Math.log2(ms / SMALLEST_MS) * PER_DOUBLING) + 1;
  return Math.min(bucket, PER_DOUBLING * DOUBLINGS);
}

/** The geometric middle of a bucket: the value with the smallest relative error for anything in it. */
function middleOf(bucket: number): number {
  if (bucket === 0) return SMALLEST_MS;
  return SMALLEST_MS * 2 ** ((bucket - 0.5) / PER_DOUBLING);
}
