import {
  createGrid,
  formatGrid,
  type Grid,
  PuzzleFormatError,
  parseGrid,
  parsePuzzle,
  shapes,
} from '@sudoku-lab/core';
import { nextStep } from '@sudoku-lab/logic';
import { describe, expect, it } from 'vitest';
import {
  gridOf,
  HINT_DEADLINE_MS,
  type LogicReply,
  type LogicRequest,
  problemWords,
  puzzleData,
  runLogic,
  stepView,
} from './logic-work.js';

/** LeetCode 37's example: singles all the way. */
const EASY = parseGrid('53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79');
const SOLUTION = '534678912672195348198342567859761423426853791713924856961537284287419635345286179';
/** A first row alone: many solutions. */
const SEVERAL = parseGrid(`123456789${'.'.repeat(72)}`);
/** EASY with r1c3 made 5, the digit r1c1 holds: two 5s in row 1. */
const CONFLICT = parseGrid(`535${formatGrid(EASY).slice(3)}`);
/** EASY with r1c3 made 1 and r2c3 made 2: the puzzle's shape is kept, its one solution is not. */
const NONE = parseGrid(`531${formatGrid(EASY).slice(3, 9)}6.2${formatGrid(EASY).slice(12)}`);

/** Runs a request as the worker does, and returns every reply, each as it arrives on the page. */
function replies(request: LogicRequest, now?: () => number): LogicReply[] {
  const posted: LogicReply[] = [];
  // postMessage clones what it sends: a reply that holds a function would throw here, as in the browser.
  runLogic(request, (reply) => posted.push(structuredClone(reply)), now);
  return posted;
}

const hint = (puzzle: Grid, pencilMarks = ''): LogicRequest => ({
  task: 'hint',
  puzzle: puzzleData(puzzle),
  pencilMarks,
  deadlineMs: HINT_DEADLINE_MS,
});
const explanation = (puzzle: Grid): LogicRequest => ({
  task: 'explain',
  puzzle: puzzleData(puzzle),
  deadlineMs: 60_000,
});
/** A clock a day behind logic's: every deadline taken from it has passed before logic starts. */
const dayBehind = () => performance.now() - 86_400_000;

describe('the puzzle across to the worker', () => {
  it.each<[string, Grid]>([
    ['a classic puzzle', EASY],
    [
      'a killer puzzle, its cages and sums kept',
      createGrid(shapes['9x9'], EASY.cells, { cages: [{ cells: [2, 3], sum: 3 }] }),
    ],
    ['a 4x4 puzzle', parseGrid('1...' + '..3.' + '.4..' + '...2')],
  ])('%s comes back the same Grid', (_, puzzle) => {
    const back = gridOf(structuredClone(puzzleData(puzzle)));
    expect(back.shape.name).toBe(puzzle.shape.name);
    expect([...back.cells]).toEqual([...puzzle.cells]);
    expect(back.rules).toEqual(puzzle.rules);
  });

  it('refuses an unknown shape by name', () => {
    expect(() => gridOf({ shape: '7x7' as '9x9', cells: [] })).toThrow(/unknown shape '7x7'/);
  });
});

