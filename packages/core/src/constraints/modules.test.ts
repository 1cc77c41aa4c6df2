import { describe, expect, it } from 'vitest';
import { ruleKinds } from '../families.js';
import { findConflicts } from '../find-conflicts.js';
import { formatFPuzzles, parseFPuzzles } from '../fpuzzles.js';
import { createGrid } from '../grid.js';
import { ruleTablesFor } from '../rule-tables.js';
import type { Rules } from '../rules.js';
import { at, board, Candidates, digitsOf, marks, maskOf, nine, placed } from './board.fixture.js';
import { diagonalHouses, windowHouses } from './geometry.js';
import { constraintModules } from './list.js';
import { Propagation } from './propagation.js';
import { boundedSumPropagator, combinations, distinctSumPropagator } from './sums.js';

const JIGSAW = Array.from({ length: 81 }, (_, cell) => (Math.floor(cell / 9) + (cell % 9 >= 8 ? 1 : 0)) % 9);

/** One puzzle's rules of each family. */
const rulesOf: Record<string, Rules> = {
  regions: { regions: JIGSAW },
  houses: { houses: diagonalHouses(nine) },
  cages: { cages: [{ cells: [at(1, 1), at(1, 2)], sum: 4 }] },
  antiknight: { antiknight: true },
  antiking: { antiking: true },
  thermometers: { thermometers: [[at(1, 1), at(1, 2), at(1, 3)]] },
  arrows: { arrows: [{ circle: [at(1, 1)], line: [at(1, 2), at(2, 3)] }] },
  whispers: { whispers: [[at(1, 1), at(1, 2), at(2, 3)]] },
  renbans: { renbans: [[at(1, 1), at(2, 2), at(3, 3)]] },
  palindromes: { palindromes: [[at(1, 1), at(2, 2), at(3, 3), at(4, 4)]] },
  betweenLines: { betweenLines: [[at(1, 1), at(2, 2), at(3, 3)]] },
  kropki: { kropki: { white: [{ cells: [at(1, 1), at(1, 2)], value: 1 }], black: [] } },
  xv: { xv: { x: [[at(1, 1), at(1, 2)]], v: [] } },
  nonconsecutive: { nonconsecutive: true },
  parity: { parity: { odd: [at(1, 1)], even: [] } },
  givenCandidates: { givenCandidates: [{ cell: at(1, 1), digits: [1, 3] }] },
  quadruples: { quadruples: [{ cells: [at(1, 1), at(1, 2), at(2, 1), at(2, 2)], digits: [1, 2, 3, 4] }] },
  // The clue above column 7 pointing down-right: row 1, column 8 and row 2, column 9 add up to 5.
  littleKillers: { littleKillers: [{ cells: [at(1, 8), at(2, 9)], direction: 'DR', sum: 5 }] },
  sandwiches: { sandwiches: [{ line: 'row', index: 0, sum: 0 }] },
};

/**
 * Of each family, a board of two givens that breaks its rules, and what its propagation must remove:
 * with `set`'s digit in its cell, `removed`'s digit leaves its cell. `apart: false` for a family whose
 * removal no group or extra peer explains (a dot, a sum, a parity).
 */
