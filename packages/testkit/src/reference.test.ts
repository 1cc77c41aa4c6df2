import { emptyGrid, parseGrid, replayTrace, type SolveEvent, shapes, verifySolution } from '@sudoku-lab/core';
import { describe, expect, it } from 'vitest';
import { namedPuzzle } from './named.js';
import { countSolutions, findSolutions, OutOfBudget, referenceSolver } from './reference.js';

describe('countSolutions', () => {
  it('counts the 288 solved 4x4 boards from the empty one', () => {
    expect(countSolutions(emptyGrid(shapes['4x4']), 1000)).toBe(288);
  });

  it.each([
    ['everest', 1],
    ['leetcode-37-example', 1],
    ['js-article-board', 1],
    ['extreme', 0],
  ])('%s has %i solution(s)', (name, count) => {
    expect(countSolutions(parseGrid(namedPuzzle(name).text), 2)).toBe(count);
  });

  it('stops at the limit', () => {
    expect(countSolutions(emptyGrid(shapes['9x9']), 5)).toBe(5);
  });
});

describe('findSolutions', () => {
  it('finds distinct valid solutions', () => {
    const puzzle = emptyGrid(shapes['6x6']);
    const { solutions } = findSolutions(puzzle, 3);
    expect(solutions).toHaveLength(3);
    for (const solution of solutions) expect(verifySolution(puzzle, solution)).toEqual({ ok: true });
    expect(new Set(solutions.map((solution) => solution.cells.join(''))).size).toBe(3);
  });

  it('throws OutOfBudget past maxPlacements', () => {
    expect(() => findSolutions(emptyGrid(shapes['9x9']), 1, { maxPlacements: 10 })).toThrow(OutOfBudget);
  });
});

describe('referenceSolver', () => {
  it('solves everest with a trace that replays onto its solution', () => {
    const puzzle = parseGrid(namedPuzzle('everest').text);
    const events: SolveEvent[] = [];
    const result = referenceSolver.solve(puzzle, { onEvent: (event) => events.push(event) });
    expect(result.status).toBe('solved');
    expect(result.stats.guesses).toBeGreaterThan(0);
    const replay = replayTrace(puzzle, events);
    expect(replay.final).toEqual(result.solution);
    expect(events.filter((event) => event.type === 'place')).toHaveLength(result.stats.placements);
  });
});
