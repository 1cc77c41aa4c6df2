import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { begin, end, unrolledCount, withUnrolled } from '../scripts/unroll.mjs';

describe('the generated count in search.ts', () => {
  it('is what scripts/unroll.mjs writes (run `pnpm --filter @sudoku-lab/bitboard generate` after changing it)', () => {
    const source = readFileSync(new URL('./search.ts', import.meta.url), 'utf8');
    expect(source).toContain(`${begin}\n${unrolledCount()}\n${end}\n`);
    expect(withUnrolled(source)).toBe(source);
  });

  it('reads each of the nine digits once, a digit three numbers after the one before', () => {
    const reads = [...unrolledCount().matchAll(/m\[at(?: \+ (\d+))?\]/g)].map((match) =>
      Number(match[1] ?? 0),
    );
    expect(reads).toEqual([0, 3, 6, 9, 12, 15, 18, 21, 24]);
  });

  it('says where the marks are missing', () => {
    expect(() => withUnrolled('function tripletRule() {}\n')).toThrow(/lacks the lines/);
  });
});
