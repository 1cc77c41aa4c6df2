import { describe, expect, it } from 'vitest';
import { capitalise, formatMs } from './words.js';

describe('formatMs', () => {
  it.each([
    [1234.5, '1,235 ms'],
    [102.4, '102 ms'],
    [12.345, '12.3 ms'],
    [1, '1.00 ms'],
    [0.5, '500 µs'],
    [0.0123, '12.3 µs'],
    [0.00306, '3.06 µs'],
    [0.00031, '310 ns'],
    [0.0000042, '4.20 ns'],
    [0, '0 ms'],
  ])('writes %s ms as %s', (ms, words) => expect(formatMs(ms)).toBe(words));

  it('never writes a time above zero as zero', () => {
    for (const ms of [1e-9, 4e-7, 0.00004, 0.0049]) expect(formatMs(ms)).not.toMatch(/^0(\.0*)? /);
  });
});

describe('capitalise', () => {
  it('starts a sentence with a capital', () => expect(capitalise('two 5s in row 1')).toBe('Two 5s in row 1'));
});
