import { breathe } from '@sudoku-lab/testkit';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GenerateAbortedError, type GenerateOptions, generate } from './index.js';
import { variants } from './variants.js';

/**
 * The same seed and options give the same puzzle whatever the clock says: every budget inside
 * generation is a count of work, and the clock is read only against a caller's deadline, which may
 * stop a run (GenerateAbortedError) but never change its puzzle. A clock that leaps a minute at each
 * read stands for a machine so loaded that any time limit inside generation would have run out.
 */
const cases: [string, GenerateOptions][] = [
  ['classic 9x9', { seed: 'clock' }],
  ['classic 9x9, rotate180', { seed: 'clock', symmetry: 'rotate180' }],
  ['classic 9x9, rated easy', { seed: 'clock', difficulty: 'easy' }],
  ['classic 6x6', { seed: 'clock', shape: '6x6' }],
  ...variants.map((variant): [string, GenerateOptions] => [variant, { seed: 3, variant }]),
  ['killer with no givens', { seed: 'clock', variant: 'killer', maxClues: 0 }],
  ['thermo rated medium', { seed: 'clock', variant: 'thermo', difficulty: 'medium' }],
];

/** Makes performance.now() leap `step` ms at each read, from where it stands; restored after each test. */
function leapingClock(step: number): void {
  let now = performance.now();
  vi.spyOn(performance, 'now').mockImplementation(() => (now += step));
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('a seed gives the same puzzle whatever the clock does', () => {
  it.each(cases)('%s: the same puzzle under a clock that leaps a minute a read', async (_, options) => {
    const steady = generate(options);
    await breathe();
    leapingClock(60_000);
    const leaping = generate(options);
    vi.restoreAllMocks();
    expect(leaping.puzzle).toEqual(steady.puzzle);
    expect(leaping.solution).toEqual(steady.solution);
  });

  it.each(cases)('%s: with a deadline the leaping clock passes, says it stopped', (_, options) => {
    const deadline = performance.now() + 5;
    leapingClock(1);
    let error: unknown;
    try {
      generate({ ...options, deadline });
    } catch (thrown) {
      error = thrown;
    }
    vi.restoreAllMocks();
    expect(error).toBeInstanceOf(GenerateAbortedError);
    expect(error).toMatchObject({ reason: 'deadline' });
  });
});
