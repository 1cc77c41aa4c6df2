import { describe, expect, it } from 'vitest';
import { csvRecord, trimmed } from './csv.js';

describe('csvRecord', () => {
  it.each([
    [['norvig', 3, true], 'norvig,3,true'],
    [[null, undefined, ''], ',,'],
    [['a,b', 'say "hi"', 'two\nlines'], '"a,b","say ""hi""","two\nlines"'],
    [['=SUM(A1)', '+1', '-2', '@x', '\tt'], `"'=SUM(A1)","'+1","'-2","'@x","'\tt"`],
    [['=HYPERLINK("x"),1'], `"'=HYPERLINK(""x""),1"`],
    [[0.09494100000000572, -3], '0.0949,-3'],
  ] as const)('%j is %j', (fields, record) => {
    expect(csvRecord(fields)).toBe(record);
  });
});

describe('trimmed', () => {
  it.each([
    [12, 12],
    [1.23456, 1.2346],
    [0.00004, 0],
  ])('%d is %d', (value, expected) => {
    expect(trimmed(value)).toBe(expected);
  });
});
