import { createGrid, type Grid, parseGrid, type Rules, shapes } from '@sudoku-lab/core';
import { LINE_SOLUTION, linePuzzles } from '@sudoku-lab/testkit';
import { describe, expect, it } from 'vitest';
import { explain, nextStep } from '../logic.js';
import type { Setup } from '../position.fixture.js';
import { solutionProblems } from '../steps.fixture.js';
import { constraintContradiction, constraintRule } from './constraint-rules.js';
import { variantPosition } from './position.fixture.js';
import { VariantState } from './state.js';

const nine = shapes['9x9'];
const solution = parseGrid(LINE_SOLUTION);

const puzzleOf = ({ givens, rules }: (typeof linePuzzles)[number]): Grid =>
  createGrid(nine, parseGrid(givens).cells, rules);

/** How a step names one constraint of each family, as setters' rules name them. */
const CONSTRAINT_WORDS = {
  thermometers: /^Thermometer from r\dc\d: /,
  arrows: /^Arrow from r\dc\d( and r\dc\d)?: /,
  whispers: /^German whispers line from r\dc\d: /,
  renbans: /^Renban line from r\dc\d \(\d cells\): /,
  palindromes: /^Palindrome from r\dc\d to r\dc\d: /,
  betweenLines: /^Between line from r\dc\d to r\dc\d: /,
  kropki: /^(White dot|Black dot|No dot) between r\dc\d and r\dc\d: /,
  xv: /^(X|V|No X or V) between r\dc\d and r\dc\d: /,
  parity: /^(Odd|Even) cell r\dc\d: /,
  givenCandidates: /^r\dc\d can only be [\d, or]+ \(given candidates\)\.$/,
  quadruples: /^Quadruple [\d, and]+ at r\dc\d, r\dc\d, r\dc\d and r\dc\d: /,
  littleKillers: /^Little killer \d+ from r\dc\d (up|down)-(left|right): /,
  sandwiches: /^Sandwich \d+ in (row|column) \d: /,
  nonconsecutive: /^Nonconsecutive r\dc\d and r\dc\d: /,
} as const;