const examples: Record<string, { clash: string; set?: string; removed?: string; apart?: false }> = {
  regions: { clash: 'r1c9=4 r2c1=4' },
  houses: { clash: 'r1c1=5 r9c9=5' },
  cages: { clash: 'r1c1=2 r1c2=3', set: 'r1c1=1', removed: 'r1c2=2' },
  antiknight: { clash: 'r1c1=6 r2c3=6' },
  antiking: { clash: 'r1c1=7 r2c2=7' },
  thermometers: { clash: 'r1c1=5 r1c2=4', set: 'r1c1=7', removed: 'r1c2=7' },
  arrows: { clash: 'r1c1=3 r1c2=3', set: 'r1c1=3', removed: 'r1c2=3' },
  whispers: { clash: 'r1c1=3 r1c2=6', set: 'r1c1=3', removed: 'r1c2=3' },
  renbans: { clash: 'r1c1=2 r2c2=5', set: 'r1c1=2', removed: 'r2c2=5' },
  palindromes: { clash: 'r1c1=2 r4c4=3', set: 'r1c1=2', removed: 'r4c4=3' },
  betweenLines: { clash: 'r1c1=2 r2c2=1', set: 'r1c1=2', removed: 'r2c2=2' },
  kropki: { clash: 'r1c1=3 r1c2=5', apart: false },
  xv: { clash: 'r1c1=3 r1c2=6', apart: false },
  nonconsecutive: { clash: 'r1c1=4 r1c2=5', removed: 'r1c2=5', apart: false },
  parity: { clash: 'r1c1=2 r1c1=2', set: 'r1c2=1', removed: 'r1c1=2', apart: false },
  givenCandidates: { clash: 'r1c1=2 r1c1=2', set: 'r1c2=1', removed: 'r1c1=2', apart: false },
  quadruples: { clash: 'r1c1=5 r1c2=6', set: 'r1c1=1', removed: 'r1c2=5', apart: false },
  littleKillers: { clash: 'r1c8=3 r2c9=4', set: 'r1c8=1', removed: 'r2c9=5', apart: false },
  sandwiches: { clash: 'r1c1=1 r1c3=9', set: 'r1c1=1', removed: 'r1c3=9', apart: false },
};

/** Candidates as a propagator sees them, every cell every digit unless set. */

describe('the constraint modules', () => {
  it('are one a rule kind, in ruleKinds order', () => {
    expect(constraintModules.map((module) => module.kind)).toEqual([...ruleKinds]);
  });

  describe.each(constraintModules.map((module) => [module.kind, module] as const))('%s', (kind, module) => {
    const example = examples[kind]!;
    const rules = rulesOf[kind]!;
    const clash = placed(example.clash);
    it('has every part: a name, validation, canonical form, key, f-puzzles fields, groups, peers, conflicts, propagation', () => {
      expect(module.name).toMatch(/\w/);
      for (const part of [
        module.present,
        module.problem,
        module.normalize,
        module.key,
        module.fpuzzles.read,
        module.fpuzzles.write,
        module.groups,
        module.extraPeers,
        module.conflicts,
        module.propagators,
      ]) {
        expect(part).toBeTypeOf('function');
      }
      const cellKeys = module.fpuzzles.cellKeys ?? [];
      expect(Array.isArray(module.fpuzzles.keys) && Array.isArray(cellKeys)).toBe(true);
      expect(module.fpuzzles.keys.length + cellKeys.length).toBeGreaterThan(0);
    });

    it('refuses data that is not its own, naming the family', () => {
      const problem = module.problem(nine, 'nonsense');
      expect(problem).toMatch(new RegExp(kind === 'regions' ? 'region' : kind.replace(/s$/, '')));
    });

    it('accepts its example and finds a clash naming the rule, the digit and both cells', () => {
      const value = rules[kind]!;
      expect(module.problem(nine, value)).toBeNull();
      const conflicts = module.conflicts(nine, value as never, board(example.clash));
      expect(conflicts.length).toBeGreaterThan(0);
      const [first] = conflicts;
      expect(first!.cells).toEqual(clash.map(([cell]) => cell));
      expect(first!.digit).toBe(clash[1]![1]);
      expect(first!.message).toContain(`row 1, column ${(clash[0]![0] % 9) + 1}`);
      expect(module.conflicts(nine, value as never, board())).toEqual([]);
      // Through core's findConflicts, givens that clash make an invalid puzzle.
      expect(() => createGrid(nine, board(example.clash), rules)).not.toThrow();
      expect(findConflicts(createGrid(nine, board(example.clash), rules)).length).toBeGreaterThan(0);
    });

    it('writes its f-puzzles fields and reads them back to the same rules', () => {
      const grid = createGrid(nine, board(), rules);
      const doc = formatFPuzzles(grid);
      const keys = Object.keys(doc).filter((key) => key !== 'size' && key !== 'grid');
      if (module.fpuzzles.cellKeys === undefined) expect(keys.length).toBeGreaterThan(0);
      expect(parseFPuzzles(JSON.stringify(doc)).rules).toEqual(grid.rules);
    });

    it('propagates: its propagators never remove a digit of a solution, and remove what its rule forbids', () => {
      const value = rules[kind]!;
      const [cell, digit] = example.set ? placed(example.set)[0]! : clash[0]!;
      const [other, gone] = example.removed ? placed(example.removed)[0]! : [clash[1]![0], digit];
      const domains = new Candidates();
      domains.candidates[cell] = 1 << (digit - 1);
      for (const propagator of module.propagators(nine, value as never, [])) {
        expect(propagator.propagate(domains)).toBe(true);
      }
      expect(domains.candidates[other]! & (1 << (gone - 1))).toBe(0);
      expect(domains.candidates[cell]).toBe(1 << (digit - 1));
      // The same pair through the groups and extra peers a search that keeps peers reads instead.
      if (gone !== digit) return;
      const apart =
        module
          .groups(nine, value as never)
          .some((group) => group.cells.includes(cell) && group.cells.includes(other)) ||
        module.extraPeers(nine, value as never, cell).includes(other);
      if (example.apart !== false) expect(apart).toBe(true);
    });
  });
});

