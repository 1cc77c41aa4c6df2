import {
  BudgetExhaustedError,
  createGrid,
  diagonalHouses,
  emptyGrid,
  type Grid,
  PuzzleFormatError,
  parseGrid,
  shapes,
} from '@sudoku-lab/core';
import {
  generateMultiSolutionPuzzle,
  generatePuzzle,
  generateUnsolvablePuzzle,
} from '@sudoku-lab/testkit/puzzles';
import { describe, expect, it } from 'vitest';
import {
  candidatesOf,
  explain,
  formatCandidates,
  levelBands,
  levelOf,
  nextStep,
  parseCandidates,
  rate,
  solver,
  techniques,
} from './index.js';
import { finders } from './policy.js';

const easy = generatePuzzle({ shape: '9x9', seed: 4, difficulty: 'medium' });
const hard = generatePuzzle({ shape: '9x9', seed: 9, difficulty: 'hard' });
/** Two 7s in row 1 (r1c1 and r1c5). */
const conflicting = parseGrid(`7...7....${'.'.repeat(72)}`);

describe('techniques', () => {
  it('lists unique ids, easiest first', () => {
    const scores = techniques.map((t) => t.score);
    expect(scores).toEqual([...scores].sort((a, b) => a - b));
    expect(new Set(techniques.map((t) => t.id)).size).toBe(techniques.length);
  });
});

describe('parseCandidates / formatCandidates', () => {
  it('round-trips the pencil marks of a puzzle', () => {
    const marks = candidatesOf(hard.puzzle);
    const text = formatCandidates(marks);
    expect(text).toHaveLength(729);
    expect(text.slice(0, 9)).toBe(
      hard.puzzle.cells[0] === 0
        ? text.slice(0, 9)
        : `${'.'.repeat(hard.puzzle.cells[0]! - 1)}${hard.puzzle.cells[0]}${'.'.repeat(9 - hard.puzzle.cells[0]!)}`,
    );
    expect(parseCandidates(text)).toEqual(marks);
  });
  it('ignores whitespace and bars between cells', () => {
    const spaced = Array.from({ length: 81 }, () => '123456789').join(' | ');
    expect(Array.from(parseCandidates(spaced))).toEqual(new Array(81).fill(0x1ff));
  });
  it.each([
    ['too short', '123456789', /729 characters.*found 9/],
    ['a digit out of place', `213456789${'123456789'.repeat(80)}`, /r1c1: place 1 of its nine holds '2'/],
    [
      'a cell with no candidate',
      `${'123456789'.repeat(40)}.........${'123456789'.repeat(40)}`,
      /r5c5 has no candidate left/,
    ],
  ])('says what is wrong with %s', (_, text, message) => {
    expect(() => parseCandidates(text)).toThrow(PuzzleFormatError);
    expect(() => parseCandidates(text)).toThrow(message);
  });
});

describe('nextStep', () => {
  it('gives the easiest step, in words', () => {
    const step = nextStep(parseGrid(`12345678.${'.'.repeat(72)}`))!;
    expect(step.technique).toBe('full-house');
    expect(step.text).toBe('Full house: r1c9 is the last empty cell of row 1, so it is 9.');
    expect(step.placements).toEqual([{ cell: 8, digit: 9 }]);
  });
  it('works on the pencil marks handed in', () => {
    const puzzle = emptyGrid(shapes['9x9']);
    const marks = new Uint16Array(81).fill(0x1ff);
    marks[40] = 1 << 6;
    expect(nextStep(puzzle, { candidates: marks })?.text).toBe('Naked single: r5c5 can only be 7.');
    expect(nextStep(puzzle)).toBeNull();
  });
  it('returns null on a full board', () => {
    expect(nextStep(easy.solution)).toBeNull();
  });
  it.each([
    ['nextStep', () => nextStep(conflicting)],
    ['explain', () => explain(conflicting)],
    ['rate', () => rate(conflicting)],
  ])('%s names both cells of conflicting givens', (_, call) => {
    expect(call).toThrow(PuzzleFormatError);
    expect(call).toThrow('two 7s in row 1, at r1c1 and r1c5');
  });
  it('refuses other shapes, saying so', () => {
    expect(() => nextStep(emptyGrid(shapes['4x4']))).toThrow('logic works on 9x9 puzzles, not 4x4');
  });
});

