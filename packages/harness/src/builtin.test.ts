import { readFileSync } from 'node:fs';
import { findConflicts, parseGrid } from '@sudoku-lab/core';
import { namedPuzzles } from '@sudoku-lab/testkit/puzzles';
import { describe, expect, it } from 'vitest';
import { builtinSource } from '../scripts/generate-builtin.mjs';
import { builtinInput, builtinPuzzle, builtinPuzzles } from './builtin.js';

describe('the built-in set', () => {
  it('is what scripts/generate-builtin.mjs writes (run `pnpm --filter @sudoku-lab/harness generate` after changing it)', () => {
    const file = readFileSync(new URL('./builtin.generated.ts', import.meta.url), 'utf8');
    expect(file).toBe(builtinSource());
  });

  it("holds the testkit's named puzzles under their names, then generated ones of each shape", () => {
    const names = builtinPuzzles.map((puzzle) => puzzle.name);
    expect(names.slice(0, namedPuzzles.length)).toEqual(namedPuzzles.map((puzzle) => puzzle.name));
    expect(new Set(names).size).toBe(names.length);
    const shapes = new Set(builtinPuzzles.map((puzzle) => parseGrid(puzzle.text).shape.name));
    expect([...shapes].sort()).toEqual(['4x4', '6x6', '9x9']);
    expect(findConflicts(builtinPuzzle('extreme').grid)).not.toHaveLength(0);
  });

  it('names each seed board for what it is', () => {
    expect(builtinPuzzle('leetcode-37-example').text).toBe(
      '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79',
    );
    expect(builtinPuzzle('js-article-board').text).toMatch(/^\.\.\.4\.\.\.3\.7\.48/);
    expect(() => builtinPuzzle('nope')).toThrow(/no built-in puzzle "nope"; there are easy, easy-two, /);
  });

  it('reads as a list, every puzzle well formed, with built-in:N sources and its names', async () => {
    const entries = [];
    for await (const entry of builtinInput().entries()) entries.push(entry);
    expect(entries).toHaveLength(builtinPuzzles.length);
    expect(entries.every((entry) => entry.grid !== undefined)).toBe(true);
    expect(entries[2]).toMatchObject({ index: 2, source: 'built-in:3', name: builtinPuzzles[2]!.name });
  });
});
