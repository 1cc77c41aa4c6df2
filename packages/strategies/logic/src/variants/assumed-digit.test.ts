import { createGrid, parseGrid, type Rules, shapes } from '@sudoku-lab/core';
import { describe, expect, it } from 'vitest';
import { explain } from '../logic.js';
import type { Setup } from '../position.fixture.js';
import { solutionProblems } from '../steps.fixture.js';
import { assumedDigit } from './assumed-digit.js';
import { variantPosition } from './position.fixture.js';

const nine = shapes['9x9'];
/** A thermometer in row 5, away from the cells the positions below use: a variant board, nothing more. */
const away: Rules = { thermometers: [[36, 37]] };

describe('a digit assumed and followed through every constraint', () => {
  // Positions where one assumed candidate, followed by the singles and every rule to a fixpoint, breaks
  // the board; and near misses, where every candidate left plays out without a contradiction.
  it.each<[string, Rules, Setup, string | null]>([
    [
      'three cells of box 1 where a 1 in r1c1 leaves 3 to both others',
      away,
      { only: { r1c1: '12', r1c2: '13', r2c1: '13' } },
      'If r1c1 were 1, the singles and the rules would place r1c2 = 3 and r2c1 = 3, and put 3 in both r1c2 and r2c1 (both in box 1), so r1c1 is not 1.',
    ],
    [
      'the same cells, r2c1 holding 1 or 4: every candidate plays out',
      away,
      { only: { r1c1: '12', r1c2: '13', r2c1: '14' } },
      null,
    ],
    [
      'the shortest of two contradictions: two digits forced in box 9 before three in box 1',
      away,
      { only: { r1c1: '12', r1c2: '13', r2c1: '14', r3c3: '34', r7c7: '12', r7c8: '13', r8c7: '13' } },
      'If r7c7 were 1, the singles and the rules would place r7c8 = 3 and r8c7 = 3, and put 3 in both r7c8 and r8c7 (both in box 9), so r7c7 is not 1.',
    ],
    [
      'an X its forced neighbours leave 3 and 6',
      { xv: { x: [[0, 1]], v: [] } },
      { only: { r1c1: '34', r1c2: '67', r2c2: '47', r2c1: '45' } },
      'If r2c1 were 4, the singles and the rules would place r2c2 = 7, r1c1 = 3 and r1c2 = 6, and break a rule (X between r1c1 and r1c2), so r2c1 is not 4.',
    ],
    [
      'a thermometer whose tip a single in row 1 brings down to its bulb',
      { thermometers: [[0, 1]] },
      { only: { r1c1: '123', r1c2: '23', r1c3: '13' } },
      'If r1c4 were 1, the singles and the rules would place r1c1 = 2, r1c3 = 3 and r1c2 = 2, and put 2 in both r1c1 and r1c2 (both in row 1), so r1c4 is not 1.',
    ],
    [
      'a chain of four forced digits and one more, counted',
      away,
      { only: { r1c8: '89', r1c9: '79', r2c8: '18', r2c9: '17', r3c7: '12' }, without: { 9: 'r1c1-7' } },
      'If r2c1 were 1, the singles and the rules would place r2c8 = 8, r2c9 = 7, r1c9 = 9 and r1c8 = 8, and put 8 in both r1c8 and r2c8 (both in column 8), so r2c1 is not 1.',
    ],
    [
      "two cells a knight's move apart, sharing no house, that a 1 in r1c5 (row 1, box 2) leaves 3 to",
      { antiknight: true },
      { only: { r2c2: '12', r1c2: '13', r2c4: '13' } },
      "If r1c5 were 1, the singles and the rules would place r1c2 = 3 and r2c4 = 3, and put 3 in both r1c2 and r2c4 (a knight's move apart), so r1c5 is not 1.",
    ],
    [
      "two cells a king's move apart in different boxes, that a 1 in r2c4 leaves 3 to",
      { antiking: true },
      { only: { r3c2: '12', r3c3: '13', r4c4: '13' } },
      "If r2c4 were 1, the singles and the rules would place r4c4 = 3 and r3c3 = 3, and put 3 in both r3c3 and r4c4 (a king's move apart), so r2c4 is not 1.",
    ],
  ])('%s', (_, rules, setup, text) => {
    const step = assumedDigit(variantPosition(rules, setup));
    expect(step?.text ?? null).toBe(text);
    if (step === null) return;
    expect(step.technique).toBe('assumed-digit');
    expect(step.eliminations).toHaveLength(1);
    expect(step.placements).toEqual([]);
  });

  it("finishes a thermometer puzzle the ladder stopped on, every step the solution's", () => {
    // The generator's thermometer puzzle of seed 2 (`sudoku-lab generate --variant thermo --seed 2`):
    // the ladder before this rung stopped on it; each assumption is tried only where nothing else applies.
    const givens = '4.......9.8..........6....2.52..1.8.............7.4....3...91......8.2...4.....3.';
    const solution = '426315879385297461179648352652931784794826513813754926237569148561483297948172635';
    const rules: Rules = {
      thermometers: [
        [1, 9, 0],
        [3, 11, 2, 10, 20],
        [25, 16, 7],
        [40, 31, 22],
      ],
    };
    const { steps, solved } = explain(createGrid(nine, parseGrid(givens).cells, rules));
    expect(solved).toBe(true);
    expect(solutionProblems(parseGrid(solution).cells, steps)).toEqual([]);
    const assumed = steps.filter((step) => step.technique === 'assumed-digit');
    expect(assumed.length).toBeGreaterThan(0);
    for (const step of assumed) expect(step.text).toMatch(/^If r\dc\d were \d, .*, so r\dc\d is not \d\.$/);
  });
});
