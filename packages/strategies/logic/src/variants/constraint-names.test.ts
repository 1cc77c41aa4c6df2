import type { Rules } from '@sudoku-lab/core';
import { describe, expect, it } from 'vitest';
import { constraintName, constraintReason } from './constraint-names.js';

/** Cell index of "r3c4". */
const at = (name: string) => (Number(name[1]) - 1) * 9 + Number(name[3]) - 1;
const cells = (names: string) => names.split(' ').map(at);

// Two neighbouring diagonals down-right from r5c1 and r4c1, one crossing them up-right from r9c1, and
// two short ones in box 7's corner down-right from r7c1 and r8c1.
const rules: Rules = {
  littleKillers: [
    { cells: cells('r5c1 r6c2 r7c3 r8c4 r9c5'), direction: 'DR', sum: 30 },
    { cells: cells('r4c1 r5c2 r6c3 r7c4 r8c5 r9c6'), direction: 'DR', sum: 36 },
    { cells: cells('r9c1 r8c2 r7c3 r6c4 r5c5 r4c6 r3c7 r2c8 r1c9'), direction: 'UR', sum: 45 },
    { cells: cells('r7c1 r8c2 r9c3'), direction: 'DR', sum: 9 },
    { cells: cells('r8c1 r9c2'), direction: 'DR', sum: 5 },
  ],
};

describe('little killers named alone and joined', () => {
  it.each<[string, string, string, string]>([
    [
      'one diagonal',
      'r5c1 r6c2 r7c3 r8c4 r9c5',
      'Little killer 30 from r5c1 down-right',
      'the digits on its diagonal add up to 30',
    ],
    [
      'two diagonals apart, joined into one sum',
      'r4c1 r5c1 r5c2 r6c2 r6c3 r7c3 r7c4 r8c4 r8c5 r9c5 r9c6',
      'Little killers 30 from r5c1 down-right and 36 from r4c1 down-right',
      "the digits on their diagonals add up to 30 + 36 = 66 together, each house's share of them holding different digits",
    ],
    [
      'the rest of a box after the diagonals wholly inside it (the 45 rule)',
      'r7c2 r7c3 r8c3 r9c1',
      'Box 7 less little killers 9 from r7c1 down-right and 5 from r8c1 down-right',
      'the rest of box 7 adds up to 45 - 9 - 5 = 31',
    ],
    [
      'cells that are neither whole diagonals nor a unit less some',
      'r1c1 r1c2',
      'Little killers on r1c1 and r1c2',
      "the diagonals' sums read together, each house's share of them holding different digits",
    ],
  ])('%s', (_, list, name, reason) => {
    expect(constraintName('littleKillers', 'little killers', rules, cells(list))).toBe(name);
    expect(constraintReason('littleKillers', rules, cells(list), 9)).toBe(reason);
  });

  it('does not join crossing diagonals, whose shared cell the sums would count twice', () => {
    const crossing = [...new Set([...cells('r5c1 r6c2 r7c3 r8c4 r9c5'), ...rules.littleKillers![2]!.cells])];
    expect(constraintName('littleKillers', 'little killers', rules, crossing)).toMatch(/^Little killers on /);
  });
});