describe("a constraint's own rule as a step", () => {
  it.each(linePuzzles.map((entry) => [entry.name, entry] as const))(
    '%s: every step agrees with the solution, and the rule speaks by name',
    (_, entry) => {
      const puzzle = puzzleOf(entry);
      expect(solutionProblems(solution.cells, explain(puzzle).steps)).toEqual([]);
      const steps = explain(puzzle).steps.filter(
        (step) => step.technique === 'constraint-rule' || step.technique === 'constraint-contradiction',
      );
      expect(steps.length).toBeGreaterThan(0);
      const kinds = Object.keys(entry.rules) as (keyof typeof CONSTRAINT_WORDS)[];
      for (const step of steps) {
        expect(kinds.some((kind) => CONSTRAINT_WORDS[kind].test(step.text))).toBe(true);
        expect(step.cells.length).toBeGreaterThan(0);
        expect(step.eliminations.length).toBeGreaterThan(0);
      }
    },
  );

  it('says a thermometer bound as a bound: "is at least" on the tube, "at most" before its end', () => {
    // One thermometer along row 1 on an empty board: the bulb is at most 6, the fourth cell at least 4.
    const puzzle = createGrid(nine, new Array<number>(81).fill(0), { thermometers: [[0, 1, 2, 3]] });
    const step = constraintRule(VariantState.of(puzzle));
    expect(step?.text).toBe(
      'Thermometer from r1c1: digits rise from the bulb, so r1c1 is at most 6, r1c2 is at least 2 and at most 7, r1c3 is at least 3 and at most 8 and r1c4 is at least 4.',
    );
    expect(step?.cells).toEqual([0, 1, 2, 3]);
  });

  // One constraint of each family on a board of at most one given: the sentence names it as setters do,
  // says why in a solver's words (the rule, then "so"), and what each cell keeps.
  it.each<[string, Rules, number[], string]>([
    [
      'a black dot',
      { kropki: { white: [], black: [{ cells: [0, 1], value: 2 }] } },
      [],
      'Black dot between r1c1 and r1c2: one digit is twice the other, so r1c1 loses 5, 7 and 9 and r1c2 loses 5, 7 and 9.',
    ],
    [
      'a black dot of ratio 3',
      { kropki: { white: [], black: [{ cells: [0, 1], value: 3 }] } },
      [],
      'Black dot between r1c1 and r1c2: one digit is 3 times the other, so r1c1 loses 4, 5, 7 and 8 and r1c2 loses 4, 5, 7 and 8.',
    ],
    [
      'a white dot',
      { kropki: { white: [{ cells: [0, 1], value: 1 }], black: [] } },
      [0, 5],
      'White dot between r1c1 and r1c2: the two digits are consecutive, so r1c2 loses 1, 2, 3, 7, 8 and 9.',
    ],
    [
      'a white dot of difference 3',
      { kropki: { white: [{ cells: [0, 1], value: 3 }], black: [] } },
      [0, 5],
      'White dot between r1c1 and r1c2: the two digits differ by 3, so r1c2 loses 1, 3, 4, 6, 7 and 9.',
    ],
    [
      'no dot (the negative white rule)',
      { kropki: { white: [], black: [], negativeWhite: true } },
      [0, 5],
      'No dot between r1c1 and r1c2: with every dot given, they are not consecutive, so r1c2 loses 4 and 6.',
    ],
    [
      'no dot (the negative black rule)',
      { kropki: { white: [], black: [], negativeBlack: true } },
      [0, 4],
      'No dot between r1c1 and r1c2: with every dot given, neither is twice the other, so r1c2 loses 2 and 8.',
    ],
    [
      'an X',
      { xv: { x: [[0, 1]], v: [] } },
      [0, 3],
      'X between r1c1 and r1c2: the two digits add up to 10, so r1c2 can only be 7.',
    ],
    [
      'a V',
      { xv: { x: [], v: [[0, 9]] } },
      [],
      'V between r1c1 and r2c1: the two digits add up to 5, so r1c1 is at most 4 and r2c1 is at most 4.',
    ],
    [
      'no X or V (the negative rule)',
      { xv: { x: [], v: [], negative: true } },
      [0, 3],
      'No X or V between r1c1 and r1c2: with every X and V given, the two digits add up to neither 5 nor 10, so r1c2 loses 2 and 7.',
    ],
    [
      'an odd cell',
      { parity: { odd: [40], even: [] } },
      [],
      'Odd cell r5c5: it holds an odd digit, so r5c5 loses 2, 4, 6 and 8.',
    ],
    [
      'an even cell',
      { parity: { odd: [], even: [40] } },
      [],
      'Even cell r5c5: it holds an even digit, so r5c5 loses 1, 3, 5, 7 and 9.',
    ],
    [
      "a cell's given candidates",
      { givenCandidates: [{ cell: 40, digits: [3, 5] }] },
      [],
      'r5c5 can only be 3 or 5 (given candidates).',
    ],
    [
      "a cell's given candidates, one of them already gone from its row",
      { givenCandidates: [{ cell: 40, digits: [1, 3, 5] }] },
      [36, 5],
      'r5c5 can only be 1 or 3 (given candidates).',
    ],
    [
      'a quadruple',
      { quadruples: [{ cells: [0, 1, 9, 10], digits: [5, 6, 7, 8] }] },
      [],
      'Quadruple 5, 6, 7 and 8 at r1c1, r1c2, r2c1 and r2c2: its cells hold exactly those digits, so r1c1 is at least 5 and at most 8, r1c2 is at least 5 and at most 8, r1c3 loses 5, 6, 7 and 8, r2c1 is at least 5 and at most 8, r2c2 is at least 5 and at most 8, r2c3 loses 5, 6, 7 and 8, r3c1 loses 5, 6, 7 and 8, r3c2 loses 5, 6, 7 and 8 and r3c3 loses 5, 6, 7 and 8.',
    ],
    // 3 from two cells of box 1 is 1 and 2 there: the rest of the box holds neither.
    [
      'a little killer',
      { littleKillers: [{ cells: [1, 9], direction: 'DL', sum: 3 }] },
      [],
      'Little killer 3 from r1c2 down-left: the digits on its diagonal add up to 3, so r1c1 is at least 3, r1c2 is at most 2, r1c3 is at least 3, r2c1 is at most 2, r2c2 is at least 3, r2c3 is at least 3, r3c1 is at least 3, r3c2 is at least 3 and r3c3 is at least 3.',
    ],
    [
      'nonconsecutive',
      { nonconsecutive: true },
      [0, 5],
      'Nonconsecutive r1c1 and r1c2: neighbours never hold consecutive digits, so r1c2 loses 4 and 6.',
    ],
    [
      'a sandwich',
      { sandwiches: [{ line: 'row', index: 2, sum: 35 }] },
      [],
      'Sandwich 35 in row 3: the digits between the 1 and the 9 add up to 35, so r3c1 loses 2, 3, 4, 5, 6, 7 and 8, r3c2 is at least 2 and at most 8, r3c3 is at least 2 and at most 8, r3c4 is at least 2 and at most 8, r3c5 is at least 2 and at most 8, r3c6 is at least 2 and at most 8, r3c7 is at least 2 and at most 8, r3c8 is at least 2 and at most 8 and r3c9 loses 2, 3, 4, 5, 6, 7 and 8.',
    ],
    [
      'an arrow',
      { arrows: [{ circle: [0], line: [1, 2] }] },
      [],
      "Arrow from r1c1: the digits on its line add up to the circle's digit, so r1c1 is at least 3, r1c2 is at most 8 and r1c3 is at most 8.",
    ],
    // Three cells sum to at most 27: the pill's tens digit is 1 or 2.
    [
      'an arrow from a pill of two cells',
      { arrows: [{ circle: [0, 1], line: [10, 11, 12] }] },
      [],
      "Arrow from r1c1 and r1c2: the digits on its line add up to the circle's 2-digit number, so r1c1 is at most 2.",
    ],
    [
      'a German whispers pair',
      { whispers: [[0, 1]] },
      [],
      'German whispers line from r1c1: neighbours on the line differ by at least 5, so r1c1 loses 5 and r1c2 loses 5.',
    ],
    [
      'a renban line',
      { renbans: [[0, 1, 2]] },
      [0, 1],
      'Renban line from r1c1 (3 cells): its 3 digits are consecutive, in any order, so r1c2 is at most 3, r1c3 is at most 3, r1c4 is at least 4, r1c5 is at least 4, r1c6 is at least 4, r1c7 is at least 4, r1c8 is at least 4, r1c9 is at least 4, r2c1 is at least 4, r2c2 is at least 4, r2c3 is at least 4, r3c1 is at least 4, r3c2 is at least 4 and r3c3 is at least 4.',
    ],
    [
      'a palindrome',
      { palindromes: [[2, 3, 12]] },
      [2, 5],
      'Palindrome from r1c3 to r2c4: it reads the same from both ends, so r2c4 can only be 5.',
    ],
    [
      'a between line',
      { betweenLines: [[0, 1, 2]] },
      [0, 2],
      'Between line from r1c1 to r1c3: the digits on it lie strictly between those at its two ends, so r1c2 is at least 3 and at most 8 and r1c3 is at least 4.',
    ],
  ])('names %s and says why', (_, rules, [cell, digit], text) => {
    const cells = new Array<number>(81).fill(0);
    if (cell !== undefined) cells[cell] = digit!;
    const step = constraintRule(VariantState.of(createGrid(nine, cells, rules)));
    expect(step?.text).toBe(text);
  });

  // Positions where a propagator reads more than one pair: the sentence says what it reads.
  it.each<[string, Rules, Setup, string]>([
    [
      // r1c1 and r1c3 see each other, so they cannot both be 9: 4 has one partner, 2 has 8 and 9.
      'a whispers cell whose neighbours see each other',
      { whispers: [[0, 10, 2]] },
      { only: { r1c1: '89', r1c3: '89', r2c2: '24' } },
      "German whispers line from r1c1: r2c2's neighbours r1c1 and r1c3 see each other and need two different digits at least 5 away from it, so r2c2 can only be 2.",
    ],
    [
      // 4 is in r1c1 or r1c2 of box 1: either way both cells touch it.
      'nonconsecutive over a box, a digit with two places left',
      { nonconsecutive: true },
      { without: { 4: 'r1c3 r2c1-3 r3c1-3' } },
      'Nonconsecutive in box 1: neighbours never hold consecutive digits, and a digit with two or three places left here is beside some cells wherever it goes, so r1c1 loses 3 and 5 and r1c2 loses 3 and 5.',
    ],
  ])('%s', (_, rules, setup, text) => {
    expect(constraintRule(variantPosition(rules, setup))?.text).toBe(text);
  });

  it('finds nothing on a board its constraints leave alone', () => {
    const puzzle = createGrid(nine, new Array<number>(81).fill(0), { thermometers: [[0, 1]] });
    const state = VariantState.of(puzzle);
    const step = constraintRule(state)!;
    state.apply(step);
    expect(constraintRule(state)).toBeNull();
  });

  it('is a hint like any other: nextStep gives it where nothing easier applies', () => {
    const puzzle = createGrid(nine, new Array<number>(81).fill(0), {
      thermometers: [[0, 1, 2, 3, 4, 5, 6, 7, 8]],
    });
    expect(nextStep(puzzle)?.technique).toBe('constraint-rule');
  });
});

