/** The replay speeds the slider offers, in events a second; the last is as fast as the page allows. */
export const SPEEDS: readonly number[] = [
  1,
  2,
  5,
  10,
  25,
  50,
  100,
  250,
  1000,
  5000,
  25_000,
  100_000,
  Number.POSITIVE_INFINITY,
];

export function speedLabel(speed: number): string {
  return speed === Number.POSITIVE_INFINITY
    ? 'as fast as possible'
    : `${speed.toLocaleString('en')} events a second`;
}

/**
 * The replay clock: how many events are due in a frame `elapsedMs` long at `speed` events a second.
 * Fractions carry over to the next frame, so 1 event a second at 60 frames a second still moves.
 */
export class ReplayClock {
  private carry = 0;

  due(speed: number, elapsedMs: number): number {
    if (speed === Number.POSITIVE_INFINITY) return Number.MAX_SAFE_INTEGER;
    this.carry += (speed * Math.min(elapsedMs, 250)) / 1000;
    const whole = Math.floor(this.carry);
    this.carry -= whole;
    return whole;
  }
}
