import { existsSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readSharedPuzzles, sharedPuzzlesDir } from './shared-puzzles.js';

describe('readSharedPuzzles', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('points beside the checkout', () => {
    expect(sharedPuzzlesDir).toMatch(/[/\\]shared[/\\]puzzles[/\\]$/);
  });

  it('gives an empty list and says what it skipped for a set that is absent', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(readSharedPuzzles('no-such-set.txt')).toEqual([]);
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/^skipped: no-such-set.txt is not at .*shared/));
  });

  it.skipIf(!existsSync(`${sharedPuzzlesDir}seeds.txt`))('reads a set, comments and names dropped', () => {
    const seeds = readSharedPuzzles('seeds.txt');
    expect(seeds).toHaveLength(7);
    expect(new Set(seeds.map((grid) => grid.shape.name))).toEqual(new Set(['9x9']));
  });
});
