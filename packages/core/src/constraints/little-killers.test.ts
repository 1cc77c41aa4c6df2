import { describe, expect, it } from 'vitest';
import type { LittleKiller } from '../rules.js';
import { at, Candidates, digitsOf, maskOf, nine, nineUnits } from './board.fixture.js';
import { moduleOf } from './list.js';

/** The little killers' propagators run until none removes more, from `set`; null on a contradiction. */
function propagate(killers: readonly LittleKiller[], set: readonly (readonly [number, number])[] = []) {
  const domains = new Candidates();
  for (const [cell, digit] of set) domains.candidates[cell] = maskOf(digit);
  const propagators = moduleOf('littleKillers').propagators(nine, killers, nineUnits);
  for (let changed = true; changed; ) {
    const before = domains.candidates.join();
    for (const propagator of propagators) if (!propagator.propagate(domains)) return null;
    changed = domains.candidates.join() !== before;
  }
  return domains;
}

/** The diagonal from a cell in direction DL (down and left) to the grid's edge. */
function downLeft(row: number, column: number): number[] {
  const cells: number[] = [];
  for (let r = row, c = column; r <= 9 && c >= 1; r++, c--) cells.push(at(r, c));
  return cells;
}
const killer = (row: number, column: number, sum: number): LittleKiller => ({
  cells: downLeft(row, column),
  direction: 'DL',
  sum,
});

