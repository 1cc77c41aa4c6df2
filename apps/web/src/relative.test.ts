import { type Relative, verdictWarnings } from '@sudoku-lab/harness';
import { settledRelative } from '@sudoku-lab/harness/testing';
import { describe, expect, it } from 'vitest';
import { formatFactor, forThePage, intervalWords, REPEAT_LABEL, speedRows, speedWords } from './relative.js';

describe('formatFactor and speedWords', () => {
  // A factor in words, and a speed that many times the baseline's either way up: the harness's ratio
  // (the baseline's time over the strategy's) is the factor for faster, one over it for slower.
  it.each([
    [1.26, '1.3'],
    [3.64, '3.6'],
    [62.4, '62'],
    [345, '350'],
    [12_345, '12,000'],
    [345_678, '350,000'],
  ])('writes %s as %s, in a speed that many times faster or slower', (factor, words) => {
    expect(formatFactor(factor)).toBe(words);
    expect(speedWords(factor)).toBe(`${words} times faster`);
    expect(speedWords(1 / factor)).toBe(`${words} times slower`);
  });

  it('says "as fast" within a few percent of the baseline, where the factor would read 1', () => {
    expect(formatFactor(1.04)).toBe('1');
    for (const ratio of [0.98, 1, 1.02, 1.04]) expect(speedWords(ratio)).toBe('as fast');
  });
});

describe('intervalWords', () => {
  it.each([
    [0.0071, 0.029, '34 to 140 times slower'],
    [1.2, 2.5, '1.2 to 2.5 times faster'],
    [0.8, 1.1, 'from 1.3 times slower to 1.1 times faster'],
    [1, 1.1, 'from as fast to 1.1 times faster'],
  ])('says %s to %s as "%s"', (low, high, words) => expect(intervalWords(low, high)).toBe(words));
});

describe('speedRows', () => {
  // The verdict the harness's own tests print as "norvig 0.25x (0.20x to 0.30x), dlx 0.051x ...".
  const relative = settledRelative;

  it("keeps the harness's ratio beside its words, so the page's figure is the command line's turned over", () => {
    expect(speedRows(relative)).toEqual([
      {
        strategy: 'norvig',
        ratio: 0.25,
        speed: '4 times slower',
        interval: '3.3 to 5 times slower',
        puzzles: 95,
      },
      {
        strategy: 'dlx',
        ratio: 0.051,
        speed: '20 times slower',
        interval: '17 to 25 times slower',
        puzzles: 95,
      },
    ]);
  });

  it("names the page's field where the harness's warnings name --repeat", () => {
    const tied: Relative = {
      ...relative,
      ties: [{ faster: 'norvig', slower: 'dlx', ratio: 0.9, low: 0.7, high: 1.2 }],
    };
    const [line] = verdictWarnings(tied).map(forThePage);
    expect(line).toContain(`Run again with a larger "${REPEAT_LABEL}" (above), or on more puzzles.`);
    expect(line).not.toContain('--repeat');
  });
});
