import { type Relative, verdictWarnings } from '@sudoku-lab/harness';
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
  const relative: Relative = {
    baseline: 'bitboard',
    others: [
      { strategy: 'wfc', ratio: 0.28, low: 0.2, high: 0.37, puzzles: 18 },
      { strategy: 'logic', ratio: 0.016, low: 0.0071, high: 0.029, puzzles: 18 },
    ],
    order: ['bitboard', 'wfc', 'logic'],
    confidence: 0.97,
    ties: [],
    puzzles: 18,
  };

  it("keeps the harness's ratio beside its words, so the page's figure is the command line's turned over", () => {
    expect(speedRows(relative)).toEqual([
      {
        strategy: 'wfc',
        ratio: 0.28,
        speed: '3.6 times slower',
        interval: '2.7 to 5 times slower',
        puzzles: 18,
      },
      {
        strategy: 'logic',
        ratio: 0.016,
        speed: '63 times slower',
        interval: '34 to 140 times slower',
        puzzles: 18,
      },
    ]);
  });

  it("names the page's field where the harness's warnings name --repeat", () => {
    const tied: Relative = {
      ...relative,
      ties: [{ faster: 'wfc', slower: 'logic', ratio: 0.9, low: 0.7, high: 1.2 }],
    };
    const [line] = verdictWarnings(tied).map(forThePage);
    expect(line).toContain(`Run again with a larger "${REPEAT_LABEL}" (above), or on more puzzles.`);
    expect(line).not.toContain('--repeat');
  });
});
