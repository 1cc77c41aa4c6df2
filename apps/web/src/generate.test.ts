import { kindsOf, parsePuzzle, type RuleKind } from '@sudoku-lab/core';
import type { Variant } from '@sudoku-lab/generator';
import { describe, expect, it } from 'vitest';
import { answer } from './generate.js';

describe('answer (the generator worker)', () => {
  it('gives the same puzzle for the same seed and level, and another for another seed', () => {
    const first = answer({ difficulty: 'easy', seed: 'web-1' });
    const again = answer({ difficulty: 'easy', seed: 'web-1' });
    const other = answer({ difficulty: 'easy', seed: 'web-2' });
    expect(first.kind).toBe('generated');
    expect(again).toEqual(first);
    expect(other).not.toEqual(first);
    if (first.kind === 'generated') {
      expect(first.line).toHaveLength(81);
      expect(first.seed).toBe('web-1');
      expect(first.level).toBe('easy');
    }
  });

  it('says what failed for an impossible request', () => {
    expect(answer({ difficulty: 'nonsense' as 'easy', seed: '1' })).toMatchObject({ kind: 'failed' });
  });
});

describe('answer for a variant', () => {
  // Each of these variants is one rule kind.
  it.each<[Variant, RuleKind]>([
    ['x', 'houses'],
    ['windoku', 'houses'],
    ['jigsaw', 'regions'],
    ['antiknight', 'antiknight'],
    ['antiking', 'antiking'],
    ['killer', 'cages'],
  ])('%s: a line that reads back with its %s, the same for the same seed', (variant, kind) => {
    const made = answer({ difficulty: 'medium', variant, seed: 'web-variant' });
    expect(made.kind, made.kind === 'failed' ? made.message : '').toBe('generated');
    if (made.kind !== 'generated') return;
    expect(kindsOf(parsePuzzle(made.line).rules)).toEqual([kind]);
    expect(made.level).toBe('medium');
    expect(answer({ difficulty: 'medium', variant, seed: 'web-variant' })).toEqual(made);
  });
});