describe("a constraint's rule with a digit assumed", () => {
  // Positions where one constraint, with a digit assumed in one of its cells and gone from that cell's
  // peers, can no longer be kept; and near misses, where the rule alone has done its work and every
  // digit left keeps it.
  it.each<[string, Rules, Setup, string | null]>([
    [
      'a nonconsecutive pair in a row, one cell 4 or 5',
      { nonconsecutive: true },
      { only: { r1c1: '45' } },
      'Nonconsecutive r1c1 and r1c2: if r1c2 were 4 or 5, r1c1 would have no digit left, so r1c2 loses 4 and 5.',
    ],
    [
      'an X on an empty board (its cells differ, so neither is 5)',
      { xv: { x: [[0, 1]], v: [] } },
      {},
      'X between r1c1 and r1c2: if r1c1 were 5, no digit left in r1c2 would keep it, so r1c1 loses 5; if r1c2 were 5, r1c1 would have no digit left, so r1c2 loses 5.',
    ],
    [
      'a nonconsecutive pair, one cell 4 or 6, its neighbours without 5',
      { nonconsecutive: true },
      { only: { r1c1: '46' }, without: { 5: 'r1c2 r2c1' } },
      null,
    ],
    [
      // The 45 rule reads the X as a cage: the rest of its row (and box) add up to 35, which 3 and 7
      // gone from them keeps.
      'an X whose cells hold 3 or 7, gone from the rest of their row and box',
      { xv: { x: [[0, 1]], v: [] } },
      { only: { 'r1c1-2': '37' }, without: { 37: 'r1c3-9 r2c1-3 r3c1-3' } },
      null,
    ],
  ])('%s', (_, rules, setup, text) => {
    const step = constraintContradiction(variantPosition(rules, setup));
    expect(step?.text ?? null).toBe(text);
    if (step !== null) expect(step.technique).toBe('constraint-contradiction');
  });

  it('names three or more assumed digits as a choice: "were 1, 6, 7, 8 or 9"', () => {
    // Called alone it also finds what the rule alone removes (nextStep gives the rule first): a
    // middle of 1 or of 6 to 9 has no pair of ends around it.
    const rules: Rules = { betweenLines: [[0, 1, 2]] };
    const step = constraintContradiction(variantPosition(rules, { only: { r1c1: '1234', r1c3: '56' } }));
    expect(step?.text).toBe(
      'Between line from r1c1 to r1c3: if r1c2 were 1, 6, 7, 8 or 9, no digits left in r1c1 and r1c3 would keep it, so r1c2 loses 1, 6, 7, 8 and 9.',
    );
  });

  it('comes after the rule alone: nextStep gives the rule first where both apply', () => {
    const rules: Rules = { xv: { x: [[0, 1]], v: [] }, thermometers: [[18, 19, 20, 21]] };
    const puzzle = createGrid(nine, new Array<number>(81).fill(0), rules);
    expect(constraintContradiction(VariantState.of(puzzle))?.technique).toBe('constraint-contradiction');
    expect(nextStep(puzzle)?.technique).toBe('constraint-rule');
  });
});