describe('a hint from the worker', () => {
  it("is logic's next step, as plain data, with the candidates it was found on", () => {
    const posted = replies(hint(EASY));
    expect(posted).toHaveLength(1);
    const [reply] = posted;
    if (reply?.kind !== 'hint') throw new Error(`expected a hint, got ${JSON.stringify(reply)}`);
    const step = nextStep(EASY)!;
    expect(reply.step).toEqual(stepView(step));
    expect(reply.step.name).toBe(step.record.name);
    expect(reply.candidates).toHaveLength(81);
    expect(reply.onPencilMarks).toBe(false);
    // Every placement is the solution's digit.
    for (const { cell, digit } of reply.step.placements) expect(String(digit)).toBe(SOLUTION[cell]);
  });

  it.each<[string, Grid, RegExp]>([
    ['a solved board', parseGrid(SOLUTION), /^The puzzle is solved/],
    ['a puzzle with several solutions', SEVERAL, /more than one solution/],
    ['a puzzle with no solution', NONE, /has no solution/],
  ])('says why there is none on %s', (_, puzzle, words) => {
    const posted = replies(hint(puzzle));
    expect(posted).toEqual([{ kind: 'no-hint', message: expect.stringMatching(words) }]);
  });

  it("names both cells of conflicting givens, in logic's words", () => {
    const [reply] = replies(hint(CONFLICT));
    expect(reply).toEqual({
      kind: 'problem',
      message: expect.stringMatching(/two 5s in row 1, at r1c1 and r1c3/),
    });
  });

  it('refuses pencil marks that are not 729 characters, saying so', () => {
    const [reply] = replies(hint(EASY, '123'));
    expect(reply?.kind).toBe('problem');
    expect(reply?.kind === 'problem' && reply.message).toMatch(/729|characters/);
  });

  it('works on the pencil marks given, and says so', () => {
    const [first] = replies(hint(EASY));
    if (first?.kind !== 'hint') throw new Error('expected a hint');
    const marks = first.candidates
      .map((mask) => [1, 2, 3, 4, 5, 6, 7, 8, 9].map((d) => (mask & (1 << (d - 1)) ? d : '.')).join(''))
      .join('');
    const [reply] = replies(hint(EASY, marks));
    expect(reply).toMatchObject({ kind: 'hint', onPencilMarks: true, candidates: first.candidates });
  });

  it('says plainly that the deadline stopped the search, keeping the board', () => {
    // The puzzle's first step needs SE's chains: the budget is looked at before logic's first technique.
    const hard = parseGrid(
      '8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..',
    );
    const posted = replies(hint(hard), dayBehind);
    expect(posted).toEqual([
      {
        kind: 'no-hint',
        message: expect.stringMatching(/^No hint found in 60 s: logic's deadline stopped the search/),
      },
    ]);
  });
});

describe('an explanation from the worker', () => {
  it('posts its progress at each step, then the explanation, then its rating', () => {
    const all = replies(explanation(EASY));
    const progress = all.flatMap((reply) => (reply.kind === 'progress' ? [reply.steps] : []));
    const posted = all.filter((reply) => reply.kind !== 'progress');
    expect(posted.map((reply) => reply.kind)).toEqual(['explained', 'rated']);
    const [explained, rated] = posted;
    if (explained?.kind !== 'explained' || rated?.kind !== 'rated') throw new Error('expected both');
    expect(explained.explanation).toMatchObject({ solved: true, complete: true, solutions: 1 });
    // Every step was heard of, in order, before the explanation came.
    expect(progress).toEqual(explained.explanation.steps.map((_, k) => k + 1));
    expect(all.findIndex((reply) => reply.kind === 'explained')).toBe(progress.length);
    const filled = new Set(
      explained.explanation.steps.flatMap((step) => step.placements.map(({ cell }) => cell)),
    );
    expect(filled.size).toBe(EASY.cells.filter((digit) => digit === 0).length);
    expect(rated.rating).toMatchObject({ complete: true, solutions: 1 });
    expect(rated.rating.score).toBeGreaterThan(0);
    // The hardest technique is named, not given by its id.
    expect(rated.rating.hardest).toMatch(/^[A-Z]/);
  });

  it('gives no score to a puzzle with several solutions', () => {
    const rated = replies(explanation(SEVERAL)).find((reply) => reply.kind === 'rated');
    expect(rated).toMatchObject({ rating: { score: null, solutions: 2 } });
  });

  it('marks what the deadline cut short: the steps found by then, and a rating that is a lower bound', () => {
    const posted = replies(explanation(EASY), dayBehind).filter((reply) => reply.kind !== 'progress');
    expect(posted.map((reply) => reply.kind)).toEqual(['explained', 'rated']);
    expect(posted[0]).toMatchObject({ explanation: { complete: false, solved: false } });
    expect(posted[1]).toMatchObject({ rating: { complete: false } });
  });

  it('posts one problem for conflicting givens, with no rating after it', () => {
    expect(replies(explanation(CONFLICT))).toEqual([
      { kind: 'problem', message: expect.stringMatching(/two 5s in row 1/) },
    ]);
  });
});

describe('a variant in the worker', () => {
  // A killer of two givens: its one solution comes from the cages, which the request carries to logic.
  const KILLER = parsePuzzle(
    '2...........................................................................7.... C=0001223345061278449AAB278CC99DE778FCGGGEHHIJJKLLEMHNNNKOLPQQQNRKSLPTUVRRKSWWTUVXX=23,7,26,13,15,1,7,23,15,12,8,1,17,5,17,1,18,14,2,9,29,18,2,25,1,11,15,12,9,12,3,10,13,11',
  );

  it("hints from the rules: logic's step on the killer, not 'more than one solution' of its givens alone", () => {
    const [reply] = replies(hint(KILLER));
    if (reply?.kind !== 'hint') throw new Error(`expected a hint, got ${JSON.stringify(reply)}`);
    expect(reply.step).toEqual(stepView(nextStep(KILLER)!));
    expect(reply.step.placements.length + reply.step.eliminations.length).toBeGreaterThan(0);
  });

  it("explains it, and passes on logic's refusal to rate it, naming the rule", () => {
    const posted = replies(explanation(KILLER)).filter((reply) => reply.kind !== 'progress');
    expect(posted.map((reply) => reply.kind)).toEqual(['explained', 'unrated']);
    expect(posted[0]).toMatchObject({ explanation: { complete: true, solutions: 1 } });
    expect(posted[1]).toEqual({ kind: 'unrated', message: expect.stringMatching(/killer cages/) });
  });
});

describe('problemWords', () => {
  it.each<[string, unknown, RegExp]>([
    [
      "a PuzzleFormatError: logic's message",
      new PuzzleFormatError([{ message: 'conflicting givens: two 5s in row 1, at r1c1 and r1c3' }]),
      /^conflicting givens: two 5s in row 1, at r1c1 and r1c3$/,
    ],
    [
      'a plain Error: its message',
      new Error('rate works on classic puzzles, not killer cages'),
      /^rate works on classic/,
    ],
    [
      'a RangeError of an argument: its message',
      new RangeError('candidates need 81 masks'),
      /^candidates need 81/,
    ],
    [
      'a TypeError: a fault, not its message',
      new TypeError('stepOn is not a function'),
      /^Logic failed on this puzzle/,
    ],
    ['a stack overflow: a fault', new RangeError('Maximum call stack size exceeded'), /^Logic failed/],
    ['a thrown string: a fault', 'broken', /^Logic failed/],
  ])('%s', (_, error, words) => {
    const message = problemWords(error);
    expect(message).toMatch(words);
    expect(message).not.toMatch(/stepOn|\n\s+at /);
  });
});
