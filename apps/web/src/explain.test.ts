import { formatGrid, parseGrid } from '@sudoku-lab/core';
import { explain, nextStep } from '@sudoku-lab/logic';
import { describe, expect, it } from 'vitest';
import { boardAfter, changesOf, stepCells, techniqueName } from './explain.js';

const PUZZLE = parseGrid('53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79');
const SOLUTION = '534678912672195348198342567859761423426853791713924856961537284287419635345286179';

describe('boardAfter', () => {
  const { steps } = explain(PUZZLE);
  it.each([
    ['no step', 0, formatGrid(PUZZLE)],
    ['every step', steps.length, SOLUTION],
  ])('after %s', (_, count, line) => {
    expect(formatGrid(boardAfter(PUZZLE, steps, count))).toBe(line);
  });

  it('fills one more cell with each placing step', () => {
    const filled = (count: number) => boardAfter(PUZZLE, steps, count).cells.filter((d) => d !== 0).length;
    const placing = steps.findIndex((step) => step.placements.length > 0);
    expect(filled(placing + 1)).toBe(filled(placing) + steps[placing]!.placements.length);
  });
});

describe('a step in words', () => {
  const step = nextStep(PUZZLE)!;
  it('names the technique as the ladder does', () => {
    expect(techniqueName(step.technique)).not.toBe(step.technique);
    expect(techniqueName('no-such-technique')).toBe('no-such-technique');
  });
  it('lists the changes and highlights the cells they touch', () => {
    const changes = changesOf(PUZZLE, step);
    expect(changes.length).toBe(step.placements.length + step.eliminations.length);
    expect(changes[0]).toMatch(/^r\dc\d [=≠] \d$/);
    for (const { cell } of step.placements) expect(stepCells(step).has(cell)).toBe(true);
  });
});
