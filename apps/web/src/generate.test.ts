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
