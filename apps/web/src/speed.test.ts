import { describe, expect, it } from 'vitest';
import { ReplayClock, SPEEDS, speedLabel } from './speed.js';

describe('ReplayClock', () => {
  it('carries fractions over, so a slow speed still moves', () => {
    const clock = new ReplayClock();
    const frames = Array.from({ length: 120 }, () => clock.due(1, 1000 / 60));
    expect(frames.reduce((sum, due) => sum + due, 0)).toBe(2);
  });

  it('gives speed x seconds at a steady rate', () => {
    const clock = new ReplayClock();
    let total = 0;
    for (let frame = 0; frame < 60; frame++) total += clock.due(250, 1000 / 60);
    expect(total).toBe(250);
  });

  it('does not let a long pause (a hidden tab) pile up events', () => {
    expect(new ReplayClock().due(100, 60_000)).toBe(25);
  });

  it('has no limit at the fastest speed', () => {
    expect(new ReplayClock().due(Number.POSITIVE_INFINITY, 16)).toBe(Number.MAX_SAFE_INTEGER);
  });
});

describe('SPEEDS', () => {
  it('rises, and ends at as fast as possible', () => {
    expect([...SPEEDS].sort((a, b) => a - b)).toEqual(SPEEDS);
    expect(speedLabel(SPEEDS.at(-1)!)).toBe('as fast as possible');
    expect(speedLabel(1000)).toBe('1,000 events a second');
  });
});