describe('sums', () => {
  it.each([
    [2, 3, [[1, 2]]],
    [2, 17, [[8, 9]]],
    [3, 7, [[1, 2, 4]]],
    [
      2,
      10,
      [
        [1, 9],
        [2, 8],
        [3, 7],
        [4, 6],
      ],
    ],
  ])('%i different digits adding up to %i: %j', (count, sum, expected) => {
    expect([...combinations(9, count, sum)].map(digitsOf)).toEqual(expected);
  });

  it('a cage keeps only digits of a fitting combination, and places a required digit with one place left', () => {
    const domains = new Candidates();
    const cells = [0, 1, 2];
    // 3 cells adding up to 23: {6,8,9} only. 1 and 2 go; 9 has one place left.
    domains.candidates[0] = maskOf(1, 6, 8);
    domains.candidates[1] = maskOf(1, 6, 8);
    domains.candidates[2] = maskOf(1, 2, 9);
    expect(distinctSumPropagator(9, cells, 23).propagate(domains)).toBe(true);
    expect(digitsOf(domains.candidates[0]!)).toEqual([6, 8]);
    expect(digitsOf(domains.candidates[2]!)).toEqual([9]);
  });

  it('a cage with no fitting combination is a contradiction', () => {
    const domains = new Candidates();
    domains.candidates[0] = maskOf(1);
    domains.candidates[1] = maskOf(2);
    expect(distinctSumPropagator(9, [0, 1], 10).propagate(domains)).toBe(false);
  });

  it('a sum whose digits may repeat bounds each cell by the others', () => {
    const domains = new Candidates();
    domains.candidates[0] = maskOf(9);
    expect(boundedSumPropagator([0, 1], 12).propagate(domains)).toBe(true);
    expect(digitsOf(domains.candidates[1]!)).toEqual([3]);
  });
});