describe('a puzzle handed in from JavaScript, its shape named or a look-alike of it', () => {
  // gridProblem accepts both forms; logic reads them as the Grid core would make of them.
  const forms = [
    ['the shape named', (grid: Grid) => ({ ...grid, shape: grid.shape.name, cells: [...grid.cells] })],
    [
      'a look-alike of the shape',
      (grid: Grid) => ({ ...grid, shape: { boxHeight: 3, boxWidth: 3 }, cells: [...grid.cells] }),
    ],
  ] as const;
  const x = createGrid(shapes['9x9'], easy.puzzle.cells, { houses: diagonalHouses(shapes['9x9']) });
  const calls: [string, (grid: Grid) => unknown][] = [
    ['nextStep', (grid) => nextStep(grid)],
    ['nextStep, the explainer ladder', (grid) => nextStep(grid, { ladder: 'explainer' })],
    ['explain', (grid) => explain(grid)],
    ['rate', (grid) => rate(grid)],
    ['candidatesOf', (grid) => candidatesOf(grid)],
  ];
  for (const [name, form] of forms) {
    it.each(calls)(`%s answers as on core's own Grid (${name})`, (_, call) => {
      expect(call(form(hard.puzzle) as unknown as Grid)).toEqual(call(hard.puzzle));
    });
    it(`explains a variant as on core's own Grid (${name})`, () => {
      expect(explain(form(x) as unknown as Grid)).toEqual(explain(x));
    });
    it(`names both cells of conflicting givens (${name})`, () => {
      expect(() => rate(form(conflicting) as unknown as Grid)).toThrow('two 7s in row 1, at r1c1 and r1c5');
    });
  }
  it('names the shape it refuses when the shape is named', () => {
    const small = { shape: '4x4', cells: new Array(16).fill(0) } as unknown as Grid;
    expect(() => nextStep(small)).toThrow('logic works on 9x9 puzzles, not 4x4');
  });
});

describe('options', () => {
  // Core's rule for odd option values: refused, naming the option, never rounded or ignored.
  const refused: [string, unknown, string][] = [
    ['a deadline of NaN', { deadline: Number.NaN }, 'deadline must be a performance.now() time'],
    ['a deadline in words', { deadline: 'soon' }, 'deadline must be a performance.now() time'],
    ['a signal that is not one', { signal: 'stop' }, 'signal must be an AbortSignal'],
    ['an unknown ladder', { ladder: 'hodoku' }, "ladder must be 'player' or 'explainer', got \"hodoku\""],
    ['a negative maxSteps', { maxSteps: -1 }, 'maxSteps must be a whole number >= 0'],
    ['a fractional maxSteps', { maxSteps: 2.5 }, 'maxSteps must be a whole number >= 0'],
    ['an onStep that is not a function', { onStep: 3 }, 'onStep must be a function'],
    ['candidates of the wrong length', { candidates: new Uint16Array(80) }, 'candidates need 81 masks'],
    [
      'a candidate mask past digit 9',
      { candidates: Object.assign(new Array(81).fill(0x1ff), { 10: 0x200 }) },
      'candidates: r2c2 must hold a mask of digits 1-9 (0 to 511), got number 512',
    ],
    ['options that are not an object', 'fast', 'options must be an object'],
  ];
  const calls: [string, (options: unknown) => unknown][] = [
    ['nextStep', (options) => nextStep(hard.puzzle, options as never)],
    ['explain', (options) => explain(hard.puzzle, options as never)],
  ];
  for (const [name, call] of calls) {
    it.each(refused)(`${name} refuses %s, naming the option`, (_, options, message) => {
      expect(() => call(options)).toThrow(RangeError);
      expect(() => call(options)).toThrow(message);
    });
  }
  it.each(refused.slice(0, 3))('rate refuses %s, naming the option', (_, options, message) => {
    expect(() => rate(hard.puzzle, options as never)).toThrow(message);
  });
  it('takes null and undefined options, and null values, as their defaults', () => {
    const whole = explain(hard.puzzle);
    expect(explain(hard.puzzle, null)).toEqual(whole);
    const nulls = {
      deadline: null,
      signal: null,
      ladder: null,
      maxSteps: null,
      onStep: null,
      candidates: null,
    };
    expect(explain(hard.puzzle, nulls as never)).toEqual(whole);
    expect(rate(hard.puzzle, null)).toEqual(rate(hard.puzzle));
  });
  it("stops on a signal that is only an object with 'aborted', as the solvers do", () => {
    const fired = { aborted: true } as AbortSignal;
    expect(rate(hard.puzzle, { signal: fired }).complete).toBe(false);
    expect(explain(hard.puzzle, { signal: fired }).complete).toBe(false);
  });
});

