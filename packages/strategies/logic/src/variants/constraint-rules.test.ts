import { createGrid, type Grid, parseGrid, ruleNames, shapes } from '@sudoku-lab/core';
import { LINE_SOLUTION, linePuzzles } from '@sudoku-lab/testkit';
import { describe, expect, it } from 'vitest';
import { explain, nextStep } from '../logic.js';
import { solutionProblems } from '../steps.fixture.js';
import { constraintRule } from './constraint-rules.js';
import { VariantState } from './state.js';

const nine = shapes['9x9'];
const solution = parseGrid(LINE_SOLUTION);

const puzzleOf = ({ givens, rules }: (typeof linePuzzles)[number]): Grid =>
  createGrid(nine, parseGrid(givens).cells, rules);

describe("a constraint's own rule as a step", () => {
  it.each(linePuzzles.map((entry) => [entry.name, entry] as const))(
    '%s: every step agrees with the solution, and the rule speaks by name',
    (_, entry) => {
      const puzzle = puzzleOf(entry);
      expect(solutionProblems(solution.cells, explain(puzzle).steps)).toEqual([]);
      const steps = explain(puzzle).steps.filter((step) => step.technique === 'constraint-rule');
      expect(steps.length).toBeGreaterThan(0);
      const names = Object.keys(entry.rules).map((kind) => ruleNames[kind as keyof typeof ruleNames]);
      for (const step of steps) {
        expect(names.some((name) => step.text.toLowerCase().startsWith(name.toLowerCase()))).toBe(true);
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
      'Thermometers on r1c1, r1c2, r1c3 and r1c4: r1c1 is at most 6, r1c2 is at least 2 and at most 7, r1c3 is at least 3 and at most 8 and r1c4 is at least 4.',
    );
    expect(step?.cells).toEqual([0, 1, 2, 3]);
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