describe('the propagation engine', () => {
  it('the 45 rule: a row of cages but one cell gives that cell its digit', () => {
    // Row 1: cages over columns 1-8 adding up to 40, so row 1, column 9 holds 5.
    const cages = [
      { cells: [at(1, 1), at(1, 2)], sum: 3 },
      { cells: [at(1, 3), at(1, 4)], sum: 13 },
      { cells: [at(1, 5), at(1, 6)], sum: 15 },
      { cells: [at(1, 7), at(1, 8)], sum: 9 },
    ];
    const engine = new Propagation(ruleTablesFor(nine, { cages }));
    expect(engine.start(board())).toBe(true);
    expect(engine.fixpoint()).toBe(true);
    expect(digitsOf(engine.candidates[at(1, 9)]!)).toEqual([5]);
    expect(digitsOf(engine.candidates[at(1, 1)]!)).toEqual([1, 2]);
  });

  it('windoku windows are units: a digit with one place left in a window goes there', () => {
    const houses = windowHouses(nine);
    const engine = new Propagation(ruleTablesFor(nine, { houses }));
    const [window] = houses;
    // 5 leaves window 1's rows 2 and 3 (givens in those rows) and row 4's cells in box 4 (a given
    // there), so its one place left is row 4, column 4.
    const cells = board('r2c7=5 r3c5=5 r6c3=5');
    expect(engine.start(cells)).toBe(true);
    expect(engine.fixpoint()).toBe(true);
    expect(window!.cells).toContain(at(4, 4));
    expect(digitsOf(engine.candidates[at(4, 4)]!)).toEqual([5]);
  });

  // Each case takes digit 5 from the banned cells ("r1c1236789": row 1, columns 1, 2, 3, 6, 7, 8 and 9),
  // leaving it few places in a unit, and expects the fixpoint to take the lost digits from their cells
  // (no single or hidden single does) and leave the kept ones.
  const classic: Rules = {};
  const windows: Rules = { houses: windowHouses(nine) };
  const apart: Rules = { nonconsecutive: true };
  it.each<[string, Rules, string, string, string]>([
    ["crossings: row 1's 5 in box 1", classic, 'r1c456789', 'r2c1=5 r3c3=5', 'r1c2=5 r2c4=5'],
    ["crossings: box 1's 5 in row 1", classic, 'r2c123 r3c123', 'r1c4=5 r1c9=5', 'r1c3=5'],
    ["crossings: window 1's 5 in column 2", windows, 'r2c34 r3c34 r4c34', 'r1c2=5 r9c2=5', 'r3c2=5'],
    ['nonconsecutive: side by side, both', apart, 'r1c1236789', 'r1c4=46 r1c5=46', 'r1c6=4 r1c3=6'],
    ['nonconsecutive: two apart, the one between', apart, 'r1c1235789', 'r1c5=46', 'r1c4=4 r1c6=6'],
    ["nonconsecutive: a box's diagonal, beside both", apart, 'r1c23 r2c13 r3c123', 'r2c1=46', 'r1c1=4'],
    ['nonconsecutive: three in a row, the middle one', apart, 'r1c126789', 'r1c4=46', 'r1c3=4 r1c5=6'],
  ])('a unit with few places for a digit: %s', (_, rules, banned, lost, kept) => {
    const taken = new Int32Array(81);
    for (const [, row, columns] of banned.matchAll(/r(\d)c(\d+)/g)) {
      for (const column of columns!) taken[at(Number(row), Number(column))] = maskOf(5);
    }
    const engine = new Propagation(ruleTablesFor(nine, rules));
    expect(engine.start(board(), taken)).toBe(true);
    expect(engine.fixpoint()).toBe(true);
    for (const [cell, digits] of marks(lost)) {
      expect(engine.candidates[cell]! & maskOf(...digits), `cell ${cell}`).toBe(0);
    }
    for (const [cell, digits] of marks(kept)) {
      expect(engine.candidates[cell]! & maskOf(...digits), `cell ${cell}`).toBe(maskOf(...digits));
    }
  });

  it('saves and restores a state', () => {
    const engine = new Propagation(ruleTablesFor(nine, { antiking: true }));
    engine.start(board());
    engine.fixpoint();
    engine.save(0);
    expect(engine.choose(0, 1)).toBe(true);
    expect(engine.fixpoint()).toBe(true);
    expect(engine.candidates[at(2, 2)]! & 1).toBe(0);
    engine.restore(0);
    expect(engine.candidates[at(2, 2)]).toBe(511);
  });
});
