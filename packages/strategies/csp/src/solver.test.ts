import { createGrid, parseGrid, replayTrace, type SolveEvent, verifySolution } from '@sudoku-lab/core';
import { describeConformance } from '@sudoku-lab/testkit';
import { namedPuzzle } from '@sudoku-lab/testkit/puzzles';
import { describe, expect, it } from 'vitest';
import { solver } from './index.js';

describeConformance(solver);

describe('csp', () => {
  it('places every empty cell of a puzzle that needs no guess once, with no guess', () => {
    const puzzle = parseGrid(namedPuzzle('easy').text);
    const result = solver.solve(puzzle);
    expect(result.status).toBe('solved');
    expect(verifySolution(puzzle, result.solution)).toEqual({ ok: true });
    expect(result.stats).toMatchObject({ guesses: 0, backtracks: 0 });
    expect(result.stats.placements).toBe(puzzle.cells.filter((digit) => digit === 0).length);
  });
});

describe('csp on given candidates (a sukaku)', () => {
  /** A puzzle's givens written as given candidates instead, one digit a cell, every cell empty. */
  function asCandidates(text: string) {
    const classic = parseGrid(text);
    const givenCandidates = [...classic.cells].flatMap((digit, cell) =>
      digit === 0 ? [] : [{ cell, digits: [digit] }],
    );
    return { classic, marked: createGrid(classic.shape, new Array(81).fill(0), { givenCandidates }) };
  }

  it('searches a classic puzzle written as given candidates as the classic puzzle: the same guesses', () => {
    const { classic, marked } = asCandidates(namedPuzzle('everest').text);
    const plain = solver.solve(classic, { maxSolutions: 2 });
    const result = solver.solve(marked, { maxSolutions: 2 });
    expect(result.status).toBe('solved');
    expect(result.solution?.cells).toEqual(plain.solution?.cells);
    expect(plain.stats.guesses).toBeGreaterThan(5);
    expect(result.stats).toMatchObject({ guesses: plain.stats.guesses, backtracks: plain.stats.backtracks });
    // The givens are the search's singles here: placed once each, on top of the classic placements.
    const givens = classic.cells.filter((digit) => digit !== 0).length;
    expect(result.stats.placements).toBe(plain.stats.placements + givens);
  });

  it('traces the cells its given candidates settle: the trace replays onto the solution', () => {
    const { marked } = asCandidates(namedPuzzle('medium-one').text);
    const events: SolveEvent[] = [];
    const result = solver.solve(marked, { onEvent: (event) => events.push(event) });
    expect(result.status).toBe('solved');
    expect(replayTrace(marked, events).final.cells).toEqual(result.solution?.cells);
  });
});