describe('little killers and the 45 rule', () => {
  it.each([
    // [what, the killers, a cell of the box's rest, the digits it keeps]
    [
      'two corner diagonals of 3 and 24 leave the rest of box 1 {3, 4, 5, 6}',
      [killer(1, 2, 3), killer(1, 3, 24)],
      at(1, 1),
      [3, 4, 5, 6],
    ],
    ['the same at R3C3', [killer(1, 2, 3), killer(1, 3, 24)], at(3, 3), [3, 4, 5, 6]],
    // The corner's 2-cell diagonal of 17 is {8, 9}; its box's other seven cells then hold 1..7.
    [
      'one corner diagonal of 17 leaves the rest of box 1 no 8 or 9',
      [killer(1, 2, 17)],
      at(2, 2),
      [1, 2, 3, 4, 5, 6, 7],
    ],
  ])('%s', (_what, killers, cell, digits) => {
    const domains = propagate(killers);
    expect(domains).not.toBeNull();
    expect(digitsOf(domains!.candidates[cell]!)).toEqual(digits);
  });

  it('four anti-diagonals side by side adding up to 49 each leave box 3 little room', () => {
    // Their cells in boxes 3, 5 and 7 (eight each), then three, three, one and one: at most 198 in all.
    // With 196 each group of eight makes 42 or more, so the ninth cell of box 3, R1C7, is 1 to 3.
    const upRight = (row: number, column: number, sum: number): LittleKiller => ({
      cells: Array.from({ length: Math.min(row, 10 - column) }, (_, k) => at(row - k, column + k)),
      direction: 'UR',
      sum,
    });
    const killers = [killer(1, 8, 49), killer(1, 9, 49), upRight(9, 2, 49), upRight(9, 3, 49)];
    const domains = propagate(killers);
    expect(domains).not.toBeNull();
    expect(digitsOf(domains!.candidates[at(1, 7)]!)).toEqual([1, 2, 3]);
    // One more makes 197 and leaves the group of eight no room: R1C7 is 1 or 2.
    const tighter = propagate([...killers.slice(0, 3), upRight(9, 3, 50)]);
    expect(digitsOf(tighter!.candidates[at(1, 7)]!)).toEqual([1, 2]);
  });

  it('the 45 rule keeps no sum over a whole unit, which says no more than the unit', () => {
    const killers = [killer(1, 2, 3), killer(1, 3, 24), killer(1, 9, 45)];
    const propagators = moduleOf('littleKillers').propagators(nine, killers, nineUnits);
    const units = new Set(nineUnits.map((unit) => [...unit].sort((a, b) => a - b).join()));
    const whole = propagators.filter((p) => units.has([...p.cells].sort((a, b) => a - b).join()));
    expect(propagators.length).toBeGreaterThan(killers.length);
    expect(whole).toEqual([]);
  });

  // Without the 45 rule the diagonals' own propagators (repeat sums) say of the rest of the box only
  // what a corner's cells hold when they are left as many digits as they are: 3 is 1 + 2 and 24 is
  // 7 + 8 + 9, where 9 and 15 leave each cell of their diagonal several pairs and triples.
  it.each([
    ['loose corner sums (9 and 15) say nothing of R1C1', [killer(1, 2, 9), killer(1, 3, 15)], 9],
    ['tight ones (3 and 24) take 1, 2, 7, 8 and 9 from it', [killer(1, 2, 3), killer(1, 3, 24)], 4],
  ])('without the 45 rule, %s', (_what, killers, left) => {
    const propagators = moduleOf('littleKillers')
      .propagators(nine, killers, nineUnits)
      .slice(0, killers.length);
    const domains = new Candidates();
    for (const propagator of propagators) expect(propagator.propagate(domains)).toBe(true);
    expect(digitsOf(domains.candidates[at(1, 1)]!)).toHaveLength(left);
  });

  // Three parallel diagonals (r+c = 8, 9 and 10) of middle sums: their join's bounds say little (its
  // score is not positive) but its sum is exact (boxes 3, 5 and 7 by their rests of three cells, boxes
  // 2 and 4 by their three cells), so it is kept: each box's share of the three is one run of
  // different digits. Without it the diagonals' own runs let R6C2 (diagonal 8) and R6C3 (diagonal 9)
  // both hold 3.
  it.each([
    ['a settled 3 at R6C2 leaves R6C3 no 3', [[at(6, 2), 3]], at(6, 3), [1, 2, 4, 5, 6, 7, 8, 9]],
    ['nothing settled: R6C3 keeps every digit', [], at(6, 3), [1, 2, 3, 4, 5, 6, 7, 8, 9]],
  ] as const)(
    'three diagonals of 29, 40 and 38 joined for their exact sum: %s',
    (_what, set, cell, digits) => {
      const killers = [killer(1, 7, 29), killer(1, 8, 40), killer(1, 9, 38)];
      const joined = moduleOf('littleKillers')
        .propagators(nine, killers, nineUnits)
        .filter((propagator) => killers.every((k) => k.cells.every((c) => propagator.cells.includes(c))));
      expect(joined).toHaveLength(1);
      const domains = propagate(killers, set);
      expect(digitsOf(domains!.candidates[cell]!)).toEqual(digits);
    },
  );

  it('never removes a digit of a solution whose diagonals give the clues (random solutions and clues)', () => {
    let seed = 2026;
    const random = (n: number) => {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      return seed % n;
    };
    for (let trial = 0; trial < 60; trial++) {
      // A valid solution: the shifted pattern, its digits relabelled and its bands' rows shuffled.
      const relabel = [1, 2, 3, 4, 5, 6, 7, 8, 9].sort(() => random(3) - 1);
      const rowOrder = [0, 1, 2].flatMap((band) =>
        [0, 1, 2].sort(() => random(3) - 1).map((r) => band * 3 + r),
      );
      const solution = Array.from({ length: 81 }, (_, cell) => {
        const r = rowOrder[Math.floor(cell / 9)]!;
        return relabel[(r * 3 + Math.floor(r / 3) + (cell % 9)) % 9]!;
      });
      // Clues on some down-left diagonals from the top row, their sums read off the solution.
      const killers: LittleKiller[] = [];
      for (let column = 2; column <= 9; column++) {
        if (random(2) === 0) continue;
        const cells = downLeft(1, column);
        killers.push({ cells, direction: 'DL', sum: cells.reduce((sum, cell) => sum + solution[cell]!, 0) });
      }
      const givens = Array.from({ length: 6 }, () => random(81)).map(
        (cell) => [cell, solution[cell]!] as const,
      );
      const domains = propagate(killers, givens);
      expect(domains).not.toBeNull();
      for (let cell = 0; cell < 81; cell++) {
        expect(domains!.candidates[cell]! & maskOf(solution[cell]!)).not.toBe(0);
      }
    }
  });
});
