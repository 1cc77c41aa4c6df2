import { type Relative, verdictWarnings } from '@sudoku-lab/harness';
import { settledRelative } from '@sudoku-lab/harness/testing';
import { describe, expect, it } from 'vitest';
import { formatFactor, forThePage, intervalWords, REPEAT_LABEL, speedRows, speedWords } from './relative.js';

describe('formatFactor', () => {
  it.each([
    [1.04, '1'],
    [1.26, '1.3'],
    [3.64, '3.6'],
    [62.4, '62'],
    [345, '350'],
    [12_345, '12,000'],
    [345_678, '350,000'],
  ])('writes %s as %s', (factor, words) => expect(formatFactor(factor)).toBe(words));
});

describe('speedWords', () => {
  it.each([
    // The harness's ratio (the baseline's time over the strategy's) and the words the page shows.
    [0.016, '63 times slower'],
    [0.28, '3.6 times slower'],
    [0.0000029, '340,000 times slower'],
    [0.98, 'as fast'],
    [1.02, 'as fast'],
    [1.3, '1.3 times faster'],
  ])('says a ratio of %s as "%s"', (ratio, words) => expect(speedWords(ratio)).toBe(words));
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