describe("a budget's stop: core's one error", () => {
  const fired = () => AbortSignal.abort();
  const past = () => performance.now() - 1;
  it.each([
    [
      'a fired signal',
      () => ({ signal: fired() }),
      'signal',
      /^the hint was cancelled: its AbortSignal fired after 0 steps$/,
    ],
    [
      'a passed deadline',
      () => ({ deadline: past() }),
      'deadline',
      /^the hint was stopped: the deadline passed after 0 steps$/,
    ],
  ] as const)('nextStep throws it at %s, its reason and its words', (_, options, reason, message) => {
    const call = () => nextStep(hard.puzzle, options());
    expect(call).toThrow(BudgetExhaustedError);
    expect(call).toThrow(expect.objectContaining({ reason, work: 0 }));
    expect(call).toThrow(message);
  });

  it.each([
    ['a fired signal', () => ({ signal: fired() }), 'signal'],
    ['a passed deadline', () => ({ deadline: past() }), 'deadline'],
  ] as const)(
    'explain and rate catch it at %s: complete false, no step taken, and what stopped them',
    (_, options, reason) => {
      expect(explain(hard.puzzle, options())).toMatchObject({
        steps: [],
        complete: false,
        stopped: reason,
        solved: false,
      });
      expect(rate(hard.puzzle, options())).toMatchObject({
        steps: 0,
        complete: false,
        stopped: reason,
        solvedByLogic: false,
      });
    },
  );

  it.each([1, 3])('explain stops at the first look after its signal fires: after %d steps', (after) => {
    const controller = new AbortController();
    const onStep = (_: unknown, count: number) => {
      if (count === after) controller.abort();
    };
    const { steps, complete, stopped } = explain(hard.puzzle, { signal: controller.signal, onStep });
    expect({ steps: steps.length, complete, stopped }).toEqual({
      steps: after,
      complete: false,
      stopped: 'signal',
    });
  });

  it('is no stop when the step that fired it solved the board: complete stays true', () => {
    const whole = explain(easy.puzzle).steps.length;
    const controller = new AbortController();
    const onStep = (_: unknown, count: number) => {
      if (count === whole) controller.abort();
    };
    expect(explain(easy.puzzle, { signal: controller.signal, onStep })).toMatchObject({
      solved: true,
      complete: true,
      stopped: null,
    });
  });
});

describe('explain and rate', () => {
  it('explains a puzzle to its solution', () => {
    const { steps, solved, board, solutions } = explain(easy.puzzle);
    expect({ solved, solutions }).toEqual({ solved: true, solutions: 1 });
    expect(board.cells).toEqual(easy.solution.cells);
    expect(steps.flatMap((s) => s.placements)).toHaveLength(easy.puzzle.cells.filter((d) => d === 0).length);
  });
  it.each([undefined, 3])('tells onStep of each step as it is taken (maxSteps %s)', (maxSteps) => {
    const heard: [string, number][] = [];
    const { steps } = explain(easy.puzzle, {
      ...(maxSteps === undefined ? {} : { maxSteps }),
      onStep: (step, count) => heard.push([step.text, count]),
    });
    expect(heard).toEqual(steps.map((step, k) => [step.text, k + 1]));
  });

  it('stops at maxSteps', () => {
    expect(explain(easy.puzzle, { maxSteps: 3 }).steps).toHaveLength(3);
  });
  it.each([
    ['player', undefined],
    ['explainer', 'explainer'],
  ] as const)(
    'goes on from where a cut-short explanation ended, with its board and candidates, by the same steps (%s ladder)',
    (_, ladder) => {
      const whole = explain(hard.puzzle, { ladder });
      const first = explain(hard.puzzle, { ladder, maxSteps: 5 });
      expect(first.candidates).toHaveLength(81);
      first.board.cells.forEach((digit, cell) => {
        if (digit !== 0)
          expect(first.candidates[cell], `r${Math.floor(cell / 9) + 1}c${(cell % 9) + 1}`).toBe(
            1 << (digit - 1),
          );
      });
      const rest = explain(first.board, { ladder, candidates: first.candidates });
      expect([...first.steps, ...rest.steps].map((s) => s.text)).toEqual(whole.steps.map((s) => s.text));
      expect(rest.board.cells).toEqual(whole.board.cells);
    },
  );
  it.each([
    ['medium', easy.puzzle],
    ['hard', hard.puzzle],
  ])(
    "rates a %s puzzle by the steps of Sudoku Explainer's ladder: ER the hardest, ED the first, EP up to the first placement",
    (_, puzzle) => {
      const { steps } = explain(puzzle, { ladder: 'explainer' });
      const rating = rate(puzzle);
      const ratings = steps.map((s) => s.rating);
      const score = Math.max(...ratings);
      const firstPlacement = steps.findIndex((s) => s.placements.length > 0);
      expect(rating).toMatchObject({
        score,
        diamond: ratings[0],
        pearl: Math.max(...ratings.slice(0, firstPlacement + 1)),
        hardest: steps.find((s) => s.rating === score)!.technique,
        steps: steps.length,
        level: levelOf(score, rating.solvedByLogic),
        complete: true,
        stopped: null,
      });
      for (const step of steps) expect(step.rating).toBeGreaterThanOrEqual(step.record.score);
    },
  );
  it('rates a full board 0 with no hardest technique', () => {
    expect(rate(easy.solution)).toMatchObject({
      score: 0,
      hardest: null,
      steps: 0,
      solvedByLogic: true,
      solutions: 1,
    });
  });
  it.each<[string, Grid, 0 | 2]>([
    ['several solutions', generateMultiSolutionPuzzle({ shape: '9x9', seed: 2 }).puzzle, 2],
    ['no solution', generateUnsolvablePuzzle({ shape: '9x9', seed: 2, foundBy: 'search' }).puzzle, 0],
  ])('reports a puzzle with %s, and does not call it solved by logic', (_, puzzle, solutions) => {
    expect(rate(puzzle)).toMatchObject({
      solutions,
      solvedByLogic: false,
      score: null,
      pearl: null,
      diamond: null,
      level: null,
    });
    expect(explain(puzzle).solutions).toBe(solutions);
  });
  it('bands levels by score', () => {
    expect(levelBands.map((band) => levelOf(band.upTo === Infinity ? 99 : band.upTo))).toEqual([
      'easy',
      'medium',
      'hard',
      'expert',
      'extreme',
    ]);
    expect(levelOf(1.2, false)).toBe('extreme');
  });
});

