import { createGrid, diagonalHouses, formatGrid, parseGrid, type SolveResult } from '@sudoku-lab/core';
import { referenceSolver } from '@sudoku-lab/testkit';
import { namedPuzzle } from '@sudoku-lab/testkit/puzzles';
import { describe, expect, it } from 'vitest';
import { contenderOf, outcomeOf } from './testing.fixture.js';
import { crossCheck, judge } from './verdict.js';

const puzzle = parseGrid(namedPuzzle('js-article-board').text);
const solution = formatGrid(referenceSolver.solve(puzzle).solution!, 'line');
/** A second solution, as text: crossCheck compares the solutions reported, each already verified on its own. */
const other = `${solution.slice(0, 80)}x`;

const contender = (id: string, countsSolutions = true) =>
  contenderOf({ ...referenceSolver, id }, { countsSolutions });

describe('crossCheck', () => {
  it("calls 'unsolvable' wrong once another contender found a solution that checks out", () => {
    const checked = crossCheck(
      puzzle,
      [outcomeOf('solved', { solution }), outcomeOf('unsolvable')],
      [contender('a'), contender('b')],
      1,
    );
    expect(checked.outcomes[1]).toMatchObject({
      status: 'wrong',
      verified: false,
      message: 'answered unsolvable, but a found a solution that checks out',
    });
    expect(checked.emptyCells).toBe(puzzle.cells.filter((digit) => digit === 0).length);
  });

  it('leaves an unsolvable standing when no one found a solution', () => {
    const checked = crossCheck(
      puzzle,
      [outcomeOf('unsolvable'), outcomeOf('aborted')],
      [contender('a'), contender('b')],
      1,
    );
    expect(checked.outcomes.map((outcome) => outcome.status)).toEqual(['unsolvable', 'aborted']);
  });

  it("with maxSolutions 2, 'solved' is wrong once two different solutions were found", () => {
    const answers = [outcomeOf('solved', { solution }), outcomeOf('multiple', { solution: other })];
    const checked = crossCheck(puzzle, answers, [contender('a'), contender('b')], 2);
    expect(checked.outcomes[0]).toMatchObject({
      status: 'wrong',
      message: expect.stringContaining('2 different solutions'),
    });
  });

  it('with maxSolutions 2, the contenders that count solutions must agree on unique versus multiple', () => {
    const answers = [
      outcomeOf('solved', { solution }),
      outcomeOf('multiple', { solution }),
      outcomeOf('solved', { solution }),
    ];
    const checked = crossCheck(
      puzzle,
      answers,
      [contender('a'), contender('b'), contender('peer', false)],
      2,
    );
    expect(checked.disagreement).toBe(
      'the strategies disagree on unique versus multiple: a says unique, b says multiple',
    );
    expect([...checked.disagreeing]).toEqual([0, 1]);
    expect(
      crossCheck(puzzle, answers, [contender('a'), contender('b'), contender('peer', false)], 1).disagreement,
    ).toBeUndefined();
  });
});

describe('judge, on a variant', () => {
  const nine = puzzle.shape;
  const x = createGrid(nine, new Array<number>(81).fill(0), { houses: diagonalHouses(nine) });
  const refused: SolveResult = {
    status: 'invalid',
    solution: null,
    solutionCount: 0,
    conflicts: [],
    stats: { placements: 0, guesses: 0, backtracks: 0 },
    message: 'classic does not handle extra houses',
  } as SolveResult;
  it.each([
    ['a contender that does not declare the rule refuses it rightly', [], 'invalid'],
    ['a contender that declares it and refuses it is wrong', ['houses'], 'wrong'],
  ] as const)('%s', (_, rules, status) => {
    const judged = judge(contenderOf({ ...referenceSolver, id: 'c', rules }), x, refused, {
      timeMs: 1,
      spread: null,
    });
    expect(judged.status).toBe(status);
  });
});

describe('judge, on a malformed answer: wrong, in words, never a throw', () => {
  const good = referenceSolver.solve(puzzle);
  const holey = [...good.solution!.cells];
  delete holey[5];
  const timing = { timeMs: 1, spread: null };
  it.each([
    [
      'a hole in its cells array',
      { ...good, solution: { ...good.solution!, cells: holey } },
      /row 1, column 6 holds undefined \(a hole in its cells array\)/,
    ],
    [
      'a cell out of range',
      {
        ...good,
        solution: { ...good.solution!, cells: good.solution!.cells.map((d, k) => (k === 0 ? 10 : d)) },
      },
      /row 1, column 1 holds 10, not a digit/,
    ],
    [
      'too few cells',
      { ...good, solution: { ...good.solution!, cells: good.solution!.cells.slice(1) } },
      /has 80 cells, not the 81 of a 9x9 grid/,
    ],
    ['no cells at all', { ...good, solution: {} }, /no cells array/],
    [
      'another shape',
      { ...good, solution: { ...good.solution!, shape: { name: '4x4' } } },
      /shape is not the puzzle's 9x9/,
    ],
    ['no count', { ...good, solutionCount: 'one' }, /solutionCount is "one", not a count/],
    ['no stats', { ...good, stats: undefined }, /stats have no placements count/],
    ['nothing', undefined, /returned undefined, not a SolveResult/],
  ])('%s', (_, result, message) => {
    const judged = judge(contender('m'), puzzle, result as unknown as SolveResult, timing);
    expect(judged).toMatchObject({ status: 'wrong', verified: false, solution: null, stats: null });
    expect(judged.message).toMatch(/^answered with a malformed result: /);
    expect(judged.message).toMatch(message);
  });

  it('leaves a well-formed answer to the checks that follow', () => {
    expect(judge(contender('m'), puzzle, good, timing)).toMatchObject({ status: 'solved', verified: true });
  });
});