describe('solver', () => {
  it('guesses on no puzzle logic finishes, and only where it stalls on one it does not', () => {
    for (let seed = 1; seed <= 30; seed++) {
      const { puzzle } = generatePuzzle({ shape: '9x9', seed, difficulty: 'hard' });
      const result = solver.solve(puzzle);
      expect(result.status).toBe('solved');
      // The solver leaves uniqueness techniques out, so it may guess where rate used one.
      const { steps } = explain(puzzle);
      const needsUniqueness = steps.some(
        (s) => s.technique.startsWith('unique-') || s.technique === 'bug-plus-one',
      );
      // Where the player ladder stalls, explain goes on with Sudoku Explainer's: the solver guesses there.
      const playerOnly = steps.every((s) => finders[s.technique].player !== undefined);
      if (explain(puzzle).solved && playerOnly && !needsUniqueness)
        expect(result.stats.guesses, `seed ${seed}`).toBe(0);
    }
    const stuck = explain(emptyGrid(shapes['9x9']));
    expect(stuck.steps).toHaveLength(0);
    expect(solver.solve(emptyGrid(shapes['9x9'])).stats.guesses).toBeGreaterThan(0);
  });
  it('counts the steps of each technique, and places every digit through them when it does not guess', () => {
    const result = solver.solve(easy.puzzle);
    expect(result.status).toBe('solved');
    expect(result.stats.guesses).toBe(0);
    const { steps } = explain(easy.puzzle);
    for (const { id } of techniques) {
      if (id in result.stats)
        expect(result.stats[id], id).toBe(steps.filter((s) => s.technique === id).length);
    }
  });
  it('stops at a deadline on an empty grid, where no placement budget would stop it', () => {
    // An empty board makes every technique search long between two digits.
    const result = solver.solve(emptyGrid(shapes['9x9']), {
      maxSolutions: Number.POSITIVE_INFINITY,
      deadline: performance.now() + 5,
    });
    expect(result.status).toBe('aborted');
    expect(result.solutionCount).toBe(0);
  });
  it('applies the signal between techniques, not only at the batches of placements core counts', () => {
    // Cancelled as the first digit goes in: core alone would next read the signal 1024 placements on.
    const controller = new AbortController();
    const result = solver.solve(emptyGrid(shapes['9x9']), {
      maxSolutions: Number.POSITIVE_INFINITY,
      signal: controller.signal,
      onEvent: (event) => {
        if (event.type === 'place') controller.abort();
      },
    });
    expect(result.status).toBe('aborted');
    expect(result.stats.placements).toBe(1);
  });
});
